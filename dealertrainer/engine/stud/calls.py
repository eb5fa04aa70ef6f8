"""The dealer's words for stud, and the reasons behind them.

Plausible wrong answers for pick lists (``*_choices``) and the one- or two-sentence
explanations attached to each quizzable step. Written for this project; the rule texts only
supplied the facts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealertrainer.engine.cards import Card
from dealertrainer.engine.stud.hands import HandCategory, HandRank, high_value, rank_of_value
from dealertrainer.engine.stud.showing import (
    BRING_IN_SUIT_ORDER,
    Showing,
    ShowingCategory,
    possible_flush,
    possible_straight,
)

__all__ = [
    "board_text",
    "bring_in_words",
    "explain_first_to_act",
    "DRAW_CALLS",
    "draw_call",
    "explain_draw_call",
    "explain_possible_flush",
    "explain_possible_straight",
    "explain_winner",
    "hand_name_choices",
    "lower_first",
    "ranks_text",
    "showing_choices",
]

MAX_CHOICES = 6


def board_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def ranks_text(ranks: Sequence[int]) -> str:
    """Ranks as a dealer reads them off, highest first: "A-2", "K-Q-7"."""
    return "-".join(rank_of_value(v).letter for v in ranks)


def bring_in_words(card: Card) -> str:
    return f"{card.name.capitalize()} brings it in"


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _unique(items: Iterable[str], first: str) -> list[str]:
    out = [first]
    for item in items:
        if item not in out:
            out.append(item)
    return out


def _shifted_showing(showing: Showing) -> Showing:
    """The same kind of board one rank away: a near miss for pick lists."""
    top = showing.ranks[0]
    for step in (1, -1, 2, -2):
        value = top + step
        if 2 <= value <= 14 and value not in showing.ranks:
            return Showing(showing.category, (value, *showing.ranks[1:]))
    return Showing(ShowingCategory.HIGH_CARD, (top,))


def showing_choices(correct: str, showing: Showing, others: Iterable[str], suffix: str = "") -> tuple[str, ...]:
    """A pick list for naming a board: the right words, other boards at the table, a near miss."""
    near = [_shifted_showing(showing).words + suffix]
    if showing.category > ShowingCategory.HIGH_CARD:
        near.append(f"{rank_of_value(showing.ranks[0]).word.capitalize()} high{suffix}")
    return tuple(_unique([*others, *near], correct)[:MAX_CHOICES])


def hand_name_choices(winner: HandRank, others: Iterable[HandRank]) -> tuple[str, ...]:
    """A pick list for naming the winning hand: its name, the other hands, common slips."""
    r = winner.ranks
    word = rank_of_value(r[0])
    slips: list[str] = []
    c = winner.category
    if c is HandCategory.FULL_HOUSE:
        slips = [f"Full house, {rank_of_value(r[1]).plural} over {word.plural}", f"Three {word.plural}"]
    elif c is HandCategory.TWO_PAIR:
        slips = [f"Pair of {word.plural}"]
    elif c in (HandCategory.FLUSH, HandCategory.STRAIGHT, HandCategory.HIGH_CARD):
        slips = [f"{word.word.capitalize()} high", f"Flush, {word.word} high", f"Straight, {word.word} high"]
    elif c is HandCategory.THREE_OF_A_KIND:
        slips = [f"Pair of {word.plural}", f"Full house, {word.plural} full"]
    elif c is HandCategory.PAIR:
        slips = [f"Three {word.plural}", f"{rank_of_value(r[1]).word.capitalize()} high"]
    elif c is HandCategory.FOUR_OF_A_KIND:
        slips = [f"Three {word.plural}"]
    elif c is HandCategory.STRAIGHT_FLUSH:
        slips = [f"Flush, {word.word} high", f"Straight, {word.word} high"]
    choices = _unique([*(h.name for h in others), *slips], winner.name)
    return tuple(choices[:MAX_CHOICES])


def explain_possible_straight(cards: Sequence[Card]) -> str:
    board = board_text(cards)
    if len({c.rank for c in cards}) < len(cards):
        return f"{board} holds two cards of one rank, and a straight needs five different ranks."
    high, low = _spread(cards)
    if possible_straight(cards):
        return (
            f"{board}: all different ranks, and {high} less {low} is {high - low}, at most 4, so they fit "
            "in five ranks in a row: the hidden and coming cards could still fill a straight."
        )
    return (
        f"{board}: {high} less {low} is {high - low}, more than 4: it spreads over more than five ranks, so no "
        "straight can hold them all; the ace plays either high or low, never both."
    )


def _spread(cards: Sequence[Card]) -> tuple[int, int]:
    """The highest and lowest showing values, the ace counted high or low, whichever is closer."""
    high = [high_value(c) for c in cards]
    low = [1 if v == 14 else v for v in high]
    return min(((max(vs), min(vs)) for vs in (high, low)), key=lambda hl: hl[0] - hl[1])


def explain_possible_flush(cards: Sequence[Card]) -> str:
    board = board_text(cards)
    if possible_flush(cards):
        return f"{board}: every upcard is the same suit, so a flush is still possible."
    return f"{board} mixes suits, so these cards can no longer be part of a flush."


#: What the dealer announces as an upcard lands on a board that could still draw, as said.
DRAW_CALLS = ("Nothing", "Possible straight", "Possible flush", "Possible straight flush")


def draw_call(cards: Sequence[Card]) -> str:
    """What the dealer announces for a board of three or four upcards: one of ``DRAW_CALLS``."""
    straight, flush = possible_straight(cards), possible_flush(cards)
    return DRAW_CALLS[straight + 2 * flush]


def explain_draw_call(cards: Sequence[Card]) -> str:
    """Why the board calls for what it does: the straight's reason, the flush's, and the call."""
    call = draw_call(cards)
    said = "the dealer says nothing" if call == DRAW_CALLS[0] else f'the dealer announces "{call.lower()}"'
    return f"{explain_possible_straight(cards)} {explain_possible_flush(cards)} So {said}."


def explain_first_to_act(
    first: int,
    first_up: Sequence[Card],
    showing: Showing,
    rivals: Sequence[tuple[int, Sequence[Card], Showing]],
    bring_in_card: Card | None,
) -> str:
    """Why ``first`` speaks first; ``rivals`` are the other live seats with their boards."""
    if bring_in_card is not None:
        text = (
            f"On the first interval the lowest upcard must start the betting, aces counting high: "
            f"seat {first}'s {bring_in_card.name}."
        )
        same_rank = [s for s, up, _ in rivals if up[0].rank is bring_in_card.rank]
        if same_rank:
            order = ", ".join(f"{s.name.lower()}" for s in BRING_IN_SUIT_ORDER)
            text += f" Equal ranks are split by suit, lowest first: {order}."
        return text
    words = showing.words
    if len(first_up) == 1:
        text = f"With one upcard each, the highest card speaks first, aces high: seat {first} shows {words.lower()}."
    else:
        text = (
            f"The best combination showing speaks first, and straights and flushes do not count: "
            f"seat {first} shows {lower_first(words)}."
        )
    tied = [s for s, _, sh in rivals if sh == showing]
    if tied:
        return text + (
            f" Seat {tied[0]} shows exactly the same ranks, and on a tie the seat nearest the "
            f"dealer's left goes first."
        )
    same_kind = [(s, sh) for s, _, sh in rivals if sh.category == showing.category]
    if same_kind and len(first_up) == 1:
        seat, best_rival = max(same_kind, key=lambda item: item[1])
        return text + f" The next highest is seat {seat}'s {rank_of_value(best_rival.ranks[0]).word}."
    if same_kind:
        seat, best_rival = max(same_kind, key=lambda item: item[1])
        if best_rival.ranks[0] == showing.ranks[0] or showing.category is ShowingCategory.HIGH_CARD:
            text += (
                f" Seat {seat} has the same kind of board, but card by card "
                f"{ranks_text(showing.ranks)} beats {ranks_text(best_rival.ranks)}."
            )
    return text


def explain_winner(winners: Sequence[int], hands: dict[int, HandRank]) -> str:
    best = hands[winners[0]]
    if len(winners) > 1:
        seats = " and ".join(str(s) for s in winners)
        return (
            f"Seats {seats} each hold {lower_first(best.name)} with the same ranks "
            "card for card; suits never break a tie, so the pot is split."
        )
    rest = [(s, h) for s, h in hands.items() if s not in winners]
    seat, runner = max(rest, key=lambda item: item[1])
    text = (
        f"Seat {winners[0]}'s {lower_first(best.name)} is the best five cards at the table; "
        f"the next best is seat {seat}'s {lower_first(runner.name)}"
    )
    if runner.category == best.category and runner.ranks[0] == best.ranks[0]:
        return text + (
            f": both start with the same rank, so the next ranks decide, "
            f"{ranks_text(best.ranks)} against {ranks_text(runner.ranks)}."
        )
    return text + "."

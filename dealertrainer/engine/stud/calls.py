"""The dealer's words for stud, and the reasons behind them.

Plausible wrong answers for pick lists (``*_choices``) and the one- or two-sentence
explanations attached to each quizzable step. Written for this project; the rule texts only
supplied the facts.

Every sentence is a message in the language in force (``dealertrainer.language``). A choice is
a pair (key, label): the key is the English words the records keep and the scoring compares,
the label what the trainee reads.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealertrainer.engine.cards import Card, Suit, rank_name
from dealertrainer.engine.stud.hands import HandCategory, HandRank, capital, high_value, rank_of_value
from dealertrainer.engine.stud.showing import (
    BRING_IN_SUIT_ORDER,
    Showing,
    ShowingCategory,
    possible_flush,
    possible_straight,
)
from dealertrainer.language import N_, _, pgettext

__all__ = [
    "Choice",
    "board_text",
    "bring_in_choice",
    "bring_in_label",
    "bring_in_words",
    "explain_first_to_act",
    "DRAW_CALLS",
    "draw_call",
    "explain_draw_call",
    "explain_possible_flush",
    "explain_possible_straight",
    "explain_winner",
    "hand_name_choices",
    "hand_name_picks",
    "lower_first",
    "ranks_text",
    "seats_text",
    "showing_choices",
    "showing_picks",
    "split_choice",
]

MAX_CHOICES = 6

Choice = tuple[str, str]  # (key, label)


def board_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def ranks_text(ranks: Sequence[int]) -> str:
    """Ranks as a dealer reads them off, highest first: "A-2", "K-Q-7"."""
    return "-".join(rank_of_value(v).letter for v in ranks)


def seats_text(seats: Sequence[int]) -> str:
    """Seats named together, in the language in force: "2 and 5", "2 and 5 and 7"."""
    return pgettext("seats", " and ").join(str(s) for s in seats)


def bring_in_words(card: Card) -> str:
    """The words that name the bring-in, as the answer's key: "Two of clubs brings it in"."""
    return f"{card.key_name.capitalize()} brings it in"


def bring_in_label(card: Card) -> str:
    """The bring-in's words as the trainee reads them."""
    return capital(_("{card} brings it in").format(card=card.name))


def bring_in_choice(card: Card) -> Choice:
    return bring_in_words(card), bring_in_label(card)


def bets_choice(showing: Showing) -> Choice:
    """The words that name the first speaker by their board: "Pair of fours bets"."""
    return f"{showing.words} bets", _("{board} bets").format(board=showing.label)


def split_choice(seats: Sequence[int]) -> Choice:
    """A split pot as a choice: "Split: seats 2 and 5"."""
    key = "Split: seats " + " and ".join(str(s) for s in seats)
    return key, _("Split: seats {seats}").format(seats=seats_text(seats))


def seat_choice(seat: int) -> Choice:
    return f"Seat {seat}", _("Seat {seat}").format(seat=seat)


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _unique(items: Iterable[Choice], first: Choice) -> list[Choice]:
    out = [first]
    for item in items:
        if item[0] not in (key for key, _label in out):
            out.append(item)
    return out


def _unique_keys(items: Iterable[str], first: str) -> list[str]:
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


def _showing_choice(showing: Showing, bets: bool) -> Choice:
    return bets_choice(showing) if bets else (showing.words, showing.label)


def _near_misses(showing: Showing) -> list[Showing]:
    near = [_shifted_showing(showing)]
    if showing.category > ShowingCategory.HIGH_CARD:
        near.append(Showing(ShowingCategory.HIGH_CARD, showing.ranks[:1]))
    return near


def showing_choices(correct: str, showing: Showing, others: Iterable[str], suffix: str = "") -> tuple[str, ...]:
    """A pick list for naming a board, as keys: the right words, other boards at the table, a near miss."""
    near = [miss.words + suffix for miss in _near_misses(showing)]
    return tuple(_unique_keys([*others, *near], correct)[:MAX_CHOICES])


def showing_picks(showing: Showing, others: Iterable[Showing], bets: bool = False) -> tuple[Choice, ...]:
    """``showing_choices`` with the labels: (key, label) for the right words, other boards at the
    table and a near miss (with ``bets``: the words that name the first speaker, "Pair of fours bets")."""
    choices = [_showing_choice(other, bets) for other in [*others, *_near_misses(showing)]]
    return tuple(_unique(choices, _showing_choice(showing, bets))[:MAX_CHOICES])


def hand_name_choices(winner: HandRank, others: Iterable[HandRank]) -> tuple[str, ...]:
    """A pick list for naming the winning hand, as keys: its name, the other hands, common slips."""
    return tuple(key for key, _label in hand_name_picks(winner, others))


def hand_name_picks(winner: HandRank, others: Iterable[HandRank]) -> tuple[Choice, ...]:
    """``hand_name_choices`` with the labels: (key, label) for its name, the other hands, common slips."""
    r = winner.ranks
    c = winner.category
    top = r[0]
    slips: list[HandRank] = []
    if c is HandCategory.FULL_HOUSE:
        slips = [HandRank(c, (r[1], top)), HandRank(HandCategory.THREE_OF_A_KIND, (top,))]
    elif c is HandCategory.TWO_PAIR:
        slips = [HandRank(HandCategory.PAIR, (top,))]
    elif c in (HandCategory.FLUSH, HandCategory.STRAIGHT, HandCategory.HIGH_CARD):
        slips = [HandRank(HandCategory.HIGH_CARD, (top,)), HandRank(HandCategory.FLUSH, (top,)),
                 HandRank(HandCategory.STRAIGHT, (top,))]
    elif c is HandCategory.THREE_OF_A_KIND:
        slips = [HandRank(HandCategory.PAIR, (top,))]
    elif c is HandCategory.PAIR:
        slips = [HandRank(HandCategory.THREE_OF_A_KIND, (top,)), HandRank(HandCategory.HIGH_CARD, (r[1],))]
    elif c is HandCategory.FOUR_OF_A_KIND:
        slips = [HandRank(HandCategory.THREE_OF_A_KIND, (top,))]
    elif c is HandCategory.STRAIGHT_FLUSH:
        slips = [HandRank(HandCategory.FLUSH, (top,)), HandRank(HandCategory.STRAIGHT, (top,))]
    choices = [(h.name, h.label) for h in [*others, *slips]]
    if c is HandCategory.THREE_OF_A_KIND:  # "Full house, kings full": the slip of calling trips a full house
        choices.append(_full_slip(top))
    return tuple(_unique(choices, (winner.name, winner.label))[:MAX_CHOICES])


def _full_slip(value: int) -> Choice:
    rank = rank_of_value(value)
    return (f"Full house, {rank_name(rank, plural=True, translate=False)} full",
            _("Full house, {ranks} full").format(ranks=rank.plural))


def explain_possible_straight(cards: Sequence[Card]) -> str:
    board = board_text(cards)
    if len({c.rank for c in cards}) < len(cards):
        return _("{board} holds two cards of one rank, and a straight needs five different ranks.").format(board=board)
    high, low = _spread(cards)
    if possible_straight(cards):
        return _(
            "{board}: all different ranks, and {high} less {low} is {spread}, at most 4, so they fit "
            "in five ranks in a row: the hidden and coming cards could still fill a straight."
        ).format(board=board, high=high, low=low, spread=high - low)
    return _(
        "{board}: {high} less {low} is {spread}, more than 4: it spreads over more than five ranks, so no "
        "straight can hold them all; the ace plays either high or low, never both."
    ).format(board=board, high=high, low=low, spread=high - low)


def _spread(cards: Sequence[Card]) -> tuple[int, int]:
    """The highest and lowest showing values, the ace counted high or low, whichever is closer."""
    high = [high_value(c) for c in cards]
    low = [1 if v == 14 else v for v in high]
    return min(((max(vs), min(vs)) for vs in (high, low)), key=lambda hl: hl[0] - hl[1])


def explain_possible_flush(cards: Sequence[Card]) -> str:
    board = board_text(cards)
    if possible_flush(cards):
        return _("{board}: every upcard is the same suit, so a flush is still possible.").format(board=board)
    return _("{board} mixes suits, so these cards can no longer be part of a flush.").format(board=board)


#: What the dealer announces as an upcard lands on a board that could still draw, as said.
DRAW_CALLS = (N_("Nothing"), N_("Possible straight"), N_("Possible flush"), N_("Possible straight flush"))


def draw_call(cards: Sequence[Card]) -> str:
    """What the dealer announces for a board of three or four upcards: one of ``DRAW_CALLS``."""
    straight, flush = possible_straight(cards), possible_flush(cards)
    return DRAW_CALLS[straight + 2 * flush]


def explain_draw_call(cards: Sequence[Card]) -> str:
    """Why the board calls for what it does: the straight's reason, the flush's, and the call."""
    call = draw_call(cards)
    if call == DRAW_CALLS[0]:
        said = _("So the dealer says nothing.")
    else:
        said = _('So the dealer announces "{call}".').format(call=lower_first(_(call)))
    return _("{straight} {flush} {said}").format(
        straight=explain_possible_straight(cards), flush=explain_possible_flush(cards), said=said)


#: The suits' names, lowest first for the bring-in, as a sentence lists them.
_SUIT_NAMES = {Suit.CLUBS: N_("clubs"), Suit.DIAMONDS: N_("diamonds"), Suit.HEARTS: N_("hearts"),
               Suit.SPADES: N_("spades")}


def explain_first_to_act(
    first: int,
    first_up: Sequence[Card],
    showing: Showing,
    rivals: Sequence[tuple[int, Sequence[Card], Showing]],
    bring_in_card: Card | None,
) -> str:
    """Why ``first`` speaks first; ``rivals`` are the other live seats with their boards."""
    if bring_in_card is not None:
        text = _(
            "On the first interval the lowest upcard must start the betting, aces counting high: "
            "seat {seat}'s {card}."
        ).format(seat=first, card=bring_in_card.name)
        same_rank = [s for s, up, _board in rivals if up[0].rank is bring_in_card.rank]
        if same_rank:
            order = pgettext("list", ", ").join(pgettext("suit", _SUIT_NAMES[s]) for s in BRING_IN_SUIT_ORDER)
            text += _(" Equal ranks are split by suit, lowest first: {order}.").format(order=order)
        return text
    words = showing.in_sentence
    if len(first_up) == 1:
        text = _("With one upcard each, the highest card speaks first, aces high: seat {seat} shows {board}.").format(
            seat=first, board=words)
    else:
        text = _(
            "The best combination showing speaks first, and straights and flushes do not count: "
            "seat {seat} shows {board}."
        ).format(seat=first, board=words)
    tied = [s for s, _up, sh in rivals if sh == showing]
    if tied:
        return text + _(
            " Seat {seat} shows exactly the same ranks, and on a tie the seat nearest the "
            "dealer's left goes first."
        ).format(seat=tied[0])
    same_kind = [(s, sh) for s, _up, sh in rivals if sh.category == showing.category]
    if same_kind and len(first_up) == 1:
        seat, best_rival = max(same_kind, key=lambda item: item[1])
        return text + _(" The next highest is seat {seat}'s {rank}.").format(
            seat=seat, rank=rank_of_value(best_rival.ranks[0]).word)
    if same_kind:
        seat, best_rival = max(same_kind, key=lambda item: item[1])
        if best_rival.ranks[0] == showing.ranks[0] or showing.category is ShowingCategory.HIGH_CARD:
            text += _(
                " Seat {seat} has the same kind of board, but card by card {ours} beats {theirs}."
            ).format(seat=seat, ours=ranks_text(showing.ranks), theirs=ranks_text(best_rival.ranks))
    return text


def explain_winner(winners: Sequence[int], hands: dict[int, HandRank]) -> str:
    best = hands[winners[0]]
    if len(winners) > 1:
        return _(
            "Seats {seats} each hold {hand} with the same ranks card for card; suits never break a tie, "
            "so the pot is split."
        ).format(seats=seats_text(winners), hand=best.in_sentence)
    rest = [(s, h) for s, h in hands.items() if s not in winners]
    seat, runner = max(rest, key=lambda item: item[1])
    if runner.category == best.category and runner.ranks[0] == best.ranks[0]:
        return _(
            "Seat {seat}'s {hand} is the best five cards at the table; the next best is seat {other}'s "
            "{other_hand}: both start with the same rank, so the next ranks decide, {ours} against {theirs}."
        ).format(seat=winners[0], hand=best.in_sentence, other=seat, other_hand=runner.in_sentence,
                 ours=ranks_text(best.ranks), theirs=ranks_text(runner.ranks))
    return _(
        "Seat {seat}'s {hand} is the best five cards at the table; the next best is seat {other}'s {other_hand}."
    ).format(seat=winners[0], hand=best.in_sentence, other=seat, other_hand=runner.in_sentence)

"""The dealer's steps of a blackjack round, each with its answer and our own explanation.

The round (``round.py``) decides what happens; these builders (and ``bet_steps``'s, for the
steps that move a bet) turn each event into a
``DealerStep`` showing the felt at that moment, what the dealer does or says, and for a
decision the question, the one right answer under the house rules, a short explanation
and the skill it trains.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from dealertrainer.engine.blackjack.bet_steps import (
    SETTLE_CHOICES,
    chips_text,
    even_money,
    insurance_max,
    insurance_settle,
    settle,
    side_bet_settled,
    surrender,
)
from dealertrainer.engine.blackjack.hands import call_total, card_points, hand_value, total_working
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Card, with_article
from dealertrainer.engine.money import format_money
from dealertrainer.engine.places import Place
from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView

__all__ = [
    "SETTLE_CHOICES",
    "burn",
    "call",
    "chips_text",
    "cut_card_out",
    "cut_card_placed",
    "cut_offered",
    "deal_card",
    "dealer_decision",
    "dealer_no_draw",
    "even_money",
    "insurance_max",
    "insurance_offer",
    "insurance_settle",
    "peek",
    "peek_result",
    "pitch_card_face",
    "pitch_turn_for_settlement",
    "pitch_turned_up",
    "player_action",
    "reveal_hole",
    "settle",
    "side_bet_settled",
    "shuffle",
    "shuffle_due",
    "turn_upcard",
]

CUT_CARD_CHOICES = ("finish the hand, then shuffle", "shuffle now", "deal one more round, then shuffle")


# ---------------------------------------------------------------------- the shoe
def shuffle(table: TableView, decks: int, pitch: bool = False) -> DealerStep:
    if pitch:
        return DealerStep("shuffle", "Shuffle the deck by hand" if decks == 1 else "Shuffle the two decks by hand", table)
    return DealerStep("shuffle", f"Shuffle the {decks}-deck shoe", table)


def cut_offered(table: TableView, position: int) -> DealerStep:
    return DealerStep("cut", f"A player cuts the pack {position} cards in; the back part goes to the front", table)


def cut_card_placed(table: TableView, from_end: int, rules: BlackjackRules | None = None) -> DealerStep:
    return DealerStep(
        "cut_card",
        f"Place the cut card {from_end} cards from the end",
        table,
        question="How many cards go behind the cut card?",
        answer_kind=AnswerKind.COUNT,
        answer=from_end,
        explanation=_cut_card_why(from_end, rules or BlackjackRules()),
        skill="blackjack.shoe.cut_card",
    )


def _cut_card_why(from_end: int, rules: BlackjackRules) -> str:
    pack = rules.decks * 52
    dealt = round(100 * (pack - from_end) / pack)
    where = "the deck" if rules.decks == 1 else f"the {rules.decks} decks"
    held = " the dealer holds" if rules.pitch else ""
    return (f"The cut card marks where {where}{held} run out for play: this house leaves {from_end} of "
            f"{pack} cards behind it, so about {dealt}% are dealt before the shuffle.")


def burn(table: TableView) -> DealerStep:
    return DealerStep(
        "burn",
        "Burn one card face down into the discard rack",
        table,
        question="A fresh shoe: how many cards do you burn before the first round?",
        answer_kind=AnswerKind.COUNT,
        answer=1,
        explanation="Blackjack burns a single card after each shuffle, unseen, before any hand is dealt.",
        skill="blackjack.burn",
    )


def cut_card_out(table: TableView) -> DealerStep:
    return DealerStep(
        "cut_card_out",
        "The cut card comes out: set it aside and keep dealing",
        table,
        question="The cut card shows in the middle of a round. What do you do?",
        answer_kind=AnswerKind.CHOICE,
        answer=CUT_CARD_CHOICES[0],
        choices=CUT_CARD_CHOICES,
        explanation="The round in progress is played out with the cards behind the cut card; the shuffle comes after it.",
        skill="blackjack.cut_card",
    )


def shuffle_due(table: TableView) -> DealerStep:
    return DealerStep("shuffle_due", "The cut card came out this round: shuffle before the next one", table)


# ---------------------------------------------------------------------- the deal
def deal_card(
    table: TableView, card: Card, place: Place, face_down: bool, choices: Sequence[str], before: TableView | None = None
) -> DealerStep:
    """A card dealt: ``table`` shows it on its spot, ``before`` (the question's felt) not yet.
    The answer is the place's name as the trainee picks it from ``choices``."""
    how = "face down" if face_down else "face up"
    return DealerStep(
        "deal",
        f"{place.capitalized}, {how}" + ("" if face_down else f": {card}"),
        table,
        question="Where does the next card go?",
        answer_kind=AnswerKind.CHOICE,
        answer=str(place),
        choices=tuple(choices),
        explanation="Cards go out one at a time from first base (your left) to third base, the dealer's last, twice round.",
        skill="blackjack.deal.order",
        extra=(("card", str(card)), ("face", how)),
        question_table=before,
    )


def turn_upcard(table: TableView, card: Card) -> DealerStep:
    return DealerStep("turn_upcard", f"Turn the first dealer card face up: {with_article(card.rank.word)}", table)


def insurance_offer(table: TableView, upcard: Card) -> DealerStep:
    ace = card_points(upcard) == 1
    return DealerStep(
        "insurance_offer",
        "Insurance is open" if ace else "No insurance",
        table,
        question=f"You show {with_article(upcard.rank.word)}. Do you offer insurance?",
        answer_kind=AnswerKind.YES_NO,
        answer=ace,
        explanation="Insurance is offered only when the dealer's upcard is an ace, before the dealer checks the hole card.",
        skill="blackjack.insurance.offer",
    )


def peek(table: TableView, upcard: Card, peeks: bool, rules: BlackjackRules) -> DealerStep:
    points = card_points(upcard)
    cell = {1: "ace", 10: "ten"}.get(points, "other")
    if not rules.dealer_peeks:
        why = "This table plays without a peek: the hole card stays unseen until the dealer's turn."
    elif cell == "other":
        why = "Only an ace or a ten-valued card up can hide a blackjack, so there is nothing to check."
    else:
        why = "With an ace or a ten-valued card up the dealer may have blackjack, so the hole card is checked now."
    return DealerStep(
        "peek",
        "Check the hole card for blackjack" if peeks else "No check",
        table,
        question=f"You show {with_article(upcard.rank.word)}. Do you check your hole card for blackjack?",
        answer_kind=AnswerKind.YES_NO,
        answer=peeks,
        explanation=why,
        skill=f"blackjack.peek.{cell}",
    )


def peek_result(table: TableView, blackjack: bool) -> DealerStep:
    return DealerStep("peek_result", "Blackjack: turn it over" if blackjack else "No blackjack: play on", table)


def reveal_hole(table: TableView, card: Card) -> DealerStep:
    return DealerStep("reveal_hole", f"Turn the hole card: {with_article(card.rank.word)}", table)


# ---------------------------------------------------------------------- totals and play
def call(
    table: TableView, place: Place, cards: Sequence[Card], from_split: bool = False, final: bool = False
) -> DealerStep:
    """What the dealer calls for a hand. ``final``: the hand takes no more cards (a dealer who
    stands, a double, split aces that may not hit), so a soft total is called by its best total."""
    said = call_total(cards, final=final)
    total, soft = hand_value(cards)
    if said == "blackjack" and from_split:
        said = "21"
    if said == "blackjack":
        kind, answer, skill = AnswerKind.PHRASE, "blackjack", "blackjack.total.blackjack"
        why = "An ace and a ten-valued card as the first two cards make a blackjack."
    elif soft and total < 21 and not final:
        kind, answer, skill = AnswerKind.PHRASE, said, "blackjack.total.soft"
        why = (f"{total_working(cards, both_ways=True)}: the hand may still take a card and the ace can count "
               "1 or 11, so it is called both ways.")
    elif soft and total < 21:
        kind, answer, skill = AnswerKind.COUNT, total, "blackjack.total.soft"
        why = f"{total_working(cards)}: the hand takes no more cards, so it is called by its final total."
    else:
        kind, answer, skill = AnswerKind.COUNT, total, "blackjack.total.hard"
        why = f"{total_working(cards)}: aces count 1 unless 11 fits under 22; tens and faces count 10." + (
            " Over 21 the hand is bust." if total > 21 else ""
        )
    return DealerStep(
        "call",
        f"{place.capitalized}: {said}" + (", too many" if total > 21 else ""),
        table,
        question=f"What do you call for {place}?",
        answer_kind=kind,
        answer=answer,
        explanation=why,
        skill=skill,
        extra=(("owner", str(place)),),
    )


def player_action(table: TableView, seat: int, place: Place, action: str, amount: Decimal | None = None,
                  pitch: bool = False) -> DealerStep:
    """A player's move as the dealer sees it (``pitch``: the signals of a hand-held game)."""
    if pitch and action in _PITCH_SIGNALS:
        return DealerStep(f"player_{action}", f"{place.capitalized} {_PITCH_SIGNALS[action]}", table, seat=seat)
    words = {
        "hit": "taps for a card",
        "stand": "waves off and stands",
        "double": f"doubles for {format_money(amount or Decimal(0))}, one card only",
        "split": f"splits, adding {format_money(amount or Decimal(0))}",
        "surrender": "surrenders half the wager",
        "insurance": f"insures for {format_money(amount or Decimal(0))}",
        "no_insurance": "declines insurance",
    }[action]
    return DealerStep(f"player_{action}", f"{place.capitalized} {words}", table, seat=seat)


def _dealer_skill(total: int, soft: bool) -> str:
    if soft:
        return "blackjack.dealer.soft17" if total == 17 else ("blackjack.dealer.hit.soft" if total < 17 else "blackjack.dealer.stand.soft")
    if total >= 17:
        return "blackjack.dealer.stand.hard"
    return f"blackjack.dealer.hit.{total}" if total >= 12 else "blackjack.dealer.hit.low"


def dealer_decision(table: TableView, cards: Sequence[Card], hits: bool, rules: BlackjackRules) -> DealerStep:
    total, soft = hand_value(cards)
    if soft and total == 17:
        why = (
            "This house hits soft 17: with an ace counted as 11 the dealer draws."
            if rules.dealer_hits_soft_17
            else "This house stands on all 17s, soft 17 included."
        )
    elif total < 17:
        why = "The dealer has no choice: 16 or less draws."
    else:
        why = "The dealer has no choice: 17 or more stands."
    # Neither the words nor the prompt name the total: the call (asked next) would give the
    # decision away, and the decision the call; the trainee reads the dealer's cards.
    return DealerStep(
        "dealer_hits" if hits else "dealer_stands",
        "Dealer draws" if hits else "Dealer stands",
        table,
        question="Your hand is up. Hit or stand?",
        answer_kind=AnswerKind.CHOICE,
        answer="hit" if hits else "stand",
        choices=("hit", "stand"),
        explanation=why,
        skill=_dealer_skill(total, soft),
    )


def dealer_no_draw(table: TableView) -> DealerStep:
    return DealerStep(
        "dealer_no_draw",
        "Every hand is settled: the dealer does not draw",
        table,
        question="Every player hand has busted or been paid. Hit or stand?",
        answer_kind=AnswerKind.CHOICE,
        answer="stand",
        choices=("hit", "stand"),
        explanation="With no hand left waiting on the dealer's total, the dealer stands as is: drawing would only burn cards.",
        skill="blackjack.dealer.no_draw",
    )


# ---------------------------------------------------------------------- the pitch game
_PITCH_SIGNALS = {"hit": "scratches the felt with the cards for another", "stand": "tucks the cards under the bet"}
PITCH_FACES = ("face down", "face up")
PITCH_TURNED_UP = ("take it", "pay it", "leave it up", "deal on")
_FACE_WHY = {
    "deal": "In a hand-held game each player's first two cards are pitched face down: only the player looks at them.",
    "hit": "A card a player takes after the first two goes face up in front of the bet; the first two stay in the player's hand.",
    "split": "A split hand is played face up: the player turned the pair over to split, and each new card lands face up.",
    "double down": "This house tucks the double card face down under the bet; it is turned over at the settlement.",
    "double up": "This house deals the double card face up: the player turned the first two over to double.",
}


def pitch_card_face(table: TableView, place: Place, why: str, down: bool) -> DealerStep:
    """The face a card goes to a player with in a pitch game: ``why`` is "deal", "hit", "split"
    or "double"."""
    face = PITCH_FACES[0] if down else PITCH_FACES[1]
    key = why if why != "double" else f"double {'down' if down else 'up'}"
    return DealerStep(
        "pitch_face",
        f"Pitch the card to {place} {face}",
        table,
        question=f"The next card goes to {place}. Face up or face down?",
        answer_kind=AnswerKind.CHOICE,
        answer=face,
        choices=PITCH_FACES,
        explanation=_FACE_WHY[key],
        skill="blackjack.pitch.card_face",
    )


def pitch_turned_up(table: TableView, seat: int, place: Place, why: str, answer: str) -> DealerStep:
    """A player turns the cards face up during the play (``why``: "bust", "blackjack",
    "double", "split"); ``answer`` is what the dealer does now, one of ``PITCH_TURNED_UP``."""
    explain = {
        PITCH_TURNED_UP[0]: "A player who goes over 21 turns the cards up: the bet and the cards are taken at once.",
        PITCH_TURNED_UP[1]: "A blackjack turned up is paid at once and its cards picked up: the dealer cannot have one.",
        PITCH_TURNED_UP[2]: ("The dealer has not looked under the ten or ace, so the blackjack waits face up until "
                             "the dealer's hand is known."),
        PITCH_TURNED_UP[3]: "Two cards turned up that are not a blackjack mean the player doubles or splits: take the second bet and deal on.",
    }[answer]
    return DealerStep(
        "pitch_turned_up",
        f"{place.capitalized} turns the cards face up ({why})",
        table,
        question=f"{place.capitalized} turns the cards up: what now?",
        answer_kind=AnswerKind.CHOICE,
        answer=answer,
        choices=PITCH_TURNED_UP,
        explanation=explain,
        skill="blackjack.pitch.turned_up",
        seat=seat,
    )


def pitch_turn_for_settlement(table: TableView, seat: int, place: Place) -> DealerStep:
    return DealerStep("pitch_turn_hand", f"Turn {place}'s cards face up from under the bet", table, seat=seat)

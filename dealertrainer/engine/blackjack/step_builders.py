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
from dealertrainer.engine.places import Place, place_said
from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView
from dealertrainer.language import N_, _, ngettext, pgettext

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
    "said_call",
    "reveal_hole",
    "settle",
    "side_bet_settled",
    "shuffle",
    "shuffle_due",
    "turn_upcard",
]

CUT_CARD_CHOICES = (N_("finish the hand, then shuffle"), N_("shuffle now"), N_("deal one more round, then shuffle"))
HIT_STAND = (N_("hit"), N_("stand"))


# ---------------------------------------------------------------------- the shoe
def shuffle(table: TableView, decks: int, pitch: bool = False) -> DealerStep:
    if pitch:
        return DealerStep("shuffle", _("Shuffle the deck by hand") if decks == 1 else _("Shuffle the two decks by hand"), table)
    return DealerStep("shuffle", _("Shuffle the {decks}-deck shoe").format(decks=decks), table)


def cut_offered(table: TableView, position: int) -> DealerStep:
    return DealerStep("cut", _("A player cuts the pack {position} cards in; the back part goes to the front").format(position=position), table)


def cut_card_placed(table: TableView, from_end: int, rules: BlackjackRules | None = None) -> DealerStep:
    return DealerStep(
        "cut_card",
        ngettext("Place the cut card {count} card from the end", "Place the cut card {count} cards from the end",
                 from_end).format(count=from_end),
        table,
        question=_("How many cards go behind the cut card?"),
        answer_kind=AnswerKind.COUNT,
        answer=from_end,
        explanation=_cut_card_why(from_end, rules or BlackjackRules()),
        skill="blackjack.shoe.cut_card",
    )


def _cut_card_why(from_end: int, rules: BlackjackRules) -> str:
    pack = rules.decks * 52
    dealt = round(100 * (pack - from_end) / pack)
    where = dict(behind=from_end, pack=pack, dealt=dealt, decks=rules.decks)
    if rules.decks == 1:
        if rules.pitch:
            return _("The cut card marks where the deck the dealer holds run out for play: this house leaves "
                     "{behind} of {pack} cards behind it, so about {dealt}% are dealt before the shuffle.").format(**where)
        return _("The cut card marks where the deck run out for play: this house leaves {behind} of "
                 "{pack} cards behind it, so about {dealt}% are dealt before the shuffle.").format(**where)
    if rules.pitch:
        return _("The cut card marks where the {decks} decks the dealer holds run out for play: this house leaves "
                 "{behind} of {pack} cards behind it, so about {dealt}% are dealt before the shuffle.").format(**where)
    return _("The cut card marks where the {decks} decks run out for play: this house leaves {behind} of "
             "{pack} cards behind it, so about {dealt}% are dealt before the shuffle.").format(**where)


def burn(table: TableView) -> DealerStep:
    return DealerStep(
        "burn",
        _("Burn one card face down into the discard rack"),
        table,
        question=_("A fresh shoe: how many cards do you burn before the first round?"),
        answer_kind=AnswerKind.COUNT,
        answer=1,
        explanation=_("Blackjack burns a single card after each shuffle, unseen, before any hand is dealt."),
        skill="blackjack.burn",
    )


def cut_card_out(table: TableView) -> DealerStep:
    return DealerStep(
        "cut_card_out",
        _("The cut card comes out: set it aside and keep dealing"),
        table,
        question=_("The cut card shows in the middle of a round. What do you do?"),
        answer_kind=AnswerKind.CHOICE,
        answer=CUT_CARD_CHOICES[0],
        choices=CUT_CARD_CHOICES,
        explanation=_("The round in progress is played out with the cards behind the cut card; the shuffle comes after it."),
        skill="blackjack.cut_card",
    )


def shuffle_due(table: TableView) -> DealerStep:
    return DealerStep("shuffle_due", _("The cut card came out this round: shuffle before the next one"), table)


# ---------------------------------------------------------------------- the deal
def deal_card(
    table: TableView, card: Card, place: Place, face_down: bool, choices: Sequence[str], before: TableView | None = None
) -> DealerStep:
    """A card dealt: ``table`` shows it on its spot, ``before`` (the question's felt) not yet.
    The answer is the place's name as the trainee picks it from ``choices``."""
    how = "face down" if face_down else "face up"
    if face_down:
        said = _("{place}, face down").format(place=place.said_capitalized)
    else:
        said = _("{place}, face up: {card}").format(place=place.said_capitalized, card=card)
    return DealerStep(
        "deal",
        said,
        table,
        question=_("Where does the next card go?"),
        answer_kind=AnswerKind.CHOICE,
        answer=str(place),
        choices=tuple(choices),
        explanation=_("Cards go out one at a time from first base (your left) to third base, the dealer's last, twice round."),
        skill="blackjack.deal.order",
        extra=(("card", str(card)), ("face", how)),
        question_table=before,
        labels=tuple(place_said(choice) for choice in choices),
    )


def turn_upcard(table: TableView, card: Card) -> DealerStep:
    return DealerStep("turn_upcard", _("Turn the first dealer card face up: {card}").format(card=with_article(card.rank.word)), table)


def insurance_offer(table: TableView, upcard: Card) -> DealerStep:
    ace = card_points(upcard) == 1
    return DealerStep(
        "insurance_offer",
        _("Insurance is open") if ace else _("No insurance"),
        table,
        question=_("You show {card}. Do you offer insurance?").format(card=with_article(upcard.rank.word)),
        answer_kind=AnswerKind.YES_NO,
        answer=ace,
        explanation=_("Insurance is offered only when the dealer's upcard is an ace, before the dealer checks the hole card."),
        skill="blackjack.insurance.offer",
    )


def peek(table: TableView, upcard: Card, peeks: bool, rules: BlackjackRules) -> DealerStep:
    points = card_points(upcard)
    cell = {1: "ace", 10: "ten"}.get(points, "other")
    if not rules.dealer_peeks:
        why = _("This table plays without a peek: the hole card stays unseen until the dealer's turn.")
    elif cell == "other":
        why = _("Only an ace or a ten-valued card up can hide a blackjack, so there is nothing to check.")
    else:
        why = _("With an ace or a ten-valued card up the dealer may have blackjack, so the hole card is checked now.")
    return DealerStep(
        "peek",
        _("Check the hole card for blackjack") if peeks else _("No check"),
        table,
        question=_("You show {card}. Do you check your hole card for blackjack?").format(card=with_article(upcard.rank.word)),
        answer_kind=AnswerKind.YES_NO,
        answer=peeks,
        explanation=why,
        skill=f"blackjack.peek.{cell}",
    )


def peek_result(table: TableView, blackjack: bool) -> DealerStep:
    return DealerStep("peek_result", _("Blackjack: turn it over") if blackjack else _("No blackjack: play on"), table)


def reveal_hole(table: TableView, card: Card) -> DealerStep:
    return DealerStep("reveal_hole", _("Turn the hole card: {card}").format(card=with_article(card.rank.word)), table)


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
        why = _("An ace and a ten-valued card as the first two cards make a blackjack.")
    elif soft and total < 21 and not final:
        kind, answer, skill = AnswerKind.PHRASE, said, "blackjack.total.soft"
        why = _("{working}: the hand may still take a card and the ace can count "
                "1 or 11, so it is called both ways.").format(working=total_working(cards, both_ways=True))
    elif soft and total < 21:
        kind, answer, skill = AnswerKind.COUNT, total, "blackjack.total.soft"
        why = _("{working}: the hand takes no more cards, so it is called by its final total.").format(working=total_working(cards))
    else:
        kind, answer, skill = AnswerKind.COUNT, total, "blackjack.total.hard"
        why = (_("{working}: aces count 1 unless 11 fits under 22; tens and faces count 10. Over 21 the hand is bust.")
               if total > 21 else _("{working}: aces count 1 unless 11 fits under 22; tens and faces count 10.")
               ).format(working=total_working(cards))
    return DealerStep(
        "call",
        (_("{place}: {said}, too many") if total > 21 else _("{place}: {said}")).format(
            place=place.said_capitalized, said=said_call(said)),
        table,
        question=_("What do you call for {place}?").format(place=place.said),
        answer_kind=kind,
        answer=answer,
        explanation=why,
        skill=skill,
        extra=(("owner", str(place)),),
    )


def said_call(said: str) -> str:
    """A call ("16", "7 or 17", "blackjack", "bust") as said in the language in force."""
    if said in _CALL_WORDS:
        return _(said)
    low, sep, high = said.partition(" or ")
    return _("{low} or {high}").format(low=low, high=high) if sep else said


def player_action(table: TableView, seat: int, place: Place, action: str, amount: Decimal | None = None,
                  pitch: bool = False) -> DealerStep:
    """A player's move as the dealer sees it (``pitch``: the signals of a hand-held game)."""
    if pitch and action in _PITCH_SIGNALS:
        return DealerStep(f"player_{action}", _(_PITCH_SIGNALS[action]).format(place=place.said_capitalized), table,
                          seat=seat)
    words = {
        "hit": N_("{place} taps for a card"),
        "stand": N_("{place} waves off and stands"),
        "double": N_("{place} doubles for {amount}, one card only"),
        "split": N_("{place} splits, adding {amount}"),
        "surrender": N_("{place} surrenders half the wager"),
        "insurance": N_("{place} insures for {amount}"),
        "no_insurance": N_("{place} declines insurance"),
    }[action]
    said = _(words).format(place=place.said_capitalized, amount=format_money(amount or Decimal(0)))
    return DealerStep(f"player_{action}", said, table, seat=seat)


def _hit_stand_labels() -> tuple[str, str]:
    """Hit and stand as a blackjack dealer says them (baccarat's "stand" is another word)."""
    return pgettext("blackjack", "hit"), pgettext("blackjack", "stand")


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
            _("This house hits soft 17: with an ace counted as 11 the dealer draws.")
            if rules.dealer_hits_soft_17
            else _("This house stands on all 17s, soft 17 included.")
        )
    elif total < 17:
        why = _("The dealer has no choice: 16 or less draws.")
    else:
        why = _("The dealer has no choice: 17 or more stands.")
    # Neither the words nor the prompt name the total: the call (asked next) would give the
    # decision away, and the decision the call; the trainee reads the dealer's cards.
    return DealerStep(
        "dealer_hits" if hits else "dealer_stands",
        _("Dealer draws") if hits else _("Dealer stands"),
        table,
        question=_("Your hand is up. Hit or stand?"),
        answer_kind=AnswerKind.CHOICE,
        answer=HIT_STAND[0] if hits else HIT_STAND[1],
        choices=HIT_STAND,
        labels=_hit_stand_labels(),
        explanation=why,
        skill=_dealer_skill(total, soft),
    )


def dealer_no_draw(table: TableView) -> DealerStep:
    return DealerStep(
        "dealer_no_draw",
        _("Every hand is settled: the dealer does not draw"),
        table,
        question=_("Every player hand has busted or been paid. Hit or stand?"),
        answer_kind=AnswerKind.CHOICE,
        answer=HIT_STAND[1],
        choices=HIT_STAND,
        labels=_hit_stand_labels(),
        explanation=_("With no hand left waiting on the dealer's total, the dealer stands as is: drawing would only burn cards."),
        skill="blackjack.dealer.no_draw",
    )


# ---------------------------------------------------------------------- the pitch game
_PITCH_SIGNALS = {"hit": N_("{place} scratches the felt with the cards for another"),
                  "stand": N_("{place} tucks the cards under the bet")}
_CALL_WORDS = (N_("blackjack"), N_("bust"))
PITCH_FACES = (N_("face down"), N_("face up"))
PITCH_TURNED_UP = (N_("take it"), N_("pay it"), N_("leave it up"), N_("deal on"))
_FACE_WHY = {
    "deal": N_("In a hand-held game each player's first two cards are pitched face down: only the player looks at them."),
    "hit": N_("A card a player takes after the first two goes face up in front of the bet; the first two stay in the player's hand."),
    "split": N_("A split hand is played face up: the player turned the pair over to split, and each new card lands face up."),
    "double down": N_("This house tucks the double card face down under the bet; it is turned over at the settlement."),
    "double up": N_("This house deals the double card face up: the player turned the first two over to double."),
}


def pitch_card_face(table: TableView, place: Place, why: str, down: bool) -> DealerStep:
    """The face a card goes to a player with in a pitch game: ``why`` is "deal", "hit", "split"
    or "double"."""
    face = PITCH_FACES[0] if down else PITCH_FACES[1]
    key = why if why != "double" else f"double {'down' if down else 'up'}"
    return DealerStep(
        "pitch_face",
        (_("Pitch the card to {place} face down") if down else _("Pitch the card to {place} face up")).format(
            place=place.said),
        table,
        question=_("The next card goes to {place}. Face up or face down?").format(place=place.said),
        answer_kind=AnswerKind.CHOICE,
        answer=face,
        choices=PITCH_FACES,
        explanation=_(_FACE_WHY[key]),
        skill="blackjack.pitch.card_face",
    )


def pitch_turned_up(table: TableView, seat: int, place: Place, why: str, answer: str) -> DealerStep:
    """A player turns the cards face up during the play (``why``: "bust", "blackjack",
    "double", "split"); ``answer`` is what the dealer does now, one of ``PITCH_TURNED_UP``."""
    explain = {
        PITCH_TURNED_UP[0]: N_("A player who goes over 21 turns the cards up: the bet and the cards are taken at once."),
        PITCH_TURNED_UP[1]: N_("A blackjack turned up is paid at once and its cards picked up: the dealer cannot have one."),
        PITCH_TURNED_UP[2]: N_("The dealer has not looked under the ten or ace, so the blackjack waits face up until "
                               "the dealer's hand is known."),
        PITCH_TURNED_UP[3]: N_("Two cards turned up that are not a blackjack mean the player doubles or splits: take the second bet and deal on."),
    }[answer]
    turned = {"bust": N_("{place} turns the cards face up (bust)"),
              "blackjack": N_("{place} turns the cards face up (blackjack)"),
              "double": N_("{place} turns the cards face up (double)"),
              "split": N_("{place} turns the cards face up (split)")}
    return DealerStep(
        "pitch_turned_up",
        _(turned[why]).format(place=place.said_capitalized) if why in turned
        else _("{place} turns the cards face up ({why})").format(place=place.said_capitalized, why=why),
        table,
        question=_("{place} turns the cards up: what now?").format(place=place.said_capitalized),
        answer_kind=AnswerKind.CHOICE,
        answer=answer,
        choices=PITCH_TURNED_UP,
        explanation=_(explain),
        skill="blackjack.pitch.turned_up",
        seat=seat,
    )


def pitch_turn_for_settlement(table: TableView, seat: int, place: Place) -> DealerStep:
    return DealerStep("pitch_turn_hand", _("Turn {place}'s cards face up from under the bet").format(place=place.said), table,
                      seat=seat)

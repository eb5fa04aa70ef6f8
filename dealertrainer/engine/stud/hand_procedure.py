"""A stud hand as the dealer's ordered steps (see dealertrainer.engine.steps).

``deal_hand`` walks the game's dealing pattern on a ``StudHand``: every card dealt (to whom,
up or down), the calls made as upcards land ("Possible straight", "Pair of nines"), on every
interval the limit, who speaks first and the words that name them, the folds (with the
penalty for a shown hole card), and the end: one seat left, or the showdown with the winner
and the name of the hand. Steps where the dealer stays silent have an empty ``say``.
At the end the cards are collected to the discard rack.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import AnswerKind, DealerStep
from dealertrainer.engine.stud.calls import (
    DRAW_CALLS,
    board_text,
    bring_in_words,
    draw_call,
    explain_draw_call,
    explain_first_to_act,
    explain_winner,
    hand_name_choices,
    lower_first,
    showing_choices,
)
from dealertrainer.engine.stud.deal import Decision, Interval, Players, ScriptedPlayers, Showdown, StudHand
from dealertrainer.engine.stud.hands import HandRank
from dealertrainer.engine.stud.patterns import UP, Face
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.showing import (
    ShowingCategory,
    bring_in_key,
    possible_flush,
    should_announce_draws,
    showing_rank,
)

__all__ = ["FOLD_CHOICES", "COMMUNITY_CHOICES", "StudDeal", "deal_hand", "hand_steps"]

FOLD_CHOICES = (
    "Turn the upcards face down on the hole cards",
    "Leave the upcards face up until the hand is over",
    "Turn every card face up for the table to see",
)
COMMUNITY_CHOICES = (
    "Deal one card face up in the centre for every player",
    "Deal to each seat in turn until the deck runs out",
    "Skip the last card and go to the showdown",
)


@dataclass(frozen=True)
class StudDeal:
    """One hand dealt: the steps, and how it ended."""

    steps: tuple[DealerStep, ...]
    winners: tuple[int, ...]  # seat numbers; several on a split pot
    winning_hand: HandRank | None  # None when the last seat in won without a showdown
    folded: tuple[int, ...]  # in the order they folded
    penalties: Mapping[int, int] = field(default_factory=dict)  # seat -> chips for a shown hole card
    showdown: Showdown | None = None

    @property
    def uncontested(self) -> bool:
        return self.winning_hand is None


class _Dealer:
    """Builds the steps while the hand is dealt."""

    def __init__(self, rules: StudRules, shoe: Shoe, players: Players) -> None:
        self.hand = StudHand(rules, shoe)
        self.rules = rules
        self.players = players
        self.steps: list[DealerStep] = []

    def note(self) -> str:
        if not self.hand.streets_dealt:
            return self.hand.pattern.title
        return f"{self.hand.pattern.title}: {self.hand.street.name}"

    def add(self, action: str, say: str, **quiz: object) -> None:
        self.steps.append(DealerStep(action, say, self.hand.table(self.note()), **quiz))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ cards
    def street(self) -> None:
        hand = self.hand
        plan = hand.start_street()
        if plan == [(None, UP)]:
            live = len(hand.live_seats)
            self.add(
                "community_card",
                "",
                question=(
                    f"{hand.street.name.capitalize()}: {live} players are in but only "
                    f"{hand.shoe.cards_left} cards are left. What do you deal?"
                ),
                answer_kind=AnswerKind.CHOICE,
                answer=COMMUNITY_CHOICES[0],
                choices=COMMUNITY_CHOICES,
                explanation=(
                    "When the deck cannot give everyone a last card, one card goes face up in "
                    "the centre and counts as part of every player's hand."
                ),
                skill="stud.deal.community_card",
            )
        for seat, face in plan:
            self.card(seat, face)

    def card(self, seat: int | None, face: Face) -> None:
        hand = self.hand
        card = hand.deal(seat, face)
        if seat is None:
            self.add("deal_community", f"{card.name.capitalize()} in the centre for everyone")
            return
        if face is not UP:
            self.add("deal_down", f"Seat {seat}, a card face down", seat=seat)
            return
        self.add("deal_up", f"Seat {seat}, {card.name} up", seat=seat)
        up = hand.upcards(seat)
        unseen = len(hand.hole_cards(seat)) + hand.cards_to_come(seat)
        if hand.pattern.announce_draws and should_announce_draws(up, unseen):
            self.draw_calls(seat, card, up)
        self.pair_call(seat, card, up)

    def draw_calls(self, seat: int, card: Card, up: list[Card]) -> None:
        """What the dealer announces as the card lands: nothing, a possible straight, a possible
        flush, or both. Its skill is the flush's when every upcard is one suit (the flush is the
        live question), else the straight's."""
        call = draw_call(up)
        self.add(
            "announce_draws",
            "" if call == DRAW_CALLS[0] else call,
            question=f"The {card} lands on seat {seat}, whose board is {board_text(up)}. What do you announce?",
            answer_kind=AnswerKind.CHOICE,
            answer=call,
            choices=DRAW_CALLS,
            explanation=explain_draw_call(up),
            skill="stud.announce.possible_flush" if possible_flush(up) else "stud.announce.possible_straight",
            seat=seat,
        )

    def pair_call(self, seat: int, card: Card, up: list[Card]) -> None:
        """Call the board when the card just dealt makes or improves a pair or better."""
        showing = showing_rank(up)
        if showing.category < ShowingCategory.PAIR or sum(c.rank is card.rank for c in up) < 2:
            return
        others = [showing_rank(self.hand.upcards(s)).words for s in self.hand.live_seats if s != seat]
        self.add(
            "announce_showing",
            showing.words,
            question=f"The {card} lands on seat {seat}: {board_text(up)}. What do you call?",
            answer_kind=AnswerKind.PHRASE,
            answer=showing.words,
            choices=showing_choices(showing.words, showing, others),
            explanation=(
                f"The dealer names a combination as it appears on the board; "
                f"{board_text(up)} is {lower_first(showing.words)}."
            ),
            skill="stud.announce.showing",
            seat=seat,
        )

    # ------------------------------------------------------------------ betting
    def interval(self) -> bool:
        """Open and play one interval; returns False when one seat is left."""
        hand = self.hand
        iv = hand.open_interval()
        self.limit(iv)
        self.first_to_act(iv)
        for seat in iv.order:
            decision = Decision(self.players.decide(seat, iv, hand))
            if decision is Decision.STAY:
                continue
            if iv.forced and seat == iv.first_seat:
                raise ValueError(
                    f"seat {seat} must open interval {iv.number} and cannot fold before acting"
                )
            self.fold(seat, decision is Decision.FOLD_SHOWING_HOLE)
            if hand.sole_survivor is not None:
                self.uncontested()
                return False
        return True

    def limit(self, iv: Interval) -> None:
        rules = self.rules
        if iv.open_pair:
            why = (
                f"An open pair has shown, and this house then plays the big limit of "
                f"{rules.big_limit} chips at once."
            )
            skill = "stud.limit.open_pair"
        elif iv.limit == rules.big_limit:
            why = f"This interval is played at the big limit of {rules.big_limit} chips."
            skill = "stud.limit.street"
        else:
            pair_rule = (
                "; an open pair would raise it" if rules.open_pair_raises_limit else ""
            )
            why = f"The early intervals are played at the small limit of {rules.small_limit} chips{pair_rule}."
            skill = "stud.limit.street"
        self.add(
            "limit",
            f"Limit {iv.limit} chips",
            question=f"{iv.street.capitalize()}: what is the betting limit in chips?",
            answer_kind=AnswerKind.COUNT,
            answer=iv.limit,
            explanation=why,
            skill=skill,
        )

    def first_to_act(self, iv: Interval) -> None:
        hand = self.hand
        first_up = hand.upcards(iv.first_seat)
        rivals = [(s, hand.upcards(s), showing_rank(hand.upcards(s))) for s in iv.order if s != iv.first_seat]
        if iv.bring_in:
            skill = "stud.bring_in"
        elif len(iv.tied_seats) > 1:
            skill = "stud.first_to_act.tie"
        else:
            skill = f"stud.first_to_act.{iv.showing.category.skill_cell}"
        explanation = explain_first_to_act(iv.first_seat, first_up, iv.showing, rivals, iv.bring_in_card)
        self.add(
            "bring_in" if iv.bring_in else "first_to_act",
            f"The dealer points to seat {iv.first_seat}",  # the words are the next question's answer
            question=f"{iv.street.capitalize()}: which seat speaks first?",
            answer_kind=AnswerKind.SEAT,
            answer=iv.first_seat,
            explanation=explanation,
            skill=skill,
            seat=iv.first_seat,
        )
        if iv.bring_in:
            others = sorted((up[0] for _, up, _ in rivals), key=bring_in_key)
            choices = tuple(dict.fromkeys([iv.words, *(bring_in_words(c) for c in others)]))[:6]
        else:
            others_words = [f"{sh.words} bets" for _, _, sh in sorted(rivals, key=lambda r: r[2], reverse=True)]
            choices = showing_choices(iv.words, iv.showing, others_words, suffix=" bets")
        self.add(
            "call_first_to_act",
            iv.words,
            question=f"You point to seat {iv.first_seat} ({board_text(first_up)}). What do you say?",
            answer_kind=AnswerKind.PHRASE,
            answer=iv.words,
            choices=choices,
            explanation=explanation,
            skill="stud.bring_in" if iv.bring_in else "stud.announce.showing",
            seat=iv.first_seat,
        )

    def fold(self, seat: int, shows_hole: bool) -> None:
        hand = self.hand
        shown = hand.hole_cards(seat)[0] if shows_hole else None
        penalty = hand.fold(seat, shows_hole_card=shows_hole)
        self.add(
            "fold",
            f"Seat {seat} folds",
            question=f"Seat {seat} folds. What happens to the cards?",
            answer_kind=AnswerKind.CHOICE,
            answer=FOLD_CHOICES[0],
            choices=FOLD_CHOICES,
            explanation=(
                "A folding player's cards go face down, upcards on top of the hole cards, so "
                "nobody learns which cards are out of play; the seat gets no more cards."
            ),
            skill="stud.fold.procedure",
            seat=seat,
        )
        if shown is not None:
            self.add(
                "fold_penalty",
                f"Seat {seat} owes {penalty} chips to the pot",
                question=f"Seat {seat} showed the {shown} as they folded. How many chips go to the pot?",
                answer_kind=AnswerKind.COUNT,
                answer=penalty,
                explanation=(
                    f"A hole card shown on a fold can change how the others play, so this house "
                    f"charges {penalty} chips, paid into the pot."
                ),
                skill="stud.fold.penalty",
                seat=seat,
            )

    def uncontested(self) -> None:
        seat = self.hand.sole_survivor
        assert seat is not None
        self.add(
            "uncontested",
            f"Seat {seat} wins the pot",
            question="Every other seat has folded. Who takes the pot?",
            answer_kind=AnswerKind.SEAT,
            answer=seat,
            explanation="When only one player is left in, that player wins at once: there is no showdown and the hole cards stay hidden.",
            skill="stud.showdown.uncontested",
            seat=seat,
        )

    # ------------------------------------------------------------------ the end
    def showdown(self) -> Showdown:
        result = self.hand.showdown()
        self.add("show_hole_cards", "Players still in, turn your cards up")
        hands = dict(result.hands)
        best = result.winning_hand
        if len(result.winners) > 1:
            answer = "Split: seats " + " and ".join(str(s) for s in result.winners)
            say = f"{answer[7:].capitalize()} split the pot"  # the hand's name: the next question's answer
            named = f"{answer[7:].capitalize()} split the pot with {lower_first(best.name)}"
            decoys: list[str] = []
        else:
            answer = f"Seat {result.winners[0]}"
            say = f"Seat {result.winners[0]} wins the pot"
            named = f"Seat {result.winners[0]} wins with {lower_first(best.name)}"
            top_two = sorted(hands, key=lambda s: hands[s], reverse=True)[:2]
            decoys = ["Split: seats " + " and ".join(str(s) for s in sorted(top_two))]
        choices = tuple(dict.fromkeys([*(f"Seat {s}" for s in hands), answer, *decoys]))
        self.add(
            "showdown",
            say,
            question="The hole cards are up. Who wins the pot?",
            answer_kind=AnswerKind.CHOICE,
            answer=answer,
            choices=choices,
            explanation=explain_winner(result.winners, hands),
            skill="stud.showdown.winner",
            seat=result.winners[0],
        )
        self.add(
            "name_hand",
            named,
            question="Name the winning hand.",
            answer_kind=AnswerKind.PHRASE,
            answer=best.name,
            choices=hand_name_choices(best, (h for s, h in hands.items() if s not in result.winners)),
            explanation=f"The best five cards are {board_text(best.cards)}: {lower_first(best.name)}.",
            skill="stud.showdown.hand_name",
            seat=result.winners[0],
        )
        return result


def deal_hand(rules: StudRules, shoe: Shoe, players: Players | None = None) -> StudDeal:
    """Deal one stud hand from ``shoe`` to the end and return its steps and outcome.

    ``players`` decide the folds (default: nobody folds). The cards are collected to the
    discard rack at the end, so the shoe can be shuffled for the next hand.
    """
    dealer = _Dealer(rules, shoe, players if players is not None else ScriptedPlayers({}))
    hand = dealer.hand
    showdown: Showdown | None = None
    while hand.more_streets:
        dealer.street()
        if not dealer.interval():
            break
    else:
        showdown = dealer.showdown()
    hand.collect()
    if showdown is None:
        winner = hand.sole_survivor
        assert winner is not None
        winners: tuple[int, ...] = (winner,)
    else:
        winners = showdown.winners
    return StudDeal(
        steps=tuple(dealer.steps),
        winners=winners,
        winning_hand=None if showdown is None else showdown.winning_hand,
        folded=tuple(hand.folded),
        penalties=dict(hand.penalties),
        showdown=showdown,
    )


def hand_steps(rules: StudRules, shoe: Shoe, players: Players | None = None) -> list[DealerStep]:
    """Only the dealer's steps of one hand (see ``deal_hand``)."""
    return list(deal_hand(rules, shoe, players).steps)

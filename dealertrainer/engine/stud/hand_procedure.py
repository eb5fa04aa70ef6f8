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
    Choice,
    bets_choice,
    board_text,
    bring_in_choice,
    bring_in_label,
    seat_choice,
    split_choice,
    draw_call,
    explain_draw_call,
    explain_first_to_act,
    explain_winner,
    hand_name_picks,
    seats_text,
    showing_picks,
)
from dealertrainer.engine.stud.deal import Decision, Interval, Players, ScriptedPlayers, Showdown, StudHand
from dealertrainer.engine.stud.hands import HandRank, capital
from dealertrainer.engine.stud.patterns import UP, Face
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.showing import (
    ShowingCategory,
    bring_in_key,
    possible_flush,
    should_announce_draws,
    showing_rank,
)
from dealertrainer.language import N_, _

__all__ = ["FOLD_CHOICES", "COMMUNITY_CHOICES", "StudDeal", "deal_hand", "hand_steps"]

FOLD_CHOICES = (
    N_("Turn the upcards face down on the hole cards"),
    N_("Leave the upcards face up until the hand is over"),
    N_("Turn every card face up for the table to see"),
)
COMMUNITY_CHOICES = (
    N_("Deal one card face up in the centre for every player"),
    N_("Deal to each seat in turn until the deck runs out"),
    N_("Skip the last card and go to the showdown"),
)


def _pick(choices: tuple[Choice, ...]) -> dict[str, tuple[str, ...]]:
    """A pick list's keys and labels, as a step takes them."""
    return {"choices": tuple(key for key, _label in choices), "labels": tuple(label for _key, label in choices)}


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
            return _(self.hand.pattern.title)
        return _("{game}: {street}").format(game=_(self.hand.pattern.title), street=_(self.hand.street.name))

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
                question=capital(_(
                    "{street}: {live} players are in but only {left} cards are left. What do you deal?"
                ).format(street=_(hand.street.name), live=live, left=hand.shoe.cards_left)),
                answer_kind=AnswerKind.CHOICE,
                answer=COMMUNITY_CHOICES[0],
                choices=COMMUNITY_CHOICES,
                explanation=_(
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
            self.add("deal_community", capital(_("{card} in the centre for everyone").format(card=card.name)))
            return
        if face is not UP:
            self.add("deal_down", _("Seat {seat}, a card face down").format(seat=seat), seat=seat)
            return
        self.add("deal_up", _("Seat {seat}, {card} up").format(seat=seat, card=card.name), seat=seat)
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
            "" if call == DRAW_CALLS[0] else _(call),
            question=_("The {card} lands on seat {seat}, whose board is {board}. What do you announce?").format(
                card=card, seat=seat, board=board_text(up)),
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
        others = [showing_rank(self.hand.upcards(s)) for s in self.hand.live_seats if s != seat]
        self.add(
            "announce_showing",
            showing.label,
            question=_("The {card} lands on seat {seat}: {board}. What do you call?").format(
                card=card, seat=seat, board=board_text(up)),
            answer_kind=AnswerKind.PHRASE,
            answer=showing.words,
            **_pick(showing_picks(showing, others)),
            explanation=_(
                "The dealer names a combination as it appears on the board; {board} is {words}."
            ).format(board=board_text(up), words=showing.in_sentence),
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
            why = _(
                "An open pair has shown, and this house then plays the big limit of {limit} chips at once."
            ).format(limit=rules.big_limit)
            skill = "stud.limit.open_pair"
        elif iv.limit == rules.big_limit:
            why = _("This interval is played at the big limit of {limit} chips.").format(limit=rules.big_limit)
            skill = "stud.limit.street"
        else:
            if rules.open_pair_raises_limit:
                why = _("The early intervals are played at the small limit of {limit} chips; an open pair "
                        "would raise it.").format(limit=rules.small_limit)
            else:
                why = _("The early intervals are played at the small limit of {limit} chips.").format(
                    limit=rules.small_limit)
            skill = "stud.limit.street"
        self.add(
            "limit",
            _("Limit {limit} chips").format(limit=iv.limit),
            question=capital(_("{street}: what is the betting limit in chips?").format(street=_(iv.street))),
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
            _("The dealer points to seat {seat}").format(seat=iv.first_seat),  # the words are the next question's answer
            question=capital(_("{street}: which seat speaks first?").format(street=_(iv.street))),
            answer_kind=AnswerKind.SEAT,
            answer=iv.first_seat,
            explanation=explanation,
            skill=skill,
            seat=iv.first_seat,
        )
        if iv.bring_in:
            assert iv.bring_in_card is not None
            others = sorted((up[0] for _s, up, _sh in rivals), key=bring_in_key)
            picks = [bring_in_choice(iv.bring_in_card), *(bring_in_choice(c) for c in others)]
            choices = tuple({key: (key, label) for key, label in picks}.values())[:6]
            said = bring_in_label(iv.bring_in_card)
        else:
            others_shown = [sh for _s, _up, sh in sorted(rivals, key=lambda r: r[2], reverse=True)]
            choices = showing_picks(iv.showing, others_shown, bets=True)
            said = bets_choice(iv.showing)[1]
        self.add(
            "call_first_to_act",
            said,
            question=_("You point to seat {seat} ({board}). What do you say?").format(
                seat=iv.first_seat, board=board_text(first_up)),
            answer_kind=AnswerKind.PHRASE,
            answer=iv.words,
            **_pick(choices),
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
            _("Seat {seat} folds").format(seat=seat),
            question=_("Seat {seat} folds. What happens to the cards?").format(seat=seat),
            answer_kind=AnswerKind.CHOICE,
            answer=FOLD_CHOICES[0],
            choices=FOLD_CHOICES,
            explanation=_(
                "A folding player's cards go face down, upcards on top of the hole cards, so "
                "nobody learns which cards are out of play; the seat gets no more cards."
            ),
            skill="stud.fold.procedure",
            seat=seat,
        )
        if shown is not None:
            self.add(
                "fold_penalty",
                _("Seat {seat} owes {chips} chips to the pot").format(seat=seat, chips=penalty),
                question=_("Seat {seat} showed the {card} as they folded. How many chips go to the pot?").format(
                    seat=seat, card=shown),
                answer_kind=AnswerKind.COUNT,
                answer=penalty,
                explanation=_(
                    "A hole card shown on a fold can change how the others play, so this house "
                    "charges {chips} chips, paid into the pot."
                ).format(chips=penalty),
                skill="stud.fold.penalty",
                seat=seat,
            )

    def uncontested(self) -> None:
        seat = self.hand.sole_survivor
        assert seat is not None
        self.add(
            "uncontested",
            _("Seat {seat} wins the pot").format(seat=seat),
            question=_("Every other seat has folded. Who takes the pot?"),
            answer_kind=AnswerKind.SEAT,
            answer=seat,
            explanation=_("When only one player is left in, that player wins at once: there is no showdown and the "
                          "hole cards stay hidden."),
            skill="stud.showdown.uncontested",
            seat=seat,
        )

    # ------------------------------------------------------------------ the end
    def showdown(self) -> Showdown:
        result = self.hand.showdown()
        self.add("show_hole_cards", _("Players still in, turn your cards up"))
        hands = dict(result.hands)
        best = result.winning_hand
        if len(result.winners) > 1:
            right = split_choice(result.winners)
            seats = seats_text(result.winners)
            say = capital(_("Seats {seats} split the pot").format(seats=seats))  # the hand: the next answer
            named = capital(_("Seats {seats} split the pot with {hand}").format(
                seats=seats, hand=best.in_sentence))
            decoys: list[Choice] = []
        else:
            right = seat_choice(result.winners[0])
            say = _("Seat {seat} wins the pot").format(seat=result.winners[0])
            named = _("Seat {seat} wins with {hand}").format(seat=result.winners[0], hand=best.in_sentence)
            top_two = sorted(hands, key=lambda s: hands[s], reverse=True)[:2]
            decoys = [split_choice(sorted(top_two))]
        choices = tuple({key: (key, label) for key, label in [*(seat_choice(s) for s in hands), right,
                                                              *decoys]}.values())
        self.add(
            "showdown",
            say,
            question=_("The hole cards are up. Who wins the pot?"),
            answer_kind=AnswerKind.CHOICE,
            answer=right[0],
            **_pick(choices),
            explanation=explain_winner(result.winners, hands),
            skill="stud.showdown.winner",
            seat=result.winners[0],
        )
        self.add(
            "name_hand",
            named,
            question=_("Name the winning hand."),
            answer_kind=AnswerKind.PHRASE,
            answer=best.name,
            **_pick(hand_name_picks(best, (h for s, h in hands.items() if s not in result.winners))),
            explanation=_("The best five cards are {cards}: {hand}.").format(
                cards=board_text(best.cards), hand=best.in_sentence),
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

"""Stud hands with a dealer's mistake: one hand dealt by the engine (``deal_hand``) from a
shuffled deck to a few players who fold now and then.

Asked for the mistake, a maker alters one step of the hand: the dealer points to the wrong
player to speak first (and names that player's board), or stays silent where a possible
flush or a possible straight must be announced. Asked for a clean hand, the same maker deals
the same kind of hand unaltered.
"""

from __future__ import annotations

import random
from dataclasses import replace

from dealertrainer.engine.cards import Card
from dealertrainer.engine.money import Chip
from dealertrainer.engine.places import Role
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import DealerStep, TableView
from dealertrainer.engine.stud.calls import DRAW_CALLS, bets_choice, board_text, bring_in_label
from dealertrainer.engine.stud.deal import RandomPlayers
from dealertrainer.engine.stud.hand_procedure import deal_hand
from dealertrainer.engine.stud.patterns import pattern_for
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.engine.stud.showing import bring_in_key, showing_rank
from dealertrainer.language import N_, _
from dealertrainer.training.mistakes.replay import Made

__all__ = ["MAKERS", "NAMES", "dealt_at"]

PLAYERS = 5  # players dealt in, at most: a hand to watch, not a full table


def _hand(rng: random.Random, house: StudRules) -> list[DealerStep]:
    rules = house.model_copy(update={"seats": min(PLAYERS, house.seats)})
    shoe = Shoe(1, seed=rng.randrange(2**32))
    return list(deal_hand(rules, shoe, RandomPlayers(rng.randrange(2**32), fold_chance=0.12)).steps)


def _upcards(table: TableView, seat: int) -> list[Card]:
    hand = next((h for h in table.hands if h.place.role is Role.SEAT and h.place.seat == seat), None)
    if hand is None or hand.folded:
        return []
    return [card for i, card in enumerate(hand.cards) if not hand.is_down(i)]


# --------------------------------------------------------------------------- who speaks first
def _first_to_act(rng: random.Random, house: StudRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
    steps = _hand(rng, house)
    pointed = [i for i, s in enumerate(steps) if s.action in ("first_to_act", "bring_in")]
    if not pointed:
        return None
    if not wrong:
        return Made(tuple(steps))
    at = rng.choice(pointed)
    step, words = steps[at], steps[at + 1]
    others = [seat for seat in range(1, house.seats + 1) if seat != step.seat and _upcards(step.table, seat)]
    if not others:
        return None
    seat = rng.choice(others)
    up = _upcards(step.table, seat)
    said = bring_in_label(min(up, key=bring_in_key)) if step.action == "bring_in" else bets_choice(showing_rank(up))[1]
    bad = replace(step, say=_("The dealer points to seat {seat}").format(seat=seat), seat=seat)
    named = replace(words, say=said, seat=seat)
    right_board = board_text(_upcards(step.table, step.seat))
    why = _("Seat {seat} ({board}) speaks first, not seat {other} ({other_board}). Pointed out, it is "
            "corrected; only if two players have already bet or checked out of turn does the action stand.").format(
        seat=step.seat, board=right_board, other=seat, other_board=board_text(up))
    return Made(tuple(steps[:at]) + (bad, named) + tuple(steps[at + 2:]), bad, why)


# --------------------------------------------------------------------------- possible straights and flushes
def _silent(call: str):
    def make(rng: random.Random, house: StudRules, chips: tuple[Chip, ...], wrong: bool) -> Made | None:
        steps = _hand(rng, house)
        # the call's key (the step's answer), not its words: those are in the language in force
        calls = [i for i, s in enumerate(steps) if s.action == "announce_draws" and s.answer == call]
        following = [i for i in calls if any(s.say for s in steps[i + 1:])]
        if not following:
            return None
        if not wrong:
            return Made(tuple(steps))
        at = rng.choice(following)
        step = steps[at]
        next_beat = next(s for s in steps[at + 1:] if s.say)
        why = _("Seat {seat}'s {board} called for \"{call}\" as the card landed; this beat came in its place. "
                "The dealer makes the call as soon as the miss is seen.").format(
            seat=step.seat, board=board_text(_upcards(step.table, step.seat)), call=_(call))
        return Made(tuple(steps[:at]) + (replace(step, say=""),) + tuple(steps[at + 1:]), next_beat, why)
    return make


def dealt_at(skill: str, house: StudRules) -> bool:
    """Possible straights and flushes are announced only where the game calls them (five-card stud)."""
    return skill == "stud.mistake.first_to_act" or pattern_for(house.game).announce_draws


MAKERS = {
    "stud.mistake.first_to_act": _first_to_act,
    "stud.mistake.possible_flush": _silent(DRAW_CALLS[2]),
    "stud.mistake.possible_straight": _silent(DRAW_CALLS[1]),
}
NAMES = {
    "stud.mistake.first_to_act": lambda house: N_("Wrong player named first"),
    "stud.mistake.possible_flush": lambda house: N_("Possible flush not called"),
    "stud.mistake.possible_straight": lambda house: N_("Possible straight not called"),
}

"""Which of a table's quizzable steps it asks, so that no kind of question hands out free points.

A table asks every dealer decision, but two sorts would let a trainee score without looking
at the cards, by giving each kind of question its usual answer (the reflex score,
``benchmarks/reflex.py``):

- A question whose answer is fixed procedure or a house rule is the same every time it comes
  up at one house (a folding player's cards go face down; the cut card goes 52 cards from the
  end; the limit on third street). It is asked once in a session, the first time its step
  comes (a house rule is taught then, see ``house_notes``), and afterwards the dealer does it
  by themself (the step is played, not asked): it cannot carry a score. The scores the app
  shows count only the questions asked, so this is what a trainee's score really is.
- A question that is nearly always answered "nothing to announce" (a stud board with no
  possible straight or flush; no insurance without an ace up) is asked whenever there is
  something to say, and otherwise only now and then (``quiet_chance``), so the call and the
  silence are asked about equally often. Which quiet boards are asked is drawn by chance, not by a rule a
  trainee could follow.
"""

from __future__ import annotations

import random

from dealertrainer.engine.steps import DealerStep

__all__ = ["FIXED_ANSWER_SKILLS", "QUIET_ANSWERS", "Asking"]

#: Skills whose answer never changes at one house: fixed procedure, or a house rule.
FIXED_ANSWER_SKILLS = frozenset({
    "baccarat.cut_card.place",  # a house rule: where the cut card goes
    "baccarat.cut_card.out",  # a house rule: what follows the cut card
    "baccarat.settle.push",  # procedure: on a tie, player and banker bets push
    "blackjack.shoe.cut_card",  # a house rule
    "blackjack.cut_card",  # a house rule: what follows the cut card
    "blackjack.burn",  # procedure: one card burned from a fresh shoe
    "blackjack.dealer.soft17",  # a house rule: the dealer's soft 17
    "blackjack.dealer.no_draw",  # procedure: with no hand waiting, the dealer does not draw
    "stud.fold.procedure",  # procedure: a folding player's cards go face down
    "stud.fold.penalty",  # a house rule: the fold penalty
    "stud.limit.street",  # house rules: the limit on each street
    "stud.limit.open_pair",  # a house rule: the big limit once a pair shows
    "stud.deal.community_card",  # procedure: one card in the centre when the deck runs short
})

#: The answer that means "nothing to say or do" where that is by far the usual answer, by
#: skill: asked only now and then.
QUIET_ANSWERS: dict[str, object] = {
    "stud.announce.possible_straight": "Nothing",  # most boards have no call
    "stud.announce.possible_flush": "Nothing",
    "blackjack.insurance.offer": False,  # no ace up: no insurance (nine rounds in ten)
}


class Asking:
    """Decides, step by step through one session, which quizzable steps are asked."""

    def __init__(self, rng: random.Random, quiet_chance: float) -> None:
        self._rng = rng
        self.quiet_chance = quiet_chance
        self._asked_fixed: set[str] = set()

    def asks(self, step: DealerStep) -> bool:
        """Whether to ask this quizzable step (False: the dealer plays it without a question)."""
        skill = step.skill or ""
        if skill in FIXED_ANSWER_SKILLS:
            if skill in self._asked_fixed:
                return False
            self._asked_fixed.add(skill)
            return True
        if QUIET_ANSWERS.get(skill) == step.answer:
            return self._rng.random() < self.quiet_chance
        return True

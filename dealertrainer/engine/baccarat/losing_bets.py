"""The losing bets of a coup asked as one question: which spots go to the rack.

A dealer clears every losing bet in one sweep after the result: asking "take?" for each
one made a third of a shoe's questions about bets that simply lose, and a trainee who
knows the result gets them all right. One question per coup asks the same thing the way
the dealer sees it, from the layout: which spots lose. The trainee picks them among every
spot with a bet (a spot's key is the same in every coup: P, B, T, O, V, 7), so the choices
never give the answer away. Each bet is then taken as a motion.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealertrainer.engine.baccarat.settlement import Bet, Result, Settlement
from dealertrainer.engine.steps import AnswerKind, DealerStep, TableView
from dealertrainer.engine.steps import listed
from dealertrainer.engine.steps import spots_text as _joined
from dealertrainer.language import _, ngettext

__all__ = ["losing_bets_step", "spots_label", "spots_text"]

_ORDER = {bet: index for index, bet in enumerate(Bet)}
_MAIN = (Bet.PLAYER, Bet.BANKER, Bet.TIE)  # lost by the result alone: one sentence says it
_PAIRS = (Bet.PLAYER_PAIR, Bet.BANKER_PAIR)


def spots_text(spots: Sequence[Bet]) -> str:
    """Spots in words, in layout order: "Player", "Player and Tie", "Banker, Tie and Player Pair"."""
    return _joined([bet.title for bet in sorted(spots, key=_ORDER.__getitem__)])


def spots_label(spots: Sequence[Bet]) -> str:
    """Spots in the language in force, in layout order ("Banker, Tie and Player Pair" in English)."""
    return listed([bet.label for bet in sorted(spots, key=_ORDER.__getitem__)])


def losing_bets_step(table: TableView, settlements: Sequence[Settlement], result_said: str) -> DealerStep | None:
    """The one question for a coup's losing bets (None when no bet loses)."""
    present = sorted({s.bet.spot for s in settlements}, key=_ORDER.__getitem__)
    losing = [spot for spot in present if any(s.bet.spot is spot and s.result is Result.TAKE for s in settlements)]
    if not losing:
        return None
    main = [spot for spot in losing if spot in _MAIN]
    pairs = [spot for spot in losing if spot in _PAIRS]
    why = [_("{result} Bets on {spots} lose.").format(result=result_said, spots=spots_label(main))] if main else []
    if pairs:
        why.append(ngettext("{spots} loses: no pair in the first two cards.",
                            "{spots} lose: no pair in the first two cards.", len(pairs)).format(spots=spots_label(pairs)))
    why += dict.fromkeys(s.explanation for s in settlements
                         if s.result is Result.TAKE and s.bet.spot not in _MAIN + _PAIRS)
    answer = spots_text(losing)
    return DealerStep(
        "take_losing",
        _("Take the losing bets: {spots}.").format(spots=spots_label(losing)),
        table,
        question=_("{result} Which bets lose?").format(result=result_said),
        answer_kind=AnswerKind.SPOTS,
        answer=answer,
        choices=tuple(spot.title for spot in present),  # every spot with a bet, in layout order
        explanation=" ".join(why),
        skill="baccarat.settle.lose",
    )

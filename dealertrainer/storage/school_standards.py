"""The school's standards for game pace and auditions: one settings model, kept by a PC on its
own in ``school.toml`` (one page of the Settings screen) and by a class in its profile (the
instructor sets it for every trainee PC of the class: ``storage/classroom/profile.py``, part
"audition"). A PC that follows its school's profile deals its auditions and meters its pace by
the instructor's standards; on its own, by ``school.toml``.

Pace: the hands an hour a dealer should keep at each game, as schools teach them
(``../shared/DEALING.md``): blackjack from a hand-dealt shoe 60–80 rounds, mini baccarat 40–60
coups. For stud we take the 30–50 hands an hour schools give for house-banked poker games
(a stud hand is dealt and called street by street, as those are).

The audition: which game, how many seats, how long (auditions run 15–30 minutes a game), and
the marks it is passed on (see ``training.audition`` for what each mark measures).

Audition-ready (the instructor's roster, ``training.classroom_readiness``): enough of a game's
skills mastered, the latest exam passed if the school asks it, and the latest pace run at the
game at least the lowest pace above.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from typing import Any

from pydantic import model_validator

from dealertrainer.engine.house_rules import HouseRules, RuleError, rule_field
from dealertrainer.language import N_, _

_GAME_NAMES = {"baccarat": N_("Mini Baccarat"), "blackjack": N_("Blackjack"), "stud": N_("Stud")}

__all__ = ["PACE_GAMES", "SchoolStandards"]

PACE = N_("Game pace")
AUDITION = N_("Audition")
READY = N_("Audition-ready")
#: The games a pace is kept for, and the word for one hand of each.
PACE_GAMES = {"baccarat": "coups", "blackjack": "rounds", "stud": "hands"}


def _pace(default: int, title: str, description: str) -> int:
    return rule_field(default, title, PACE, description, ge=1, le=300)


class SchoolStandards(HouseRules):
    """The school's pace standards, audition settings, and what makes a trainee audition-ready."""

    file_stem: ClassVar[str] = "school"

    mastered_share: float = rule_field(
        0.8, N_("Skills mastered"), READY,
        N_("Share of a game's skills (in the app's catalogue) a trainee must have mastered to be audition-ready "
           "at it, from 0.01 to 1."), ge=0.01, le=1)
    exam_passed: bool = rule_field(True, N_("Latest exam passed"), READY,
                                   N_("The trainee's most recent exam must be a pass to be audition-ready."))

    baccarat_pace_low: int = _pace(40, N_("Mini Baccarat: lowest coups an hour"),
                                   N_("The lowest end of the school's pace at Mini Baccarat (coups an hour)."))
    baccarat_pace_high: int = _pace(60, N_("Mini Baccarat: highest coups an hour"),
                                    N_("The highest end of the school's pace at Mini Baccarat (coups an hour)."))
    blackjack_pace_low: int = _pace(60, N_("Blackjack: lowest rounds an hour"),
                                    N_("The lowest end of the school's pace at Blackjack (rounds an hour)."))
    blackjack_pace_high: int = _pace(80, N_("Blackjack: highest rounds an hour"),
                                     N_("The highest end of the school's pace at Blackjack (rounds an hour)."))
    stud_pace_low: int = _pace(30, N_("Stud: lowest hands an hour"),
                               N_("The lowest end of the school's pace at Stud (hands an hour). Stud's standard is "
                                  "the one schools give house-banked poker games."))
    stud_pace_high: int = _pace(50, N_("Stud: highest hands an hour"),
                                N_("The highest end of the school's pace at Stud (hands an hour). Stud's standard is "
                                   "the one schools give house-banked poker games."))

    audition_game: Literal["baccarat", "blackjack", "stud"] = rule_field(
        "blackjack", N_("Audition game"), AUDITION,
        N_("The game the audition deals (under the house rules in force)."))
    audition_seats: int = rule_field(
        5, N_("Audition seats"), AUDITION, N_("Seats in play at the audition table (at most the table's seats)."),
        ge=1, le=10)
    audition_minutes: int = rule_field(
        20, N_("Audition length (minutes)"), AUDITION,
        N_("How long the audition deals: no new hand starts after this time; the hand under way is finished."),
        ge=15, le=30)
    audition_pass_accuracy: float = rule_field(
        0.95, N_("Pass mark: accuracy"), AUDITION,
        N_("Share of the money and hand questions (totals, results, settlement, payouts, commission) "
           "that must be right."), ge=0.5, le=1.0)
    audition_pass_procedure: float = rule_field(
        0.90, N_("Pass mark: procedure"), AUDITION,
        N_("Share of the procedure questions (burn, draw or stand, peek and insurance, cut card, who acts "
           "first, announcements, folds) that must be right."), ge=0.5, le=1.0)
    audition_pass_pace: float = rule_field(
        1.0, N_("Pass mark: pace (share of the lowest pace)"), AUDITION,
        N_("Hands an hour the audition must reach, as a share of the lowest pace above (1.0: the lowest pace "
           "itself)."),
        ge=0.5, le=2.0)

    @model_validator(mode="before")
    @classmethod
    def _one_pace_of_old(cls, data: Any) -> Any:
        """A class profile written before its audition standards were these read its one pace per
        game (``<game>_per_hour``, the slowest accepted) as the lowest pace here."""
        if not isinstance(data, dict) or not any(f"{game}_per_hour" in data for game in PACE_GAMES):
            return data
        data = dict(data)
        for game in PACE_GAMES:
            if f"{game}_per_hour" not in data:
                continue
            low = data.pop(f"{game}_per_hour")
            data.setdefault(f"{game}_pace_low", low)
            high = cls.model_fields[f"{game}_pace_high"].default
            if isinstance(low, int) and not isinstance(low, bool) and low > high:
                data.setdefault(f"{game}_pace_high", low)
        return data

    @model_validator(mode="after")
    def _paces_in_order(self) -> SchoolStandards:
        for game in PACE_GAMES:
            if getattr(self, f"{game}_pace_high") < getattr(self, f"{game}_pace_low"):
                raise RuleError(_("{high} must be at least {low}").format(high=f"{game}_pace_high", low=f"{game}_pace_low"),
                                f"{game}_pace_high", f"{game}_pace_low")
        return self

    def pace(self, game: str) -> tuple[int, int]:
        """The (lowest, highest) hands an hour the school asks at ``game``."""
        if game not in PACE_GAMES:
            raise ValueError(f"no pace is kept for {game!r}; the games are {', '.join(PACE_GAMES)}")
        return getattr(self, f"{game}_pace_low"), getattr(self, f"{game}_pace_high")

    def pace_for(self, game: str) -> int:
        """The slowest pace accepted at ``game`` for an audition-ready trainee: the lowest pace."""
        return self.pace(game)[0]

    def ready_in_words(self) -> str:
        """What audition-ready means under these standards, in one line."""
        paces = ", ".join(_("{game} {pace}").format(game=_(_GAME_NAMES[g]), pace=self.pace_for(g)) for g in PACE_GAMES)
        parts = [_("{share} of a game's skills mastered").format(share=f"{self.mastered_share:.0%}")]
        parts += [_("latest exam passed")] if self.exam_passed else []
        parts += [_("pace an hour at least {paces}").format(paces=paces)]
        return " · ".join(parts)

"""The school's standards for game pace and auditions: a settings model of its own
(``school.toml``), one page of the Settings screen.

Pace: the hands an hour a dealer should keep at each game, as schools teach them
(``../shared/DEALING.md``): blackjack from a hand-dealt shoe 60–80 rounds, mini baccarat 40–60
coups. For stud we take the 30–50 hands an hour schools give for house-banked poker games
(a stud hand is dealt and called street by street, as those are).

The audition: which game, how many seats, how long (auditions run 15–30 minutes a game), and
the marks it is passed on (see ``training.audition`` for what each mark measures).
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import model_validator

from dealertrainer.engine.house_rules import HouseRules, RuleError, rule_field

__all__ = ["PACE_GAMES", "SchoolStandards"]

PACE = "Game pace"
AUDITION = "Audition"
#: The games a pace is kept for, and the word for one hand of each.
PACE_GAMES = {"baccarat": "coups", "blackjack": "rounds", "stud": "hands"}


def _pace(default: int, game: str, bound: str) -> int:
    unit = PACE_GAMES[game]
    title = {"baccarat": "Mini Baccarat", "blackjack": "Blackjack", "stud": "Stud"}[game]
    why = " Stud's standard is the one schools give house-banked poker games." if game == "stud" else ""
    return rule_field(default, f"{title}: {bound} {unit} an hour", PACE,
                      f"The {bound} end of the school's pace at {title} ({unit} an hour).{why}", ge=1, le=300)


class SchoolStandards(HouseRules):
    """The school's pace standards and audition settings."""

    file_stem: ClassVar[str] = "school"

    baccarat_pace_low: int = _pace(40, "baccarat", "lowest")
    baccarat_pace_high: int = _pace(60, "baccarat", "highest")
    blackjack_pace_low: int = _pace(60, "blackjack", "lowest")
    blackjack_pace_high: int = _pace(80, "blackjack", "highest")
    stud_pace_low: int = _pace(30, "stud", "lowest")
    stud_pace_high: int = _pace(50, "stud", "highest")

    audition_game: Literal["baccarat", "blackjack", "stud"] = rule_field(
        "blackjack", "Audition game", AUDITION, "The game the audition deals (under the house rules in force).")
    audition_seats: int = rule_field(
        5, "Audition seats", AUDITION, "Seats in play at the audition table (at most the table's seats).", ge=1, le=10)
    audition_minutes: int = rule_field(
        20, "Audition length (minutes)", AUDITION,
        "How long the audition deals: no new hand starts after this time; the hand under way is finished.",
        ge=15, le=30)
    audition_pass_accuracy: float = rule_field(
        0.95, "Pass mark: accuracy", AUDITION,
        "Share of the money and hand questions (totals, results, settlement, payouts, commission) "
        "that must be right.", ge=0.5, le=1.0)
    audition_pass_procedure: float = rule_field(
        0.90, "Pass mark: procedure", AUDITION,
        "Share of the procedure questions (burn, draw or stand, peek and insurance, cut card, who acts "
        "first, announcements, folds) that must be right.", ge=0.5, le=1.0)
    audition_pass_pace: float = rule_field(
        1.0, "Pass mark: pace (share of the lowest pace)", AUDITION,
        "Hands an hour the audition must reach, as a share of the lowest pace above (1.0: the lowest pace itself).",
        ge=0.5, le=2.0)

    @model_validator(mode="after")
    def _paces_in_order(self) -> SchoolStandards:
        for game in PACE_GAMES:
            if getattr(self, f"{game}_pace_high") < getattr(self, f"{game}_pace_low"):
                raise RuleError(f"{game}_pace_high must be at least {game}_pace_low",
                                f"{game}_pace_high", f"{game}_pace_low")
        return self

    def pace(self, game: str) -> tuple[int, int]:
        """The (lowest, highest) hands an hour the school asks at ``game``."""
        if game not in PACE_GAMES:
            raise ValueError(f"no pace is kept for {game!r}; the games are {', '.join(PACE_GAMES)}")
        return getattr(self, f"{game}_pace_low"), getattr(self, f"{game}_pace_high")

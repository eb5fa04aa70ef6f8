"""Stud house rules."""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from pydantic import model_validator

from dealertrainer.engine.house_rules import HouseRules, RuleError, rule_field
from dealertrainer.language import N_, _, ngettext

__all__ = ["StudGame", "StudRules"]

GAME, BETTING = N_("Game"), N_("Betting")


class StudGame(str, Enum):
    FIVE_CARD = "five_card"  # hole card, four upcards
    SEVEN_CARD = "seven_card"  # two down, four up, one down
    HOME_SEVEN = "home_seven"  # home sequence: 2 down, 1 up, 2 down, 1 up, 1 up


#: The settings form shows a choice as its value in words ("five_card": "Five card"), translated.
_CHOICE_LABELS = (N_("Five card"), N_("Seven card"), N_("Home seven"))


class StudRules(HouseRules):
    """House rules for a Stud table."""

    file_stem: ClassVar[str] = "stud"

    game: StudGame = rule_field(StudGame.FIVE_CARD, N_("Game"), GAME, N_("Which stud game is dealt."))
    seats: int = rule_field(8, N_("Seats"), GAME, N_("Players at the table."), ge=2, le=10)
    fold_penalty_chips: int = rule_field(
        2, N_("Fold penalty (chips)"), BETTING,
        N_("Chips a player pays to the pot for showing a hole card on a fold."), ge=0, le=20)
    open_pair_raises_limit: bool = rule_field(True, N_("Open pair raises the limit"), BETTING,
                                              N_("An open pair lets the higher limit come into play at once."))
    small_limit: int = rule_field(2, N_("Small limit (chips)"), BETTING, N_("Limit in chips on the early intervals."),
                                  ge=1, le=10000)
    big_limit: int = rule_field(5, N_("Big limit (chips)"), BETTING,
                                N_("Limit in chips on the last interval (or with an open pair)."), ge=1, le=10000)
    bring_in: bool = rule_field(True, N_("Bring-in"), BETTING,
                                N_("Seven-card stud: lowest upcard brings it in on third street."))

    @model_validator(mode="after")
    def _fits_the_game(self) -> StudRules:
        pattern = self._pattern()
        if self.seats > pattern.max_seats:
            raise RuleError(
                _("{game} is dealt from one deck to at most {most} seats, not {seats}").format(
                    game=_(pattern.title), most=pattern.max_seats, seats=self.seats), "seats", "game",
            )
        if self.big_limit < self.small_limit:
            raise RuleError(
                _("the big limit ({big}) cannot be below the small limit ({small})").format(
                    big=self.big_limit, small=self.small_limit), "big_limit", "small_limit",
            )
        return self

    def _pattern(self):
        from dealertrainer.engine.stud.patterns import pattern_for  # patterns import this module

        return pattern_for(self.game)

    def in_words(self) -> str:
        """ "Five-card stud · 8 seats · limits 2 and 5 chips · an open pair raises the limit · …" """
        pattern = self._pattern()
        parts = [_(pattern.title).split(" (")[0].split("（")[0],
                 ngettext("{n} seat", "{n} seats", self.seats).format(n=self.seats),
                 _("limits {small} and {big} chips").format(small=self.small_limit, big=self.big_limit)]
        if self.open_pair_raises_limit:
            parts.append(_("an open pair raises the limit"))
        if pattern.bring_in and self.bring_in:
            parts.append(_("the lowest upcard brings it in"))
        parts.append(ngettext("fold penalty {n} chip", "fold penalty {n} chips", self.fold_penalty_chips).format(
            n=self.fold_penalty_chips))
        return " · ".join(parts)

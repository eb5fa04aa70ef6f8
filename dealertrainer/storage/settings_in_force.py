"""The settings in force: one owner for the app settings and every game's house rules.

Built once at start: it reads every settings file from the config directory (a damaged file
is kept aside and the standard settings are used; what happened is kept in ``problems``),
answers which rules are in force, saves, and tells its listeners when settings change.
Tables, drills, felts, exams and Progress read rules from it; nothing else opens settings
files. Plain Python: the ui adapts the change notices to its own signals.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from dealertrainer.language import N_, _
from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.storage.settings import (
    AppSettings,
    SettingsError,
    SkillCheck,
    Theme,
    config_dir,
    load_settings,
    save_settings,
    validate_settings,
)
from dealertrainer.storage.notices import Notices
from dealertrainer.storage.school_standards import SchoolStandards

__all__ = ["GAME_RULES", "GAME_TITLES", "MODELS", "SCHOOL_APP_FIELDS", "LoadProblem", "SettingsInForce", "house_line",
           "rules_model"]

M = TypeVar("M", bound=HouseRules)

#: Each game's house-rules model.
GAME_RULES: dict[str, type[HouseRules]] = {"baccarat": BaccaratRules, "blackjack": BlackjackRules, "stud": StudRules}
GAME_TITLES = {"baccarat": N_("Mini Baccarat"), "blackjack": N_("Blackjack"), "stud": N_("Stud")}  # shown as _(title)
#: Every settings model the owner keeps, in the order their files are read.
MODELS: tuple[type[HouseRules], ...] = (AppSettings, *GAME_RULES.values(), SchoolStandards)
#: The app settings a school's profile sets for its class (the rest, such as the theme, stay the PC's own).
SCHOOL_APP_FIELDS = ("chips", "target_seconds", "desired_retention")


def rules_model(game: str) -> type[HouseRules]:
    """The house-rules model of ``game``; ``ValueError`` naming the games for anything else."""
    try:
        return GAME_RULES[game]
    except KeyError:
        raise ValueError(f"no house rules for {game!r}; the games are {', '.join(GAME_RULES)}") from None



def house_line(game: str, rules: HouseRules) -> str:
    """One game's house rules as a line, in the language in force: "Blackjack: 6 decks · …"."""
    return _("{game}: {rules}").format(game=_(GAME_TITLES[game]), rules=rules.in_words())

@dataclass(frozen=True)
class LoadProblem:
    """A settings file that could not be used at start: which, why, and where it was kept."""

    model: type[HouseRules]
    message: str  # names the file, the reason, and where the damaged copy was kept
    kept_aside: Path | None = None

    def __str__(self) -> str:
        return self.message


Listener = Callable[[HouseRules], None]


class SettingsInForce:
    """The app settings and house rules in force, loaded once from ``directory``.

    ``known_skill`` (injected by the app: storage cannot import training) checks the skill
    ids of target times, in the file and on every save.
    """

    def __init__(self, directory: Path | None = None, *, known_skill: SkillCheck | None = None) -> None:
        self.directory = Path(directory) if directory is not None else config_dir()
        self.known_skill = known_skill
        self._in_force: dict[type[HouseRules], HouseRules] = {}
        self.saved: Notices[HouseRules] = Notices()  # the settings just saved, in force from now on
        self.problems: list[LoadProblem] = []
        self.school: Any = None  # the school's profile followed (``follow_school``), or None
        self.school_class = ""  # the class whose profile it is
        self._followed: dict[type[HouseRules], HouseRules] = {}
        for model in MODELS:
            loaded = load_settings(model, self.directory, known_skill)
            self._in_force[model] = loaded.settings
            if loaded.problem:
                self.problems.append(LoadProblem(model, loaded.problem, loaded.kept_aside))

    # --- what is in force -----------------------------------------------------------------
    @property
    def app(self) -> AppSettings:
        return self.current(AppSettings)

    @property
    def standards(self) -> SchoolStandards:
        """The school's pace standards and audition settings (the class profile's while it is followed)."""
        return self.current(SchoolStandards)

    def rules(self, game: str) -> Any:
        """The house rules in force at ``game``'s table ("baccarat", "blackjack", "stud")."""
        return self.current(rules_model(game))

    def current(self, model: type[M]) -> M:
        if model not in self._in_force:
            raise ValueError(f"{model.__name__} is not a settings model the app keeps")
        return self._followed.get(model, self._in_force[model])  # type: ignore[return-value]

    # --- a school's profile ---------------------------------------------------------------
    def follow_school(self, profile: Any, class_name: str) -> None:
        """Follow a school's profile (``storage.classroom.profile.SchoolProfile``): its house
        rules, chip set, target times and retention, its pace and audition standards
        (``SchoolStandards``) are in force instead of this PC's own
        (which stay saved, and come back with ``follow_school(None, "")``). Every listener is told."""
        self.school, self.school_class = profile, class_name if profile is not None else ""
        self._followed = {}
        if profile is not None:
            for model in (*GAME_RULES.values(), SchoolStandards):
                self._followed[model] = profile.current(model)
            self._followed[AppSettings] = self._school_app(self._in_force[AppSettings])
        for model in MODELS:
            self.saved.announce(self.current(model))

    def _school_app(self, own: HouseRules) -> HouseRules:
        school = self.school.app
        return own.model_copy(update={name: getattr(school, name) for name in SCHOOL_APP_FIELDS})

    def school_fields(self, model: type[HouseRules]) -> tuple[str, ...]:
        """The fields of ``model`` the school's profile sets on this PC (none when it follows none)."""
        if self.school is None:
            return ()
        if model is AppSettings:
            return SCHOOL_APP_FIELDS
        whole = (*GAME_RULES.values(), SchoolStandards)
        return tuple(name for name in model.model_fields if name != "schema_version") if model in whole else ()

    def school_notice(self) -> str:
        """What the PC says while it follows a school's profile ("" when it does not)."""
        if self.school is None:
            return ""
        return (f"This PC follows the school's profile for {self.school_class or 'its class'}: the house rules, "
                "chip set, target times, review retention, game pace and audition standards are set by your "
                "instructor.")

    def school_refusal(self, settings: HouseRules) -> str | None:
        """Why saving ``settings`` is refused while a school's profile is followed (None: it may be saved)."""
        names = self.school_fields(type(settings))
        followed = self.current(type(settings))
        changed = [n for n in names if getattr(settings, n) != getattr(followed, n)]
        if not changed:
            return None
        titles = ", ".join(type(settings).model_fields[n].title or n for n in changed)
        return (f"{self.school_notice()} Changes to {titles} cannot be made on this PC while it is in the class; "
                "ask your instructor.")

    def problem_for(self, model: type[HouseRules]) -> LoadProblem | None:
        """What went wrong reading ``model``'s file at start, if anything did."""
        return next((p for p in self.problems if p.model is model), None)

    def house_rules(self) -> dict[str, HouseRules]:
        """The house in force, by game, and its chip set (under "app": the app settings): the one
        place every question's rules come from (the tables, the payouts drill, daily practice
        and exams, in the window and in the tests)."""
        return {**{game: self.rules(game) for game in GAME_RULES}, "app": self.app}

    def house_in_words(self) -> list[str]:
        """One line per game: "Blackjack: 6 decks · blackjack pays 6 to 5 · …"."""
        return [house_line(game, self.rules(game)) for game in GAME_RULES]

    def rules_json(self) -> str:
        """Every game's rules in force as JSON, for the records of a session or an exam."""
        data = {game: self.rules(game).model_dump(mode="json") for game in GAME_RULES}
        return json.dumps(data, sort_keys=True)

    # --- changing them ----------------------------------------------------------------------
    def validate(self, model: type[M], data: dict[str, Any]) -> M:
        """Check edited settings as a save would (``SettingsError`` with the problems)."""
        return validate_settings(model, data, self.known_skill)

    def save(self, settings: HouseRules, fmt: str = "toml") -> Path:
        """Write ``settings`` and put them in force at once; every listener is told."""
        model = type(settings)
        self.current(model)
        if refusal := self.school_refusal(settings):
            raise SettingsError(refusal)
        checked = validate_settings(model, settings.model_dump(mode="json"), self.known_skill)
        if self.school is not None:  # the PC's own values of what the school sets stay as they were saved
            own = self._in_force[model]
            checked = checked.model_copy(update={n: getattr(own, n) for n in self.school_fields(model)})
        path = save_settings(checked, self.directory, fmt)
        self._in_force[model] = checked
        if model is AppSettings and self.school is not None:
            self._followed[AppSettings] = self._school_app(checked)
        self.problems = [p for p in self.problems if p.model is not model]
        self.saved.announce(self.current(model))
        return path

    def save_theme(self, theme: Theme | str) -> AppSettings:
        """Remember the theme (nothing else in the app settings changes)."""
        settings = self.app.model_copy(update={"theme": Theme(theme)})
        self.save(settings)
        return settings

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(saved)`` after every save; returns a function that stops it."""
        return self.saved.subscribe(listener)

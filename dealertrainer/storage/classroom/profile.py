"""The school's profile for a class: house rules per game, chip set, target times, and the
standards a trainee must meet to be audition-ready, set once by an instructor and followed by
every trainee PC of the class.

Stored in ``classes.profile_json`` as the JSON of the app's own settings models, one part each::

    {"schema_version": 1, "app": {AppSettings}, "baccarat": {BaccaratRules}, "blackjack": {...},
     "stud": {...}, "audition": {AuditionStandards}}

Every part is optional (a missing part is the app's standard). The text comes from a database
anyone with the instructor's role can write, so it is read as data: capped in size and depth,
each part validated by its own model, and a part that cannot be used is replaced by the
standard settings with a message saying which and why; reading never raises.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from sqlalchemy import Engine, select, update
from sqlalchemy.exc import SQLAlchemyError

from dealertrainer.engine.house_rules import HouseRules, rule_field
from dealertrainer.storage.capped_text import FileRefused, check_nesting
from dealertrainer.storage.classroom.schema import classes
from dealertrainer.storage.notices import Notices
from dealertrainer.storage.settings import MAX_SETTINGS_BYTES, AppSettings, SettingsError, SkillCheck, validate_settings
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES, LoadProblem

__all__ = [
    "PROFILE_PARTS",
    "AuditionStandards",
    "ClassProfile",
    "ProfileNotSaved",
    "ProfileRead",
    "SchoolProfile",
    "load_profile",
    "profile_text",
    "read_profile",
]

M = TypeVar("M", bound=HouseRules)
PROFILE_VERSION = 1
#: The most a class's profile may hold (the same cap as a settings file).
MAX_PROFILE_CHARS = MAX_SETTINGS_BYTES
READY = "Audition-ready"
PACE = "Pace for an audition"


class AuditionStandards(HouseRules):
    """What the school asks before it sends a trainee to an audition at a game: enough of the
    game's skills mastered, the latest exam passed, and the latest pace run at the game's speed."""

    file_stem: ClassVar[str] = "audition"

    mastered_share: float = rule_field(
        0.8, "Skills mastered", READY,
        "Share of the game's skills (in the app's catalogue) the trainee must have mastered, from 0.01 to 1.",
        ge=0.01, le=1,
    )
    exam_passed: bool = rule_field(True, "Latest exam passed", READY,
                                   "The trainee's most recent exam must be a pass.")
    baccarat_per_hour: int = rule_field(40, "Mini Baccarat (coups an hour)", PACE,
                                        "Slowest pace accepted on the latest pace run (casinos deal 40–60).",
                                        ge=1, le=300)
    blackjack_per_hour: int = rule_field(60, "Blackjack (hands an hour)", PACE,
                                         "Slowest pace accepted on the latest pace run (60–80 from a hand-dealt "
                                         "shoe).", ge=1, le=300)
    stud_per_hour: int = rule_field(30, "Stud (hands an hour)", PACE,
                                    "Slowest pace accepted on the latest pace run (house-banked poker 30–50).",
                                    ge=1, le=300)

    def pace_for(self, game: str) -> int:
        """The slowest pace accepted at ``game`` (hands or coups an hour)."""
        return int(getattr(self, f"{game}_per_hour"))

    def in_words(self) -> str:
        exam = " · latest exam passed" if self.exam_passed else ""
        paces = ", ".join(f"{GAME_TITLES[g]} {self.pace_for(g)}" for g in GAME_RULES)
        return f"{self.mastered_share:.0%} of a game's skills mastered{exam} · pace an hour at least {paces}"


#: The parts of a profile, by key, in the order an instructor edits them.
PROFILE_PARTS: dict[str, type[HouseRules]] = {**GAME_RULES, "app": AppSettings, "audition": AuditionStandards}
_KEY_OF = {model: key for key, model in PROFILE_PARTS.items()}


@dataclass(frozen=True)
class SchoolProfile:
    """A class's profile: one settings model per part (missing parts: the standard settings).
    Answers as the settings in force do (``rules``, ``app``, ``house_rules``), so a drill's
    config can be taken from it (``training.offer.drill_config``)."""

    parts: Mapping[str, HouseRules] = field(default_factory=dict)

    def current(self, model: type[M]) -> M:
        key = _KEY_OF.get(model)
        if key is None:
            raise ValueError(f"{model.__name__} is not part of a school's profile")
        part = self.parts.get(key)
        return part if isinstance(part, model) else model()

    @property
    def app(self) -> AppSettings:
        return self.current(AppSettings)

    @property
    def audition(self) -> AuditionStandards:
        return self.current(AuditionStandards)

    def rules(self, game: str) -> Any:
        if game not in GAME_RULES:
            raise ValueError(f"no house rules for {game!r}; the games are {', '.join(GAME_RULES)}")
        return self.current(GAME_RULES[game])

    def house_rules(self) -> dict[str, HouseRules]:
        return {**{game: self.rules(game) for game in GAME_RULES}, "app": self.app}

    def with_part(self, settings: HouseRules) -> SchoolProfile:
        key = _KEY_OF.get(type(settings))
        if key is None:
            raise ValueError(f"{type(settings).__name__} is not part of a school's profile")
        return SchoolProfile({**self.parts, key: settings})

    def data(self) -> dict[str, Any]:
        """The profile as plain JSON data (every part, the standard ones too)."""
        return {"schema_version": PROFILE_VERSION,
                **{key: self.current(model).model_dump(mode="json") for key, model in PROFILE_PARTS.items()}}


@dataclass(frozen=True)
class ProfileRead:
    """What reading a profile gave: the profile to follow and what could not be used."""

    profile: SchoolProfile
    problems: tuple[LoadProblem, ...] = ()

    def problem_for(self, model: type[HouseRules]) -> LoadProblem | None:
        return next((p for p in self.problems if p.model is model), None)

    @property
    def messages(self) -> list[str]:
        return [p.message for p in self.problems]


def profile_text(profile: SchoolProfile) -> str:
    """The JSON stored in ``classes.profile_json``."""
    return json.dumps(profile.data(), sort_keys=True, ensure_ascii=False)


def _part_title(model: type[HouseRules]) -> str:
    if model is AppSettings:
        return "chip set and target times"
    if model is AuditionStandards:
        return "audition standards"
    return f"{GAME_TITLES[_KEY_OF[model]]} house rules"


def read_profile(text: object, known_skill: SkillCheck | None = None) -> ProfileRead:
    """The profile in ``text`` (the column's value); never raises. Whatever cannot be used is
    replaced by the standard settings, with a message per part (the whole profile when the
    text is not a readable JSON object)."""
    whole = AppSettings  # problems with the whole text are told against the first part shown
    if text is None or text == "":
        return ProfileRead(SchoolProfile())
    if not isinstance(text, str):
        return ProfileRead(SchoolProfile(), (LoadProblem(whole, "The school's profile is not text; "
                                                        "the standard settings are in force."),))
    try:
        if len(text) > MAX_PROFILE_CHARS:
            raise FileRefused(f"it is larger than {MAX_PROFILE_CHARS // 1024} KB, the most a profile may hold")
        check_nesting(text, toml=False)
        data = json.loads(text)
        if not isinstance(data, dict):
            raise SettingsError("it does not hold a table of settings")
        version = data.get("schema_version", PROFILE_VERSION)
        if not isinstance(version, int) or isinstance(version, bool) or version > PROFILE_VERSION:
            raise SettingsError(f"it was written by a newer DealerTrainer (format {str(version)[:20]})")
    except (ValueError, RecursionError) as error:  # every parser's refusal: a damaged profile
        why = "its lists or tables are nested too deep" if isinstance(error, RecursionError) else str(error)[:300]
        return ProfileRead(SchoolProfile(), (LoadProblem(whole, f"The school's profile could not be used ({why}); "
                                                        "the standard settings are in force."),))
    parts: dict[str, HouseRules] = {}
    problems: list[LoadProblem] = []
    for key, model in PROFILE_PARTS.items():
        if key not in data:
            continue
        try:
            if not isinstance(data[key], dict):
                raise SettingsError("it is not a table of settings")
            parts[key] = validate_settings(model, data[key], known_skill)
        except (SettingsError, ValueError, TypeError, RecursionError) as error:
            why = str(error)[:300] if not isinstance(error, RecursionError) else "it is nested too deep"
            problems.append(LoadProblem(model, f"The school's {_part_title(model)} could not be used ({why}); "
                                               "the standard ones are in force."))
    unknown = sorted(str(k)[:40] for k in data if k not in PROFILE_PARTS and k != "schema_version")
    if unknown:
        problems.append(LoadProblem(whole, f"The school's profile holds parts this DealerTrainer does not know "
                                           f"({', '.join(unknown[:5])}); they were left out."))
    return ProfileRead(SchoolProfile(parts), tuple(problems))


class ProfileNotSaved(OSError):
    """The profile could not be written to the class database: the message says why."""


def load_profile(engine: Engine, class_id: str, known_skill: SkillCheck | None = None) -> ProfileRead:
    """The profile of ``class_id`` as the signed-in person may see it; ``LookupError`` when the
    class is not one of theirs (or does not exist)."""
    with engine.connect() as conn:
        text = conn.execute(select(classes.c.profile_json).where(classes.c.id == class_id)).scalar_one_or_none()
    if text is None:
        raise LookupError(f"no class {class_id!r} among yours")
    return read_profile(text, known_skill)


def save_profile(engine: Engine, class_id: str, profile: SchoolProfile, now: float) -> None:
    """Write ``profile`` as the class's; ``ProfileNotSaved`` says why when it cannot be."""
    try:
        with engine.begin() as conn:
            done = conn.execute(update(classes).where(classes.c.id == class_id)
                                .values(profile_json=profile_text(profile), profile_updated=now))
            if done.rowcount != 1:
                raise ProfileNotSaved(f"the class is not one of yours, so its profile was not saved")
    except SQLAlchemyError as error:
        raise ProfileNotSaved(f"the class database refused it ({str(error.orig or error).splitlines()[0][:200]})") from None


Listener = Callable[[HouseRules], None]


class ClassProfile:
    """The profile of one class as an instructor edits it: the settings forms read, check and
    save through it as they do through the settings in force (``current``, ``validate``,
    ``problem_for``, ``save``, ``subscribe``); every save writes the whole profile."""

    def __init__(self, engine: Engine, class_id: str, *, known_skill: SkillCheck | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.engine, self.class_id, self.known_skill, self.clock = engine, class_id, known_skill, clock
        read = load_profile(engine, class_id, known_skill)
        self.profile = read.profile
        self.problems: list[LoadProblem] = list(read.problems)
        self.saved: Notices[HouseRules] = Notices()

    def current(self, model: type[M]) -> M:
        return self.profile.current(model)

    def problem_for(self, model: type[HouseRules]) -> LoadProblem | None:
        return next((p for p in self.problems if p.model is model), None)

    def validate(self, model: type[M], data: dict[str, Any]) -> M:
        return validate_settings(model, data, self.known_skill)

    def save(self, settings: HouseRules) -> None:
        checked = self.validate(type(settings), settings.model_dump(mode="json"))
        profile = self.profile.with_part(checked)
        save_profile(self.engine, self.class_id, profile, self.clock())
        self.profile = profile
        self.problems = [p for p in self.problems if p.model is not type(settings)]
        self.saved.announce(checked)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        return self.saved.subscribe(listener)

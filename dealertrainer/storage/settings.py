"""Settings files: house rules per game and the app's own settings, as TOML or JSON.

Files live in the user's config directory (platformdirs; ``DEALERTRAINER_CONFIG_DIR``
overrides it). A file that cannot be read or does not validate is moved aside with a
``.broken-…`` suffix and the defaults are used, so a bad file never stops the app and is
never lost. A file is read as data (``capped_text``): only a regular file, at most
``MAX_SETTINGS_BYTES``, nested no deeper than the caps, and every parser's refusal (a
5,000-digit number, lists 1,500 deep) is a damaged file. A named pipe or a device is left
where it is and never waited on. Writes are atomic: a crash mid-save leaves the old file in place.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
import tomllib
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from pathlib import Path
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar

import platformdirs
import tomli_w
from pydantic import BaseModel, Field, ValidationError, ValidationInfo, field_validator, model_validator

from dealertrainer.engine.house_rules import (
    HouseRules,
    RuleError,
    RuleProblem,
    explain_validation_error,
    read_amount,
    rule_field,
    rule_problems,
)
from dealertrainer.engine.chip_stacks import FULL_STACK, StackSizes, standard_stack
from dealertrainer.engine.money import CURRENCIES, DEFAULT_CHIPS, Chip, chip_set_problem
from dealertrainer.language import N_, _, shipped_language
from dealertrainer.storage.capped_text import FileRefused, NotARegularFile, check_nesting, read_capped
from dealertrainer.storage.places import keep_aside, save_problem

__all__ = [
    "AppSettings",
    "ChipSpec",
    "Currency",
    "Language",
    "Loaded",
    "SettingsError",
    "SettingsNotSaved",
    "SkillCheck",
    "Theme",
    "config_dir",
    "data_dir",
    "load_settings",
    "saved_language",
    "save_settings",
    "settings_path",
    "validate_settings",
]

APP_NAME = "dealertrainer"
#: The most a settings file may hold (ours are a few KB; every skill's target time, some 10 KB).
MAX_SETTINGS_BYTES = 256 * 1024
M = TypeVar("M", bound=HouseRules)
#: Answers whether a skill id (or skill group) exists; the app injects the training layer's.
SkillCheck = Callable[[str], bool]


def config_dir() -> Path:
    """Where settings files live (``DEALERTRAINER_CONFIG_DIR`` overrides the platform's)."""
    return Path(os.environ.get("DEALERTRAINER_CONFIG_DIR") or platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """Where trainee records live (``DEALERTRAINER_DATA_DIR`` overrides the platform's)."""
    return Path(os.environ.get("DEALERTRAINER_DATA_DIR") or platformdirs.user_data_dir(APP_NAME))


class Theme(str, Enum):
    """The app's look (the ui keeps each theme's colours and stylesheet)."""

    LIGHT = "light"
    DARK = "dark"

    def other(self) -> Theme:
        return Theme.LIGHT if self is Theme.DARK else Theme.DARK


#: The settings form shows a choice as its value in words ("light": "Light"), translated.
_THEME_LABELS = (N_("Light"), N_("Dark"))


class Language(str, Enum):
    """The language of the screens and questions: the system's, or one shipped (``language.LANGUAGES``)."""

    SYSTEM = "system"
    ENGLISH = "en"
    SIMPLIFIED_CHINESE = "zh_CN"
    TRADITIONAL_CHINESE = "zh_TW"

    def code(self) -> str | None:
        """The language to put in force (``language.use_language``); None: the system's."""
        return None if self is Language.SYSTEM else self.value


class Currency(str, Enum):
    """The money symbol the house shows (``money.CURRENCIES``): US, Hong Kong, Macau or Singapore dollars."""

    DOLLAR = "$"
    HONG_KONG_DOLLAR = "HK$"
    MACAU_PATACA = "MOP$"
    SINGAPORE_DOLLAR = "S$"


assert tuple(c.value for c in Currency) == CURRENCIES


def _language_as_written(value: Any) -> Any:
    """A language written by hand as a locale ("zh-TW", "zh_HK.UTF-8", "en_GB") is the one shipped for it."""
    if isinstance(value, str) and value.strip() and value.strip() not in {l.value for l in Language}:
        return shipped_language(value.strip()) or value
    return value


class ChipSpec(BaseModel):
    """One chip of the table's chip set, as saved in settings."""

    model_config = {"frozen": True, "extra": "forbid"}

    value: Decimal = Field(gt=0, le=100000, decimal_places=2, description="What the chip is worth.")
    colour: str = Field(min_length=1, max_length=20, description="The colour dealers call it by.")
    stack: int = Field(5, ge=1, le=20, description="Chips in the house's standard stack of this chip.")

    @model_validator(mode="before")
    @classmethod
    def _common_stack(cls, data: Any) -> Any:
        """A chip saved without its stack size (files of earlier releases) takes the common one."""
        if isinstance(data, dict) and "stack" not in data and "value" in data:
            try:
                return {**data, "stack": standard_stack(Decimal(str(data["value"])))}
            except ArithmeticError:
                return data  # the value's own check says what is wrong with it
        return data

    def chip(self) -> Chip:
        return Chip(self.value, self.colour)


class AppSettings(HouseRules):
    """Settings of the app itself (not of a game)."""

    file_stem: ClassVar[str] = "app"

    theme: Theme = rule_field(Theme.LIGHT, N_("Theme"), N_("Screens"), N_("Light or dark screens."))
    language: Language = rule_field(
        Language.SYSTEM, N_("Language"), N_("Screens"),
        N_("The language of the screens and questions: the system's, or one chosen here. "
           "Used from the next start."),
    )
    currency: Currency = rule_field(
        Currency.DOLLAR, N_("Currency"), N_("Chips"),
        N_("The money symbol of every amount shown, and accepted in a typed answer. Used from the next start."),
    )
    chips: tuple[ChipSpec, ...] = rule_field(
        tuple(ChipSpec(value=c.value, colour=c.colour, stack=standard_stack(c.value)) for c in DEFAULT_CHIPS),
        N_("Chip set"), N_("Chips"), N_("The chip set used for payouts and chip-breakdown answers."),
        min_length=1,
    )
    full_stack: int = rule_field(
        FULL_STACK, N_("Full stack"), N_("Chips"),
        N_("Chips in a full stack, as the house racks and counts them (20 in most houses)."), ge=5, le=40,
    )
    buy_in_largest: Decimal = rule_field(
        Decimal("100"), N_("Largest chip in a buy-in"), N_("Chips"),
        N_("The largest chip given for a buy-in at the table ($100 blacks as standard); larger buy-ins come in "
           "more of them."), gt=0, le=100000, decimal_places=2,
    )
    buy_in_smallest: Decimal = rule_field(
        Decimal("5"), N_("Smallest chip in a buy-in"), N_("Chips"),
        N_("The smallest chip given for a buy-in ($5 reds as standard). A buy-in is given in the fewest chips "
           "between the two, then one chip of each colour above the smallest as the next colour down "
           "($100: three greens and five reds)."), gt=0, le=100000, decimal_places=2,
    )
    target_seconds: dict[str, float] = rule_field(
        {}, N_("Target times"), N_("Target answer times"),
        N_("Instructor's target answer time per skill or skill group, in seconds "
           "(overrides the school standards)."),
    )
    desired_retention: float = rule_field(
        0.9, N_("Desired retention"), N_("Review schedule"),
        N_("How likely a trainee should still be to recall a skill when it comes back for review, from 0.7 to "
           "0.97 (the school's choice: higher means more reviews; 0.9 is FSRS's standard)."),
        ge=0.7, le=0.97,
    )
    class_database: str = rule_field(
        "", N_("Class database"), N_("Class"),
        N_("The class database this PC sends its answers to, as your instructor gives it "
           "(postgresql://host:port/database); empty: this PC keeps its records to itself. "
           "Used from the next start, when you sign in with your name and password."),
        max_length=2000,
    )

    @field_validator("language", mode="before")
    @classmethod
    def _language_as_written(cls, value: Any) -> Any:
        return _language_as_written(value)

    @field_validator("chips", mode="before")
    @classmethod
    def _chip_values_as_typed(cls, chips: Any, info: ValidationInfo) -> Any:
        """A chip's value typed with the money symbol of the currency in this form, or in force ("HK$25")."""
        if not isinstance(chips, (list, tuple)):
            return chips
        symbol = getattr(info.data.get("currency"), "value", None)
        return [{**chip, "value": read_amount(chip["value"], symbol)} if isinstance(chip, dict) and "value" in chip
                else chip for chip in chips]

    @field_validator("chips")
    @classmethod
    def _distinct_values(cls, chips: tuple[ChipSpec, ...]) -> tuple[ChipSpec, ...]:
        values = [c.value for c in chips]
        if len(set(values)) != len(values):
            raise ValueError("two chips in the set have the same value")
        problem = chip_set_problem(spec.chip() for spec in chips)
        if problem is not None:
            raise ValueError(problem)
        return tuple(sorted(chips, key=lambda c: c.value))

    @field_validator("target_seconds")
    @classmethod
    def _known_positive_targets(cls, targets: dict[str, float], info: ValidationInfo) -> dict[str, float]:
        known: SkillCheck | None = (info.context or {}).get("known_skill")
        for skill, seconds in targets.items():
            if known is not None and not known(skill):
                raise RuleError(_("no such skill or skill group"), "target_seconds", where=skill)
            if not 0 < seconds <= 600:
                raise RuleError(_("must be between 0 and 600 seconds"), "target_seconds", where=skill)
        return targets

    @field_validator("class_database")
    @classmethod
    def _class_database_address(cls, url: str) -> str:
        url = url.strip()
        if url:
            from dealertrainer.storage.classroom.connecting import ClassroomError, address  # only when one is set

            try:
                address(url)
            except ClassroomError as error:
                raise ValueError(str(error)) from None
        return url

    @model_validator(mode="after")
    def _buy_in_in_order(self) -> AppSettings:
        if self.buy_in_largest < self.buy_in_smallest:
            raise RuleError(_("the largest chip in a buy-in must be at least the smallest"),
                            "buy_in_largest", "buy_in_smallest")
        return self

    def chip_set(self) -> tuple[Chip, ...]:
        return tuple(spec.chip() for spec in self.chips)

    def stack_sizes(self) -> StackSizes:
        """The house's stack sizes: each chip's standard stack, and a full stack."""
        return StackSizes(tuple((spec.value, spec.stack) for spec in self.chips), self.full_stack)


class SettingsError(ValueError):
    """Settings that cannot be used: ``problems`` says which fields and why; the message
    names each bad field, one line each."""

    def __init__(self, message: str, problems: tuple[RuleProblem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems or (RuleProblem((), message),)


@dataclass(frozen=True)
class Loaded(Generic[M]):
    """What loading gave: the settings in force, and what went wrong if anything."""

    settings: M
    problem: str | None = None  # a message for the user when the file was not usable
    kept_aside: Path | None = None  # where the unusable file was moved


def settings_path(model: type[HouseRules], directory: Path | None = None, fmt: str = "toml") -> Path:
    if fmt not in ("toml", "json"):
        raise ValueError(f"settings are saved as 'toml' or 'json', not {fmt!r}")
    return (directory or config_dir()) / f"{model.file_stem}.{fmt}"


def validate_settings(model: type[M], data: dict[str, Any], known_skill: SkillCheck | None = None) -> M:
    """Build settings from plain data, migrating older versions; ``SettingsError`` if invalid.

    ``known_skill`` checks that target times name skills that exist (storage cannot know the
    skills; the app passes the training layer's check)."""
    data = dict(data)
    version = data.get("schema_version", 1)
    if not isinstance(version, int) or version < 1:
        raise SettingsError(_("schema_version: must be a whole number from 1, not {version}").format(version=repr(version)))
    if version > model.SCHEMA_VERSION:
        raise SettingsError(
            _("these settings were written by a newer DealerTrainer (format {version}, this one reads up to {newest})")
            .format(version=version, newest=model.SCHEMA_VERSION))
    if version < model.SCHEMA_VERSION:
        data = model.migrate(data)
        data["schema_version"] = model.SCHEMA_VERSION
    try:
        return model.model_validate(data, context={"known_skill": known_skill})
    except ValidationError as error:
        raise SettingsError(explain_validation_error(error), rule_problems(error)) from None


def load_settings(model: type[M], directory: Path | None = None, known_skill: SkillCheck | None = None) -> Loaded[M]:
    """Read ``model``'s file (TOML preferred, then JSON); defaults if there is none.

    A garbled or invalid file is moved aside and reported; the defaults are used.
    """
    try:
        found = next(((p, f) for f in ("toml", "json") if (p := settings_path(model, directory, f)).exists()), None)
    except OSError as error:  # a folder the user may not enter: nothing is moved, the defaults are used
        folder = settings_path(model, directory).parent
        return Loaded(model(), problem=_("The settings folder {folder} cannot be read ({why}); the standard settings "
                                         "are in force.").format(folder=folder, why=error.strerror or error))
    if found is None:
        return Loaded(model())
    path, fmt = found
    try:
        text = read_capped(path, MAX_SETTINGS_BYTES)
        check_nesting(text, toml=fmt == "toml")
        data = tomllib.loads(text) if fmt == "toml" else json.loads(text)
        if not isinstance(data, dict):
            raise SettingsError(_("the file does not hold a table of settings"))
        return Loaded(validate_settings(model, data, known_skill))
    except (OSError, NotARegularFile) as error:  # the file may be fine: it is only out of reach, so it stays put
        why = error if isinstance(error, NotARegularFile) else (error.strerror or error)
        return Loaded(
            model(),
            problem=_("{path} cannot be read ({why}); it was left where it is, and the standard settings are in force.")
            .format(path=path, why=why),
        )
    except (ValueError, TypeError, LookupError, RecursionError) as error:  # every parser's refusal: a damaged file
        why = _why_unusable(error)
    aside, why_not = keep_aside(path)
    if aside is None:
        return Loaded(
            model(),
            problem=_("{path} could not be used ({why}). It could not be moved aside because {why_not}, so it was left "
                      "where it is; the standard settings are in force until it is fixed or removed.")
            .format(path=path, why=why, why_not=why_not),
        )
    return Loaded(
        model(),
        problem=_("{path} could not be used ({why}). It was kept as {aside} in the same folder, and the standard "
                  "settings are in force.").format(path=path, why=why, aside=aside.name),
        kept_aside=aside,
    )


def saved_language(directory: Path | None = None) -> str | None:
    """The language the app settings file asks for, read leniently before any settings are
    loaded, so that what the files hold wrong is told in the language that will be in force:
    a shipped language's code, or None for the system's (no file, a file that cannot be read,
    a language value not offered). The rest of the file is not checked here: a bad chip value
    beside a good language still leaves the trainee in their language."""
    try:
        for fmt in ("toml", "json"):
            path = settings_path(AppSettings, directory, fmt)
            if path.exists():
                text = read_capped(path, MAX_SETTINGS_BYTES)
                check_nesting(text, toml=fmt == "toml")
                data = tomllib.loads(text) if fmt == "toml" else json.loads(text)
                value = _language_as_written(data.get("language")) if isinstance(data, dict) else None
                return Language(value).code() if value in {l.value for l in Language} else None
    except (OSError, NotARegularFile, ValueError, TypeError, LookupError, RecursionError):
        pass  # the loading says what is wrong with the file, in the system's language
    return None


def _why_unusable(error: Exception) -> str:
    """Why a settings file was refused, in words (a parser's own message where it has one)."""
    if isinstance(error, (SettingsError, FileRefused, tomllib.TOMLDecodeError, json.JSONDecodeError)):
        return str(error)
    if isinstance(error, UnicodeDecodeError):
        return _("it is not UTF-8 text: {error}").format(error=error)
    if isinstance(error, RecursionError):
        return _("its lists or tables are nested too deep")
    return _("it holds a value too large or of a kind that cannot be read")


def save_settings(settings: HouseRules, directory: Path | None = None, fmt: str = "toml") -> Path:
    """Write settings atomically; returns the file's path.

    ``SettingsNotSaved`` (an ``OSError``) says why when they cannot be written (a read-only
    folder or file, a full disk); the old file is then as it was. A read-only settings file
    is respected: it is never replaced."""
    path = settings_path(type(settings), directory, fmt)
    data = settings.model_dump(mode="json")
    text = tomli_w.dumps(data) if fmt == "toml" else json.dumps(data, indent=2, ensure_ascii=False)
    try:
        if path.exists() and not os.access(path, os.W_OK):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        path.parent.mkdir(parents=True, exist_ok=True)
        _write_atomically(path, text)
        other = settings_path(type(settings), directory, "json" if fmt == "toml" else "toml")
        if other.exists():  # one file per model, so what is loaded is what was last saved
            other.unlink()
    except OSError as error:
        raise SettingsNotSaved(save_problem(path, error, _what(type(settings))), error) from None
    return path


class SettingsNotSaved(OSError):
    """Settings that could not be written: the message says why and what to do."""

    def __init__(self, message: str, cause: OSError | None = None) -> None:
        super().__init__(message)
        self.errno = cause.errno if cause is not None else None


def _what(model: type[HouseRules]) -> str:
    return "The app settings" if model.file_stem == "app" else f"The {model.file_stem} house rules"


def _write_atomically(path: Path, text: str) -> None:
    """Write ``text`` next to ``path`` and move it in place: a failed write leaves the old file."""
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise

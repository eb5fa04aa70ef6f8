"""The base of every house-rules model: frozen, validated, versioned, described.

A house rule is a choice a casino makes where the game's rules leave one open. Each game
has one pydantic model; every field has a default that follows the rule texts and common
casino practice, a title and a description an instructor reads in the settings screen, and
the form section it belongs to (``json_schema_extra={"section": ...}``): declared once, here.

What validation refuses comes back as ``RuleProblem`` values (the fields it concerns and the
reason), so a form can show each reason beside its field without parsing text.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator

from dealertrainer.engine.money import currency_symbol, other_currency
from dealertrainer.language import N_, _

__all__ = [
    "MONEY_CAP",
    "HouseRules",
    "RuleError",
    "RuleProblem",
    "check_table_limits",
    "explain_validation_error",
    "field_section",
    "in_section",
    "percent",
    "read_amount",
    "rule_field",
    "rule_problems",
]

#: The largest table limit a file may set: no table takes a bet of more than a million.
MONEY_CAP = Decimal("1000000")


def in_section(section: str) -> dict[str, Any]:
    """Field metadata placing a field in a section of its settings form."""
    return {"section": section}


def rule_field(default: Any, title: str, section: str, description: str, **bounds: Any) -> Any:
    """A settings field declared once: default, form title, form section, help text, bounds."""
    return Field(default, title=title, json_schema_extra=in_section(section), description=description, **bounds)


def field_section(model: type[BaseModel], name: str) -> str:
    """The form section of a field ("Other" when the model does not say)."""
    extra = model.model_fields[name].json_schema_extra
    return str(extra.get("section", "Other")) if isinstance(extra, dict) else "Other"


def percent(rate: Decimal) -> str:
    """A rate as a dealer says it: 0.05 -> "5%", 0.055 -> "5.5%"."""
    shown = (rate * 100).normalize()
    return f"{shown:f}%"


class HouseRules(BaseModel):
    """Common ground of the per-game rules models and the app settings."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=True)

    #: Bumped when a field changes meaning; older files are migrated on load.
    SCHEMA_VERSION: ClassVar[int] = 1
    #: The file stem the model is saved under ("baccarat" -> baccarat.toml).
    file_stem: ClassVar[str] = "rules"

    schema_version: int = Field(1, ge=1, title="Settings format", description="Version of this settings format.")

    @field_validator("*", mode="before")
    @classmethod
    def _amount_as_typed(cls, value: Any, info: ValidationInfo) -> Any:
        """An amount typed in a form or a file may carry the house's money symbol ("HK$25")."""
        field = cls.model_fields.get(info.field_name or "")
        if field is None or field.annotation is not Decimal:
            return value
        currency = info.data.get("currency")  # the app settings' own, when the same form changes it
        return read_amount(value, getattr(currency, "value", None))

    @classmethod
    def migrate(cls, data: dict) -> dict:
        """Turn data saved by an older version into the current shape (override per model)."""
        return data

    def in_words(self) -> str:
        """The rules in force in one line of plain words (each game says its own)."""
        return ""

    def overruled(self) -> dict[str, tuple[Any, str]]:
        """Fields whose value another rule overrides: name -> (the value in force, why).
        A form shows the value in force there, not the one stored (each game says its own)."""
        return {}


class RuleError(ValueError):
    """A rule across fields (or about one entry of a field) that the settings break."""

    def __init__(self, reason: str, *fields: str, where: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.fields = fields
        self.where = where


@dataclass(frozen=True)
class RuleProblem:
    """One thing validation refused: the fields it concerns ("" = the settings as a whole),
    where inside a field (a chip's value, a skill's target), and the reason."""

    fields: tuple[str, ...]
    reason: str
    where: tuple[str | int, ...] = ()

    @property
    def field(self) -> str:
        return self.fields[0] if self.fields else ""

    @property
    def place(self) -> str:
        """ "chips.0.value", "target_seconds.baccarat.banker"; "" for a rule across fields."""
        return ".".join(str(p) for p in (self.fields[:1] + self.where)) if len(self.fields) <= 1 else ""

    def __str__(self) -> str:
        return f"{self.place or 'settings'}: {self.reason}"


_PLAIN = {
    "decimal_max_places": N_("must be in whole cents (no more than {decimal_places} decimal places)"),
}
#: Pydantic's own words for the refusals a settings file or form meets most, as messages (the
#: English is pydantic's, word for word: a reason reads the same in English, and in the language in force).
_PYDANTIC = {
    "greater_than": N_("Input should be greater than {gt}"),
    "greater_than_equal": N_("Input should be greater than or equal to {ge}"),
    "less_than": N_("Input should be less than {lt}"),
    "less_than_equal": N_("Input should be less than or equal to {le}"),
    "enum": N_("Input should be {expected}"),
    "int_parsing": N_("Input should be a valid integer, unable to parse string as an integer"),
    "decimal_parsing": N_("Input should be a valid decimal"),
    "float_parsing": N_("Input should be a valid number, unable to parse string as a number"),
    "bool_parsing": N_("Input should be a valid boolean, unable to interpret input"),
    "extra_forbidden": N_("Extra inputs are not permitted"),
    "string_too_long": N_("String should have at most {max_length} characters"),
}


def _reason(item: Any) -> str:
    """A refusal's reason in the language in force: ours, or pydantic's own words translated
    where they are a message (as pydantic said them otherwise)."""
    ctx = item.get("ctx") or {}
    template = _PLAIN.get(item["type"])
    if template is not None:
        return _(template).format(**ctx)
    template = _PYDANTIC.get(item["type"])
    try:
        if template is not None and template.format(**ctx) == item["msg"]:
            return _(template).format(**ctx)
    except (KeyError, IndexError, ValueError):
        pass
    return item["msg"]


def rule_problems(error: ValidationError) -> tuple[RuleProblem, ...]:
    """What a ``ValidationError`` refused, as (fields, reason, where) values."""
    out = []
    for item in error.errors():
        loc = tuple(item["loc"])
        cause = (item.get("ctx") or {}).get("error")
        if isinstance(cause, RuleError):
            fields = cause.fields or loc[:1]
            where = (cause.where,) if cause.where else tuple(loc[1:])
            out.append(RuleProblem(tuple(str(f) for f in fields), cause.reason, where))
            continue
        reason = _reason(item)
        reason = reason.removeprefix("Value error, ")
        out.append(RuleProblem(tuple(str(p) for p in loc[:1]), reason, tuple(loc[1:])))
    return tuple(out)


def read_amount(value: Any, symbol: str | None = None) -> Any:
    """A settings amount as typed: text without the money symbol ``symbol`` (the one in force
    unless given: "HK$25", "hk$ 25" -> "25"), for the field's own check to read; anything else
    as it is. ``ValueError`` saying the house's currency for text in another one ("US$45")."""
    if not isinstance(value, str):
        return value
    symbol = symbol or currency_symbol()
    if other_currency(value, symbol) is not None:
        raise ValueError(_("This house is in {symbol}: type the amount in {symbol} or as a plain number.").format(
            symbol=symbol))
    own = "US$" if symbol == "$" else symbol
    text = value.strip()
    for mark in (own, "$"):
        if text[:len(mark)].upper() == mark.upper():
            return text[len(mark):].strip()
    return text


def check_table_limits(rules: HouseRules) -> None:
    """Cross-field checks shared by the table games: limits in order, cut card inside the shoe."""
    if rules.table_maximum < rules.table_minimum:  # type: ignore[attr-defined]
        raise RuleError(_("table_maximum must be at least table_minimum"), "table_maximum", "table_minimum")
    whole_shoe = rules.decks * 52  # type: ignore[attr-defined]
    if rules.cut_card_from_end >= whole_shoe:  # type: ignore[attr-defined]
        raise RuleError(_("cut_card_from_end must be under {cards} (the whole shoe)").format(cards=whole_shoe),
                        "cut_card_from_end", "decks")


def _cut(text: str, most: int = 80) -> str:
    """A value as quoted in a message: its start, when it is long (a list of 399 chips)."""
    return text if len(text) <= most else text[: most - 1] + "…"


def explain_validation_error(error: ValidationError) -> str:
    """One line per bad field: which field, what was given, what is allowed."""
    lines = []
    for item, problem in zip(error.errors(), rule_problems(error)):
        given = item.get("input")
        if isinstance(given, dict) or not problem.place:
            lines.append(str(problem))
        else:
            lines.append(_("{problem} (given: {value})").format(problem=problem, value=_cut(repr(given))))
    return "\n".join(lines)

"""The base of every house-rules model: frozen, validated, versioned, described.

A house rule is a choice a casino makes where the game's rules leave one open. Each game
has one pydantic model; every field has a default that follows the rule texts and common
casino practice, and a description an instructor can read in the settings screen.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

__all__ = ["HouseRules", "check_table_limits", "explain_validation_error"]


class HouseRules(BaseModel):
    """Common ground of the per-game rules models and the app settings."""

    model_config = ConfigDict(frozen=True, extra="forbid", validate_default=True)

    #: Bumped when a field changes meaning; older files are migrated on load.
    SCHEMA_VERSION: ClassVar[int] = 1
    #: The file stem the model is saved under ("baccarat" -> baccarat.toml).
    file_stem: ClassVar[str] = "rules"

    schema_version: int = Field(1, ge=1, description="Version of this settings format.")

    @classmethod
    def migrate(cls, data: dict) -> dict:
        """Turn data saved by an older version into the current shape (override per model)."""
        return data


def check_table_limits(rules: HouseRules) -> None:
    """Cross-field checks shared by the table games: limits in order, cut card inside the shoe."""
    if rules.table_maximum < rules.table_minimum:  # type: ignore[attr-defined]
        raise ValueError("table_maximum must be at least table_minimum")
    whole_shoe = rules.decks * 52  # type: ignore[attr-defined]
    if rules.cut_card_from_end >= whole_shoe:  # type: ignore[attr-defined]
        raise ValueError(f"cut_card_from_end must be under {whole_shoe} (the whole shoe)")


def explain_validation_error(error: ValidationError) -> str:
    """One line per bad field: which field, what was given, what is allowed."""
    lines = []
    for item in error.errors():
        where = ".".join(str(p) for p in item["loc"]) or "settings"
        given = item.get("input")
        shown = "" if isinstance(given, dict) else f" (given: {given!r})"
        lines.append(f"{where}: {item['msg']}{shown}")
    return "\n".join(lines)

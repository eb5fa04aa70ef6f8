"""A skill id as a parsed value: made once from the dotted text the records keep.

"baccarat.banker.5.vs.4" is game "baccarat", topic "baccarat.banker", cell ("5", "vs", "4").
Code that needs a skill's game, topic or draw-table cell reads them here instead of
splitting the text again. Small and cheap to import: the window reads it before any drill.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

__all__ = ["SkillId", "skill_id"]


@dataclass(frozen=True)
class SkillId:
    """A dotted skill id parsed once: "baccarat.banker.5.vs.4" is game "baccarat", topic
    "baccarat.banker", cell ("5", "vs", "4"). Records keep the dotted text (``id``)."""

    id: str
    game: str
    topic: str  # game and topic, "baccarat.banker" ("" for a bare game)
    cell: tuple[str, ...]  # the rest, ("5", "vs", "4") (empty for a game or a topic)

    @property
    def topic_name(self) -> str:
        """The topic on its own: "banker"."""
        return self.topic.partition(".")[2]

    @property
    def draw_table_cell(self) -> tuple[str, str] | None:
        """Where a draw-table skill sits on the tableau, (row, column), or None for any other:
        Banker B against third card P -> ("B", "P"); the Player's rule on T -> ("player", "T");
        a natural N for a side -> ("natural side", "N")."""
        if self.game != "baccarat":
            return None
        topic, cell = self.topic_name, self.cell
        if topic == "banker" and len(cell) == 3 and cell[1] == "vs":
            return cell[0], cell[2]
        if topic == "player" and len(cell) == 2 and cell[0] == "draws":
            return "player", cell[1]
        if topic == "natural" and len(cell) == 2 and cell[0] in ("player", "banker"):
            return f"natural {cell[0]}", cell[1]
        return None


@lru_cache(maxsize=4096)
def skill_id(skill: str) -> SkillId:
    """``skill`` parsed (see ``SkillId``); the same value every time for the same text."""
    parts = skill.split(".")
    return SkillId(skill, parts[0], ".".join(parts[:2]) if len(parts) >= 2 else "", tuple(parts[2:]))

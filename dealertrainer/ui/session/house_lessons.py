"""The house rule a question needs, said in the question panel while the question is up:
the first time a trainee meets it as a short lesson, after that as a one-line reminder.

Which rules count is the training layer's business (``training.house_notes``); this
module picks the rules the question was dealt under and remembers the lesson per trainee.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.storage.settings_in_force import GAME_RULES
from dealertrainer.storage.trainee_notes import TraineeNotes
from dealertrainer.training.skill_ids import skill_id
from dealertrainer.ui.app_handle import AppContext

if TYPE_CHECKING:
    from dealertrainer.training.drills.base import Drill

__all__ = ["house_words"]


def _rules_for(context: AppContext, drill: Drill, game: str) -> Any:
    """The rules the drill deals under (a seat drill carries its own), else the house's in force."""
    rules: HouseRules | None = drill.dealt_under
    if rules is not None and rules.file_stem == game:
        return rules
    return context.rules_for(game)


def house_words(context: AppContext, drill: Drill, skill: str) -> str | None:
    """Rich text for the panel's top line, or None when the cards alone answer the question.

    The first time this trainee meets the rule, the lesson (and it is noted as given);
    afterwards the house's setting in one line."""
    from dealertrainer.training.house_notes import house_note  # lazy: the rule texts load with the first question

    game = skill_id(skill).game
    if game not in GAME_RULES:
        return None
    note = house_note(skill, _rules_for(context, drill, game))
    if note is None:
        return None
    notes = _notes(context)
    if notes is not None and not notes.given(note.lesson):
        notes.mark_given(note.lesson)
        head, _, rest = note.lesson_text.partition(": ")
        return f"<span style='font-style:normal'><b>{html.escape(head)}:</b> {html.escape(rest)}</span>"
    return f"<span style='font-style:normal'><b>{html.escape(note.setting)}</b></span>"


def _notes(context: AppContext) -> TraineeNotes | None:
    if context.records is None or context.trainee is None:
        return None
    return TraineeNotes.beside(context.records.path, context.trainee)

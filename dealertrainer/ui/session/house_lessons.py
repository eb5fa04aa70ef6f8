"""The house rule a question needs, taught in the question panel the first time a trainee
meets it; after that it is asked from memory: the panel says only that a house rule answers
it (the setting would print the answer beside the question), and the house's rules stay on
the start page's rules line and in Settings.

Which rules count is the training layer's business (``training.house_notes``); this
module picks the rules the question was dealt under and remembers the lesson per trainee.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from dealertrainer.engine.house_rules import HouseRules
from dealertrainer.storage.settings_in_force import GAME_RULES
from dealertrainer.storage.trainee_notes import TraineeNotes
from dealertrainer.training.skill_ids import skill_id
from dealertrainer.ui.app_handle import AppContext

if TYPE_CHECKING:
    from dealertrainer.training.drills.base import Drill

__all__ = ["FROM_MEMORY", "house_words"]

#: The panel's line for a house-rule question once its lesson has been given.
FROM_MEMORY = QT_TRANSLATE_NOOP(
    "house_lessons", "A house rule: answer from memory (this house's rules are on the start page and in Settings).")

# Lessons given in a session with no trainee to note them in, per drill (that session only).
_GIVEN_ANONYMOUSLY: WeakKeyDictionary[Any, set[str]] = WeakKeyDictionary()


def _rules_for(context: AppContext, drill: Drill, game: str) -> Any:
    """The rules the drill deals under (a seat drill carries its own), else the house's in force."""
    rules: HouseRules | None = drill.dealt_under
    if rules is not None and rules.file_stem == game:
        return rules
    return context.rules_for(game)


def house_words(context: AppContext, drill: Drill, skill: str) -> str | None:
    """Rich text for the panel's top line, or None when the cards alone answer the question.

    The first time this trainee meets the rule, the lesson (and it is noted as given);
    afterwards only that a house rule answers it, never the setting (that is the answer)."""
    from dealertrainer.training.house_notes import house_note  # lazy: the rule texts load with the first question

    game = skill_id(skill).game
    if game not in GAME_RULES:
        return None
    note = house_note(skill, _rules_for(context, drill, game))
    if note is None:
        return None
    if _first_time(context, drill, note.lesson):
        colon = ": " if ": " in note.lesson_text else "："  # a Chinese lesson's head ends in a full-width colon
        head, _, rest = note.lesson_text.partition(colon)
        return f"<span style='font-style:normal'><b>{html.escape(head)}{colon.strip()}</b> {html.escape(rest)}</span>"
    return f"<span style='font-style:normal'>{html.escape(QCoreApplication.translate('house_lessons', FROM_MEMORY))}</span>"


def _first_time(context: AppContext, drill: Drill, lesson: str) -> bool:
    """Whether the lesson is new to this trainee (or, with no trainee, to this session); it is
    noted as given."""
    notes = _notes(context)
    if notes is not None:
        if notes.given(lesson):
            return False
        notes.mark_given(lesson)
        return True
    given = _GIVEN_ANONYMOUSLY.setdefault(drill, set())
    if lesson in given:
        return False
    given.add(lesson)
    return True


def _notes(context: AppContext) -> TraineeNotes | None:
    if context.records is None or context.trainee is None:
        return None
    return TraineeNotes.beside(context.records.path, context.trainee)

"""What the start pages and Settings show, in Chinese: every drill's description, every Settings
field's title, section and help of the app and the school standards, every choice label, each
house lesson under every variant of its rule (the stud limit names its streets in Chinese), and
the chips line with its colours in words. English, chosen again, is as it was."""

from __future__ import annotations

import re

import pytest

from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import field_section
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.language import _, use_language
from dealertrainer.storage.school_standards import SchoolStandards
from dealertrainer.storage.settings import AppSettings, Theme
from dealertrainer.training.drills import DRILLS
from dealertrainer.training.house_notes import _NOTES, house_note
from dealertrainer.training.offer import chips_in_words

WORD = re.compile(r"[A-Za-z]{2,}")
#: FSRS is the scheduler's name; postgresql:// is the address as it is typed.
ALLOWED = {"FSRS", "postgresql"}
VARIANTS = {
    BaccaratRules: [BaccaratRules(after_cut_card=choice) for choice in AfterCutCard],
    BlackjackRules: [BlackjackRules(dealer_hits_soft_17=hits) for hits in (True, False)],
    StudRules: [StudRules(game=game, open_pair_raises_limit=raises) for game in StudGame for raises in (True, False)],
}


def english_words(text: str) -> list[str]:
    return [word for word in WORD.findall(text) if word not in ALLOWED]


def test_drill_descriptions_are_chinese(chinese):
    for drill_id, info in DRILLS.items():
        assert not english_words(_(info.description)), (drill_id, _(info.description))


@pytest.mark.parametrize("model", [AppSettings, SchoolStandards])
def test_settings_fields_are_chinese(chinese, model):
    for name, info in model.model_fields.items():
        if name == "schema_version":
            continue  # the file's format: not on the form
        for text in (info.title, info.description, field_section(model, name)):
            assert text and not english_words(_(text)), (name, _(text or ""))


def test_choice_labels_are_chinese(chinese):
    for choice in (*Theme, *AfterCutCard, *StudGame):
        label = _(choice.value.replace("_", " ").capitalize())  # as the settings form shows a choice
        assert not english_words(label), label


def test_house_lessons_are_chinese_under_every_rule(chinese):
    for skill, (model, _words) in _NOTES.items():
        for rules in VARIANTS[model]:
            note = house_note(skill, rules)
            assert not english_words(note.lesson_text), (skill, note.lesson_text)


def test_chips_line_names_colours_in_chinese(chinese):
    line = chips_in_words(AppSettings())
    assert not english_words(line), line


def test_english_is_as_it_was():
    use_language("en")
    assert chips_in_words(AppSettings()).startswith("chips $1 white $2.50 pink $5 red")
    note = house_note("stud.limit.street", StudRules(game=StudGame.FIVE_CARD))
    assert "fourth upcard" in note.lesson_text

"""The chip set in Settings names the standard colours in the language in force ("红", not
"red") and keeps them by their English keys, so a saved chip set means the same in any language;
a colour of the house's own stays as written."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidgetItem

from dealertrainer.engine.money import DEFAULT_CHIPS, colour_key, colour_shown
from dealertrainer.language import _
from dealertrainer.ui.settings.settings_editors import ChipSetEditor

CHIPS = [{"value": str(chip.value), "colour": chip.colour} for chip in DEFAULT_CHIPS] + [
    {"value": "5000", "colour": "chocolate"}]


def _shown(editor: ChipSetEditor) -> list[str]:
    return [editor.table.item(row, 1).text() for row in range(editor.table.rowCount())]


def test_every_standard_colour_is_shown_in_the_language_and_read_back_by_its_key(chinese):
    for chip in DEFAULT_CHIPS:
        shown = colour_shown(chip.colour)
        assert shown == _(chip.colour) and shown != chip.colour
        assert colour_key(shown) == chip.colour and colour_key(chip.colour.upper()) == chip.colour
    assert colour_shown("chocolate") == "chocolate" and colour_key(" chocolate ") == "chocolate"


def test_the_chip_table_in_chinese_shows_chinese_colours_and_saves_english_keys(qtbot, chinese):
    editor = ChipSetEditor()
    qtbot.addWidget(editor)
    editor.set_value(CHIPS)
    shown = _shown(editor)
    assert shown[:-1] == [_(chip.colour) for chip in DEFAULT_CHIPS] and shown[-1] == "chocolate"
    assert all(not text.isascii() for text in shown[:-1]), shown
    assert editor.value() == CHIPS
    # a trainee types a colour in Chinese: it is kept by its key
    editor.table.setItem(0, 1, QTableWidgetItem(_("green")))
    assert editor.value()[0]["colour"] == "green"


def test_in_english_the_table_is_as_it_was(qtbot):
    editor = ChipSetEditor()
    qtbot.addWidget(editor)
    editor.set_value(CHIPS)
    assert _shown(editor) == [chip["colour"] for chip in CHIPS]
    assert editor.value() == CHIPS

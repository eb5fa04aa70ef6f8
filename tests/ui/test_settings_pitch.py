"""Settings offers the pitch game: switching a six-deck house to one deck moves the cut card
to the one-deck standard (shown in its field), a pitch game of six decks is refused beside
both fields, and a one-deck pitch house saves and comes back after a restart."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealertrainer.engine.blackjack.rules import BlackjackRules, GameForm
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings import load_settings
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.skills import is_known_skill
from dealertrainer.ui.settings.settings_view import SettingsView


def test_a_one_deck_pitch_house_from_the_settings_screen(qtbot, tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        view = SettingsView(SettingsInForce(tmp_path / "config", known_skill=is_known_skill), records,
                            records.add_trainee("Ana").id)
        qtbot.addWidget(view)
        form = view.form(BlackjackRules)
        form_choice = form.field_widget("game_form")
        assert [form_choice.itemText(i) for i in range(form_choice.count())] == ["Shoe", "Pitch"]
        form_choice.setCurrentIndex(form_choice.findData(GameForm.PITCH.value))  # six decks by hand: refused
        assert form.current is None and not form.save_button.isEnabled()
        assert form.error_text("game_form") == ("A pitch game is dealt by hand from one deck or two, not 6: "
                                                 "set “Decks” to 1 or 2, or “Dealt from” to shoe")
        assert form.error_text("game_form") == form.error_text("decks") == form.banner.text()
        form.field_widget("decks").setValue(1)
        assert form.field_widget("cut_card_from_end").value() == 26  # the six-deck standard follows the decks
        assert form.error_text("game_form") == "" and form.save_button.isEnabled()
        with qtbot.waitSignal(view.settings_saved) as saved:
            qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
        rules = saved.args[0]
        assert (rules.decks, rules.game_form, rules.cut_card_from_end) == (1, GameForm.PITCH, 26)
        assert load_settings(BlackjackRules, tmp_path / "config").settings == rules
        again = SettingsView(SettingsInForce(tmp_path / "config"))  # as after a restart
        qtbot.addWidget(again)
        assert again.form(BlackjackRules).current == rules

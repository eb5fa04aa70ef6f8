"""Chip sets that made the old fewest-chips search explode, where the trainee meets them: the
payouts drill and its felt (a chip set the search works out is painted at once, with little
memory), the Settings form (a set it cannot work out is refused there, with the reason), and
a new start with such a set saved (reported like any damaged settings; the standard chips used).

Work is measured by the memory painting allocates (tracemalloc), never by time."""

from __future__ import annotations

import tracemalloc
from decimal import Decimal

import pytest
from pydantic import ValidationError
from PySide6.QtCore import Qt

from dealertrainer.engine.money import Chip, chip_breakdown
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings import AppSettings, load_settings
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.drills import make_drill
from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.training.drills.payouts import PayoutsConfig, house_payouts
from dealertrainer.training.skills import is_known_skill
from dealertrainer.ui.table.chip_art import _stacks
from dealertrainer.ui.settings.settings_view import SettingsView
from dealertrainer.ui.table.wager_felt import WagerFelt
from tests.exhaustive_chips import fewest_by_exhaustion
from tests.ui.start_as_a_user import folders, no_traceback, start_app  # noqa: F401


def chips(*values: str) -> tuple[Chip, ...]:
    return tuple(Chip(Decimal(v), f"chip {i}") for i, v in enumerate(values))


# {$3.33, $100,000} ran the old search out of memory inside the felt's paint; {$0.07, $100,000} froze it 22 s.
EXPLOSIVE = {"3.33 and 100,000": chips("3.33", "100000"), "0.07 and 100,000": chips("0.07", "100000")}
REFUSED = ["3.33", "7.77", "100000"]  # no bounded search: refused
REASON = "$100,000 is not a whole number of $7.77 pieces"


@pytest.mark.parametrize("name", EXPLOSIVE)
def test_the_payouts_felt_paints_an_explosive_set_at_once_in_the_fewest_chips(qtbot, name):
    chip_set = EXPLOSIVE[name]
    payable_here = house_payouts(BaccaratRules(), BlackjackRules(), chip_set)  # the payouts these chips can pay
    drill = make_drill("payouts", PayoutsConfig(length=12, chips=True, **payable_here), seed=4)
    felt = WagerFelt()
    qtbot.addWidget(felt)
    felt.resize(640, 360)
    shown = 0
    for beat in drill.beats():
        question = beat.question
        if question is None or not felt.show_bet(question.skill, question.table, question.chip_set):
            continue
        _stacks.cache_clear()
        tracemalloc.start()
        felt.grab()  # paints the wager's stacks
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < 8 * 1024 * 1024, f"painting {felt.wager} took {peak / 2**20:.0f} MB"
        stacks = dict(_stacks(felt.wager, chip_set))
        cents = int(felt.wager * 100)
        fewest = fewest_by_exhaustion(cents, [int(c.value * 100) for c in chip_set])
        assert sum(stacks.values()) == (fewest or 0)  # a wager no chips make is shown as its amount alone
        if stacks:
            assert chip_breakdown(felt.wager, chip_set) == stacks
        shown += 1
    assert shown >= 6


def test_the_payouts_drill_refuses_a_set_it_cannot_search():
    with pytest.raises(ValidationError, match=REASON.replace("$", r"\$")):
        PayoutsConfig(chips=True, chip_set=chips(*REFUSED))


def test_settings_shows_why_a_chip_set_is_refused_and_will_not_save_it(qtbot, tmp_path):
    with Records(tmp_path / "records.sqlite3") as records:
        view = SettingsView(SettingsInForce(tmp_path / "config", known_skill=is_known_skill), records,
                            records.add_trainee("Ana").id)
        qtbot.addWidget(view)
        form = view.form(AppSettings)
        editor = form.field_widget("chips")
        while editor.table.rowCount() > len(REFUSED):
            editor.table.selectRow(editor.table.rowCount() - 1)
            qtbot.mouseClick(editor.remove, Qt.MouseButton.LeftButton)
        for row, value in enumerate(REFUSED):
            editor.table.item(row, 0).setText(value)
        assert REASON in form.error_text("chips")
        assert not form.save_button.isEnabled()
        assert not form.save()
        assert load_settings(AppSettings, tmp_path / "config").settings == AppSettings()  # nothing was written
        editor.table.item(1, 0).setText("10")  # $3.33, $10, $100,000 is searched: the set is taken
        assert form.error_text("chips") == "" and form.save()


def test_a_refused_set_saved_before_is_reported_at_start_and_the_standard_chips_used(folders):
    config, data = folders
    rows = "".join(f'    {{ value = "{v}", colour = "colour {i}" }},\n' for i, v in enumerate(REFUSED))
    text = f"schema_version = 1\nchips = [\n{rows}]\n"
    (config / "app.toml").write_text(text, encoding="utf-8")
    started = start_app(config, data, open_first="payouts")
    assert started.code == 0
    no_traceback(started)
    banner = started.line("banner: ")
    assert str(config / "app.toml") in banner and REASON in banner and "standard settings are in force" in banner
    kept = [p for p in config.iterdir() if p.name.startswith("app.toml.broken-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text  # nothing lost
    assert started.told == [banner]

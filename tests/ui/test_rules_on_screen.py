"""The rules in force on the screens: start pages, felt signs, the Settings form's refusals."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.storage.settings import AppSettings, load_settings
from dealertrainer.ui.table.signage import Signage, signage_for
from dealertrainer.ui.table.wager_felt import spot_for


def test_the_felt_prints_the_house_prices():
    standard = signage_for(BaccaratRules(), BlackjackRules())
    assert standard == Signage()
    house = signage_for(BaccaratRules(tie_pays=9, pair_pays=25, commission_rate=Decimal("0.04")),
                        BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True))
    assert house.baccarat_odds == "BANKER PAYS 96% · COMMISSION ROUNDED UP TO THE $0.25 · TIE PAYS 9 TO 1 · PAIRS PAY 25 TO 1"
    assert house.blackjack_pays == "BLACKJACK PAYS 6 TO 5" and house.dealer_rule == "DEALER MUST HIT SOFT 17"
    assert house.insurance == "INSURANCE PAYS 2 TO 1" and house.blackjack_rounding == "BLACKJACKS PAID DOWN TO THE $0.50"
    exact = signage_for(BaccaratRules(commission_rounding="exact"), BlackjackRules(payout_rounding="exact"))
    assert exact.blackjack_rounding == "" and exact.baccarat_odds.startswith("BANKER PAYS 95% · TIE")
    by_the_dollar = signage_for(BaccaratRules(commission_rounding="1"), BlackjackRules(payout_rounding="1"))
    assert by_the_dollar.blackjack_rounding == "BLACKJACKS PAID DOWN TO THE $1"
    assert "COMMISSION ROUNDED UP TO THE $1" in by_the_dollar.baccarat_odds
    ez = signage_for(BaccaratRules(no_commission=True, pair_bets=False), BlackjackRules())
    assert ez.baccarat_odds == ("BANKER PAYS 1 TO 1 · A 3-CARD 7 PUSHES · TIE PAYS 8 TO 1 · DRAGON 7 PAYS 40 TO 1"
                                " · PANDA 8 PAYS 25 TO 1")
    assert ez.commission_heading == ""
    boxed = signage_for(BaccaratRules(commission_style=CommissionStyle.BOX), BlackjackRules())
    assert boxed.baccarat_odds.startswith("BANKER PAYS 1 TO 1 · 5% COMMISSION")


def test_the_felt_prints_the_rules_a_commission_box_and_a_late_blackjack_are_settled_by():
    """The box step and the no-peek settlement decide keys; the felt says them, as it says prices."""
    boxed = signage_for(BaccaratRules(commission_style=CommissionStyle.BOX, commission_rate=Decimal("0.04"),
                                      commission_box_step=Decimal("0.50")), BlackjackRules())
    assert boxed.commission_heading == "COMMISSION ROUNDED UP TO $0.50"
    assert spot_for("baccarat.commission.box", "banker", boxed).pays == "4% COMMISSION TO THE BOX, UP TO $0.50"
    assert signage_for(BaccaratRules(), BlackjackRules()).commission_heading == "COMMISSION"  # nothing boxed
    original = signage_for(BaccaratRules(), BlackjackRules(dealer_peeks=False, no_peek_original_bets_only=True))
    assert original.dealer_rule == ("DEALER MUST STAND ON ALL 17s · NO PEEK: A DEALER BLACKJACK TAKES "
                                    "ORIGINAL BETS ONLY")
    every = signage_for(BaccaratRules(), BlackjackRules(dealer_peeks=False, dealer_hits_soft_17=True))
    assert every.dealer_rule == "DEALER MUST HIT SOFT 17 · NO PEEK: A DEALER BLACKJACK TAKES ALL BETS"


def test_the_payout_spots_print_the_house_prices():
    house = signage_for(BaccaratRules(pair_pays=25, commission_rate=Decimal("0.04"), dragon_seven_pays=50),
                        BlackjackRules())
    assert spot_for("baccarat.payout.pair", "banker pair", house).pays == "BANKER PAIR PAYS 25 TO 1"
    assert spot_for("baccarat.payout.banco", "banker", house).pays == "BANCO PAYS 1 TO 1 LESS 4% COMMISSION"
    assert spot_for("baccarat.commission.box", "banker", house).pays == "4% COMMISSION TO THE BOX, UP TO $0.25"
    assert spot_for("baccarat.payout.dragon7", "dragon 7", house).pays == "DRAGON 7 PAYS 50 TO 1"
    assert spot_for("blackjack.payout.insurance", "insurance", house).pays == "INSURANCE PAYS 2 TO 1"
    assert spot_for("baccarat.payout.pair", "player pair").pays == "PLAYER PAIR PAYS 11 TO 1"  # the standard


def test_a_save_in_settings_shows_at_once_on_start_pages_and_felts(qtbot, window, context):
    blackjack = window.open("blackjack.seat")
    assert "blackjack pays 3 to 2 (rounded down to the $0.50) · dealer stands on soft 17" in blackjack.rules_line.text()
    canvas = blackjack.canvas("blackjack")
    assert canvas.signage.blackjack_pays == "BLACKJACK PAYS 3 TO 2"
    view = window.open("settings")
    form = view.form(BlackjackRules)
    form.field_widget("dealer_hits_soft_17").setChecked(True)
    pays = form.field_widget("blackjack_pays")
    pays.setCurrentIndex(pays.findData("6:5"))
    with qtbot.waitSignal(view.settings_saved):
        qtbot.mouseClick(form.save_button, Qt.MouseButton.LeftButton)
    assert context.settings.rules("blackjack").dealer_hits_soft_17
    assert "blackjack pays 6 to 5 (rounded down to the $0.50) · dealer hits soft 17 · no even money" in blackjack.rules_line.text()
    assert canvas.signage.dealer_rule == "DEALER MUST HIT SOFT 17"
    assert blackjack.shoe_panel.rules.blackjack_pays is BlackjackPays.SIX_TO_FIVE
    payouts = window.open("payouts")
    assert payouts.rules_line.text().startswith("House rules: blackjack pays 6 to 5")
    assert window.open("totals").rules_line.isHidden()  # nothing of the house's in a totals drill


def test_the_theme_key_saves_through_the_settings_in_force(qtbot, window, context):
    view = window.open("settings")
    form = view.form(AppSettings)
    before = context.theme
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert context.settings.app.theme.value == context.theme.value == before.other().value
    assert load_settings(AppSettings).settings.theme.value == context.theme.value
    assert form.field_widget("theme").currentData() == context.theme.value
    assert form.status.text() == "Saved" and not form.save_button.isEnabled()


@pytest.mark.parametrize(
    ("field", "typed", "reason"),
    [
        ("table_maximum", "1e300", ""),  # the field takes no exponent: nothing but digits and a point
        ("table_maximum", "1000001", "“Table maximum”: input should be less than or equal to 1000000"),
        ("table_minimum", "10.001", "must be in whole cents"),
        ("commission_box_step", "0.001", "must be in whole cents"),
        ("commission_box_step", "0", "greater than or equal to 0.01"),
        ("commission_box_step", "6", "less than or equal to 5"),
    ],
)
def test_the_form_refuses_what_the_file_may_not_hold(qtbot, window, field, typed, reason):
    form = window.open("settings").form(BaccaratRules)
    editor = form.field_widget(field)
    editor.setText("")
    qtbot.keyClicks(editor, typed)
    if not reason:
        assert editor.text() != typed  # refused as it is typed
        return
    assert form.current is None and not form.save_button.isEnabled()
    assert reason.split(": ")[-1].lower() in form.error_text(field).lower()
    assert field not in form.error_text(field)  # in the form's words, not the file's


def test_target_times_for_unknown_skills_are_refused_on_the_form(qtbot, window):
    form = window.open("settings").form(AppSettings)
    targets = form.field_widget("target_seconds")
    targets.set_target("baccarat.banker.9.vs.poker", "2")
    assert "baccarat.banker.9.vs.poker: no such skill or skill group" in form.error_text("target_seconds")
    assert not form.save_button.isEnabled()


def test_an_exam_result_names_the_rules_it_was_taken_under(qtbot, window, context):
    import json

    context.settings.save(BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE))
    exam = window.open("exam")
    exam.choose("blackjack.payout")
    exam.length.setValue(3)  # a topic takes at least three questions
    exam.start()
    exam.finish()  # handed in at once
    assert "House rules in force:" in exam.result_summary.text()
    assert "Blackjack: 6 decks · blackjack pays 6 to 5" in exam.result_summary.text()
    assert any("blackjack pays 6 to 5" in line for line in exam.report.house_rules)
    (session,) = [s for s in context.records.sessions(context.trainee.id) if s.drill_id == "exam"]
    assert json.loads(session.rules_json)["blackjack"]["blackjack_pays"] == "6:5"


def test_settings_do_not_say_saved_over_a_file_that_could_not_be_used(qtbot, tmp_path):
    from dealertrainer.storage.settings_in_force import SettingsInForce
    from dealertrainer.ui.settings.settings_view import SettingsView

    folder = tmp_path / "house"
    folder.mkdir()
    (folder / "stud.toml").write_text("game = 'razz'\n", encoding="utf-8")
    owner = SettingsInForce(folder)
    view = SettingsView(owner)
    qtbot.addWidget(view)
    form = view.form(StudRules)
    assert form.status.text() == "File kept aside (see above): standard settings in force"
    assert "stud.toml could not be used" in view.load_problems.text() and not view.load_problems.isHidden()
    assert view.form(BaccaratRules).status.text() == "Saved"  # the other files were fine
    assert form.save()  # the standard written in its place settles it
    assert form.status.text() == "Saved" and view.load_problems.isHidden()
    assert SettingsInForce(folder).problems == []


def test_a_resumed_session_keeps_the_signs_of_the_rules_it_deals_by(qtbot, window, context):
    blackjack = window.open("blackjack.seat")
    blackjack.start()
    qtbot.waitUntil(lambda: blackjack.session is not None, timeout=10000)
    canvas = blackjack.canvas("blackjack")
    assert canvas.signage.blackjack_pays == "BLACKJACK PAYS 3 TO 2"
    context.settings.save(BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE))
    assert canvas.signage.blackjack_pays == "BLACKJACK PAYS 3 TO 2"  # this shoe is dealt at 3:2 to its end
    assert "blackjack pays 6 to 5" in blackjack.rules_line.text()  # the next one at 6:5
    blackjack.leave()
    window.open("home")
    window.open("blackjack.seat")
    assert blackjack.resume_button.isVisibleTo(blackjack)
    blackjack.resume()
    qtbot.waitUntil(lambda: blackjack.in_session, timeout=10000)
    assert blackjack.session.drill.config.rules.blackjack_pays is BlackjackPays.THREE_TO_TWO
    assert canvas.signage.blackjack_pays == "BLACKJACK PAYS 3 TO 2"
    blackjack.finish()
    blackjack.start()
    qtbot.waitUntil(lambda: blackjack.in_session, timeout=10000)
    assert canvas.signage.blackjack_pays == "BLACKJACK PAYS 6 TO 5"

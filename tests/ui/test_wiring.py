"""The issue-8 screens in the real window: the shoe panel beside the tables, settings that are
in force at once, target times that move mastery, and the exam from the navigation."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealertrainer.ui.harness import answer_for


def _play(qtbot, screen, until) -> None:
    """Answer right until ``until()`` holds or the session ends (feedback at the end: no pauses)."""
    while screen.session is not None and not until():
        qtbot.waitUntil(lambda: screen.session is None or screen.session.waiting_for_answer or until(), timeout=5000)
        if screen.session is None or until():
            break
        screen._answer(answer_for(screen.session.current.question, True))


def _start(qtbot, window, context, drill_id, **config):
    context.drill_overrides[drill_id] = {"feedback": "at_end", **config}
    screen = window.open(drill_id)
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.start()
    return screen


def test_the_shoe_panel_follows_every_coup_of_the_real_baccarat_table(qtbot, window, context):
    screen = _start(qtbot, window, context, "baccarat.seat", coups=3)
    panel = screen.shoe_panel
    assert panel is not None and panel.isVisible() and panel.game == "baccarat"
    drill = screen.session.drill
    shown = []
    screen.shoe_shown.connect(shown.append)
    with qtbot.waitSignal(panel.odds_updated, timeout=10000) as odds:
        _play(qtbot, screen, lambda: any(len(s.results) == 1 for s in shown))
    first = next(s for s in shown if len(s.results) == 1)
    coup = drill.table.coups[0]
    assert first.results[0] == coup
    assert len(panel.roads.board.bead_plate) == 1 and panel.roads.board.bead_plate[0].winner is coup.winner
    cards = len(coup.player_cards) + len(coup.banker_cards)
    assert first.cards_dealt - first.burned == cards
    # Mid-coup, the cards on the felt count as dealt (the events shown are from the coup's start).
    table = screen.canvas("baccarat").table
    on_felt = sum(len(h.cards) for h in table.hands if str(h.place) != "burn")
    assert panel.on_table == on_felt
    assert panel.figures["cards_left"].text() == str(panel.state.cards_left - on_felt)
    assert sum(odds.args[0][k] for k in ("banker", "player", "tie")) == pytest.approx(1.0)
    _play(qtbot, screen, lambda: False)
    assert len(panel.results) == 3 and panel.results == drill.table.coups


def test_the_shoe_panel_shows_the_bust_table_after_a_blackjack_round(qtbot, window, context):
    screen = _start(qtbot, window, context, "blackjack.seat", rounds=1)
    drill = screen.session.drill
    panel = screen.shoe_panel
    before = panel.state.cards_dealt if panel.state else 0
    with qtbot.waitSignal(panel.odds_updated, timeout=10000, check_params_cb=lambda r: 6 in r) as odds:
        _play(qtbot, screen, lambda: False)
    assert panel.state.cards_dealt > before and panel.state.cards_dealt == drill.shoe.cards_dealt
    six = odds.args[0][6]["bust"]
    assert 0.3 < six < 0.5  # a six busts about four times in ten
    assert panel.odds_rows[6][0].text().endswith("%")


def test_a_stacked_shoe_and_a_replay_start_from_the_panel(qtbot, window, context, tmp_path):
    screen = _start(qtbot, window, context, "baccarat.seat", coups=1)
    scenario = tmp_path / "scenario.txt"
    scenario.write_text("# banker draws\n9s 2h 3d 4c 5s 6h 7d 8c 9h Ts\nJs Qs 3h 4h 5h 6s 7s 8s 9c 2c 2d 3s 4s 5d 6d 7c\n")
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        assert screen.shoe_panel.load_stacked_shoe(scenario) is not None
    from dealertrainer.training.drills.seat import is_stacked

    assert is_stacked(screen.session.drill.table.shoe)
    _play(qtbot, screen, lambda: False)
    coup = screen.shoe_panel.results[0]
    assert [str(c) for c in coup.player_cards[:2]] == ["J♠", "3♥"]
    bad = tmp_path / "bad.txt"
    bad.write_text("As Kd Zz\n")
    assert screen.shoe_panel.load_stacked_shoe(bad) is None
    assert "Zz" in screen.shoe_panel.message_text
    log = screen.shoe_panel.state.to_json()
    with qtbot.waitSignal(screen.question_shown, timeout=10000):
        screen.shoe_panel.replay_requested.emit(log)
    _play(qtbot, screen, lambda: False)
    assert screen.shoe_panel.results[0] == coup


def test_saved_rules_and_chips_are_what_the_next_drills_use(qtbot, window, context):
    from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
    from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
    from dealertrainer.storage.settings import AppSettings, ChipSpec
    from dealertrainer.training.drills import PayoutKind

    settings = window.open("settings")
    assert settings is window.settings
    form = settings.form(BlackjackRules)
    form.set_settings(BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, seats=2), keep_saved=True)
    with qtbot.waitSignal(settings.settings_saved):
        assert form.save()
    form = settings.form(BaccaratRules)
    form.set_settings(BaccaratRules(commission_style=CommissionStyle.BOX, tie_pays=9), keep_saved=True)
    with qtbot.waitSignal(settings.settings_saved):
        assert form.save()
    chips = (ChipSpec(value=Decimal(1), colour="white"), ChipSpec(value=Decimal(5), colour="red"),
             ChipSpec(value=Decimal(20), colour="yellow"), ChipSpec(value=Decimal(100), colour="black"))
    form = settings.form(AppSettings)
    form.set_settings(AppSettings(theme="light", chips=chips), keep_saved=True)
    with qtbot.waitSignal(settings.settings_saved):
        assert form.save()
    assert context.theme.value == "light"

    blackjack = _start(qtbot, window, context, "blackjack.seat", rounds=1)
    config = blackjack.session.drill.config
    assert config.rules.blackjack_pays is BlackjackPays.SIX_TO_FIVE and config.seats == 2
    assert blackjack.shoe_panel.rules.blackjack_pays is BlackjackPays.SIX_TO_FIVE
    blackjack.finish()
    baccarat = _start(qtbot, window, context, "baccarat.seat", coups=1)
    assert baccarat.session.drill.config.rules.tie_pays == 9
    baccarat.finish()
    payouts = _start(qtbot, window, context, "payouts", length=3, chips=True)
    config = payouts.session.drill.config
    assert PayoutKind.BLACKJACK_6TO5 in config.kinds and PayoutKind.BLACKJACK_3TO2 not in config.kinds
    assert PayoutKind.BANCO_BOX in config.kinds and PayoutKind.TIE_9TO1 in config.kinds
    assert [c.colour for c in config.chip_set] == ["white", "red", "yellow", "black"]
    assert payouts.session.current.question.chip_set == config.chip_set


def test_saved_target_times_change_mastery_in_progress_and_sessions(qtbot, window, context, records):
    from dealertrainer.storage.settings import AppSettings
    from dealertrainer.training.mastery import MasteryLevel

    me = context.trainee.id
    now = context.wall_clock()
    for i in range(20):  # twenty quick right answers over the last two days
        records.record_answer(me, "baccarat.banker.5.vs.4", True, 1.5, at=now - 86_400 * (1 - i // 10) - 3600 + i)
    progress = window.open("progress")
    assert progress is window.progress
    assert progress.stats["baccarat.banker.5.vs.4"].mastery.level is MasteryLevel.MASTERED
    _save_on_the_form(qtbot, window, AppSettings(target_seconds={"baccarat.banker": 1.0}))
    assert context.targets.target_for("baccarat.banker.5.vs.4") == 1.0
    window.open("progress")
    assert progress.stats["baccarat.banker.5.vs.4"].mastery.level is MasteryLevel.SLOW
    screen = _start(qtbot, window, context, "baccarat.draw_table", length=1)
    assert screen.session.targets.target_for("baccarat.banker.5.vs.4") == 1.0
    with qtbot.waitSignal(window.home.loaded, timeout=5000):
        window.open("home")
    weak = {row[0]: row[4] for row in window.home.facts.weakest}
    assert weak.get("baccarat.banker.5.vs.4") == 1.0


def test_target_times_saved_with_the_exam_open_time_its_next_paper(qtbot, window, context):
    from dealertrainer.storage.settings import AppSettings

    exam = window.open("exam")
    assert exam.targets.target_for("baccarat.banker.5.vs.4") != 1.0
    _save_on_the_form(qtbot, window, AppSettings(target_seconds={"baccarat.banker": 1.0}))
    assert exam.targets.target_for("baccarat.banker.5.vs.4") == 1.0
    window.open("exam")
    exam.choose("baccarat.banker")
    exam.length.setValue(3)
    exam.start()
    assert exam.drill.targets.target_for("baccarat.banker.5.vs.4") == 1.0
    exam.finish()


def _save_on_the_form(qtbot, window, saved):
    """Save ``saved`` (app settings or a game's house rules) from the Settings screen, as a user does."""
    settings = window.open("settings")
    form = settings.form(type(saved))
    form.set_settings(saved, keep_saved=True)
    with qtbot.waitSignal(settings.settings_saved):
        assert form.save()


def test_the_exam_entry_opens_the_exam_and_runs_to_its_report(qtbot, window, context, records):
    from dealertrainer.ui.progress.exam_view import ExamView

    view = window.open("exam")
    assert isinstance(view, ExamView) and view is window.exam
    view.choose("baccarat.banker")
    view.length.setValue(3)
    with qtbot.waitSignal(view.exam_started):
        view.start()
    with qtbot.waitSignal(view.exam_finished, timeout=5000) as finished:
        for _ in range(3):
            view.answer_with(answer_for(view.question, True))
    report = finished.args[0]
    assert (report.answered, report.correct) == (3, 3) and view.stack.currentIndex() == 2
    progress = window.open("progress")
    assert progress.exams.rowCount() == 1


def test_switching_trainee_refreshes_every_screen(qtbot, window, context, records):
    other = records.add_trainee("Second Trainee")
    records.record_answer(other.id, "totals.blackjack.hard", True, 1.0, at=1_700_000_000)
    progress = window.open("progress")
    settings = window.open("settings")
    with qtbot.waitSignal(window.home.loaded, timeout=5000):
        settings.trainee_switched.emit(other.id)
    assert context.trainee.id == other.id
    assert progress.title.text() == "Progress: Second Trainee"
    assert "Second Trainee" in window.home.title.text()
    assert "Second Trainee" in window.statusBar().currentMessage()

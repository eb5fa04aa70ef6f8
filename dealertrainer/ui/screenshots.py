"""``dealertrainer --screenshots DIR``: play every main screen offscreen and save it as PNG.

A throwaway records file and a fixed seed make the pictures repeatable; a scripted clock
gives the answers believable times. (``--self-test`` lives in ``ui/self_test.py``.)
"""

from __future__ import annotations

import random
import tempfile
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.places import BANKER, BURN, PLAYER
from dealertrainer.storage.records import Records
from dealertrainer.storage.settings import AppSettings
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.offer import SEAT_DRILLS
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.harness import answer_for, wait_until
from dealertrainer.ui.main_window import MainWindow
from dealertrainer.ui.theme import Theme, apply_theme

__all__ = ["MAIN_SCREENS", "SIZES", "ScriptedClock", "render_screenshots"]

SIZE = (1440, 920)
#: Every screen again at the smallest window, a middling and a large one (``name-WxH.png``).
SIZES = ((1024, 700), (1440, 900), (1920, 1080))
#: The screens whose 1024x700 pictures ship beside the README's (packaging/screenshots).
MAIN_SCREENS = ("home", "table-baccarat", "table-blackjack", "table-stud", "session-summary", "exam-result",
                "progress", "settings", "table-pace", "audition-result")


class ScriptedClock:
    """A monotonic clock that moves on by a believable answer time at each reading."""

    def __init__(self, seed: int = 7) -> None:
        self._now = 1000.0
        self._rng = random.Random(seed)

    def __call__(self) -> float:
        self._now += self._rng.uniform(0.4, 1.9)
        return self._now


class WallClock:
    """A wall clock for scripted runs: starts some days back and moves on a few seconds a reading;
    ``next_day()`` jumps to the next morning, so stored records spread over several days."""

    def __init__(self, days_back: int = 6) -> None:
        today = time.time() // 86400 * 86400
        self.now = today - days_back * 86400 + 9 * 3600

    def __call__(self) -> float:
        self.now += 4.0
        return self.now

    def next_day(self) -> None:
        self.now = (self.now // 86400 + 1) * 86400 + 9 * 3600


class _Stage:
    """A main window on a throwaway records file, driven by script."""

    def __init__(self, folder: Path, theme: Theme, seed: int = 11, classroom: Any = None, name: str = "Alex Chen",
                 language: str | None = None) -> None:
        self.language = language  # carried in every file name (home-zh_CN-1024x700.png); None: none
        self.records = Records(folder / "records.sqlite3")
        trainee = self.records.add_trainee(name)
        self.records.touch_trainee(trainee.id)
        self.wall = WallClock()
        self.context = AppContext(
            records=self.records, trainee=trainee, theme=theme, motion_delay_ms=0, clock=ScriptedClock(), seed=seed,
            wall_clock=self.wall, settings=SettingsInForce(folder / "config"),
        )
        if classroom is not None:  # signed in to a class database
            self.context.classroom = classroom  # type: ignore[attr-defined]
        self.window = MainWindow(self.context)
        self.window.resize(*SIZE)
        self.window.show()
        if not wait_until(lambda: self.window.registry_ready, timeout=20):
            raise RuntimeError("the drills registry did not load")
        self.rng = random.Random(seed)

    def start(self, drill_id: str, **config: Any):
        self.context.drill_overrides[drill_id] = config
        screen = self.window.open(drill_id)
        if screen is None:
            raise ValueError(f"the window has no screen for {drill_id!r}")
        screen.start()
        if not wait_until(lambda: screen.session is not None and screen.session.waiting_for_answer):
            raise RuntimeError(f"{drill_id}: no question came up ({screen.error.text()})")
        return screen

    def answer(self, screen, right: bool) -> None:
        question = screen.session.current.question
        screen._answer(answer_for(question, right))

    def play(self, screen, count: int, accuracy: float) -> None:
        """Answer ``count`` questions (or until the session ends), right with ``accuracy``."""
        for _ in range(count):
            if screen.session is None:
                return
            self.answer(screen, self.rng.random() < accuracy)
            if screen.session is not None and screen.panel.waiting_for_next:
                screen._advance()
            wait_until(lambda: screen.session is None or screen.session.waiting_for_answer)

    def play_until_skill(self, screen, skill: str, accuracy: float, most: int = 40) -> None:
        """Answer questions until one on ``skill`` is up (at most ``most``)."""
        for _ in range(most):
            if screen.session is None or screen.session.current.question.skill == skill:
                return
            self.play(screen, 1, accuracy)

    def play_until_cards(self, screen, cards: int, most: int = 40) -> None:
        """Answer right until the felt shows at least ``cards`` cards (a hand well under way)."""
        for _ in range(most):
            question = screen.session.current.question if screen.session and screen.session.current else None
            table = question.table if question is not None else None
            if table is not None and table.cards_in_play >= cards:
                return
            self.play(screen, 1, 1.0)

    def play_until_third_card(self, screen, most: int = 120) -> bool:
        """Answer right until the Player or the Banker holds a third card (and no burn is shown)."""
        for _ in range(most):
            question = screen.session.current.question if screen.session and screen.session.current else None
            table = question.table if question is not None else None
            if table is not None and table.hand(BURN) is None and any(
                    len(h.cards) == 3 for h in table.hands if h.place in (PLAYER, BANKER)):
                return True
            if screen.session is None:
                return False
            self.play(screen, 1, 1.0)
        return False

    def shoot(self, folder: Path, name: str) -> list[Path]:
        """The window as ``name``, then at each of ``SIZES`` as ``name-WxH``; back to ``SIZE``."""
        name = in_language(name, self.language)
        written = [self._grab(folder, name)]
        for width, height in SIZES:
            self.window.resize(width, height)
            QCoreApplication.processEvents()
            current = self.window.current_screen()
            if current is not None:
                wait_for_odds(current)
            written.append(self._grab(folder, f"{name}-{width}x{height}"))
        self.window.resize(*SIZE)
        QCoreApplication.processEvents()
        return written

    def _grab(self, folder: Path, name: str) -> Path:
        for screen in self.window.screens.values():  # a believable answer time, not the scripted 0.0 s
            if screen.session is not None and screen.panel.timer.text():
                screen.panel.show_elapsed(1.0 + self.rng.random() * 2.2)
        QCoreApplication.processEvents()
        path = folder / f"{name}.png"
        if not self.window.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        return path

    def close(self) -> None:
        self.window.close()
        self.window.deleteLater()
        self.records.close()


def in_language(name: str, language: str | None) -> str:
    """A picture's name with the language it shows ("home" -> "home-zh_CN"; None: as it is)."""
    return f"{name}-{language}" if language else name


def render_screenshots(folder: Path, theme: Theme = Theme.DARK, language: str | None = None) -> list[Path]:
    """Every main screen as PNG in ``folder``; returns the files written. ``language``: the
    language in force (``language.use_language`` chose it), named in each file's name."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance()
    apply_theme(app, theme)
    written: list[Path] = []
    with tempfile.TemporaryDirectory(prefix="dealertrainer-shots-") as scratch:
        stage = _Stage(Path(scratch), theme, language=language)
        ids = {entry.drill_id for entry in stage.window.entries}
        try:
            if "baccarat.draw_table" in ids:
                screen = stage.start("baccarat.draw_table", length=60)
                stage.play(screen, 45, 0.82)
                written += stage.shoot(folder, "draw-table-drill")
                screen.finish()
                written += stage.shoot(folder, "draw-table-heatmap")
            stage.wall.next_day()
            if "payouts" in ids:
                screen = stage.start("payouts", length=12, chips=True)
                stage.play(screen, 5, 0.7)
                written += stage.shoot(folder, "payout-drill")
                stage.play(screen, 12, 0.7)
                if screen.session is not None:
                    screen.finish()
                written += stage.shoot(folder, "session-summary")
            stage.wall.next_day()
            if "chips" in ids:  # a leaving player's pile up to colour up, a chip or two keyed
                screen = stage.start("chips", length=12, kinds=["chips.colour_up.fewest", "chips.stacks.read",
                                                                "chips.size.blackjack"])
                stage.play_until_skill(screen, "chips.colour_up.fewest", 0.8)
                screen.panel.handle_key(_chip_key(screen.session.current.question))
                written += stage.shoot(folder, "chips-drill")
                screen.finish()
            stage.wall.next_day()
            if "totals" in ids:
                screen = stage.start("totals", length=10)
                stage.play(screen, 3, 0.9)
                written += stage.shoot(folder, "totals-drill")
                screen.finish()
            if "stud.seat" in ids:  # a table's start page: what it asks, the rules in force, the options
                stage.window.open("stud.seat")
                written += stage.shoot(folder, "start-page")
            for drill_id, name in SEAT_DRILLS.items():
                if drill_id not in ids:
                    continue
                stage.wall.next_day()
                screen = stage.start(drill_id)
                if name == "baccarat":  # well into the shoe, so the roads have something to show
                    while screen.session is not None and len(screen.session.drill.table.coups) < 26:
                        stage.play(screen, 1, 0.93)
                elif name == "blackjack":
                    stage.play(screen, 12, 0.9)
                else:  # a few stud questions answered, so Progress has a Stud branch
                    stage.play(screen, 14, 0.85)
                stage.play_until_cards(screen, 4 if name == "baccarat" else 7)
                wait_for_odds(screen)
                written += stage.shoot(folder, f"table-{name}")
                if name == "baccarat" and stage.play_until_third_card(screen):
                    written += stage.shoot(folder, "table-baccarat-third-card")
                if name == "blackjack":
                    stage.answer(screen, right=False)
                    written += stage.shoot(folder, "wrong-answer-feedback")
                    written += _missed_hand_replay(stage, screen, folder)
                screen.leave()
            written += _mistake_replay(stage, folder)
            written += _pace_and_audition(stage, folder, ids)
            written += _trainer_screens(stage, folder)
            stage.window.open("home")
            refit = stage.window.memory_refit  # a refit that ends announces new records: Home reads them again
            for _ in range(3):
                wait_until(lambda: not refit.running, timeout=60)
                QCoreApplication.processEvents()
            stage.window.home.facts = None
            stage.window.home.refresh()
            wait_until(lambda: stage.window.home.facts is not None and stage.window.home.facts.recent != [])
            for _ in range(3):  # the lines just added to Home's boxes are laid out and shown
                QCoreApplication.processEvents()
            written += stage.shoot(folder, "home")
        finally:
            stage.close()
        written += _classroom_screens(Path(scratch), folder, theme, language)
    return written


def _classroom_screens(scratch: Path, folder: Path, theme: Theme, language: str | None = None) -> list[Path]:
    """The instructor's screen on a class of twelve, and a trainee's Home with work assigned."""
    from dealertrainer.ui.classroom.class_screenshots import class_of_twelve, shoot_classroom  # lazy: --screenshots only

    engine, instructor, trainee = class_of_twelve(scratch / "class.sqlite3", WallClock(0).now)
    written: list[Path] = []
    for who, place in ((instructor, "instructor"), (trainee, "trainee")):
        (scratch / place).mkdir()
        stage = _Stage(scratch / place, theme, classroom=who, name="Ana Souza" if who is trainee else "Irene Ortiz",
                       language=language)
        try:
            if who is instructor:
                written += shoot_classroom(stage.window, lambda name: stage.shoot(folder, name), wait_until)
            else:
                box = stage.window.home.assigned
                wait_until(lambda: box is not None and len(box.buttons) == 2, timeout=30)
                for _ in range(3):  # the lines just added are laid out and shown
                    QCoreApplication.processEvents()
                written += stage.shoot(folder, "home-assigned")
        finally:
            stage.close()
    engine.dispose()
    return written


def _missed_hand_replay(stage: _Stage, screen, folder: Path) -> list[Path]:
    """The session handed in, its first missed hand replayed from the summary, shown at the
    missed step (the dialog at ``SIZE`` and at each of ``SIZES``)."""
    from dealertrainer.ui.session.hand_replay_view import HandReplayView  # lazy: only this picture needs it

    screen.finish()
    if not screen.summary.press_replay(1) or not wait_until(lambda: screen.summary.findChildren(HandReplayView),
                                                              timeout=30):
        raise RuntimeError("the summary offers no missed hand to replay")
    replay = screen.summary.findChildren(HandReplayView)[-1]
    replay.show_step(replay.replay.asked)
    written = []
    for width, height in (SIZE, *SIZES):
        replay.resize(width, height)
        QCoreApplication.processEvents()
        name = in_language("hand-replay", stage.language)
        path = folder / (f"{name}.png" if (width, height) == SIZE else f"{name}-{width}x{height}.png")
        if not replay.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        written.append(path)
    replay.close()
    return written


def _mistake_replay(stage: _Stage, folder: Path) -> list[Path]:
    """A round of the Dealer's mistakes drill replayed to mid-hand, as a trainee watches it."""
    from dealertrainer.ui.session.mistake_replay import ReplayPlayer  # lazy: as the screens load it

    screen = stage.start("mistakes", games=("blackjack",))
    player = screen.findChild(ReplayPlayer)
    beats = len(screen.session.current.question.replay)
    for _ in range(beats // 2):
        player.next_beat()
    written = stage.shoot(folder, "mistake-replay")
    screen.leave()
    return written


def _trainer_screens(stage: _Stage, folder: Path) -> list[Path]:
    """An exam taken to its result, the progress those records make, and the settings."""
    written = []
    window = stage.window
    exam = window.open("exam")
    exam.choose("baccarat.banker", "blackjack.payout")
    exam.length.setValue(16)
    written += stage.shoot(folder, "exam-setup")
    exam.start()
    while exam.session is not None and exam.stack.currentIndex() == 1 and exam.question is not None:
        if exam.session.answered == 3:
            written += stage.shoot(folder, "exam-paper")
        exam.answer_with(answer_for(exam.question, stage.rng.random() < 0.85))
    written += stage.shoot(folder, "exam-result")

    progress = window.open("progress")
    progress.select_skill("baccarat")
    written += stage.shoot(folder, "progress")

    settings = window.open("settings")
    settings.show_page(AppSettings)
    written += stage.shoot(folder, "settings")
    settings.show_page(BlackjackRules)
    form = settings.form(BlackjackRules)
    form.set_settings(BlackjackRules().model_copy(update={"table_minimum": Decimal("2000")}), keep_saved=True)
    written += stage.shoot(folder, "settings-invalid-value")
    form.set_settings(BlackjackRules())
    return written


def _chip_key(question) -> QKeyEvent:
    """The key press of the smallest chip of the right answer, as a trainee starts to build it."""
    chips = sorted(question.chip_set, key=lambda chip: chip.value)
    smallest = min(dict(question.chips_accepted[0]))
    key = str(chips.index(smallest) + 1)
    return QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_0 + int(key), Qt.KeyboardModifier.NoModifier, key)


def _pace_and_audition(stage: _Stage, folder: Path, ids: set[str]) -> list[Path]:
    """The baccarat table at game pace mid-shoe (the pace meter over the felt), then a short
    audition at blackjack to its result, and its report rendered as a picture."""
    from dealertrainer.ui.report_pdf import save_png  # lazy: only the screenshots render reports
    from dealertrainer.training.audition_report import audition_html

    written: list[Path] = []
    if "baccarat.seat" in ids:
        stage.wall.next_day()
        table = stage.window.open("baccarat.seat")
        table.intro.game_pace.setChecked(True)
        screen = stage.start("baccarat.seat")
        while screen.session is not None and screen.pace.meter is not None and screen.pace.meter.hands < 5:
            stage.play(screen, 1, 0.95)
        screen.pace.refresh()
        written += stage.shoot(folder, "table-pace")
        screen.leave()
        table.intro.game_pace.setChecked(False)
    stage.context.drill_overrides["audition"] = {"game": "blackjack", "seats": 3, "minutes": 3}
    audition = stage.window.open("audition")
    audition.show_setup()
    written += stage.shoot(folder, "audition-setup")
    audition.start()
    while audition.stack.currentIndex() == 1:
        if not wait_until(lambda: audition.stack.currentIndex() != 1 or audition.loop.question is not None):
            raise RuntimeError("the audition asked nothing")
        if audition.loop.question is not None:
            audition.loop.answer(answer_for(audition.loop.question, stage.rng.random() < 0.9))
    written += stage.shoot(folder, "audition-result")
    if audition.result.result is not None:
        written.append(save_png(audition_html(audition.result.result), folder / f"{in_language('audition-report', stage.language)}.png"))
    return written


def wait_for_odds(screen) -> None:
    """Wait for the shoe panel's odds at a table that computes them (baccarat, blackjack; a stud
    deck has none, so there is nothing to wait for)."""
    panel = screen.shoe_panel
    if panel is not None and panel.game in ("baccarat", "blackjack"):
        wait_until(lambda: panel.odds is not None and panel.odds_status.text() != panel.tr("working…"))

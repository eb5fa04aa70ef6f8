"""Work off the GUI thread: run a function in Qt's thread pool and hear back in the GUI thread."""

from __future__ import annotations

import importlib
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRunnable, QThreadPool, QTimer, Signal
from shiboken6 import isValid

__all__ = ["CORE_MODULES", "Job", "closing", "import_core", "run_job", "stop_jobs"]


class Job(QObject):
    """Carries one background result back to the GUI thread."""

    done = Signal(object)
    failed = Signal(str)


class _Runner(QRunnable):
    def __init__(self, job: Job, work: Callable[[], Any]) -> None:
        super().__init__()
        self.job = job
        self.work = work
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            try:
                result = self.work()
            except Exception as error:  # reported to the screen, which shows it
                self.job.failed.emit(f"{type(error).__name__}: {error}")
            else:
                self.job.done.emit(result)
        except RuntimeError:
            pass  # the app closed while the work ran: no one is left to tell


_ALIVE: set[Job] = set()

#: What work on the pool imports: the training core and the engines under it. Two threads
#: importing the same modules at once can meet one partially initialised (an ImportError
#: seen when Settings was opened right after start, while Home's figures were gathered on a
#: worker), so these are imported on the GUI thread before the first worker starts.
CORE_MODULES = (
    "dealertrainer.training.drills",
    "dealertrainer.training.progress",
    "dealertrainer.training.practice",  # Home's counts of what is waiting
    "dealertrainer.training.schedule",
    "dealertrainer.training.mastery",
    "dealertrainer.training.memory_fit",
)
_WAITING: list[_Runner] = []
_CLOSING = threading.Event()


def closing() -> bool:
    """True while ``stop_jobs`` waits: a long job (the memory refit) gives up, writing nothing."""
    return _CLOSING.is_set()
_core_imported = False


def run_job(work: Callable[[], Any], on_done: Callable[[Any], None], on_failed: Callable[[str], None] | None = None,
            *, owner: QObject | None = None) -> Job:
    """Run ``work()`` in the thread pool; ``on_done(result)`` runs in the GUI thread.

    ``owner``: the widget the result is for; when it is deleted before the work ends (a window
    closed meanwhile), the result is dropped instead of drawn on a deleted widget.

    Call it from the GUI thread. The first jobs wait until the first window has painted;
    then the training core is imported on the GUI thread and they start (the user sees the
    window at once, not after the imports)."""
    job = Job()
    _ALIVE.add(job)

    def finish(result: Any) -> None:
        _release(job)
        if owner is None or isValid(owner):
            on_done(result)

    def fail(message: str) -> None:
        _release(job)
        if on_failed is not None and (owner is None or isValid(owner)):
            on_failed(message)

    job.done.connect(finish)
    job.failed.connect(fail)
    runner = _Runner(job, work)
    if _core_imported:
        QThreadPool.globalInstance().start(runner)
    else:
        _WAITING.append(runner)
        if len(_WAITING) == 1:
            _after_first_paint(import_core)
    return job


def _release(job: Job) -> None:
    """A job that has reported is let go: its connections hold the closures that hold it (a
    cycle through Qt that Python's collector cannot see), so it is deleted, not just forgotten."""
    _ALIVE.discard(job)
    job.deleteLater()


#: How long (from the start of the event loop) the core waits for a first paint before it is
#: imported anyway: nothing may be shown (a test, a minimised start).
NOTHING_SHOWN_MS = 400


class _FirstPaint(QObject):
    """Runs ``then`` once the first window has painted (the paint done), or after a while if
    nothing is painted, so the user sees the window before the core's imports block the thread."""

    def __init__(self, then: Callable[[], None]) -> None:
        super().__init__()
        self.then = then
        self.fired = False
        self.fallback = QTimer(self)
        self.fallback.setSingleShot(True)
        self.fallback.timeout.connect(self.fire)
        # Counted from when the event loop runs: the window is shown by then, its paint is due.
        QTimer.singleShot(0, self, lambda: self.fallback.start(NOTHING_SHOWN_MS) if not self.fired else None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint and not self.fired:
            QTimer.singleShot(0, self.fire)  # after this paint (and the window's whole repaint) is done
        return False

    def fire(self) -> None:
        if self.fired:
            return
        self.fired = True
        self.fallback.stop()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        _WATCHERS.discard(self)
        self.then()


_WATCHERS: set[_FirstPaint] = set()


def _after_first_paint(then: Callable[[], None]) -> None:
    watcher = _FirstPaint(then)
    _WATCHERS.add(watcher)
    app = QCoreApplication.instance()
    if app is not None:
        app.installEventFilter(watcher)


def import_core() -> None:
    """Import ``CORE_MODULES`` on this (the GUI) thread, then start the jobs that waited."""
    global _core_imported
    if not _core_imported:
        for name in CORE_MODULES:
            try:
                importlib.import_module(name)
            except Exception:  # noqa: BLE001 - the waiting jobs meet the same error and report it
                pass
        _core_imported = True
    while _WAITING:
        QThreadPool.globalInstance().start(_WAITING.pop(0))


def stop_jobs(timeout_ms: int = 30_000) -> bool:
    """At close: drop the jobs still waiting to start and wait for those running to end.

    A job may hold its own connection to the records (Home's figures do); left running past
    the close, it would write SQLite's side files into a folder being removed or closed.
    True if every running job ended within ``timeout_ms``."""
    while _WAITING:
        _release(_WAITING.pop().job)
    _CLOSING.set()
    try:
        return QThreadPool.globalInstance().waitForDone(timeout_ms)
    finally:
        _CLOSING.clear()  # a later window in this process (tests) runs its jobs to the end

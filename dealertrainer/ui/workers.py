"""Work off the GUI thread: run a function in Qt's thread pool and hear back in the GUI thread."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

__all__ = ["CORE_MODULES", "Job", "import_core", "run_job"]


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
    "dealertrainer.training.schedule",
    "dealertrainer.training.mastery",
)
_WAITING: list[QRunnable] = []
_core_imported = False


def run_job(work: Callable[[], Any], on_done: Callable[[Any], None], on_failed: Callable[[str], None] | None = None) -> Job:
    """Run ``work()`` in the thread pool; ``on_done(result)`` runs in the GUI thread.

    Call it from the GUI thread. The first jobs wait for the event loop, which imports the
    training core on the GUI thread and then starts them (the window shows first)."""
    job = Job()
    _ALIVE.add(job)

    def finish(result: Any) -> None:
        _ALIVE.discard(job)
        on_done(result)

    def fail(message: str) -> None:
        _ALIVE.discard(job)
        if on_failed is not None:
            on_failed(message)

    job.done.connect(finish)
    job.failed.connect(fail)
    runner = _Runner(job, work)
    if _core_imported:
        QThreadPool.globalInstance().start(runner)
    else:
        _WAITING.append(runner)
        if len(_WAITING) == 1:
            QTimer.singleShot(0, import_core)
    return job


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

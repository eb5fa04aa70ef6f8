"""Work off the GUI thread: run a function in Qt's thread pool and hear back in the GUI thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

__all__ = ["Job", "run_job"]


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


def run_job(work: Callable[[], Any], on_done: Callable[[Any], None], on_failed: Callable[[str], None] | None = None) -> Job:
    """Run ``work()`` in the thread pool; ``on_done(result)`` runs in the GUI thread."""
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
    QThreadPool.globalInstance().start(_Runner(job, work))
    return job

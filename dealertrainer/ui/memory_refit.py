"""The trainee's memory model refitted off the GUI thread as answers come in.

After every change of records (a sitting or an exam ended), trainee or settings (the
school's desired retention), ``training.memory_fit.refit_at`` runs in the thread pool on a
connection of its own: it fits the trainee's FSRS parameters when enough new spaced reviews
have come in, and rebuilds the stored cards when the retention changed. When it changed
anything, the records change is announced, so Home and Progress show the new schedule.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from dealertrainer.training.changes import FIGURES, Change
from dealertrainer.training.mastery import MasteryTargets
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.workers import closing, run_job

__all__ = ["MemoryRefit"]


def _refit(path: Path, trainee_id: int, targets: MasteryTargets) -> bool:
    # lazy: imported on the GUI thread after the first paint (workers.CORE_MODULES), before any job starts
    from dealertrainer.training.memory_fit import refit_at

    return refit_at(path, trainee_id, targets, stop=closing)


class MemoryRefit(QObject):
    """One refit at a time; a change while one runs starts another when it ends."""

    def __init__(self, context: AppContext, parent: QObject) -> None:
        super().__init__(parent)
        self.context = context
        self.running = False
        self._again = False
        context.listen(self, self._changed)

    def _changed(self, change: Change) -> None:
        if change & FIGURES:
            self.start()

    def start(self) -> None:
        records, trainee = self.context.records, self.context.trainee
        if records is None or trainee is None:
            return
        if self.running:
            self._again = True
            return
        self.running = True
        path, trainee_id, targets = records.path, trainee.id, self.context.targets
        run_job(lambda: _refit(path, trainee_id, targets), self._done, self._failed, owner=self)

    def _done(self, changed: bool) -> None:
        self.running = False
        if changed:
            self.context.changes.announce(Change.RECORDS)  # starts one more pass, which finds nothing to do
        elif self._again:
            self._again = False
            self.start()

    def _failed(self, _message: str) -> None:
        # The schedule stays as it was (the default or the last fit); the next change tries again.
        self.running = False
        self._again = False

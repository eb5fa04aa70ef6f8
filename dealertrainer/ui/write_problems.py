"""Writes that fail mid-run, told on the window's banner: the records file refusing an answer
(disk full, read-only, locked, moved away) and the trainee notes that cannot be written.

The records tell their listener at every refused write and once when writing works again;
the banner changes only when what it says changes, so a trainee who dismissed it is not
shown the same words at every answer. Trainee notes are told once a run."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from dealertrainer.storage.records import Records, RecordsWriteError
from dealertrainer.storage.trainee_notes import TraineeNotes
from dealertrainer.ui.start_problems import StartProblemsBanner

__all__ = ["WriteProblems"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("WriteProblems", text)


class WriteProblems:
    """Listens to the records and the trainee notes for the window's lifetime (``stop()`` at close)."""

    def __init__(self, banner: StartProblemsBanner, records: Records | None) -> None:
        self.banner = banner
        self.records = records
        self.told: str | None = None  # the records problem on the banner now
        if records is not None:
            records.on_write_problem = self.records_problem
        TraineeNotes.listen(self.notes_problem)

    def records_problem(self, problem: RecordsWriteError | None) -> None:
        if problem is None:
            if self.told is not None:
                self.told = None
                self.banner.tell(_tr("Your records are being saved again"),
                                 _tr("The records file takes writes again; answers kept meanwhile are saved now."))
            return
        if str(problem) == self.told:
            return
        self.told = str(problem)
        self.banner.tell(
            _tr("Not saved to your records"),
            str(problem) + " " + _tr("You can train on: answers are kept while their session runs and saved as soon "
                                     "as the file takes writes again. What is not saved by then is lost at the end "
                                     "of the session."),
        )

    def notes_problem(self, problem: str) -> None:
        self.banner.tell(
            _tr("Lessons and start-page choices are remembered only until you quit"),
            problem + ". " + _tr("Training goes on as usual; after a restart a lesson may be shown once more."),
        )

    def stop(self) -> None:
        if self.records is not None and self.records.on_write_problem == self.records_problem:
            self.records.on_write_problem = None
        TraineeNotes.listen(None)

"""What the app remembers about a trainee besides their answers: the lessons already given
once (the first-run walkthrough, a house rule explained the first time it is asked) and
small choices made on a start page (answer payouts in chips).

One JSON file beside the records file (``trainee-notes.json``), one entry per trainee. A
trainee is known by id and creation time, so a records file started afresh (whose ids
begin at 1 again) does not inherit someone else's notes. Writes are atomic. A notes file
that cannot be read counts as empty, and one that cannot be written leaves the note kept
for this run only: forgetting a lesson means it is shown once more, nothing worse. The
first write that fails in a run is told to the listener (``TraineeNotes.listen``, the window).
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from dealertrainer.storage.records import Trainee

__all__ = ["FILE_NAME", "TraineeNotes"]

FILE_NAME = "trainee-notes.json"
_VERSION = 1


class TraineeNotes:
    """One trainee's notes, read from and written to ``folder / FILE_NAME``."""

    _listener: ClassVar[Callable[[str], None] | None] = None
    _told: ClassVar[bool] = False
    _kept: ClassVar[dict[tuple[str, str], dict[str, Any]]] = {}  # (file, trainee) -> notes not written, this run

    @classmethod
    def listen(cls, listener: Callable[[str], None] | None) -> None:
        """Whom to tell (once, until listen is called again) that notes could not be written; None: nobody."""
        cls._listener, cls._told = listener, False

    def __init__(self, folder: Path, trainee: Trainee) -> None:
        self.path = Path(folder) / FILE_NAME
        self.key = f"{trainee.id}@{trainee.created!r}"
        self.problem: str | None = None  # why the last write failed, if it did
        entry = self._kept.get((str(self.path), self.key)) or self._read().get(self.key, {})
        self._lessons = set(entry.get("lessons", []))
        self._choices: dict[str, Any] = dict(entry.get("choices", {}))

    @classmethod
    def beside(cls, records_path: Path, trainee: Trainee) -> TraineeNotes:
        """The notes kept next to a records file."""
        return cls(Path(records_path).parent, trainee)

    # --- lessons -----------------------------------------------------------------------
    def given(self, lesson: str) -> bool:
        """Was this lesson ("walkthrough", "house:baccarat.cut_card.place") given already?"""
        return lesson in self._lessons

    def mark_given(self, lesson: str) -> bool:
        """Remember that the lesson was given; False if it could only be kept for this run."""
        self._lessons.add(lesson)
        return self._save()

    # --- choices -----------------------------------------------------------------------
    def choice(self, name: str, default: Any = None) -> Any:
        return self._choices.get(name, default)

    def set_choice(self, name: str, value: Any) -> bool:
        """Remember a choice (plain JSON data); False if it could only be kept for this run."""
        self._choices[name] = value
        return self._save()

    # --- the file ----------------------------------------------------------------------
    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError):
            return {}
        trainees = data.get("trainees") if isinstance(data, dict) else None
        if not isinstance(trainees, dict):
            return {}
        return {key: entry for key, entry in trainees.items() if isinstance(entry, dict)}

    def _save(self) -> bool:
        trainees = self._read()  # another trainee's notes, written meanwhile, are kept
        trainees[self.key] = entry = {"lessons": sorted(self._lessons), "choices": dict(self._choices)}
        text = json.dumps({"version": _VERSION, "trainees": trainees}, indent=1, sort_keys=True)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle, temp = tempfile.mkstemp(dir=self.path.parent, prefix=f".{FILE_NAME}.", suffix=".tmp")
            try:
                with os.fdopen(handle, "w", encoding="utf-8") as stream:
                    stream.write(text)
                os.replace(temp, self.path)
            except BaseException:
                Path(temp).unlink(missing_ok=True)
                raise
        except OSError as error:
            self.problem = f"{self.path} could not be written ({error.strerror or error}); kept for this run only"
            TraineeNotes._kept[(str(self.path), self.key)] = entry  # the next screen to read them finds them
            listener = TraineeNotes._listener
            if listener is not None and not TraineeNotes._told:
                TraineeNotes._told = True
                listener(self.problem)
            return False
        self.problem = None
        TraineeNotes._kept.pop((str(self.path), self.key), None)
        return True

"""The shoe panel's odds, worked out in Qt's thread pool: one ``OddsWork`` per computation,
its answer carried back to the GUI thread by an ``OddsCarrier`` (a signal), tagged with the
generation it was asked for so a late answer can be told from a fresh one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

__all__ = ["CARRIERS", "OddsCarrier", "OddsWork"]


class OddsCarrier(QObject):
    done = Signal(int, object)  # generation, result
    failed = Signal(int, str)


CARRIERS: set[OddsCarrier] = set()


class OddsWork(QRunnable):
    """One odds computation in the thread pool; the answer rides back on ``carrier``."""

    def __init__(self, generation: int, work: Callable[[], Any], carrier: OddsCarrier) -> None:
        super().__init__()
        self.generation, self.work, self.carrier = generation, work, carrier
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            try:
                result = self.work()
            except Exception as error:  # shown in the panel instead of the odds
                self.carrier.failed.emit(self.generation, str(error))
            else:
                self.carrier.done.emit(self.generation, result)
        except RuntimeError:
            pass  # the window closed while the odds were worked out: no panel is left to tell

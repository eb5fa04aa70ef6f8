"""The pace meter over the felt: hands an hour so far against the school's pace, and the hand
under way timed, refreshed twice a second while a timed run is dealt (``training.pace``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from dealertrainer.training.pace import PaceMeter

__all__ = ["PaceMeterLabel"]

#: The meter's colour under, within and over the school's pace.
COLOURS = {"under": "#e5534b", "within": "#2f8f52", "over": "#d9a441", "": "#9aa0a6"}


class PaceMeterLabel(QLabel):
    """Shows a ``PaceMeter`` live; hidden when it has none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paceMeter")
        self.setTextFormat(Qt.TextFormat.PlainText)  # its words are data, never markup
        self.setContentsMargins(12, 4, 12, 4)
        self.meter: PaceMeter | None = None
        self._tick = QTimer(self)
        self._tick.setInterval(500)
        self._tick.timeout.connect(self.refresh)
        self.hide()

    def follow(self, meter: PaceMeter | None) -> None:
        """Show ``meter`` from now on (None: hide)."""
        self.meter = meter
        self.setVisible(meter is not None)
        if meter is None:
            self._tick.stop()
        else:
            self._tick.start()
            self.refresh()

    def refresh(self) -> None:
        meter = self.meter
        if meter is None:
            return
        verdict = meter.standard.verdict(meter.rate())
        self.setText(self.tr("Pace: %1").replace("%1", meter.in_words()))
        self.setStyleSheet(f"QLabel#paceMeter {{ color: {COLOURS[verdict]}; font-weight: bold; }}")
        self.setToolTip(self.tr("Hands an hour over the hands finished; the school's pace is %1")
                        .replace("%1", meter.standard.in_words()))

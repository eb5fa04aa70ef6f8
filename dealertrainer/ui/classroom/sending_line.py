"""The status bar's line about the class: how many answers wait to be sent, all sent, or the
class server unreachable with the answers kept here. A timer asks the training layer's
``ClassSending`` every second whether a sending is due; when it is, it runs on a worker thread
(the records opened there on their own connection) and the line shows what it found."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from dealertrainer.storage.classroom.signed_in import SignedIn
from dealertrainer.training.classroom_sending import ClassSending, SendingState
from dealertrainer.ui.plain_text import plain_label, plain_tip
from dealertrainer.ui.workers import run_job

__all__ = ["SendingLine", "TICK_MS"]

TICK_MS = 1000


class SendingLine(QWidget):
    """The line, and the timer that sends in the background. ``signed_in_later`` is told (in the
    GUI thread) when a sign-in that could not be made at start has worked."""

    def __init__(self, sending: ClassSending, *, signed_in_later: Callable[[SignedIn], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sending = sending
        self.signed_in_later = signed_in_later
        self._had_sign_in = sending.signed_in is not None
        self._busy = False
        self.label: QLabel = plain_label(sending.state.line)
        self.label.setObjectName("classSending")
        self.label.setParent(self)
        self.label.setMinimumWidth(320)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        run_job(sending.waiting_now, self.show_state, owner=self)
        self.tick()

    def text(self) -> str:
        return self.label.text()

    def send_soon(self) -> None:
        """A session just ended, or the trainee asked: send at the next tick."""
        self.sending.soon()

    def tick(self) -> None:
        if self._busy or not self.sending.due():
            return
        self._busy = True
        run_job(self.sending.send_if_due, self._sent, self._failed, owner=self)

    def _sent(self, state: SendingState | None) -> None:
        self._busy = False
        if state is not None:
            self.show_state(state)
        if not self._had_sign_in and self.sending.signed_in is not None:
            self._had_sign_in = True
            if self.signed_in_later is not None:
                self.signed_in_later(self.sending.signed_in)

    def _failed(self, message: str) -> None:
        self._busy = False
        self.label.setText(self.tr("Answers not sent: %1. They are kept here.").replace("%1", message))

    def show_state(self, state: SendingState) -> None:
        self.label.setText(state.line)
        self.label.setToolTip(plain_tip(state.problem or ""))
        self.label.adjustSize()
        self.setMinimumSize(self.label.sizeHint())

"""The question panel: the dealer's current decision, its answer controls, the clock and the
verdict. Keyboard first: single keys for decisions, digits for seats, a field for amounts,
chip keys for a chip breakdown; Enter or Space goes on after a verdict.

The panel has one steady height, worked out from its fonts and never from the question on
screen: a line for the dealer's words, two for the prompt, one slot that holds either the
answer controls (two rows of buttons; answer buttons wrap onto the next row rather than be cut)
or the verdict (three lines), and the hint. The table above it is not resized, and its felt
not re-laid, on any question or key, except for a question whose choices need a third row."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.money import Chip, chip_total, format_money
from dealertrainer.engine.steps import AnswerKind
from dealertrainer.training.answer_labels import question_label
from dealertrainer.training.answers import MAX_ANSWER_CHARS
from dealertrainer.training.questions import Question, Verdict
from dealertrainer.ui.session.answer_rows import AnswerRows
from dealertrainer.ui.session.answer_slot import AnswerSlot
from dealertrainer.ui.table.chip_art import chip_label
from dealertrainer.ui.plain_text import plain_label, rich_label
from dealertrainer.language import in_seconds

__all__ = ["QuestionPanel"]


class QuestionPanel(QFrame):
    """Shows one question at a time and emits the trainee's answer."""

    submitted = Signal(object)  # the answer as given: bool, str, int, Decimal text or dict[Chip, int]
    next_requested = Signal()
    skip_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("questionPanel")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._held = 0  # the height kept (see _hold_height)
        self._question: Question | None = None
        self._keys: dict[str, object] = {}
        self._values: list[object] = []  # what each shown answer button gives, by position
        self._picked: list[object] = []  # the spots picked so far, in a question of spots
        self._pending: list[tuple[str, str, object]] = []  # (text, key, value) being put up
        self._chips: list[Chip] = []
        self._seats = 9
        self._waiting_for_next = False
        self._clock = QElapsedTimer()
        self._limit: float | None = None

        self.say = rich_label("")  # the dealer's words (escaped) or a house lesson (the app's markup)
        self.say.setObjectName("dealerSays")
        self.say.setWordWrap(True)
        self.prompt = plain_label()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.timer = plain_label()
        self.timer.setObjectName("timer")
        self.timer.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.progress = plain_label()
        self.progress.setObjectName("progress")
        self.progress.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.amount = QLineEdit()
        self.amount.setObjectName("amount")
        self.amount.setMaxLength(MAX_ANSWER_CHARS)  # a paste of a page is cut here, before any reader sees it
        self.amount.installEventFilter(self)
        self.chip_line = plain_label()
        self.chip_line.setObjectName("chipLine")
        self.feedback = rich_label("")  # the app's own markup; the answers in it are escaped
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        self.hint = plain_label()
        self.hint.setObjectName("hint")
        self._buttons = QHBoxLayout()
        self._buttons.setContentsMargins(0, 0, 0, 0)
        self._rows = AnswerRows(self._buttons, lambda index: self._choose(self._values[index]))
        self._tick = QTimer(self)
        self._tick.setInterval(100)
        self._tick.timeout.connect(self._update_timer)

        top = QHBoxLayout()
        top.addWidget(self.say, 1)
        top.addWidget(self.progress)
        head = QHBoxLayout()
        head.addWidget(self.prompt, 1)
        head.addWidget(self.timer)
        self.controls = QWidget()
        self.controls.setObjectName("answerRow")
        controls = QHBoxLayout(self.controls)
        controls.setContentsMargins(0, 0, 0, 0)
        controls.addLayout(self._buttons)
        controls.addWidget(self.amount)
        controls.addWidget(self.chip_line)
        controls.addStretch(1)
        # The answer controls and the verdict take turns in one slot of a steady height.
        self.slot = AnswerSlot()
        self.slot.setObjectName("answerRow")  # see-through on the panel, as the button rows
        self.slot.addWidget(self.controls)
        self.slot.addWidget(self.feedback)
        self._probe = QPushButton("Xg  [1]", self)  # an answer button's height, for the slot's
        self._probe.setObjectName("answerButton")
        self._probe.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 10, 18, 10)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addLayout(head)
        layout.addWidget(self.slot)
        layout.addWidget(self.hint)
        self.clear()

    # --- showing ------------------------------------------------------------------------
    def clear(self, keep_buttons: bool = False) -> None:
        """Empty the panel; ``keep_buttons`` leaves the button row up for the next question
        to reuse (hiding and showing a row of buttons is most of a key press's work)."""
        self._question = None
        self._waiting_for_next = False
        self._tick.stop()
        self.prompt.clear()
        self.timer.clear()
        self.slot.setCurrentWidget(self.controls)
        self.hint.clear()
        self._clear_buttons()
        if not keep_buttons:
            self._rows.show(())
            self.amount.hide()
            self.chip_line.hide()
        self._hold_height()

    def show_motion(self, say: str) -> None:
        """A step the dealer does without a decision (a card dealt): only the words, as they are."""
        self.say.setText(_escape(say).replace("\n", "<br>"))
        self._hold_height()  # a house lesson may need more than its one line

    def show_lesson(self, markup: str) -> None:
        """The house rule a question needs, in the app's own markup (its data escaped)."""
        self.say.setText(markup)
        self._hold_height()

    def set_progress(self, text: str) -> None:
        self.progress.setText(text)

    def show_question(
        self, question: Question, *, seats: int = 9, timed: bool = False, limit: float | None = None, prompt_shown: bool = True
    ) -> None:
        """Put up a question; ``prompt_shown=False`` when the prompt is already large on screen."""
        self.clear(keep_buttons=True)
        self._question = question
        self._seats = seats
        self._limit = limit
        self.prompt.setText(question.prompt)
        self.prompt.setVisible(prompt_shown)
        self._keys = {}
        kind = question.answer_kind
        wants_amount = wants_chips = False
        if question.chips_wanted:
            self._chips = []
            for index, chip in enumerate(sorted(question.chip_set, key=lambda c: c.value), 1):
                key = str(index)
                self._add_button(f"{format_money(chip.value)} {self.tr(chip.colour)}", key, chip)
            wants_chips = True
            self._update_chip_line()
            self.hint.setText(self.tr("Number keys add a chip · Backspace takes one back · Enter pays"))
        elif question.keys and kind is AnswerKind.SPOTS:
            for key, label in question.keys:  # every spot with a bet, each with its key from the map
                self._add_button(question_label(question, label), key.upper(), label)
            self._pending.append((self.tr("Done  [Enter]"), "", _DONE))
            self.hint.setText(self.tr("Press the key of each spot that loses (again to undo), then Enter"))
        elif question.keys and kind in (AnswerKind.YES_NO, AnswerKind.CHOICE, AnswerKind.PHRASE):
            for key, label in question.keys:  # from the one key map (training.key_map)
                # shown by its label in the language in force ("补牌"); it gives its key ("draw")
                self._add_button(question_label(question, label), key.upper(), label)
            self.hint.setText(self.tr("Press the key in brackets"))
        elif kind is AnswerKind.SEAT:
            for seat in range(1, seats + 1):  # the key map's seat keys: the seat's number
                self._add_button(self.tr("Seat %1").replace("%1", str(seat)), str(seat), seat)
            self.hint.setText(self.tr("Press the seat's number, or click the seat on the table"))
        else:
            self.amount.clear()
            wants_amount = True
            if kind is AnswerKind.MONEY:
                self.amount.setPlaceholderText(self.tr("amount, e.g. 52.50"))
            elif kind is AnswerKind.COUNT:
                self.amount.setPlaceholderText(self.tr("a number"))
            else:
                self.amount.setPlaceholderText(self.tr("what you say"))
            self.hint.setText(self.tr("Type the answer and press Enter"))
        self._place_buttons()
        self._picked = []
        spots = len(question.keys) if kind is AnswerKind.SPOTS else 0  # Done, after them, is not picked
        for index, button in enumerate(self.answer_buttons()):  # a kept row may have been a row of spots
            button.setCheckable(index < spots)
            button.setChecked(False)
        for widget, wanted in ((self.amount, wants_amount), (self.chip_line, wants_chips)):
            if widget.isHidden() == wanted:  # only what changes: a show or hide costs a relayout
                widget.setVisible(wanted)
        if timed or limit is not None:
            self._clock.start()
            self._tick.start()
            self._update_timer()
        self._hold_height()
        self.focus_answer()

    def focus_answer(self) -> None:
        if self.amount.isVisible() or (self._question is not None and not self._keys):
            self.amount.setFocus()
        else:
            self.setFocus()

    def show_verdict(self, verdict: Verdict) -> None:
        """The verdict at once: right, or the right answer with the rule's explanation."""
        self._tick.stop()
        self._waiting_for_next = True
        _restyle(self.feedback, "correct", verdict.correct)
        expected, given = verdict.expected_label, verdict.given_label  # the answers' labels, not their keys
        # each verdict one whole message, so a language may order it as it says it
        answer, said = _escape(expected), _escape(given)
        if verdict.correct and not verdict.standard_chips:
            head = self.tr("Right amount, not the standard chips — pay {answer}").format(answer=answer)
        elif verdict.correct:
            head = self.tr("Correct — {answer}").format(answer=answer)
        elif verdict.timed_out:
            head = self.tr("Too slow ({seconds} s) — the answer is <b>{answer}</b>").format(
                seconds=f"{verdict.seconds:.1f}", answer=answer)
        elif verdict.unreadable:
            head = self.tr("Could not read “{given}” — the answer is <b>{answer}</b>").format(given=said, answer=answer)
        else:
            head = self.tr("Not {given} — the answer is <b>{answer}</b>").format(given=said, answer=answer)
        text = f"<b>{head}</b>&nbsp;&nbsp;<span>{in_seconds(verdict.seconds)}</span>"
        if verdict.explanation and not verdict.correct:
            text += f"<br>{_escape(verdict.explanation)}"
        self.feedback.setText(text)
        # The panel takes the focus first: a focused amount field hidden would pass it down the
        # window's focus chain (the navigation list, repainted on every answer).
        self.setFocus()
        # The verdict takes the answer controls' place: hidden, they take no click, and the
        # panel takes no answer key until the next question. (They are not disabled as well:
        # disabling and enabling a styled button or field styles it again, on every answer.)
        self.slot.setCurrentWidget(self.feedback)
        self.hint.setText(self.tr("Space or Enter: next"))
        self._hold_height()

    def refuse(self, why: str) -> None:
        """What was typed is not an answer (an amount in another currency): ``why`` takes the
        hint's place, the question stays up, and what was typed is selected to be typed again."""
        self.hint.setText(why)
        self.amount.selectAll()
        self.focus_answer()

    # --- a steady height ---------------------------------------------------------------
    def steady_height(self) -> int:
        """The panel's height from its fonts alone: the same for every question and verdict."""
        def lines(label: QLabel, count: int) -> int:
            label.ensurePolished()
            margins = label.contentsMargins()
            return count * label.fontMetrics().lineSpacing() + margins.top() + margins.bottom() + 2

        self._probe.ensurePolished()
        buttons = 2 * self._probe.sizeHint().height() + 6  # two rows of answer buttons
        # A verdict longer than three lines (a dealer's mistake and what the rules say next) takes
        # the lines it needs while it is up, rather than be cut.
        verdict = _wrapped_height(self.feedback) if self.slot.currentWidget() is self.feedback else 0
        slot = max(buttons, lines(self.feedback, 3), verdict, self.amount.sizeHint().height(), self._controls_height())
        self.slot.setFixedHeight(slot)
        layout = self.layout()
        margins = layout.contentsMargins()
        prompt = max(lines(self.prompt, 2), _wrapped_height(self.prompt))
        self.prompt.setMinimumHeight(prompt)
        self.prompt.setMaximumHeight(prompt)
        say = max(lines(self.say, 1), lines(self.progress, 1), _wrapped_height(self.say))
        rows = (say, prompt, slot, lines(self.hint, 1))
        return sum(rows) + layout.spacing() * (len(rows) - 1) + margins.top() + margins.bottom()

    def _controls_height(self) -> int:
        """The answer controls' height at the slot's width: more than two rows only when a
        question's choices are so long that their buttons wrap onto a third line."""
        if self._rows.row is None or self.slot.width() <= 0:
            return 0
        return self.controls.layout().heightForWidth(self.slot.width())

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():  # the buttons may wrap otherwise now
            self._hold_height()

    def _hold_height(self) -> None:
        height = self.steady_height()
        if height != self._held:
            self._held = height
            self.setFixedHeight(height)

    def changeEvent(self, event) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() in (QEvent.Type.StyleChange, QEvent.Type.FontChange):  # a new theme: new fonts
            self._hold_height()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        # The height is steady (above), never from the width: the layouts around the panel need
        # not measure its wrapped lines (a house lesson's rich text) on every key press.
        return False

    def in_steady_lines(self) -> bool:
        """Whether the panel's words fit the lines of its steady height (the dealer's words one
        line, the prompt two, a verdict three); a house lesson met for the first time takes more,
        and so does a long verdict while it is up."""
        def lines(label: QLabel) -> int:
            margins = label.contentsMargins()
            text = max(0, _wrapped_height(label) - margins.top() - margins.bottom())
            return text // max(1, label.fontMetrics().lineSpacing())
        verdict = lines(self.feedback) if self.slot.currentWidget() is self.feedback else 0
        return lines(self.say) <= 1 and lines(self.prompt) <= 2 and verdict <= 3

    @property
    def held_height(self) -> int:
        return self._held

    @property
    def question_up(self) -> bool:
        """Whether a question or its verdict is on the panel."""
        return self._question is not None or self._waiting_for_next

    @property
    def waiting_for_next(self) -> bool:
        return self._waiting_for_next

    # --- controls -----------------------------------------------------------------------
    def _clear_buttons(self) -> None:
        self._values = []
        self._pending = []
        self._keys = {}

    def _add_button(self, label: str, key: str, value: object) -> None:
        label = label[:1].upper() + label[1:]
        self._pending.append((f"{label}  [{key}]", key, value))
        self._keys[key.upper()] = value

    def _place_buttons(self) -> None:
        """Show the row of buttons for the labels just added (see ``AnswerRows``)."""
        self._values = [value for _text, _key, value in self._pending]
        self._rows.show(tuple(text for text, _key, _value in self._pending))

    def answer_buttons(self) -> list[QPushButton]:
        """The buttons of the question on screen, in order."""
        return self._rows.buttons() if self._values else []

    def _choose(self, value: object) -> None:
        if self._question is None or self._waiting_for_next:
            return
        if isinstance(value, Chip):
            self._chips.append(value)
            self._update_chip_line()
            return
        if self._question.answer_kind is AnswerKind.SPOTS:
            self._toggle_spot(value)
            return
        self.submitted.emit(value)

    def _toggle_spot(self, value: object) -> None:
        """A spot's key or click picks it or puts it back; Done (Enter) sends the spots picked."""
        assert self._question is not None
        if value is _DONE:
            self.submitted.emit(tuple(c for c in self._question.choices if c in self._picked))
            return
        if value in self._picked:
            self._picked.remove(value)
        else:
            self._picked.append(value)
        buttons = self.answer_buttons()
        index = self._values.index(value)
        if index < len(buttons):
            buttons[index].setChecked(value in self._picked)

    def choose_seat(self, seat: int) -> None:
        """A click on the table's seat answers a seat question."""
        if self._question is not None and self._question.answer_kind is AnswerKind.SEAT and not self._waiting_for_next:
            self.submitted.emit(seat)

    def _submit_text(self) -> None:
        if self._question is None or self._waiting_for_next:
            return
        self.submitted.emit(self.amount.text())

    def _update_chip_line(self) -> None:
        counts: dict[Chip, int] = {}
        for chip in self._chips:
            counts[chip] = counts.get(chip, 0) + 1
        parts = [f"{n} × {chip_label(c.value)}" for c, n in sorted(counts.items(), key=lambda kv: -kv[0].value)]
        total = format_money(chip_total(counts)) if counts else format_money(Decimal(0))
        self.chip_line.setText((" + ".join(parts) + " = " if parts else "") + total)

    def _update_timer(self) -> None:
        self._render_time(self._clock.elapsed() / 1000)

    def restart_clock(self) -> None:
        """The answer's clock starts again (a replayed hand: at each beat and at the stop)."""
        if self._tick.isActive():
            self._clock.restart()
            self._update_timer()

    def show_elapsed(self, seconds: float) -> None:
        """Stop the clock showing ``seconds`` (a scripted run, where no real time passes)."""
        self._tick.stop()
        self._render_time(seconds)

    def _render_time(self, seconds: float) -> None:
        text = in_seconds(seconds, "4.1f")
        if self._limit is not None:
            text += " / " + in_seconds(self._limit, ".0f")
            _restyle(self.timer, "late", seconds > self._limit)
        self.timer.setText(text)

    # --- keys ---------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """Answer keys; returns True if the key was used."""
        key = event.key()
        if self._waiting_for_next:
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.next_requested.emit()
                return True
            return False
        if self._question is None:
            return False
        if self._question.chips_wanted:
            if key == Qt.Key.Key_Backspace and self._chips:
                self._chips.pop()
                self._update_chip_line()
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                counts: dict[Chip, int] = {}
                for chip in self._chips:
                    counts[chip] = counts.get(chip, 0) + 1
                self.submitted.emit(counts)
                return True
        if self._question.answer_kind is AnswerKind.SPOTS and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._toggle_spot(_DONE)
            return True
        text = event.text().upper()
        if text and text in self._keys:
            self._choose(self._keys[text])
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self.amount and event.type() == QEvent.Type.KeyPress:
            if self._waiting_for_next:
                return self.handle_key(event) or True  # the field is closed until the next question
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._submit_text()  # consumed here, so the same Enter does not also go on
                return True
        return super().eventFilter(watched, event)


#: The value of the button that sends the spots picked.
_DONE = object()


def _wrapped_height(label: QLabel) -> int:
    """The height ``label``'s text needs at its width now (0 before it has one): a house
    lesson or a long prompt takes the lines it needs rather than be cut mid-sentence."""
    if not label.text() or label.width() <= 0 or label.isHidden():
        return 0
    return label.heightForWidth(label.width())


def _restyle(label: QLabel, name: str, value: bool) -> None:
    """Set the style property ``name`` the themes key on; the label is styled again only when
    it changes (re-polishing is most of a verdict's work, and most verdicts are alike)."""
    if label.property(name) != value:
        label.setProperty(name, value)
        label.style().unpolish(label)
        label.style().polish(label)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

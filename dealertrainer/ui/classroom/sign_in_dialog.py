"""Signing in to the class database at start: name and password, the class database's address
shown, and what went wrong said under the fields (a wrong password asks again; nothing else
changes). "Train on this PC only" starts the app on the local records without the class."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QVBoxLayout, QWidget

from dealertrainer.storage.classroom.connecting import ClassroomError, shown
from dealertrainer.training.classroom_start import ClassStart
from dealertrainer.ui.plain_text import plain_label

__all__ = ["SignInDialog"]


class SignInDialog(QDialog):
    """Name and password for the class database at ``url``; ``join(name, password)`` is tried on
    Sign in (the training layer's ``join_class``) and its refusal shown here."""

    def __init__(self, url: str, join: Callable[[str, str], ClassStart], name: str = "", *, problem: str = "",
                 remembered: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SignInDialog")
        self.setWindowTitle(self.tr("Sign in to your class"))
        self._join = join
        self.joined: ClassStart | None = None
        intro = plain_label(self.tr("This PC sends your answers to the class database at %1. "
                                    "Sign in with the name and password your instructor gave you.").replace("%1", shown(url)))
        intro.setWordWrap(True)
        self.name = QLineEdit(name)
        self.name.setObjectName("sign_in_name")
        self.name.setMaxLength(80)
        self.password = QLineEdit()
        self.password.setObjectName("sign_in_password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setMaxLength(1024)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Password"), self.password)
        self.remember = QCheckBox(self.tr("Remember me on this PC (no one else should use it)"))
        self.remember.setObjectName("sign_in_remember")
        self.remember.setChecked(remembered)
        form.addRow("", self.remember)
        self.problem = plain_label()
        self.problem.setObjectName("sign_in_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b; font-weight: 600;")
        self.problem.setVisible(bool(problem))  # before it has a parent: never a window of its own
        self.problem.setText(problem)
        self.buttons = QDialogButtonBox()
        self.sign_in_button = self.buttons.addButton(self.tr("Sign in"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.sign_in_button.setDefault(True)
        self.alone_button = self.buttons.addButton(self.tr("Train on this PC only"), QDialogButtonBox.ButtonRole.RejectRole)
        self.alone_button.setToolTip(self.tr("Start without the class: your answers are kept on this PC"))
        self.buttons.accepted.connect(self.try_sign_in)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._check)
        self.password.textChanged.connect(self._check)
        self._check()
        (self.password if name else self.name).setFocus()

    def _check(self) -> None:
        self.sign_in_button.setEnabled(bool(self.name.text().strip()) and bool(self.password.text()))

    def try_sign_in(self) -> None:
        if not self.sign_in_button.isEnabled():
            return
        self.problem.hide()
        try:
            self.joined = self._join(self.name.text(), self.password.text())
        except ClassroomError as refused:
            self.problem.setText(str(refused))
            self.problem.show()
            self.password.selectAll()
            self.password.setFocus()
            return
        self.accept()

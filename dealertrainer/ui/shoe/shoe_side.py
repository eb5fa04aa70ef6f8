"""The shoe panel's place beside a table: scrolled when the window is short, as narrow as the
panel allows, and folded away by a toggle or F9. The trainee's choice holds for every table
until the app closes; before any choice, the panel starts folded when the felt would be left
too narrow to read (a 1024×700 window)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from dealertrainer.training.key_map import SHOE_PANEL_KEY
from dealertrainer.ui.app_handle import AppContext
from dealertrainer.ui.shoe.shoe_panel import ShoePanel

__all__ = ["FELT_ROOM", "SHOE_PANEL_KEY", "ShoeSide"]

#: Below this width for the felt, the shoe panel starts folded (until the trainee opens it).
FELT_ROOM = 640


class ShoeSide(QWidget):
    """The fold toggle and the scrolled shoe panel; ``screen`` gets the F9 shortcut."""

    def __init__(self, context: AppContext, panel: ShoePanel, screen: QWidget) -> None:
        super().__init__(screen)
        self.context = context
        self.panel = panel
        self.scroll = QScrollArea()
        self.scroll.setObjectName("shoeScroll")
        self.scroll.setWidget(panel)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        # As wide as the panel needs (roads, figures, buttons) and its scroll bar, and no wider.
        self.panel_width = panel.minimumSizeHint().width() + self.scroll.verticalScrollBar().sizeHint().width() + 4
        self.scroll.setFixedWidth(self.panel_width)
        self.toggle = QToolButton()
        self.toggle.setObjectName("shoeToggle")
        self.toggle.setAutoRaise(True)
        self.toggle.setFixedSize(22, 64)
        self.toggle.clicked.connect(self.toggle_panel)
        strip = QVBoxLayout()
        strip.setContentsMargins(0, 6, 0, 6)
        strip.addWidget(self.toggle)
        strip.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)  # folded, the felt gets the room
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(strip)
        layout.addWidget(self.scroll)
        # The keys are the trainee's answers: nothing here may take the focus.
        for widget in [self, self.scroll, panel, self.toggle, *panel.findChildren(QWidget)]:
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        shortcut = QShortcut(QKeySequence(SHOE_PANEL_KEY), screen)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.toggle_panel)
        self._screen = screen
        screen.installEventFilter(self)  # a resized or re-shown screen: fit again
        self.fit()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802
        if watched is self._screen and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit()  # (another table may have changed the trainee's choice meanwhile)
        return False

    @property
    def shown(self) -> bool:
        return not self.scroll.isHidden()

    def fit(self) -> None:
        """Show the panel or fold it, by the trainee's choice, else by the room the felt keeps."""
        chosen = self.context.shoe_panel_shown
        self._show(chosen if chosen is not None else self._screen.width() - self.panel_width >= FELT_ROOM)

    def toggle_panel(self) -> None:
        """Show or fold away the shoe panel; the choice holds for every table until the app closes."""
        self.context.shoe_panel_shown = not self.shown
        self._show(self.context.shoe_panel_shown)

    def _show(self, shown: bool) -> None:
        self.scroll.setVisible(shown)
        self.toggle.setText("▸" if shown else "◂")
        tip = self.tr("Fold the shoe panel away") if shown else self.tr("Show the shoe panel")
        self.toggle.setToolTip(f"{tip}  [{SHOE_PANEL_KEY}]")
        self.toggle.setAccessibleName(tip)

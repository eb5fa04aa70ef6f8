"""The ui's handle on the application layer: the records, the trainee in the seat, the
settings in force, the change notices, the theme, and a few knobs for tests."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor

from dealertrainer.storage.records import Records, Trainee
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.changes import Change, ChangeNotices, change_notices
from dealertrainer.training.mastery import MasteryTargets, targets_in_force
from dealertrainer.training.skills import is_known_skill
from dealertrainer.ui.theme import Theme, backdrop

if TYPE_CHECKING:  # a class PC's types only: a trainee on their own loads no database library at start
    from dealertrainer.storage.classroom.signed_in import SignedIn
    from dealertrainer.training.classroom_sending import ClassSending

__all__ = ["AppContext", "refresh_when_shown_again", "settings_at_start"]


def settings_at_start() -> SettingsInForce:
    """The settings and house rules in force, read once from the config directory; target
    times are checked against the skills the training layer knows."""
    return SettingsInForce(known_skill=is_known_skill)


@dataclass
class AppContext:
    records: Records | None
    trainee: Trainee | None
    theme: Theme = Theme.DARK
    motion_delay_ms: int = 320  # pause between dealt cards, so the trainee sees the procedure
    clock: Callable[[], float] = time.monotonic
    seed: int | None = None  # fixed seed for reproducible runs (screenshots, tests)
    drill_overrides: dict[str, dict[str, Any]] = field(default_factory=dict)  # drill id -> config fields
    wall_clock: Callable[[], float] = time.time
    settings: SettingsInForce = field(default_factory=settings_at_start)  # the settings and house rules in force
    shoe_panel_shown: bool | None = None  # the trainee's choice this run (None: by the window's width)
    #: The person signed in to the class database (``--database``/the "Class database" setting):
    #: ``.engine`` (signed in as them), ``.person_id``, ``.role``, ``.class_id``; None: no class, or
    #: a server that could not be reached at start (then ``class_sending`` signs in later).
    classroom: SignedIn | None = None
    class_sending: ClassSending | None = None  # a trainee's answers sent to the class in the background
    _seeds: random.Random = field(default_factory=random.Random)
    #: What changed (records, settings, trainee): the places that change them announce it here.
    changes: ChangeNotices = field(init=False)

    def __post_init__(self) -> None:
        if self.seed is not None:
            self._seeds = random.Random(self.seed)
        self.changes = change_notices(self.settings)

    def rules_for(self, game: str) -> Any:
        """The house rules in force at ``game``'s table."""
        return self.settings.rules(game)

    @property
    def targets(self) -> MasteryTargets:
        """The mastery targets in force (the school standards, the instructor's times and the
        school's desired retention)."""
        return targets_in_force(self.settings.app.target_seconds, self.settings.app.desired_retention)

    def listen(self, widget: QObject, listener: Callable[[Change], None]) -> None:
        """Tell ``listener`` every change while ``widget`` lives (a screen refreshes itself on
        the changes it cares about)."""
        stop = self.changes.subscribe(listener)
        widget.destroyed.connect(lambda *_: stop())

    def next_seed(self) -> int:
        return self._seeds.randrange(2**31)

    def backdrop(self) -> QColor:
        return backdrop(self.theme)


class _ShownAgain(QObject):
    """Calls ``refresh`` when its widget is shown after having been hidden."""

    def __init__(self, widget: QObject, refresh: Callable[[], None]) -> None:
        super().__init__(widget)
        self.refresh = refresh
        self.hidden = False
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Hide:
            self.hidden = True
        elif event.type() == QEvent.Type.Show and self.hidden:
            self.hidden = False
            self.refresh()
        return False


def refresh_when_shown_again(widget: QObject, refresh: Callable[[], None]) -> None:
    """A screen that shows the records reads them again each time it comes back into view
    (answers are stored during a session without a notice for each)."""
    _ShownAgain(widget, refresh)

"""What changed for the app's screens: the trainee's records, the settings, who is in the seat.

Like Anki's operations reporting what they changed: the place that changes something
announces it (a session or an exam ended, settings saved, another trainee took the seat,
the theme switched),
and each screen that subscribed looks at the change and decides whether it cares.
"""

from __future__ import annotations

from enum import Flag, auto

from dealertrainer.storage.notices import Notices
from dealertrainer.storage.settings_in_force import SettingsInForce

__all__ = ["FIGURES", "Change", "ChangeNotices", "change_notices"]


class Change(Flag):
    RECORDS = auto()  # answers stored, a session or an exam ended
    SETTINGS = auto()  # settings or house rules saved (in force at once)
    TRAINEE = auto()  # another trainee took the seat
    THEME = auto()  # the room switched between dark and light (felts and backdrops follow)


#: What the figures on Home and Progress are read from (the theme only changes their look).
FIGURES = Change.RECORDS | Change.SETTINGS | Change.TRAINEE

ChangeNotices = Notices[Change]


def change_notices(settings: SettingsInForce) -> ChangeNotices:
    """The app's change notices; every save of ``settings`` is announced as ``Change.SETTINGS``."""
    notices: ChangeNotices = Notices()
    settings.subscribe(lambda _saved: notices.announce(Change.SETTINGS))
    return notices

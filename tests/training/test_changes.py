"""The change notices the screens follow: who announces, who hears, and stopping."""

from __future__ import annotations

from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.storage.notices import Notices
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.changes import Change, change_notices


def test_every_listener_hears_each_notice_in_order_until_it_stops():
    notices: Notices[str] = Notices()
    heard: list[tuple[str, str]] = []
    stop_first = notices.subscribe(lambda notice: heard.append(("first", notice)))
    notices.subscribe(lambda notice: heard.append(("second", notice)))
    notices.announce("records")
    stop_first()
    stop_first()  # stopping twice is harmless
    notices.announce("trainee")
    assert heard == [("first", "records"), ("second", "records"), ("second", "trainee")]
    assert len(notices) == 1


def test_a_listener_stopped_by_an_earlier_one_is_not_called():
    notices: Notices[Change] = Notices()
    heard: list[str] = []
    stops = []
    stops.append(notices.subscribe(lambda _change: (heard.append("first"), stops[1]())))
    stops.append(notices.subscribe(lambda _change: heard.append("second")))
    notices.announce(Change.RECORDS)
    assert heard == ["first"]


def test_saved_settings_are_announced_as_a_settings_change(tmp_path):
    settings = SettingsInForce(tmp_path)
    notices = change_notices(settings)
    heard: list[Change] = []
    saved: list[object] = []
    notices.subscribe(heard.append)
    settings.subscribe(saved.append)
    rules = BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE)
    settings.save(rules)
    assert heard == [Change.SETTINGS] and saved == [rules]
    assert Change.SETTINGS in Change.SETTINGS | Change.TRAINEE and Change.RECORDS not in Change.SETTINGS

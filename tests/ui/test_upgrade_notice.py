"""A large records file from an older release is brought up to this version with a notice on
screen: before, the app sat with no window for seconds (about 2.7 s at a million answers)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

from dealertrainer.storage.records import SCHEMA_VERSION, stored_version
from dealertrainer.storage.records_at_start import upgrade_ahead
from dealertrainer.ui.app import open_records_telling
from tests.storage.older_records import records_at


def _notices() -> list[str]:
    return [w.text() for w in QApplication.topLevelWidgets() if isinstance(w, QLabel) and w.objectName() == "upgradeNotice" and w.isVisible()]


def test_an_older_file_is_upgraded_under_a_notice_and_a_current_one_is_not(qtbot, tmp_path):
    path = tmp_path / "records.sqlite3"
    records_at(path, 5).close()
    assert upgrade_ahead(path, min_bytes=0) and not upgrade_ahead(path)  # small files upgrade in a blink: no notice
    seen = []
    QTimer.singleShot(0, lambda: seen.append(_notices()))  # runs while the notice paints, before the upgrade
    opened = open_records_telling(path, min_bytes=0)
    try:
        assert opened.records.schema_version == SCHEMA_VERSION
    finally:
        opened.records.close()
    assert len(seen[0]) == 1 and "one-time step" in seen[0][0]
    assert _notices() == []  # gone once the records are open
    assert stored_version(path) == SCHEMA_VERSION and not upgrade_ahead(path, min_bytes=0)


def test_no_file_or_a_file_that_is_not_records_asks_for_no_notice(tmp_path):
    assert not upgrade_ahead(tmp_path / "none.sqlite3", min_bytes=0)
    (tmp_path / "junk.sqlite3").write_bytes(b"not a database at all" * 100)
    assert not upgrade_ahead(tmp_path / "junk.sqlite3", min_bytes=0) and stored_version(tmp_path / "junk.sqlite3") is None

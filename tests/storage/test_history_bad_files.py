"""Bad history files met by the import: each is refused with one error type, a reason naming
the file, nothing half-imported, and the file left byte for byte as it was."""

from __future__ import annotations

import json
import re
import os
import threading

import pytest

from dealertrainer.storage.history_export import HistoryFileError, export_history, import_history
from dealertrainer.storage.records import Records

AN_HOUR_AFTER = "2024-05-01T11:00:00+00:00"


def a_history(**changes) -> dict:
    data = {
        "format": "dealertrainer-history", "version": 1, "trainee": "Ana",
        "sessions": [{"id": 1, "drill": "baccarat.table", "config": "{}", "rules": "{}",
                      "started": "2024-05-01T10:00:00+00:00", "ended": AN_HOUR_AFTER}],
        "answers": [{"session": 1, "skill": "baccarat.payout.tie", "correct": True, "seconds": 2.5,
                     "at": "2024-05-01T10:01:00+00:00", "prompt": "Tie pays?", "expected": "8", "given": "8"}],
    }
    for key, change in changes.items():
        entry, field = key.split("__")
        data[entry][0][field] = change
    return data


def as_text(data: dict) -> str:
    return json.dumps(data)


CSV_HEADER = "trainee,session,drill,skill,correct,seconds,at\n"

BAD_FILES = {
    "NaN seconds": ("json", as_text(a_history(answers__seconds=float("nan")))),
    "Infinity seconds": ("json", as_text(a_history(answers__seconds=float("inf")))),
    "NaN seconds in a CSV": ("csv", CSV_HEADER + "Ana,1,totals,baccarat.total.player,yes,nan,2024-05-01T10:00:00\n"),
    "a session that is a list": ("json", as_text(a_history(answers__session=[1]))),
    "lists nested 100,000 deep": ("json", '{"format": "dealertrainer-history", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    "tie pays 1e999": ("json", as_text(a_history(sessions__config='{"config": {"rules": {"tie_pays": 1e999}}}'))),
    "a config that is not JSON": ("json", as_text(a_history(sessions__config="not json"))),
    "a whole number of 5,000 digits": ("json", as_text(a_history()).replace('"version": 1', '"version": ' + "9" * 5000)),
    "a CSV field over 128 KB": ("csv", CSV_HEADER + "Ana,1," + "x" * (129 << 10) + ",baccarat.total.player,yes,1.0,"
                                "2024-05-01T10:00:00\n"),
    "an answer in the year 9999": ("json", as_text(a_history(answers__at="9999-12-31T23:00:00+00:00"))),
    "a session ended in the year 9999": ("json", as_text(a_history(sessions__ended="9999-12-31T23:00:00+00:00"))),
    "an answer before 1970": ("json", as_text(a_history(answers__at="0001-01-01T00:00:00+00:00"))),
    "a CSV answer in the year 9999": ("csv", CSV_HEADER + "Ana,1,totals,baccarat.total.player,yes,1.0,9999-12-31T23:00:00\n"),
    "a name of 81 characters": ("json", as_text({**a_history(), "trainee": "A" * 81})),
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_a_bad_history_file_is_refused_whole_and_left_as_it_was(tmp_path, case):
    suffix, text = BAD_FILES[case]
    path = tmp_path / f"history.{suffix}"
    path.write_text(text, encoding="utf-8")
    with Records(tmp_path / "records.sqlite3") as records:
        records.add_trainee("Ben")
        with pytest.raises(HistoryFileError, match=re.escape(str(path)) + "|name"):
            import_history(records, path)
        assert [t.name for t in records.trainees()] == ["Ben"]  # nothing half-imported
    assert path.read_text(encoding="utf-8") == text


def test_a_named_pipe_is_refused_at_once(tmp_path):
    path = tmp_path / "history.json"
    os.mkfifo(path)
    done: list[BaseException] = []
    with Records(tmp_path / "records.sqlite3") as records:
        reader = threading.Thread(target=lambda: _import_into(records, path, done))
        reader.start()
        reader.join(10)
        opened = reader.is_alive()
        if opened:  # the old code waits for a writer: give it one so the test can end
            with open(path, "w", encoding="utf-8"):
                pass
            reader.join()
        assert not opened, "the import waited on a named pipe"
    assert isinstance(done[0], HistoryFileError) and str(done[0]) == f"{path}: it is a named pipe, not a file"
    assert path.is_fifo()


def _import_into(records, path, done):
    try:
        import_history(records, path)
    except BaseException as error:  # noqa: BLE001 - the test reads what was raised
        done.append(error)


def test_a_file_too_big_is_refused_before_it_is_read(tmp_path, monkeypatch):
    from dealertrainer.storage import history_export

    monkeypatch.setattr(history_export, "MAX_HISTORY_BYTES", 1024)
    path = tmp_path / "history.json"
    path.write_text(as_text(a_history()) + " " * 1024, encoding="utf-8")
    with Records(tmp_path / "records.sqlite3") as records, pytest.raises(HistoryFileError, match="larger than 1 KB"):
        import_history(records, path)


def test_a_name_of_80_characters_taken_already_is_shortened_to_take_its_number(tmp_path):
    name = "Anastasia " * 8
    paths = [tmp_path / f"history{n}.json" for n in range(3)]
    for n, path in enumerate(paths):  # three trainees of one name, each with their own answers
        path.write_text(as_text({**a_history(sessions__started=f"2024-05-0{n + 1}T10:00:00+00:00",
                                                    answers__at=f"2024-05-0{n + 1}T10:01:00+00:00"), "trainee": name.strip()}), encoding="utf-8")
    with Records(tmp_path / "records.sqlite3") as records:
        first, second, third = (import_history(records, path) for path in paths)
        assert len(first.name) == 79 and first.name == name.strip()
        assert second.name.endswith(" (2)") and len(second.name) <= 80 and second.name.startswith("Anastasia Anastasia")
        assert third.name.endswith(" (3)") and len(third.name) <= 80
        assert len(records.answers(third.id)) == 1


def test_what_is_imported_exports_again(tmp_path):
    path = tmp_path / "history.json"
    path.write_text(as_text(a_history(answers__at="2099-12-31T23:00:00+00:00")), encoding="utf-8")
    with Records(tmp_path / "records.sqlite3") as records:
        ana = import_history(records, path)
        for suffix in ("json", "csv"):
            assert "2099-12-31T23:00:00+00:00" in export_history(records, ana.id, tmp_path / f"out.{suffix}").read_text(
                encoding="utf-8")

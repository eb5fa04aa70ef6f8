"""Importing a history file again doubles nothing (issue 22): each row carries its uid in the file
(a file from before uids gets one made from its content, the same at every import), so a second
import, or an import into the PC that exported the file, adds only what is new, to the trainee
who holds the rest."""

from __future__ import annotations

import json

import pytest

from dealertrainer.storage.history_export import HistoryFileError, export_history, import_history
from dealertrainer.storage.records import Records


def _answer_rows(records: Records, trainee: int) -> list[tuple]:
    return sorted((a.skill, a.correct, a.seconds, round(a.at, 3), a.given) for a in records.answers(trainee))


def _train(records: Records, trainee: int, start: int, count: int) -> None:
    session = records.start_session(trainee, "baccarat.seat", started=1.7e9 + start, game="baccarat")
    for i in range(start, start + count):
        records.record_answer(trainee, "baccarat.banker.draws", i % 3 != 0, 1.0 + i / 10, session_id=session,
                              at=1.7e9 + i + 1, expected="draw", given="draw" if i % 3 else "stand")
    records.end_session(session)


@pytest.mark.parametrize("suffix", [".json", ".csv"])
def test_a_file_imported_twice_or_into_the_pc_that_exported_it_doubles_nothing(tmp_path, suffix):
    with Records(tmp_path / "ann_pc.sqlite3") as ann_pc:
        ann = ann_pc.add_trainee("Ann").id
        _train(ann_pc, ann, 0, 12)
        path = export_history(ann_pc, ann, tmp_path / f"ann{suffix}")
        assert import_history(ann_pc, path).id == ann  # the PC that exported it holds every row
        assert len(ann_pc.answers(ann)) == 12 and len(ann_pc.sessions(ann)) == 1 and len(ann_pc.trainees()) == 1
        theirs = _answer_rows(ann_pc, ann)
        uids = set(ann_pc.uids_by_id("answers", ann).values())
    with Records(tmp_path / "instructor.sqlite3") as other:
        first = import_history(other, path)
        again = import_history(other, path)
        assert again.id == first.id and [t.name for t in other.trainees()] == ["Ann"]
        assert _answer_rows(other, first.id) == theirs and len(other.sessions(first.id)) == 1
        assert set(other.uids_by_id("answers", first.id).values()) == uids


def test_a_later_export_adds_only_what_is_new(tmp_path):
    with Records(tmp_path / "ann_pc.sqlite3") as ann_pc, Records(tmp_path / "instructor.sqlite3") as other:
        ann = ann_pc.add_trainee("Ann").id
        _train(ann_pc, ann, 0, 10)
        imported = import_history(other, export_history(ann_pc, ann, tmp_path / "monday.json"))
        _train(ann_pc, ann, 100, 5)
        assert import_history(other, export_history(ann_pc, ann, tmp_path / "tuesday.json")).id == imported.id
        assert _answer_rows(other, imported.id) == _answer_rows(ann_pc, ann)
        assert len(other.answers(imported.id)) == 15 and len(other.sessions(imported.id)) == 2


OLD_JSON = {
    "format": "dealertrainer-history", "version": 1, "trainee": "Bo",
    "sessions": [{"id": 4, "drill": "totals", "started": "2024-05-01T10:00:00+00:00"}],
    "answers": [{"session": 4, "skill": "baccarat.total.two_cards", "correct": c, "seconds": 2.0,
                 "at": f"2024-05-01T10:0{i}:00+00:00", "given": str(i)} for i, c in enumerate([True, False, True])],
}
OLD_CSV = ("trainee,session,drill,skill,correct,seconds,at\n"
           + "".join(f"Bo,4,totals,baccarat.total.two_cards,yes,2.0,2024-05-01T10:0{i}:00+00:00\n" for i in range(3)))


@pytest.mark.parametrize("suffix, text", [(".json", json.dumps(OLD_JSON)), (".csv", OLD_CSV)])
def test_a_file_from_before_uids_gets_the_same_uids_at_every_import(tmp_path, suffix, text):
    path = tmp_path / f"bo{suffix}"
    path.write_text(text, encoding="utf-8")
    found = []
    for pc in ("a", "b"):
        with Records(tmp_path / f"{pc}.sqlite3") as records:
            bo = import_history(records, path)
            assert import_history(records, path).id == bo.id and len(records.trainees()) == 1
            assert len(records.answers(bo.id)) == 3 and len(records.sessions(bo.id)) == 1
            found.append((set(records.uids_by_id("answers", bo.id).values()),
                          set(records.uids_by_id("sessions", bo.id).values())))
    assert found[0] == found[1] and len(found[0][0]) == 3


@pytest.mark.parametrize("uid", ["not hex", 42, "A" * 33, "g" * 32])
def test_a_uid_that_is_not_one_is_refused_in_words(tmp_path, uid):
    data = json.loads(json.dumps(OLD_JSON))
    data["answers"][1]["uid"] = uid
    path = tmp_path / "bo.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with Records(tmp_path / "records.sqlite3") as records:
        with pytest.raises(HistoryFileError, match="answer 2: 'uid' must be 32 hexadecimal digits"):
            import_history(records, path)
        assert records.trainees() == []

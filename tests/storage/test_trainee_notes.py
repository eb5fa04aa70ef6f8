"""Trainee notes: lessons given once and start-page choices, kept per trainee beside the records."""

from __future__ import annotations

import pytest

from dealertrainer.storage.records import Records
from dealertrainer.storage.trainee_notes import FILE_NAME, TraineeNotes


@pytest.fixture
def records(tmp_path):
    with Records(tmp_path / "data" / "records.sqlite3") as opened:
        yield opened


def test_a_lesson_given_is_remembered_for_that_trainee_only(records):
    ann, bo = records.add_trainee("Ann"), records.add_trainee("Bo")
    notes = TraineeNotes.beside(records.path, ann)
    assert not notes.given("walkthrough")
    assert notes.mark_given("walkthrough")
    assert TraineeNotes.beside(records.path, ann).given("walkthrough")
    assert not TraineeNotes.beside(records.path, bo).given("walkthrough")
    TraineeNotes.beside(records.path, bo).set_choice("payouts.answer", "chips")
    again = TraineeNotes.beside(records.path, ann)
    assert again.given("walkthrough") and again.choice("payouts.answer", "amount") == "amount"
    assert TraineeNotes.beside(records.path, bo).choice("payouts.answer") == "chips"


def test_a_records_file_started_afresh_does_not_inherit_notes(tmp_path):
    folder = tmp_path / "data"
    with Records(folder / "records.sqlite3") as first:
        TraineeNotes.beside(first.path, first.add_trainee("Ann")).mark_given("walkthrough")
    (folder / "records.sqlite3").unlink()
    with Records(folder / "records.sqlite3", wall_clock=lambda: 5.0) as second:
        newcomer = second.add_trainee("Cy")  # gets id 1 again, but is someone else
        assert not TraineeNotes.beside(second.path, newcomer).given("walkthrough")


def test_a_garbled_notes_file_counts_as_empty_and_is_replaced(records):
    (records.path.parent / FILE_NAME).write_text("{ not json", encoding="utf-8")
    ann = records.add_trainee("Ann")
    notes = TraineeNotes.beside(records.path, ann)
    assert not notes.given("walkthrough")
    assert notes.mark_given("walkthrough")
    assert TraineeNotes.beside(records.path, ann).given("walkthrough")


def test_a_folder_that_cannot_be_written_keeps_the_note_for_this_run(tmp_path, records):
    ann = records.add_trainee("Ann")
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")
    notes = TraineeNotes(blocked / "notes", ann)
    assert notes.mark_given("walkthrough") is False
    assert notes.given("walkthrough")
    assert "could not be written" in notes.problem


def test_a_failed_write_is_told_once_and_kept_for_every_screen_this_run(tmp_path, records):
    ann = records.add_trainee("Ann")
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("", encoding="utf-8")
    told: list[str] = []
    TraineeNotes.listen(told.append)
    try:
        TraineeNotes(blocked / "notes", ann).set_choice("payouts.answer", "chips")
        TraineeNotes(blocked / "notes", ann).mark_given("walkthrough")
        assert told == [f"{blocked / 'notes' / FILE_NAME} could not be written (Not a directory); kept for this run only"]
        again = TraineeNotes(blocked / "notes", ann)  # another screen reads them: the run keeps them
        assert again.choice("payouts.answer") == "chips" and again.given("walkthrough")
    finally:
        TraineeNotes.listen(None)
    blocked.unlink()
    now = TraineeNotes(blocked / "notes", ann)
    assert now.mark_given("house:x")  # the folder can be made now: written, with what the run kept
    assert (str(now.path), now.key) not in TraineeNotes._kept
    written = TraineeNotes(blocked / "notes", ann)
    assert written.given("walkthrough") and written.choice("payouts.answer") == "chips"

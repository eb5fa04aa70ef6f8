"""Progress's missed hands: an answer from before hands were kept (a file of the release before,
upgraded) is listed and, when the trainee presses Enter on it, says plainly it cannot be replayed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from dealertrainer.storage.dealt_hands import answers_know_their_hand
from dealertrainer.storage.records import MIGRATIONS, Records
from dealertrainer.ui.progress.missed_hands import MissedHandsDialog
from tests.storage.older_records import records_at


def test_an_answer_from_before_hands_were_kept_says_it_cannot_be_replayed(qtbot, tmp_path):
    path = tmp_path / "records.sqlite3"
    db = records_at(path, MIGRATIONS.index(answers_know_their_hand))
    db.execute("INSERT INTO trainees (id, name, created) VALUES (1, 'Ana', 0)")
    db.execute("INSERT INTO sessions (id, trainee_id, drill_id, started, game) VALUES (1, 1, 'stud.seat', 10, 'stud')")
    db.execute("INSERT INTO answers (trainee_id, session_id, skill, correct, seconds, at, prompt, expected, given)"
               " VALUES (1, 1, 'stud.first_to_act.high', 0, 2.0, 20, 'Who bets first?', 'Seat 3', 'Seat 5')")
    db.close()
    with Records(path) as records:
        dialog = MissedHandsDialog(records, 1)
        qtbot.addWidget(dialog)
        dialog.show()
        assert [dialog.table.item(0, c).text() for c in range(2, 5)] == ["Seat 5", "Seat 3", "—"]
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: dialog.opened is not None)
        box = dialog.opened
        assert isinstance(box, QMessageBox)
        assert box.text() == ("This answer cannot be replayed: it was recorded before DealerTrainer kept the shoe "
                              "and hand of each answer.")
        box.close()


def test_a_hand_kept_in_the_records_opens_on_the_felt_off_the_gui_thread(qtbot, tmp_path):
    from dealertrainer.training.offer import make
    from dealertrainer.training.session import Session
    from dealertrainer.ui.session.hand_replay_view import HandReplayView

    with Records(tmp_path / "records.sqlite3") as records:
        ana = records.add_trainee("Ana").id
        session = Session(make("stud.seat", {"hands": 3}, seed=9), records=records, trainee_id=ana)
        while (beat := session.next()) is not None:
            if beat.question is not None:
                session.answer("wrong")
        session.end()
        dialog = MissedHandsDialog(records, ana)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.table.selectRow(0)  # the newest: the last hand's
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: isinstance(dialog.opened, HandReplayView), timeout=20000)
        replay = dialog.opened
        newest = records.missed_answers(ana)[-1]
        qtbot.keyClick(replay, Qt.Key.Key_M)
        assert replay.at_missed_step and replay.given.text() == f"You said: {newest.given}"
        assert replay.replay.title == "Hand 3" and replay.replay.steps[replay.index].question == newest.prompt
        replay.close()

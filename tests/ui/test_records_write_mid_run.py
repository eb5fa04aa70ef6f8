"""Records that refuse writes mid-run, tried as a user would: the app started in a new process
on their records, a table dealt and answered by keys, and the disk refusing to let the records
grow for a while (a real refusal: the process's file-size limit drops to nothing, as a full
disk would refuse, then comes back).

The trainee reads why on the banner and that the answer is "not saved yet" on the status line,
keeps dealing, and what was kept is written once the disk takes writes again; what is still
refused at the end is said plainly. No traceback escapes."""

from __future__ import annotations

from dealertrainer.storage.records import Records
from tests.ui.start_as_a_user import digest, folders, no_traceback, start_app, use_the_window  # noqa: F401

DEAL_WHILE_THE_DISK_REFUSES = """
import resource

from dealertrainer.ui.harness import answer_on_screen

SOFT, HARD = resource.getrlimit(resource.RLIMIT_FSIZE)


def answer(screen):
    assert wait(lambda: screen.session is not None and screen.session.waiting_for_answer), "no question came up"
    assert answer_on_screen(screen.window(), right=True), "no answer on screen"
    assert wait(lambda: screen.panel.waiting_for_next)
    QTest.keyClick(QApplication.focusWidget() or screen, Qt.Key.Key_Space)


def disk(refusing):
    resource.setrlimit(resource.RLIMIT_FSIZE, (1 if refusing else SOFT, HARD))


def seen(window, when):
    banner = window.start_problems
    print(when, "banner:", banner.heading.text() + " | " + banner.text() if banner.isVisible() else "(hidden)")
    print(when, "status:", window.statusBar().currentMessage())


def use(window):
    wait(lambda: window.registry_ready)
    QTest.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)  # Mini Baccarat
    screen = window.current_screen()
    QTest.keyClick(screen, Qt.Key.Key_Return)  # Start
    answer(screen)
    disk(refusing=True)
    answer(screen)
    answer(screen)
    seen(window, "refused")
    disk(refusing=False)
    answer(screen)
    seen(window, "again")
    disk(refusing=True)
    answer(screen)
    QTest.keyClick(window, Qt.Key.Key_Escape)  # finish the session
    seen(window, "finished")
    disk(refusing=False)
"""


def test_answers_refused_by_the_disk_are_kept_told_and_written_when_it_can(folders, tmp_path):
    config, data = folders
    started = start_app(config, data, open_first=None, script=use_the_window(tmp_path, DEAL_WHILE_THE_DISK_REFUSES))
    no_traceback(started)
    assert started.code == 0, started.stderr
    refused = started.line("refused banner: ")
    assert refused.startswith(f"Not saved to your records | DealerTrainer could not write to your records ({data / 'records.sqlite3'}): "
                              "the disk reported an error (disk I/O error). Check that disk")
    assert "You can train on: answers are kept while their session runs" in refused
    assert started.line("refused status: ") == "3 of 3 right · 2 not saved yet"
    assert started.line("again banner: ").startswith("Your records are being saved again | ")
    assert "not saved" not in started.line("again status: ")
    finished = started.line("finished status: ")
    assert finished.startswith("Answers of this session not saved: 1. DealerTrainer could not write to your records (")
    with Records(data / "records.sqlite3") as records:
        (ana,) = records.trainees()
        sessions = [s for s in records.sessions(ana.id) if s.drill_id != "totals"]
        (table,) = sessions
        answers = records.answers(ana.id, session_id=table.id)
    assert len(answers) == 4 and all(a.correct for a in answers)  # the first, the two kept, the one after
    assert table.ended is None  # its end was refused too: it stays resumable, as after a crash


START_ON_A_DISK_THAT_REFUSES = """
import resource
import sys

resource.setrlimit(resource.RLIMIT_FSIZE, (1, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
from dealertrainer.__main__ import main

sys.exit(main([]))
"""


def test_a_start_on_a_disk_that_refuses_writes_names_the_disk_not_the_file(folders, tmp_path):
    config, data = folders
    script = tmp_path / "start_on_a_full_disk.py"
    script.write_text(START_ON_A_DISK_THAT_REFUSES, encoding="utf-8")
    before = digest(data / "records.sqlite3")
    started = start_app(config, data, open_first="", script=script)
    no_traceback(started)
    assert started.code == 1
    dialog = started.line("dialog: DealerTrainer: ")
    assert dialog == (f"DealerTrainer could not write to your records ({data / 'records.sqlite3'}): the disk reported "
                      "an error (disk I/O error). Check that disk: it may be full, removed or failing.")
    assert "move it aside" not in started.shown  # the file is sound: moving it would hide the whole history
    assert started.told == [dialog] and digest(data / "records.sqlite3") == before

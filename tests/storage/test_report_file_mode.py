"""Exam reports and exports are the user's ordinary files: a new one is readable as far as the
user's umask allows (they were saved 0600, so an instructor could not read them), and one saved
over an old report keeps the old one's permissions."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import textwrap

import pytest

from dealertrainer.storage.report_file import save_report


def mode_of(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def umask():
    """Sets the process's umask for one test and puts the old one back."""
    old = os.umask(0o022)
    yield lambda mask: os.umask(mask)
    os.umask(old)


@pytest.mark.parametrize(("mask", "mode"), [(0o022, 0o644), (0o002, 0o664), (0o027, 0o640), (0o077, 0o600)])
def test_a_new_report_gets_the_mode_the_umask_gives_any_new_file(tmp_path, umask, mask, mode):
    umask(mask)
    saved = save_report("<html>Exam report</html>", tmp_path / "reports" / "ana.html")
    assert mode_of(saved) == mode
    with open(tmp_path / "plain.txt", "w", encoding="utf-8") as plain:  # as any program's new file
        plain.write("x")
    assert mode_of(tmp_path / "plain.txt") == mode
    assert [p.name for p in saved.parent.iterdir()] == ["ana.html"]  # no temporary file left beside it


def test_a_report_saved_over_an_old_one_keeps_its_permissions(tmp_path, umask):
    umask(0o077)
    old = tmp_path / "ana.csv"
    old.write_text("old", encoding="utf-8")
    old.chmod(0o640)  # the instructor's group may read it
    save_report("skill,correct\nTOTAL,1\n", old)
    assert old.read_text(encoding="utf-8").startswith("skill") and mode_of(old) == 0o640


def test_a_report_saved_by_the_app_in_a_new_process_is_group_readable(tmp_path):
    """Where the user starts: a new process with an ordinary umask saves an exam report."""
    script = textwrap.dedent(f"""
        import os
        os.umask(0o022)
        from dealertrainer.storage.report_file import save_report
        save_report("<html>Exam report</html>", {str(tmp_path / "exam.html")!r})
    """)
    subprocess.run([sys.executable, "-c", script], check=True, timeout=60)
    assert mode_of(tmp_path / "exam.html") == 0o644

"""``dealertrainer --self-test`` in the test process: the real window on throwaway records,
a baccarat coup by keyboard, one answer on every other screen, every answer stored."""

from __future__ import annotations

import io

from PySide6.QtGui import QIcon, QPixmap

from dealertrainer.ui.resources import resource_bytes
from dealertrainer.ui.self_test import run_self_test


def test_the_self_test_passes_in_process(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DEALERTRAINER_CONFIG_DIR", str(tmp_path / "user-config"))
    monkeypatch.setenv("DEALERTRAINER_DATA_DIR", str(tmp_path / "user-data"))
    icon = QPixmap()
    assert icon.loadFromData(resource_bytes("icons/dealertrainer.svg"))
    qapp.setWindowIcon(QIcon(icon))  # as app.run does
    out = io.StringIO()
    assert run_self_test(out) == 0, out.getvalue()
    lines = out.getvalue().splitlines()
    assert not [line for line in lines if line.startswith("FAIL")]
    assert any(line.startswith("ok    Mini Baccarat coup dealt through the window") for line in lines)
    assert any(line.startswith("ok    every other table and drill took an answer") for line in lines)
    assert any(line.startswith("ok    every answer stored") for line in lines)
    assert lines[-1].startswith("self-test passed")
    # the user's own settings and records were never touched
    assert not (tmp_path / "user-config").exists() and not (tmp_path / "user-data").exists()


def test_the_self_test_fails_without_a_window_icon(qapp):
    kept = qapp.windowIcon()
    qapp.setWindowIcon(QIcon())
    try:
        out = io.StringIO()
        assert run_self_test(out) == 1
    finally:
        qapp.setWindowIcon(kept)
    assert "FAIL  window icon set" in out.getvalue()
    assert out.getvalue().splitlines()[-1].startswith("self-test FAILED")


def test_the_self_test_fails_when_the_language_asked_is_not_in_force(qapp):
    """``--self-test --language zh_CN`` on a build whose catalogs were not found ran in English
    and passed; now the check of the language in force fails."""
    from dealertrainer.language import ENGLISH, language_in_force

    assert language_in_force() == ENGLISH
    out = io.StringIO()
    assert run_self_test(out, language="zh_CN") == 1
    assert "FAIL  the words of the language in force: AssertionError: zh_CN was asked for, English is in force" in out.getvalue()


def test_the_self_test_fails_when_a_qt_module_the_app_does_not_use_is_loaded():
    """The bundle leaves QtNetwork (and every other unused Qt module) out: a screen that came to
    load one would break the packaged build, so the self-test fails on it, from source too."""
    import subprocess
    import sys

    script = "import sys, PySide6.QtNetwork\nfrom dealertrainer.__main__ import main\nsys.exit(main(['--self-test']))\n"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=180)
    assert done.returncode == 1, done.stdout + done.stderr[-2000:]
    assert ("FAIL  only the Qt modules the app uses, no GPL-only part: AssertionError: Qt modules loaded that the app "
            "does not use: PySide6.QtNetwork") in done.stdout

"""A trainee's own sign-in remembered on their PC when they tick "Remember me" (issue 22): kept
readable by them alone, read as data, and used at the next start (a new process) without the
dialog; a remembered password the server refuses is forgotten and the dialog asks again."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys

import pytest

from dealertrainer.storage.classroom.remembered import forget, remember, remembered, remembered_path
from dealertrainer.storage.classroom.signed_in import database_key


def test_one_sign_in_is_kept_for_the_user_alone_and_forgotten_on_asking(tmp_path):
    remember(tmp_path, "postgresql://h/a", "Ada", "correct horse")
    assert remembered(tmp_path, "postgresql://h/a") == ("Ada", "correct horse")
    assert stat.S_IMODE(os.stat(remembered_path(tmp_path)).st_mode) == 0o600
    remember(tmp_path, "postgresql://h/b", "Ada", "other")  # a PC keeps one sign-in: its trainee's
    assert remembered(tmp_path, "postgresql://h/a") is None
    forget(tmp_path, "postgresql://h/b")
    assert not remembered_path(tmp_path).exists()


@pytest.mark.parametrize("text", ["", "not json", "[]", '{"postgresql://h/a": {"name": "Ada"}}',
                                  '{"postgresql://h/a": {"name": "Ada", "password": 5}}', "[" * 5000,
                                  json.dumps({"postgresql://h/a": {"name": "A", "password": "p" * 5000}})])
def test_a_file_that_is_not_exactly_a_sign_in_is_as_if_there_were_none(tmp_path, text):
    remembered_path(tmp_path).write_text(text)
    assert remembered(tmp_path, "postgresql://h/a") is None


def _start(tmp_path, url):
    env = {**os.environ, "DEALERTRAINER_CONFIG_DIR": str(tmp_path / "config"),
           "DEALERTRAINER_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen",
           "DEALERTRAINER_QUIT_WHEN_SHOWN": ""}
    done = subprocess.run([sys.executable, "-m", "dealertrainer", "--database", url], capture_output=True, text=True,
                          env=env, timeout=120)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-3000:]
    return done.stdout.splitlines()


def test_a_remembered_sign_in_starts_without_the_dialog_and_a_refused_one_is_forgotten(tmp_path, seeded_class):
    config = tmp_path / "config"
    remember(config, database_key(seeded_class.url), "Ada", seeded_class.password)
    seen = _start(tmp_path, seeded_class.url)
    assert "dialog: Sign in to your class: " not in seen and "window: DealerTrainer" in seen  # signed in as Ada
    assert any("follows the school's profile for Class X" in line for line in seen)
    remember(config, database_key(seeded_class.url), "Ada", "an old password")
    seen = _start(tmp_path, seeded_class.url)
    assert seen[0] == "dialog: Sign in to your class: "  # asked again
    assert remembered(config, database_key(seeded_class.url)) is None

"""The window's size and place kept across a restart: written atomically, and any file that is
not a place we wrote counts as none (the window then opens in the middle of the screen)."""

from __future__ import annotations

import json

import pytest

from dealertrainer.storage.window_place import FILE_NAME, MAX_BYTES, WindowPlace, read_window_place, write_window_place


def test_a_place_written_is_read_back(tmp_path):
    place = WindowPlace(-1200, 40, 930, 660, maximized=True)  # a screen left of the primary one
    write_window_place(tmp_path / "config", place)
    assert read_window_place(tmp_path / "config") == place
    assert [p.name for p in (tmp_path / "config").iterdir()] == [FILE_NAME]  # no temporary file left


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\xff\xfe not text",
        b"[1, 2, 3, 4]",
        b'{"x": 1, "y": 2, "width": 3}',
        b'{"x": "1", "y": 2, "width": 300, "height": 200}',
        b'{"x": true, "y": 2, "width": 300, "height": 200}',
        b'{"x": 1.5, "y": 2, "width": 300, "height": 200}',
        b'{"x": 1, "y": 2, "width": 0, "height": 200}',
        b'{"x": 1, "y": 2, "width": 300, "height": -5}',
        b'{"x": 10000000000, "y": 2, "width": 300, "height": 200}',
        json.dumps({"x": 1, "y": 2, "width": 300, "height": 200, "pad": "x" * MAX_BYTES}).encode(),
        b"[" * 100_000,
    ],
)
def test_a_file_that_is_not_a_place_counts_as_none(tmp_path, content):
    (tmp_path / FILE_NAME).write_bytes(content)
    assert read_window_place(tmp_path) is None


def test_no_file_no_place_and_a_folder_that_refuses_says_so(tmp_path):
    assert read_window_place(tmp_path / "nowhere") is None
    (tmp_path / "a file").write_text("")
    with pytest.raises(OSError):
        write_window_place(tmp_path / "a file", WindowPlace(0, 0, 900, 640))

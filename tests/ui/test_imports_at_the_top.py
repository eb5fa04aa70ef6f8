"""Imports at the top of the ui modules: the import graph is read at the head of each file.

An import inside a function is allowed only where it is deliberate — most often for start-up
speed, a screen loaded when first opened — and then it says why, in a ``# lazy: <reason>``
comment on its line or the line above. Every module of the ui is checked.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[2] / "dealertrainer" / "ui"

#: Every module of the ui, its sub-packages included, as its path below ui/ without ".py".
CHECKED = tuple(sorted(path.relative_to(UI).with_suffix("").as_posix() for path in UI.rglob("*.py")))

LAZY_REASON = re.compile(r"#\s*lazy:[ \t]*\S")


def unexplained_local_imports(source: str) -> list[str]:
    """Each import inside a function (or method, or lambda) with no ``# lazy: <reason>`` on its
    line(s) or the line above, as ``"line N: import text"``."""
    tree = ast.parse(source)
    lines = source.splitlines()
    reasons = {token.start[0] for token in tokenize.generate_tokens(io.StringIO(source).readline)
               if token.type == tokenize.COMMENT and LAZY_REASON.match(token.string)}
    found: dict[int, str] = {}
    for scope in ast.walk(tree):
        if not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        for node in ast.walk(scope):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                explained = reasons & set(range(node.lineno - 1, (node.end_lineno or node.lineno) + 1))
                if not explained:
                    found[node.lineno] = f"line {node.lineno}: {lines[node.lineno - 1].strip()}"
    return [found[line] for line in sorted(found)]


@pytest.mark.parametrize("name", CHECKED)
def test_a_checked_ui_module_imports_at_the_top_or_says_why_not(name):
    path = UI / f"{name}.py"
    assert path.is_file(), f"{path} is listed in CHECKED but does not exist (renamed? update the list)"
    assert unexplained_local_imports(path.read_text(encoding="utf-8")) == []


def test_an_import_inside_a_function_is_found_wherever_it_hides():
    source = (
        "import os\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from pathlib import Path\n"
        "def start():\n"
        "    import json\n"
        "    def inner():\n"
        "        from dealertrainer.ui import theme\n"
        "    return inner\n"
        "class Screen:\n"
        "    async def refresh(self):\n"
        "        if self:\n"
        "            from dealertrainer.training import mastery\n"
    )
    assert unexplained_local_imports(source) == [
        "line 6: import json",
        "line 8: from dealertrainer.ui import theme",
        "line 13: from dealertrainer.training import mastery",
    ]


def test_a_lazy_import_with_its_reason_on_its_line_or_the_line_above_is_allowed():
    source = (
        "def open_table():\n"
        "    from dealertrainer.ui.session.session_screen import SessionScreen  # lazy: loaded when a table opens\n"
        "    # lazy: only --screenshots draws every screen\n"
        "    from dealertrainer.ui.screenshots import (\n"
        "        render_screenshots,\n"
        "    )\n"
        "    from dealertrainer.ui.progress.exam_view import (  # lazy: the exam screen loads when first opened\n"
        "        ExamView,\n"
        "    )\n"
    )
    assert unexplained_local_imports(source) == []


def test_a_comment_without_a_reason_or_too_far_above_does_not_count():
    source = (
        "def start():\n"
        "    import json  # lazy:\n"
        "    # lazy: start-up speed\n"
        "\n"
        "    import csv\n"
        "    import html  # noqa: PLC0415\n"
    )
    assert unexplained_local_imports(source) == [
        "line 2: import json  # lazy:",
        "line 5: import csv",
        "line 6: import html  # noqa: PLC0415",
    ]


def test_the_check_reads_the_whole_ui_package():
    assert {"app", "main_window", "session/session_screen", "session/play_page", "harness",
            "table/felt", "shoe/shoe_panel", "settings/settings_form", "progress/exam_view"} <= set(CHECKED)

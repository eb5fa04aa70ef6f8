"""The architecture holds: Qt only in dealertrainer.ui, layers import downwards only."""

from __future__ import annotations

import ast
import pathlib

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "dealertrainer"
CORE = ("engine", "training", "storage")
# What each layer may import from the package (besides itself).
ALLOWED = {
    "engine": set(),
    "storage": {"engine"},
    "training": {"engine", "storage"},
    "ui": {"engine", "storage", "training"},
}


def _imports(path: pathlib.Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def _modules(layer: str) -> list[pathlib.Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", CORE)
def test_no_qt_outside_ui(layer):
    offenders = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in _modules(layer)
        for name in _imports(path)
        if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"}
    ]
    assert not offenders, offenders


@pytest.mark.parametrize("layer", list(ALLOWED))
def test_layers_import_downwards(layer):
    offenders = []
    for path in _modules(layer):
        for name in _imports(path):
            parts = name.split(".")
            if parts[0] == "dealertrainer" and len(parts) > 1 and parts[1] in ALLOWED:
                if parts[1] != layer and parts[1] not in ALLOWED[layer]:
                    offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert not offenders, offenders


def test_the_check_sees_a_violation(tmp_path, monkeypatch):
    """The walker really finds a PySide6 import (so the checks above can fail)."""
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtWidgets import QWidget\nimport dealertrainer.ui\n")
    assert _imports(bad) == ["PySide6.QtWidgets", "dealertrainer.ui"]


def test_engine_imports_without_qt():
    import subprocess
    import sys

    code = (
        "import sys, dealertrainer.engine.cards, dealertrainer.engine.shoe, dealertrainer.engine.money;"
        "import dealertrainer.training, dealertrainer.storage;"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was loaded'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def _lint_imports(cwd) -> "subprocess.CompletedProcess[str]":
    import subprocess
    import sys

    program = pathlib.Path(sys.executable).with_name("lint-imports")
    return subprocess.run([str(program)], cwd=cwd, capture_output=True, text=True, timeout=120)


def test_import_linter_contracts_are_kept():
    """The contracts in pyproject (Qt only in ui; ui > training > storage > engine) hold."""
    result = _lint_imports(PACKAGE.parent)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2 kept, 0 broken" in result.stdout


def test_import_linter_sees_a_broken_contract(tmp_path):
    """A copy of the package with the engine importing Qt breaks the contract (the check can fail)."""
    import shutil

    shutil.copytree(PACKAGE, tmp_path / "dealertrainer", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(PACKAGE.parent / "pyproject.toml", tmp_path / "pyproject.toml")
    bad = tmp_path / "dealertrainer" / "engine" / "bad_idea.py"
    bad.write_text("from PySide6 import QtCore\n", encoding="utf-8")
    result = _lint_imports(tmp_path)
    assert result.returncode != 0
    assert "Qt stays in the ui package BROKEN" in result.stdout

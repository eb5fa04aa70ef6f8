"""Text meets WCAG 2.1 AA contrast (4.5:1) in both themes and on the felt (issue 23).

Each theme rule that sets a text colour is read against the background it is drawn on: its own,
else the panel its selector names (card, question panel, navigation), else the window's.
Disabled push buttons are left out: WCAG exempts inactive controls."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dealertrainer.ui.table.felt import CHALK, FELT, GOLD

THEMES = Path(__file__).resolve().parents[2] / "resources" / "themes"
AA = 4.5
PANELS = ("QFrame#card", "QFrame#questionPanel", "QListWidget#nav", "QPushButton")


def luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def text_pairs(qss: str) -> list[tuple[str, str, str]]:
    """(selector, text colour, background) for every rule that sets a text colour."""
    rules = [(selector.split("*/")[-1].strip(), body) for selector, body in re.findall(r"([^{}]+)\{([^}]*)\}", qss)]
    backgrounds = {}
    for selector, body in rules:
        found = re.search(r"background(?:-color)?:\s*(#[0-9a-fA-F]{6})", body)
        if found and selector in ("QWidget", *PANELS):
            backgrounds[selector] = found.group(1)
    pairs = []
    for selector, body in rules:
        colour = re.search(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6})", body)
        if colour is None or ("QPushButton" in selector and ":disabled" in selector):
            continue
        own = re.search(r"background(?:-color)?:\s*(#[0-9a-fA-F]{6})", body)
        panel = next((backgrounds[p] for p in PANELS if selector.startswith(p) and p in backgrounds), backgrounds["QWidget"])
        pairs.append((selector, colour.group(1), own.group(1) if own else panel))
    return pairs


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_every_text_colour_in_the_theme_reads_at_aa(theme):
    pairs = text_pairs((THEMES / f"{theme}.qss").read_text(encoding="utf-8"))
    assert len(pairs) > 15  # the reading found the rules
    low = [(selector, fg, bg, round(contrast(fg, bg), 2)) for selector, fg, bg in pairs if contrast(fg, bg) < AA]
    assert low == []


def test_the_felt_signs_read_at_aa():
    for ink in (GOLD, CHALK):
        assert contrast(ink.name(), FELT.name()) >= AA, ink.name()


def test_the_check_catches_a_pale_colour():
    """The light theme's section headings were #6f6a5e on #e8e4da (4.2:1) before this test."""
    assert contrast("#6f6a5e", "#e8e4da") < AA <= contrast("#625d51", "#e8e4da")

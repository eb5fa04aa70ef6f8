"""Both themes: every picture the stylesheet names exists, and spin-box arrows stand out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QSpinBox

from dealertrainer.ui.theme import Theme, apply_theme, stylesheet


@pytest.mark.parametrize("theme", list(Theme))
def test_every_url_in_the_stylesheet_is_a_file(theme):
    text = stylesheet(theme)
    assert "@THEMES" not in text
    urls = re.findall(r"url\(([^)]+)\)", text)
    assert len(urls) >= 4  # the spin-box arrows, up and down, on and off
    for url in urls:
        assert Path(url).is_file(), url


@pytest.mark.parametrize("theme", list(Theme))
def test_spin_box_arrows_contrast_with_their_buttons(qtbot, qapp, theme):
    kept = (qapp.styleSheet(), qapp.font(), qapp.style().name())
    apply_theme(qapp, theme)
    try:
        spin = QSpinBox()
        qtbot.addWidget(spin)
        spin.setRange(0, 10)
        spin.setValue(5)
        spin.resize(200, 48)
        image = spin.grab().toImage()
        # the step buttons are the rightmost 26 px; the arrow is the most contrasting pixel there
        strip = [image.pixelColor(x, y) for x in range(image.width() - 24, image.width() - 4) for y in range(4, image.height() - 4)]
        button = QColor(strip[0])
        contrast = max(abs(c.lightness() - button.lightness()) for c in strip)
        assert contrast > 90, (theme, contrast)
    finally:  # as the other tests found it
        qapp.setStyleSheet(kept[0])
        qapp.setFont(kept[1])
        qapp.setStyle(kept[2])

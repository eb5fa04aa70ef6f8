"""Both themes: every picture the stylesheet names exists, and spin-box and combo-box arrows stand out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QSpinBox

from dealertrainer.ui.theme import Theme, apply_theme, stylesheet


@pytest.mark.parametrize("theme", list(Theme))
def test_every_url_in_the_stylesheet_is_a_file(theme):
    text = stylesheet(theme)
    assert "@THEMES" not in text
    urls = re.findall(r"url\(([^)]+)\)", text)
    assert len(urls) >= 6  # the spin-box arrows, up and down, on and off; the combo box's, on and off
    assert re.search(r"QComboBox::down-arrow \{ image: url\([^)]*spin-down-" + theme.value, text)
    for url in urls:
        assert Path(url).is_file(), url


def _spin_box():
    spin = QSpinBox()
    spin.setRange(0, 10)
    spin.setValue(5)
    return spin


def _combo_box():
    combo = QComboBox()
    combo.addItems(["Deducted", "Box"])
    return combo


@pytest.mark.parametrize("make", [_spin_box, _combo_box], ids=["spin box", "combo box"])
@pytest.mark.parametrize("theme", list(Theme))
def test_step_and_drop_down_arrows_contrast_with_their_buttons(qtbot, qapp, theme, make):
    kept = (qapp.styleSheet(), qapp.font(), qapp.style().name())
    apply_theme(qapp, theme)
    try:
        spin = make()
        qtbot.addWidget(spin)
        spin.resize(200, 48)
        image = spin.grab().toImage()
        # the step (or drop-down) buttons are the rightmost 26 px; the arrow is the most contrasting pixel there
        strip = [image.pixelColor(x, y) for x in range(image.width() - 24, image.width() - 4) for y in range(4, image.height() - 4)]
        button = QColor(strip[0])
        contrast = max(abs(c.lightness() - button.lightness()) for c in strip)
        assert contrast > 90, (theme, contrast)
    finally:  # as the other tests found it
        qapp.setStyleSheet(kept[0])
        qapp.setFont(kept[1])
        qapp.setStyle(kept[2])

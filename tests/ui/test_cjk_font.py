"""The felt's Chinese signs read on a machine with no CJK font (issue 23): the app ships a
subset of Noto Sans CJK (OFL) cut to the characters it shows, with its licence beside it."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "resources" / "fonts"

NO_CJK_MACHINE = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>{cache}</cachedir></fontconfig>
"""

DRAW_THE_SIGNS = """
from PySide6.QtGui import QColor, QFontDatabase, QImage, QPainter
from PySide6.QtWidgets import QApplication
app = QApplication([])
print("machine has CJK:", bool(QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)))
from dealertrainer.ui.table.felt import chinese_ok, font

def ink(text):
    image = QImage(160, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font(40))
    painter.setPen(QColor("black"))
    painter.drawText(5, 45, text)
    painter.end()
    return bytes(image.constBits())

blank = ink("")
for sign in "闲庄和":
    print(sign, "drawn:", ink(sign) != blank and ink(sign) != ink("\\ue000"))
print("signs shown:", chinese_ok())
"""


def test_the_signs_are_drawn_on_a_machine_without_a_chinese_font(tmp_path):
    """Before: no CJK font on the machine meant the felt's 和 庄 闲 were dropped (or tofu)."""
    config = tmp_path / "fonts.conf"
    config.write_text(NO_CJK_MACHINE.format(cache=tmp_path / "cache"))
    env = {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", DRAW_THE_SIGNS], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert "machine has CJK: False" in lines, done.stdout  # the machine really has none
    assert [line for line in lines if "drawn:" in line] == ["闲 drawn: True", "庄 drawn: True", "和 drawn: True"]
    assert "signs shown: True" in lines


def test_the_subset_holds_every_chinese_character_the_app_shows():
    """Chinese text added to the app without cutting the font again fails here."""
    cutter = runpy.run_path(str(ROOT / "packaging" / "cjk_font.py"))
    shown = cutter["characters_shown"]()
    assert {"庄", "闲", "和"} <= shown
    for name in cutter["FACES"].values():
        cmap = TTFont(FONTS / name).getBestCmap()
        assert sorted(ch for ch in shown if ord(ch) not in cmap) == [], name


def test_the_font_licence_ships_beside_it():
    licence = (FONTS / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Noto Sans CJK" in licence


def test_chinese_in_force_gives_every_screen_the_bundled_faces(qapp):
    """The screens' font falls back to the bundled faces when Chinese is in force (the Traditional
    one first for zh_TW); English leaves the app's font alone."""
    from dealertrainer.ui.cjk_font import cjk_families, use_for_screens

    before = qapp.font()
    try:
        use_for_screens(qapp, "en")
        assert qapp.font() == before
        use_for_screens(qapp, "zh_TW")
        families = qapp.font().families()
        bundled = [family for family in families if family in cjk_families()]
        assert len(bundled) == 2 and " TC" in bundled[0]
    finally:
        qapp.setFont(before)

"""The felt's Chinese signs read on a machine with no CJK font (issue 23): the app ships a
subset of Noto Sans CJK (OFL) cut to the characters it shows, with its licence beside it."""

from __future__ import annotations

import os
import runpy
import subprocess
import sys
from pathlib import Path

import pytest
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


def no_cjk_machine(tmp_path: Path) -> dict[str, str]:
    """An environment in which fontconfig sees DejaVu only: a machine with no CJK font."""
    config = tmp_path / "fonts.conf"
    config.write_text(NO_CJK_MACHINE.format(cache=tmp_path / "cache"))
    return {**{k: v for k, v in os.environ.items() if not k.startswith("DEALERTRAINER_")},
            "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen",
            "DEALERTRAINER_CONFIG_DIR": str(tmp_path / "config"), "DEALERTRAINER_DATA_DIR": str(tmp_path / "data")}


def test_the_signs_are_drawn_on_a_machine_without_a_chinese_font(tmp_path):
    """Before: no CJK font on the machine meant the felt's 和 庄 闲 were dropped (or tofu)."""
    env = no_cjk_machine(tmp_path)
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


DRAW_A_LABEL = """
import sys
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QLabel
from dealertrainer.language import _, use_language
from dealertrainer.ui.cjk_font import cjk_families, use_for_screens
from dealertrainer.ui.build_checks import characters_in_force, glyphs_missing

language = sys.argv[1]
app = QApplication([])
print("machine has CJK:", bool(QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)))
assert use_language(language) == language

def drawn(font):
    label = QLabel(_("Mini Baccarat") + _("Home"))  # a screen's name and Home, as the navigation shows them
    label.setFont(font)
    label.resize(400, 60)
    return label.grab().toImage()

machine_alone = drawn(app.font())  # before the bundled faces are loaded: the machine's fonts only
use_for_screens(app, language)  # as app.run does
face = next(family for family in cjk_families() if (" TC" in family) == (language == "zh_TW"))
as_the_app_draws = drawn(app.font())
bundled = QFont(app.font())
bundled.setFamilies([face])  # the bundled face named outright
print("label:", _("Mini Baccarat") + _("Home"))
print("same as the bundled face:", as_the_app_draws == drawn(bundled))
print("same as the machine alone:", as_the_app_draws == machine_alone)
han = "".join(ch for ch in characters_in_force() if ord(ch) >= 0x3400)
missing, families = glyphs_missing(han, app.font())
print("catalog characters:", len(han), "boxes:", len(missing))
print("drawn by:", ",".join(sorted(families)))
"""


@pytest.mark.parametrize(("language", "label"), [("zh_CN", "迷你百家乐首页"), ("zh_TW", "迷你百家樂首頁")])
def test_every_chinese_character_is_drawn_with_the_bundled_face_on_a_machine_without_one(tmp_path, language, label):
    """A machine with no CJK font: a screen's label drawn with the app's fonts is pixel for pixel
    the label drawn with the bundled face (SC for zh_CN, TC for zh_TW), and not what the machine's
    own font alone draws (boxes); every character of the catalogs comes from a bundled face."""
    done = subprocess.run([sys.executable, "-c", DRAW_A_LABEL, language], capture_output=True, text=True,
                          env=no_cjk_machine(tmp_path), timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert "machine has CJK: False" in lines, done.stdout
    assert f"label: {label}" in lines
    assert "same as the bundled face: True" in lines and "same as the machine alone: False" in lines, done.stdout
    (count,) = [line for line in lines if line.startswith("catalog characters:")]
    assert count.endswith("boxes: 0") and int(count.split()[2]) > 500, count
    face = "Noto Sans CJK TC" if language == "zh_TW" else "Noto Sans CJK SC"
    assert f"drawn by: {face}" in lines, done.stdout  # the bundled face alone, none of the machine's


@pytest.mark.parametrize(("language", "home"), [("zh_CN", "首页"), ("zh_TW", "首頁")])
def test_the_self_test_passes_in_chinese_on_a_machine_without_a_chinese_font(tmp_path, language, home):
    """``dealertrainer --self-test --language zh_CN|zh_TW`` started as a user starts it, fontconfig
    seeing no CJK font: every check passes, the fonts drawing are the bundled ones."""
    done = subprocess.run([sys.executable, "-m", "dealertrainer", "--self-test", "--language", language],
                          capture_output=True, text=True, env=no_cjk_machine(tmp_path), timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert not [line for line in lines if line.startswith("FAIL")] and lines[-1].startswith("self-test passed")
    (fonts,) = [line for line in lines if line.startswith("ok    the bundled Chinese fonts draw every character")]
    assert fonts.endswith("this machine's own Chinese fonts: none"), fonts
    assert f"qtbase_{language}.qm (取消)" in done.stdout
    assert any(line.startswith("ok    Home read and drawn") and line.endswith(home) for line in lines), done.stdout
    assert any(line.startswith("ok    About's licences") for line in lines)


WITHOUT_THE_BUNDLED_FONTS = """
import sys
import dealertrainer.ui.cjk_font as cjk_font
from dealertrainer.ui.resources import ResourceMissing

def lost(name):
    raise ResourceMissing(name)

cjk_font.resource_bytes = lost  # a damaged install: the font files are gone
from dealertrainer.__main__ import main
sys.exit(main(["--self-test", "--language", "zh_CN"]))
"""


def test_the_self_test_fails_in_chinese_without_the_bundled_fonts(tmp_path):
    """The same machine, the bundled fonts lost: the self-test says so and shows the boxes."""
    done = subprocess.run([sys.executable, "-c", WITHOUT_THE_BUNDLED_FONTS], capture_output=True, text=True,
                          env=no_cjk_machine(tmp_path), timeout=300)
    assert done.returncode == 1, done.stdout + done.stderr[-2000:]
    assert "FAIL  the bundled Chinese fonts draw every character shown: AssertionError: 0 of the 2 bundled" in done.stdout
    assert "FAIL  Home read and drawn in the language in force: AssertionError: drawn as boxes on Home: " in done.stdout
    assert done.stdout.splitlines()[-1].startswith("self-test FAILED")

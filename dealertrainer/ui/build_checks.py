"""What a build of DealerTrainer must carry, checked by the self-test (``ui/self_test.py``): its
version, resources and window icon, the language in force with Qt's own words in it, the
bundled Chinese fonts drawing every character shown, the third-party notices About shows, and
no Qt module (or GPL-only part) beyond those the app uses. Each check returns a line to print
or raises AssertionError saying what is wrong."""

from __future__ import annotations

import re
import sys
from importlib import metadata
from importlib.metadata import version
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QImageReader, QTextLayout
from PySide6.QtWidgets import QApplication

import dealertrainer
from dealertrainer.language import ENGLISH, LANGUAGES, language_in_force, read_catalog, shipped_language
from dealertrainer.ui.cjk_font import BUNDLED_FONTS, cjk_families, with_cjk_fallback
from dealertrainer.ui.dialogs import AboutDialog, LicencesDialog
from dealertrainer.ui.resources import resource_bytes, resource_root
from dealertrainer.ui.translations import qt_own_translator

__all__ = ["characters_in_force", "check_fonts", "check_language", "check_notices", "check_qt_modules",
           "check_qt_words", "check_resources", "check_version", "check_window_icon", "glyphs_missing"]


def check_version() -> str:
    packaged = version("dealertrainer")
    if packaged != dealertrainer.__version__:
        raise AssertionError(f"__version__ {dealertrainer.__version__} differs from metadata {packaged}")
    return f"DealerTrainer {packaged}"


def check_language(asked: str | None = None) -> str:
    """The language in force (``--language``, ``asked``): the one asked for, its catalogs read,
    Qt's own words (standard buttons) in it too."""
    language = language_in_force()
    wanted = shipped_language(asked) if asked else None
    if wanted is not None and language != wanted:
        raise AssertionError(f"{wanted} was asked for, {LANGUAGES[language]} is in force (its catalogs were not read)")
    if language == ENGLISH:
        return LANGUAGES[ENGLISH]
    messages = len(read_catalog(language).messages)
    qt_words = QCoreApplication.translate  # Qt's own catalog's word, not one of ours to extract
    cancel = qt_words("QPlatformTheme", "Cancel")
    if not messages or cancel == "Cancel":
        raise AssertionError(f"{language}: {messages} messages read, Qt's 'Cancel' reads {cancel!r}")
    return f"{LANGUAGES[language]}: {messages} messages, Qt's buttons too ({cancel})"


def _inside_the_bundle(path: Path) -> str:
    """``path`` as shown in a report; in a packaged build it must lie inside the bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is None:
        return str(path)
    if not path.resolve().is_relative_to(Path(bundle).resolve()):
        raise AssertionError(f"{path} is outside the bundle {bundle}")
    return f"<bundle>/{path.resolve().relative_to(Path(bundle).resolve())}"


def check_qt_words(app: QApplication) -> str:
    """Qt's own translations for the language in force (qtbase_zh_*.qm), read from the bundle."""
    language = language_in_force()
    if language == ENGLISH:
        return "none needed in English"
    translator = qt_own_translator(language, app)
    if translator is None:
        raise AssertionError(f"qtbase_{language}.qm was not found in Qt's translations folder")
    qt_word = translator.translate  # Qt's own catalog's word, not one of ours to extract
    cancel = qt_word("QPlatformTheme", "Cancel")
    if not cancel or cancel == "Cancel":
        raise AssertionError(f"{translator.filePath()} has no word for 'Cancel'")
    return f"{_inside_the_bundle(Path(translator.filePath()))} ({cancel})"


#: The felt's Chinese signs, printed in every language.
FELT_SIGNS = "闲庄和"


def characters_in_force() -> str:
    """Every character the language in force shows in its own words (its catalogs), and the
    felt's signs: what the fonts in use must draw."""
    shown = set(FELT_SIGNS)
    language = language_in_force()
    if language != ENGLISH:
        for text in read_catalog(language).messages.values():
            for form in text if isinstance(text, tuple) else (text,):
                shown.update(ch for ch in form if ch.isprintable() and not ch.isspace())
    return "".join(sorted(shown))


def glyphs_missing(text: str, font: QFont) -> tuple[str, dict[str, int]]:
    """The characters of ``text`` that ``font`` (with its fallbacks) draws as no glyph (a box),
    and how many glyphs each family drew: the layout Qt draws a label with."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(1e7)
    layout.endLayout()
    drawn: dict[str, int] = {}
    for run in layout.glyphRuns():
        family = run.rawFont().familyName()
        drawn[family] = drawn.get(family, 0) + len(run.glyphIndexes())
    metrics = QFontMetricsF(font)
    missing = "".join(ch for ch in text if not metrics.inFontUcs4(ord(ch)))
    empty = sum(1 for run in layout.glyphRuns() for index in run.glyphIndexes() if index == 0)
    if empty and not missing:
        missing = f"{empty} glyphs"
    return missing, drawn


def check_fonts(app: QApplication) -> str:
    """The bundled Chinese faces (Noto Sans CJK subsets) loaded from the resources, in the
    screens' fonts when Chinese is in force, and every character the language in force shows
    drawn as a glyph, not a box, whatever fonts the machine has."""
    families = cjk_families()
    if len(families) != len(BUNDLED_FONTS):
        raise AssertionError(f"{len(families)} of the {len(BUNDLED_FONTS)} bundled Chinese fonts loaded "
                             f"({', '.join(BUNDLED_FONTS)} in {resource_root()})")
    language = language_in_force()
    if language == ENGLISH:
        font = with_cjk_fallback(QFont(app.font()))  # the felt's signs fall back to them
    else:
        font = app.font()
        if not set(families) <= set(font.families()):
            raise AssertionError(f"the screens' font {font.families()} does not fall back to {list(families)}")
    text = characters_in_force()
    missing, drawn = glyphs_missing(text, font)
    if missing:
        raise AssertionError(f"{len(missing)} characters drawn as boxes: {missing[:40]}")
    by = ", ".join(f"{family} {count}" for family, count in sorted(drawn.items(), key=lambda item: -item[1]))
    machines = [family for family in QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
                if family not in families]  # the app's own faces left out
    return (f"{', '.join(families)}; {len(text)} characters drawn ({by}); "
            f"this machine's own Chinese fonts: {', '.join(machines) or 'none'}")


def check_notices() -> str:
    """The third-party notices, the font's OFL and the LGPL text, as About's Licences (L) shows
    them; in a packaged build, every package in the bundle named in the notices."""
    about = AboutDialog()
    licences = LicencesDialog(about)
    try:
        text = licences.text.toPlainText()
        said = about.text.text()
    finally:
        about.deleteLater()
    if "could not be read" in text:
        raise AssertionError(next(line for line in text.splitlines() if "could not be read" in line))
    for words in ("Third-party software shipped with DealerTrainer", "SIL OPEN FONT LICENSE",
                  "GNU LESSER GENERAL PUBLIC LICENSE", "PySide6"):
        if words not in text:
            raise AssertionError(f"About's licences lack {words!r}")
    if "LGPL" not in said:
        raise AssertionError("About does not name the LGPL libraries it ships")
    lines, rule = text.splitlines(), "-" * 78
    named = {_canonical(line.split(" ")[0]) for before, line, after in zip(lines, lines[1:], lines[2:])
             if before == rule == after and ": " in line}  # each package's heading, between two rules
    shipped = {_canonical(dist.metadata["Name"]) for dist in metadata.distributions()} - {"dealertrainer"}
    if getattr(sys, "frozen", False):
        if unnamed := sorted(shipped - named):
            raise AssertionError(f"bundled packages missing from the notices: {', '.join(unnamed)}")
        bundle = Path(sys._MEIPASS)  # type: ignore[attr-defined]  # set in a packaged build
        native = [path.name for path in bundle.glob("lib*.so*") if not path.is_symlink()]
        if missing := sorted(name for name in native if name not in text):
            raise AssertionError(f"native libraries in the bundle missing from the notices: {', '.join(missing)}")
        return (f"{len(shipped)} bundled packages and {len(native)} native libraries named, the OFL and the "
                f"LGPL beside ({len(text):,} characters)")
    return f"{len(named)} packages named, the OFL and the LGPL beside ({len(text):,} characters)"


#: The Qt for Python modules the app loads: all LGPL, from the Essentials wheel.
QT_MODULES_USED = frozenset({"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtTest"})
#: Files a bundle must not carry: Qt Charts (GPL-only in Qt's open-source edition), GNU readline (GPL-3.0).
GPL_ONLY = ("*Qt6Charts*", "*QtCharts*", "libreadline*")


def check_qt_modules() -> str:
    """After every screen was opened: no Qt module beyond the four the app uses was loaded, and a
    packaged build carries no Qt Charts and no GNU readline."""
    loaded = sorted(name for name in sys.modules if name.startswith("PySide6.Qt") and "." not in name[len("PySide6."):])
    if extra := [name for name in loaded if name not in QT_MODULES_USED]:
        raise AssertionError(f"Qt modules loaded that the app does not use: {', '.join(extra)}")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        if found := sorted({str(path.relative_to(bundle)) for pattern in GPL_ONLY for path in Path(bundle).rglob(pattern)}):
            raise AssertionError(f"GPL-only parts in the bundle: {', '.join(found)}")
        return f"{', '.join(loaded)}; no Qt Charts, no readline in the bundle"
    return ", ".join(loaded)


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def check_resources() -> str:
    svg = resource_bytes("icons/dealertrainer.svg")
    if b"<svg" not in svg:
        raise AssertionError("icons/dealertrainer.svg is not an SVG file")
    formats = {bytes(f).decode() for f in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        raise AssertionError(f"Qt cannot read SVG here (image formats: {', '.join(sorted(formats))})")
    return str(resource_root())


def check_window_icon(app: QApplication) -> str:
    icon = app.windowIcon()
    if icon.isNull() or icon.pixmap(64, 64).isNull():
        raise AssertionError("the application has no window icon (icons/dealertrainer.svg)")
    return "icons/dealertrainer.svg"

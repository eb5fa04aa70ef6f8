"""The Chinese fonts the app ships, so the felt's signs (和 庄 闲) read on a machine with no CJK
font installed. They are subsets of Noto Sans CJK SC and TC (SIL Open Font License 1.1, its
text in ``resources/fonts/OFL.txt``, shown in About), cut by ``packaging/cjk_font.py``."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from dealertrainer.ui.resources import ResourceMissing, resource_bytes

__all__ = ["BUNDLED_FONTS", "cjk_families", "use_for_screens", "with_cjk_fallback"]

BUNDLED_FONTS = ("fonts/NotoSansCJKsc-DealerTrainer.otf", "fonts/NotoSansCJKtc-DealerTrainer.otf")
_families: tuple[str, ...] | None = None


def cjk_families() -> tuple[str, ...]:
    """The bundled fonts' families, loaded into Qt's font database once (a QGuiApplication must
    exist). A font missing from a damaged install leaves the signage in English only."""
    global _families
    if _families is None:
        found: list[str] = []
        for name in BUNDLED_FONTS:
            try:
                font_id = QFontDatabase.addApplicationFontFromData(resource_bytes(name))
            except ResourceMissing:
                continue
            found += [family for family in QFontDatabase.applicationFontFamilies(font_id) if family not in found]
        _families = tuple(found)
    return _families


def with_cjk_fallback(font: QFont) -> QFont:
    """``font``, falling back to the bundled Chinese faces for characters it lacks."""
    families = [*font.families()] or [font.family()]
    font.setFamilies(families + [family for family in cjk_families() if family not in families])
    return font


def use_for_screens(app: QGuiApplication, language: str) -> None:
    """Chinese in force: every widget's text falls back to the bundled faces (the Traditional one
    first for zh_TW), so the screens read alike on a machine with or without a CJK font."""
    if not language.startswith("zh"):
        return
    faces = list(cjk_families())
    if language == "zh_TW":
        faces.sort(key=lambda family: " TC" not in family)
    font = app.font()
    families = [*font.families()] or [font.family()]
    font.setFamilies(families + [family for family in faces if family not in families])
    app.setFont(font)

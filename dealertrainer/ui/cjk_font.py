"""The Chinese fonts the app ships, so the felt's signs (和 庄 闲) read on a machine with no CJK
font installed. They are subsets of Noto Sans CJK SC and TC (SIL Open Font License 1.1, its
text in ``resources/fonts/OFL.txt``, shown in About), cut by ``packaging/cjk_font.py``."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

from dealertrainer.ui.resources import ResourceMissing, resource_bytes

__all__ = ["BUNDLED_FONTS", "cjk_families", "with_cjk_fallback"]

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

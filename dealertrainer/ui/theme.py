"""Light and dark themes: a stylesheet from resources/themes and the colours painters need.

The one ``Theme`` enum is the app settings' (storage); here are its colours and stylesheet.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from dealertrainer.storage.settings import Theme
from dealertrainer.ui.resources import ResourceMissing, resource_path, resource_text

__all__ = ["Theme", "apply_theme", "backdrop", "stylesheet"]


LINK_COLOURS = {Theme.DARK: "#7fd49d", Theme.LIGHT: "#1f6b43"}


def backdrop(theme: Theme) -> QColor:
    """The colour round the table (the room)."""
    return QColor("#16181b") if theme is Theme.DARK else QColor("#e9e5db")


def apply_theme(app: QApplication, theme: Theme) -> None:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(11)
    app.setFont(font)
    app.setStyle("Fusion")
    app.setStyleSheet(stylesheet(theme))
    palette = app.palette()  # links in labels (Home's skills) in the theme's colour, not the default blue
    palette.setColor(QPalette.ColorRole.Link, QColor(LINK_COLOURS[theme]))
    app.setPalette(palette)


def stylesheet(theme: Theme) -> str:
    """The theme's stylesheet, with ``@THEMES`` (in ``url()``) pointing at the themes folder,
    where the small pictures the stylesheet uses (the spin-box arrows) are."""
    text = resource_text(f"themes/{theme.value}.qss")
    try:
        folder = resource_path(f"themes/spin-up-{theme.value}.svg").parent.as_posix()
    except ResourceMissing:  # resources inside an archive: Qt draws its own arrows
        return "\n".join(line for line in text.splitlines() if "@THEMES" not in line)
    return text.replace("@THEMES", folder)

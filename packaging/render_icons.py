"""Render the application icon's PNG sizes from its SVG into a freedesktop icon tree.

    python packaging/render_icons.py OUT_DIR

writes ``OUT_DIR/hicolor/<n>x<n>/apps/org.dealertrainer.DealerTrainer.png`` for every size
in ``SIZES`` and copies the SVG to ``OUT_DIR/hicolor/scalable/apps/``. Nothing generated
is committed: packaging/build.sh runs this at build time. Uses Qt's own SVG renderer, so it
needs nothing beyond the app's dependencies.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "dealertrainer.svg"
APP_ID = "org.dealertrainer.DealerTrainer"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, out_dir: Path, sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Write one PNG per size (and the scalable SVG); return the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG file that Qt can render")
    written: list[Path] = []
    for size in sizes:
        if size < 1:
            raise ValueError(f"icon sizes are positive pixel counts, not {size}")
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        target = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise OSError(f"could not write {target}")
        written.append(target)
    scalable = out_dir / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(f"usage: {Path(sys.argv[0]).name} OUT_DIR", file=sys.stderr)
        return 2
    for path in render(SVG, Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

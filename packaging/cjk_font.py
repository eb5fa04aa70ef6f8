"""Cut the Chinese font the app ships down to the characters it shows.

The felt's signs (and, as they come, the Chinese screens) must read on a machine with no CJK
font. We ship Noto Sans CJK SC and TC (SIL Open Font License 1.1, Adobe and Google), subset
with fontTools to every CJK character found in the app's source and resources, beside the
licence (``resources/fonts/OFL.txt``). Run again whenever Chinese text is added; a test
(tests/ui/test_cjk_font.py) fails while a character shown is missing from the subset.

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb noto
    pip install fonttools
    python packaging/cjk_font.py noto/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "fonts"
# Index of each face in NotoSansCJK-Regular.ttc, and the file it is cut to.
FACES = {2: "NotoSansCJKsc-DealerTrainer.otf", 3: "NotoSansCJKtc-DealerTrainer.otf"}
SEARCHED = ("dealertrainer", "resources")
TEXT_SUFFIXES = {".py", ".qss", ".ts", ".json", ".txt", ".md", ".po", ".svg"}


def is_cjk(ch: str) -> bool:
    code = ord(ch)
    return (0x2E80 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0xFE30 <= code <= 0xFE4F
            or 0xFF00 <= code <= 0xFFEF or 0x20000 <= code <= 0x2FA1F)


def characters_shown(root: Path = ROOT) -> set[str]:
    """Every CJK character (and full-width mark) in the app's source and resources."""
    found: set[str] = set()
    for folder in SEARCHED:
        for path in (root / folder).rglob("*"):
            if path.is_file() and path.suffix in TEXT_SUFFIXES and "fonts" not in path.parts:
                found.update(ch for ch in path.read_text(encoding="utf-8", errors="replace") if is_cjk(ch))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("ttc", type=Path, help="NotoSansCJK-Regular.ttc from Debian's fonts-noto-cjk")
    args = parser.parse_args(argv)
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    chars = characters_shown() | set("，。：；！？（）")
    OUT.mkdir(parents=True, exist_ok=True)
    for index, name in FACES.items():
        face = TTCollection(str(args.ttc)).fonts[index]  # afresh: the faces of a collection share tables
        options = subset.Options()
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(ch) for ch in sorted(chars)])
        subsetter.subset(face)
        face.save(str(OUT / name))
        print(f"{name}: {len(chars)} characters, {(OUT / name).stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

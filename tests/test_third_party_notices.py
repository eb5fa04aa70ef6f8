"""Every package the app ships is named with its licence in the notices About shows and the
bundle carries (issue 23: Qt/PySide6 LGPL, the font's OFL, every bundled package)."""

from __future__ import annotations

import runpy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTICES = (ROOT / "resources" / "licences" / "THIRD_PARTY_NOTICES.txt").read_text(encoding="utf-8")


def test_every_shipped_package_is_in_the_notices_with_its_licence():
    """A dependency added without running packaging/notices.py again fails here."""
    notices = runpy.run_path(str(ROOT / "packaging" / "notices.py"))
    shipped = notices["shipped"]()
    names = {notices["canonical"](dist.metadata["Name"]) for dist in shipped}
    assert {"pyside6-essentials", "shiboken6", "pydantic", "fsrs", "sqlalchemy", "alembic", "psycopg"} <= names
    headings = {notices["canonical"](line.split(" ")[0]) for line in NOTICES.splitlines()
                if line and not line.startswith(("-", "[", " ")) and ": " in line}
    assert sorted(names - headings) == []
    for dist in shipped:
        assert notices["licence_of"](dist).split()[0] in NOTICES


def test_the_lgpl_packages_carry_the_texts_they_refer_to():
    assert "PySide6_Essentials" in NOTICES and "LGPL-3.0" in NOTICES
    for name in ("LGPL-3.0.txt", "GPL-3.0.txt"):
        text = (ROOT / "resources" / "licences" / name).read_text(encoding="utf-8")
        assert "GNU" in text and "Version 3" in text
    assert "libpq" in NOTICES and "OpenSSL" in NOTICES  # psycopg-binary's bundled libraries
    assert "SIL Open Font License" in NOTICES


def test_the_native_libraries_a_build_copies_are_named_with_their_licences(tmp_path):
    """The spec hands native_notices every binary it bundles: Python's own come with Python's
    licence, a system library with its Debian copyright file, a wheel's are left to the notices
    above; a library of no known origin stops the build."""
    import glob
    import sys
    import sysconfig

    import pytest

    notices = runpy.run_path(str(ROOT / "packaging" / "notices.py"))
    zlib = "/lib/x86_64-linux-gnu/libz.so.1"
    dynload = glob.glob(str(Path(sys.base_prefix) / "lib" / "python3*" / "lib-dynload" / "_json*.so"))
    wheel = next(Path(sysconfig.get_paths()["platlib"]).glob("PySide6/Qt/lib/libQt6Core.so*"))
    text = notices["native_notices"]([("libz.so.1", zlib), ("python3.11/lib-dynload/_json.so", dynload[0]),
                                      ("PySide6/Qt/lib/libQt6Core.so.6", str(wheel))])
    assert "zlib1g (Debian package): its copyright file names Zlib" in text and "Files: libz.so.1" in text
    assert "Python " in text and "PYTHON SOFTWARE FOUNDATION LICENSE" in text
    assert "Files: python3.11/lib-dynload/_json.so" in text
    assert "libQt6Core" not in text  # the wheel's own notices cover it
    stray = tmp_path / "libstray.so.1"
    stray.write_bytes(b"\x7fELF")
    with pytest.raises(SystemExit, match="libstray.so.1"):
        notices["native_notices"]([("libstray.so.1", str(stray))])

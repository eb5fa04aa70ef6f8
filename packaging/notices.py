"""Write resources/licences/THIRD_PARTY_NOTICES.txt: every package the app ships (the closure of
its runtime requirements, as installed in this environment), its licence and the licence texts
it carries, and the native libraries psycopg's binary wheel bundles. About shows the file
(Shift+F1, Licences), and the bundle carries it. Run again when a dependency changes; a test
(tests/test_third_party_notices.py) fails while a shipped package is missing from it.

    pip install -e ".[test]" && python packaging/notices.py
"""
from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "licences" / "THIRD_PARTY_NOTICES.txt"
LICENCE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)[^/]*$", re.IGNORECASE)
# Packages whose wheels carry no licence file: the text their licence names, shipped beside.
TEXTS_BESIDE = {"pyside6-essentials": ("LGPL-3.0.txt", "GPL-3.0.txt"), "shiboken6": ("LGPL-3.0.txt", "GPL-3.0.txt")}
# psycopg-binary bundles these libraries (psycopg_binary.libs); their licences, from Debian's copies.
BUNDLED_LIBRARIES = {
    "libpq (PostgreSQL client library)": ("PostgreSQL License", "libpq5"),
    "OpenSSL (libssl, libcrypto)": ("Apache-2.0", "libssl3"),
    "MIT Kerberos (libkrb5, libgssapi_krb5, libk5crypto, libkrb5support)": ("MIT and BSD-style", "libkrb5-3"),
    "com_err": ("MIT", "libcom-err2"),
    "OpenLDAP (libldap, liblber)": ("OpenLDAP Public License 2.8", "libldap-2.5-0"),
    "Cyrus SASL (libsasl2)": ("BSD-style (CMU)", "libsasl2-2"),
    "libxcrypt (libcrypt)": ("LGPL-2.1-or-later", "libcrypt1"),
    "keyutils (libkeyutils)": ("LGPL-2.1-or-later", "libkeyutils1"),
}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def shipped(root: str = "dealertrainer") -> list[metadata.Distribution]:
    """The installed distributions the app needs at run time (not itself), sorted by name."""
    seen: dict[str, metadata.Distribution] = {}
    todo: list[tuple[str, frozenset[str]]] = [(root, frozenset())]
    while todo:
        name, extras = todo.pop()
        dist = metadata.distribution(name)
        key = canonical(dist.metadata["Name"])
        if key != canonical(root):
            seen[key] = dist
        for text in dist.requires or []:
            requirement = Requirement(text)
            wanted = any(requirement.marker is None or requirement.marker.evaluate({"extra": extra})
                         for extra in (extras or {""}))
            if wanted and canonical(requirement.name) not in seen:
                todo.append((requirement.name, frozenset(requirement.extras)))
    return [seen[key] for key in sorted(seen)]


def licence_of(dist: metadata.Distribution) -> str:
    meta = dist.metadata
    expression = meta.get("License-Expression") or ""
    if not expression and meta.get("License") and len(meta["License"]) < 80:
        expression = meta["License"].strip()
    if not expression:
        expression = "; ".join(c.split("::")[-1].strip() for c in meta.get_all("Classifier") or [] if c.startswith("License ::"))
    return expression or "see the licence text below"


def notices() -> str:
    parts = ["Third-party software shipped with DealerTrainer", "=" * 48, "",
             "DealerTrainer itself is MIT-licensed (LICENSE). It ships the packages below, each under",
             "its own licence. The LGPL-licensed ones (Qt for Python, psycopg) are used unmodified and",
             "dynamically linked; you may replace them with your own builds of the same version.", ""]
    for dist in shipped():
        name = dist.metadata["Name"]
        parts += ["-" * 78, f"{name} {dist.version}: {licence_of(dist)}", "-" * 78]
        files = [f for f in dist.files or [] if ".dist-info/" in str(f) and LICENCE_FILE.search(str(f))]
        for file in files:
            parts += [f"[{file.name}]", Path(dist.locate_file(file)).read_text(encoding="utf-8", errors="replace").strip(), ""]
        for beside in TEXTS_BESIDE.get(canonical(name), ()):
            parts += [f"[{beside}: resources/licences/{beside}]", ""]
        if canonical(name) == "psycopg-binary":
            parts += ["It bundles these native libraries:"]
            for library, (licence, debian) in BUNDLED_LIBRARIES.items():
                parts += [f"  {library}: {licence}"]
            parts += [""]
            for library, (licence, debian) in BUNDLED_LIBRARIES.items():
                copyright_file = Path("/usr/share/doc") / debian / "copyright"
                parts += [f"[{library}: {licence}]", copyright_file.read_text(encoding="utf-8", errors="replace").strip(), ""]
    parts += ["-" * 78, "Noto Sans CJK SC and TC (subsets): SIL Open Font License 1.1", "-" * 78,
              "[resources/fonts/OFL.txt]", ""]
    return "\n".join(parts) + "\n"


def main() -> int:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(notices(), encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(shipped())} packages, {OUT.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

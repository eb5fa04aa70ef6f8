"""Write resources/licences/THIRD_PARTY_NOTICES.txt: every package the app ships (the closure of
its runtime requirements, as installed in this environment), its licence and the licence texts
it carries, and the native libraries psycopg's binary wheel bundles. About shows the file
(Shift+F1, Licences), and the bundle carries it. Run again when a dependency changes; a test
(tests/test_third_party_notices.py) fails while a shipped package is missing from it.

The PyInstaller spec also calls ``native_notices`` at build time: the bundle's
resources/licences/NATIVE_LIBRARIES.txt names the Python interpreter and every system library
the build copied into it, with their licences (About shows it too, in a packaged build).

    pip install -e ".[test]" && python packaging/notices.py
"""
from __future__ import annotations

import re
import subprocess
import sys
import sysconfig
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


def _debian_package(path: Path) -> str | None:
    """The Debian package that installed ``path`` (either side of /lib and /usr/lib), or None."""
    names = {str(path), str(path.resolve())}
    names |= {name.replace("/usr/lib/", "/lib/", 1) for name in names} | {name.replace("/lib/", "/usr/lib/", 1) for name in names}
    for name in sorted(names):
        done = subprocess.run(["dpkg-query", "-S", name], capture_output=True, text=True)
        if done.returncode == 0 and done.stdout.strip():
            return done.stdout.split(":", 1)[0].strip()
    return None


def _licences_named(copyright_text: str) -> str:
    """The licences a Debian copyright file names (its ``License:`` fields), in order, once each."""
    found = [line.split(":", 1)[1].strip() for line in copyright_text.splitlines() if line.startswith("License:")]
    return ", ".join(dict.fromkeys(name for name in found if name)) or "see the copyright file below"


def native_notices(libraries: list[tuple[str, str]]) -> str:
    """The notices of the native libraries a PyInstaller build copies from this machine rather
    than from a wheel (each wheel's own notices are in THIRD_PARTY_NOTICES.txt): ``libraries``
    as (name in the bundle, file copied). Python's own libraries come with Python's licence, each
    system library with its Debian package's copyright file. A library of neither kind stops the
    build: nothing ships without its licence."""
    python = Path(sys.base_prefix).resolve()
    wheels = {Path(sysconfig.get_paths()[key]).resolve() for key in ("purelib", "platlib")}
    ours, packages, unknown = [], {}, []
    for name, source in sorted(libraries):
        path = Path(source)
        if any(path.resolve().is_relative_to(wheel) for wheel in wheels):
            continue
        if path.resolve().is_relative_to(python):
            ours.append(name)
        elif package := _debian_package(path):
            packages.setdefault(package, []).append(name)
        else:
            unknown.append(f"{name} ({source})")
    if unknown:
        raise SystemExit("no licence found for these libraries (not from a wheel, Python or a Debian package): "
                         + ", ".join(unknown))
    version = ".".join(map(str, sys.version_info[:3]))
    parts = ["Native libraries shipped with DealerTrainer", "=" * 43, "",
             "The bundle carries the Python interpreter and these shared libraries of the system it was",
             "built on (Debian packages), each under its own licence. The LGPL-licensed ones are used",
             "unmodified and dynamically linked; you may replace them with your own builds.", ""]
    licence = python / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "LICENSE.txt"
    parts += ["-" * 78, f"Python {version}: PSF-2.0", "-" * 78, "Files: " + ", ".join(ours), "",
              f"[{licence.name}]", licence.read_text(encoding="utf-8", errors="replace").strip(), ""]
    for package, names in sorted(packages.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        text = copyright_file.read_text(encoding="utf-8", errors="replace").strip()
        parts += ["-" * 78, f"{package} (Debian package): its copyright file names {_licences_named(text)}", "-" * 78, "Files: " + ", ".join(names), "",
                  f"[{copyright_file}]", text, ""]
    return "\n".join(parts) + "\n"


def main() -> int:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(notices(), encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(shipped())} packages, {OUT.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

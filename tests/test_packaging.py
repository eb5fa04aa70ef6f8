"""The wheel ships every package: pyproject lists packages by hand (resources/ is mapped)."""

from __future__ import annotations

import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_every_package_folder_is_listed_in_pyproject():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "dealertrainer").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found - listed == set(), "add these packages to [tool.setuptools] packages"
    assert "dealertrainer.resources" in listed
    assert config["tool"]["setuptools"]["package-dir"]["dealertrainer.resources"] == "resources"
    assert (ROOT / "resources" / "__init__.py").exists()


def test_version_comes_from_pyproject():
    import dealertrainer

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert dealertrainer.__version__ == config["project"]["version"]


def test_the_metainfo_lists_this_release():
    import dealertrainer

    metainfo = (ROOT / "packaging" / "org.dealertrainer.DealerTrainer.metainfo.xml").read_text(encoding="utf-8")
    assert f'<release version="{dealertrainer.__version__}"' in metainfo


def test_the_licence_ships_with_the_package_and_the_bundle():
    """The app is MIT: the text is in the repository, in the installed package's metadata, and in
    the bundle, which also carries each shipped library's own licence files (PySide6 is LGPL)."""
    import importlib.metadata

    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "WITHOUT WARRANTY OF ANY KIND" in text
    dist = importlib.metadata.distribution("dealertrainer")
    assert dist.metadata["License-Expression"] == "MIT"
    assert "LICENSE" in dist.metadata.get_all("License-File")
    spec = (ROOT / "packaging" / "dealertrainer.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "LICENSE"), ".")' in spec
    assert 'copy_metadata("dealertrainer", recursive=True)' in spec


def test_the_app_uses_only_qts_lgpl_modules():
    """Qt for Python's Add-ons wheel holds modules that Qt's open-source edition offers under
    the GPL only (Qt Charts among them); an MIT app that ships a bundle must not use them. The
    app depends on the Essentials wheel, and every Qt module it imports comes from it."""
    import ast
    import importlib.metadata

    dist = importlib.metadata.distribution("dealertrainer")
    wanted = [r.split(">")[0].split("=")[0].split("!")[0].strip().lower() for r in dist.requires or ()]
    assert "pyside6-essentials" in wanted and "pyside6" not in wanted and "pyside6-addons" not in wanted
    essentials = {pathlib.Path(str(f)).name.split(".")[0] for f in importlib.metadata.files("PySide6_Essentials") or ()
                  if str(f).startswith("PySide6/Qt") and str(f).endswith((".so", ".pyd"))}
    assert {"QtCore", "QtGui", "QtWidgets"} <= essentials
    used: dict[str, str] = {}
    for path in (ROOT / "dealertrainer").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            for name in names:
                if name.startswith("PySide6.Qt"):
                    used[name.split(".")[1]] = str(path.relative_to(ROOT))
    assert used and {module: where for module, where in used.items() if module not in essentials} == {}


def test_the_desktop_entry_and_metainfo_name_the_app_in_chinese():
    """Launchers and software centres in Macau, Hong Kong, Taiwan and Singapore show the app's
    name and summary in Simplified or Traditional Chinese."""
    import configparser
    import xml.etree.ElementTree as ElementTree

    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(ROOT / "packaging" / "org.dealertrainer.DealerTrainer.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert desktop[f"{key}[zh_CN]"] and desktop[f"{key}[zh_TW]"], key
        assert desktop[f"{key}[zh_CN]"] != desktop[f"{key}[zh_TW]"], key  # simplified and traditional differ
    tree = ElementTree.parse(ROOT / "packaging" / "org.dealertrainer.DealerTrainer.metainfo.xml")
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for tag in ("name", "summary"):
        found = {element.get(lang): element.text for element in tree.getroot().findall(tag)}
        assert found[None] and found["zh_CN"] and found["zh_TW"], tag
    names = {element.get(lang): element.text for element in tree.getroot().findall("name")}
    assert names["zh_CN"] == desktop["Name[zh_CN]"] and names["zh_TW"] == desktop["Name[zh_TW]"]  # one name everywhere
    root = tree.getroot()
    chinese: dict[str, list[str]] = {"zh_CN": [], "zh_TW": []}
    for language in chinese:
        keywords = [k.text for k in root.iter("keyword") if k.get(lang) == language]
        described = ["".join(p.itertext()) for p in root.find("description").findall("p") if p.get(lang) == language]
        assert keywords and described, language  # software centres search and describe it in Chinese too
        chinese[language] = [*keywords, *described, names[language],
                             *(desktop[f"{key}[{language}]"] for key in ("Name", "GenericName", "Comment", "Keywords"))]
    # Simplified and Traditional written each in its own characters (not one copied for both).
    simplified, traditional = "训练乐点赌场庄补烧张让学决问谁报赔么扑", "訓練樂點賭場莊補燒張讓學決問誰報賠麼撲"
    for language, wrong in (("zh_CN", traditional), ("zh_TW", simplified)):
        mixed = {text for text in chinese[language] if set(text) & set(wrong)}
        assert not mixed, (language, mixed)


def test_every_alembic_script_ships_as_package_data_and_in_the_bundle():
    """Alembic reads its scripts by path at run time: each folder's files match pyproject's
    package-data and the bundle's spec (the class database's and the local records')."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = config["tool"]["setuptools"]["package-data"]
    spec = (ROOT / "packaging" / "dealertrainer.spec").read_text(encoding="utf-8")
    for package, folder in (("dealertrainer.storage.classroom", "migrations"),
                            ("dealertrainer.storage", "records_migrations")):
        root = ROOT.joinpath(*package.split("."))
        scripts = [p for p in (root / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
        assert len(scripts) >= 3
        for script in scripts:
            relative = script.relative_to(root)
            assert any(relative.match(pattern) for pattern in data[package]), f"{relative} is not package data"
            assert any(relative.match(p) for p in data[package] if f'"{p}"' in spec), f"{relative} is not in the bundle"


def test_the_bundle_leaves_out_no_module_the_app_imports():
    """The spec leaves Qt modules the app does not use out of the bundle (QtNetwork, QtCharts, ...)
    and GNU readline (GPL-3.0): a module the app comes to import must not be on that list."""
    import ast
    import re

    spec = (ROOT / "packaging" / "dealertrainer.spec").read_text(encoding="utf-8")
    excludes = set(re.findall(r'"([\w.]+)"', spec[spec.index("excludes=["):spec.index("]", spec.index("excludes=["))]))
    assert {"PySide6.QtCharts", "PySide6.QtNetwork", "readline"} <= excludes
    imported = set()
    for path in (ROOT / "dealertrainer").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
    assert {"PySide6.QtCore", "PySide6.QtWidgets"} <= imported
    assert sorted(name for name in imported if any(name == left or name.startswith(left + ".") for left in excludes)) == []

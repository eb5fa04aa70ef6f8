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

"""Test-wide setup: Qt runs offscreen, and no test touches the user's real files."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path, monkeypatch):
    """Point config and data directories at a temporary folder for every test."""
    monkeypatch.setenv("DEALERTRAINER_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DEALERTRAINER_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture(params=["zh_CN", "zh_TW"])
def chinese(request):
    """Each shipped Chinese language in force for the test, English again after it."""
    from dealertrainer.language import ENGLISH, use_language

    assert use_language(request.param) == request.param
    try:
        yield request.param
    finally:
        use_language(ENGLISH)


@pytest.fixture
def chinese_screens(chinese, qapp):
    """Each shipped Chinese language in force with the screens' own words (``tr``) in it too, as
    the app installs them at start; English again after."""
    from dealertrainer.ui.translations import install_translations

    installed = install_translations(qapp)
    yield chinese
    for translator in installed:
        qapp.removeTranslator(translator)

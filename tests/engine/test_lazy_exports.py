"""The game packages offer the same names as before, each imported from its module when first
used, so reading a game's house rules (at the app's start) does not load its dealing."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from dealertrainer.engine.lazy_exports import exports_on_demand

GAMES = ("baccarat", "blackjack", "stud")


@pytest.mark.parametrize("game", GAMES)
def test_every_name_a_game_offers_is_the_one_its_module_defines(game):
    package = importlib.import_module(f"dealertrainer.engine.{game}")
    star: dict[str, object] = {}
    exec(f"from dealertrainer.engine.{game} import *", star)  # noqa: S102 - what `import *` gives
    assert package.__all__
    for name in package.__all__:
        value = getattr(package, name)
        defined_in = importlib.import_module(value.__module__) if hasattr(value, "__module__") else None
        assert defined_in is None or defined_in.__name__.startswith(f"dealertrainer.engine.{game}.")
        assert star[name] is value


@pytest.mark.parametrize("game", GAMES)
def test_reading_a_games_house_rules_loads_none_of_its_other_modules(game):
    probe = (
        "import sys\n"
        f"import dealertrainer.engine.{game}.rules\n"
        f"print(sorted(m for m in sys.modules if m.startswith('dealertrainer.engine.{game}.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    loaded = set(eval(done.stdout))  # noqa: S307 - a list of module names printed above
    assert loaded == {f"dealertrainer.engine.{game}.rules"}


def test_a_name_no_module_exports_is_missing_as_usual():
    import dealertrainer.engine.baccarat as baccarat

    assert not hasattr(baccarat, "no_such_name")
    with pytest.raises(AttributeError, match="no_such_name"):
        baccarat.no_such_name  # noqa: B018


def test_a_name_is_looked_up_once_then_kept_on_the_package(monkeypatch):
    package = type(sys)("lazy_probe_package")
    package.__path__ = []
    monkeypatch.setitem(sys.modules, "lazy_probe_package", package)
    module = type(sys)("lazy_probe_package.parts")
    module.Thing = object()
    monkeypatch.setitem(sys.modules, "lazy_probe_package.parts", module)
    lookup = exports_on_demand("lazy_probe_package", {"parts": ("Thing",)})
    assert lookup("Thing") is module.Thing
    assert package.Thing is module.Thing  # kept: the next use does not come back to the lookup
    with pytest.raises(AttributeError):
        lookup("Other")

"""A game package's names, imported from their modules when first used (PEP 562).

Each game package (``engine.baccarat``, ``engine.blackjack``, ``engine.stud``) offers the
names its modules define. Importing any one module of a game runs the package first, and
the app imports the games' house rules at start, with the settings: eager ``from … import``
lines there would load every module of every game (dealing, odds, roads, players) before
the first window is shown. With these exports each module loads when one of its names is
first used; ``from dealertrainer.engine.baccarat import Coup`` works as before.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping

__all__ = ["exports_on_demand"]


def exports_on_demand(package: str, names_by_module: Mapping[str, tuple[str, ...]]) -> Callable[[str], object]:
    """The module ``__getattr__`` of ``package``; ``names_by_module`` gives each of its
    modules (by its name in the package) and the names it exports."""
    module_of = {name: module for module, names in names_by_module.items() for name in names}

    def __getattr__(name: str) -> object:  # noqa: N807 - the hook Python calls for a missing name
        module = module_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{module}"), name)
        setattr(sys.modules[package], name, value)  # found once: later uses do not come here
        return value

    return __getattr__

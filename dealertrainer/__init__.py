"""DealerTrainer: practise casino dealer procedures at Mini Baccarat, Blackjack and Stud."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("dealertrainer")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

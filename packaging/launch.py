"""PyInstaller's entry script: start DealerTrainer exactly as ``python -m dealertrainer`` does."""

from __future__ import annotations

import sys

from dealertrainer.__main__ import main

if __name__ == "__main__":
    sys.exit(main())

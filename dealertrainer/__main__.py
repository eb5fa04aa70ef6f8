"""``dealertrainer`` and ``python -m dealertrainer``: open the app (or render its screenshots)."""

from __future__ import annotations

import sys

from dealertrainer.ui.app import run


def main(argv: list[str] | None = None) -> int:
    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())

"""``dealertrainer`` and ``python -m dealertrainer``: open the app (or render its screenshots);
``dealertrainer classroom ...`` sets up and reports on a class database, headless
(``dealertrainer.classroom_cli``: no Qt is loaded for it)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["classroom"]:
        from dealertrainer.classroom_cli import run_classroom

        return run_classroom(args[1:])
    from dealertrainer.ui.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())

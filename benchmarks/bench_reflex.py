"""The reflex score for ``benchmarks/run.py --only reflex`` (see reflex.py)."""

from __future__ import annotations

from reflex import figures

__all__ = ["figures"]

"""The learning engine's figures for ``benchmarks/run.py --only learning`` (see learning.py)."""

from __future__ import annotations

from learning import figures

__all__ = ["figures"]

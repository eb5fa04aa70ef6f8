"""The desktop app: the only package that imports PySide6."""

from __future__ import annotations

import sys


def _keep_none_alive() -> None:
    """Work around a reference-count bug of PySide6/shiboken 6.12 on Python 3.11.

    Every Qt method that returns nothing hands back ``None`` without counting the
    reference, so each call (a ``drawLine``, a ``setPen``) lowers None's count by one and,
    after a few thousand calls, Python aborts with "none_dealloc: deallocating None".
    Python 3.12 made None immortal; here we give it a count no app run can use up
    (one decrement per call would need 2**40 calls). The first field of every CPython
    object is its reference count.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import PySide6  # lazy: the workaround checks the version before any other ui module loads

    if tuple(PySide6.__version_info__[:3]) != (6, 12, 0):  # pyproject excludes it; belt and braces
        return
    import ctypes  # lazy: needed only on the one affected Python and PySide6

    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40


_keep_none_alive()

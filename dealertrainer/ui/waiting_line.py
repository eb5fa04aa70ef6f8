"""What Daily practice has waiting, in the words Home and Daily practice's start page both show:
"12 due · 8 new", or that nothing is due when nothing is (``training.practice.waiting``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:  # the practice API loads every drill: not at start
    from dealertrainer.training.practice import Waiting

__all__ = ["waiting_words"]


def waiting_words(waiting: Waiting) -> str:
    """"12 due · 8 new"; "Nothing is due right now." only when no review and no new skill waits."""
    if not waiting.anything:
        return QCoreApplication.translate("waiting", "Nothing is due right now.")
    return (QCoreApplication.translate("waiting", "%1 due · %2 new")
            .replace("%1", str(waiting.due)).replace("%2", str(waiting.new)))

"""The odds are worked out on a worker thread; a window closed meanwhile must not end in a traceback."""

from __future__ import annotations

import shiboken6

from dealertrainer.ui.shoe.shoe_odds import OddsCarrier as _Carrier, OddsWork as _Work


def test_odds_finished_after_the_panel_is_gone_are_dropped_quietly(qtbot):
    carrier = _Carrier()
    shiboken6.delete(carrier)  # the window (and the panel's carrier with it) closed
    _Work(1, lambda: {"banker": 0.5}, carrier).run()  # would raise "Signal source has been deleted"
    _Work(2, lambda: 1 / 0, carrier).run()  # a failure has no one to tell either

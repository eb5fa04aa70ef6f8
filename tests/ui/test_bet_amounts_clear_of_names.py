"""A bet's amount on the baccarat felt covers no printed name: not its own spot's, not a
neighbour's, not a pair circle or a seat number (the amount tags beside the chips ran across
the next spot's PLAYER or BANKER). Every seat, every band, short and long amounts."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from dealertrainer.ui.table.baccarat_felt import (
    BANDS, FIRST_ANGLE, LABEL_DEPTH, LAST_ANGLE, SEATS, BaccaratLayout, _annulus,
)
from dealertrainer.ui.table.felt import FELT_W

NAME_HALF_HEIGHT = 7.0  # the 12.5 px names printed along each band's inner edge, half their height


def _printed_names() -> QPainterPath:
    names = QPainterPath()
    width = (LAST_ANGLE - FIRST_ANGLE) / SEATS
    layout = BaccaratLayout()
    for seat in range(1, SEATS + 1):
        a0 = FIRST_ANGLE + width * (seat - 1)
        for inner, _outer in BANDS.values():
            names.addPath(_annulus(inner + LABEL_DEPTH - NAME_HALF_HEIGHT, inner + LABEL_DEPTH + NAME_HALF_HEIGHT,
                                   a0 + 0.9, a0 + width - 0.9))
        for spot in ("player pair", "banker pair"):
            centre = layout.spot_centre(seat, spot)
            names.addEllipse(centre, 15, 15)
        centre = layout.seat_centre(seat)
        names.addEllipse(centre, 21, 21)
    return names


@pytest.mark.parametrize("amount", ["$5", "$145", "$1,000", "$12,500"])
def test_band_amounts_cover_no_printed_name(qapp, amount):
    image = QImage(int(FELT_W), 700, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    names = _printed_names()
    try:
        for seat in range(1, SEATS + 1):
            for spot in BANDS:
                covered = BaccaratLayout.band_amount(painter, seat, spot, amount, QColor("#e9cf7d"))
                assert not covered.intersects(names), (seat, spot, amount)
                assert covered.boundingRect().width() > 10  # a pill was painted
    finally:
        painter.end()

"""The main window's place on the screens there are: inside an available area, shrunk to it
when bigger, pulled back onto the screen it overlaps most, or onto the primary one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from dealertrainer.ui.on_screen import fit, first_place

SMALL = QRect(0, 0, 1024, 768)
RIGHT = QRect(1024, 0, 1920, 1080)  # a second screen right of the small one


@pytest.mark.parametrize(
    "wanted,placed",
    [
        (QRect(60, 40, 930, 660), QRect(60, 40, 930, 660)),  # on the screen: kept
        (QRect(700, 500, 500, 400), QRect(524, 368, 500, 400)),  # partly off, more on the small screen: pulled onto it
        (QRect(900, 700, 930, 660), QRect(1024, 420, 930, 660)),  # more on the second screen: onto that one
        (QRect(-400, -300, 930, 660), QRect(0, 0, 930, 660)),
        (QRect(0, 0, 1360, 900), QRect(0, 0, 1024, 768)),  # too big: shrunk to the screen
        (QRect(1500, 100, 1360, 900), QRect(1500, 100, 1360, 900)),  # on the second screen
        (QRect(2800, 900, 800, 600), QRect(2144, 480, 800, 600)),  # mostly on the second: pulled onto it
        (QRect(5000, 4000, 930, 660), QRect(47, 54, 930, 660)),  # on no screen (unplugged): the primary's middle
    ],
)
def test_a_place_is_brought_inside_a_screen(wanted, placed):
    assert fit(wanted, [SMALL, RIGHT], SMALL) == placed


def test_the_first_place_is_the_wanted_size_in_the_middle_where_it_fits():
    assert first_place(QRect(0, 0, 1440, 900)) == QRect(40, 0, 1360, 900)
    assert first_place(QRect(0, 0, 1024, 768)) == QRect(0, 0, 1024, 768)
    assert first_place(QRect(0, 30, 1920, 1050)) == QRect(280, 105, 1360, 900)

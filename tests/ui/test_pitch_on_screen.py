"""A pitch game on screen: the felt prints no shoe, and the shoe panel names the deck (or
two decks) the dealer holds, with the burn card and the cut card read against one or two decks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QThreadPool

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.dealing import new_shoe
from dealertrainer.engine.blackjack.rules import BlackjackRules, GameForm
from dealertrainer.engine.shoe import Shoe
from dealertrainer.ui.shoe.shoe_panel import ShoePanel
from dealertrainer.ui.table.signage import signage_for


@pytest.fixture(autouse=True)
def _no_work_left_running():
    yield
    QThreadPool.globalInstance().waitForDone()


def test_the_felt_prints_a_shoe_only_where_there_is_one():
    assert signage_for(BaccaratRules(), BlackjackRules()).blackjack_shoe
    assert signage_for(BaccaratRules(), BlackjackRules(decks=2, game_form=GameForm.SHOE)).blackjack_shoe
    assert not signage_for(BaccaratRules(), BlackjackRules(decks=2)).blackjack_shoe
    assert not signage_for(BaccaratRules(), BlackjackRules(decks=1)).blackjack_shoe


@pytest.mark.parametrize(("rules", "title", "line"), [
    (BlackjackRules(decks=1), "Deck 1 (dealt by hand)", "2% of the deck dealt · cut card at 50%"),
    (BlackjackRules(decks=2), "Two decks, pack 1 (dealt by hand)", "1% of the two decks dealt · cut card at 75%"),
    (BlackjackRules(), "Shoe 1", "0% of the shoe dealt · cut card at 83%"),
])
def test_the_panel_names_what_the_dealer_deals_from(qtbot, rules, title, line):
    panel = ShoePanel("blackjack", rules)
    qtbot.addWidget(panel)
    shoe = Shoe(rules.decks, seed=4)
    new_shoe(shoe, rules, shuffle=False)
    panel.update_from(shoe)
    assert panel.title.text() == title
    assert panel.penetration_label.text() == line
    assert panel.figures["behind_cut"].text() == str(rules.cut_card_from_end)
    assert panel.log_title.text() == ("Deck log" if rules.pitch else "Shoe log")

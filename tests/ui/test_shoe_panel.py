"""The shoe panel: figures, odds off the GUI thread, the roads, the log, stacked shoes."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QThreadPool

from dealertrainer.engine.baccarat.coup import Winner, deal_coup
from dealertrainer.engine.baccarat.odds import exact_odds
from dealertrainer.engine.baccarat.roads import scoreboard
from dealertrainer.engine.blackjack.outcomes import dealer_outcome_table
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Card
from dealertrainer.engine.shoe import Shoe
from dealertrainer.ui.shoe.shoe_panel import ShoePanel, log_lines


@pytest.fixture(autouse=True)
def _no_work_left_running():
    yield
    QThreadPool.globalInstance().waitForDone()


def _new_baccarat_shoe(seed: int = 11) -> Shoe:
    shoe = Shoe(8, seed=seed)
    shoe.offer_cut()
    shoe.place_cut_card(from_end=52)
    shoe.burn_baccarat()
    return shoe


def _panel(qtbot, game="baccarat", rules=None) -> ShoePanel:
    panel = ShoePanel(game, rules)
    qtbot.addWidget(panel)
    return panel


def test_panel_updates_after_a_coup(qtbot):
    shoe = _new_baccarat_shoe()
    panel = _panel(qtbot)
    with qtbot.waitSignal(panel.odds_updated, timeout=10_000) as first:
        panel.update_from(shoe, [])
    assert first.args[0] == pytest.approx(exact_odds(shoe))
    coup = deal_coup(shoe)
    shoe.collect_all()
    with qtbot.waitSignal(panel.odds_updated, timeout=10_000) as after:
        panel.update_from(shoe, [coup])
    assert after.args[0] == pytest.approx(exact_odds(shoe.remaining_by_rank()))
    assert after.args[0] != pytest.approx(first.args[0])
    assert panel.figures["cards_left"].text() == str(shoe.cards_left)
    assert panel.figures["burned"].text() == str(shoe.burned)
    assert panel.figures["discards"].text() == str(shoe.discard_count)
    assert panel.figures["behind_cut"].text() == "52"
    assert panel.title.text() == f"Shoe {shoe.number}" and str(shoe.seed) in panel.seed_label.text()
    banker = panel.odds_rows["banker"][0].text()
    assert banker == f"{after.args[0]['banker'] * 100:.3f}%"
    assert panel.bar.penetration == pytest.approx(shoe.penetration)
    last = panel.log.item(panel.log.count() - 1).text()
    assert last.startswith("Player " + str(coup.player_cards[0]))


def test_a_stale_result_is_dropped(qtbot):
    """Odds asked for an older coup never overwrite the newest ones."""
    shoe = _new_baccarat_shoe(5)
    panel = _panel(qtbot)
    panel.update_from(shoe, [])
    coups = []
    for _ in range(3):
        coups.append(deal_coup(shoe))
        shoe.collect_all()
        panel.update_from(shoe, coups)
    with qtbot.waitSignal(panel.odds_updated, timeout=10_000) as newest:
        pass
    assert newest.args[0] == pytest.approx(exact_odds(shoe))
    QThreadPool.globalInstance().waitForDone()
    qtbot.wait(0)  # let any queued older results arrive (they must be ignored)
    assert panel.odds == pytest.approx(exact_odds(shoe))


def test_roads_match_the_results(qtbot):
    shoe = _new_baccarat_shoe(3)
    coups = []
    for _ in range(40):
        coups.append(deal_coup(shoe))
        shoe.collect_all()
    panel = _panel(qtbot)
    with qtbot.waitSignal(panel.odds_updated, timeout=10_000):
        panel.update_from(shoe, coups)
    assert panel.roads is not None
    assert panel.roads.board == scoreboard(coups)
    counts = panel.roads.counts
    for winner in Winner:
        assert counts[winner] == sum(c.winner is winner for c in coups)
    assert f"Banker {counts[Winner.BANKER]}" in panel.roads.toolTip()
    panel.roads.set_results(["banker", "banker", "player", "tie", "player"])
    cells = [(c.col, c.row, c.mark, c.ties) for c in panel.roads.board.big_road]
    assert cells == [(0, 0, "banker", 0), (0, 1, "banker", 0), (1, 0, "player", 1), (1, 1, "player", 0)]
    image = panel.roads.grab().toImage()
    assert not image.isNull() and image.width() > 0


def test_blackjack_shows_bust_chance_per_upcard_after_a_round(qtbot):
    rules = BlackjackRules(dealer_hits_soft_17=True)
    shoe = Shoe(6, seed=2)
    shoe.place_cut_card(from_end=60)
    shoe.burn_blackjack()
    panel = _panel(qtbot, "blackjack", rules)
    assert panel.roads is None
    for _ in range(9):
        shoe.draw("seat 1")
    shoe.collect_all()
    with qtbot.waitSignal(panel.odds_updated, timeout=10_000) as got:
        panel.update_from(shoe)
    table = dealer_outcome_table(shoe.remaining_by_rank(), rules)
    assert set(got.args[0]) == set(table)
    for upcard, row in table.items():
        assert got.args[0][upcard] == pytest.approx(row)
    assert panel.odds_rows[6][0].text() == f"{table[6]['bust'] * 100:.1f}%"
    assert panel.odds_rows[1][0].text() == f"{table[1]['bust'] * 100:.1f}%"
    assert "bust" in panel.odds_rows[6][1].toolTip()
    assert panel.figures["dealt"].text() == "9" and panel.figures["burned"].text() == "1"


def test_stud_panel_has_no_odds(qtbot):
    panel = _panel(qtbot, "stud")
    shoe = Shoe(1, seed=1)
    panel.update_from(shoe)
    assert panel.odds_rows == {} and panel.figures["cards_left"].text() == "52"
    with pytest.raises(ValueError, match="baccarat, blackjack, stud"):
        ShoePanel("poker")


def test_a_panel_closed_while_working_is_harmless(qtbot):
    shoe = _new_baccarat_shoe(4)
    panel = ShoePanel("baccarat")
    panel.update_from(shoe, [])
    panel.deleteLater()
    qtbot.wait(0)
    QThreadPool.globalInstance().waitForDone()
    qtbot.wait(0)


def test_replay_this_shoe_sends_the_log(qtbot):
    shoe = _new_baccarat_shoe(9)
    coup = deal_coup(shoe)
    panel = _panel(qtbot)
    panel.update_from(shoe, [coup])
    with qtbot.waitSignal(panel.replay_requested) as asked:
        panel.replay_button.click()
    again = Shoe.replay(asked.args[0])
    assert again.cards_dealt == shoe.cards_dealt and json.loads(asked.args[0])["events"][0]["seed"] == shoe.seed


def test_a_stacked_shoe_loads(qtbot, tmp_path):
    path = tmp_path / "natural.txt"
    path.write_text("# player natural\n4s 9h 5d 2c\n8s 8d Kh Kc Qs Qd\n", encoding="utf-8")
    panel = _panel(qtbot)
    with qtbot.waitSignal(panel.stacked_shoe_loaded) as loaded:
        panel.load_stacked_shoe(path)
    shoe = loaded.args[0]
    assert shoe.peek_order()[:4] == [Card.parse(c) for c in ("4s", "9h", "5d", "2c")]
    assert "10 cards" in panel.message_text and "refused" not in panel.message_text
    coup = deal_coup(shoe)
    assert coup.winner is Winner.PLAYER
    with qtbot.waitSignal(panel.odds_updated, timeout=10_000):
        panel.update_from(shoe, [coup])
    assert panel.seed_label.text() == "stacked"
    assert panel.log.item(0).text() == "Stacked shoe loaded: 10 cards"


def test_a_bad_stacked_shoe_is_refused_with_a_clear_message(qtbot, tmp_path):
    path = tmp_path / "typo.txt"
    path.write_text("As Kd\n9h 1s\n", encoding="utf-8")
    panel = _panel(qtbot)
    with qtbot.assertNotEmitted(panel.stacked_shoe_loaded):
        assert panel.load_stacked_shoe(path) is None
    text = panel.message_text
    assert "refused" in text and "typo.txt, line 2" in text and "'1s'" in text and "Expected a rank" in text


def test_log_lines_group_a_coup_on_one_line():
    shoe = _new_baccarat_shoe(1)
    coup = deal_coup(shoe)
    shoe.collect_all()
    lines = log_lines(shoe.log, str)
    assert lines[0].startswith("Shoe 1 shuffled (8 decks, seed")
    assert lines[-1] == "Player " + " ".join(map(str, coup.player_cards)) + " · Banker " + " ".join(
        map(str, coup.banker_cards))
    assert any(line.startswith("Burn: ") for line in lines)


def test_a_pitch_deck_run_dry_mid_round_says_so_in_the_deck_log(qtbot):
    """The one-deck, seven-seat random session (seed 24) that ran the deck dry: the panel, fed the
    events as the beats carry them, says the discards were shuffled and reads the deck's figures."""
    from dealertrainer.training.drills.seat import BlackjackSeatConfig, BlackjackSeatDrill

    rules = BlackjackRules(decks=1)
    drill = BlackjackSeatDrill(BlackjackSeatConfig(rules=rules, seats=7, play="random"), seed=24)
    panel = _panel(qtbot, "blackjack", rules)
    for beat in drill.beats():
        if beat.shoe:
            panel.show_events(beat.shoe)
    lines = [panel.log.item(i).text() for i in range(panel.log.count())]
    assert "Deck ran out: discards shuffled to finish the round" in lines
    shoe = drill.shoe
    assert panel.figures["cards_left"].text() == str(shoe.cards_left)
    assert panel.figures["discards"].text() == str(shoe.discard_count)

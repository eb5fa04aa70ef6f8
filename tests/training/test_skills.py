"""The skill tree and titles."""

from __future__ import annotations

from dealertrainer.training.skills import ancestors, is_under, skill_title, skill_tree, topic_of


def test_tree_levels_and_titles():
    tree = skill_tree(["baccarat.banker.5.vs.4", "baccarat.banker.3.vs.stood", "blackjack.payout.3to2", "stud"])
    assert sorted(tree.children) == ["baccarat", "blackjack", "stud"]
    banker = tree.children["baccarat"].children["baccarat.banker"]
    assert sorted(banker.children) == ["baccarat.banker.3.vs.stood", "baccarat.banker.5.vs.4"]
    assert banker.title == "Banker's third card"
    assert tree.children["baccarat"].title == "Mini Baccarat"
    assert banker.children["baccarat.banker.5.vs.4"].title == "Banker 5, Player's third card 4"
    assert skill_title("baccarat.banker.3.vs.stood") == "Banker 3, Player stood"
    assert skill_title("blackjack.payout.3to2") == "Pay a blackjack 3:2"  # the catalogue's title
    assert skill_title("baccarat.player.draws.4") == "Player 4: draw"
    assert skill_title("blackjack.payout.7to3") == "7to3"  # not in the catalogue: made from the id
    assert sorted(tree.leaves()) == ["baccarat.banker.3.vs.stood", "baccarat.banker.5.vs.4",
                                     "blackjack.payout.3to2", "stud"]
    depths = [d for d, _ in tree.walk()]
    assert max(depths) == 3


def test_ancestry():
    assert ancestors("baccarat.banker.5.vs.4")[:2] == ["baccarat", "baccarat.banker"]
    assert topic_of("baccarat.banker.5.vs.4") == "baccarat.banker"
    assert is_under("baccarat.banker.5.vs.4", "baccarat.banker")
    assert not is_under("baccarat.bankers", "baccarat.banker")

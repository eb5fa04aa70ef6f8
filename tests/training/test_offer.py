"""What the tables and drills take from the settings in force, and the start page's rules line."""

from __future__ import annotations

from decimal import Decimal

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.storage.settings import AppSettings, ChipSpec
from dealertrainer.storage.settings_in_force import SettingsInForce
from dealertrainer.training.drills import make_drill
from dealertrainer.training.drills.payouts import PayoutKind, PayoutsConfig
from dealertrainer.training.offer import BUY_IN_CHANCE, drill_config, rules_line
from dealertrainer.training.skills import is_known_skill


def _house(tmp_path, *saved) -> SettingsInForce:
    owner = SettingsInForce(tmp_path)
    for settings in saved:
        owner.save(settings)
    return owner


def test_tables_deal_by_the_rules_in_force(tmp_path):
    owner = _house(tmp_path, BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, seats=2),
                   StudRules(game=StudGame.SEVEN_CARD, seats=7))
    blackjack = drill_config("blackjack.seat", owner)
    assert blackjack["rules"].blackjack_pays is BlackjackPays.SIX_TO_FIVE and blackjack["seats"] == 2
    assert drill_config("baccarat.seat", owner) == {"rules": BaccaratRules(), "seats": 5,
                                                     "chip_set": owner.app.chip_set(), "buy_ins": BUY_IN_CHANCE,
                                                     "buy_in_chips": (Decimal(5), Decimal(100))}
    assert drill_config("stud.seat", owner)["rules"].game is StudGame.SEVEN_CARD
    assert drill_config("totals", owner) == {}


def test_the_payouts_drill_takes_every_payout_rule_in_force(tmp_path):
    chips = (ChipSpec(value=Decimal("1"), colour="white"), ChipSpec(value=Decimal("5"), colour="red"))
    owner = _house(tmp_path, BaccaratRules(pair_pays=25, tie_pays=9, commission_style=CommissionStyle.BOX),
                   BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE), AppSettings(chips=chips))
    config = PayoutsConfig(**drill_config("payouts", owner))
    assert config.kinds == (PayoutKind.BLACKJACK_6TO5, PayoutKind.INSURANCE, PayoutKind.BANCO_BOX,
                            PayoutKind.TIE_9TO1, PayoutKind.PAIR)  # no even money at 6:5
    assert config.pair_pays == 25 and [c.value for c in config.chip_set] == [1, 5]
    drill = make_drill("payouts", config.model_copy(update={"kinds": (PayoutKind.PAIR,)}), seed=3)
    questions = [beat.question for beat in drill.beats() if beat.question is not None][:10]
    for question in questions:
        wager = Decimal(question.prompt.split(" of $")[1].split(" ")[0].replace(",", ""))
        assert "wins at 25 to 1" in question.prompt and question.answer == 25 * wager


def test_a_no_commission_house_asks_its_own_payouts(tmp_path):
    owner = _house(tmp_path, BaccaratRules(no_commission=True, dragon_seven_pays=50, pair_bets=False))
    config = PayoutsConfig(**drill_config("payouts", owner))
    assert PayoutKind.BANCO_NO_COMMISSION in config.kinds and PayoutKind.DRAGON_7 in config.kinds
    assert PayoutKind.BANCO_DEDUCTED not in config.kinds and PayoutKind.PAIR not in config.kinds
    drill = make_drill("payouts", config.model_copy(update={"kinds": (PayoutKind.DRAGON_7,)}), seed=1)
    question = next(beat.question for beat in drill.beats() if beat.question is not None)
    wager = Decimal(question.prompt.split(" of $")[1].split(";")[0].replace(",", ""))
    assert "paying 50 to 1" in question.prompt and question.answer == 50 * wager
    assert question.table.bets[0].spot == "dragon 7"


def test_the_start_page_states_the_rules_in_force(tmp_path):
    owner = _house(tmp_path, BaccaratRules(decks=6, tie_pays=9, commission_style=CommissionStyle.BOX),
                   BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True))
    assert rules_line("baccarat.seat", owner) == (
        "6 decks · tie pays 9 to 1 · pairs pay 11 to 1 · banco commission 5% in boxes · limits $10 to $5,000 · "
        "cut card 52 cards from the end; when it comes out, one more coup, then shuffle")
    assert rules_line("blackjack.seat", owner) == (
        "6 decks · blackjack pays 6 to 5 (rounded down to the $0.50) · dealer hits soft 17 · no even money · limits $10 to $1,000 · "
        "cut card 52 cards from the end")
    assert rules_line("stud.seat", owner) == (
        "Five-card stud · 8 seats · limits 2 and 5 chips · an open pair raises the limit · fold penalty 2 chips")
    assert rules_line("payouts", owner) == ("blackjack pays 6 to 5 (rounded down to the $0.50) · insurance pays 2 to 1 · no even money · "
                                            "tie pays 9 to 1 · pairs pay 11 to 1 · banco commission 5% in boxes")
    assert rules_line("totals", owner) == ""


def test_the_rules_in_words_follow_every_choice():
    assert ("blackjack pays 3 to 2 (rounded down to the $0.50) · dealer stands on soft 17 · even money offered"
            in BlackjackRules().in_words())
    assert "blackjack pays 6 to 5 (rounded down to the $1) ·" in BlackjackRules(blackjack_pays="6:5", payout_rounding="1").in_words()
    assert "blackjack pays 3 to 2 · " in BlackjackRules(payout_rounding="exact").in_words()
    assert "off the payout (rounded up to the $0.25)" in BaccaratRules().in_words()
    assert "off the payout ·" in BaccaratRules(commission_rounding="exact").in_words()
    assert "late surrender" in BlackjackRules(late_surrender=True).in_words()
    assert "no peek" not in BlackjackRules().in_words()
    assert "no peek: a dealer blackjack takes all bets" in BlackjackRules(dealer_peeks=False).in_words()
    original = BlackjackRules(dealer_peeks=False, no_peek_original_bets_only=True)
    assert "no peek: a dealer blackjack takes original bets only" in original.in_words()
    assert "1 deck ·" in BaccaratRules(decks=1, cut_card_from_end=20).in_words()
    ez = BaccaratRules(no_commission=True, pair_bets=False, commission_rate=Decimal("0.04")).in_words()
    assert "no pair bets · no commission: a banker win on a three-card 7 pushes · dragon 7 pays 40 to 1" in ez
    assert "banco commission 4.5% off the payout" in BaccaratRules(commission_rate=Decimal("0.045")).in_words()
    seven = StudRules(game=StudGame.SEVEN_CARD, seats=7, open_pair_raises_limit=False).in_words()
    assert seven.startswith("Seven-card stud · 7 seats") and "the lowest upcard brings it in" in seven


def test_known_skills_are_drill_skills_and_their_groups():
    assert is_known_skill("baccarat.banker.6.vs.7") and is_known_skill("baccarat.banker")
    assert is_known_skill("blackjack") and is_known_skill("blackjack.payout.6to5")
    assert not is_known_skill("baccarat.banker.6.vs") and not is_known_skill("poker") and not is_known_skill("")


def test_what_is_on_offer_is_what_the_registry_holds_in_the_window_order():
    from dealertrainer.training import offer
    from dealertrainer.training.drills import DRILLS

    tables, drills = offer.available()
    assert [t.drill_id for t in tables] == ["baccarat.seat", "blackjack.seat", "stud.seat"]
    assert [t.game for t in tables] == ["baccarat", "blackjack", "stud"] and not any(t.flash for t in tables)
    assert [d.drill_id for d in drills][:4] == ["baccarat.draw_table", "payouts", "chips", "totals"]
    listed = {e.drill_id for e in tables + drills}
    assert listed == set(DRILLS) - {"exam"}  # every registered drill but the exam, which has its own screen
    assert "stud.announcements" not in listed  # the window's order names it; the registry does not hold it
    daily = offer.entry("daily")  # a drill the registry adds: a quick drill under its own title
    assert (daily.title, daily.game, daily.flash) == ("Daily practice", None, True)
    assert drills[-1] == daily


def test_before_the_registry_loads_the_window_lists_the_usual_seven():
    from dealertrainer.training import offer

    tables, drills = offer.expected()
    assert [e.title for e in tables + drills] == [
        "Mini Baccarat", "Blackjack", "Stud", "Draw table", "Payouts", "Chips", "Totals", "Dealer's mistakes"]


def test_a_drill_is_built_from_its_config_and_an_unknown_one_is_named(tmp_path):
    import pytest

    from dealertrainer.training import offer

    owner = _house(tmp_path, BlackjackRules(seats=2))
    drill = offer.make("blackjack.seat", offer.drill_config("blackjack.seat", owner), seed=3)
    assert drill.config.seats == 2 and drill.config.rules == owner.rules("blackjack")
    assert offer.drill_info("totals").title == "Totals"
    with pytest.raises(ValueError, match="no drill 'roulette.seat'; the registered drills are .*totals"):
        offer.drill_info("roulette.seat")


def test_an_unlisted_drill_shows_the_felt_of_the_game_it_carries_not_one_read_from_its_id(monkeypatch):
    from dealertrainer.training import offer
    from dealertrainer.training.drills import DRILLS, DrillInfo, TotalsConfig, TotalsDrill

    monkeypatch.setitem(DRILLS, "stud.quiz", DrillInfo("stud.quiz", "Quiz", "", TotalsDrill, TotalsConfig))
    warm_up = DrillInfo("warm_up", "Warm-up", "", TotalsDrill, TotalsConfig, game="blackjack")
    monkeypatch.setitem(DRILLS, "warm_up", warm_up)
    assert offer.entry("stud.quiz").game is None  # its id starts with a game; it deals none
    assert offer.entry("warm_up").game == "blackjack"
    assert [DRILLS[t].game for t in ("baccarat.seat", "blackjack.seat", "stud.seat", "baccarat.draw_table")] == [
        "baccarat", "blackjack", "stud", "baccarat"]


def test_daily_practice_and_an_exam_built_from_the_offer_take_the_whole_house_in_force(tmp_path):
    """The window builds Daily practice this way when no records are open: every question under
    the house saved (4% commission, 12:1 pairs, 6:5), and no 3:2 payout at this 6:5 table."""
    from dealertrainer.training import offer

    owner = _house(tmp_path, BaccaratRules(commission_rate=Decimal("0.04"), pair_pays=12),
                   BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE))
    assert offer.drill_extras("daily", owner) == {"rules": owner.house_rules()} == offer.drill_extras("exam", owner)
    assert offer.drill_extras("totals", owner) == {} == offer.drill_extras("baccarat.seat", owner)
    daily = offer.make("daily", {"length": 200, "new_per_day": 200}, 4, **offer.drill_extras("daily", owner))
    exam = offer.make("exam", {"skills": ["baccarat.payout", "blackjack.payout"], "length": 40}, 5,
                      **offer.drill_extras("exam", owner))
    questions = [beat.question for drill in (daily, exam) for beat in drill.beats()]
    skills = {q.skill for q in questions}
    assert {"baccarat.payout.banco", "baccarat.payout.pair", "blackjack.payout.6to5"} <= skills
    assert "blackjack.payout.3to2" not in skills
    for q in questions:
        stake = next((b.amount for b in q.table.bets), None) if q.table else None
        if q.skill == "baccarat.payout.banco":
            quarters = (stake * Decimal("0.04") * 4).quantize(Decimal("1"), rounding="ROUND_CEILING")
            assert q.answer == stake - quarters / 4  # the commission up to the quarter
        if q.skill == "baccarat.payout.pair":
            assert q.answer == stake * 12

"""The Chinese edition prints the felt in Chinese: every paytable line, the dealer's standing
rule and every payout spot, at the house's prices, with no English word left (numbers, money
and card ranks stay as they are printed in Macau too)."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from PySide6.QtCore import QCoreApplication

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.language import ENGLISH, use_language
from dealertrainer.ui.table.signage import signage_for
from dealertrainer.ui.table.wager_felt import SPOTS, spot_for

HOUSES = [
    (BaccaratRules(), BlackjackRules()),
    (BaccaratRules(tie_pays=9, pair_pays=25, commission_rate=Decimal("0.04")),
     BlackjackRules(blackjack_pays=BlackjackPays.SIX_TO_FIVE, dealer_hits_soft_17=True, dealer_peeks=False,
                    perfect_pairs=True, twenty_one_plus_three=True)),
    (BaccaratRules(no_commission=True, dragon_seven_pays=50), BlackjackRules(dealer_peeks=False, no_peek_original_bets_only=True,
                                                       payout_rounding="exact")),
    (BaccaratRules(commission_style=CommissionStyle.BOX, commission_box_step=Decimal("0.50")), BlackjackRules()),
]



def _english_words(text: str) -> list[str]:
    return [word for word in re.findall(r"[A-Za-z]+", text) if word != "A"]  # "A": the ace, as printed


def _printed(signage) -> list[str]:
    lines = [signage.blackjack_pays, signage.dealer_rule, signage.insurance, signage.blackjack_rounding,
             signage.baccarat_odds, signage.commission_heading, signage.perfect_pairs_pays,
             signage.twenty_one_plus_three_pays]
    for title, prices in signage.blackjack_side_odds:
        lines += [title, *prices]
    return [line for line in lines if line]


@pytest.mark.parametrize("baccarat, blackjack", HOUSES)
def test_the_felts_paytables_print_in_chinese(chinese_screens, baccarat, blackjack):
    signage = signage_for(baccarat, blackjack)
    for line in _printed(signage):
        assert "{" not in line and not _english_words(line), line
    assert str(baccarat.tie_pays) in signage.baccarat_odds  # the house's price, not the standard's
    if chinese_screens == "zh_TW":
        assert "莊" in signage.baccarat_odds and "庄" not in signage.baccarat_odds


def test_every_payout_spot_prints_in_chinese(chinese_screens):
    signage = signage_for(*HOUSES[1])
    for skill, spot in SPOTS.items():
        for bet in spot.bets:
            printed = spot_for(skill, bet, signage)
            assert printed is not None
            for text in (printed.title, printed.pays):
                assert "{" not in text and not _english_words(text), (skill, bet, text)
    pair = spot_for("baccarat.payout.pair", "banker pair", signage)
    assert pair.pays.startswith("庄对" if chinese_screens == "zh_CN" else "莊對") and "25" in pair.pays


def test_the_felts_own_words_print_in_chinese(chinese_screens):
    for context, text in (("BlackjackFelt", "FIRST BASE"), ("BlackjackFelt", "DISCARDS"), ("StudFelt", "STUD POKER"),
                          ("StudFelt", "HIGH HAND SHOWING SPEAKS FIRST"), ("BaccaratFelt", "B\nPAIR")):
        assert not _english_words(QCoreApplication.translate(context, text))
    assert QCoreApplication.translate("StudFelt", "SEAT {seat}").format(seat=3) in ("3 号位", "3 號位")


def test_english_is_printed_as_before(qapp):
    use_language(ENGLISH)
    assert signage_for(*HOUSES[1]).baccarat_odds.startswith("BANKER PAYS 96% · COMMISSION ROUNDED UP TO THE $0.25")


def test_the_bilingual_baccarat_boxes_follow_the_editions_script(chinese_screens):
    from dealertrainer.ui.table.baccarat_felt import LABELS, felt_chinese

    words = [felt_chinese(chinese_word) for _english, chinese_word in LABELS.values()]
    assert words == (["和", "庄", "闲"] if chinese_screens == "zh_CN" else ["和", "莊", "閒"])

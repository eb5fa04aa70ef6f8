"""The lines reports print around the figures are in the language in force: the house rules
line of an exam or audition names its game in Chinese, and an audition's missed hands name
their places in Chinese (they read "Mini Baccarat: …" and "seat 1: K♠ 8♣ · dealer: 9♥")."""

from __future__ import annotations

import re

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Card
from dealertrainer.engine.places import DEALER, Place
from dealertrainer.engine.steps import HandView, TableView
from dealertrainer.language import _
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES, house_line
from dealertrainer.training.audition import cards_on_the_felt

ENGLISH = re.compile(r"[A-Za-z]{2,}")


def test_each_games_house_line_names_the_game_in_chinese(chinese):
    for game, model in GAME_RULES.items():
        line = house_line(game, model())
        assert line.startswith(_(GAME_TITLES[game]) + "：") and not ENGLISH.search(line.replace("EZ", "")), line


def test_an_auditions_missed_hand_names_its_places_in_chinese(chinese):
    table = TableView("blackjack", (HandView(Place.at_seat(1), (Card.parse("Ks"), Card.parse("8c"))),
                                    HandView(DEALER, (Card.parse("9h"), Card.parse("5d")), (False, True))))
    said = cards_on_the_felt(table)
    assert "K♠ 8♣" in said and "9♥ ▮" in said and not ENGLISH.search(said), said


def test_in_english_the_lines_are_as_they_were():
    assert house_line("blackjack", BlackjackRules()).startswith("Blackjack: 6 decks")
    table = TableView("blackjack", (HandView(Place.at_seat(1), (Card.parse("Ks"), Card.parse("8c"))),))
    assert cards_on_the_felt(table) == "seat 1: K♠ 8♣"

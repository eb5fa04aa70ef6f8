from __future__ import annotations

from decimal import Decimal

import pytest
from pydantic import ValidationError

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.house_rules import explain_validation_error
from dealertrainer.engine.stud.rules import StudGame, StudRules

MODELS = [BaccaratRules, BlackjackRules, StudRules]


def test_defaults_follow_the_rule_texts():
    bac = BaccaratRules()
    assert bac.decks == 8 and bac.commission_rate == Decimal("0.05") and bac.tie_pays == 8
    assert bac.cut_card_from_end == 52 and bac.commission_style is CommissionStyle.DEDUCTED
    assert bac.pair_pays == 11 and bac.dragon_seven_pays == 40 and bac.seats == 9
    bj = BlackjackRules()
    assert bj.decks == 6 and not bj.dealer_hits_soft_17 and bj.blackjack_pays is BlackjackPays.THREE_TO_TWO
    assert bj.dealer_peeks and bj.seats == 7
    stud = StudRules()
    assert stud.game is StudGame.FIVE_CARD and stud.fold_penalty_chips == 2


@pytest.mark.parametrize("model", MODELS)
def test_models_are_frozen_and_every_field_is_described(model):
    rules = model()
    assert rules.schema_version == 1
    for name, field in model.model_fields.items():
        assert field.description, f"{model.__name__}.{name} has no description"
    first = next(iter(model.model_fields))
    with pytest.raises(ValidationError):
        setattr(rules, first, 2)


@pytest.mark.parametrize(
    ("model", "values", "field", "allowed"),
    [
        (BaccaratRules, {"decks": 9}, "decks", "less than or equal to 8"),
        (BaccaratRules, {"table_minimum": "-5"}, "table_minimum", "greater than 0"),
        (BaccaratRules, {"commission_rate": "0.5"}, "commission_rate", "less than or equal to 0.1"),
        (BaccaratRules, {"tie_pays": 7}, "tie_pays", "8 or 9"),
        (BlackjackRules, {"decks": 0}, "decks", "greater than or equal to 1"),
        (BlackjackRules, {"blackjack_pays": "2:1"}, "blackjack_pays", "'3:2' or '6:5'"),
        (BlackjackRules, {"surprise": True}, "surprise", "Extra inputs are not permitted"),
        (StudRules, {"game": "razz"}, "game", "five_card"),
    ],
)
def test_invalid_values_name_the_field_and_what_is_allowed(model, values, field, allowed):
    with pytest.raises(ValidationError) as info:
        model(**values)
    message = explain_validation_error(info.value)
    assert message.startswith(field) and allowed in message


def test_cross_field_checks():
    with pytest.raises(ValidationError, match="table_maximum must be at least table_minimum"):
        BlackjackRules(table_minimum=100, table_maximum=50)
    with pytest.raises(ValidationError, match="under 52"):
        BaccaratRules(decks=1, cut_card_from_end=60)

"""A rule across settings fields refused in the language in force: the reason is a message,
with the fields' own names left for the form to replace by their labels (in_words)."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from pydantic import ValidationError

from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.house_rules import RuleError

FIELD = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b|\bdecks\b")  # a field's name, replaced by its label on the form


def _reason(model, **values) -> str:
    with pytest.raises((ValidationError, RuleError)) as refused:
        model(**values)
    error = refused.value
    if isinstance(error, RuleError):
        return error.reason
    return "; ".join(str(e["ctx"]["error"].reason) for e in error.errors() if isinstance(e.get("ctx", {}).get("error"), RuleError))


CASES = [
    (BaccaratRules, {"table_minimum": Decimal(500), "table_maximum": Decimal(100)}),
    (BlackjackRules, {"game_form": "pitch", "decks": 6}),
    (BlackjackRules, {"decks": 1, "cut_card_from_end": 60}),
]


@pytest.mark.parametrize("model, values", CASES)
def test_a_refusal_is_chinese_around_the_field_names(chinese, model, values):
    reason = _reason(model, **values)
    assert re.search(r"[\u4e00-\u9fff]", reason), reason
    assert not re.findall(r"[A-Za-z]{2,}", FIELD.sub(" ", reason)), reason


@pytest.mark.parametrize("model, values", CASES)
def test_in_english_the_refusal_is_as_it_was(model, values):
    reason = _reason(model, **values)
    assert reason.isascii() and FIELD.search(reason), reason

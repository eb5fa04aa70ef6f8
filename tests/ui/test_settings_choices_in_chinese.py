"""Every choice a settings list offers is in the language in force ("Pitch" and "Exact" were
shown in English in Chinese); a language is named in itself and a currency by its symbol."""

from __future__ import annotations

import enum
import re
import typing


from dealertrainer.storage.settings import Currency, Language
from dealertrainer.storage.settings_in_force import MODELS
from dealertrainer.ui.settings.settings_form import _choice_text



def _choices():
    for model in MODELS:
        for name, field in model.model_fields.items():
            for kind in (field.annotation, *typing.get_args(field.annotation)):
                if isinstance(kind, type) and issubclass(kind, enum.Enum) and kind not in (Language, Currency):
                    yield from ((model.__name__, name, option) for option in kind)


def test_every_settings_choice_is_in_chinese(chinese_screens):
    shown = {(model, name, option): _choice_text(option) for model, name, option in _choices()}
    assert len(shown) > 20
    english = {key: text for key, text in shown.items() if re.search(r"[A-Za-z]{2,}", text.replace("EZ", ""))}
    assert not english, english

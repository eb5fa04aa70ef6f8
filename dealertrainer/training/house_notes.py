"""House rules a question depends on, said where the question is asked.

Some questions are not answered by the cards on the felt but by a choice the house made:
where the cut card goes, what happens when it comes out, the stud betting limits, whether
the dealer hits soft 17, the fold penalty. A trainee cannot read those off the table, so
the first time a trainee meets such a question a short lesson explains the rule before they
answer (``HouseNote.lesson_text``; the lesson's name goes in their notes); after that it is
asked from memory. The setting in one line (``HouseNote.setting``) is never shown beside the
question (it is the answer); the start page's rules line and Settings say the house's rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.stud.patterns import pattern_for
from dealertrainer.engine.stud.rules import StudRules
from dealertrainer.language import N_, _

__all__ = ["HouseNote", "house_note"]


@dataclass(frozen=True)
class HouseNote:
    lesson: str  # its name in the trainee's notes: "house:baccarat.cut_card.place"
    setting: str  # the house's setting in one line (it answers the question: never shown beside it)
    lesson_text: str  # the first time: what the rule is for and what this house does


#: The cut card's lesson by what the dealer deals from: (the setting, the lesson), whole messages.
_CUT_CARD = {
    "shoe": (N_("This house places the cut card {n} cards from the end of the shoe."),
             N_("New house rule: the cut card. After a player cuts, the dealer slides the cut card into the shoe "
                "so that {n} cards ({about}) stay behind it. When it comes out, the shoe is nearly done and the "
                "dealer shuffles soon. How many cards stay behind it is the house's choice: here, {n}.")),
    "deck": (N_("This house places the cut card {n} cards from the end of the deck."),
             N_("New house rule: the cut card. After a player cuts, the dealer slides the cut card into the deck "
                "so that {n} cards ({about}) stay behind it. When it comes out, the deck is nearly done and the "
                "dealer shuffles soon. How many cards stay behind it is the house's choice: here, {n}.")),
    "pack of two decks": (
        N_("This house places the cut card {n} cards from the end of the pack of two decks."),
        N_("New house rule: the cut card. After a player cuts, the dealer slides the cut card into the pack of two "
           "decks so that {n} cards ({about}) stay behind it. When it comes out, the pack is nearly done and the "
           "dealer shuffles soon. How many cards stay behind it is the house's choice: here, {n}.")),
}


def _cut_card(rules: BaccaratRules | BlackjackRules) -> tuple[str, str]:
    n = rules.cut_card_from_end
    decks = f"{n / 52:.1f}"
    about = (_("exactly one deck") if n == 52 else
             _("about {decks} of a deck").format(decks=decks) if n < 52 else _("about {decks} decks").format(decks=decks))
    pack = "shoe"
    if isinstance(rules, BlackjackRules) and rules.pitch:  # a pitch game: the deck(s) in the dealer's hand
        pack = "deck" if rules.decks == 1 else "pack of two decks"
    setting, lesson = _CUT_CARD[pack]
    return _(setting).format(n=n), _(lesson).format(n=n, about=about)


def _after_cut_card(rules: BaccaratRules) -> tuple[str, str]:
    if rules.after_cut_card is AfterCutCard.ONE_MORE_COUP:
        return (_("This house: when the cut card comes out, finish this coup, deal one more coup, then shuffle."),
                _("New house rule: the cut card coming out. It is set aside and the coup goes on; what follows "
                  "is the house's choice. Here the dealer will finish this coup, deal one more coup, then shuffle."))
    return (_("This house: when the cut card comes out, finish this coup, then shuffle."),
            _("New house rule: the cut card coming out. It is set aside and the coup goes on; what follows "
              "is the house's choice. Here the dealer will finish this coup, then shuffle."))


def _stud_limits(rules: StudRules) -> tuple[str, str]:
    pattern = pattern_for(rules.game)
    small = [_(s.name) for s in pattern.streets if not s.big_limit]  # street names are marked N_() in patterns
    big = [_(s.name) for s in pattern.streets if s.big_limit]
    values = {"small": rules.small_limit, "big": rules.big_limit, "early": _listed(small), "late": _listed(big),
              "first": big[0]}
    if rules.open_pair_raises_limit:
        setting = _("This house's limits: {small} chips after the {early}, {big} chips after the {late}; "
                    "an open pair brings in the {big}-chip limit at once.")
        lesson = _("New house rule: betting limits. Stud here is played with a fixed limit per bet or raise: a "
                   "small limit of {small} chips on the early intervals and a big limit of {big} chips on the "
                   "later ones, from the {first} on. An open pair on the board brings the big limit in at once, "
                   "and it stays for the hand. The dealer announces the limit when it changes.")
    else:
        setting = _("This house's limits: {small} chips after the {early}, {big} chips after the {late}.")
        lesson = _("New house rule: betting limits. Stud here is played with a fixed limit per bet or raise: a "
                   "small limit of {small} chips on the early intervals and a big limit of {big} chips on the "
                   "later ones, from the {first} on. The dealer announces the limit when it changes.")
    return setting.format(**values), lesson.format(**values)


def _listed(names: list[str]) -> str:
    from dealertrainer.language import pgettext  # the list separator

    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=pgettext("list", ", ").join(names[:-1]), last=names[-1])


def _soft_17(rules: BlackjackRules) -> tuple[str, str]:
    if rules.dealer_hits_soft_17:
        return (_("This house: the dealer hits soft 17."),
                _("New house rule: soft 17. A dealer's 17 counting an ace as 11 (A-6, A-2-4) is soft. Some houses "
                  "have the dealer stand on it, some hit it; the felt says which. Here the dealer hits soft 17."))
    return (_("This house: the dealer stands on soft 17."),
            _("New house rule: soft 17. A dealer's 17 counting an ace as 11 (A-6, A-2-4) is soft. Some houses "
              "have the dealer stand on it, some hit it; the felt says which. Here the dealer stands on soft 17."))


def _fold_penalty(rules: StudRules) -> tuple[str, str]:
    n = rules.fold_penalty_chips
    return (
        _("This house's fold penalty: {chips} chips for a hole card shown on a fold.").format(chips=n),
        _("New house rule: the fold penalty. A player who lets a hole card be seen while folding pays a "
          "penalty into the pot, because the others have seen a card that is out of play. Here it is {chips} "
          "chips.").format(chips=n),
    )


_NOTES: dict[str, tuple[type, Callable[[Any], tuple[str, str]]]] = {
    "baccarat.cut_card.place": (BaccaratRules, _cut_card),
    "blackjack.shoe.cut_card": (BlackjackRules, _cut_card),
    "baccarat.cut_card.out": (BaccaratRules, _after_cut_card),
    "stud.limit.street": (StudRules, _stud_limits),
    "stud.limit.open_pair": (StudRules, _stud_limits),
    "blackjack.dealer.soft17": (BlackjackRules, _soft_17),
    "stud.fold.penalty": (StudRules, _fold_penalty),
}


def house_note(skill: str, rules: Any) -> HouseNote | None:
    """The house setting a question on ``skill`` needs, under ``rules`` (that game's house
    rules); None for a question the cards on the table answer."""
    found = _NOTES.get(skill)
    if found is None:
        return None
    model, words = found
    if not isinstance(rules, model):
        raise ValueError(f"{skill} is asked under {model.__name__}, not {type(rules).__name__}")
    setting, lesson = words(rules)
    topic = "stud.limit" if skill.startswith("stud.limit.") else skill  # one lesson for both limit questions
    return HouseNote(f"house:{topic}", setting, lesson)

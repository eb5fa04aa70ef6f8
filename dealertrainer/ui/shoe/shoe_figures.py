"""The shoe panel's figures and words, for a shoe or (``one_deck``: stud) a single deck.

A baccarat or blackjack shoe is read as a dealer reads it: cards and decks left, dealt,
burned, discards and the cards behind the cut card. Stud is dealt from one deck with no
burn and no cut card, so its panel says "deck" and shows what a stud dealer can count:
cards left, dealt, on the felt, in the discards, and the hands dealt from this deck.
Cards on the felt (a coup, round or hand under way) count as dealt and no longer left.
"""

from __future__ import annotations

from collections.abc import Callable

from dealertrainer.engine.shoe_state import ShoeState

__all__ = ["figure_values", "progress_line"]


def figure_values(one_deck: bool, shoe: ShoeState, on_table: int) -> dict[str, str]:
    """Each figure's text for ``shoe`` (as its events tell it) with ``on_table`` more of its
    cards on the felt now."""
    left = shoe.cards_left - on_table
    dealt = shoe.cards_dealt - shoe.burned + on_table
    if one_deck:
        return {
            "cards_left": str(left),
            "dealt": str(dealt),
            "on_felt": str(on_table),
            "discards": str(shoe.discard_count),
            "hands": str(shoe.hands_collected + (1 if on_table else 0)),
        }
    behind = shoe.cards_behind_cut_card
    return {
        "cards_left": str(left),
        "decks_left": f"{int(left / 26 + 0.5) / 2:g}",
        "dealt": str(dealt),
        "burned": str(shoe.burned),
        "discards": str(shoe.discard_count),
        "behind_cut": "–" if behind is None else str(behind),
    }


def dealt_fraction(one_deck: bool, shoe: ShoeState, on_table: int) -> float:
    """How much of the shoe the bar shows dealt: of one deck (stud), the cards on the felt too."""
    if one_deck:
        return min(1.0, (shoe.cards_dealt + on_table) / shoe.total_cards)
    return shoe.penetration


def progress_line(one_deck: bool, shoe: ShoeState, on_table: int, tr: Callable[[str], str],
                  hand_held: bool = False) -> str:
    """The line under the bar: how far into the shoe (or deck), and the cut card's news.
    ``hand_held``: a blackjack pitch game, one or two decks in the dealer's hand."""
    if one_deck:
        return tr("%1 of the deck's %2 cards dealt").replace(
            "%1", str(shoe.cards_dealt + on_table)).replace("%2", str(shoe.total_cards))
    if hand_held:
        dealt = tr("%1% of the deck dealt") if shoe.total_cards <= 52 else tr("%1% of the two decks dealt")
    else:
        dealt = tr("%1% of the shoe dealt")
    text = dealt.replace("%1", f"{shoe.penetration * 100:.0f}")
    if shoe.cut_card_reached:
        text += " · " + (tr("cut card is out: shuffle after this round") if hand_held
                         else tr("cut card is out: shuffle after this shoe"))
    elif shoe.cut_card_at is not None:
        text += " · " + tr("cut card at %1%").replace("%1", f"{shoe.cut_card_at / shoe.total_cards * 100:.0f}")
    return text

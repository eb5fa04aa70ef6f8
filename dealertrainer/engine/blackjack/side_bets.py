"""Blackjack's side bets: Perfect Pairs and 21+3, settled right after the deal.

Perfect Pairs looks at the player's first two cards: a pair of one red and one black card is
a mixed pair, a pair of one colour in two suits a coloured pair, a pair of one suit (a shoe
holds several decks) a perfect pair. 21+3 makes a three-card poker hand of the player's two
cards and the dealer's upcard: a flush, a straight (ace low A-2-3 or high Q-K-A, never
K-A-2), three of a kind, a straight flush, or three of a kind in one suit. Only the best
hand a bet makes is paid, at the house's price (``BlackjackRules``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum

from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.cards import Card
from dealertrainer.engine.money import format_money, money
from dealertrainer.language import N_, _

__all__ = [
    "PAIR_CLASSES",
    "SideBet",
    "SideBetResult",
    "THREE_CARD_CLASSES",
    "perfect_pair_class",
    "settle_side_bet",
    "side_bet_pays",
    "three_card_class",
]


class SideBet(str, Enum):
    """The side-bet spots of a blackjack layout (the ledger's and the felt's spot names)."""

    PERFECT_PAIRS = "perfect pairs"
    TWENTY_ONE_PLUS_THREE = "21+3"

    def __str__(self) -> str:
        return self.value

    @property
    def title(self) -> str:
        return N_("Perfect Pairs") if self is SideBet.PERFECT_PAIRS else "21+3"

    @property
    def skill_stem(self) -> str:
        return "blackjack.payout." + ("perfect_pairs" if self is SideBet.PERFECT_PAIRS else "21plus3")

    def offered(self, rules: BlackjackRules) -> bool:
        return rules.perfect_pairs if self is SideBet.PERFECT_PAIRS else rules.twenty_one_plus_three


#: The winning hands of each bet, best last, with how a dealer names them.
PAIR_CLASSES = {"mixed": N_("a mixed pair"), "coloured": N_("a coloured pair"), "perfect": N_("a perfect pair")}
THREE_CARD_CLASSES = {
    "flush": N_("a flush"),
    "straight": N_("a straight"),
    "three_of_a_kind": N_("three of a kind"),
    "straight_flush": N_("a straight flush"),
    "suited_trips": N_("suited three of a kind"),
}


def perfect_pair_class(cards: Sequence[Card]) -> str | None:
    """ "mixed", "coloured" or "perfect" for a pair of first two cards; None for no pair."""
    first, second = cards[0], cards[1]
    if first.rank != second.rank:
        return None
    if first.suit is second.suit:
        return "perfect"
    return "coloured" if first.suit.is_red == second.suit.is_red else "mixed"


def _in_sequence(ranks: list[int]) -> bool:
    low = sorted(ranks)
    high = sorted(14 if r == 1 else r for r in ranks)  # the ace above the king: Q-K-A
    return any(r[1] == r[0] + 1 and r[2] == r[1] + 1 for r in (low, high))


def three_card_class(cards: Sequence[Card]) -> str | None:
    """The best 21+3 hand of three cards (the player's two and the dealer's upcard), or None."""
    ranks = [int(c.rank) for c in cards]
    suited = len({c.suit for c in cards}) == 1
    if len(set(ranks)) == 1:
        return "suited_trips" if suited else "three_of_a_kind"
    straight = len(set(ranks)) == 3 and _in_sequence(ranks)
    if straight:
        return "straight_flush" if suited else "straight"
    return "flush" if suited else None


def side_bet_pays(bet: SideBet, hand_class: str, rules: BlackjackRules) -> int:
    """What ``hand_class`` pays to 1 on ``bet`` at this house."""
    if bet is SideBet.PERFECT_PAIRS:
        return getattr(rules, f"perfect_pairs_{hand_class}_pays")
    field = "trips" if hand_class == "three_of_a_kind" else hand_class
    return getattr(rules, f"twenty_one_plus_three_{field}_pays")


@dataclass(frozen=True)
class SideBetResult:
    """A side bet settled: taken (``paid`` 0) or paid ``to_one`` to 1 on what it made."""

    bet: SideBet
    stake: Decimal
    hand_class: str | None  # "coloured", "straight", ...; None when the bet loses
    to_one: int
    paid: Decimal
    explanation: str

    @property
    def won(self) -> bool:
        return self.hand_class is not None

    @property
    def skill(self) -> str:
        """The payout's skill ("blackjack.payout.21plus3.straight"); "" for a losing bet."""
        return f"{self.bet.skill_stem}.{self.hand_class}" if self.hand_class else ""


def settle_side_bet(bet: SideBet | str, stake: Decimal | int | str, player: Sequence[Card], upcard: Card,
                    rules: BlackjackRules) -> SideBetResult:
    """Settle ``bet`` of ``stake`` on the player's first two cards and the dealer's upcard."""
    bet = SideBet(bet)
    amount = money(stake)
    if amount <= 0:
        raise ValueError(f"a side bet is a positive amount, not {format_money(amount)}")
    if not bet.offered(rules):
        raise ValueError(f"this table does not offer {bet.title}")
    if len(player) < 2:
        raise ValueError("a side bet is settled on the player's first two cards")
    cards = [player[0], player[1]] + ([upcard] if bet is SideBet.TWENTY_ONE_PLUS_THREE else [])
    shown = " ".join(str(c) for c in cards)
    if bet is SideBet.PERFECT_PAIRS:
        hand_class = perfect_pair_class(player[:2])
        names, lose = PAIR_CLASSES, _("The first two cards are not the same rank: Perfect Pairs loses.")
    else:
        hand_class = three_card_class(cards)
        names = THREE_CARD_CLASSES
        lose = _("The two cards and the upcard make no flush, straight or three of a kind: 21+3 loses.")
    if hand_class is None:
        return SideBetResult(bet, amount, None, 0, Decimal("0.00"), _("{cards}: {why}").format(cards=shown, why=lose))
    to_one = side_bet_pays(bet, hand_class, rules)
    paid = amount * to_one
    why = _("{cards} is {hand}: {bet} pays {odds} to 1, {amount} wins {paid}.").format(
        cards=shown, hand=_(names[hand_class]), bet=_(bet.title), odds=to_one, amount=format_money(amount),
        paid=format_money(paid))
    return SideBetResult(bet, amount, hand_class, to_one, paid, why)

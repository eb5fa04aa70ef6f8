"""Blackjack house rules."""

from __future__ import annotations

from decimal import Decimal
from enum import Enum
from typing import Any, ClassVar

from pydantic import model_validator

from dealertrainer.engine.house_rules import MONEY_CAP, HouseRules, RuleError, check_table_limits, rule_field
from dealertrainer.engine.money import Rounding, format_money
from dealertrainer.language import N_, _, ngettext

__all__ = ["PITCH_DECKS", "BlackjackPays", "BlackjackRules", "GameForm", "standard_cut_card", "standard_game_form"]

TABLE, SHOE, DEALER, PLAYS = N_("Table"), N_("Shoe"), N_("Dealer"), N_("Doubling, splitting, surrender")
SIDE = N_("Side bets")


def _pays(default: int, title: str, description: str) -> int:
    return rule_field(default, title, SIDE, description, ge=1, le=1000)


class BlackjackPays(str, Enum):
    THREE_TO_TWO = "3:2"
    SIX_TO_FIVE = "6:5"

    @property
    def in_words(self) -> str:
        """ "3 to 2" / "6 to 5", as the felt and the dealer say it."""
        return self.value.replace(":", " to ")

    @property
    def said(self) -> str:
        """:attr:`in_words` in the language in force."""
        return _("3 to 2") if self is BlackjackPays.THREE_TO_TWO else _("6 to 5")


class GameForm(str, Enum):
    """How the cards are dealt: from a shoe, or by hand from the deck(s) the dealer holds."""

    SHOE = "shoe"
    PITCH = "pitch"


#: The most decks a dealer holds in one hand: a pitch game deals one or two.
PITCH_DECKS = 2


def standard_game_form(decks: int) -> GameForm:
    """How casinos deal this many decks: one or two by hand (a pitch game), more from a shoe."""
    return GameForm.PITCH if decks <= PITCH_DECKS else GameForm.SHOE


def standard_cut_card(decks: int) -> int:
    """Cards behind the cut card as casinos place it: about one deck in a shoe of three or
    more; about half a deck in a one- or two-deck game (half the pack dealt from one deck,
    three quarters from two)."""
    return 26 if decks <= PITCH_DECKS else 52


def _standard_cuts() -> set[int]:
    return {standard_cut_card(d) for d in range(1, 9)}


class BlackjackRules(HouseRules):
    """House rules for a Blackjack table, dealt from a shoe or by hand (a pitch game)."""

    file_stem: ClassVar[str] = "blackjack"

    decks: int = rule_field(6, N_("Decks"), SHOE, N_("Decks in play: in the shoe, or in the dealer's hand in a pitch game."),
                            ge=1, le=8)
    seats: int = rule_field(7, N_("Seats"), TABLE, N_("Player positions on the layout."), ge=1, le=7)
    table_minimum: Decimal = rule_field(Decimal("10"), N_("Table minimum ($)"), TABLE, N_("Smallest wager."),
                                    gt=0, le=MONEY_CAP, decimal_places=2)
    table_maximum: Decimal = rule_field(Decimal("1000"), N_("Table maximum ($)"), TABLE, N_("Largest wager."),
                                    gt=0, le=MONEY_CAP, decimal_places=2)
    game_form: GameForm = rule_field(
        GameForm.SHOE, N_("Dealt from"), SHOE,
        N_("A shoe, or by hand (a pitch game: one or two decks held by the dealer, players' cards face down). "
        "Left out of a file, it follows the decks: one or two by hand, more from a shoe."),
    )
    cut_card_from_end: int = rule_field(52, N_("Cards behind the cut card"), SHOE,
                                    N_("Cards behind the cut card (about one deck in a shoe, about half a deck "
                                    "in a one- or two-deck game)."), ge=1, le=415)
    dealer_hits_soft_17: bool = rule_field(False, N_("Dealer hits soft 17"), DEALER,
                                       N_("The dealer hits soft 17 (H17) instead of standing (S17)."))
    blackjack_pays: BlackjackPays = rule_field(BlackjackPays.THREE_TO_TWO, N_("Blackjack pays"), TABLE, N_("What a player blackjack pays."))
    payout_rounding: Rounding = rule_field(
        Rounding.HALF, N_("Blackjack payouts rounded down to ($)"), TABLE,
        N_("A 3:2 or 6:5 payout that is not a whole number of the smallest piece paid is rounded down to it "
        "(most houses pay no quarters: down to the $0.50; some to the $1; exact pays to the cent)."),
    )
    dealer_peeks: bool = rule_field(True, N_("Dealer peeks"), DEALER, N_("With a ten or an ace up, the dealer checks for blackjack at once."))
    even_money: bool = rule_field(
        True, N_("Even money offered"), DEALER,
        N_("A player blackjack may take even money against a dealer ace (offered at 3:2 tables only)."),
    )
    double_after_split: bool = rule_field(True, N_("Double after split"), PLAYS, N_("A split hand may be doubled."))
    double_for_less: bool = rule_field(True, N_("Double for less"), PLAYS, N_("A double may be for less than the original wager."))
    split_unlike_tens: bool = rule_field(False, N_("Split unlike tens"), PLAYS, N_("Ten-valued cards of different rank (K-Q) may be split."))
    max_split_hands: int = rule_field(4, N_("Most hands after splits"), PLAYS, N_("The most hands a player may split into."), ge=2, le=8)
    resplit_aces: bool = rule_field(False, N_("Resplit aces"), PLAYS, N_("Split aces may be split again."))
    hit_split_aces: bool = rule_field(False, N_("Hit split aces"), PLAYS, N_("Split aces may take more than one card each."))
    late_surrender: bool = rule_field(False, N_("Late surrender"), PLAYS, N_("A player may give up half the wager after the peek."))
    pitch_double_card_down: bool = rule_field(
        True, N_("Pitch game: double card face down"), PLAYS,
        N_("In a hand-held game the double card is tucked face down under the bet until the settlement "
        "(off: dealt face up)."),
    )
    no_peek_original_bets_only: bool = rule_field(
        False, N_("No peek: original bets only"), DEALER,
        N_("Without a peek, a dealer blackjack takes only the original wagers; doubles and splits are returned."),
    )

    # Side bets, settled on the first two cards (and the dealer's upcard) right after the deal.
    # Off by default: many shoe games offer neither; the paytables are the common ones.
    perfect_pairs: bool = rule_field(False, N_("Perfect Pairs side bet"), SIDE,
                                     N_("Perfect Pairs is offered: the player's first two cards are a pair."))
    perfect_pairs_mixed_pays: int = _pays(6, N_("Mixed pair pays (to 1)"), N_("A pair of one red and one black card."))
    perfect_pairs_coloured_pays: int = _pays(12, N_("Coloured pair pays (to 1)"), N_("A pair of the same colour, different suits."))
    perfect_pairs_perfect_pays: int = _pays(25, N_("Perfect pair pays (to 1)"), N_("A pair of the same suit."))
    twenty_one_plus_three: bool = rule_field(False, N_("21+3 side bet"), SIDE,
                                             N_("21+3 is offered: the player's two cards and the dealer's upcard "
                                             "as a three-card poker hand."))
    twenty_one_plus_three_flush_pays: int = _pays(5, N_("21+3 flush pays (to 1)"), N_("Three cards of one suit."))
    twenty_one_plus_three_straight_pays: int = _pays(10, N_("21+3 straight pays (to 1)"),
                                                     N_("Three cards in sequence (ace high or low)."))
    twenty_one_plus_three_trips_pays: int = _pays(30, N_("21+3 three of a kind pays (to 1)"), N_("Three cards of one rank."))
    twenty_one_plus_three_straight_flush_pays: int = _pays(40, N_("21+3 straight flush pays (to 1)"),
                                                           N_("Three cards in sequence, of one suit."))
    twenty_one_plus_three_suited_trips_pays: int = _pays(100, N_("21+3 suited three of a kind pays (to 1)"),
                                                         N_("Three cards of one rank and one suit."))

    @model_validator(mode="before")
    @classmethod
    def _defaults_follow_decks(cls, data: Any) -> Any:
        """Defaults that follow the number of decks: a house that does not say how it deals or
        where the cut card goes gets what casinos do with that many decks, and a standard cut
        card carried over from a bigger shoe (52 behind, in a one-deck game) becomes this
        game's standard rather than a refusal. A cut card the house chose itself is kept."""
        if not isinstance(data, dict):
            return data
        decks = data.get("decks", cls.model_fields["decks"].default)
        if isinstance(decks, str) and decks.strip().isdigit():  # as a form or a file may give it
            decks = int(decks)
        if isinstance(decks, bool) or not isinstance(decks, int) or not 1 <= decks <= 8:
            return data  # the field's own check explains it
        data = dict(data)
        data.setdefault("game_form", standard_game_form(decks))
        cut = data.get("cut_card_from_end")
        if cut is None or (isinstance(cut, int) and cut >= decks * 52 and cut in _standard_cuts()):
            data["cut_card_from_end"] = standard_cut_card(decks)
        return data

    @model_validator(mode="after")
    def _limits_in_order(self) -> BlackjackRules:
        check_table_limits(self)
        if self.game_form is GameForm.PITCH and self.decks > PITCH_DECKS:
            raise RuleError(
                _("a pitch game is dealt by hand from one deck or two, not {decks}: set decks to 1 or 2, "
                  "or game_form to shoe").format(decks=self.decks), "game_form", "decks")
        return self

    @property
    def pitch(self) -> bool:
        """A hand-held game: the players' cards go face down and the players hold them."""
        return self.game_form is GameForm.PITCH

    @property
    def even_money_offered(self) -> bool:
        """Even money is offered where the house allows it and blackjack pays 3:2."""
        return self.even_money and self.blackjack_pays is BlackjackPays.THREE_TO_TWO

    def overruled(self) -> dict[str, tuple[Any, str]]:
        if self.even_money and not self.even_money_offered:
            return {"even_money": (False, _("offered at 3:2 tables only; blackjack pays {odds} here").format(
                odds=self.blackjack_pays.said))}
        return {}

    @property
    def no_peek_takes(self) -> str:
        """What a dealer blackjack found without a peek takes: "original bets only" or "all bets"."""
        return "original bets only" if self.no_peek_original_bets_only else "all bets"

    @property
    def no_peek_takes(self) -> str:
        """What a dealer blackjack found without a peek takes: "original bets only" or "all bets"."""
        return "original bets only" if self.no_peek_original_bets_only else "all bets"

    @property
    def pays_in_words(self) -> str:
        """ "blackjack pays 3 to 2 (rounded down to the $0.50)"; no rounding said when paid to the cent."""
        if self.payout_rounding is Rounding.EXACT:
            return _("blackjack pays {odds}").format(odds=self.blackjack_pays.said)
        return _("blackjack pays {odds} (rounded down {rounding})").format(
            odds=self.blackjack_pays.said, rounding=self.payout_rounding.in_words)

    @property
    def dealer_rule(self) -> str:
        return _("dealer hits soft 17") if self.dealer_hits_soft_17 else _("dealer stands on soft 17")

    def side_bets_in_words(self) -> list[str]:
        """The side bets offered with their paytables: "perfect pairs 6/12/25 to 1", "21+3 5/10/30/40/100 to 1"."""
        parts = []
        if self.perfect_pairs:
            parts.append(_("perfect pairs {odds} to 1").format(odds=(
                f"{self.perfect_pairs_mixed_pays}/{self.perfect_pairs_coloured_pays}/{self.perfect_pairs_perfect_pays}")))
        if self.twenty_one_plus_three:
            parts.append(_("21+3 {odds} to 1").format(odds=(
                f"{self.twenty_one_plus_three_flush_pays}/{self.twenty_one_plus_three_straight_pays}/"
                f"{self.twenty_one_plus_three_trips_pays}/{self.twenty_one_plus_three_straight_flush_pays}/"
                f"{self.twenty_one_plus_three_suited_trips_pays}")))
        return parts

    def in_words(self) -> str:
        """ "6 decks · blackjack pays 6 to 5 · dealer hits soft 17 · no even money · limits $10 to $1,000" """
        if self.pitch:
            decks = ngettext("{decks} deck dealt by hand (pitch)", "{decks} decks dealt by hand (pitch)", self.decks)
        else:
            decks = ngettext("{decks} deck", "{decks} decks", self.decks)
        parts = [decks.format(decks=self.decks), self.pays_in_words,
                 self.dealer_rule, _("even money offered") if self.even_money_offered else _("no even money")]
        if not self.dealer_peeks:
            parts.append(_("no peek: a dealer blackjack takes original bets only") if self.no_peek_original_bets_only
                         else _("no peek: a dealer blackjack takes all bets"))
        if self.late_surrender:
            parts.append(_("late surrender"))
        parts += self.side_bets_in_words()
        parts.append(_("limits {minimum} to {maximum}").format(
            minimum=format_money(self.table_minimum), maximum=format_money(self.table_maximum)))
        parts.append(ngettext("cut card {count} card from the end", "cut card {count} cards from the end",
                              self.cut_card_from_end).format(count=self.cut_card_from_end))
        return " · ".join(parts)

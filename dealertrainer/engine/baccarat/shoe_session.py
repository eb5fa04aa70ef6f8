"""A shoe played from the shuffle to the cut card, coup after coup.

``ShoeSession`` keeps what a Mini Baccarat table keeps between coups: the shoe, the
house rules, the commission boxes and the shoe's results for the scoreboard. It applies
the cut-card rule (finish the coup, deal one more if the house says so, then shuffle)
and collects the commission boxes at the end of the shoe or when a player leaves.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal

from dealertrainer.engine.baccarat.coup import Coup
from dealertrainer.engine.baccarat.odds import exact_odds
from dealertrainer.engine.baccarat.roads import Scoreboard, scoreboard
from dealertrainer.engine.baccarat.rules import AfterCutCard, BaccaratRules
from dealertrainer.engine.baccarat.settlement import Bet, CommissionBox, PlacedBet
from dealertrainer.engine.baccarat.coup_procedure import collect_box_steps, coup_steps, new_shoe_steps
from dealertrainer.engine.baccarat.settle_steps import PLAYER_LEAVING
from dealertrainer.engine.shoe import Shoe, ShoeError
from dealertrainer.engine.steps import DealerStep

__all__ = ["ShoeSession"]

Bets = Iterable[PlacedBet] | Mapping[int, Mapping[Bet | str, Decimal | int | str]]
#: A coup can use six cards; with fewer left the shoe is over whatever the cut card says.
MIN_CARDS_FOR_A_COUP = 6


class ShoeSession:
    """One Mini Baccarat table running shoe after shoe."""

    def __init__(self, rules: BaccaratRules | None = None, seed: int | None = None) -> None:
        self.rules = rules or BaccaratRules()
        self.shoe = Shoe(self.rules.decks, seed=seed)
        self.boxes: dict[int, CommissionBox] = {}
        self.coups: list[Coup] = []
        self._coups_after_cut: int | None = None  # coups still to deal once the cut card is out
        self._started = False

    # ------------------------------------------------------------------ the shoe
    def start_shoe(self, cut_position: int | None = None) -> list[DealerStep]:
        """Shuffle (after the first shoe), cut, place the cut card and burn."""
        steps: list[DealerStep] = []
        if self._started:
            steps += collect_box_steps(self.boxes)
            self.shoe.collect_all()
            self.shoe.shuffle()
        self._started = True
        self.coups = []
        self._coups_after_cut = None
        return steps + new_shoe_steps(self.shoe, self.rules, cut_position)

    @property
    def shoe_finished(self) -> bool:
        """True when the house rule says shuffle now (or too few cards are left for a coup)."""
        if not self._started:
            return True
        return self._coups_after_cut == 0 or self.shoe.cards_left < MIN_CARDS_FOR_A_COUP

    def deal(self, bets: Bets = ()) -> tuple[Coup, list[DealerStep]]:
        """Deal the next coup with ``bets`` on the layout."""
        if not self._started:
            raise ShoeError("start the shoe (shuffle, cut and burn) before dealing a coup")
        if self.shoe_finished:
            raise ShoeError("the shoe is finished: shuffle up with start_shoe() before the next coup")
        cut_out_before = self.shoe.cut_card_reached
        coup, steps = coup_steps(self.shoe, bets, self.rules, self.boxes)
        self.coups.append(coup)
        if self._coups_after_cut is not None:
            self._coups_after_cut -= 1
        elif self.shoe.cut_card_reached or cut_out_before:
            self._coups_after_cut = 1 if self.rules.after_cut_card is AfterCutCard.ONE_MORE_COUP else 0
        return coup, steps

    def end_shoe(self) -> list[DealerStep]:
        """Collect every commission box at the end of the shoe."""
        return collect_box_steps(self.boxes)

    def player_leaves(self, seat: int) -> list[DealerStep]:
        """Collect the commission box of a player who leaves the table."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat <= self.rules.seats:
            raise ValueError(f"a seat on this table is 1 to {self.rules.seats}, not {seat!r}")
        return collect_box_steps(self.boxes, [seat], why=PLAYER_LEAVING)

    def play_shoe(self, bets: Bets = ()) -> list[tuple[Coup, list[DealerStep]]]:
        """Deal coups with the same bets until the cut-card rule ends the shoe."""
        played = []
        while not self.shoe_finished:
            played.append(self.deal(bets))
        return played

    # ------------------------------------------------------------------ what the shoe panel shows
    def odds(self) -> dict[str, float]:
        """Exact chances of the next coup from the cards left."""
        return exact_odds(self.shoe)

    def scoreboard(self) -> Scoreboard:
        return scoreboard(self.coups)

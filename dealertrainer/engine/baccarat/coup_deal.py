"""Dealing a baccarat coup as the dealer's steps, phase by phase: the first four cards and
their totals, the naturals, the third cards, and the result.

A ``CoupDeal`` holds the shoe, the felt as the coup goes on and the steps so far; each phase
is a method that adds its steps. ``coup_steps`` (in ``coup_procedure.py``) runs the phases in order
and then settles the bets (``settle_steps.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from dealertrainer.engine.baccarat.coup import Coup, Winner
from dealertrainer.engine.baccarat.rules import BaccaratRules
from dealertrainer.engine.baccarat.settlement import CommissionBox, PlacedBet
from dealertrainer.engine.baccarat.tableau import (
    Decision,
    banker_decision,
    hand_total,
    player_decision,
    point,
    total_working,
)
from dealertrainer.engine.cards import Card, with_article
from dealertrainer.engine.places import BANKER, DRAWN, PLAYER
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import AnswerKind, BetView, DealerStep, HandView, TableView
from dealertrainer.language import N_, _

__all__ = ["DRAW_CHOICES", "HANDS", "RESULT_CHOICES", "CoupDeal", "CoupFelt", "bet_view"]

HANDS = (N_("player"), N_("banker"))  # the hands, and the keys of "where does the card go"
DRAW_CHOICES = (N_("draw"), N_("stand"))  # a third card: the same answer as in the draw table drill
RESULT_CHOICES = (N_("player"), N_("banker"), N_("tie"))
_PLACES = {"player": PLAYER, "banker": BANKER}


def _total_explanation(cards: Iterable[Card]) -> str:
    cards = list(cards)
    working = total_working(cards)
    if sum(point(c) for c in cards) >= 10:
        return _("{working}: count the points and keep only the last digit.").format(working=working)
    return _("{working}: count the points.").format(working=working)


def bet_view(bet: PlacedBet) -> BetView:
    """A placed bet as it lies on the felt."""
    return BetView(bet.seat, bet.spot.value, bet.stake)


class CoupFelt:
    """The layout as the coup goes on: hands, bets still out, commission boxes."""

    def __init__(self, bets: list[PlacedBet], boxes: Mapping[int, CommissionBox]) -> None:
        self.hands: dict[str, list[Card]] = {"player": [], "banker": []}
        self.labels: dict[str, str] = {"player": "", "banker": ""}
        self.bets = list(bets)
        self.boxes = boxes
        self.note = ""

    def view(self, drawn: Card | None = None) -> TableView:
        hands = [HandView(_PLACES[h], tuple(self.hands[h]), label=self.labels[h]) for h in HANDS]
        if drawn is not None:
            hands.append(HandView(DRAWN, (drawn,)))
        bets = tuple(bet_view(b) for b in self.bets)
        commission = tuple(sorted((s, b.owed) for s, b in self.boxes.items() if b.owed))
        return TableView("baccarat", tuple(hands), bets, commission, self.note)

    def clear_hands(self) -> None:
        """The coup's cards are picked up."""
        self.hands = {"player": [], "banker": []}
        self.labels = {"player": "", "banker": ""}


class CoupDeal:
    """One coup being dealt from ``shoe`` onto ``felt``; each phase appends to ``steps``.

    The tableau is read through ``player_rule`` and ``banker_rule`` (the drawing rules), so a
    replay of a dealer who misreads it can deal the same coup with one rule turned over."""

    player_rule = staticmethod(player_decision)
    banker_rule = staticmethod(banker_decision)

    def __init__(self, shoe: Shoe, felt: CoupFelt, rules: BaccaratRules) -> None:
        self.shoe = shoe
        self.felt = felt
        self.rules = rules
        self.steps: list[DealerStep] = []

    # ------------------------------------------------------------------ motions
    def deal(self, hand: str, ask: bool) -> Card:
        """The next card to ``hand``; with ``ask``, the trainee says where it goes first."""
        felt = self.felt
        card = self.shoe.draw(to=hand)
        before = felt.view(drawn=card)
        felt.hands[hand].append(card)
        felt.labels[hand] = ""  # the total called before this card no longer holds
        say = (_("{card} to the Player.") if hand == "player" else _("{card} to the Banker.")).format(card=card)
        if ask:
            self.steps.append(
                DealerStep(
                    "deal",
                    say,
                    before,
                    question=_("Where does the {card} go?").format(card=card.name),
                    answer_kind=AnswerKind.CHOICE,
                    answer=hand,
                    choices=HANDS,
                    explanation=_(
                        "The first four cards go Player, Banker, Player, Banker: "
                        "the first and third to the Player, the second and fourth to the Banker."
                    ),
                    skill="baccarat.deal.order",
                )
            )
        else:
            self.steps.append(DealerStep("deal", say, felt.view()))
        return card

    def call_total(self, hand: str, say: str, question: str) -> int:
        """The dealer calls ``hand``'s total; it is then written beside the hand."""
        felt = self.felt
        total = hand_total(felt.hands[hand])
        ask_view = felt.view()
        felt.labels[hand] = str(total)
        self.steps.append(
            DealerStep(
                f"total_{hand}",
                say,
                ask_view,
                question=question,
                answer_kind=AnswerKind.COUNT,
                answer=total,
                explanation=_total_explanation(felt.hands[hand]),
                skill=f"baccarat.total.{'two' if len(felt.hands[hand]) == 2 else 'three'}_cards",
            )
        )
        return total

    def ask_draw(self, action: str, say: str, question: str, decision: Decision) -> None:
        """Does a hand draw a third card: the answer and its reason by the tableau."""
        self.steps.append(
            DealerStep(
                action,
                say,
                self.felt.view(),
                question=question,
                answer_kind=AnswerKind.CHOICE,
                answer=DRAW_CHOICES[0] if decision.draws else DRAW_CHOICES[1],
                choices=DRAW_CHOICES,
                explanation=decision.reason,
                skill=decision.skill,
            )
        )

    # ------------------------------------------------------------------ the phases
    def first_four(self) -> tuple[int, int]:
        """Player, Banker, Player, Banker, and both totals called: returns (player, banker)."""
        for hand in ("player", "banker", "player", "banker"):
            self.deal(hand, ask=True)
        hands = self.felt.hands
        p = self.call_total("player", _("Player shows {total}.").format(total=hand_total(hands["player"])),
                            _("What is the Player's total?"))
        b = hand_total(hands["banker"])
        self.call_total("banker", _("Player shows {player}, Banker {banker}.").format(player=p, banker=b),
                        _("What is the Banker's total?"))
        return p, b

    def naturals(self, p: int, b: int) -> bool:
        """Whether either hand has a natural (8 or 9 on two cards): then nobody draws."""
        natural = p >= 8 or b >= 8
        if natural:
            if p >= 8 and b >= 8:
                say = _("Naturals: Player {player}, Banker {banker}.").format(player=p, banker=b)
            elif p >= 8:
                say = _("Natural {total} for the Player.").format(total=p)
            else:
                say = _("Natural {total} for the Banker.").format(total=b)
            why = _("An 8 or a 9 on the first two cards is a natural: no more cards, the higher total wins.")
            side, n = ("player", p) if p >= b else ("banker", b)
            skill = f"baccarat.natural.{side}.{n}"
        else:
            say = _("No natural.")
            why = _("Neither hand has 8 or 9 on two cards, so the drawing rules decide the third cards.")
            skill = "baccarat.natural.none"
        self.steps.append(
            DealerStep(
                "natural",
                say,
                self.felt.view(),
                question=_("Is there a natural on the table?"),
                answer_kind=AnswerKind.YES_NO,
                answer=natural,
                explanation=why,
                skill=skill,
            )
        )
        return natural

    def third_cards(self, p: int, b: int) -> tuple[int, int]:
        """The Player's rule, then the Banker's against the Player's third card: new totals."""
        felt = self.felt
        pd = self.player_rule(p)
        said = _("Card for the Player.") if pd.draws else _("Player stands on {total}.").format(total=p)
        self.ask_draw("player_draws", said,
                      _("Player has {player}, Banker {banker}. Does the Player draw?").format(player=p, banker=b), pd)
        third_point = None
        if pd.draws:
            third = self.deal("player", ask=False)
            third_point = point(third)
            p = self.call_total("player", _("Player {total}.").format(total=hand_total(felt.hands["player"])),
                                _("What is the Player's total now?"))
        bd = self.banker_rule(b, third_point)
        asked = (_("Banker has {banker} and the Player stood. Does the Banker draw?").format(banker=b)
                 if third_point is None else
                 _("Banker has {banker} and the Player drew {card}. Does the Banker draw?").format(
                     banker=b, card=with_article(third_point)))
        said = _("Card for the Banker.") if bd.draws else _("Banker stands on {total}.").format(total=b)
        self.ask_draw("banker_draws", said, asked, bd)
        if bd.draws:
            self.deal("banker", ask=False)
            b = self.call_total("banker", _("Banker {total}.").format(total=hand_total(felt.hands["banker"])),
                                _("What is the Banker's total now?"))
        return p, b

    def result(self, p: int, b: int) -> Coup:
        """Which hand wins; the result is the felt's note from here on."""
        felt = self.felt
        coup = Coup(tuple(felt.hands["player"]), tuple(felt.hands["banker"]))
        winner = coup.winner
        if winner is Winner.TIE:
            say = _("Tie, {total} each.").format(total=p)
            why = _("Both hands have {total}: the coup is a tie.").format(total=p)
        elif winner is Winner.PLAYER:
            say = _("Player wins, {high} over {low}.").format(high=p, low=b)
            why = _("Player {high} beats Banker {low}.").format(high=p, low=b)
        else:
            say = _("Banker wins, {high} over {low}.").format(high=b, low=p)
            why = _("Banker {high} beats Player {low}.").format(high=b, low=p)
        if self.rules.no_commission and coup.banker_three_card_seven:
            why += " " + (_("It is a three-card 7 for the Banker: banco bets push and Dragon 7 wins.")
                          if self.rules.dragon_seven_offered else
                          _("It is a three-card 7 for the Banker: banco bets push."))
        if self.rules.panda_eight_offered and coup.player_three_card_eight:
            why += " " + _("It is a three-card 8 for the Player: Panda 8 wins.")
        self.steps.append(
            DealerStep(
                "result",
                say,
                felt.view(),
                question=_("Which hand wins?"),
                answer_kind=AnswerKind.CHOICE,
                answer=winner.value,
                choices=RESULT_CHOICES,
                explanation=why,
                skill="baccarat.result",
            )
        )
        felt.note = say
        return coup

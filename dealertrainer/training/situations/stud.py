"""Stud situations: one hand dealt from a stacked deck, with the boards that make the decision come up.

A situation names the upcards of one or two seats (a pair showing, trips, two seats showing
the same) and who folds when; every other card is drawn at random from the rest of the deck,
and the engine's ``deal_hand`` deals the hand street by street. The deck is laid out by
walking the game's own dealing pattern, so each seat receives the cards chosen for it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from dealertrainer.engine.cards import Card, Rank, Suit
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.steps import DealerStep
from dealertrainer.engine.stud.deal import Decision, ScriptedPlayers
from dealertrainer.engine.stud.patterns import UP, pattern_for
from dealertrainer.engine.stud.rules import StudGame, StudRules
from dealertrainer.engine.stud.hand_procedure import deal_hand
from dealertrainer.training.situations.cards import some_cards

__all__ = ["BUILDERS", "dealt_here", "deal_stud", "rules_for"]

Script = Mapping[tuple[int, int], Decision]  # (interval, seat) -> a fold


def deal_stud(rng: random.Random, rules: StudRules, ups: Mapping[int, Sequence[Card]] | None = None,
              script: Script | None = None) -> list[DealerStep]:
    """Deal one hand in which seat ``s`` receives the upcards ``ups[s]`` (first ones first)."""
    ups = ups or {}
    script = script or {}
    pattern = pattern_for(rules.game)
    chosen = [c for cards in ups.values() for c in cards]
    pool = some_cards(rng, 52 - len(chosen), leave_out=chosen)
    wanted = {seat: list(cards) for seat, cards in ups.items()}
    live = list(range(1, rules.seats + 1))
    order: list[Card] = []
    for number, street in enumerate(pattern.streets, 1):
        if len(live) * len(street.cards) > len(pool) + sum(map(len, wanted.values())):
            break  # the engine deals a community card from what is left
        for face in street.cards:
            for seat in live:
                mine = wanted.get(seat)
                order.append(mine.pop(0) if face is UP and mine else pool.pop())
        live = [s for s in live if (number, s) not in script]
    order += [c for cards in wanted.values() for c in cards] + pool
    return list(deal_hand(rules, Shoe.stacked(order), ScriptedPlayers(dict(script))).steps)


def _ranked(rng: random.Random, *ranks: Rank) -> list[Card]:
    """Cards of these ranks, no card twice."""
    cards: list[Card] = []
    for rank in ranks:
        suits = [s for s in Suit if Card(rank, s) not in cards]
        cards.append(Card(rank, rng.choice(suits)))
    return cards


def _ranks(rng: random.Random, count: int) -> list[Rank]:
    return rng.sample(list(Rank), count)


def _showing(pattern: Callable[[random.Random], list[Card]]) -> Callable[[random.Random, StudRules], list[DealerStep]]:
    """One seat, picked at random, shows ``pattern``'s upcards."""
    return lambda rng, r: deal_stud(rng, r, {rng.randint(1, r.seats): pattern(rng)})


def _pair(rng: random.Random) -> list[Card]:
    rank = rng.choice(list(Rank))
    return _ranked(rng, rank, rank)


def _two_pair(rng: random.Random) -> list[Card]:
    a, b = _ranks(rng, 2)
    return _ranked(rng, a, a, b, b)


def _trips(rng: random.Random) -> list[Card]:
    rank = rng.choice(list(Rank))
    return _ranked(rng, rank, rank, rank)


def _quads(rng: random.Random) -> list[Card]:
    rank = rng.choice(list(Rank))
    return _ranked(rng, rank, rank, rank, rank)


def _tie(rng: random.Random, rules: StudRules) -> list[DealerStep]:
    """Two seats show an ace and a king each: they tie unless another board beats them."""
    first, second = rng.sample(range(1, rules.seats + 1), 2)
    cards = _ranked(rng, Rank.ACE, Rank.ACE, Rank.KING, Rank.KING)
    return deal_stud(rng, rules, {first: [cards[0], cards[2]], second: [cards[1], cards[3]]})


def _draws(rng: random.Random) -> list[Card]:
    """Three suited cards in a row: a possible straight flush (asked as the flush's skill)."""
    start, suit = rng.randint(2, 9), rng.choice(list(Suit))
    return [Card(Rank(start + i), suit) for i in range(3)]


def _straight_draw(rng: random.Random) -> list[Card]:
    """Three cards in a row of two suits or more: a possible straight, no flush."""
    start = rng.randint(2, 9)
    suits = rng.sample(list(Suit), 2)
    return [Card(Rank(start + i), suits[min(i, 1)]) for i in range(3)]


def _folds(decision: Decision, everyone_but_one: bool = False) -> Callable[[random.Random, StudRules], list[DealerStep]]:
    def build(rng: random.Random, rules: StudRules) -> list[DealerStep]:
        seats = list(range(1, rules.seats + 1))
        keep = rng.choice(seats)
        folding = [s for s in seats if s != keep] if everyone_but_one else [keep]
        return deal_stud(rng, rules, script={(2, s): decision for s in folding})
    return build


def _random_hand(rng: random.Random, rules: StudRules) -> list[DealerStep]:
    return deal_stud(rng, rules)


Build = Callable[[random.Random, StudRules], list[DealerStep]]
BUILDERS: dict[str, Build] = {
    "stud.first_to_act.high_card": _random_hand,
    "stud.first_to_act.pair": _showing(_pair),
    "stud.first_to_act.two_pair": _showing(_two_pair),
    "stud.first_to_act.trips": _showing(_trips),
    "stud.first_to_act.quads": _showing(_quads),
    "stud.first_to_act.tie": _tie,
    "stud.bring_in": _random_hand,
    "stud.announce.showing": _showing(_pair),
    "stud.announce.possible_straight": _showing(_straight_draw),
    "stud.announce.possible_flush": _showing(_draws),
    "stud.limit.street": _random_hand,
    "stud.limit.open_pair": _showing(_pair),
    "stud.fold.procedure": _folds(Decision.FOLD),
    "stud.fold.penalty": _folds(Decision.FOLD_SHOWING_HOLE),
    "stud.showdown.uncontested": _folds(Decision.FOLD, everyone_but_one=True),
    "stud.showdown.winner": _random_hand,
    "stud.showdown.hand_name": _random_hand,
    "stud.deal.community_card": _random_hand,
}

# Skills that only some stud games (or house rules) can produce: five- and seven-card stud show
# four upcards; five-card stud calls possible draws; seven-card stud brings it in, where the
# house uses a bring-in; the open pair raises the limit only where the house says so.
_FOUR_UPCARDS = (StudGame.FIVE_CARD, StudGame.SEVEN_CARD)
_GAMES: Mapping[str, tuple[StudGame, ...]] = {
    "stud.first_to_act.two_pair": _FOUR_UPCARDS,
    "stud.first_to_act.quads": _FOUR_UPCARDS,
    "stud.announce.possible_straight": (StudGame.FIVE_CARD,),
    "stud.announce.possible_flush": (StudGame.FIVE_CARD,),
    "stud.limit.open_pair": (StudGame.FIVE_CARD, StudGame.SEVEN_CARD),
    "stud.bring_in": (StudGame.SEVEN_CARD,),
}
_NEEDS: Mapping[str, Mapping[str, object]] = {
    "stud.bring_in": {"bring_in": True},
    "stud.limit.open_pair": {"open_pair_raises_limit": True},
}


# Boards that need a seat's last upcards: with more players than the deck can serve to the
# end, the last street is one community card and nobody's board grows (home seven-card stud,
# eight players), so these are dealt to as many players as one deck serves in full (fewer
# players sitting in: the house's rules are the same).
_LAST_UPCARDS = ("stud.first_to_act.two_pair", "stud.first_to_act.trips", "stud.first_to_act.quads")


def _served_in_full(rules: StudRules) -> int:
    """The most players one deck deals every card to in the house's game."""
    return 52 // pattern_for(rules.game).cards_per_seat


def dealt_here(skill: str, rules: StudRules) -> bool:
    """True when the house's game and rules can produce ``skill`` at all."""
    games = _GAMES.get(skill)
    if games and rules.game not in games:
        return False
    if any(getattr(rules, k) != v for k, v in _NEEDS.get(skill, {}).items()):
        return False
    if skill == "stud.deal.community_card":  # only a full table runs the deck short of a last card
        return rules.seats > _served_in_full(rules)
    return True


def rules_for(skill: str, rules: StudRules) -> StudRules | None:
    """The house's rules ``skill`` is dealt under (with fewer players sitting in, where the
    board needs it), or None when the house's game and rules cannot produce it."""
    if not dealt_here(skill, rules):
        return None
    if skill in _LAST_UPCARDS and rules.seats > _served_in_full(rules):
        return rules.model_copy(update={"seats": _served_in_full(rules)})
    return rules

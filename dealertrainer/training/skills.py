"""The skill tree: game -> topic -> cell, with titles for display.

A skill id is dotted: the first part is the game ("baccarat", "blackjack", "stud", or
"payouts" for the cross-game payout drill), the second the topic ("banker", "payout",
"first_to_act"), and the rest the cell ("5.vs.4", "3to2", "pair"). Progress can be
summed at any level because every id names its ancestors: "baccarat.banker.5.vs.4" lies
under "baccarat.banker" and "baccarat".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache

from dealertrainer.language import N_, _
from dealertrainer.storage.settings_in_force import GAME_TITLES as TABLE_GAME_TITLES
from dealertrainer.training.skill_ids import SkillId, skill_id

__all__ = [
    "TARGET_SECONDS",
    "Skill",
    "SkillId",
    "SkillNode",
    "ancestors",
    "catalogue",
    "find_skill",
    "is_known_skill",
    "game_of",
    "is_under",
    "skill_id",
    "skill_title",
    "skill_tree",
    "target_seconds",
    "topic_of",
]

#: The table games' titles (declared once, with their house rules) and the Payouts group's.
#: Marked messages: shown as ``_(title)`` (``skill_title`` does it).
GAME_TITLES = {**TABLE_GAME_TITLES, "payouts": N_("Payouts"), "chips": N_("Chips")}

TOPIC_TITLES = {
    "banker": N_("Banker's third card"),
    "player": N_("Player's third card"),
    "natural": N_("Naturals"),
    "total": N_("Hand totals"),
    "totals": N_("Hand totals"),
    "burn": N_("Burn at a new shoe"),
    "result": N_("Calling the result"),
    "settle": N_("Settlement"),
    "commission": N_("Commission"),
    "payout": N_("Payouts"),
    "cut_card": N_("Cut card"),
    "peek": N_("Peeking for blackjack"),
    "insurance": N_("Insurance"),
    "even_money": N_("Even money"),
    "dealer": N_("Dealer's hand"),
    "first_to_act": N_("First to act"),
    "announce": N_("Announcements"),
    "possible": N_("Possible straights and flushes"),
    "showdown": N_("Showdown"),
    "blackjack": N_("Blackjack payouts"),
    "tie": N_("Tie bets"),
    "pair": N_("Pair bets"),
    "banco": N_("Banco commission"),
    "pitch": N_("Hand-held (pitch) game"),
    "mistake": N_("Find the dealer's mistake"),
    "stacks": N_("Reading stacks"),
    "size": N_("Sizing payouts"),
    "colour_up": N_("Colouring up"),
    "change": N_("Change and buy-ins"),
    # named as their ids read (the topic of one or two skills)
    "deal": N_("Deal"),
    "shoe": N_("Shoe"),
    "fold": N_("Fold"),
    "limit": N_("Limit"),
    "bring_in": N_("Bring in"),
}

_WORDS = {
    "vs": "vs",
    "stood": "Player stood",
    "3to2": "3:2",
    "6to5": "6:5",
    "2to1": "2:1",
    "8to1": "8:1",
    "9to1": "9:1",
    "11to1": "11:1",
    "1to1": "1:1",
    "soft": "soft",
    "hard": "hard",
    "draws": "draws on",
}


_SHORT = {"banker": "Banker", "player": "Player", "natural": "Natural:", "total": "Total", "totals": "Total"}


def game_of(skill: str) -> str:
    return skill.split(".", 1)[0]


def topic_of(skill: str) -> str:
    """The game and topic: "baccarat.banker" for "baccarat.banker.5.vs.4"."""
    return ".".join(skill.split(".")[:2])


def ancestors(skill: str) -> list[str]:
    """Every node above and including a skill, from the game down."""
    parts = skill.split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))]


def is_under(skill: str, node: str) -> bool:
    """True when ``skill`` is ``node`` or lies below it (whole parts only)."""
    return skill == node or skill.startswith(node + ".")


def skill_title(skill: str) -> str:
    """A readable title in the language in force: "Mini Baccarat", "Banker's third card", a
    catalogue skill's own title."""
    found = _title_messages().get(skill)
    return found.text() if found is not None else _derived_title(skill)


@dataclass(frozen=True)
class Title:
    """A title as a message: a marked template and its values (numbers, or titles themselves),
    put in words in the language in force when shown."""

    template: str
    values: tuple[tuple[str, object], ...] = ()

    def text(self) -> str:
        filled = {k: v.text() if isinstance(v, Title) else v for k, v in self.values}
        return _(self.template).format(**filled) if filled else _(self.template)


def _title(template: str, **values: object) -> Title:
    return Title(template, tuple(values.items()))


def _banker_title(banker: str, third: str) -> Title:
    if third == "stood":
        return _title(N_("Banker {banker}, Player stood"), banker=banker)
    return _title(N_("Banker {banker}, Player's third card {card}"), banker=banker, card=third)


#: Groups of skills below a topic that have targets of their own (Settings lists them).
_GROUP_TITLES = {"blackjack.payout.perfect_pairs": N_("Pay Perfect Pairs"), "blackjack.payout.21plus3": N_("Pay 21+3")}


def _derived_title(skill: str) -> str:
    if skill in _GROUP_TITLES:
        return _(_GROUP_TITLES[skill])
    parts = skill.split(".")
    if len(parts) == 1:
        return _(GAME_TITLES[parts[0]]) if parts[0] in GAME_TITLES else parts[0].replace("_", " ").capitalize()
    if len(parts) == 2:
        return _(TOPIC_TITLES[parts[1]]) if parts[1] in TOPIC_TITLES else parts[1].replace("_", " ").capitalize()
    topic, cell = parts[1], parts[2:]
    if topic == "banker" and len(cell) == 3 and cell[1] == "vs":
        return _banker_title(cell[0], cell[2]).text()
    if topic == "player" and cell[:1] == ["draws"] and len(cell) == 2:
        return _("Player {total}").format(total=cell[1])
    # an id outside the catalogue (an old record's): made from the id's own words
    words = " ".join(_WORDS.get(p, p.replace("_", " ")) for p in cell)
    if topic in _SHORT:
        return f"{_SHORT[topic]} {words}"
    return words[:1].upper() + words[1:]


@dataclass
class SkillNode:
    """One node of the tree; ``skills`` counts the leaf skills below it (or itself)."""

    id: str
    title: str
    children: dict[str, SkillNode] = field(default_factory=dict)

    def walk(self) -> Iterable[tuple[int, SkillNode]]:
        """Depth-first, with depth (the root is 0), children in id order."""
        stack = [(0, self)]
        while stack:
            depth, node = stack.pop()
            yield depth, node
            for child in sorted(node.children.values(), key=lambda n: n.id, reverse=True):
                stack.append((depth + 1, child))

    def leaves(self) -> list[str]:
        return [n.id for _, n in self.walk() if not n.children and n.id]


def skill_tree(skills: Iterable[str]) -> SkillNode:
    """Build the tree above a set of skill ids: root -> game -> topic -> cell.

    Cells keep their full dotted remainder as one node ("5.vs.4" is one cell of
    "baccarat.banker"), so the tree has at most three levels under the root.
    """
    root = SkillNode("", _("All skills"))
    for skill in sorted(set(skills)):
        parts = skill.split(".")
        levels = [parts[0]]
        if len(parts) >= 2:
            levels.append(".".join(parts[:2]))
        if len(parts) >= 3:
            levels.append(skill)
        node = root
        for level in levels:
            node = node.children.setdefault(level, SkillNode(level, skill_title(level)))
    return root


# --- the catalogue ------------------------------------------------------------------------
# Target seconds per skill or group; a skill takes the most specific entry above it.
# Where they come from (../shared/DEALING.md, dealer-school practice):
# - Mini Baccarat is dealt at 40-60 coups an hour; the draw decision is read off the
#   tableau at a glance: 2 s. Totals 2 s. Burn count 3 s.
# - Blackjack at 60-80 hands an hour: totals are called as the card lands (2 s), hit/stand
#   2 s. Memorised 3:2 payouts 3 s, 6:5 4 s; insurance and even money 5 s.
# - Settlements, commissions and the banco payout less commission are sized by breaking
#   the bet into parts: 6 s.
# - Stud: the first to act and the announcement are read off the board: 3 s; the
#   showdown winner 5 s.
TARGET_SECONDS: dict[str, float] = {
    "baccarat": 4.0,
    "baccarat.player": 2.0,
    "baccarat.banker": 2.0,
    "baccarat.natural": 2.0,
    "baccarat.total": 2.0,
    "baccarat.burn": 3.0,
    "baccarat.result": 3.0,
    "baccarat.settle": 6.0,
    "baccarat.commission": 6.0,
    "baccarat.cut_card": 4.0,
    "blackjack": 4.0,
    "blackjack.total": 2.0,
    "blackjack.dealer": 2.0,
    "blackjack.peek": 3.0,
    "blackjack.payout": 4.0,
    "blackjack.payout.3to2": 3.0,
    "blackjack.payout.6to5": 4.0,
    "blackjack.insurance": 5.0,
    "blackjack.payout.insurance": 5.0,
    "blackjack.payout.even_money": 5.0,
    "blackjack.settle": 6.0,
    "blackjack.cut_card": 4.0,
    "blackjack.pitch": 3.0,
    "stud": 4.0,
    "stud.first_to_act": 3.0,
    "stud.announce": 3.0,
    "stud.announce.possible_straight": 3.0,
    "stud.announce.possible_flush": 3.0,
    "stud.showdown": 5.0,
    "baccarat.payout.banco": 6.0,
    # Bonus bets: a dealer-school badge asks them paid inside 30 s (DEALING.md).
    "baccarat.payout.dragon7": 30.0,
    "baccarat.payout.panda8": 30.0,
    "blackjack.payout.perfect_pairs": 30.0,
    "blackjack.payout.21plus3": 30.0,
    # A dealer's mistake is named once the replay is stopped (or passed as clean at its end):
    # the clock runs from the stop, and naming one of a short list takes a few seconds.
    "baccarat.mistake": 6.0,
    "blackjack.mistake": 6.0,
    "stud.mistake": 6.0,
    # Chips: a pile read by its stacks 6 s; a payout sized and cut 8 s; a colour-up, a cheque
    # change or a buy-in counted down 10 s (DEALING.md: payout speed is judged at auditions).
    "chips": 8.0,
    "chips.stacks": 6.0,
    "chips.colour_up": 10.0,
    "chips.change": 10.0,
}
DEFAULT_SECONDS = 5.0


@dataclass(frozen=True)
class Skill:
    """One dealer decision: the same id wherever it is met (table, flash drill, practice, exam)."""

    id: str
    game: str
    topic: str  # "baccarat.banker"
    target_seconds: float

    @property
    def title(self) -> str:
        """In the dealer's words, in the language in force."""
        return skill_title(self.id)


def target_seconds(skill: str, table: dict[str, float] | None = None, default: float = DEFAULT_SECONDS) -> float:
    """The most specific target over ``skill``: itself, else its nearest group, else ``default``."""
    table = TARGET_SECONDS if table is None else table
    for node in reversed(ancestors(skill)):
        if node in table:
            return table[node]
    return default


_TITLES: dict[str, str] = {
    "baccarat.cut_card.place": N_("Where the cut card goes"),
    "baccarat.burn.count": N_("How many cards to burn"),
    "baccarat.deal.order": N_("Order of the cards dealt"),
    "baccarat.total.two_cards": N_("Total of two cards"),
    "baccarat.total.three_cards": N_("Total of three cards"),
    "baccarat.natural.none": N_("No natural: the drawing rules apply"),
    "baccarat.result": N_("Which hand wins"),
    "baccarat.settle.lose": N_("Take a losing bet"),
    "baccarat.settle.push": N_("Leave a pushed bet"),
    "baccarat.payout.punto": N_("Pay punto 1:1"),
    "baccarat.payout.banco": N_("Pay banco less commission"),
    "baccarat.payout.no_commission": N_("Pay banco in the no-commission game"),
    "baccarat.payout.tie.8to1": N_("Pay a tie 8:1"),
    "baccarat.payout.tie.9to1": N_("Pay a tie 9:1"),
    "baccarat.payout.pair": N_("Pay a pair bet"),
    "baccarat.payout.dragon7": N_("Pay Dragon 7"),
    "baccarat.payout.panda8": N_("Pay Panda 8"),
    "baccarat.commission.box": N_("Mark the commission box"),
    "baccarat.commission.collect": N_("Collect the commission boxes"),
    "baccarat.cut_card.out": N_("The cut card came out"),
    "blackjack.shoe.cut_card": N_("Where the cut card goes"),
    "blackjack.burn": N_("Burn a card at a new shoe"),
    "blackjack.cut_card": N_("The cut card came out"),
    "blackjack.deal.order": N_("Order of the cards dealt"),
    "blackjack.insurance.offer": N_("Offer insurance"),
    "blackjack.insurance.max": N_("The insurance maximum"),
    "blackjack.insurance.lose": N_("Take losing insurance"),
    "blackjack.payout.insurance": N_("Pay insurance 2:1"),
    "blackjack.payout.even_money": N_("Pay even money"),
    "blackjack.payout.3to2": N_("Pay a blackjack 3:2"),
    "blackjack.payout.6to5": N_("Pay a blackjack 6:5"),
    "blackjack.payout.win": N_("Pay a winning hand 1:1"),
    "blackjack.peek.ace": N_("Peek under an ace"),
    "blackjack.peek.ten": N_("Peek under a ten"),
    "blackjack.peek.other": N_("No peek under a low card"),
    "blackjack.total.hard": N_("Call a hard total"),
    "blackjack.total.soft": N_("Call a soft total both ways"),
    "blackjack.total.blackjack": N_("Call a blackjack"),
    "blackjack.dealer.soft17": N_("Dealer's soft 17"),
    "blackjack.dealer.hit.soft": N_("Dealer hits a soft 16 or less"),
    "blackjack.dealer.stand.soft": N_("Dealer stands on soft 18 or more"),
    "blackjack.dealer.stand.hard": N_("Dealer stands on hard 17 or more"),
    "blackjack.dealer.hit.low": N_("Dealer hits 11 or less"),
    "blackjack.dealer.no_draw": N_("Dealer does not draw (every seat out)"),
    "blackjack.settle.surrender": N_("Settle a surrender"),
    "blackjack.settle.bust": N_("Take a busted hand"),
    "blackjack.settle.push": N_("Push a tie"),
    "blackjack.settle.no_peek": N_("Settle against a late dealer blackjack"),
    "blackjack.settle.dealer_blackjack": N_("Settle against a dealer blackjack"),
    "blackjack.settle.double": N_("Pay a doubled hand"),
    "blackjack.settle.split": N_("Pay a split hand"),
    "blackjack.settle.lose": N_("Take a losing hand"),
    "blackjack.pitch.card_face": N_("Pitch a card face up or face down"),
    "blackjack.pitch.turned_up": N_("A player turns the cards up"),
    "stud.deal.community_card": N_("Deal the community card"),
    "stud.announce.possible_straight": N_("Announce a possible straight"),
    "stud.announce.possible_flush": N_("Announce a possible flush"),
    "stud.announce.showing": N_("Announce what a board shows"),
    "stud.limit.open_pair": N_("The bet after an open pair"),
    "stud.limit.street": N_("The bet on this street"),
    "stud.bring_in": N_("Who brings it in"),
    "stud.first_to_act.tie": N_("First to act: equal boards"),
    "stud.fold.procedure": N_("Take in a folded hand"),
    "stud.fold.penalty": N_("A hand folded out of turn"),
    "stud.showdown.uncontested": N_("Pot won uncontested"),
    "stud.showdown.winner": N_("Who wins the showdown"),
    "stud.showdown.hand_name": N_("Name the winning hand"),
    "chips.stacks.read": N_("Read a pile"),
    "chips.size.even": N_("Size an even-money payout"),
    "chips.size.blackjack": N_("Size a blackjack payout"),
    "chips.size.banco": N_("Size banco less commission"),
    "chips.colour_up.fewest": N_("Colour up a player"),
    "chips.change.cheque": N_("Change a chip as asked"),
    "chips.change.buy_in": N_("Give a buy-in"),
}
# The boards first to act is decided on. A full house showing needs five upcards, and no stud
# game here shows more than four (a community card belongs to every board alike), so none.
_STUD_SHOWING = {"high_card": N_("high card"), "pair": N_("a pair"), "two_pair": N_("two pair"), "trips": N_("three of a kind"),
                 "quads": N_("four of a kind")}


# Find the dealer's mistake (``training.mistakes``): each game's mistakes, then its clean hand.
_MISTAKES = {
    "baccarat.mistake.draw": N_("Spot a wrong third-card draw"),
    "baccarat.mistake.burn": N_("Spot a miscounted burn"),
    "baccarat.mistake.commission": N_("Spot a wrong banco commission"),
    "baccarat.mistake.settle_order": N_("Spot a winner paid before the losers are taken"),
    "baccarat.mistake.clean": N_("Pass a clean coup"),
    "blackjack.mistake.burn": N_("Spot a missed burn"),
    "blackjack.mistake.soft17": N_("Spot the dealer's soft 17 played wrong"),
    "blackjack.mistake.insurance": N_("Spot insurance paid at the wrong price"),
    "blackjack.mistake.even_money": N_("Spot even money offered where it is not"),
    "blackjack.mistake.settle_order": N_("Spot seats settled out of order"),
    "blackjack.mistake.clean": N_("Pass a clean round"),
    "stud.mistake.first_to_act": N_("Spot the wrong player named first"),
    "stud.mistake.possible_flush": N_("Spot a possible flush not called"),
    "stud.mistake.possible_straight": N_("Spot a possible straight not called"),
    "stud.mistake.clean": N_("Pass a clean stud hand"),
}


# The side bets' winning hands (the engine's ``side_bets`` classes), lowest price first.
_PERFECT_PAIRS = {"mixed": N_("a mixed pair"), "coloured": N_("a coloured pair"), "perfect": N_("a perfect pair")}
_TWENTY_ONE_PLUS_THREE = {"flush": N_("a flush"), "straight": N_("a straight"), "three_of_a_kind": N_("three of a kind"),
                          "straight_flush": N_("a straight flush"), "suited_trips": N_("suited three of a kind")}


def side_bet_hand(bet: str, cell: str) -> str | None:
    """The winning hand (a marked message) of a side-bet skill: ``("perfect_pairs", "mixed")``."""
    return {"perfect_pairs": _PERFECT_PAIRS, "21plus3": _TWENTY_ONE_PLUS_THREE}.get(bet, {}).get(cell)


def _ids_and_titles() -> Iterable[tuple[str, Title | None]]:
    """Every catalogue skill in teaching order, with its title (None: the one in ``_TITLES``)."""
    yield from (("baccarat." + cell, None) for cell in (
        "cut_card.place", "burn.count", "deal.order", "total.two_cards", "total.three_cards", "natural.none"))
    for side, template in (("player", N_("Natural {total} for the Player: nobody draws")),
                           ("banker", N_("Natural {total} for the Banker: nobody draws"))):
        for n in (8, 9):
            yield f"baccarat.natural.{side}.{n}", _title(template, total=n)
    for t in range(8):
        yield f"baccarat.player.draws.{t}", _title(N_("Player {total}: draw") if t <= 5 else N_("Player {total}: stand"),
                                                   total=t)
    for b in range(8):
        for p in [*map(str, range(10)), "stood"]:
            yield f"baccarat.banker.{b}.vs.{p}", _banker_title(str(b), p)
    for cell in ("result", "settle.lose", "settle.push", "payout.punto", "payout.banco", "payout.tie.8to1",
                 "payout.tie.9to1", "payout.pair", "payout.no_commission", "payout.dragon7", "payout.panda8", "commission.box", "commission.collect",
                 "cut_card.out"):
        yield "baccarat." + cell, None
    for cell in ("shoe.cut_card", "burn", "cut_card", "deal.order", "insurance.offer", "insurance.max",
                 "insurance.lose", "payout.insurance", "payout.even_money", "payout.3to2", "payout.6to5",
                 "payout.win", "peek.ace", "peek.ten", "peek.other", "total.hard", "total.soft", "total.blackjack"):
        yield "blackjack." + cell, None
    for cell, words in _PERFECT_PAIRS.items():
        yield f"blackjack.payout.perfect_pairs.{cell}", _title(N_("Pay Perfect Pairs: {hand}"), hand=_title(words))
    for cell, words in _TWENTY_ONE_PLUS_THREE.items():
        yield f"blackjack.payout.21plus3.{cell}", _title(N_("Pay 21+3: {hand}"), hand=_title(words))
    for total in range(12, 17):
        yield f"blackjack.dealer.hit.{total}", _title(N_("Dealer hits hard {total}"), total=total)
    for cell in ("dealer.soft17", "dealer.hit.soft", "dealer.stand.soft", "dealer.stand.hard", "dealer.hit.low",
                 "dealer.no_draw", "settle.surrender", "settle.bust", "settle.push", "settle.no_peek",
                 "settle.dealer_blackjack", "settle.double", "settle.split", "settle.lose",
                 "pitch.card_face", "pitch.turned_up"):
        yield "blackjack." + cell, None
    for cell in ("deal.community_card", "announce.possible_straight", "announce.possible_flush",
                 "announce.showing", "limit.open_pair", "limit.street", "bring_in", "first_to_act.tie"):
        yield "stud." + cell, None
    for cell, words in _STUD_SHOWING.items():
        yield f"stud.first_to_act.{cell}", _title(N_("First to act: the best board showing {board}"),
                                                   board=_title(words))
    for cell in ("fold.procedure", "fold.penalty", "showdown.uncontested", "showdown.winner", "showdown.hand_name"):
        yield "stud." + cell, None
    yield from ((skill, _title(words)) for skill, words in _MISTAKES.items())
    for cell in ("stacks.read", "size.even", "size.blackjack", "size.banco", "colour_up.fewest", "change.cheque",
                 "change.buy_in"):
        yield "chips." + cell, None


@cache
def _title_messages() -> dict[str, Title]:
    """Each catalogue skill's title as a message (its words are chosen when shown)."""
    return {skill: title or _title(_TITLES[skill]) for skill, title in _ids_and_titles()}


@cache
def _catalogue() -> tuple[Skill, ...]:
    return tuple(Skill(skill, game_of(skill), topic_of(skill), target_seconds(skill)) for skill in _title_messages())


def catalogue() -> tuple[Skill, ...]:
    """Every skill of every game, in teaching order (games, then topics, then cells)."""
    return _catalogue()


@cache
def _by_id() -> dict[str, Skill]:
    return {s.id: s for s in _catalogue()}


@cache
def _groups() -> frozenset[str]:
    return frozenset(node for s in _catalogue() for node in (s.game, s.topic) if node != s.id)


def find_skill(skill_id: str) -> Skill | None:
    return _by_id().get(skill_id)


def is_known_skill(skill_id: str) -> bool:
    """A skill of the catalogue, or a group above one: a game or a topic ("baccarat", "blackjack.payout")."""
    return skill_id in _by_id() or skill_id in _groups()

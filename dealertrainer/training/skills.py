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
from functools import lru_cache

__all__ = [
    "SkillNode",
    "ancestors",
    "game_of",
    "is_known_skill",
    "is_under",
    "skill_title",
    "skill_tree",
    "topic_of",
]

GAME_TITLES = {
    "baccarat": "Mini Baccarat",
    "blackjack": "Blackjack",
    "stud": "Stud",
    "payouts": "Payouts",
}

TOPIC_TITLES = {
    "banker": "Banker's third card",
    "player": "Player's third card",
    "natural": "Naturals",
    "total": "Hand totals",
    "totals": "Hand totals",
    "burn": "Burn at a new shoe",
    "result": "Calling the result",
    "settle": "Settlement",
    "commission": "Commission",
    "payout": "Payouts",
    "cut_card": "Cut card",
    "peek": "Peeking for blackjack",
    "insurance": "Insurance",
    "even_money": "Even money",
    "dealer": "Dealer's hand",
    "first_to_act": "First to act",
    "announce": "Announcements",
    "possible": "Possible straights and flushes",
    "showdown": "Showdown",
    "blackjack": "Blackjack payouts",
    "tie": "Tie bets",
    "pair": "Pair bets",
    "banco": "Banco commission",
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
    """A readable title: "Mini Baccarat", "Banker's third card", "Banker 5 vs 4", "3:2"."""
    parts = skill.split(".")
    if len(parts) == 1:
        return GAME_TITLES.get(parts[0], parts[0].replace("_", " ").capitalize())
    if len(parts) == 2:
        return TOPIC_TITLES.get(parts[1], parts[1].replace("_", " ").capitalize())
    topic, cell = parts[1], parts[2:]
    words = " ".join(_WORDS.get(p, p.replace("_", " ")) for p in cell)
    if topic == "banker" and len(cell) == 3 and cell[1] == "vs":
        third = "Player stood" if cell[2] == "stood" else f"Player's third card {cell[2]}"
        return f"Banker {cell[0]}, {third}"
    if topic == "player" and cell[:1] == ["draws"] and len(cell) == 2:
        return f"Player {cell[1]}"
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
    root = SkillNode("", "All skills")
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


def is_known_skill(skill_id: str) -> bool:
    """Whether ``skill_id`` is a skill a drill asks, or a group of them ("baccarat.banker",
    "blackjack"), or a skill group the school standards time. Target times must name one."""
    return skill_id in _known_skills()


@lru_cache(maxsize=1)
def _known_skills() -> frozenset[str]:
    from dealertrainer.training.drills.practice import askable_skills  # the drills import this module
    from dealertrainer.training.mastery import DEFAULT_TARGET_SECONDS

    skills = [*askable_skills(), *DEFAULT_TARGET_SECONDS]
    return frozenset(node for skill in skills for node in (game_of(skill), topic_of(skill), skill))

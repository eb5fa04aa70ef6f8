"""The one key map: every key the app answers to, declared once.

Answer keys are the same at every table and in every drill: a word answer has one key
wherever it is asked (Draw is D at the baccarat table and in the Draw table drill; Take,
Push and Pay are 1, 2 and 3 at every game; N is No, and Neither where no yes-no is asked), yes-no questions are Y and N, seats and chips
are their numbers, and a list of longer answers is numbered in the order shown. Every
question's keys come from ``answer_keys``; the window binds ``window_bindings``; the
keyboard map (F1) shows ``keyboard_map``, generated from the same declaration, so what it
promises is what the keys do. Pure data, no Qt: the screens read it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from dealertrainer.engine.steps import AnswerKind
from dealertrainer.language import N_

__all__ = [
    "ANSWER_WORDS",
    "Binding",
    "PICK_LIST_KEYS",
    "REPLAY_KEYS",
    "SCREEN_KEYS",
    "SEAT_LIST_OTHER_KEY",
    "SHOE_PANEL_KEY",
    "answer_keys",
    "keyboard_map",
    "window_bindings",
]


@dataclass(frozen=True)
class Binding:
    """One key and what it does."""

    keys: str  # as a key sequence is written: "Y", "Ctrl+1", "F1", "Space"
    does: str  # what it does, in the trainee's words
    where: str  # the group F1 lists it under
    target: str = ""  # for a window shortcut: the screen it opens ("home", "progress", a drill id)


#: Word answers and their keys, in the order their buttons are shown. A key may serve two
#: words that are never asked in the same question (D: Draw, and the dealer's spot).
ANSWER_WORDS: tuple[tuple[str, str], ...] = (
    ("yes", "Y"),
    ("no", "N"),
    ("draw", "D"),
    ("hit", "H"),
    ("stand", "S"),
    ("take", "1"),
    ("push", "2"),
    ("pay", "3"),
    ("player", "P"),
    ("banker", "B"),
    ("tie", "T"),
    ("neither", "N"),  # who takes the next card at baccarat: Player, Banker or Neither
    ("dealer", "D"),
    ("player pair", "O"),  # beside P on the keyboard
    ("banker pair", "V"),  # beside B
    ("dragon 7", "7"),
    ("panda 8", "8"),
)
_WORD_KEY = dict(ANSWER_WORDS)
_WORD_ORDER = {word: index for index, (word, _key) in enumerate(ANSWER_WORDS)}
#: A list of longer answers (what to do when the cut card comes out, what to call) is
#: numbered in the order shown.
PICK_LIST_KEYS = tuple(str(n) for n in range(1, 10))
#: In a list of seats, the key of the one answer that is not a seat (a split pot).
SEAT_LIST_OTHER_KEY = "0"
_SEAT = re.compile(r"seat (\d)")

#: While a hand is replayed (find the dealer's mistake): stop at the mistake, pause, step on a
#: beat, or pass the hand as clean; after a stop the mistakes are a numbered list.
REPLAY_KEYS: tuple[tuple[str, str], ...] = (
    ("S", N_("Stop here")), ("P", N_("Pause")), ("N", N_("Next beat")), ("C", N_("Clean hand")))

#: At a table with a shoe: shows or folds away the shoe panel.
SHOE_PANEL_KEY = "F9"

#: Screens the window opens from anywhere, besides the tables and drills (Ctrl+1 …).
SCREEN_KEYS: tuple[tuple[str, str, str], ...] = (
    ("Ctrl+0", "home", "Home"),
    ("Ctrl+P", "progress", "Progress"),
    ("Ctrl+E", "exam", "Exam"),
    ("Ctrl+U", "audition", "Audition"),
    ("Ctrl+,", "settings", "Settings"),
    ("Ctrl+I", "instructor", "Instructor"),  # listed only on a class database, signed in as an instructor
)
#: Everything else F1 lists, by group: (group, keys, what they do). "Anywhere" rows are
#: the window's own shortcuts; the rest describe the keys of the pages and the answers.
_DECLARED: tuple[tuple[str, str, str], ...] = (
    ("Anywhere", "F1", "Show this keyboard map"),
    ("Anywhere", "?", "Show this keyboard map"),
    ("Anywhere", "Shift+F1", "About DealerTrainer: version and licence"),
    ("Anywhere", "Ctrl+T", "Switch between the light and dark theme"),
    ("Anywhere", "F11", "Full screen"),
    ("Anywhere", "Ctrl+Q", "Quit (an open session is kept, to resume or end later)"),
    ("Anywhere", "Esc", "End the session and see the summary (answers are already saved); on a start page, go Home"),
    ("At a table", SHOE_PANEL_KEY, "Show or fold away the shoe panel"),
    ("At a table", "Space  /  Enter", "While cards are dealt: skip to the next question"),
    ("Start page", "Enter", "Start a session"),
    ("Start page", "R", "Resume this drill's unfinished session"),
    ("Summary", "Enter", "Another session"),
    ("Answering", "Y  /  N", "Yes or no"),
    ("Answering", "D  /  S", "Draw or stand (a third card at baccarat)"),
    ("Answering", "P  /  B  /  N", "Who takes the next card at baccarat: Player, Banker or Neither"),
    ("Answering", "H  /  S", "Hit or stand (the dealer's hand at blackjack)"),
    ("Answering", "1  /  2  /  3", "Take, push or pay a bet (every game)"),
    ("Answering", "P  /  B  /  T", "Player, Banker or Tie"),
    ("Answering", "O  /  V  /  7  /  8", "Player Pair, Banker Pair, Dragon 7 or Panda 8 (spots: press each, then Enter)"),
    ("Answering", "1 … 9  /  D", "Where a card goes: a seat's number, or D for the dealer"),
    ("Answering", "1 … 9", "A seat; an answer from a numbered list; a chip in a chip answer"),
    ("Answering", "0", "Among seats, the answer that is not a seat (a split pot)"),
    ("Answering", "Backspace", "Take back the last chip"),
    ("Answering", "Enter", "Send a typed amount, count or phrase; pay the chips"),
    ("Answering", "Space  /  Enter", "Next question after a verdict"),
    ("Watching a replay", "S  /  P  /  N", "Stop at the dealer's mistake, pause, or step on a beat"),
    ("Watching a replay", "C", "Pass the hand as clean"),
    ("Watching a replay", "1 … 9", "After a stop: the mistake, from the numbered list"),
)


def answer_keys(kind: AnswerKind, choices: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """The keys of a question's answers, from the map: ((key, answer shown), ...).

    Yes-no: Y and N. Word answers (draw/stand, hit/stand, take/push/pay, player/banker/tie):
    their keys, in the map's order. A seat: its number; the dealer: D; beside seats, the one
    other answer (a split pot): 0. Any other answers in a list of up to nine: the numbers
    left, in the order shown. Typed answers, and lists
    of numbers: none.
    """
    if kind is AnswerKind.YES_NO:
        return (("Y", "Yes"), ("N", "No"))
    if kind not in (AnswerKind.CHOICE, AnswerKind.PHRASE, AnswerKind.SPOTS) or not choices:
        return ()
    words = [c.strip().casefold() for c in choices]
    if all(w in _WORD_KEY for w in words) and len({_WORD_KEY[w] for w in words}) == len(words):
        ordered = sorted(zip(words, choices, strict=True), key=lambda pair: _WORD_ORDER[pair[0]])
        return tuple((_WORD_KEY[word], choice) for word, choice in ordered)
    places = [_place_key(w) for w in words]
    if len(set(p for p in places if p)) < sum(1 for p in places if p):
        places = [None] * len(places)  # two answers name the same place: number them all
    if any(p and p.isdigit() for p in places):
        # Beside seats, a digit is a seat's key everywhere: another answer ("Split: seats 2 and 5")
        # takes 0, never the number of a seat that happens not to be listed.
        free = [SEAT_LIST_OTHER_KEY]
    else:
        free = [key for key in PICK_LIST_KEYS if key not in places]
    if sum(1 for p in places if not p) > len(free) or any(w.isdigit() for w in words):
        return ()  # too many to number, or numbers themselves (key 1 for "8" misleads): typed
    spare = iter(free)
    return tuple((place or next(spare), choice) for place, choice in zip(places, choices, strict=True))


def _place_key(word: str) -> str | None:
    """A place as its key: "seat 3" is 3 (the seat's number is never another answer's key),
    "dealer" is D."""
    if word == "dealer":
        return _WORD_KEY["dealer"]
    match = _SEAT.fullmatch(word)
    return match.group(1) if match else None


def window_bindings(entries: Sequence[tuple[str, str]], screens: Sequence[str] = ("home", "progress", "exam", "audition", "settings")
                    ) -> list[Binding]:
    """The window's shortcuts: ``entries`` are the tables and drills in the order listed
    ((drill id, label), ...), the first nine on Ctrl+1 … Ctrl+9; ``screens`` the other
    screens this window has."""
    out = [Binding(keys, does, where) for where, keys, does in _DECLARED if where == "Anywhere"]
    for keys, target, label in SCREEN_KEYS:
        if target in screens:
            out.append(Binding(keys, f"Open {label}", "Anywhere", target))
    for number, (drill_id, label) in enumerate(entries[:9], 1):
        out.append(Binding(f"Ctrl+{number}", f"Open {label}", "Anywhere", drill_id))
    return out


def keyboard_map(entries: Sequence[tuple[str, str]], screens: Sequence[str] = ("home", "progress", "exam", "audition", "settings")
                 ) -> list[Binding]:
    """Everything F1 lists, grouped: the window's shortcuts, the start page and summary, and
    the answer keys."""
    return [*window_bindings(entries, screens),
            *(Binding(keys, does, where) for where, keys, does in _DECLARED if where != "Anywhere")]

"""The shoe panel beside a table: the shoe as the dealer and an instructor read it.

Cards and decks left, a penetration bar with the cut card's place, burns and discards, the
shoe's number and seed (with "Replay this shoe"), and the shoe log. At Mini Baccarat it
adds the exact odds of the next coup and the scoreboard roads; at Blackjack the dealer's
chance to bust for each upcard from the cards left. The odds are worked out in Qt's thread
pool from the cards left by rank, so the window never waits for them; a result that
arrives after a newer coup is dropped.

At stud the panel is the deck's: its words and figures are a single deck's (no burn, no cut
card), and its log lists the hands dealt (see ``shoe_figures``).

The panel keeps its own ``ShoeState`` and applies the shoe events it is given
(``show_events``): the session screen passes on those a beat carries (after the shuffle and
burn, after each coup, round or hand), so the panel never shows a card not yet dealt on the
felt, and never reads the live shoe. Baccarat coups for the roads come the same way
(``Scored`` events).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealertrainer.engine.baccarat.coup import Coup, Winner
from dealertrainer.engine.baccarat.odds import exact_odds
from dealertrainer.engine.blackjack.outcomes import dealer_outcome_table
from dealertrainer.engine.blackjack.rules import BlackjackRules
from dealertrainer.engine.shoe import Shoe
from dealertrainer.engine.shoe_events import Scored, ShoeNews
from dealertrainer.engine.shoe_state import ShoeState
from dealertrainer.engine.table import TABLES
from dealertrainer.storage.stacked_shoe_file import StackedShoeFileError, read_stacked_shoe
from dealertrainer.ui.shoe.roads_view import ROAD_COLOURS, RoadsView
from dealertrainer.ui.shoe.shoe_figures import dealt_fraction, figure_values, progress_line
from dealertrainer.ui.shoe.shoe_log import describe_event, log_lines, stud_log_lines
from dealertrainer.ui.shoe.shoe_meters import Meter, PenetrationBar
from dealertrainer.ui.shoe.shoe_odds import CARRIERS, OddsCarrier, OddsWork
from dealertrainer.ui.plain_text import plain_label

__all__ = ["PenetrationBar", "ShoePanel", "describe_event", "log_lines"]

GAMES = tuple(TABLES)  # the table games: "baccarat", "blackjack", "stud"
_UPCARDS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 1)  # the order a bust chart is read in


class ShoePanel(QWidget):
    """Everything about the shoe in play, for one table (``game``: baccarat, blackjack, stud)."""

    replay_requested = Signal(str)  # the shoe log (Shoe.to_json()): deal this shoe again
    stacked_shoe_loaded = Signal(object)  # a Shoe read from an instructor's file, to deal from next
    odds_updated = Signal(object)  # baccarat {"banker","player","tie"}; blackjack {upcard: outcome row}
    replay_missed = Signal(int)  # the n-th line of "Missed hands" (0 first): replay that hand

    def __init__(self, game: str = "baccarat", rules: BlackjackRules | Any | None = None, *,
                 instructor: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if game not in GAMES:
            raise ValueError(f"the shoe panel is for {', '.join(GAMES)}, not {game!r}")
        self.setObjectName("ShoePanel")
        self.game = game
        self.rules = rules
        self.state: ShoeState | None = None  # the shoe as the events given so far tell it
        self.updates = 0  # how many times new events were shown
        self.odds: Any = None
        self.on_table = 0  # cards dealt from the shoe since the last events (on the felt now)
        self._generation = 0
        # Not a child of the panel: a worker may still report after the panel is gone, and
        # the carrier must outlive it (its signal then reaches no one).
        self._carrier = OddsCarrier()
        CARRIERS.add(self._carrier)
        self._carrier.done.connect(self._odds_arrived)
        self._carrier.failed.connect(self._odds_failed)

        self.one_deck = stud = TABLES[game].one_deck  # stud: the dealer says "deck"
        self.title = plain_label(self.tr("Deck") if stud else self.tr("Shoe"))
        self.title.setObjectName("sectionTitle")
        bold = self.title.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.2)
        self.title.setFont(bold)
        self.seed_label = plain_label()
        self.seed_label.setObjectName("muted")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.replay_button = QPushButton(self.tr("Replay deck") if stud else self.tr("Replay shoe"))
        self.replay_button.setToolTip(self.tr("Deal this deck again, card for card, from its log") if stud
                                      else self.tr("Deal this shoe again, card for card, from its log"))
        self.replay_button.clicked.connect(self._replay)
        self.load_button = QPushButton(self.tr("Stacked deck…") if stud else self.tr("Stacked shoe…"))
        self.load_button.setToolTip(
            self.tr("Load a stacked deck: deal a prepared scenario from a text file of cards, in dealing order") if stud
            else self.tr("Load a stacked shoe: deal a prepared scenario from a text file of cards, in dealing order"))
        self.load_button.clicked.connect(self._choose_stacked_shoe)
        if not instructor:  # (setVisible(True) on a widget with no parent yet would open it as a window)
            self.load_button.hide()
        self.message = plain_label()
        self.message.setObjectName("shoe_message")
        self.message.setWordWrap(True)
        self.message.hide()

        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        if stud:
            names = [("cards_left", self.tr("Cards left")), ("dealt", self.tr("Dealt")),
                     ("on_felt", self.tr("On the felt")), ("discards", self.tr("Discards")),
                     ("hands", self.tr("Hands"))]
        else:
            names = [("cards_left", self.tr("Cards left")), ("decks_left", self.tr("Decks left")),
                     ("dealt", self.tr("Dealt")), ("burned", self.tr("Burned")), ("discards", self.tr("Discards")),
                     ("behind_cut", self.tr("Behind cut"))]
        for i, (key, caption) in enumerate(names):
            value = plain_label("–")
            value.setObjectName(f"figure_{key}")
            big = value.font()
            big.setPointSizeF(big.pointSizeF() * 1.35)
            big.setBold(True)
            value.setFont(big)
            label = plain_label(caption)
            label.setObjectName("muted")
            grid.addWidget(value, (i // 3) * 2, i % 3)
            grid.addWidget(label, (i // 3) * 2 + 1, i % 3)
            self.figures[key] = value
        self.bar = PenetrationBar()
        self.penetration_label = plain_label()
        self.penetration_label.setObjectName("muted")

        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.seed_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.load_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.setContentsMargins(8, 4, 6, 4)
        layout.addLayout(head)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        layout.addLayout(grid)
        layout.addWidget(self.bar)
        layout.addWidget(self.penetration_label)

        self.odds_title = plain_label()
        self.odds_title.setObjectName("sectionTitle")
        self.odds_title.setFont(bold)
        self.odds_status = plain_label()
        self.odds_status.setObjectName("muted")
        self.odds_rows: dict[Any, tuple[QLabel, Meter]] = {}
        self.roads: RoadsView | None = None
        if game == "baccarat":
            self.odds_title.setText(self.tr("Next coup, exact odds"))
            keys = [("banker", self.tr("Banker")), ("player", self.tr("Player")), ("tie", self.tr("Tie"))]
            colours = {k: ROAD_COLOURS[k] for k, _ in keys}
        elif game == "blackjack":
            self.odds_title.setText(self.tr("Dealer busts, by upcard"))
            keys = [(u, self.tr("Ace") if u == 1 else "10" if u == 10 else str(u)) for u in _UPCARDS]
            colours = {k: QColor("#b8453d") for k, _ in keys}
        else:
            keys, colours = [], {}
        if keys:
            odds_head = QVBoxLayout()  # the status under the title: the panel stays narrow
            odds_head.setSpacing(0)
            odds_head.addWidget(self.odds_title)
            odds_head.addWidget(self.odds_status)
            layout.addSpacing(4)
            layout.addLayout(odds_head)
            table = QGridLayout()
            table.setVerticalSpacing(2 if game == "blackjack" else 4)
            for row, (key, caption) in enumerate(keys):
                name = plain_label(caption)
                meter = Meter(colours[key], name.text())
                value = plain_label("–")
                value.setObjectName(f"odds_{key}")
                value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                value.setMinimumWidth(64)
                table.addWidget(name, row, 0)
                table.addWidget(meter, row, 1)
                table.addWidget(value, row, 2)
                self.odds_rows[key] = (value, meter)
            table.setColumnStretch(1, 1)
            layout.addLayout(table)
        if game == "baccarat":
            self.roads = RoadsView()
            layout.addSpacing(4)
            layout.addWidget(self.roads)

        self.log_title = log_title = plain_label(self.tr("Hands dealt") if stud else self.tr("Shoe log"))
        log_title.setObjectName("sectionTitle")
        log_title.setFont(bold)
        self.log = QListWidget()
        self.log.setObjectName("shoe_log")
        self.log.setMinimumHeight(56)  # three lines at least; it takes what room is left
        self.log.setUniformItemSizes(True)
        self.log.setWordWrap(True)  # a long blackjack round wraps instead of scrolling sideways
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setUniformItemSizes(False)
        layout.addSpacing(4)
        layout.addWidget(log_title)
        layout.addWidget(self.log, 1)
        # The hands of this shoe the trainee missed a step in, beside its log: Enter or a double
        # click replays one on the felt (the session screen deals it again).
        self.missed_title = plain_label(self.tr("Missed hands (Enter replays)"))
        self.missed_title.setObjectName("sectionTitle")
        self.missed = QListWidget()
        self.missed.setObjectName("missed_hands")
        self.missed.setMaximumHeight(110)
        self.missed.setWordWrap(True)
        self.missed.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.missed.itemActivated.connect(lambda item: self.replay_missed.emit(self.missed.row(item)))
        for widget in (self.missed_title, self.missed):
            widget.hide()
            layout.addWidget(widget)
        self._refresh_figures()

    # ------------------------------------------------------------------ updating
    @property
    def results(self) -> list[Coup | Winner | str]:
        """The shoe's coups so far, for the roads (baccarat)."""
        return list(self.state.results) if self.state is not None else []

    def start_over(self) -> None:
        """A new drill deals: forget the shoe shown (its first events start the next)."""
        self.state = None
        self.on_table = 0
        self.missed.clear()
        self.missed_title.hide()
        self.missed.hide()
        self._refresh_figures()

    def show_events(self, events: Sequence[ShoeNews]) -> None:
        """Apply shoe events (a coup or round dealt, a shuffle and burn, a coup scored) and show
        the shoe as they leave it. The odds are recomputed off the GUI thread;
        ``odds_updated`` says when they are in."""
        self.state = (self.state or ShoeState()).after(events)
        self.updates += 1
        self.on_table = 0
        self.message.hide()
        self._refresh_figures()
        if self.roads is not None:
            self.roads.set_results(self.results)
        self._start_odds()

    def update_from(self, shoe: Shoe, results: Sequence[Coup | Winner | str] = ()) -> None:
        """Show a whole shoe from its log, with ``results`` (its coups so far, for the roads)."""
        self.state = None
        self.show_events([*shoe.log, *map(Scored, results)])

    def show_on_table(self, cards: int) -> None:
        """``cards`` have come out of the shoe onto the felt since the last events shown
        (a coup under way): the figures count them as dealt. The odds stay those of the
        coup's start, as a dealer's sheet would."""
        if cards > self.on_table:
            self.on_table = cards
            self._refresh_figures()

    def _refresh_figures(self) -> None:
        shoe = self.state
        self.replay_button.setEnabled(shoe is not None)
        if shoe is None:
            self.seed_label.setText(self.tr("no shoe yet"))
            self.penetration_label.setText("")
            return
        if not self.one_deck:  # a stud deck is shuffled for every hand: its number says nothing
            self._name_the_pack(shoe)
        self.seed_label.setText(self.tr("stacked") if shoe.seed is None
                                else self.tr("seed %1").replace("%1", str(shoe.seed)))
        for key, text in figure_values(self.one_deck, shoe, self.on_table).items():
            self.figures[key].setText(text)
        self.bar.set_shoe(shoe, dealt_fraction(self.one_deck, shoe, self.on_table))
        self.penetration_label.setText(progress_line(self.one_deck, shoe, self.on_table, self.tr, self.hand_held))
        self._refresh_log(shoe)

    @property
    def hand_held(self) -> bool:
        """A blackjack pitch game: one or two decks in the dealer's hand, no shoe."""
        return isinstance(self.rules, BlackjackRules) and self.rules.pitch

    def _name_the_pack(self, shoe: ShoeState) -> None:
        """The title and the replay button name what the dealer deals from: a shoe, or the
        deck (two decks) held in a pitch game."""
        if not self.hand_held:
            title, replay, log = self.tr("Shoe %1"), self.tr("Replay shoe"), self.tr("Shoe log")
        elif shoe.total_cards <= 52:
            title, replay, log = self.tr("Deck %1 (dealt by hand)"), self.tr("Replay deck"), self.tr("Deck log")
        else:
            title, replay, log = (self.tr("Two decks, pack %1 (dealt by hand)"), self.tr("Replay decks"),
                                  self.tr("Deck log"))
        self.title.setText(title.replace("%1", str(shoe.number)))
        self.replay_button.setText(replay)
        self.log_title.setText(log)

    def _refresh_log(self, shoe: ShoeState) -> None:
        lines = (stud_log_lines if self.one_deck else log_lines)(shoe.events, self.tr)
        if self.on_table:  # the hand or coup under way, as far as the felt shows it
            under_way = self.tr("Hand being dealt: %1 cards out") if self.one_deck else self.tr("Coup being dealt: %1 cards out")
            lines.append(under_way.replace("%1", str(self.on_table)))
        if self.log.count() > len(lines) or any(
            self.log.item(i).text() != lines[i] for i in range(max(0, self.log.count() - 1), self.log.count())
        ):
            self.log.clear()  # a new shoe, or the last line grew: rebuild from where it differs
        start = self.log.count()
        self.log.addItems(lines[start:])
        self.log.scrollToBottom()

    def add_missed(self, line: str) -> None:
        """A hand of this shoe with a missed step ("Coup 12 · Calling the result: you said banker")."""
        self.missed.addItem(line)
        self.missed.scrollToBottom()
        self.missed_title.show()
        self.missed.show()

    # ------------------------------------------------------------------ odds, off the GUI thread
    def _start_odds(self) -> None:
        self._generation += 1
        if not self.odds_rows or self.state is None:  # (no odds at stud)
            return
        remaining = self.state.remaining_by_rank()  # a plain dict of its own for the worker
        if self.game == "baccarat":
            if sum(remaining.values()) < 6:
                self._show_unavailable(self.tr("too few cards left for a coup"))
                return
            work: Callable[[], Any] = lambda: exact_odds(remaining)
        else:
            rules = self.rules if isinstance(self.rules, BlackjackRules) else BlackjackRules()
            if sum(remaining.values()) < 2:
                self._show_unavailable(self.tr("too few cards left"))
                return
            work = lambda: dealer_outcome_table(remaining, rules)
        self.odds_status.setText(self.tr("working…"))
        QThreadPool.globalInstance().start(OddsWork(self._generation, work, self._carrier))

    def _show_unavailable(self, why: str) -> None:
        self.odds = None
        self.odds_status.setText(why)
        for value, meter in self.odds_rows.values():
            value.setText("–")
            meter.set_fraction(0.0)

    @Slot(int, object)
    def _odds_arrived(self, generation: int, result: Any) -> None:
        if generation != self._generation:
            return  # a newer coup has been dealt since this was asked for
        self.odds = result
        if self.game == "baccarat":
            self.odds_status.setText(self.tr("%1 cards").replace("%1", str(self.state.cards_left if self.state else 0)))
            for key, (value, meter) in self.odds_rows.items():
                value.setText(f"{result[key] * 100:.3f}%")
                meter.set_fraction(result[key])
        else:
            self.odds_status.setText(self.tr("before the peek"))
            for key, (value, meter) in self.odds_rows.items():
                row = result.get(key)
                if row is None:  # no card of that value left in the shoe
                    value.setText("–")
                    meter.set_fraction(0.0)
                    continue
                value.setText(f"{row['bust'] * 100:.1f}%")
                meter.set_fraction(row["bust"])
                meter.setToolTip(self._outcome_tip(row))
        self.odds_updated.emit(result)

    def _outcome_tip(self, row: dict) -> str:
        parts = [f"{k}: {row[k] * 100:.1f}%" for k in (17, 18, 19, 20, 21)]
        parts.append(self.tr("blackjack") + f": {row['blackjack'] * 100:.1f}%")
        parts.append(self.tr("bust") + f": {row['bust'] * 100:.1f}%")
        return "\n".join(parts)

    @Slot(int, str)
    def _odds_failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self._show_unavailable(message)

    # ------------------------------------------------------------------ instructor actions
    def _replay(self) -> None:
        if self.state is not None:
            self.replay_requested.emit(self.state.to_json())

    def _choose_stacked_shoe(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load a stacked deck") if self.one_deck else self.tr("Load a stacked shoe"), "", self.tr("Card lists (*.txt);;All files (*)"))
        if path:
            self.load_stacked_shoe(Path(path))

    def load_stacked_shoe(self, path: Path | str) -> Shoe | None:
        """Read a stacked-shoe file; emit ``stacked_shoe_loaded`` or show why it was refused."""
        try:
            shoe = read_stacked_shoe(path, game=self.game, rules=self.rules)
        except StackedShoeFileError as error:
            refused = self.tr("Stacked deck refused: %1") if self.one_deck else self.tr("Stacked shoe refused: %1")
            self._say(refused.replace("%1", str(error)), problem=True)
            return None
        loaded = (self.tr("Stacked deck loaded from %1: %2 cards, dealt in the order written.") if self.one_deck
                  else self.tr("Stacked shoe loaded from %1: %2 cards, dealt in the order written."))
        self._say(loaded.replace("%1", Path(path).name).replace("%2", str(shoe.cards_left)))
        self.stacked_shoe_loaded.emit(shoe)
        return shoe

    def _say(self, text: str, problem: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(
            "color: #e5534b; font-weight: 600;" if problem else "font-weight: 600;")
        self.message.show()

    @property
    def message_text(self) -> str:
        return self.message.text() if not self.message.isHidden() else ""

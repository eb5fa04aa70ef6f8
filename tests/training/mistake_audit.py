"""An independent check of a replayed hand: the dealer's steps read as an inspector reads them
(the words said and the felt shown, never the engine's answers), against the house's rules
worked out here. ``audit(replay beats, rules)`` lists the beats that break a rule, as
(beat counted from 1, kind), the kind being the last part of the mistake's skill id."""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, Decimal

from dealertrainer.engine.baccarat.rules import BaccaratRules, CommissionStyle
from dealertrainer.engine.blackjack.rules import BlackjackPays, BlackjackRules
from dealertrainer.engine.places import Role
from dealertrainer.engine.stud.rules import StudGame, StudRules

D = Decimal
_MONEY = re.compile(r"\$([\d,]+(?:\.\d\d)?)")


def _money(text: str, last: bool = True) -> Decimal:
    found = _MONEY.findall(text)
    return D((found[-1] if last else found[0]).replace(",", ""))


def _up_to(amount: Decimal, step: Decimal) -> Decimal:
    return ((amount / step).to_integral_value(rounding=ROUND_CEILING) * step).quantize(D("0.01"))


def _point(card) -> int:
    return min(int(card.rank), 10) % 10  # int(Rank): ace 1 ... king 13


def _hand(table, role):
    return next((h for h in table.hands if h.place.role is role), None)


# ------------------------------------------------------------------------------------- baccarat
def _banker_draws(b: int, third: int | None) -> bool:
    if third is None:
        return b <= 5
    return b <= 2 or (b == 3 and third != 8) or (b == 4 and 2 <= third <= 7) or (
        b == 5 and 4 <= third <= 7) or (b == 6 and third in (6, 7))


def _baccarat(beats, r: BaccaratRules) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    count = None
    paid_yet = False
    takes_left = sum(1 for s in beats if s.action == "settle" and s.say.startswith("Take"))
    banco_stakes: dict[int, Decimal] = {}
    for n, s in enumerate(beats, 1):
        if s.action == "burn_count":
            first = _hand(s.table, Role.BURN).cards[0]
            said = int(re.search(r"burn (\d+) face down", s.say).group(1))
            if said != min(int(first.rank), 10):
                found.append((n, "burn"))
            count = said  # the burn is then checked against what was called
        elif s.action == "burn" and count is not None:
            burned = _hand(s.table, Role.BURN)
            if len(burned.cards) - 1 != count:
                found.append((n, "burn"))
        elif s.action in ("player_draws", "banker_draws"):
            player = [_point(c) for c in _hand(s.table, Role.PLAYER).cards]
            banker = [_point(c) for c in _hand(s.table, Role.BANKER).cards]
            draws = s.say.startswith("Card for")
            if s.action == "player_draws":
                should = sum(player) % 10 <= 5
            else:
                should = _banker_draws(sum(banker) % 10, player[2] if len(player) == 3 else None)
            if draws != should:
                found.append((n, "draw"))
        elif s.action == "settle" and s.say.startswith("Take"):
            takes_left -= 1
        elif s.action == "pay":
            if takes_left and not paid_yet:
                found.append((n, "settle_order"))
            paid_yet = True
            if s.bet is not None and s.bet.spot == "banker":
                stake = s.bet.amount
                banco_stakes[s.seat] = stake
                if r.no_commission:  # EZ Baccarat: a banco win that is paid at all is paid even money
                    if _money(s.say) != stake:
                        found.append((n, "commission"))
                elif r.commission_style is CommissionStyle.DEDUCTED:
                    piece = {"exact": D("0.01"), "0.25": D("0.25"), "0.50": D("0.50"), "1": D("1")}[r.commission_rounding.value]
                    right = stake - _up_to(_up_to(stake * r.commission_rate, D("0.01")), piece)
                    if _money(s.say) != right:
                        found.append((n, "commission"))
        elif s.action == "commission":
            right = _up_to(banco_stakes[s.seat] * r.commission_rate, r.commission_box_step)
            if _money(s.say, last=False) != right:
                found.append((n, "commission"))
    return found


# ------------------------------------------------------------------------------------- blackjack
def _total(cards) -> tuple[int, bool]:
    points = [min(int(c.rank), 10) for c in cards]
    hard = sum(points)
    soft = 1 in points and hard + 10 <= 21
    return (hard + 10 if soft else hard), soft


def _blackjack(beats, r: BlackjackRules) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    shuffled = burned = False
    last_dealer = max((n for n, s in enumerate(beats, 1) if s.action.startswith("dealer_") or s.action == "reveal_hole"),
                      default=0)
    settled: list[tuple[int, int]] = []
    for n, s in enumerate(beats, 1):
        if s.action == "shuffle":
            shuffled = True
        elif s.action == "burn":
            burned = True
        elif shuffled and not burned and s.action not in ("cut", "cut_card"):  # the first card out unburned
            found.append((n, "burn"))
            burned = True
        elif s.action in ("dealer_hits", "dealer_stands"):
            total, soft = _total(_hand(s.table, Role.DEALER).cards)
            should_hit = total < 17 or (total == 17 and soft and r.dealer_hits_soft_17)
            if (s.action == "dealer_hits") != should_hit:
                found.append((n, "soft17"))
        elif s.action == "pay_insurance":
            if _money(s.say) != 2 * s.bet.amount:
                found.append((n, "insurance"))
        elif s.action == "even_money":
            if not (r.even_money and r.blackjack_pays is BlackjackPays.THREE_TO_TWO):
                found.append((n, "even_money"))
        if n > last_dealer and s.action in ("take", "pay", "push") and s.bet is not None:
            settled.append((n, s.seat))
    for i, (n, seat) in enumerate(settled):
        if any(later > seat for _m, later in settled[i + 1:]):
            found.append((n, "settle_order"))
            break
    return found


# ------------------------------------------------------------------------------------- stud
def _value(card) -> int:
    return 14 if int(card.rank) == 1 else int(card.rank)


def _board(cards) -> tuple:
    counts: dict[int, int] = {}
    for c in cards:
        counts[_value(c)] = counts.get(_value(c), 0) + 1
    shape = sorted(counts.values(), reverse=True)
    category = {(4,): 5, (3,): 4, (2, 2): 3, (2,): 2}.get(tuple(x for x in shape if x > 1), 1)
    return (category, sorted(counts, key=lambda v: (counts[v], v), reverse=True))


_SUIT_ORDER = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3}


def _upcards(table, seat):
    hand = next((h for h in table.hands if h.place.role is Role.SEAT and h.place.seat == seat), None)
    if hand is None or hand.folded:
        return []
    return [c for i, c in enumerate(hand.cards) if not hand.is_down(i)]


def _straight_possible(up) -> bool:
    values = [_value(c) for c in up]
    if len(set(values)) != len(values):
        return False
    return max(values) - min(values) <= 4 or (14 in values and max([v if v != 14 else 1 for v in values]) <= 5)


def _stud(beats, r: StudRules) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    seats = range(1, 11)
    for n, s in enumerate(beats, 1):
        if s.action in ("first_to_act", "bring_in"):
            boards = {seat: _upcards(s.table, seat) for seat in seats if _upcards(s.table, seat)}
            if s.action == "bring_in":
                right = min(boards, key=lambda seat: (_value(boards[seat][0]),
                                                      _SUIT_ORDER[boards[seat][0].suit.name.lower()]))
            else:
                best = max(_board(b) for b in boards.values())
                right = min(seat for seat, b in boards.items() if _board(b) == best)
            if int(re.search(r"seat (\d+)", s.say).group(1)) != right:
                found.append((n, "first_to_act"))
        elif s.action == "deal_up" and r.game is StudGame.FIVE_CARD:
            up = _upcards(s.table, s.seat)
            if len(up) < 3:
                continue
            flush = len({c.suit for c in up}) == 1
            straight = _straight_possible(up)
            if not (flush or straight):
                continue
            said = beats[n].say if n < len(beats) and beats[n].action == "announce_draws" else ""
            wanted = "Possible straight flush" if flush and straight else "Possible flush" if flush else "Possible straight"
            if said != wanted:
                found.append((n + 1, "possible_flush" if flush else "possible_straight"))
    return found


def audit(game: str, beats, rules) -> list[tuple[int, str]]:
    return {"baccarat": _baccarat, "blackjack": _blackjack, "stud": _stud}[game](beats, rules)

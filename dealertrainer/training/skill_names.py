"""Skill names a trainee understands, for lists that stand on their own (Home, a summary).

``skill_title`` names a node inside the skill tree, where the branch above it gives the
context ("Cut card" › "Place"). A list of skills has no branch above it, so each entry
says the game and the decision in the dealer's words: "Mini Baccarat · Where the cut
card goes", not "Place"; "Taking a losing bet", not "Lose"; "Player's bet", not "Punto".
"""

from __future__ import annotations

from dealertrainer.training.skills import GAME_TITLES, game_of, skill_title

__all__ = ["skill_name"]

#: The decision each skill asks about, in the dealer's words (the game is added in front).
_NAMES = {
    "baccarat.burn.count": "How many cards to burn",
    "baccarat.cut_card.out": "What to do when the cut card comes out",
    "baccarat.cut_card.place": "Where the cut card goes",
    "baccarat.natural.none": "Spotting that there is no natural",
    "baccarat.commission.box": "What goes in the commission box",
    "baccarat.payout.banco": "Paying a Banker bet, less commission",
    "baccarat.payout.punto": "Paying a Player bet",
    "baccarat.payout.pair": "Paying a pair bet",
    "baccarat.payout.no_commission": "Paying a Banker bet in the no-commission game",
    "baccarat.payout.dragon7": "Paying a Dragon 7 bet",
    "baccarat.payout.panda8": "Paying a Panda 8 bet",
    "baccarat.payout.tie.8to1": "Paying a tie bet at 8 to 1",
    "baccarat.payout.tie.9to1": "Paying a tie bet at 9 to 1",
    "baccarat.settle.lose": "Taking a losing bet",
    "baccarat.settle.push": "Leaving a pushed bet in place",
    "baccarat.result": "Calling the result",
    "baccarat.total.two_cards": "Two-card totals",
    "baccarat.total.three_cards": "Three-card totals",
    "blackjack.burn": "Burning a card at a new shoe",
    "blackjack.cut_card": "Where the cut card goes",
    "blackjack.shoe.cut_card": "Where the cut card goes",
    "blackjack.dealer.hit.low": "Dealer's low total: hit",
    "blackjack.dealer.hit.soft": "Dealer's soft total under 17: hit",
    "blackjack.dealer.no_draw": "Dealer with every hand settled: no draw",
    "blackjack.dealer.soft17": "Dealer's soft 17 (house rule)",
    "blackjack.dealer.stand.hard": "Dealer's hard 17 or more: stand",
    "blackjack.dealer.stand.soft": "Dealer's soft 18 or more: stand",
    "blackjack.insurance.lose": "Taking losing insurance",
    "blackjack.insurance.max": "The most insurance a player may take",
    "blackjack.insurance.offer": "When to offer insurance",
    "blackjack.payout.3to2": "Paying a blackjack at 3 to 2",
    "blackjack.payout.6to5": "Paying a blackjack at 6 to 5",
    "blackjack.payout.even_money": "Paying even money on a blackjack",
    "blackjack.payout.insurance": "Paying insurance at 2 to 1",
    "blackjack.payout.win": "Paying a winning hand",
    "blackjack.peek.ace": "Peeking with an ace up",
    "blackjack.peek.ten": "Peeking with a ten up",
    "blackjack.peek.other": "No peek with a low card up",
    "blackjack.pitch.card_face": "Pitching a card face up or face down (hand-held game)",
    "blackjack.pitch.turned_up": "A player turns the cards up (hand-held game)",
    "blackjack.settle.bust": "Taking a busted hand",
    "blackjack.settle.dealer_blackjack": "Settling against a dealer blackjack",
    "blackjack.settle.double": "Settling a doubled hand",
    "blackjack.settle.lose": "Taking a losing hand",
    "blackjack.settle.push": "Leaving a pushed bet in place",
    "blackjack.settle.split": "Settling split hands",
    "blackjack.total.blackjack": "Calling a blackjack",
    "blackjack.total.hard": "Calling a hard total",
    "blackjack.total.soft": "Calling a soft total",
    "stud.announce.possible_flush": "Announcing a possible flush",
    "stud.announce.possible_straight": "Announcing a possible straight",
    "stud.announce.showing": "Announcing what a hand shows",
    "stud.bring_in": "Who brings it in",
    "stud.first_to_act.high_card": "Who speaks first: high cards",
    "stud.first_to_act.pair": "Who speaks first: pairs",
    "stud.first_to_act.two_pair": "Who speaks first: two pairs",
    "stud.first_to_act.trips": "Who speaks first: three of a kind",
    "stud.first_to_act.quads": "Who speaks first: four of a kind",
    "stud.first_to_act.tie": "Who speaks first: equal boards",
    "stud.fold.penalty": "The fold penalty (house rule)",
    "stud.fold.procedure": "Taking a folded hand",
    "stud.limit.open_pair": "The betting limit after an open pair",
    "stud.limit.street": "The betting limit on each street",
    "stud.showdown.hand_name": "Naming the winning hand",
    "stud.showdown.uncontested": "A pot nobody contests",
    "stud.showdown.winner": "Who wins the showdown",
}

_HANDS = {"banker": "Banker", "player": "Player"}


def _decision(skill: str) -> str:
    named = _NAMES.get(skill)
    if named is not None:
        return named
    parts = skill.split(".")
    if parts[:3] == ["baccarat", "player", "draws"] and len(parts) == 4:
        return f"Player's hand of {parts[3]}: draw or stand"
    if parts[:2] == ["baccarat", "banker"] and len(parts) == 5:
        return f"Does the Banker draw? {skill_title(skill)}"
    if parts[:2] == ["baccarat", "natural"] and len(parts) == 4 and parts[2] in _HANDS:
        return f"A natural {parts[3]} for the {_HANDS[parts[2]]}"
    if parts[:3] in (["blackjack", "payout", "perfect_pairs"], ["blackjack", "payout", "21plus3"]):
        return "Paying " + skill_title(skill).removeprefix("Pay ")
    if parts[:3] == ["blackjack", "dealer", "hit"] and len(parts) == 4:
        return f"Dealer's {parts[3]}: hit"
    return skill_title(skill)


def skill_name(skill: str) -> str:
    """"Mini Baccarat · Where the cut card goes": the game, then the decision."""
    game = GAME_TITLES.get(game_of(skill))
    decision = _decision(skill)
    if game is None or game_of(skill) == skill or decision == game:
        return decision
    return f"{game} · {decision}"

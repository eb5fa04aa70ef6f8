"""Skill names a trainee understands, for lists that stand on their own (Home, a summary).

``skill_title`` names a node inside the skill tree, where the branch above it gives the
context ("Cut card" › "Place"). A list of skills has no branch above it, so each entry
says the game and the decision in the dealer's words: "Mini Baccarat · Where the cut
card goes", not "Place"; "Taking a losing bet", not "Lose"; "Player's bet", not "Punto".
"""

from __future__ import annotations

from dealertrainer.language import N_, _
from dealertrainer.training.skills import GAME_TITLES, game_of, side_bet_hand, skill_title

__all__ = ["skill_name"]

#: The decision each skill asks about, in the dealer's words (the game is added in front).
_NAMES = {
    "baccarat.burn.count": N_("How many cards to burn"),
    "baccarat.cut_card.out": N_("What to do when the cut card comes out"),
    "baccarat.cut_card.place": N_("Where the cut card goes"),
    "baccarat.natural.none": N_("Spotting that there is no natural"),
    "baccarat.commission.box": N_("What goes in the commission box"),
    "baccarat.payout.banco": N_("Paying a Banker bet, less commission"),
    "baccarat.payout.punto": N_("Paying a Player bet"),
    "baccarat.payout.pair": N_("Paying a pair bet"),
    "baccarat.payout.no_commission": N_("Paying a Banker bet in the no-commission game"),
    "baccarat.payout.dragon7": N_("Paying a Dragon 7 bet"),
    "baccarat.payout.panda8": N_("Paying a Panda 8 bet"),
    "baccarat.payout.tie.8to1": N_("Paying a tie bet at 8 to 1"),
    "baccarat.payout.tie.9to1": N_("Paying a tie bet at 9 to 1"),
    "baccarat.settle.lose": N_("Taking a losing bet"),
    "baccarat.settle.push": N_("Leaving a pushed bet in place"),
    "baccarat.result": N_("Calling the result"),
    "baccarat.total.two_cards": N_("Two-card totals"),
    "baccarat.total.three_cards": N_("Three-card totals"),
    "blackjack.burn": N_("Burning a card at a new shoe"),
    "blackjack.cut_card": N_("Where the cut card goes"),
    "blackjack.shoe.cut_card": N_("Where the cut card goes"),
    "blackjack.dealer.hit.low": N_("Dealer's low total: hit"),
    "blackjack.dealer.hit.soft": N_("Dealer's soft total under 17: hit"),
    "blackjack.dealer.no_draw": N_("Dealer with every hand settled: no draw"),
    "blackjack.dealer.soft17": N_("Dealer's soft 17 (house rule)"),
    "blackjack.dealer.stand.hard": N_("Dealer's hard 17 or more: stand"),
    "blackjack.dealer.stand.soft": N_("Dealer's soft 18 or more: stand"),
    "blackjack.insurance.lose": N_("Taking losing insurance"),
    "blackjack.insurance.max": N_("The most insurance a player may take"),
    "blackjack.insurance.offer": N_("When to offer insurance"),
    "blackjack.payout.3to2": N_("Paying a blackjack at 3 to 2"),
    "blackjack.payout.6to5": N_("Paying a blackjack at 6 to 5"),
    "blackjack.payout.even_money": N_("Paying even money on a blackjack"),
    "blackjack.payout.insurance": N_("Paying insurance at 2 to 1"),
    "blackjack.payout.win": N_("Paying a winning hand"),
    "blackjack.peek.ace": N_("Peeking with an ace up"),
    "blackjack.peek.ten": N_("Peeking with a ten up"),
    "blackjack.peek.other": N_("No peek with a low card up"),
    "blackjack.pitch.card_face": N_("Pitching a card face up or face down (hand-held game)"),
    "blackjack.pitch.turned_up": N_("A player turns the cards up (hand-held game)"),
    "blackjack.settle.bust": N_("Taking a busted hand"),
    "blackjack.settle.dealer_blackjack": N_("Settling against a dealer blackjack"),
    "blackjack.settle.double": N_("Settling a doubled hand"),
    "blackjack.settle.lose": N_("Taking a losing hand"),
    "blackjack.settle.push": N_("Leaving a pushed bet in place"),
    "blackjack.settle.split": N_("Settling split hands"),
    "blackjack.total.blackjack": N_("Calling a blackjack"),
    "blackjack.total.hard": N_("Calling a hard total"),
    "blackjack.total.soft": N_("Calling a soft total"),
    "stud.announce.possible_flush": N_("Announcing a possible flush"),
    "stud.announce.possible_straight": N_("Announcing a possible straight"),
    "stud.announce.showing": N_("Announcing what a hand shows"),
    "stud.bring_in": N_("Who brings it in"),
    "stud.first_to_act.high_card": N_("Who speaks first: high cards"),
    "stud.first_to_act.pair": N_("Who speaks first: pairs"),
    "stud.first_to_act.two_pair": N_("Who speaks first: two pairs"),
    "stud.first_to_act.trips": N_("Who speaks first: three of a kind"),
    "stud.first_to_act.quads": N_("Who speaks first: four of a kind"),
    "stud.first_to_act.tie": N_("Who speaks first: equal boards"),
    "stud.fold.penalty": N_("The fold penalty (house rule)"),
    "stud.fold.procedure": N_("Taking a folded hand"),
    "stud.limit.open_pair": N_("The betting limit after an open pair"),
    "stud.limit.street": N_("The betting limit on each street"),
    "stud.showdown.hand_name": N_("Naming the winning hand"),
    "stud.showdown.uncontested": N_("A pot nobody contests"),
    "stud.showdown.winner": N_("Who wins the showdown"),
}

_NATURALS = {"banker": N_("A natural {total} for the Banker"), "player": N_("A natural {total} for the Player")}
# the side bets' hands: the skill's last part -> its words in the catalogue's title
_SIDE_BETS = {"perfect_pairs": N_("Paying Perfect Pairs: {hand}"), "21plus3": N_("Paying 21+3: {hand}")}


def _decision(skill: str) -> str:
    named = _NAMES.get(skill)
    if named is not None:
        return _(named)
    parts = skill.split(".")
    if parts[:3] == ["baccarat", "player", "draws"] and len(parts) == 4:
        return _("Player's hand of {total}: draw or stand").format(total=parts[3])
    if parts[:2] == ["baccarat", "banker"] and len(parts) == 5:
        return _("Does the Banker draw? {title}").format(title=skill_title(skill))
    if parts[:2] == ["baccarat", "natural"] and len(parts) == 4 and parts[2] in _NATURALS:
        return _(_NATURALS[parts[2]]).format(total=parts[3])
    if parts[:2] == ["blackjack", "payout"] and len(parts) == 4 and parts[2] in _SIDE_BETS:
        hand = side_bet_hand(parts[2], parts[3])
        if hand is not None:
            return _(_SIDE_BETS[parts[2]]).format(hand=_(hand))
    if parts[:3] == ["blackjack", "dealer", "hit"] and len(parts) == 4:
        return _("Dealer's {total}: hit").format(total=parts[3])
    return skill_title(skill)


def skill_name(skill: str) -> str:
    """"Mini Baccarat · Where the cut card goes": the game, then the decision."""
    game = GAME_TITLES.get(game_of(skill))
    decision = _decision(skill)
    if game is None or game_of(skill) == skill or decision == _(game):
        return decision
    return f"{_(game)} · {decision}"

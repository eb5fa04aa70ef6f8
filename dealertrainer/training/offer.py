"""The tables and drills the app offers, and what each takes from the settings in force.

Part of the application layer: the window lists what is on offer here (in its order, only
what the drill registry holds), asks here for a drill's config and for the start page's line
of house rules, and builds a drill here. The same functions serve scripts and tests.

A table game on offer is one with house rules (``GAME_RULES``, ``GAME_TITLES``) and a
dealer's-seat drill registered as ``<game>.seat``; its usual seats go in ``USUAL_SEATS``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dealertrainer.language import N_, _, pgettext
from dealertrainer.storage.settings_in_force import GAME_RULES, GAME_TITLES, SettingsInForce

__all__ = [
    "DRILL_ORDER",
    "DrillEntry",
    "HOUSE_WIDE",
    "OWN_SCREENS",
    "SEAT_DRILLS",
    "TABLES",
    "available",
    "drill_config",
    "drill_extras",
    "drill_info",
    "entry",
    "expected",
    "make",
    "rules_line",
]


@dataclass(frozen=True)
class DrillEntry:
    """A table or drill on offer: its id, its title (English; the ui translates it), the felt it
    shows ("baccarat", "blackjack", "stud", or None for flash questions) and whether it is a
    quick-fire drill (timer always shown). ``listed_at_start``: the window lists it before the
    registry has loaded (it loads off the GUI thread: importing every drill takes longer than
    start-up may); one that is not waits for the registry to hold it."""

    drill_id: str
    title: str
    game: str | None
    flash: bool
    listed_at_start: bool = True


#: The tables, in the window's order: a dealer's-seat drill per game with house rules.
TABLES = tuple(DrillEntry(f"{game}.seat", GAME_TITLES[game], game, False) for game in GAME_RULES)
#: The quick drills, in the window's order (one listed only once the registry holds it).
DRILL_ORDER = (
    DrillEntry("baccarat.draw_table", N_("Draw table"), "baccarat", True),
    DrillEntry("payouts", N_("Payouts"), None, True),
    DrillEntry("chips", N_("Chips"), None, True),
    DrillEntry("totals", N_("Totals"), None, True),
    DrillEntry("stud.announcements", N_("Stud announcements"), "stud", True, listed_at_start=False),
    DrillEntry("mistakes", N_("Dealer's mistakes"), None, False),
)
#: Registered drills that have a screen of their own rather than a drill screen.
OWN_SCREENS = ("exam",)
#: Runs with a screen of their own that are no drill of the registry (the audition deals a table's).
OWN_RUNS = (DrillEntry("audition", N_("Audition"), None, False, listed_at_start=False),)
#: Drills that ask skills of every game, each under the house rules in force.
HOUSE_WIDE = ("daily", "exam", "mistakes")

#: The tables: a drill id -> the game whose house rules it deals by.
SEAT_DRILLS = {table.drill_id: table.game for table in TABLES}
#: The seats a table drill usually deals to (as many as the table has, if it has fewer).
USUAL_SEATS = {"baccarat": 5, "blackjack": 3}
#: How often a player buys in before a hand at those tables, as the window deals them.
BUY_IN_CHANCE = 0.08


def expected() -> tuple[list[DrillEntry], list[DrillEntry]]:
    """The (tables, drills) the window lists before the registry has loaded."""
    return [e for e in TABLES if e.listed_at_start], [e for e in DRILL_ORDER if e.listed_at_start]


def _registry() -> dict[str, Any]:
    from dealertrainer.training import drills  # lazy: importing every drill is slower than start-up may be

    return dict(drills.DRILLS)


def _unlisted(drill_id: str, info: Any) -> DrillEntry:
    """A registered drill the window has no line for: a quick drill under its own title, on
    the felt of the game it says it deals."""
    title, game = getattr(info, "title", drill_id), getattr(info, "game", None)
    return DrillEntry(drill_id, title, game, True, listed_at_start=False)


def available() -> tuple[list[DrillEntry], list[DrillEntry]]:
    """(tables, drills) that the training core has registered, in the window's order; drills
    the registry adds come last."""
    registry = _registry()
    known = {e.drill_id for e in TABLES + DRILL_ORDER}
    tables = [e for e in TABLES if e.drill_id in registry]
    drills = [e for e in DRILL_ORDER if e.drill_id in registry]
    drills += [_unlisted(drill_id, info) for drill_id, info in registry.items()
               if drill_id not in known and drill_id not in OWN_SCREENS]
    return tables, drills


def entry(drill_id: str) -> DrillEntry:
    """The entry of ``drill_id`` (a table, a listed drill, or any registered one)."""
    for item in TABLES + DRILL_ORDER + OWN_RUNS:
        if item.drill_id == drill_id:
            return item
    return _unlisted(drill_id, _registry().get(drill_id))


def drill_info(drill_id: str) -> Any:
    """The registry's ``DrillInfo`` (title, description, config model); ``ValueError`` naming
    the registered drills for anything else."""
    registry = _registry()
    if drill_id not in registry:
        raise ValueError(_("no drill {drill}; the registered drills are {drills}").format(
            drill=repr(drill_id), drills=", ".join(sorted(registry)) or _("none")))
    return registry[drill_id]


def make(drill_id: str, config: dict[str, Any] | None = None, seed: int | None = None, **extras: Any) -> Any:
    """A new drill from the registry (the window runs this in a worker thread: it may deal a
    shoe). ``extras`` go to the drill (``shoe``: a shoe to deal, for a replay or a stacked shoe)."""
    from dealertrainer.training import drills  # lazy: importing every drill is slower than start-up may be

    parsed = drill_info(drill_id).config_model.model_validate(config or {})
    return drills.make_drill(drill_id, parsed, seed=seed, **extras)


def drill_config(drill_id: str, settings: SettingsInForce) -> dict[str, Any]:
    """The config fields a drill takes from the settings in force (house rules, chip set).
    Every drill's house is ``settings.house_rules()``, the same the tests read."""
    house = settings.house_rules()
    game = SEAT_DRILLS.get(drill_id)
    if game is not None:
        rules = house[game]
        config: dict[str, Any] = {"rules": rules, "chip_set": settings.app.chip_set()}
        if game in USUAL_SEATS:
            config["seats"] = min(USUAL_SEATS[game], rules.seats)
            app = settings.app  # a player buys in now and then, given the house's breakdown
            config.update(buy_ins=BUY_IN_CHANCE, buy_in_chips=(app.buy_in_smallest, app.buy_in_largest))
        return config
    if drill_id == "payouts":
        from dealertrainer.training.drills.payouts import house_payouts  # lazy: the drills load off the GUI thread

        return house_payouts(house["baccarat"], house["blackjack"], settings.app.chip_set())
    if drill_id == "chips":
        from dealertrainer.training.drills.chips import house_chips  # lazy: the drills load off the GUI thread

        return house_chips(settings.app, house["blackjack"], house["baccarat"])
    return {}


def drill_extras(drill_id: str, settings: SettingsInForce) -> dict[str, Any]:
    """What a drill takes beside its config: the whole house in force for the drills that ask
    skills of every game (daily practice, exams), which deal each question under it."""
    return {"rules": settings.house_rules()} if drill_id in HOUSE_WIDE else {}


def rules_line(drill_id: str, settings: SettingsInForce) -> str:
    """The start page's one line of house rules in force for ``drill_id`` ("" when the drill
    does not depend on them): the table's rules, or the payouts the house makes; while the PC
    follows a school's profile, the line says so first."""
    line = _rules_in_words(drill_id, settings)
    if line and settings.school is not None:
        return _("the school's profile for {name} — {rules}").format(name=settings.school_class or _("your class"),
                                                                     rules=line)
    return line


def _rules_in_words(drill_id: str, settings: SettingsInForce) -> str:
    game = SEAT_DRILLS.get(drill_id)
    if game is not None:
        return settings.rules(game).in_words()
    if drill_id == "payouts":
        from dealertrainer.training.drills.payouts import payouts_in_words  # lazy: the drills load off the GUI thread

        return payouts_in_words(settings.rules("baccarat"), settings.rules("blackjack"))
    if drill_id == "chips":
        return chips_in_words(settings.app)
    return ""


def chips_in_words(app: Any) -> str:
    """The house's chip handling in one line: "chips $1 white · $5 red … · reds in fives, greens in fours … ·
    full stack 20 · buy-ins $5 to $100"."""
    from dealertrainer.engine.money import format_money  # the engine is light: no drill is loaded

    chips = " ".join(_("{value} {colour}").format(value=format_money(s.value), colour=s.chip().colour_word) for s in app.chips)
    stacks = pgettext("list", ", ").join(_("{colour}s in {stack}s").format(colour=s.chip().colour_word, stack=s.stack) for s in app.chips)
    return _("chips {chips} · {stacks} · full stack {full} · buy-ins in {least} to {most} chips").format(
        chips=chips, stacks=stacks, full=app.full_stack, least=format_money(app.buy_in_smallest),
        most=format_money(app.buy_in_largest))

"""The game's start: Game Setup (new_game), and with the Flourish module each seat keeping or
discarding its Flourish Cards before round 1 (a kept card gives a Favor Token)."""

from __future__ import annotations

from typing import Any

from attrs import fields

from .actions import ChooseFlourish, IllegalAction
from .definitions import PrivateObjective
from .die import Die
from .effect_offers import shared_boxes
from .glory.game_setup import GloryDeal, deal_glory
from .objective_deal import deal_public_objectives, known, objective_deck
from .objectives import OBJECTIVES
from .reasons import Deed, FlourishCount
from .replace import replacer, twin
from .rng import below, first_three, outputs, permuted, seed_state, shuffled
from .round_end import game_roller, setup_round
from .stages import DRAFT, FLOURISH, need
from .state import GameSetup, GameState, SeatState

_seat_kept = replacer(SeatState, "flourish_kept", "favor_tokens")
_next_chooser = replacer(GameState, "seats", "turn")
_seats_chose = replacer(GameState, "seats")


def new_game(setup: GameSetup) -> GameState:
    """Game Setup: objectives, a Private Objective each, the Start Player, the Glory cards of
    the modules on, and the first pool (with Flourish: once every seat has chosen)."""
    n = len(setup.seats)
    window = setup.window
    if not 1 <= n <= 6:
        raise ValueError(f"a game has 1 to 6 seats, not {n}")
    if len(window.tools) != 3:
        raise ValueError(f"window {window.id!r} must have exactly 3 tools")
    if not window.private_objectives:
        raise ValueError(f"window {window.id!r} has no private objectives")
    modules = setup.modules
    privates: list[PrivateObjective]
    if (setup.start_seat < 0 and not setup.public_objectives and not modules.strife
            and len(window.private_objectives) >= n):
        # the draws of the deal, of one shuffle of the Private Objectives and of the Start
        # Player, in this order, as one batch of numbers (as each would draw them)
        last = _last_deck
        if (last[0] is setup.objective_pool and last[1] is window.objectives_left_out
                and last[2] == modules.rivalry):
            deck, all_known = last[3], last[4]
        else:
            deck, all_known = _deck_of(setup)
        owned = window.private_objectives
        a, b = max(len(deck) - 1, 0), len(owned) - 1
        draws, rng = outputs(seed_state(setup.seed), a + b + 1)
        objectives = first_three(deck, draws) if a >= 2 else tuple(permuted(deck, draws[:a]))
        if not all_known:
            known(objectives)
        privates = permuted(owned, draws[a:a + b])
        start = draws[a + b] % n
    else:
        objectives, rng = deal_public_objectives(setup, seed_state(setup.seed))
        privates = []
        while len(privates) < n:  # more seats than objectives: deal from a fresh shuffle again
            owned_deck, rng = shuffled(rng, window.private_objectives)
            privates.extend(owned_deck)
        if setup.start_seat >= 0:
            start = setup.start_seat % n
        else:
            start, rng = below(rng, n)
    deal = _NO_GLORY
    if modules.strife or modules.pioneer or modules.flourish or modules.rivalry:  # Modules.any
        deal, rng = deal_glory(setup, rng)  # drawn after the base setup's draws
    rules = window.rules
    granted = tuple(r.ability for r in rules
                    if r.kind == "grant-ability" and r.ability is not None) if rules else ()
    empty = window.pattern.cleared()
    boxes = shared_boxes((0, 0, 0))  # no point box used on any of the 3 tools
    tool, hands = deal.strife_tool, deal.flourish_hands
    seats = []
    for i, s in enumerate(setup.seats):
        abilities, cards = s.abilities, s.tool_cards
        if granted:
            abilities += tuple(a for a in granted if a not in abilities)
        if tool is not None and not any(c.id == tool.id for c in cards):
            cards += (tool,)
        seat: Any = _SEAT_TWIN()  # every field stored (_SEAT_FIELDS), as replace.py does
        seat.name = s.name
        seat.window = empty
        seat.private_objective = privates[i]
        seat.abilities = abilities
        seat.tool_cards = cards
        seat.used_tool_cards = ()
        seat.tool_boxes_used = boxes
        seat.constructed = ()
        seat.lost_dice = 0
        seat.legacy_points = s.legacy_points
        seat.starting_tool_count = s.starting_tool_count
        seat.pioneer_collected = ()
        seat.flourish_cards = hands[i] if hands else ()
        seat.flourish_kept = ()
        seat.favor_tokens = 0
        seat.__class__ = SeatState
        seats.append(seat)
    pool: tuple[Die, ...] = ()
    if modules.flourish:  # round 1 is set up once every seat has chosen
        stage = FLOURISH
    else:  # round 1's Round Setup (round_end.setup_round's, on the state made at once)
        stage = DRAFT
        pool, rng = game_roller(setup, rules, n)(rng)  # (kept for the game's other rounds)
    blank = _BLANK_STATE or _blank_state(setup)
    return _new_state(blank, setup, objectives, tuple(seats), rules, rng, start, setup.cathedral,
                      deal.strife_board, tool, deal.pioneer_cards, stage, pool)


def _deck_of(setup: GameSetup) -> tuple[tuple[str, ...], bool]:
    """objective_deck(setup) and whether every id in it is known (a known deck deals known
    objectives), kept as the last deck seen."""
    global _last_deck
    deck = objective_deck(setup)
    all_known = all(oid in OBJECTIVES for oid in deck)
    _last_deck = (setup.objective_pool, setup.window.objectives_left_out, setup.modules.rivalry,
                  deck, all_known)
    return deck, all_known


# the last (objective pool, objectives the window leaves out, Rivalry on) seen by identity, its
# deck and whether every id of it is known: one tuple swapped whole (it holds what it keys)
_last_deck: tuple[object, object, bool, tuple[str, ...], bool] = (None, None, False, (), True)


# new_game's state, made as a copy of a blank state with every field new_game sets given (the
# others keep their defaults: round 1, turn 0, nothing in hand...): faster than GameState's
# __init__ and a Round Setup's second copy, the same state
_new_state = replacer(GameState, "setup", "objectives", "seats", "rules", "rng", "start_seat",
                      "cathedral", "strife_board", "strife_tool", "pioneer_cards", "stage", "pool")
_BLANK_STATE: GameState | None = None


def _blank_state(setup: GameSetup) -> GameState:
    """A state of the fields' defaults (made once, with the first setup: every copy gives its
    own setup, objectives, seats, rules and rng)."""
    global _BLANK_STATE
    _BLANK_STATE = GameState(setup, (), (), (), 0)
    return _BLANK_STATE


# new_game's seats, made as SeatState's twin (its slots base) with plain stores, then made a
# SeatState (replace.py's way): every field stored, those new_game does not give at their
# defaults (checked here against SeatState's fields)
_SEAT_TWIN: Any = twin(SeatState)  # its slots base
_SEAT_FIELDS = ("name", "window", "private_objective", "abilities", "tool_cards",
                "tool_boxes_used", "legacy_points", "starting_tool_count", "flourish_cards")
_SEAT_DEFAULTS = {"used_tool_cards": (), "constructed": (), "lost_dice": 0,
                  "pioneer_collected": (), "flourish_kept": (), "favor_tokens": 0}
if (_SEAT_TWIN is None or SeatState.__base__ is not _SEAT_TWIN
        or sorted((*_SEAT_FIELDS, *_SEAT_DEFAULTS)) != sorted(getattr(_SEAT_TWIN, "__slots__", ()))
        or any(a.default != _SEAT_DEFAULTS[a.name] for a in fields(SeatState)
               if a.name in _SEAT_DEFAULTS)):  # pragma: no cover
    raise TypeError("new_game must store every field of SeatState, at its default if not given")
_NO_GLORY = GloryDeal(None, None, (), ())


def choose_flourish(state: GameState, action: ChooseFlourish) -> GameState:
    need(state, FLOURISH, Deed.KEEP_FLOURISH)
    seat_i = state.active_seat
    seat = state.seats[seat_i]
    keep = tuple(bool(k) for k in action.keep)
    if len(keep) != len(seat.flourish_cards):
        raise IllegalAction(FlourishCount(seat.name, len(seat.flourish_cards), len(keep)))
    seat = _seat_kept(seat, keep, seat.favor_tokens + sum(keep))
    seats = state.seats[:seat_i] + (seat,) + state.seats[seat_i + 1 :]
    if state.turn + 1 < len(seats):
        return _next_chooser(state, seats, state.turn + 1)
    return setup_round(_seats_chose(state, seats))


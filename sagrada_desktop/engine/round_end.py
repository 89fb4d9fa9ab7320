"""The round's end: Cathedral Construction, the window's triggers (the round's unlocks), then
the next round's Round Setup with the next Start Player, or the game's end after the last
round. Also the first round's Round Setup."""

from __future__ import annotations

from .actions import ConstructSpace, IllegalAction
from .cathedral import construction_options, with_constructed
from .definitions import WindowRule
from .reasons import CannotConstruct, Deed
from .replace import replace as evolve
from .replace import replacer
from .round_setup import Roller, pool_roller, roll_pool
from .stages import CONSTRUCT, DRAFT, OVER, need
from .state import ROUNDS, GameSetup, GameState, SeatState
from .unlocks import fire_triggers

_round_set = replacer(GameState, "seats", "round_track", "round", "start_seat", "pool", "rng",
                      "turn", "stage", "in_hand")
_first_round_set = replacer(GameState, "pool", "rng", "turn", "stage", "in_hand")
_game_over_set = replacer(GameState, "seats", "in_hand", "round_track", "stage", "pool", "turn")
_seat_constructed = replacer(SeatState, "constructed")
_cathedral_set = replacer(GameState, "seats", "cathedral")


def extra_dice(rules: tuple[WindowRule, ...]) -> int:
    """The extra pool dice the window's rules add."""
    return sum(1 for r in rules if r.kind == "extra-pool-die")


def setup_round(state: GameState) -> GameState:
    """Round 1's Round Setup (after Game Setup, or once every seat chose its Flourish Cards)."""
    pool, rng = game_roller(state.setup, state.rules, len(state.seats))(state.rng)
    return _first_round_set(state, pool, rng, 0, DRAFT, None)


def game_roller(setup: GameSetup, rules: tuple[WindowRule, ...], seats: int) -> Roller:
    """The game's pool roller (roll_pool for its seats, extra dice and strife): the last one
    made when the setup, rules and seats are the last ones seen (a game's every round)."""
    global _last_roller
    last = _last_roller
    if last[0] is setup and last[1] is rules and last[2] == seats:
        return last[3]
    roller = pool_roller(seats, extra_dice(rules), setup.modules.strife)
    _last_roller = (setup, rules, seats, roller)
    return roller


# the last setup, rules and seats seen and their pool roller, one tuple swapped whole (a game's
# rounds look it up once: round_setup.pool_roller)
_last_roller: tuple[object, object, int, Roller] = (None, None, 0, lambda rng: roll_pool(rng, 1))


def construct(state: GameState, action: ConstructSpace) -> GameState:
    """Cathedral Construction by the round's last player, then the round's end."""
    need(state, CONSTRUCT, Deed.CONSTRUCT)
    if action.die not in construction_options(state.cathedral, state.pool):
        raise IllegalAction(CannotConstruct(action.die))
    seat_i = state.active_seat
    seat = state.seats[seat_i]
    seat = _seat_constructed(seat, seat.constructed + (action.die,))
    seats = state.seats[:seat_i] + (seat,) + state.seats[seat_i + 1 :]
    state = _cathedral_set(state, seats, with_constructed(state.cathedral, action.die))
    return end_round(state)


def end_round(state: GameState, seats: tuple[SeatState, ...] | None = None) -> GameState:
    """The round's end (seats: the seats after its last turn, when it ended the round)."""
    track = state.round_track + (state.pool,)
    if state.setup.window.triggers:
        state = evolve(state, seats=state.seats if seats is None else seats, in_hand=None,
                       round_track=track)
        state = fire_triggers(state, game_over=state.round >= ROUNDS)
        seats, track = state.seats, state.round_track
    elif seats is None:
        seats = state.seats
    if state.round >= ROUNDS:
        return _game_over_set(state, seats, None, track, OVER, (), 0)
    n = len(seats)
    last = _last_roller  # (game_roller's look-up, written out)
    roll = (last[3] if last[0] is state.setup and last[1] is state.rules and last[2] == n
            else game_roller(state.setup, state.rules, n))
    pool, rng = roll(state.rng)
    return _round_set(state, seats, track, state.round + 1, (state.start_seat + 1) % n, pool, rng,
                      0, DRAFT, None)


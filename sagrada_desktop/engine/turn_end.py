"""A turn's last deed and its end: the die in hand fills a space, or is lost when it fits
nowhere; then the Pioneer Cards the seat's window now earns, and the next turn (or, after every
seat's two turns, Cathedral Construction or the round's end)."""

from __future__ import annotations

from .actions import FillSpace, IllegalAction, LoseDie
from .cathedral import construction_options
from .glory.pioneer_collection import collect_pioneer_cards_of
from .legal_fills import LAST_MASK, fill_errors, turn_mask
from .reasons import Deed, DieStillFits
from .replace import replacer
from .round_end import end_round
from .stages import CONSTRUCT, DRAFT, PLACE, need
from .state import GameState, SeatState

_next_turn = replacer(GameState, "seats", "in_hand", "turn", "stage")
_seat_filled = replacer(SeatState, "window")
_seat_lost = replacer(SeatState, "lost_dice")


def fill(state: GameState, action: FillSpace) -> GameState:
    """The die in hand fills the space (refused with the reasons when it may not), ending the turn."""
    if state.stage is not PLACE:
        need(state, PLACE, Deed.FILL)
    hand = state.in_hand
    assert hand is not None
    seats = state.seats
    known, mask, seat_i = LAST_MASK[0]  # legal_actions' mask of this state, the seat in turn
    if known is not state:
        mask, seat_i = turn_mask(state)
    seat = seats[seat_i]
    w = seat.window
    row, col = action.row, action.col
    cols = w.cols
    i = row * cols + col
    # the mask holds spaces of the window only: row < rows follows from its bit
    if not (row >= 0 and 0 <= col < cols and mask >> i & 1):
        raise IllegalAction(*fill_errors(state, row, col))
    # a legal fill never breaks a restriction, so nothing needs crossing out; its space is empty
    seat = _seat_filled(seat, w.with_die_at(i, hand.current))
    turn = state.turn + 1
    if turn < 2 * len(seats) and not state.pioneer_cards:  # the usual turn: end_turn, inline
        changed = list(seats)
        changed[seat_i] = seat
        return _next_turn(state, tuple(changed), None, turn, DRAFT)
    return end_turn(state, seat_i, seat)


def lose(state: GameState, _action: LoseDie | None = None) -> GameState:
    """The die in hand is lost, as it fits nowhere (refused when it still fits), ending the turn
    (apply's handler of LoseDie itself: the action says nothing more)."""
    if state.stage is not PLACE:
        need(state, PLACE, Deed.GIVE_UP)
    seats = state.seats
    known, mask, seat_i = LAST_MASK[0]  # legal_actions' mask of this state, the seat in turn
    if known is not state:
        mask, seat_i = turn_mask(state)
    if mask:
        raise IllegalAction(DieStillFits())
    seat = seats[seat_i]
    seat = _seat_lost(seat, seat.lost_dice + 1)
    turn = state.turn + 1
    if turn < 2 * len(seats) and not state.pioneer_cards:  # the usual turn: end_turn, inline
        changed = list(seats)
        changed[seat_i] = seat
        return _next_turn(state, tuple(changed), None, turn, DRAFT)
    return end_turn(state, seat_i, seat)


def end_turn(state: GameState, seat_i: int, seat: SeatState) -> GameState:
    """The turn's end with seat_i now `seat`: Pioneer Cards, then the next turn, Cathedral
    Construction or the round's end."""
    changed = list(state.seats)  # cheaper than slices joined: two objects made, not four
    changed[seat_i] = seat
    seats = tuple(changed)
    if state.pioneer_cards:
        seats = collect_pioneer_cards_of(state, seats, seat_i)
    if state.turn + 1 < 2 * len(seats):  # the usual turn: one copy
        return _next_turn(state, seats, None, state.turn + 1, DRAFT)
    if construction_options(state.cathedral, state.pool):
        return _next_turn(state, seats, None, state.turn, CONSTRUCT)
    return end_round(state, seats)

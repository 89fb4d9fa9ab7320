"""What the Strife Tools offer in a game: values of gray dice, and gray / non-gray swaps.

Strife Tool III in Artisans: a filled space of the seat's window and a die on the Cathedral
Board change places. The space is filled again with the board's die, which must obey every
placement restriction there (as if the space were empty, with the rest of the window as it
is, the Strife Board included); the board gains a die of the space's colour and value. One of
the two must be gray, the other not; the space must show a real die face (a standard colour
or gray, 1-6), and the die going to the board may not repeat one already there.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice
from typing import TYPE_CHECKING

from attrs import frozen

from ..color import STANDARD_COLORS, Color
from ..die import Die, die_of
from ..replace import replacer
from ..round_setup import board_order
from ..state import GameState, SeatState
from ..window_bits import COLOR_LANE, COLOR_SIDE, FACES, LANE_VALUES, VALUE_LANE, VALUE_MASKS
from .strife_boards import gray_on_colors
from .strife_placement import board_mask

if TYPE_CHECKING:
    from ..window_bits import FillBits

_GRAY = Color.GRAY  # a module constant: Color.GRAY is a slow lookup on Python 3.11
_seat_window = replacer(SeatState, "window")


@frozen
class Swap:
    """Strife Tool III's choice: the die at (row, col) of the window trades with `pool_die`."""

    row: int
    col: int
    window_die: Die
    pool_die: Die


def _board_id(state: GameState) -> str | None:
    return state.strife_board.id if state.strife_board is not None else None


def gray_values(dice: list[Die], current: Die) -> list[Die]:
    """The current die with each value shown by a gray die among `dice` (a change only)."""
    values = sorted({d.value for d in dice if d.color is _GRAY} - {current.value})
    return [die_of(current.color, v) for v in values]


def window_gray_values(state: GameState) -> list[Die]:
    """gray_values of the active seat's window dice, read from its masks (the values whose
    dice include a gray one)."""
    assert state.in_hand is not None
    bits = state.seats[state.active_seat].window.bits
    lanes = bits.lanes
    gray = lanes[_GRAY_LANE]
    current = state.in_hand.current
    if not gray:
        return []
    value = current.value
    masks = zip(LANE_VALUES, lanes[VALUE_MASKS], strict=False)
    return [die_of(current.color, v)
            for v in sorted(v for v, m in masks if m & gray and v != value)]


def pool_gray_values(state: GameState) -> list[Die]:
    assert state.in_hand is not None
    return gray_values(list(state.pool), state.in_hand.current)


def _real_face(die: Die) -> bool:
    return (die.color is _GRAY or die.color in STANDARD_COLORS) and 1 <= die.value <= 6


def swap_options(state: GameState) -> list[Swap]:
    """Every legal Strife Tool III swap for the active seat, window space by space."""
    window = state.seats[state.active_seat].window
    cols = window.cols
    return [Swap(i // cols, i % cols, fill, die) for i, fill, die in _swaps(state)]


def nth_swap(state: GameState, k: int) -> Swap | None:
    """swap_options(state)[k], without making the swaps before it or looking past it; None
    when there is no such swap."""
    if k < 0:
        return None
    for i, fill, die in islice(_swaps(state), k, None):
        cols = state.seats[state.active_seat].window.cols
        return Swap(i // cols, i % cols, fill, die)
    return None


def swap_count(state: GameState, seat: SeatState | None = None) -> int:
    """len(swap_options(state)), without making the Swaps: for each board die, the window's
    dice it may trade with, all at once by bitmask. The last answer is kept with what it was
    asked of (one tuple, swapped whole): legal_actions asks again after every effect used on
    the die in hand, with the same window and board. `seat`, when given, is the seat in turn."""
    if seat is None:
        seat = state.seats[state.active_seat]
    bits = seat.window.bits
    board_in_play = state.strife_board
    last = _LAST_SWAP_COUNT[0]
    if last[0] is bits and last[1] is state.pool and last[2] is board_in_play:
        return last[3]  # type: ignore[return-value]
    n = _swap_count(state, bits)
    _LAST_SWAP_COUNT[0] = (bits, state.pool, board_in_play, n)
    return n


_LAST_SWAP_COUNT: list[tuple[object, ...]] = [(None, None, None, 0)]


def swaps_count(state: GameState, seat: SeatState, hand: object) -> int:
    """swap_count for the seat in turn, as effect_offers counts a game effect's options (the
    hand left out: a swap leaves the die in hand as it is)."""
    w = seat.window
    bits = w._bits or w.bits
    last = _LAST_SWAP_COUNT[0]
    if last[0] is bits and last[1] is state.pool and last[2] is state.strife_board:
        return last[3]  # type: ignore[return-value]
    n = _swap_count(state, bits)
    _LAST_SWAP_COUNT[0] = (bits, state.pool, state.strife_board, n)
    return n


def _swap_count(state: GameState, bits: FillBits) -> int:
    p = bits.pattern
    lanes = bits.lanes
    # dice showing a real face: a standard colour or gray, 1-6 (every die, unless an ability
    # made one otherwise: the lanes of other colours and of values past 1-6 say so at once)
    real = bits.dice
    for k in _OTHER_COLORS:
        real &= ~lanes[k]
    if any(lanes[_OTHER_VALUES::2]):
        faces = 0
        for m in lanes[FACES]:
            faces |= m
        real &= faces
    if not real:
        return 0
    gray = lanes[_GRAY_LANE]
    real_gray, real_other = real & gray, real & ~gray  # the window's side of each kind of swap
    filled = bits.filled
    if filled.bit_count() == 1:
        touching = p.full  # the one die, emptied, leaves an empty window: anywhere goes
    else:  # the spaces with a filled neighbour (the space itself left out)
        side = ((filled & p.not_last) << 1) | ((filled & p.not_first) >> 1)
        col = side | filled
        touching = ((col << p.cols) | (col >> p.cols) | side) & p.full
    gray_spaces = -1  # where a gray board die may go: worked out at the first one that asks
    found: list[int] = []  # each board die's window dice to trade with, twins left in
    pool = state.pool
    for d in pool:
        letter = d.color._value_
        if letter == "S":
            if not real_other:
                continue
            if gray_spaces < 0:
                gray_spaces = _gray_spaces(state, bits)
            ok = real_other & gray_spaces
        elif real_gray:
            ok = real_gray & p.color_ok[letter]
        else:
            continue  # a non-gray board die trades with a gray window die only
        value = d.value
        ok &= p.value_ok.get(value, p.value_any) & touching
        if ok:  # not beside a die of the board die's colour or value (window_bits' lanes)
            ok &= ~(lanes[COLOR_SIDE[letter]] | _value_mask(lanes, value, 1))
            if ok:
                found.append(ok)
    if not found:
        return 0
    twins = 0  # the window dice whose twin is on the board may not go there: taken out now
    for d in pool:
        twins |= lanes[COLOR_LANE[d.color._value_]] & _value_mask(lanes, d.value)
    n = 0
    for ok in found:
        n += (ok & ~twins).bit_count()
    return n


def _gray_spaces(state: GameState, bits: FillBits) -> int:
    """The spaces a gray die may fill as far as colour and the Strife Board go."""
    p = bits.pattern
    board = _board_id(state)
    if board is None:
        return p.color_ok["S"]
    return (p.gray_any if gray_on_colors(board) else p.color_ok["S"]) & board_mask(board, bits)


_GRAY_LANE = COLOR_LANE["S"]  # the gray dice's lane of FillBits.lanes
_OTHER_VALUES = FACES.stop  # lanes[_OTHER_VALUES:]: the values' past 1-6
# the lanes of the colours that are neither standard nor gray
_OTHER_COLORS = tuple(k for c, k in COLOR_LANE.items()
                      if c not in {*(s.value for s in STANDARD_COLORS), Color.GRAY.value})


def _value_mask(lanes: list[int], value: int, side: int = 0) -> int:
    """FillBits.value_mask, of the lanes (side 1: the spaces beside those dice)."""
    k = VALUE_LANE.get(value)
    return lanes[k + side] if k is not None and k < len(lanes) else 0


def _swaps(state: GameState) -> Iterator[tuple[int, Die, Die]]:
    window = state.seats[state.active_seat].window
    board = _board_id(state)
    pool = state.pool
    on_board = {(d.color, d.value) for d in pool}
    bits = window.bits
    allowed = board_mask(board, bits) if board is not None else 0
    gray_on = board is not None and gray_on_colors(board)
    fills = window.fills
    m = bits.dice
    while m:
        low = m & -m
        m ^= low
        i = low.bit_length() - 1
        fill = fills[i]
        assert isinstance(fill, Die)
        if not _real_face(fill) or (fill.color, fill.value) in on_board:
            continue
        gray_here = fill.color is _GRAY
        for die in pool:
            if (die.color is _GRAY) == gray_here:
                continue
            # can_fill_on_board on the window with space i emptied (the board's rule at i
            # never looks at i itself)
            if board is None or die.color is not _GRAY:
                ok = bits.can_fill_at(i, die)
            else:
                ok = bits.can_fill_at(i, die, gray_on) and bool(allowed >> i & 1)
            if ok:
                yield i, fill, die


def swapped(seat: SeatState, pool: tuple[Die, ...],
            swap: Swap) -> tuple[SeatState, tuple[Die, ...]]:
    """The seat in turn (its window) and the Cathedral Board after the swap."""
    seat = _seat_window(seat, seat.window.with_fill(swap.row, swap.col, swap.pool_die))
    pool = tuple(sorted([d for d in pool if d != swap.pool_die] + [swap.window_die],
                        key=board_order))
    return seat, pool

"""Where the drafted die may go: the legal-fill mask of the window (the Strife Board's say on a
gray die, the first die on the edge under that New Rule), its FillSpace actions, and the
reasons a space is refused."""

from __future__ import annotations

from functools import lru_cache

from .actions import FillSpace
from .color import Color
from .editions import rules_of
from .glory.strife_boards import gray_on_colors
from .glory.strife_placement import board_mask, placement_errors_on_board
from .reasons import FirstOnEdge, NothingDrafted, Reason
from .stages import PLACE
from .state import _ACTIVE, GameState, SeatState
from .window import Window, neighbour_tables

_GRAY = Color.GRAY


def first_on_edge(state: GameState, seat: SeatState) -> bool:
    """The first-on-edge New Rule holds for the seat's first die."""
    return not seat.window.has_any_fill and any(r.kind == "first-on-edge" for r in state.rules)


def edge_ok(seat: SeatState, i: int) -> bool:
    """Space i is on the window's outer edge (the grid's, or next to a space outside it)."""
    w = seat.window
    r, c = divmod(i, w.cols)
    if r in (0, w.rows - 1) or c in (0, w.cols - 1):
        return True
    _, adj = neighbour_tables(w.rows, w.cols)
    return any(not w.spaces[j].exists for j in adj[i])


def fill_spaces(state: GameState) -> list[FillSpace]:
    """The spaces the drafted die may fill now."""
    if state.stage is not PLACE or state.in_hand is None:
        return []
    seat_i = state.active_seat
    return list(fill_list(state.seats[seat_i].window, place_mask(state, seat_i)))


# the last legal-fill mask asked for: (the state, its mask, the index of the seat in turn), one
# tuple in a one-item list, swapped whole (safe across threads). The entry holds the state, so
# no other state can have its identity while the entry lives; a state is frozen, so its mask
# never changes. legal_actions and apply(FillSpace) read it too (the seat's index with it).
LAST_MASK: list[tuple[object, int, int]] = [(None, 0, 0)]


def place_mask(state: GameState, seat_i: int) -> int:
    """The spaces of seat seat_i's window (the seat in turn) the die in hand may fill now (the
    Strife Board's say on a gray die, the first die on the edge under that New Rule). The last
    answer is kept (LAST_MASK, by the state), as apply(FillSpace) asks again what
    legal_actions just asked."""
    last = LAST_MASK[0]
    if last[0] is state:
        return last[1]
    seat = state.seats[seat_i]
    hand = state.in_hand
    assert hand is not None
    w = seat.window
    die = hand.current
    board = state.strife_board
    bits = w._bits or w.bits
    # after a placement ability: where the game's rules edition lets the die go
    spaces = rules_of(state).placement_ability_spaces if hand.ignore_adjacency else None
    if board is not None and die.color is _GRAY:
        mask = bits.legal_fill_mask(die, hand.ignore_adjacency, gray_on_colors(board.id), spaces)
        if mask:
            mask &= board_mask(board.id, bits)
    else:
        mask = bits.legal_fill_mask(die, hand.ignore_adjacency, False, spaces)
    if not bits.filled and mask and state.rules and first_on_edge(state, seat):
        mask &= bits.pattern.edge
    LAST_MASK[0] = (state, mask, seat_i)
    return mask


def turn_mask(state: GameState) -> tuple[int, int]:
    """place_mask of the seat in turn, and that seat (fill and lose read both from LAST_MASK
    themselves when legal_actions just left them there)."""
    seats = state.seats
    try:
        seat_i = _ACTIVE[len(seats)][state.start_seat][state.turn]
    except IndexError:
        seat_i = state.active_seat
    return place_mask(state, seat_i), seat_i


def fill_list(w: Window, mask: int) -> tuple[FillSpace, ...]:
    """The FillSpace actions of the spaces in mask, one tuple per mask and printed pattern
    (made from the tuples of each 8 spaces' masks, fill_chunks)."""
    lists = w.bits.pattern.fill_lists
    got = lists.get(mask)
    if got is None:
        out: tuple[FillSpace, ...] = ()
        m = mask
        for table in fill_chunks(w.rows, w.cols):
            if m & 0xFF:
                out += table[m & 0xFF]
            m >>= 8
            if not m:
                break
        if len(lists) > 1 << 14:
            lists.clear()
        got = lists[mask] = out
    return got  # type: ignore[return-value]


def fill_bytes(w: Window) -> tuple[tuple[tuple[FillSpace, ...], ...], ...]:
    """fill_chunks of w's shape, kept in its pattern's bits (PatternBits.fill_bytes)."""
    p = w.bits.pattern
    got = p.fill_bytes
    if got is None:
        got = p.fill_bytes = fill_chunks(w.rows, w.cols)
    return got  # type: ignore[return-value]


@lru_cache(maxsize=64)
def fill_chunks(rows: int, cols: int) -> tuple[tuple[tuple[FillSpace, ...], ...], ...]:
    """Per 8 spaces (flat index 8k to 8k+7), the FillSpace tuple of each 8-bit mask of them."""
    table = fill_actions(rows, cols)
    return tuple(
        tuple(tuple(table[base + b] for b in range(8) if byte >> b & 1 and base + b < len(table))
              for byte in range(256))
        for base in range(0, len(table), 8))


@lru_cache(maxsize=64)
def fill_actions(rows: int, cols: int) -> tuple[FillSpace, ...]:
    """One FillSpace per space, made once per shape (actions are frozen: shared safely)."""
    return tuple(FillSpace(i // cols, i % cols) for i in range(rows * cols))


def fill_errors(state: GameState, row: int, col: int) -> list[Reason]:
    """Why the drafted die may not fill (row, col) now, as reasons: empty when it may."""
    hand = state.in_hand
    if state.stage is not PLACE or hand is None:
        return [NothingDrafted()]
    seat = state.seats[state.active_seat]
    errors = placement_errors_on_board(seat.window, row, col, hand.current, board_id(state),
                                       ignore_adjacency=hand.ignore_adjacency,
                                       refusals=rules_of(state).placement_ability_refusals)
    if not errors and first_on_edge(state, seat) and not edge_ok(seat, row * seat.window.cols + col):
        errors.append(FirstOnEdge())
    return errors


def board_id(state: GameState) -> str | None:
    """The Strife Board in play, by id (None: no board)."""
    return state.strife_board.id if state.strife_board is not None else None


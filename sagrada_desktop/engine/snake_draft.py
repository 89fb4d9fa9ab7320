"""The snake draft: clockwise from the Start Player, then back counterclockwise."""

from __future__ import annotations

from functools import lru_cache


def snake_order(seats: int, start: int) -> list[int]:
    """The seat of each of the round's 2 x seats turns."""
    return list(snake_tuple(seats, start))


@lru_cache(maxsize=64)
def snake_tuple(seats: int, start: int) -> tuple[int, ...]:
    if seats < 1 or not 0 <= start < seats:
        raise ValueError(f"snake_order needs 1+ seats and a start seat in range, got {seats}, {start}")
    first = [(start + k) % seats for k in range(seats)]
    return tuple(first + first[::-1])


def final_round_position(seats: int, start: int, seat: int) -> int:
    """0 for the round's Start Player, 1 for the next seat clockwise, ..."""
    return (seat - start) % seats

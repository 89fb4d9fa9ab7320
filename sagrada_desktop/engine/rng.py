"""The game's seeded random generator (SplitMix64), carried in the state as one integer.

Every random event (dice rolled, objectives dealt, start player) draws from it, so the same
seed and the same actions always give the same game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from struct import Struct
from typing import TypeVar

_MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15  # SplitMix64's step (round_setup and below write the steps out)
T = TypeVar("T")


def next_u64(state: int) -> tuple[int, int]:
    """(random 64-bit number, next state)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31), state


def below(state: int, n: int) -> tuple[int, int]:
    """A number in 0..n-1 and the next state (next_u64's steps, written out)."""
    state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return (z ^ (z >> 31)) % n, state


def roll(state: int) -> tuple[int, int]:
    """A die roll 1..6 and the next state (next_u64's steps, written out)."""
    state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    return (z ^ (z >> 31)) % 6 + 1, state


def shuffled(state: int, items: Sequence[T]) -> tuple[list[T], int]:
    """Fisher-Yates from the last item down, j = below(state, i + 1) (written out; a deck
    of 4 or more takes its numbers from one batch, outputs(): cheaper from 3 numbers on)."""
    out = list(items)
    if len(out) > 3:
        draws, state = outputs(state, len(out) - 1)
        i = len(out)
        for z in draws:  # permuted's steps
            j = z % i
            i -= 1
            out[i], out[j] = out[j], out[i]
        return out, state
    for i in range(len(out) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        j = (z ^ (z >> 31)) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state


def first_three(items: Sequence[T], draws: Sequence[int]) -> tuple[T, T, T]:
    """permuted(items, draws)[:3] of 3 items or more: a place past the first 3 is never read
    after its step, so its step only moves an item down (no swap), and the last two steps
    are written out."""
    out = list(items)
    n = i = len(out)
    for z in draws[:n - 3]:
        i -= 1
        out[z % (i + 1)] = out[i]
    j = draws[n - 3] % 3
    out[2], out[j] = out[j], out[2]
    j = draws[n - 2] % 2
    out[1], out[j] = out[j], out[1]
    return out[0], out[1], out[2]


def permuted(items: Sequence[T], draws: Sequence[int]) -> list[T]:
    """shuffled's list, from the numbers it would draw (len(items) - 1 outputs of next_u64,
    in order, taken from a batch made for more draws than this one)."""
    out = list(items)
    i = len(out)
    for z in draws:
        j = z % i
        i -= 1
        out[i], out[j] = out[j], out[i]
    return out


# outputs(): SplitMix64's states are an arithmetic sequence and each output depends on its own
# state alone, so n outputs are computed at once, as n 128-bit lanes of one Python integer (a
# 64-bit lane times a 64-bit constant stays inside its 128 bits; the shifts' spill into the
# next lane is masked off before each product)
Lanes = tuple[int, int, int, int, Callable[[bytes], tuple[int, ...]]]
_LANES: dict[int, Lanes] = {}


def output_lanes(n: int) -> Lanes:
    """next_outputs' constants for n numbers: the lanes' ones (times a state: the state in
    every lane), their steps (lane i: i + 1 steps), the lanes' low 64 bits, the lanes' bytes,
    and the reader of the lanes' numbers from those bytes."""
    got = _LANES.get(n)
    if got is None:
        ones = sum(1 << (128 * i) for i in range(n))
        # the lanes' low 64 bits, read from their little-endian bytes as one struct: 'Q8x' is
        # an unsigned 64-bit word and 8 bytes skipped, n times
        got = (ones, sum((i + 1) << (128 * i) for i in range(n)) * GOLDEN, ones * _MASK,
               16 * n, Struct("<" + "Q8x" * n).unpack)
        if len(_LANES) < 256:
            _LANES[n] = got
    return got


def outputs(state: int, n: int) -> tuple[tuple[int, ...], int]:
    """The next n outputs of next_u64 (in order) and the state after them."""
    if n <= 0:
        return (), state
    return next_outputs(state, n), (state + n * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF


def next_outputs(state: int, n: int) -> tuple[int, ...]:
    """outputs(state, n)'s numbers alone (n >= 1)."""
    ones, steps, mask, size, words = _LANES.get(n) or output_lanes(n)
    s = (state * ones + steps) & mask
    z = ((s ^ (s >> 30)) & mask) * 0xBF58476D1CE4E5B9 & mask
    z = ((z ^ (z >> 27)) & mask) * 0x94D049BB133111EB & mask
    z ^= z >> 31  # a lane's low 64 bits take nothing from the next lane: no mask needed
    return words(z.to_bytes(size, "little"))


def seed_state(seed: int) -> int:
    return seed & _MASK

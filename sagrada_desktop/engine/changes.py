"""What an action changed, so views refresh only that (compared by identity: frozen parts
that did not change are the very same objects)."""

from __future__ import annotations

from .state import GameState


def what_changed(before: GameState, after: GameState) -> frozenset[str]:
    """Names of the parts that differ: pool, hand, cathedral, round, stage, opened, seat:N."""
    out: set[str] = set()
    if before.pool is not after.pool:
        out.add("pool")
    if before.in_hand is not after.in_hand:
        out.add("hand")
    if before.cathedral is not after.cathedral:
        out.add("cathedral")
    if before.round != after.round or before.start_seat != after.start_seat:
        out.add("round")
    if before.stage is not after.stage or before.turn != after.turn:
        out.add("stage")
    if before.opened is not after.opened:
        out.add("opened")
    for i, (a, b) in enumerate(zip(before.seats, after.seats, strict=True)):
        if a is not b:
            out.add(f"seat:{i}")
    return frozenset(out)

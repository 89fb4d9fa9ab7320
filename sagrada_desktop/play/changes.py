"""What one step of play changed, named part by part, so each view refreshes only its part.

Compared by identity: the engine's frozen parts that did not change are the very same objects.
"""

from __future__ import annotations

from attrs import frozen

from ..engine import GameState


@frozen
class Changes:
    """The parts of the game one step changed (empty: nothing did)."""

    windows: frozenset[int] = frozenset()  # seats whose window, tokens or cards changed
    pool: bool = False          # the Draft Pool
    hand: bool = False          # the die in hand
    cathedral: bool = False     # the Cathedral Board
    round_track: bool = False   # the round, its start player, the Round Track
    turn: bool = False          # whose turn, and which step of it
    opened: bool = False        # envelopes opened during the game
    glory: bool = False         # the Strife board and tool, the Pioneer cards

    @classmethod
    def between(cls, before: GameState, after: GameState) -> Changes:
        return cls(
            windows=frozenset(i for i, (a, b) in enumerate(
                zip(before.seats, after.seats, strict=True)) if a is not b),
            pool=before.pool is not after.pool,
            hand=before.in_hand is not after.in_hand,
            cathedral=before.cathedral is not after.cathedral,
            round_track=(before.round != after.round or before.start_seat != after.start_seat
                         or before.round_track is not after.round_track),
            turn=before.stage is not after.stage or before.turn != after.turn,
            opened=before.opened is not after.opened,
            glory=(before.strife_board is not after.strife_board
                   or before.strife_tool is not after.strife_tool
                   or before.pioneer_cards is not after.pioneer_cards),
        )

    def __bool__(self) -> bool:
        return bool(self.windows) or any((self.pool, self.hand, self.cathedral,
                                          self.round_track, self.turn, self.opened, self.glory))

    @property
    def scores(self) -> bool:
        """Whether a score may have moved: a window, the Cathedral Board or the Glory cards."""
        return bool(self.windows) or self.cathedral or self.glory

    def window(self, seat: int) -> bool:
        return seat in self.windows

"""What the robot counts over its games."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Tally:
    games: int = 0                      # whole games played to the scoring table
    turns: int = 0                      # the robot's own turns
    drops: int = 0                      # drags released on a space the die may fill
    failed_drops: list[str] = field(default_factory=list)   # placed nothing, or elsewhere
    drops_by_shape: Counter[str] = field(default_factory=Counter)
    failed_by_shape: Counter[str] = field(default_factory=Counter)
    refused_drops: int = 0              # drags released on a space that refuses the die, as meant
    clicks: int = 0                     # turns played click, then click
    keyboard: int = 0                   # turns played by keys alone
    constructions: int = 0
    given_up: int = 0                   # dice given up
    off_screen: set[str] = field(default_factory=set)       # controls outside the screen
    window_too_big: set[str] = field(default_factory=set)   # the window past the screen
    popups_in_drags: list[str] = field(default_factory=list)  # a window shown during a drag
    incomplete: list[str] = field(default_factory=list)      # steps the robot could not do
    scores: list[list[int]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("games", "turns", "drops", "refused_drops", "clicks", "keyboard",
                     "constructions", "given_up"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.failed_drops += other.failed_drops
        self.drops_by_shape += other.drops_by_shape
        self.failed_by_shape += other.failed_by_shape
        self.off_screen |= other.off_screen
        self.window_too_big |= other.window_too_big
        self.popups_in_drags += other.popups_in_drags
        self.incomplete += other.incomplete
        self.scores += other.scores

    def summary(self) -> dict[str, Any]:
        return {
            "games": self.games, "turns": self.turns, "drops": self.drops,
            "failed_drops": len(self.failed_drops), "refused_drops": self.refused_drops,
            "clicks": self.clicks, "keyboard": self.keyboard,
            "constructions": self.constructions, "given_up": self.given_up,
            "drops_by_shape": dict(sorted(self.drops_by_shape.items())),
            "failed_by_shape": dict(sorted(self.failed_by_shape.items())),
            "controls_off_screen": len(self.off_screen),
            "window_past_the_screen": len(self.window_too_big),
            "windows_during_drags": len(self.popups_in_drags),
            "steps_not_completed": len(self.incomplete),
        }

    def problems(self) -> list[str]:
        """Everything that should be zero, said."""
        return ([f"failed drop: {d}" for d in self.failed_drops]
                + [f"off screen: {c}" for c in sorted(self.off_screen)]
                + [f"window past the screen: {w}" for w in sorted(self.window_too_big)]
                + [f"window during a drag: {p}" for p in self.popups_in_drags]
                + [f"not completed: {s}" for s in self.incomplete])

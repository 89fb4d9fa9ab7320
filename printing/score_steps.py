"""The six scoring steps of the rule book, as rows of a scoring box or scorecard."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from . import wording


class ScoreLike(Protocol):
    """What a scored seat carries (the engine's ScoreCard has these fields)."""

    @property
    def name(self) -> str: ...
    @property
    def starting_tools(self) -> int: ...
    @property
    def public(self) -> tuple[int, ...]: ...
    @property
    def private(self) -> int: ...
    @property
    def tools(self) -> int: ...
    @property
    def broken_empty(self) -> int: ...
    @property
    def extra(self) -> int: ...
    @property
    def total(self) -> int: ...
    @property
    def place(self) -> int: ...


def step_labels(public_names: Sequence[str] = ()) -> list[tuple[str, str]]:
    """(step number, label) for each row: 1 starting tools, 2 A/B/C, 3 private, 4 tools,
    5 broken and empty, 6 other points. A public objective's name follows its letter."""
    rows = [("1", wording.STEP_STARTING_TOOLS)]
    for i, letter in enumerate("ABC"):
        label = wording.STEP_PUBLIC.format(letter=letter)
        if i < len(public_names) and public_names[i]:
            label = f"{letter} \u00b7 {public_names[i]}"
        rows.append(("2" if i == 0 else "", label))
    rows += [("3", wording.STEP_PRIVATE), ("4", wording.STEP_TOOLS),
             ("5", wording.STEP_BROKEN), ("6", wording.STEP_EXTRA)]
    return rows


def step_values(score: ScoreLike) -> list[str]:
    """The numbers of the rows of step_labels, in order."""
    public = list(score.public) + [0] * (3 - len(score.public))
    return [str(v) for v in (score.starting_tools, *public[:3], score.private, score.tools,
                             score.broken_empty, score.extra)]


def place_label(place: int) -> str:
    return wording.place_word(place)

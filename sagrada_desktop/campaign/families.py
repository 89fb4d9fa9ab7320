"""A family of artisans: its journal, Legacy Points, tools, Market progress, Family Crest,
Dedication Abilities and Magic Square, as the campaign carries them from window to window."""

from __future__ import annotations

from typing import Literal

from attrs import frozen

from ..engine import Color, Die, ScoreCard, Window
from .paper_score import MagicMark, PaperScore

SQUARE_CELLS = 16

LegacySource = Literal[
    "placement",          # the reward chart: 1st place (the window's points), 2nd place
    "market",             # a Legacy Point box of a Market track (Books of Wisdom)
    "color-variety",      # a Magic Objective completed at the end of a game
    "color-collections",  # the Magic Objective scored at the end of the campaign
    "envelope",           # an opened envelope's grant
]


@frozen
class LegacyAward:
    """Legacy Points gained: how many, why, and during which window (its number, 1-10)."""

    points: int
    source: LegacySource
    window: int
    detail: str


@frozen
class FamilyMember:
    """The family member of one age: named when the campaign starts or at a Cleanup,
    working from window `from_window` on."""

    name: str
    from_window: int


@frozen
class CrestSticker:
    """A Family Crest ability sticker; `color` is the colour recorded for a colour changer."""

    ability: str
    color: Color | None = None


@frozen
class TrackProgress:
    """How many boxes of one Market track are crossed off."""

    track: str
    crossed: int = 0


@frozen
class SquareCell:
    """One cell of the family's Magic Square: coloured, broken (crossed out) or empty."""

    color: Color | None = None
    broken: bool = False

    @property
    def is_free(self) -> bool:
        return self.color is None and not self.broken


@frozen
class JournalEntry:
    """One window played, as the family's journal keeps it.

    final_window: the window as it was finished; None when it was played at the table and
    only its scorecard was typed in (`paper`: the numbers, and what the campaign needs of the
    window: its Magic Square spaces, broken and empty spaces, star spaces). at_table: played
    at the table (on paper, with real dice) rather than on screen."""

    window: str
    number: int
    member: str
    final_window: Window | None
    score: ScoreCard
    private_objective: str
    public_objectives: tuple[str, ...]
    constructed: tuple[Die, ...] = ()
    tool_boxes_used: tuple[int, ...] = ()
    masterpiece: str = ""
    paper: PaperScore | None = None
    at_table: bool = False

    @property
    def place(self) -> int:
        return self.score.place

    def _paper(self) -> PaperScore:
        if self.paper is None:
            raise ValueError("a journal entry keeps its window or its scorecard")
        return self.paper

    @property
    def broken_spaces(self) -> int:
        w = self.final_window
        return w.broken_count if w is not None else self._paper().broken

    @property
    def empty_spaces(self) -> int:
        w = self.final_window
        return w.empty_count if w is not None else self._paper().empty

    @property
    def stars_filled(self) -> bool:
        """Every star space of the window filled (with a die or crossed out)."""
        w = self.final_window
        if w is None:
            return self._paper().stars_filled
        return all(f is not None for s, f in zip(w.spaces, w.fills, strict=True)
                   if s.exists and s.star)

    def magic_marks(self) -> tuple[MagicMark, ...]:
        """The window's Magic Square spaces filled (their colour) or broken (None), in the
        window's order; a space left empty has no mark."""
        w = self.final_window
        if w is None:
            return self._paper().magic
        out = []
        for space, fill in zip(w.spaces, w.fills, strict=True):
            if not space.exists or space.magic is None or fill is None:
                continue
            out.append(MagicMark(space.magic, fill.color if isinstance(fill, Die) else None))
        return tuple(out)


@frozen
class Family:
    """A family of the campaign (seat order is the order of Campaign.families).

    tool_box_slots: how many Tool Box Capacity slots are filled (left to right).
    crest: the crest's top slots (Family Skill Training stickers); crest_base: the stickers
    envelopes hand out, which no sticker covers; covered: stickers covered by later ones.
    square: the 16 Magic Square cells, row-major. variety_awarded: the Color Variety awards
    already earned, as "objective:first" and "objective:all".
    """

    name: str
    color: Color
    members: tuple[FamilyMember, ...]
    crest: tuple[CrestSticker | None, ...]
    tool_box_slots: int = 0
    journal: tuple[JournalEntry, ...] = ()
    legacy: tuple[LegacyAward, ...] = ()
    tools: tuple[str, ...] = ()
    market: tuple[TrackProgress, ...] = ()
    crest_base: tuple[CrestSticker, ...] = ()
    covered: tuple[CrestSticker, ...] = ()
    dedications: tuple[str, ...] = ()
    square: tuple[SquareCell, ...] = (SquareCell(),) * SQUARE_CELLS
    variety_awarded: tuple[str, ...] = ()

    @property
    def legacy_points(self) -> int:
        return sum(a.points for a in self.legacy)

    @property
    def member(self) -> str:
        """The family member of the current age."""
        return self.members[-1].name if self.members else ""

    @property
    def last_place(self) -> int | None:
        """The placement in the most recently finished window (None before the first)."""
        return self.journal[-1].place if self.journal else None

    def crossed(self, track: str) -> int:
        return next((p.crossed for p in self.market if p.track == track), 0)

    def stickers(self) -> tuple[CrestSticker, ...]:
        """Every active Family Crest sticker: the envelope ones, then the top slots."""
        return self.crest_base + tuple(s for s in self.crest if s is not None)

    def has_sticker(self, ability: str) -> bool:
        every = self.crest_base + self.covered + tuple(s for s in self.crest if s is not None)
        return any(s.ability == ability for s in every)


@frozen
class FamilySetup:
    """What a family chooses before its first window: name, colour, first member."""

    name: str
    color: Color
    member: str = ""

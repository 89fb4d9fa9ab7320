"""The Glory cards of resources/glory/ checked against the engine's rules: every Strife Board
and Pioneer Card names a rule the engine has, every Flourish pattern can be completed, and each
deck holds enough cards for a game of six seats."""

from __future__ import annotations

from ..engine.glory.cards import GloryCards
from ..engine.glory.game_setup import FLOURISH_PER_SEAT, PIONEER_REVEALED
from ..engine.glory.pioneer_goals import PIONEER_GOALS
from ..engine.glory.strife_boards import BOARD_RULES
from .files import GLORY
from .sources import Sources

MOST_SEATS = 6
GRAY_EFFECTS = ("gray-window-value", "gray-pool-value", "swap-gray")


def _pattern_problem(pattern: tuple[str, ...]) -> str:
    """Why a Flourish pattern cannot be a Flourish Card (empty: it can)."""
    if not pattern or any(len(row) != len(pattern[0]) for row in pattern) or not pattern[0]:
        return "rows of one length are expected, such as [\"AB\", \"BA\"]"
    odd = sorted({ch for row in pattern for ch in row} - set("AB."))
    if odd:
        return f"only A, B and . are expected; found {', '.join(repr(ch) for ch in odd)}"
    cells = {(r, c): ch for r, row in enumerate(pattern) for c, ch in enumerate(row) if ch != "."}
    if {"A", "B"} - set(cells.values()):
        return "a Flourish needs A cells and B cells (two colours)"
    for (r, c), ch in cells.items():
        if cells.get((r, c + 1)) == ch or cells.get((r + 1, c)) == ch:
            return (f"two {ch} cells share an edge (row {r + 1}, column {c + 1}): same-colour "
                    "dice cannot touch, so the pattern could never be made")
    return ""


def _enough(sources: Sources, name: str, what: str, count: int, least: int) -> None:
    if count < least:
        sources.add_at(sources.file(f"{GLORY}/{name}"), "", "",
                       f"{count} {what}; a game needs at least {least}")


def check_glory(glory: GloryCards, sources: Sources) -> None:
    for board in glory.strife_boards:
        if board.id not in BOARD_RULES:
            sources.add("Strife Board", board.id, "id",
                        f"no placement rule for this board; the rules known are for "
                        f"{', '.join(sorted(BOARD_RULES))}")
    numbers = [b.number for b in glory.strife_boards]
    if sorted(numbers) != list(range(1, len(numbers) + 1)):
        sources.add_at(sources.file(f"{GLORY}/strife-boards.toml"), "", "number",
                       f"the boards are numbered 1 to {len(numbers)}, each once; found "
                       f"{', '.join(map(str, numbers))}")
    for tool in glory.strife_tools:
        if tool.effect.kind not in GRAY_EFFECTS:
            sources.add("Tool Card", tool.id, "effect",
                        f"a Strife Tool acts on gray dice: one of {', '.join(GRAY_EFFECTS)}")
    for card in glory.pioneer_cards:
        if card.id not in PIONEER_GOALS:
            sources.add("Pioneer Card", card.id, "id",
                        f"no goal rule for this card; the goals known are for "
                        f"{', '.join(PIONEER_GOALS)}")
        if card.points < 1:
            sources.add("Pioneer Card", card.id, "points", "at least 1 point is expected")
    for flourish in glory.flourish_cards:
        problem = _pattern_problem(flourish.pattern)
        if problem:
            sources.add("Flourish Card", flourish.id, "pattern", problem)
        if flourish.points < 1:
            sources.add("Flourish Card", flourish.id, "points", "at least 1 point is expected")
    _enough(sources, "strife-boards.toml", "Strife Boards", len(glory.strife_boards), 1)
    _enough(sources, "strife-tools.toml", "Strife Tools", len(glory.strife_tools), 1)
    _enough(sources, "pioneer-cards.toml", "Pioneer Cards", len(glory.pioneer_cards),
            PIONEER_REVEALED)
    _enough(sources, "flourish-cards.toml", "Flourish Cards", len(glory.flourish_cards),
            FLOURISH_PER_SEAT * MOST_SEATS)

"""The Glory decks checked against the engine's rules, wherever they come from (the content
files, or a saved game's setup): every Strife Board and Pioneer Card names a rule the engine
has, every Strife Tool acts on gray dice, every Flourish pattern can be completed, and each
deck holds enough cards for a game of six seats."""

from __future__ import annotations

from attrs import frozen

from .cards import GloryCards
from .game_setup import FLOURISH_PER_SEAT, PIONEER_REVEALED
from .pioneer_goals import PIONEER_GOALS
from .strife_boards import BOARD_RULES

MOST_SEATS = 6
GRAY_EFFECTS = ("gray-window-value", "gray-pool-value", "swap-gray")


@frozen
class CardProblem:
    """deck: the GloryCards field (strife_boards ...); card: its id (empty: the deck as a
    whole); field: the card's field."""

    deck: str
    card: str
    field: str
    message: str


def pattern_problem(pattern: tuple[str, ...]) -> str:
    """Why a Flourish pattern cannot be a Flourish Card (empty: it can)."""
    if not pattern or not pattern[0] or any(len(row) != len(pattern[0]) for row in pattern):
        return "rows of one length are expected, such as [\"AB\", \"BA\"]"
    if len(pattern) > MOST_SEATS or len(pattern[0]) > MOST_SEATS:
        return f"at most {MOST_SEATS} rows of {MOST_SEATS} cells (a window's largest size)"
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


def _enough(deck: str, what: str, count: int, least: int) -> list[CardProblem]:
    if count >= least:
        return []
    return [CardProblem(deck, "", "", f"{count} {what}; a game needs at least {least}")]


def card_problems(glory: GloryCards) -> list[CardProblem]:
    out: list[CardProblem] = []
    for board in glory.strife_boards:
        if board.id not in BOARD_RULES:
            out.append(CardProblem("strife_boards", board.id, "id",
                                   "no placement rule for this board; the rules known are for "
                                   f"{', '.join(sorted(BOARD_RULES))}"))
    numbers = [b.number for b in glory.strife_boards]
    if sorted(numbers) != list(range(1, len(numbers) + 1)):
        out.append(CardProblem("strife_boards", "", "number",
                               f"the boards are numbered 1 to {len(numbers)}, each once; found "
                               f"{', '.join(map(str, numbers))}"))
    for tool in glory.strife_tools:
        if tool.effect.kind not in GRAY_EFFECTS:
            out.append(CardProblem("strife_tools", tool.id, "effect",
                                   f"a Strife Tool acts on gray dice: one of "
                                   f"{', '.join(GRAY_EFFECTS)}"))
    for card in glory.pioneer_cards:
        if card.id not in PIONEER_GOALS:
            out.append(CardProblem("pioneer_cards", card.id, "id",
                                   "no goal rule for this card; the goals known are for "
                                   f"{', '.join(PIONEER_GOALS)}"))
        if card.points < 1:
            out.append(CardProblem("pioneer_cards", card.id, "points",
                                   "at least 1 point is expected"))
    for flourish in glory.flourish_cards:
        problem = pattern_problem(flourish.pattern)
        if problem:
            out.append(CardProblem("flourish_cards", flourish.id, "pattern", problem))
        if flourish.points < 1:
            out.append(CardProblem("flourish_cards", flourish.id, "points",
                                   "at least 1 point is expected"))
    for deck, cards in (("strife_boards", glory.strife_boards),
                        ("strife_tools", glory.strife_tools),
                        ("pioneer_cards", glory.pioneer_cards),
                        ("flourish_cards", glory.flourish_cards)):
        ids = [c.id for c in cards]
        for ident in sorted({i for i in ids if ids.count(i) > 1}):
            out.append(CardProblem(deck, ident, "id", "the same id twice in the deck"))
    out += _enough("strife_boards", "Strife Boards", len(glory.strife_boards), 1)
    out += _enough("strife_tools", "Strife Tools", len(glory.strife_tools), 1)
    out += _enough("pioneer_cards", "Pioneer Cards", len(glory.pioneer_cards), PIONEER_REVEALED)
    out += _enough("flourish_cards", "Flourish Cards", len(glory.flourish_cards),
                   FLOURISH_PER_SEAT * MOST_SEATS)
    return out

"""The Glory decks checked against the engine's rules, wherever they come from (the content
files, or a saved game's setup): every Strife Board and Pioneer Card names a rule the engine
has, every Strife Tool acts on gray dice, every Flourish pattern can be completed, and each
deck holds enough cards for a game of six seats."""

from __future__ import annotations

from typing import Literal, TypeAlias

from attrs import frozen

from .cards import GloryCards
from .game_setup import FLOURISH_PER_SEAT, PIONEER_REVEALED
from .pioneer_goals import PIONEER_GOALS
from .strife_boards import BOARD_RULES

MOST_SEATS = 6
GRAY_EFFECTS = ("gray-window-value", "gray-pool-value", "swap-gray")


ProblemKind = Literal[
    "rows-uneven", "pattern-too-large", "pattern-letters", "pattern-two-colours",
    "cells-touch", "board-no-rule", "boards-numbered", "tool-not-gray", "pioneer-no-goal",
    "points-least", "id-twice", "deck-too-small",
]
ProblemValue: TypeAlias = int | str | tuple[int | str, ...]


@frozen
class CardProblem:
    """deck: the GloryCards field (strife_boards ...); card: its id (empty: the deck as a
    whole); field: the card's field; kind and values: what is wrong, as data (the layers
    above word each kind, see sagrada_desktop/wording/rule_details.py)."""

    deck: str
    card: str
    field: str
    kind: ProblemKind
    values: tuple[tuple[str, ProblemValue], ...] = ()

    def value(self, name: str) -> ProblemValue:
        return dict(self.values)[name]


def pattern_problem(pattern: tuple[str, ...]) -> tuple[ProblemKind, tuple[tuple[str, ProblemValue], ...]] | None:
    """Why a Flourish pattern cannot be a Flourish Card, as a kind and its values (None: it
    can)."""
    if not pattern or not pattern[0] or any(len(row) != len(pattern[0]) for row in pattern):
        return "rows-uneven", ()
    if len(pattern) > MOST_SEATS or len(pattern[0]) > MOST_SEATS:
        return "pattern-too-large", (("most", MOST_SEATS),)
    odd = sorted({ch for row in pattern for ch in row} - set("AB."))
    if odd:
        return "pattern-letters", (("letters", tuple(odd)),)
    cells = {(r, c): ch for r, row in enumerate(pattern) for c, ch in enumerate(row) if ch != "."}
    if {"A", "B"} - set(cells.values()):
        return "pattern-two-colours", ()
    for (r, c), ch in cells.items():
        if cells.get((r, c + 1)) == ch or cells.get((r + 1, c)) == ch:
            return "cells-touch", (("letter", ch), ("row", r + 1), ("column", c + 1))
    return None


def _enough(deck: str, count: int, least: int) -> list[CardProblem]:
    if count >= least:
        return []
    return [CardProblem(deck, "", "", "deck-too-small", (("count", count), ("least", least)))]


def card_problems(glory: GloryCards) -> list[CardProblem]:
    out: list[CardProblem] = []
    for board in glory.strife_boards:
        if board.id not in BOARD_RULES:
            out.append(CardProblem("strife_boards", board.id, "id", "board-no-rule",
                                   (("known", tuple(sorted(BOARD_RULES))),)))
    numbers = [b.number for b in glory.strife_boards]
    if sorted(numbers) != list(range(1, len(numbers) + 1)):
        out.append(CardProblem("strife_boards", "", "number", "boards-numbered",
                               (("count", len(numbers)), ("found", tuple(numbers)))))
    for tool in glory.strife_tools:
        if tool.effect.kind not in GRAY_EFFECTS:
            out.append(CardProblem("strife_tools", tool.id, "effect", "tool-not-gray",
                                   (("allowed", GRAY_EFFECTS),)))
    for card in glory.pioneer_cards:
        if card.id not in PIONEER_GOALS:
            out.append(CardProblem("pioneer_cards", card.id, "id", "pioneer-no-goal",
                                   (("known", tuple(PIONEER_GOALS)),)))
        if card.points < 1:
            out.append(CardProblem("pioneer_cards", card.id, "points", "points-least"))
    for flourish in glory.flourish_cards:
        problem = pattern_problem(flourish.pattern)
        if problem is not None:
            out.append(CardProblem("flourish_cards", flourish.id, "pattern", *problem))
        if flourish.points < 1:
            out.append(CardProblem("flourish_cards", flourish.id, "points", "points-least"))
    for deck, cards in (("strife_boards", glory.strife_boards),
                        ("strife_tools", glory.strife_tools),
                        ("pioneer_cards", glory.pioneer_cards),
                        ("flourish_cards", glory.flourish_cards)):
        ids = [c.id for c in cards]
        for ident in sorted({i for i in ids if ids.count(i) > 1}):
            out.append(CardProblem(deck, ident, "id", "id-twice"))
    out += _enough("strife_boards", len(glory.strife_boards), 1)
    out += _enough("strife_tools", len(glory.strife_tools), 1)
    out += _enough("pioneer_cards", len(glory.pioneer_cards), PIONEER_REVEALED)
    out += _enough("flourish_cards", len(glory.flourish_cards), FLOURISH_PER_SEAT * MOST_SEATS)
    return out

"""The Flourish choice (Glory, before round 1): keep a Flourish Card or discard it, by value.

A kept card gives a Favor Token (worth FAVOR_TOKEN_RESERVE to the judge) and scores + its
points when its pattern is complete at the end, - its points when it is not. So a card is
kept when FAVOR_TOKEN_RESERVE + points x (2 chance - 1) > 0.

The chance that a pattern turns up is judged from the window: at each place it fits (no
missing space under it, its A cells' colour restrictions naming at most one colour, its B
cells' another), one die of each colour may go anywhere, and each further die of a pattern
colour matches with MATCH; the pattern turns up when it turns up at any of those places.
With MATCH = 0.3 the keep-or-discard of each of the twelve cards agrees with the completion
rates measured in 30 two-seat games of the one-turn player keeping every card (3-cell
Mullion about 90%, 4-cell Quatrefoil and Bracket 75-80%: kept; 5- to 8-cell cards 0-35%:
discarded), except where keeping is worth within half a point of discarding either way.
"""

from __future__ import annotations

from ..engine import ChooseFlourish, FlourishCard, GameState, Window
from ..engine.glory.flourish_patterns import pattern_cells
from .heuristic import FAVOR_TOKEN_RESERVE

MATCH = 0.3  # the chance that one more die of a pattern's colour lands where the pattern needs it


def _fits(window: Window, cells: tuple[tuple[int, int], ...], r0: int, c0: int
          ) -> tuple[bool, object]:
    """Whether the cells at (r0, c0) are all spaces, and the one colour they require (or None)."""
    colour: object = None
    for dr, dc in cells:
        space = window.spaces[(r0 + dr) * window.cols + c0 + dc]
        if not space.exists:
            return False, None
        if space.color is not None:
            if colour is not None and colour is not space.color:
                return False, None
            colour = space.color
    return True, colour


def flourish_chance(card: FlourishCard, window: Window) -> float:
    """The judged chance that the card's pattern is complete in the window at the end."""
    a, b = pattern_cells(card.pattern)
    height = len(card.pattern)
    width = max(len(line) for line in card.pattern)
    per_place = MATCH ** max(0, len(a) + len(b) - 2)
    missed = 1.0
    for r0 in range(window.rows - height + 1):
        for c0 in range(window.cols - width + 1):
            ok_a, colour_a = _fits(window, a, r0, c0)
            ok_b, colour_b = _fits(window, b, r0, c0)
            if ok_a and ok_b and (colour_a is None or colour_a is not colour_b):
                missed *= 1.0 - per_place
    return 1.0 - missed


def keep_value(card: FlourishCard, window: Window) -> float:
    chance = flourish_chance(card, window)
    return FAVOR_TOKEN_RESERVE + card.points * (2 * chance - 1)


def flourish_choice(state: GameState) -> ChooseFlourish:
    """Keep each of the active seat's Flourish Cards worth keeping."""
    seat = state.seats[state.active_seat]
    return ChooseFlourish(tuple(keep_value(c, seat.window) > 0 for c in seat.flourish_cards))

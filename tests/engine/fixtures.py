"""A small window design for engine tests, written in the notation."""

from __future__ import annotations

from sagrada_desktop.content import load_content
from sagrada_desktop.engine import (
    Ability,
    ChangeColor,
    ChangeValue,
    Color,
    FlipValue,
    GameSetup,
    IgnoreAdjacency,
    PrivateObjective,
    SeatSetup,
    SetValue,
    WindowDesign,
    WindowTool,
    parse_window,
)

TEST_PATTERN = """
.   R   .   3   .   *
4   .   G   .   M1  .
.   B   .   .   5   .
*   .   2   .   Y   .
"""

WINDOW_TOOLS = (
    WindowTool("Hake Brush", SetValue(to=(1,)), (1, 2)),
    WindowTool("Grinding Stone", FlipValue(), (2,)),
    WindowTool("Cork-Backed Straight-Edge", IgnoreAdjacency(), (1, 1, 2)),
)

PRIVATES = tuple(
    PrivateObjective(f"p-{c.letter}", f"Shades of {c.label}", "color-sum", color=c)
    for c in (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
)

TEST_WINDOW = WindowDesign(
    id="test", name="Test Window", pattern=parse_window(TEST_PATTERN),
    tools=WINDOW_TOOLS, private_objectives=PRIVATES, legacy_points=3,
)

RED_TO_YELLOW = Ability("red-to-yellow", "Saffron Glaze", ChangeColor(to=(Color.YELLOW,), when=(Color.RED,)))
PLUS_ONE = Ability("plus-one", "Steady Hand", ChangeValue(add=(1,)))
FLIP = Ability("flip", "Turn the Pane", FlipValue())


# The Glory decks of the shipped content: what a game with a Glory module on deals from.
GLORY = load_content().glory
FLOURISH_CARDS = GLORY.flourish_cards
FLOURISH_CARDS_BY_ID = {c.id: c for c in FLOURISH_CARDS}
PIONEER_CARDS = GLORY.pioneer_cards
PIONEER_CARDS_BY_ID = {c.id: c for c in PIONEER_CARDS}
STRIFE_BOARDS = GLORY.strife_boards
STRIFE_TOOLS = GLORY.strife_tools


def setup(seats: int = 2, seed: int = 1, abilities: tuple[Ability, ...] = (), **kw: object) -> GameSetup:
    return GameSetup(
        window=TEST_WINDOW,
        seats=tuple(SeatSetup(f"Seat {i + 1}", abilities=abilities) for i in range(seats)),
        seed=seed,
        **{"glory": GLORY, **kw},  # type: ignore[arg-type]
    )

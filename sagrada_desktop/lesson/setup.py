"""The lesson's game: window 1 (Lamp of the Crypt), the person in seat 0 as the first Start
Player, one Easy computer in seat 1, dice from a fixed seed.

Window 1 has no abilities of its own (in the campaign, abilities come with the envelopes), so
the lesson's setup gives the person's seat one: Sea Glass (treat a blue die as green, or a
green die as blue), which booster window 4 grants every family for its game; the lesson's
text says so. The window's own three tools are the lesson's tools. The three Public
Objectives are given rather than drawn (a setup may name them), ones whose points a newcomer
can see on the window: Column Shade Variety (the rulebook's example), Starlit Tracery (the
stars) and Framed in Lead (the outer edge).
"""

from __future__ import annotations

from ..engine import FlipValue, GameSetup, SeatSetup, WindowDesign
from ..engine.legacy_types import CampaignContent
from ..saves import SeatPlan

PERSON = 0     # the seat of the person learning: the Start Player of round 1
COMPUTER = 1   # the Easy computer
WINDOW_ID = "w01"
ABILITY_ID = "sea-glass"
PUBLIC_OBJECTIVES = ("column-shade-variety", "star-light", "border-mosaic")
LESSON_SEED = 53  # chosen by scripts/lesson_seed.py: every lesson comes up (tests/lesson)
PLANS = (SeatPlan("person"), SeatPlan("easy"))


def lesson_setup(content: CampaignContent, person: str, computer: str,
                 seed: int = LESSON_SEED) -> GameSetup:
    """The lesson's game, the seats named `person` and `computer` (in the program's words)."""
    window = content.windows[WINDOW_ID].design
    ability = content.abilities[ABILITY_ID]
    seats = (SeatSetup(person, abilities=(ability,)), SeatSetup(computer))
    return GameSetup(window=window, seats=seats, seed=seed,
                     public_objectives=PUBLIC_OBJECTIVES, start_seat=PERSON)


def flip_tool(window: WindowDesign) -> int:
    """The window tool that flips the die (window 1: the Grinding Stone)."""
    return next(i for i, t in enumerate(window.tools) if isinstance(t.effect, FlipValue))

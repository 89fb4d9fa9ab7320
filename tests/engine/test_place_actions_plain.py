"""legal_actions with a die in hand (game.py's PLACE branch: the kept legal-fill mask, the
FillSpace list from 8-space chunks, the window tools' uses kept by die and boxes) against a plain
listing: every space fill_errors does not refuse, row by row (else LoseDie), then the effect uses
of the plain reading (test_effect_offers_plain). Random games on windows of 15, 24 and 25 spaces
(2, 3 and 4 chunks), Glory on and off, a Strife Board, first-on-edge, abilities and Tool Cards,
a window tool whose options need the game, a die ignoring adjacency on a window holding dice;
asked again, and after fill_spaces kept the mask."""

from __future__ import annotations

import random

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Action,
    FillSpace,
    FlipValue,
    GameState,
    GrayPoolValue,
    IgnoreAdjacency,
    LoseDie,
    Modules,
    SeatSetup,
    SetValue,
    Stage,
    WindowRule,
    WindowTool,
    apply,
    fill_errors,
    fill_spaces,
    legal_actions,
    new_game,
    parse_window,
)

from .fixtures import STRIFE_BOARDS, TEST_WINDOW, setup
from .test_effect_offers_plain import ABILITIES, CARDS, plain_effect_uses

PATTERNS = {
    "15": parse_window("R . 3 . .\n. 4 . G .\n. . B . 5"),
    "24": TEST_WINDOW.pattern,
    "25": parse_window("R . 3 . .\n. 4 . G .\n. . B . 5\n2 . . Y .\n. P . . 6"),
}
GAME_TOOLS = (WindowTool("Hake Brush", SetValue(to=(1,)), (1, 2)),
              WindowTool("Ash", GrayPoolValue(), (1,)),
              WindowTool("Straight-Edge", IgnoreAdjacency(), (1, 1, 2)))
PLAIN_TOOLS = (WindowTool("Flip", FlipValue(), (2,)), WindowTool("Set", SetValue(to=(1, 6)), (1,)),
               WindowTool("Straight-Edge", IgnoreAdjacency(), (1,)))


def plain_listing(state: GameState) -> list[Action]:
    """The FillSpace of each space the die may fill, row by row (LoseDie if none), then the
    effect uses."""
    window = state.seats[state.active_seat].window
    fills: list[Action] = [FillSpace(r, c) for r in range(window.rows)
                           for c in range(window.cols) if not fill_errors(state, r, c)]
    return (fills or [LoseDie()]) + plain_effect_uses(state)


def _game(seed: int, shape: str, glory: bool, kit: str, tools: str, seats: int) -> GameState:
    window = evolve(TEST_WINDOW, pattern=PATTERNS[shape],
                    tools={"test": TEST_WINDOW.tools, "game": GAME_TOOLS,
                           "plain": PLAIN_TOOLS}[tools])
    kw: dict[str, object] = {}
    if glory:
        kw = {"modules": Modules(strife=True, pioneer=True, flourish=True, rivalry=True),
              "strife_board_id": STRIFE_BOARDS[seed % len(STRIFE_BOARDS)].id}
    elif seed % 3 == 0:
        window = evolve(window, rules=(WindowRule("first-on-edge"),))
    base = evolve(setup(seats, seed, **kw), window=window)
    abilities = ABILITIES if kit in ("abilities", "both") else ()
    cards = CARDS if kit in ("cards", "both") else ()
    return new_game(evolve(base, seats=tuple(
        SeatSetup(s.name, abilities=abilities, tool_cards=cards) for s in base.seats)))


@pytest.mark.parametrize("shape", sorted(PATTERNS))
@pytest.mark.parametrize("glory", [False, True])
@pytest.mark.parametrize("kit", ["none", "both"])
@pytest.mark.parametrize("tools", ["test", "game", "plain"])
def test_legal_actions_in_hand_match_the_plain_listing(
        shape: str, glory: bool, kit: str, tools: str) -> None:
    checked = lost = ignoring = 0
    for seed in range(4):
        rnd = random.Random(seed)
        state = _game(seed, shape, glory, kit, tools, seats=(1, 2, 4)[seed % 3])
        while not state.is_over:
            listed = legal_actions(state)
            if state.stage is Stage.PLACE:
                assert listed == plain_listing(state)
                assert legal_actions(state) == listed  # asked again: the kept answers agree
                fill_spaces(state)  # the mask kept by place_mask, then read by legal_actions
                assert legal_actions(state) == listed
                checked += 1
                lost += listed[0] == LoseDie()
                hand = state.in_hand
                assert hand is not None
                ignoring += (hand.ignore_adjacency
                             and state.seats[state.active_seat].window.has_any_fill)
            state = apply(state, rnd.choice(listed))
    assert checked > 40 and lost > 0 and ignoring > 0  # and the ignoring-adjacency case

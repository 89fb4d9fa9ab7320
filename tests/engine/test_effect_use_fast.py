"""use_effect's kept window-tool uses (_HAND_AFTER, _BOXES_AFTER) against use_effect_plain, which
works every use out from the rules: on every state random games reach (Glory off and on, Favor
Tokens, every kind of die-only tool and a re-roll), every window tool use, legal or not, gives
the same state or is refused for the same reasons, the first time and when replayed."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    ChangeColor,
    ChangeValue,
    Color,
    FlipValue,
    GameState,
    IgnoreAdjacency,
    IllegalAction,
    Modules,
    Reroll,
    SetValue,
    Stage,
    UseWindowTool,
    WindowTool,
    apply,
    effect_use,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.effect_use import use_effect, use_effect_plain

from .fixtures import TEST_WINDOW, setup

TOOL_SETS = [  # a window has three tools
    (WindowTool("Hake Brush", SetValue(to=(1, 6)), (1, 2)),
     WindowTool("Grinding Stone", FlipValue(when=(1, 2, 3)), (2,)),
     WindowTool("Straight-Edge", IgnoreAdjacency(), (1, 1, 2))),
    (WindowTool("Glaze", ChangeColor(to=(Color.RED, Color.BLUE), when=(Color.GREEN, Color.RED)),
                (1,)),
     WindowTool("Tweezers", ChangeValue(add=(-1, 1)), (1, 1)),
     WindowTool("Cup", Reroll(), (2,))),
]


def _outcome(use: Callable[[GameState, UseWindowTool], GameState], state: GameState,
             action: UseWindowTool) -> GameState | tuple[object, ...]:
    try:
        return use(state, action)
    except IllegalAction as refused:
        return refused.reasons


def _probes(state: GameState) -> tuple[list[UseWindowTool], list[UseWindowTool]]:
    """The listed window tool uses; and uses made here, legal or not (out of range, of a
    used-up box or a missing token)."""
    listed = [a for a in legal_actions(state) if isinstance(a, UseWindowTool)]
    tools = len(state.setup.window.tools)
    return listed, [UseWindowTool(t, k, favor=f) for t in range(-1, tools + 1)
                    for k in (-1, 0, 1, 2) for f in (False, True)]


@pytest.mark.parametrize("tools", TOOL_SETS, ids=["value-flip-placement", "color-add-reroll"])
@pytest.mark.parametrize("glory", [False, True])
@pytest.mark.parametrize("seats", [1, 3])
def test_kept_tool_uses_match_the_plain_path(tools: tuple[WindowTool, ...], glory: bool,
                                             seats: int,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    plain_calls = [0]

    def counted_plain(state: GameState, action: UseWindowTool) -> GameState:
        plain_calls[0] += 1
        return use_effect_plain(state, action)

    monkeypatch.setattr(effect_use, "use_effect_plain", counted_plain)
    window = evolve(TEST_WINDOW, tools=tools)
    modules = Modules(strife=glory, pioneer=glory, flourish=glory, rivalry=glory)
    replayed = 0
    for seed in range(6):
        rnd = random.Random(seed)
        state = new_game(evolve(setup(seats, seed, modules=modules), window=window))
        while not state.is_over:
            if state.stage is Stage.PLACE:
                listed, probes = _probes(state)
                for action in listed + probes:
                    want = _outcome(use_effect_plain, state, action)
                    assert _outcome(use_effect, state, action) == want, action
                    before = plain_calls[0]
                    assert _outcome(use_effect, state, action) == want, action  # replayed
                    kept = plain_calls[0] == before
                    replayed += kept
                    if action in listed and not isinstance(tools[action.tool].effect, Reroll):
                        assert kept, action  # a legal use of a die-only tool is replayed
            state = apply(state, rnd.choice(legal_actions(state)))
    assert replayed > 100  # the kept path was taken, not the plain one every time

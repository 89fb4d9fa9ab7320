"""Setups and games for the save, AI and command tests (built on tests/engine/fixtures.py)."""

from __future__ import annotations

import random

from attrs import evolve

from sagrada_desktop.engine import (
    Action,
    ChangeColor,
    Color,
    Die,
    EnvelopeRules,
    GameSetup,
    GameState,
    Modules,
    Reroll,
    SeatSetup,
    ToolCard,
    Trigger,
    WindowRule,
    apply,
    legal_actions,
    new_game,
)
from tests.engine.fixtures import FLIP, GLORY, PLUS_ONE, RED_TO_YELLOW, TEST_WINDOW, setup

REROLL_CARD = ToolCard("reroll", "Flux Brush", Reroll(), "Re-roll the drafted die.")
ORANGE_CARD = ToolCard("orange", "Sunset Glaze", ChangeColor(to=(Color.ORANGE, Color.RED)))


def rich_setup(seats: int = 3, seed: int = 7) -> GameSetup:
    """Every part of a setup in use: abilities, Tool Cards, rules, triggers, envelopes."""
    window = evolve(
        TEST_WINDOW,
        rules=(WindowRule("star-points", points=2), WindowRule("color-points", 1, Color.BLUE)),
        triggers=(Trigger("end-of-round", "e1", round=3), Trigger("stars-filled", "e2")),
        rules_text="Stars score 2.",
    )
    seat_list = [
        SeatSetup(
            f"Seat {i + 1}", abilities=(RED_TO_YELLOW, PLUS_ONE, FLIP),
            tool_cards=(REROLL_CARD, ORANGE_CARD), legacy_points=i, starting_tool_count=2,
            family_color=Color.GREEN if i == 0 else None,
        )
        for i in range(seats)
    ]
    return GameSetup(
        window=window, seats=seat_list, seed=seed, game_number=2, start_seat=1,
        cathedral=frozenset({Die(Color.RED, 1), Die(Color.BLUE, 1)}),
        envelope_rules=(EnvelopeRules("e1", (WindowRule("grant-ability", ability=FLIP),)),),
        glory=GLORY,
    )


def glory_setup(seats: int = 3, seed: int = 7) -> GameSetup:
    """All four Glory modules on (Strife, Pioneer, Flourish, Rivalry), with abilities."""
    return evolve(rich_setup(seats, seed), modules=Modules(True, True, True, True))


def random_game(game_setup: GameSetup, seed: int, stop_after: int | None = None
                ) -> tuple[GameState, list[Action]]:
    """A game of uniformly random legal actions (stopped after `stop_after` actions)."""
    rng = random.Random(seed)
    state = new_game(game_setup)
    log: list[Action] = []
    while not state.is_over and (stop_after is None or len(log) < stop_after):
        action = rng.choice(legal_actions(state))
        state = apply(state, action)
        log.append(action)
    return state, log


__all__ = ["REROLL_CARD", "ORANGE_CARD", "glory_setup", "random_game", "rich_setup", "setup"]

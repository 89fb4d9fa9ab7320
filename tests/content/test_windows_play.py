"""Every shipped window plays whole games under the engine's invariants."""

from __future__ import annotations

import random

import pytest

from sagrada_desktop.content import load_content
from sagrada_desktop.engine import (
    FillSpace,
    GameSetup,
    SeatSetup,
    apply,
    final_scores,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.placement import restriction_breaks

CONTENT = load_content()
CARDS = {**CONTENT.windows, **CONTENT.booster_windows}


@pytest.mark.parametrize("window_id", sorted(CARDS))
def test_window_plays_to_scoring(window_id: str) -> None:
    design = CARDS[window_id].design
    abilities = tuple(CONTENT.abilities.values())[:4]
    for seed in range(12):
        seats = 1 + seed % 4
        state = new_game(GameSetup(design, tuple(
            SeatSetup(f"S{i}", abilities=abilities if seed % 2 else ()) for i in range(seats)),
            seed=seed))
        rnd = random.Random(seed)
        while not state.is_over:
            action = rnd.choice(legal_actions(state))
            state = apply(state, action)
            if isinstance(action, FillSpace):
                assert all(restriction_breaks(s.window) == [] for s in state.seats)
        cards = final_scores(state)
        for card, seat in zip(cards, state.seats, strict=True):
            assert seat.window.filled_count + seat.lost_dice == 24
            assert card.total == (card.starting_tools + sum(card.public) + card.private
                                  + card.tools + card.broken_empty + card.extra)
        assert sorted(c.place for c in cards) == list(range(1, seats + 1))

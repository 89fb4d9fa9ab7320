"""The engine plays the golden games exactly: the same actions chosen by the random and greedy
players, the same score cards (tests/engine/golden_games.py made the file)."""

from __future__ import annotations

import json

from .golden_games import games, read_golden


def test_the_engine_replays_every_golden_game_exactly() -> None:
    golden = read_golden()
    played = 0
    wrong: list[str] = []
    for key, actions, cards in games():
        want_actions, want_cards = golden[key]
        played += 1
        if actions != want_actions:
            at = next(i for i, (a, b) in enumerate(
                zip(actions.split() + [""], want_actions.split() + [""], strict=False)) if a != b)
            wrong.append(f"{key}: action {at} differs")
        elif json.loads(json.dumps(cards)) != want_cards:
            wrong.append(f"{key}: score cards differ")
    assert played == len(golden)
    assert not wrong, "\n".join(wrong[:10])

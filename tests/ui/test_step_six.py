"""Scoring step 6 taken apart on the scoring table: each campaign window's scoring rule
(stars, Magic Square spaces, dice of a colour) and the constructed Cathedral spaces get their
own rows, the parts add up to the engine's step 6, and the step-6 cell says it in words
("3 stars + 2 Cathedral spaces = 5")."""

from __future__ import annotations

import pytest
from attrs import evolve
from PySide6.QtCore import Qt

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import GameSetup, SeatSetup, WindowRule, apply, new_game
from sagrada_desktop.engine.color import Color
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.game.models.score_model import ScoreModel
from sagrada_desktop.ui.game.models.step_six import step_six_parts


def _finished(design, seed: int):
    state = new_game(GameSetup(window=design, seats=(SeatSetup("Ada"), SeatSetup("Bel")),
                               seed=seed))
    players = [make_player("greedy", seed), make_player("greedy", seed + 1)]
    while not state.is_over:
        state = apply(state, players[state.active_seat].choose(state))
    return state


def _rows(model: ScoreModel) -> list[str]:
    return [model.headerData(r, Qt.Orientation.Vertical) for r in range(model.rowCount())]


@pytest.mark.parametrize(("window", "rule_row"), [
    ("w02", "    of which stars filled, 1 each"),
    ("w03", "    of which blue dice, 1 each"),
    ("w06", "    of which Magic Square spaces, 1 each"),
    ("w07", "    of which stars filled, 2 each"),
    ("w08", "    of which Magic Square spaces, 2 each"),
])
def test_step_six_rows_add_up_to_the_engines_step_six(qtmodeltester, window, rule_row):
    design = catalogue.content().windows[window].design
    for seed in (1, 2):
        state = _finished(design, seed)
        model = ScoreModel(state, ["A", "B", "C"])
        qtmodeltester.check(model, force_py=True)
        rows = _rows(model)
        assert rule_row in rows
        assert "    of which Cathedral spaces, 1 each" in rows
        six = rows.index("6. Window rules and Cathedral")
        parts = [r for r, label in enumerate(rows) if label.startswith("    of which")]
        assert parts and parts[0] == six + 1
        for col, card in enumerate(model.cards):
            assert sum(int(model.data(model.index(r, col))) for r in parts) == card.extra
            words = model.data(model.index(six, col), Qt.ItemDataRole.ToolTipRole)
            assert words.endswith(f"= {card.extra}") or words == "Nothing scored in step 6"
            constructed = len(state.seats[card.seat].constructed)
            if constructed:
                noun = "Cathedral space" if constructed == 1 else "Cathedral spaces"
                assert f"{constructed} {noun}" in words


def test_the_words_name_stars_and_cathedral_spaces():
    design = catalogue.content().windows["w02"].design
    state = _finished(design, 3)
    seat = state.seats[0]
    stars = [i for i, s in enumerate(seat.window.spaces) if s.star and s.exists]
    filled = [i for i in stars if seat.window.dice()[i] is not None]
    model = ScoreModel(state, ["A", "B", "C"])
    card = model.cards[0]
    words = model.data(model.index(_rows(model).index("6. Window rules and Cathedral"), 0),
                       Qt.ItemDataRole.ToolTipRole)
    n = len(filled)
    if n:
        assert words.startswith(f"{n} star{'s' if n != 1 else ''}")
    built = len(seat.constructed)
    expected = [f"{n} star{'s' if n != 1 else ''}"] if n else []
    expected += [f"{built} Cathedral space{'s' if built != 1 else ''}"] if built else []
    assert words == (" + ".join(expected) + f" = {card.extra}" if expected
                     else "Nothing scored in step 6")


def test_a_colour_rule_counts_only_that_colours_dice():
    base = catalogue.content().windows["w01"].design
    design = evolve(base, rules=(WindowRule("color-points", points=2, color=Color.RED),))
    state = _finished(design, 4)
    for card in ScoreModel(state, ["A", "B", "C"]).cards:
        parts = {p.key: p for p in step_six_parts(state, card)}
        reds = sum(1 for d in state.seats[card.seat].window.dice()
                   if d is not None and d.color is Color.RED)
        assert parts["color:R"].count == reds and parts["color:R"].points == 2 * reds
        assert parts["color:R"].words.endswith("red die" if reds == 1 else "red dice")
        assert sum(p.points for p in parts.values()) == card.extra


def test_no_rule_and_no_cathedral_space_adds_no_row():
    base = catalogue.content().windows["w01"].design
    state = _finished(base, 5)
    model = ScoreModel(state, ["A", "B", "C"])
    if not any(s.constructed for s in state.seats):
        assert not [r for r in _rows(model) if r.startswith("    of which")]

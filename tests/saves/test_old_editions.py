"""Files written before editions existed open under the edition their format shows, replay to
their saved state and play on to their end under it, computer players included; a file of a
newer version is refused naming that version, and left as it is.

The files are the program's own, written by 861ec27 (rules edition 1) and 9d82e36 (rules
edition 2): tests/saves/old_files/README.md."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import (
    Die,
    FillSpace,
    Stage,
    UseWindowTool,
    apply,
    fill_spaces,
    new_game,
)
from sagrada_desktop.engine.edition_numbers import RULES_EDITION
from sagrada_desktop.saves import SaveError, game_document, load_game, read_game, save_game
from sagrada_desktop.saves.old_editions import setup_rules_editions

OLD = Path(__file__).parent / "old_files"
EDITION_1 = ["861ec27-placement-tool-old-way.sagrada.json",
             "861ec27-six-seats-shared-colours.sagrada.json",
             "861ec27-long-seat-names.sagrada.json"]
EDITION_3 = ["9d82e36-placement-tool.sagrada.json", "version2.sagrada.json"]
# written by 4920642, the main before the rules-as-written merge (rules edition 2): its placement
# ability touched no die, and a die it then could not place was given up
EDITION_2 = [Path(__file__).parents[1] / "compat" / "files" / "4920642" / "games" / name
             for name in ("s4-glory-off-mid.sagrada.json", "s5-glory-all-end.sagrada.json")]


@pytest.mark.parametrize("name", EDITION_1 + EDITION_3)
def test_an_old_file_opens_under_its_edition_and_plays_to_its_end(name: str) -> None:
    path = OLD / name
    before = path.read_bytes()
    loaded = load_game(path)
    assert path.read_bytes() == before  # loading only reads
    edition = 1 if name in EDITION_1 else 3
    assert loaded.setup.rules_edition == edition
    state = loaded.state
    players = [make_player("medium", 40 + i) for i in range(len(state.seats))]
    while not state.is_over:
        assert state.setup.rules_edition == edition
        state = apply(state, players[state.active_seat].choose(state))
    assert state.stage is Stage.OVER


def test_the_old_way_placement_replays_only_under_edition_1() -> None:
    doc = json.loads((OLD / EDITION_1[0]).read_text(encoding="utf-8"))
    assert doc["schema_version"] == 1 and "rules_edition" not in doc["setup"]
    assert "objectives_left_out" not in doc["setup"]["window"]
    assert read_game(doc).setup.rules_edition == 1
    doc["setup"]["rules_edition"] = 2  # as if the file said edition 2: its log is refused
    with pytest.raises(ValueError, match="touching no die"):
        read_game(doc)


@pytest.mark.parametrize("path", EDITION_2, ids=lambda p: p.name)
def test_a_game_whose_log_is_edition_2_s_plays_under_edition_2(path: Path) -> None:
    """Its format says only "before the merge" (editions 1 or 2); its log gave up a die the
    placement ability could not put on a space touching no die, which edition 1 refuses."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert setup_rules_editions(doc["setup"]) == (1, 2)
    loaded = load_game(path)
    assert loaded.setup.rules_edition == 2
    state = loaded.state
    players = [make_player("greedy", 40 + i) for i in range(len(state.seats))]
    while not state.is_over:
        state = apply(state, players[state.active_seat].choose(state))
    doc["setup"]["rules_edition"] = 1  # edition 1 refuses its log
    with pytest.raises(ValueError, match="cannot be given up"):
        read_game(doc)


def test_a_game_of_edition_3_keeps_the_rules_it_was_played_under() -> None:
    loaded = load_game(OLD / EDITION_3[0])
    assert setup_rules_editions(json.loads((OLD / EDITION_3[0]).read_text("utf-8"))["setup"]) == (3,)
    state = loaded.state
    tools = [i for i, t in enumerate(state.setup.window.tools)
             if t.effect.kind == "ignore-adjacency"]
    assert tools and any(isinstance(a, UseWindowTool) and a.tool in tools for a in loaded.actions)


def test_an_old_file_saved_again_says_its_edition_and_its_writer(tmp_path: Path) -> None:
    path = tmp_path / "old.sagrada.json"
    shutil.copy(OLD / EDITION_1[0], path)
    loaded = load_game(path)
    save_game(path, loaded.setup, loaded.actions, loaded.state, plans=loaded.plans)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["schema_version"] == 4 and doc["setup"]["rules_edition"] == 1
    assert doc["written_by"] == __import__("sagrada_desktop").__version__
    again = load_game(path)
    assert again.state == loaded.state and again.setup.rules_edition == 1


@pytest.mark.parametrize("change", ["schema", "edition"])
def test_a_file_of_a_newer_version_is_refused_naming_it_and_left_alone(
        tmp_path: Path, change: str) -> None:
    loaded = load_game(OLD / EDITION_3[0])
    doc = game_document(loaded.setup, loaded.actions, loaded.state)
    doc["written_by"] = "0.4.0"
    if change == "schema":
        doc["schema_version"] += 1
    else:
        doc["setup"]["rules_edition"] = RULES_EDITION + 1
    path = tmp_path / "newer.sagrada.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError) as refused:
        load_game(path)
    assert ("written by version 0.4.0 of Sagrada Artisans Desktop; this is "
            f"{__import__('sagrada_desktop').__version__}: update to open it") in str(refused.value)
    assert path.read_bytes() == before


def test_an_unknown_edition_is_refused_plainly() -> None:
    loaded = load_game(OLD / EDITION_3[0])
    doc = game_document(loaded.setup, loaded.actions, loaded.state)
    doc["setup"]["rules_edition"] = 0
    with pytest.raises(ValueError, match="no rules edition 0"):
        read_game(doc)


def test_names_longer_than_typing_allows_are_read() -> None:
    loaded = load_game(OLD / EDITION_1[2])
    assert [len(s.name) for s in loaded.setup.seats] == [80, 2000]


def test_under_edition_1_the_old_file_s_fill_touching_a_die_is_offered() -> None:
    loaded = load_game(OLD / EDITION_1[0])
    state = new_game(loaded.setup)
    old_way = 0
    for action in loaded.actions:
        hand = state.in_hand
        if isinstance(action, FillSpace) and hand is not None and hand.ignore_adjacency:
            w = state.seats[state.active_seat].window
            touching = any(isinstance(w.fills[r * w.cols + c], Die)
                           for r in range(action.row - 1, action.row + 2)
                           for c in range(action.col - 1, action.col + 2)
                           if 0 <= r < w.rows and 0 <= c < w.cols)
            assert action in fill_spaces(state)
            old_way += touching
        state = apply(state, action)
    assert old_way >= 1

"""Saved games: atomic writes with a .bak, and every kind of damage reported, file untouched."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sagrada_desktop.engine import FillSpace, new_game
from sagrada_desktop.saves import (
    FORMAT,
    SaveError,
    game_document,
    load_game,
    read_game,
    save_game,
)

from .helpers import glory_setup, random_game, rich_setup, setup


def _saved(tmp_path: Path, stop_after: int | None = 40) -> tuple[Path, Any]:
    game_setup = rich_setup(3, seed=5)
    state, log = random_game(game_setup, seed=2, stop_after=stop_after)
    path = tmp_path / "game.json"
    save_game(path, game_setup, log, state)
    return path, (game_setup, log, state)


def test_save_then_load_gives_the_same_game(tmp_path: Path) -> None:
    path, (game_setup, log, state) = _saved(tmp_path)
    loaded = load_game(path)
    assert loaded.setup == game_setup
    assert loaded.actions == tuple(log)
    assert loaded.state == state
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert list(doc) == ["format", "schema_version", "written_by", "setup", "actions",
                         "snapshot", "seats"]
    assert doc["format"] == FORMAT and doc["schema_version"] == 4
    assert "setup" not in doc["snapshot"]


def test_a_finished_game_and_a_fresh_one_load(tmp_path: Path) -> None:
    path, (_, _, state) = _saved(tmp_path, stop_after=None)
    assert load_game(path).state.is_over and state.is_over
    fresh = setup(2, seed=3)
    save_game(path, fresh, [], new_game(fresh))
    assert load_game(path).state == new_game(fresh)


def test_saving_keeps_the_previous_file_as_bak_and_leaves_no_temporary_file(
        tmp_path: Path) -> None:
    path, (game_setup, log, state) = _saved(tmp_path)
    first = path.read_bytes()
    assert not (tmp_path / "game.json.bak").exists()
    more, more_log = random_game(game_setup, seed=2, stop_after=60)
    save_game(path, game_setup, more_log, more)
    assert (tmp_path / "game.json.bak").read_bytes() == first
    assert load_game(path).state == more
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_saving_refuses_a_state_of_another_setup(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="not started from this setup"):
        save_game(tmp_path / "g.json", setup(2, seed=1), [], new_game(setup(2, seed=2)))


def test_a_save_into_a_missing_folder_is_a_save_error(tmp_path: Path) -> None:
    game_setup = setup(2)
    with pytest.raises(SaveError, match=r"nowhere[/\\]g\.json: cannot be saved"):
        save_game(tmp_path / "nowhere" / "g.json", game_setup, [], new_game(game_setup))


def _edit(doc: dict[str, Any], change: str) -> str:
    if change == "action":
        doc["actions"][16] = {"kind": "fill", "row": 2, "col": 9}
    elif change == "action-type":
        doc["actions"][3]["kind"] = "teleport"
    elif change == "snapshot":
        doc["snapshot"]["seats"][1]["lost_dice"] += 1
    elif change == "format":
        doc["format"] = "sagrada-artisans-campaign"
    elif change == "newer":
        doc["schema_version"] = 5
        doc["written_by"] = "0.9.1"
    elif change == "version-text":
        doc["schema_version"] = "1"
    elif change == "unknown-old":
        doc["schema_version"] = -1
    elif change == "field-type":
        doc["setup"]["seats"][0]["legacy_points"] = "lots"
    elif change == "missing":
        del doc["actions"]
    elif change == "extra":
        doc["notes"] = "hello"
    elif change == "setup-refused":
        doc["setup"]["public_objectives"] = ["moonlight", "row-shade-variety", "star-light"]
    elif change == "actions-not-list":
        doc["actions"] = {"0": {"kind": "lose"}}
    elif change == "plan-level":
        doc["seats"][1]["kind"] = "grandmaster"
    elif change == "plan-count":
        doc["seats"].pop()
    elif change == "plans-missing":
        del doc["seats"]
    elif change == "plan-shape":
        doc["seats"] = ["person", "hard", "easy"]
    return json.dumps(doc)


DAMAGE = [
    ("action", "action 17 (fill row 3, column 10): illegal: row 3, column 10 is outside the window"),
    ("action-type", "actions[3]: unknown kind 'teleport'"),
    ("snapshot", "snapshot: differs from the replay of its 40 actions (first at "
                 "seats[1].lost_dice)"),
    ("format", "format: expected 'sagrada-artisans-game', got 'sagrada-artisans-campaign'"),
    ("newer", "written by version 0.9.1 of Sagrada Artisans Desktop; this is 0.2.0: update "
              "to open it"),
    ("version-text", "schema_version must be a whole number, got '1'"),
    ("unknown-old", "unknown schema_version -1"),
    ("field-type", "setup.seats[0].legacy_points: expected a whole number, got the text 'lots'"),
    ("missing", "actions: required field missing"),
    ("extra", "notes: unexpected field"),
    ("actions-not-list", "actions: expected a list, got an object"),
    ("setup-refused", "setup.public_objectives[0]: no Public Objective has the id 'moonlight'"),
    ("plan-level", "seats[1].kind: expected one of 'person', 'easy', 'medium', 'hard', 'expert', "
                   "'greedy', 'random', got the text 'grandmaster'"),
    ("plan-count", "seats: 2 seat plans for 3 seats (one per seat)"),
    ("plans-missing", "seats: required field missing"),
    ("plan-shape", "seats[0]: expected an object, got the text 'person'"),
]


@pytest.mark.parametrize("change, message", DAMAGE, ids=[d[0] for d in DAMAGE])
def test_each_kind_of_damage_names_the_file_and_the_problem(
        tmp_path: Path, change: str, message: str) -> None:
    path, _ = _saved(tmp_path)
    damaged = _edit(json.loads(path.read_text(encoding="utf-8")), change)
    path.write_text(damaged, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    text = str(info.value)
    assert text.startswith(f"{path}: {message}"), text
    assert text.endswith("(the file is left as it is)")
    assert path.read_text(encoding="utf-8") == damaged


@pytest.mark.parametrize(
    "content, message",
    [
        (b"", "not valid JSON at line 1 column 1"),
        (b'{"format": "sagrada-artisans-game", "schema_ver', "the text may be cut short"),
        (b'{"format": ["a", "b"', "line 1 column 21: Expecting ',' delimiter (the text may be"),
        (b"[1, 2]", "the file holds a list, not a saved game"),
        (b"\xff\xfe\x00garbage", "not a text file (it is not UTF-8)"),
        (b"[" * 100_000 + b"]" * 100_000, "JSON nested too deeply"),
    ],
    ids=["empty", "truncated", "truncated-list", "list", "binary", "nested"],
)
def test_unreadable_files_are_save_errors(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(SaveError, match="^" + str(path).replace("\\", "\\\\")) as info:
        load_game(path)
    assert message in str(info.value)
    assert path.read_bytes() == content


def test_a_truncated_save_mentions_the_backup(tmp_path: Path) -> None:
    path, (game_setup, log, state) = _saved(tmp_path)
    save_game(path, game_setup, log, state)  # now game.json.bak exists
    whole = path.read_text(encoding="utf-8")
    path.write_text(whole[: len(whole) // 2], encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert str(info.value).endswith(
        "(the file is left as it is; the previous save is in game.json.bak)")
    assert load_game(tmp_path / "game.json.bak").state == state


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match=r"absent\.json: no such file$"):
        load_game(tmp_path / "absent.json")
    (tmp_path / "absent.json.bak").write_text("{}", encoding="utf-8")
    with pytest.raises(SaveError,
                       match=r"no such file \(the previous save is in absent\.json\.bak\)"):
        load_game(tmp_path / "absent.json")


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 6])
def test_random_games_replay_to_their_snapshots(seats: int) -> None:
    """A few dozen random games (and every tenth prefix of one) read back as they were."""
    for seed in range(12):
        game_setup = (setup, rich_setup, glory_setup)[seed % 3](seats, seed)
        state, log = random_game(game_setup, seed=seed)
        doc = json.loads(json.dumps(game_document(game_setup, log, state)))
        assert read_game(doc).state == state
    state, log = random_game(rich_setup(seats, seed=99), seed=99)
    for n in range(0, len(log), 10):
        prefix, _ = random_game(rich_setup(seats, seed=99), seed=99, stop_after=n)
        assert read_game(game_document(prefix.setup, log[:n], prefix)).state == prefix


def test_a_log_with_an_extra_fill_is_an_illegal_action() -> None:
    game_setup = setup(2, seed=4)
    state, log = random_game(game_setup, seed=4, stop_after=2)
    doc = game_document(game_setup, log, state)
    doc["actions"].append({"kind": "fill", "row": 0, "col": 0})
    with pytest.raises(Exception, match=r"^action 3 \(fill row 1, column 1\): illegal: cannot "
                                        r"fill a space now: the game is at the draft step"):
        read_game(doc)
    assert FillSpace(0, 0) not in log

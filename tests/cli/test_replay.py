"""`sagrada-artisans replay FILE`: a summary and exit 0, or the SaveError on stderr and exit 1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sagrada_desktop.saves import save_game
from tests.saves.helpers import random_game, rich_setup

from .commands import main


def _save(tmp_path: Path, stop_after: int | None) -> Path:
    game_setup = rich_setup(2, seed=4)
    state, log = random_game(game_setup, seed=4, stop_after=stop_after)
    path = tmp_path / "game.json"
    save_game(path, game_setup, log, state)
    return path


def test_a_game_in_progress(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _save(tmp_path, stop_after=3)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{path}: replays to its snapshot"
    assert out[1] == "window: Test Window (test)"
    assert out[2] == "seats: Seat 1, Seat 2"
    assert out[3].startswith("objectives: ")
    assert out[4].startswith("round 1 of 12, 3 actions; next: Seat ")
    assert out[5] == "rules edition 3"


def test_a_game_under_older_rules_says_which(capsys: pytest.CaptureFixture[str]) -> None:
    old = Path(__file__).parents[1] / "saves" / "old_files"
    assert main(["replay", str(old / "861ec27-placement-tool-old-way.sagrada.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "rules edition 1 (older rules: the game is played by them to its end)"


def test_a_finished_game_lists_the_scores_by_place(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = _save(tmp_path, stop_after=None)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[4].startswith("over after 12 rounds and ")
    assert out[5].startswith("  1. Seat ") and out[6].startswith("  2. Seat ")
    assert "public " in out[5] and "private " in out[5] and "broken/empty -" in out[6]


def test_a_damaged_file_exits_1_with_the_reason(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = _save(tmp_path, stop_after=20)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["actions"][4] = {"kind": "construct", "die": "R1"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"replay: {path}: action 5 (construct R1): illegal: ")
    assert captured.err.count("\n") == 1  # one clear line, no traceback


def test_a_missing_file_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "none.json")]) == 1
    assert capsys.readouterr().err == f"replay: {tmp_path / 'none.json'}: no such file\n"


def test_the_file_argument_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["replay"])
    assert info.value.code == 2
    assert "the following arguments are required: FILE" in capsys.readouterr().err

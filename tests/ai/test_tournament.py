"""The tournament command: seat-rotated, the same games for the same seed (also in parallel
processes), win rates with a 95% interval, mean scores and time per decision."""

from __future__ import annotations

import json

import pytest

from sagrada_desktop.ai.tournament import seats_of_game, wilson
from sagrada_desktop.cli import main


def _json(capsys, *args: str) -> dict:
    assert main(["tournament", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_seats_rotate():
    assert [seats_of_game(("a", "b"), 2, k) for k in range(3)] == [
        ("a", "b"), ("b", "a"), ("a", "b")]
    assert seats_of_game(("a", "b", "c"), 4, 1) == ("b", "c", "a", "b")


def test_wilson_interval():
    low, high = wilson(7, 10)
    assert 0.39 < low < 0.40 and 0.89 < high < 0.90
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_same_seed_gives_the_same_games_in_one_process_or_two(capsys):
    one = _json(capsys, "--players", "greedy,random", "--games", "4", "--seed", "3")
    two = _json(capsys, "--players", "greedy,random", "--games", "4", "--seed", "3",
                "--jobs", "2")
    strip = [{k: v for k, v in p.items() if "ms" not in k} for p in one["players"]]
    assert strip == [{k: v for k, v in p.items() if "ms" not in k} for p in two["players"]]
    assert one["games"] == 4
    by_name = {p["name"]: p for p in one["players"]}
    assert by_name["greedy"]["wins"] + by_name["random"]["wins"] == 4
    assert by_name["greedy"]["mean_score"] > by_name["random"]["mean_score"]
    assert all(p["ms_per_decision"] > 0 for p in one["players"])


def test_bad_players_are_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["tournament", "--players", "medium,wizard"])
    assert exc.value.code == 2
    assert "unknown computer player 'wizard'" in capsys.readouterr().err

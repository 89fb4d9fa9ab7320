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


def test_games_are_spread_over_the_windows_with_every_seat_on_each(capsys):
    out = _json(capsys, "--players", "random,greedy", "--games", "8", "--seed", "5",
                "--window", "w02,b01")
    assert out["windows"] == ["w02", "b01"] and out["window"] == ""
    rows = {r["window"]: {p["name"]: p for p in r["players"]} for r in out["by_window"]}
    assert list(rows) == ["w02", "b01"]
    assert all(p["games"] == 4 for r in rows.values() for p in r.values())
    assert sum(r["greedy"]["wins"] + r["random"]["wins"] for r in rows.values()) == 8


def test_the_window_of_each_game_and_its_seats():
    from sagrada_desktop.ai.tournament import Entrant, Tournament
    from sagrada_desktop.content import load_content

    content = load_content()
    designs = tuple(c.design for c in content.windows.values())[:3]
    t = Tournament((Entrant("a"), Entrant("b")), 2, designs)
    # two games running on each window, so each player sits in each seat of each window
    assert [t.window_of_game(k).id for k in range(7)] == [
        designs[0].id, designs[0].id, designs[1].id, designs[1].id, designs[2].id,
        designs[2].id, designs[0].id]
    assert [seats_of_game(t.entrants, 2, k)[0].kind for k in range(4)] == ["a", "b", "a", "b"]


def test_all_windows_are_every_campaign_and_booster_window(capsys):
    from sagrada_desktop.content import load_content

    content = load_content()
    out = _json(capsys, "--players", "random,random", "--games", "1", "--window", "all")
    assert out["windows"] == [*content.windows, *content.booster_windows]
    out = _json(capsys, "--players", "random,random", "--games", "1", "--window", "booster")
    assert out["windows"] == list(content.booster_windows)


def test_glory_modules_are_played(capsys):
    from sagrada_desktop.ai.tournament import Entrant, Tournament, play_one
    from sagrada_desktop.content import load_content
    from sagrada_desktop.engine import Modules

    content = load_content()
    window = next(iter(content.windows.values())).design
    players = (Entrant("greedy"), Entrant("random"))
    off = Tournament(players, 2, (window,))
    on = Tournament(players, 2, (window,), Modules(strife=True, pioneer=True, flourish=True,
                                                     rivalry=True), content.glory)
    differ = [play_one(off, 3, k).scores != play_one(on, 3, k).scores for k in range(3)]
    assert any(differ)
    out = _json(capsys, "--players", "greedy,random", "--games", "2", "--modules", "all")
    assert out["modules"] == ["strife", "pioneer", "flourish", "rivalry"]
    out = _json(capsys, "--players", "greedy,random", "--games", "2", "--modules", "pioneer")
    assert out["modules"] == ["pioneer"]


def test_a_modules_setup_deals_the_glory_cards():
    from sagrada_desktop.ai.simulation import simulation_setup
    from sagrada_desktop.content import load_content
    from sagrada_desktop.engine import Modules, new_game

    content = load_content()
    window = next(iter(content.windows.values())).design
    state = new_game(simulation_setup(window, 2, 4, Modules(flourish=True), content.glory))
    assert all(len(s.flourish_cards) == 2 for s in state.seats)
    plain = simulation_setup(window, 2, 4, Modules(rivalry=True), content.glory)
    assert plain.glory == simulation_setup(window, 2, 4).glory  # nothing dealt: no decks kept


def test_budgets_name_the_search_players(capsys):
    out = _json(capsys, "--players", "hard,hard,medium", "--games", "3", "--seats", "3",
                "--budget-ms", "5,10,50")
    assert [p["name"] for p in out["players"]] == ["hard@5", "hard@10", "medium"]
    out = _json(capsys, "--players", "medium,easy,easy", "--games", "3", "--seats", "3")
    assert [p["name"] for p in out["players"]] == ["medium", "easy"]
    assert sum(p["wins"] for p in out["players"]) == 3


def test_the_budget_reaches_the_search_level():
    from sagrada_desktop.ai import make_player
    from sagrada_desktop.ai.hard import HardPlayer

    hard = make_player("hard", 1, 12.5)
    assert isinstance(hard, HardPlayer) and hard.budget_ms == 12.5
    assert make_player("hard", 1).budget_ms == HardPlayer(1).budget_ms  # type: ignore[attr-defined]


def test_the_log_has_a_line_per_game(tmp_path, capsys):
    log = tmp_path / "games.jsonl"
    _json(capsys, "--players", "greedy,random", "--games", "3", "--log", str(log))
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 3
    assert all(set(g["decisions"]) == {"greedy", "random"} for g in lines)
    assert [g["seats"] for g in lines] == [["greedy", "random"], ["random", "greedy"],
                                          ["greedy", "random"]]


def test_the_table_has_the_99th_percentile_and_a_row_per_window(capsys):
    assert main(["--lang", "en", "tournament", "--players", "greedy,random", "--games", "4",
                 "--window", "w01,w03", "--modules", "strife,flourish"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == ("4 games, 2 seats, 2 windows, Glory modules: Strife, Flourish, "
                      "seats rotated")
    assert "99% within" in out[1] and out[3] == "by window:"
    assert out[4].startswith("  w01: greedy ") and out[5].startswith("  w03: greedy ")


def test_percentile_is_the_nearest_rank():
    from sagrada_desktop.ai.tournament import percentile

    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.99) == 99.0 and percentile(values, 1.0) == 100.0
    assert percentile([5.0], 0.99) == 5.0 and percentile([], 0.99) == 0.0


@pytest.mark.parametrize(("args", "words"), [
    (["--modules", "glory"], "unknown Glory module 'glory'"),
    (["--modules", ","], "name the Glory modules"),
    (["--budget-ms", "0"], "--budget-ms must be more than 0"),
    (["--budget-ms", "fast"], "--budget-ms must be a number of milliseconds, not 'fast'"),
    (["--budget-ms", "inf"], "--budget-ms must be more than 0 and at most 60000"),
    (["--budget-ms", "1,2,3"], "--budget-ms gives 3 budgets for 2 players"),
    (["--window", "w99"], "unknown window 'w99'"),
    (["--window", ","], "name a window id"),
])
def test_bad_options_are_usage_errors(args, words, capsys):
    with pytest.raises(SystemExit) as exc:
        main(["--lang", "en", "tournament", "--players", "hard,medium", *args])
    assert exc.value.code == 2
    assert words in capsys.readouterr().err

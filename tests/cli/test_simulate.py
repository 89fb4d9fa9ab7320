"""`sagrada-artisans simulate`: deterministic lines, JSON lines, usage errors exit 2."""

from __future__ import annotations

import json
import re
from types import SimpleNamespace

import pytest
from attrs import evolve

from sagrada_desktop import content, simulate_command
from sagrada_desktop.codec.details import rule
from sagrada_desktop.content.errors import Entry
from tests.engine.fixtures import TEST_WINDOW

from .commands import main

LINE = re.compile(r"^game (\d+): Bot 1 -?\d+(, Bot \d -?\d+)* -> winner Bot \d( \(tie on .+\))?$")
BOOSTER = evolve(TEST_WINDOW, id="b1", name="Booster Test")


@pytest.fixture(autouse=True)
def test_content(monkeypatch: pytest.MonkeyPatch) -> None:
    """The content's only campaign window is the engine tests' window; one booster copy."""
    fake = SimpleNamespace(windows={"test": SimpleNamespace(design=TEST_WINDOW)},
                           booster_windows={"b1": SimpleNamespace(design=BOOSTER)})
    monkeypatch.setattr(content, "load_content", lambda: fake)


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str]]:
    code = main(["simulate", *argv])
    return code, capsys.readouterr().out.splitlines()


def test_text_output_is_one_line_per_game_then_a_summary(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    code, lines = _run(capsys, "--seats", "3", "--bots", "random", "--games", "4", "--seed", "7")
    assert code == 0
    assert len(lines) == 5
    for k, line in enumerate(lines[:4], start=1):
        assert LINE.match(line) and line.startswith(f"game {k}: Bot 1 "), line
    assert re.match(r"^4 games: Bot 1 \(random\) \d wins?, mean -?\d+\.\d; Bot 2 ", lines[4])
    _, solo = _run(capsys, "--games", "1", "--seats", "1")
    assert solo[1].startswith("1 game: Bot 1 (greedy) 1 win, mean ")


def test_the_same_seed_prints_the_same_output(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seats", "2", "--bots", "greedy,random", "--games", "2", "--seed", "3")
    first = _run(capsys, *args)
    assert first == _run(capsys, *args)
    assert first != _run(capsys, "--seats", "2", "--bots", "greedy,random", "--games", "2",
                         "--seed", "4")


def test_json_lines_carry_every_scoring_step(capsys: pytest.CaptureFixture[str]) -> None:
    code, lines = _run(capsys, "--seats", "2", "--bots", "random", "--games", "3", "--seed", "5",
                       "--json", "--window", "b1")
    assert code == 0 and len(lines) == 3
    games = [json.loads(line) for line in lines]
    assert [g["seed"] for g in games] == [5, 6, 7]
    for g in games:
        assert g["window"] == "b1" and len(g["objectives"]) == 3
        assert [s["name"] for s in g["seats"]] == ["Bot 1", "Bot 2"]
        assert sorted(s["place"] for s in g["seats"]) == [1, 2]
        for seat in g["seats"]:
            steps = seat["steps"]
            assert seat["bot"] == "random"
            assert seat["total"] == (steps["starting_tools"] + sum(steps["public"])
                                     + steps["private"] + steps["tools"]
                                     + steps["broken_empty"] + steps["extra"])
        winner = next(s for s in g["seats"] if s["place"] == 1)
        assert g["winner"] == winner["name"]


def test_a_game_can_be_played_again_alone_by_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    _, three = _run(capsys, "--bots", "random", "--games", "3", "--seed", "10", "--json")
    _, third = _run(capsys, "--bots", "random", "--games", "1", "--seed", "12", "--json")
    assert json.loads(three[2]) | {"game": 1} == json.loads(third[0])


def test_simulate_lines_match_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    lines = simulate_command.simulate(TEST_WINDOW, ["greedy", "greedy"], 1, 2, as_json=False)
    assert _run(capsys, "--bots", "greedy", "--seed", "2")[1] == lines


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--seats", "0"], "--seats must be 1 to 6, not 0"),
        (["--seats", "7"], "--seats must be 1 to 6, not 7"),
        (["--seats", "two"], "--seats must be a whole number, not 'two'"),
        (["--games", "0"], "--games must be 1 to 1000000, not 0"),
        (["--seed", "-1"], "--seed must be 0 to 18446744073709551615, not -1"),
        (["--bots", "foo"], "unknown computer player 'foo'; choose from easy, medium, hard, expert, random, greedy"),
        (["--bots", "greedy,random,random"], "--bots names 3 computer players for 2 seats"),
        (["--window", "nowhere"], "unknown window 'nowhere'; known: test, b1"),
        (["--colour"], "unrecognized arguments: --colour"),
    ],
)
def test_bad_flags_print_usage_and_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str],
                                          message: str) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", *argv])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: sagrada-artisans")
    assert message in err


def test_content_that_does_not_load_is_reported(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    def broken() -> None:
        raise content.ContentError([content.Problem("windows/w01.toml", Entry("window", "w01"),
                                                    "pattern", rule("empty-row", row=2))])

    monkeypatch.setattr(content, "load_content", broken)
    assert main(["simulate"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("simulate: the content does not load:") and "w01" in err

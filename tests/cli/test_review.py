"""`sagrada-artisans review FILE [--json]`: Hard's judgement of a saved game, turn by turn, in
the words of the program's review; a file that cannot be read is named on stderr, exit 1."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from sagrada_desktop.cli import main
from sagrada_desktop.content import load_content
from sagrada_desktop.review.game_turns import ReviewedGame
from sagrada_desktop.review.judgement import Judging, judge_seat
from sagrada_desktop.review.summary import summary
from sagrada_desktop.review.words import ReviewWords
from sagrada_desktop.saves import load_game
from sagrada_desktop.wording import set_language
from tests.review.games import BLUNDER, BLUNDER_ROUND

QUICK = ["--simulations", "12", "--samples", "6"]


@pytest.fixture(autouse=True)
def english_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    yield
    set_language("en")


def test_the_text_names_the_game_each_turn_and_the_summary(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(BLUNDER), *QUICK]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "window: Lamp of the Crypt (w01)"
    assert out[1] == "seats: Ana (a person), Ben (computer, Hard)"
    assert out[2] == "the game is over after 12 rounds"
    assert out[4] == ("Ana's turns, judged by Hard (12 sampled games for its pick, 6 for each "
                      "cost):")
    turns = [line for line in out if line.startswith("  Round ")]
    assert len(turns) == 24  # Ana's turns, and only hers: Ben is a computer
    blunder = next(line for line in turns if line.startswith(f"  Round {BLUNDER_ROUND}, turn 2:"))
    assert "this turn cost you" in blunder
    assert out[-1].startswith("Ana: ") and " cost you " in out[-1]
    assert f"the biggest: round {BLUNDER_ROUND}, " in out[-1]


def test_the_same_judgement_as_the_review_in_the_program(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(BLUNDER), *QUICK]) == 0
    out = capsys.readouterr().out.splitlines()
    game = ReviewedGame.of(load_game(BLUNDER))
    judged = list(judge_seat(game, 0, Judging(simulations=12, samples=6)))
    words = ReviewWords(game, {k: v.name for k, v in load_content().public_objectives.items()})
    assert out[5:29] == ["  " + words.line(j) for j in judged]
    assert out[-1] == "Ana: " + words.summary(summary(0, judged))


def test_json_holds_every_turn_and_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(BLUNDER), "--json", *QUICK]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["window"] == {"id": "w01", "name": "Lamp of the Crypt"}
    assert doc["over"] is True and doc["judging"] == {"simulations": 12, "samples": 6, "seed": 0}
    (seat,) = doc["seats"]
    assert (seat["seat"], seat["name"], seat["plays"]) == (1, "Ana", "person")
    assert len(seat["turns"]) == 24
    first = seat["turns"][0]
    assert set(first) == {"round", "turn", "played", "hard", "same", "cost", "error",
                          "samples", "reason", "words"}
    assert first["played"]["actions"][0]["kind"] == "draft"
    same = [t for t in seat["turns"] if t["same"]]
    assert same and all(t["cost"] == 0 and t["samples"] == 0 for t in same)
    s = seat["summary"]
    assert s["biggest"] == {"round": BLUNDER_ROUND, "turn": 2}
    assert s["judged"] == 24 and s["costly_turns"] >= 1
    assert s["points"] == pytest.approx(sum(t["cost"] for t in seat["turns"]
                                            if round(t["cost"], 1) >= 0.5), abs=0.01)


def test_a_seat_by_number_or_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(BLUNDER), "--seat", "Ben", "--json", *QUICK]) == 0
    assert [s["name"] for s in json.loads(capsys.readouterr().out)["seats"]] == ["Ben"]
    assert main(["review", str(BLUNDER), "--seat", "2", "--json", *QUICK]) == 0
    assert [s["name"] for s in json.loads(capsys.readouterr().out)["seats"]] == ["Ben"]


def test_an_unknown_seat_says_which_seats_there_are(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", str(BLUNDER), "--seat", "Carla"]) == 2
    assert capsys.readouterr().err == (
        "sagrada-artisans review: error: --seat Carla: no seat has that number or name "
        "(seats: 1 Ana, 2 Ben)\n")


def test_a_damaged_file_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.sagrada.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["review", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"review: {bad}: ") and err.endswith("\n")


def test_a_bad_number_of_samples_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["review", str(BLUNDER), "--samples", "0"])
    assert stop.value.code == 2
    assert "--samples must be at least 1, not 0" in capsys.readouterr().err


def test_in_traditional_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "zh_TW", "review", str(BLUNDER), *QUICK]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "座位：Ana（玩家），Ben（電腦，困難）"
    assert out[2] == "遊戲已在 12 輪後結束"
    assert out[5].startswith("  第 1 輪第 ")
    assert out[-1].startswith("Ana：有 ") and "差最多的是第 4 輪" in out[-1]

"""`sagrada-artisans simulate --campaign`: a whole 10-window campaign, headless."""

import json

import pytest

from sagrada_desktop.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["simulate", "--campaign", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_campaign_text_is_the_same_for_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    code, first, _ = run(capsys, "--seats", "3", "--bots", "random", "--seed", "4")
    assert code == 0
    _, again, _ = run(capsys, "--seats", "3", "--bots", "random", "--seed", "4")
    _, other, _ = run(capsys, "--seats", "3", "--bots", "random", "--seed", "5")
    assert first == again and first != other
    assert first.count("Window ") == 10
    assert "Final Legacy Points" in first and "Winner:" in first


def test_campaign_json_has_ten_games_the_envelopes_then_the_final_table(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--seats", "2", "--bots", "random", "--seed", "1", "--json")
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["type"] for r in rows] == ["game"] * 10 + ["envelope"] * 19 + ["final"]
    first = rows[10]
    assert first == {"type": "envelope", "envelope": 1, "window": 1, "round": 4,
                     "source": "w01", "trigger": "end of round 4", "primary": True}


@pytest.mark.parametrize("argv", [["--seats", "5"], ["--games", "3"], ["--window", "w01"]])
def test_campaign_refuses_flags_that_do_not_apply(capsys: pytest.CaptureFixture[str],
                                                  argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(capsys, *argv)
    assert exit_info.value.code == 2
    assert "simulate: error:" in capsys.readouterr().err

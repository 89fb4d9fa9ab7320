"""Command lines a hand might type (issue 32, items 9 and 10): each gets its own clear message
and exit status 2 (a usage error) or 1, never a traceback: a seed of 4,300 digits, an empty
player name between two commas (simulate and tournament alike), a number of games beyond any
run, and a saved game that is a folder, a pipe or a device rather than missing."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from sagrada_desktop.cli import main


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize("command", [["simulate"],
                                     ["tournament", "--players", "greedy,random", "--games", "2"]])
def test_a_seed_of_thousands_of_digits_is_refused_shortly(command: list[str],
                                                          capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    err = _usage_error([*command, "--seed", "9" * 4300], capsys)
    assert "--seed must be 0 to 18446744073709551615" in err and len(err) < 1500
    err = _usage_error([*command, "--seed", "9" * 5000], capsys)
    assert "--seed must be a whole number" in err and len(err) < 1500


def test_an_empty_player_name_is_refused_by_both_commands(capsys: pytest.CaptureFixture[str]
                                                          ) -> None:
    err = _usage_error(["tournament", "--players", "greedy,,random"], capsys)
    assert "--players 'greedy,,random': a name is empty" in err
    err = _usage_error(["simulate", "--seats", "3", "--bots", "greedy,,random"], capsys)
    assert "--bots 'greedy,,random': a name is empty" in err


def test_the_number_of_games_has_a_limit(capsys: pytest.CaptureFixture[str]) -> None:
    err = _usage_error(["simulate", "--games", "99999999999"], capsys)
    assert "--games must be 1 to 1000000" in err


def test_a_saved_game_that_is_not_a_file_is_not_called_missing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "folder.sagrada.json"
    folder.mkdir()
    err = _usage_error([str(folder)], capsys)
    assert "is a folder, not a saved game" in err and "no such" not in err
    fifo = tmp_path / "pipe.sagrada.json"
    os.mkfifo(fifo)
    err = _usage_error([str(fifo)], capsys)
    assert "is not a file (a pipe, a device or a socket)" in err
    err = _usage_error([os.devnull], capsys)
    assert "is not a file" in err
    sock = tmp_path / "s.sock"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(sock))
        err = _usage_error([str(sock)], capsys)
        assert "is not a file" in err
    finally:
        server.close()
    err = _usage_error([str(tmp_path / "gone.sagrada.json")], capsys)
    assert "gone.sagrada.json: no such saved game" in err

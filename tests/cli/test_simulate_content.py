"""`simulate` with the shipped content: the first campaign window by default, any by id."""

from __future__ import annotations

import json

import pytest

from sagrada_desktop.content import load_content

from .commands import main


def test_the_default_window_is_the_first_campaign_window(capsys: pytest.CaptureFixture[str]
                                                        ) -> None:
    content = load_content()
    assert main(["simulate", "--bots", "random", "--games", "2", "--json"]) == 0
    games = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [g["window"] for g in games] == [next(iter(content.windows))] * 2


def test_every_shipped_window_can_be_simulated_by_id(capsys: pytest.CaptureFixture[str]) -> None:
    content = load_content()
    ids = [*content.windows, *content.booster_windows]
    for window_id in ids:
        assert main(["simulate", "--bots", "random", "--seats", "4", "--window", window_id,
                     "--json"]) == 0
    games = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [g["window"] for g in games] == ids
    assert all(len(g["seats"]) == 4 for g in games)

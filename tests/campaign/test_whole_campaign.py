"""Whole 10-window campaigns played headless by computer families, on the test content and on
the shipped content: every game scored and rewarded, the final Legacy Point table, the same
output from the same seed."""

from __future__ import annotations

import json

import pytest

from sagrada_desktop.campaign import (
    CampaignResult,
    result_json_lines,
    result_lines,
    simulate_campaign,
)
from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent

from .content_fixture import CONTENT


def check(result: CampaignResult, content: CampaignContent) -> None:
    seats = result.seats
    c = result.campaign
    assert c.is_over
    assert [g.window for g in result.games] == list(range(1, 11))
    for game in result.games:
        assert sorted(r.place for r in game.families) == list(range(1, seats + 1))
    gained = {f.name: 0 for f in c.families}
    for game in result.games:
        for r in game.families:
            gained[r.family] += r.legacy_points
    for s in result.table:
        assert gained[s.name] + s.magic_square == s.legacy_points
    assert result.winner == result.table[0].name
    assert [s.legacy_points for s in result.table] == sorted(
        (s.legacy_points for s in result.table), reverse=True)
    # every envelope some trigger always opens is open at the end of the campaign
    always = {t.envelope for card in content.windows.values() for t in card.design.triggers}
    always |= {e for s in content.story_cards.values() for e in s.opens}
    assert always <= set(c.opened)
    assert all(len(f.journal) == 10 for f in c.families)


@pytest.mark.parametrize("seats", [2, 4])
def test_a_whole_campaign_on_the_test_content(seats: int) -> None:
    result = simulate_campaign(seats, "random", 41, CONTENT)
    check(result, CONTENT)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_a_whole_campaign_on_the_shipped_content(seats: int) -> None:
    content = load_content()
    result = simulate_campaign(seats, "random", 42 + seats, content)
    check(result, content)


@pytest.mark.parametrize("seats", [2, 4])
def test_a_whole_greedy_campaign_on_the_shipped_content(seats: int) -> None:
    """The CI's headless campaign: what `simulate --campaign --bots greedy` plays."""
    content = load_content()
    result = simulate_campaign(seats, "greedy", 7, content)
    check(result, content)
    assert result_lines(result)[0] == f"Campaign: {seats} families (greedy), seed 7"


def test_the_same_seed_prints_the_same_output() -> None:
    a = simulate_campaign(3, "random", 5, CONTENT)
    b = simulate_campaign(3, "random", 5, CONTENT)
    assert result_lines(a) == result_lines(b)
    assert result_json_lines(a) == result_json_lines(b)
    other = simulate_campaign(3, "random", 6, CONTENT)
    assert result_lines(other) != result_lines(a)


def test_the_printed_result() -> None:
    result = simulate_campaign(2, "random", 5, CONTENT)
    lines = result_lines(result)
    assert lines[0] == "Campaign: 2 families (random), seed 5"
    assert lines[1] == "Window 1: Window 1"
    assert lines[2].lstrip().startswith("1st")
    assert "Final Legacy Points" in lines
    assert lines[-1] == (f"Winner: {result.winner} with {result.table[0].legacy_points} "
                         "Legacy Points")
    records = [json.loads(line) for line in result_json_lines(result)]
    opened = len(result.campaign.openings)
    assert [r["type"] for r in records] == ["game"] * 10 + ["envelope"] * opened + ["final"]
    assert records[0]["families"][0]["place"] == 1
    assert set(records[0]["families"][0]) == {"family", "score", "place", "legacy_points"}
    final = records[-1]
    assert final["winner"] == result.winner
    assert [row["rank"] for row in final["table"]] == [1, 2]


def test_simulate_refuses_unknown_bots_and_seat_counts() -> None:
    with pytest.raises(ValueError, match="unknown computer player"):
        simulate_campaign(2, "clever", 1, CONTENT)
    with pytest.raises(ValueError, match="1 to 4 families"):
        simulate_campaign(5, "random", 1, CONTENT)
    with pytest.raises(ValueError, match="one per family"):
        simulate_campaign(3, "random,random", 1, CONTENT)


def test_each_family_may_have_its_own_computer_player() -> None:
    per_family = simulate_campaign(2, "random,random", 8, CONTENT)
    for_all = simulate_campaign(2, "random", 8, CONTENT)
    assert result_lines(per_family)[0] == "Campaign: 2 families (random,random), seed 8"
    assert result_lines(per_family)[1:] == result_lines(for_all)[1:]

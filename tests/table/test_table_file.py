"""A window at the table is kept in the campaign file at every step and opens again exactly as
it was (its setup, the companion's round, the triggers the table confirmed, every entry step);
a damaged entry in the file is refused with where and what, and the file is left as it is."""

from __future__ import annotations

import json

import pytest

from sagrada_desktop.campaign import load_campaign, save_campaign
from sagrada_desktop.campaign.campaign_file import CampaignSaveError
from sagrada_desktop.engine import Color, Die
from sagrada_desktop.table.entries import cross_out, fill_space, set_constructed, set_tool_boxes

from .campaigns import CONTENT, at_results, at_table


def _steps():
    yield "set up", at_table()
    campaign = at_results()
    yield "game over", campaign
    campaign = fill_space(campaign, 0, 0, 0, Die(Color.RED, 3))
    campaign = fill_space(campaign, 0, 0, 1, Die(Color.RED, 4))
    campaign = cross_out(campaign, 0, (1,))
    campaign = set_tool_boxes(campaign, 0, (1, 0, 0))
    campaign = set_constructed(campaign, 1, (Die(Color.BLUE, 1),))
    yield "entered", campaign


@pytest.mark.parametrize(("name", "campaign"), list(_steps()), ids=lambda v: str(v)[:12])
def test_a_table_window_opens_again_as_it_was(tmp_path, name, campaign) -> None:
    path = tmp_path / "table.json"
    save_campaign(path, campaign)
    assert load_campaign(path, CONTENT) == campaign, name


@pytest.mark.parametrize(("change", "words"), [
    (lambda t: t["entries"][0]["spaces"][0].update(space=99),
     "campaign.table.entries[0].spaces[0]: 99 is not a space of the window"),
    (lambda t: t["entries"][0].update(family=5),
     "campaign.table.entries[0].family: 5 is not 0 to 1"),
    (lambda t: t.update(round=40), "campaign.table.round: 40 is not 0 to 13"),
])
def test_a_damaged_table_window_is_refused_naming_where(tmp_path, change, words) -> None:
    campaign = fill_space(at_results(), 0, 0, 0, Die(Color.RED, 3))
    path = tmp_path / "table.json"
    save_campaign(path, campaign)
    document = json.loads(path.read_text(encoding="utf-8"))
    table = _find_table(document)
    change(table)
    damaged = json.dumps(document)
    path.write_text(damaged, encoding="utf-8")
    with pytest.raises(CampaignSaveError) as caught:
        load_campaign(path, CONTENT)
    assert words in str(caught.value)
    assert path.read_text(encoding="utf-8") == damaged  # left as it is


def _find_table(node: object) -> dict:
    """The campaign's table window in the saved document, wherever the body keeps it."""
    if isinstance(node, dict):
        if isinstance(node.get("table"), dict) and "entries" in node["table"]:
            return node["table"]
        for value in node.values():
            try:
                return _find_table(value)
            except LookupError:
                continue
    if isinstance(node, list):
        for value in node:
            try:
                return _find_table(value)
            except LookupError:
                continue
    raise LookupError("no table window in the document")


def test_a_table_window_s_campaign_is_checked_as_fully_as_one_on_screen(tmp_path) -> None:
    """While a window is at the table the families' Tool Cards, the stories read and the
    envelopes are checked as during a game on screen: a Tool Card copied in is refused."""
    campaign = at_results()
    path = tmp_path / "table.json"
    save_campaign(path, campaign)
    document = json.loads(path.read_text(encoding="utf-8"))
    families = document["campaign"]["families"]
    families[0]["tools"] = [*families[0]["tools"], "came-knife", "came-knife"]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(CampaignSaveError) as caught:
        load_campaign(path, CONTENT)
    assert "campaign.families[0].tools" in str(caught.value)


"""Work bounded by size before a save is read deeply, and the Continue list reading a small
header (issue 32, item 8: a 17 MB campaign of 1,000,000 unknown log entries took 55 s and
3.5 GB before it was refused, and the Continue list loaded every campaign file whole); a UTF-8
BOM is read (item 10: it was refused in Python's words, "decode using utf-8-sig")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sagrada_desktop import codec
from sagrada_desktop.campaign import (
    CampaignSaveError,
    FamilySetup,
    load_campaign,
    new_campaign,
    save_campaign,
)
from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import SaveError, load_game, save_game
from sagrada_desktop.saves.size_limits import MAX_CONTAINERS, containers
from sagrada_desktop.ui.campaign.campaign_files import CampaignFolder
from tests.saves.helpers import random_game, rich_setup


@pytest.fixture(scope="module")
def content() -> CampaignContent:
    return load_content()


def _campaign_file(path: Path, content: CampaignContent) -> None:
    families = [FamilySetup("Amat", content.family_colors[0], "Rosa"),
                FamilySetup("Batlló", content.family_colors[1], "Jaume")]
    save_campaign(path, new_campaign(content, families, 4), content=content)


def test_a_file_of_a_million_values_is_refused_before_it_is_read_deeply(
        tmp_path: Path, content: CampaignContent, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.json"
    _campaign_file(path, content)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["campaign"]["log"] = [{"kind": "no-such-entry"}] * 1_000_000
    path.write_text(json.dumps(doc), encoding="utf-8")

    def structured(*_: object) -> None:
        raise AssertionError("the values were read before the file's size was bounded")

    monkeypatch.setattr(codec, "structure", structured)
    with pytest.raises(CampaignSaveError) as refused:
        load_campaign(path, content)
    assert "huge.json" in str(refused.value) and "far more than any save" in str(refused.value)


def test_brackets_inside_names_are_no_values() -> None:
    name = json.dumps("[" * (MAX_CONTAINERS + 5))
    assert containers('{"name": ' + name + ', "list": [1, 2]}') == 2


def test_the_continue_list_reads_each_files_summary_not_the_whole_file(
        tmp_path: Path, content: CampaignContent, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = CampaignFolder(tmp_path)
    path = tmp_path / "Amat-Batlló.json"
    _campaign_file(path, content)
    text = path.read_text(encoding="utf-8")
    cut = text.index('"campaign"')  # the body, damaged and grown to megabytes
    path.write_text(text[:cut] + '"campaign": {"log": [' + '"x",' * 2_000_000,
                    encoding="utf-8")

    def whole(*_: object) -> None:
        raise AssertionError("the Continue list read a campaign file whole")

    import sagrada_desktop.campaign as campaign_package

    monkeypatch.setattr(campaign_package, "load_campaign", whole)
    [listed] = folder.saved(content)
    assert listed.families == ("Amat", "Batlló") and listed.window == 1 and not listed.problem
    monkeypatch.undo()
    with pytest.raises(CampaignSaveError):  # continuing it reads it whole: refused
        load_campaign(path, content)


def test_a_summary_that_does_not_say_the_campaign_is_refused(tmp_path: Path,
                                                             content: CampaignContent) -> None:
    path = tmp_path / "c.json"
    _campaign_file(path, content)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["summary"]["families"][0]["name"] = "Someone else"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(CampaignSaveError, match="summary"):
        load_campaign(path, content)


def test_a_byte_order_mark_is_read(tmp_path: Path, content: CampaignContent) -> None:
    game = tmp_path / "game.sagrada.json"
    setup = rich_setup(2, seed=3)
    state, log = random_game(setup, seed=3, stop_after=5)
    save_game(game, setup, log, state)
    game.write_bytes(b"\xef\xbb\xbf" + game.read_bytes())
    assert load_game(game).state == state
    campaign = tmp_path / "campaigns" / "c.json"
    campaign.parent.mkdir()
    _campaign_file(campaign, content)
    campaign.write_bytes(b"\xef\xbb\xbf" + campaign.read_bytes())
    assert load_campaign(campaign, content).families[0].name == "Amat"
    listed = CampaignFolder(campaign.parent).saved(content)
    assert [s.families for s in listed] == [("Amat", "Batlló")]


def test_a_game_file_of_too_many_values_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    setup = rich_setup(2, seed=3)
    state, log = random_game(setup, seed=3, stop_after=5)
    save_game(path, setup, log, state)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["actions"] = [{"kind": "draft", "die": "R3"}] * (MAX_CONTAINERS + 1)
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match="far more than any save"):
        load_game(path)

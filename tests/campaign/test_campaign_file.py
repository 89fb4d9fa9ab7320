"""Campaign saves: one JSON file per campaign, atomic with a .bak, versioned, checked on load
with clear errors; and resetting a campaign."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    CAMPAIGN_FORMAT,
    CAMPAIGN_SCHEMA_VERSION,
    Campaign,
    CampaignSaveError,
    campaign_document,
    load_campaign,
    reset_campaign,
    reset_path,
    save_campaign,
)
from sagrada_desktop.wording import set_language

from .content_fixture import CONTENT
from .helpers import at_decision, at_window, run_until, start


@pytest.fixture(scope="module")
def mid_game() -> Campaign:
    c = run_until(start(3, seed=21), at_window(2, "game"))
    return run_until(c, lambda c: c.game is not None and len(c.game.actions) >= 40)


@pytest.fixture(scope="module")
def at_market() -> Campaign:
    return run_until(start(2, seed=22), at_decision("market"))


def test_a_game_in_progress_round_trips(tmp_path: Path, mid_game: Campaign) -> None:
    path = tmp_path / "campaign.json"
    save_campaign(path, mid_game)
    loaded = load_campaign(path, CONTENT)
    assert loaded == mid_game
    assert loaded.game is not None and mid_game.game is not None
    assert loaded.game.state == mid_game.game.state
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["format"], data["schema_version"]) == (CAMPAIGN_FORMAT, CAMPAIGN_SCHEMA_VERSION)
    assert len(data["game"]["actions"]) == len(mid_game.game.actions)


def test_a_campaign_waiting_for_a_decision_round_trips(tmp_path: Path,
                                                       at_market: Campaign) -> None:
    path = tmp_path / "c.json"
    save_campaign(path, at_market)
    assert load_campaign(path, CONTENT) == at_market
    assert campaign_document(load_campaign(path)) == campaign_document(at_market)


def test_saving_again_keeps_the_previous_file_as_bak(tmp_path: Path, mid_game: Campaign,
                                                     at_market: Campaign) -> None:
    path = tmp_path / "c.json"
    save_campaign(path, at_market)
    first = path.read_text(encoding="utf-8")
    save_campaign(path, mid_game)
    assert (tmp_path / "c.json.bak").read_text(encoding="utf-8") == first
    assert load_campaign(path) == mid_game
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []


def test_an_autosave_after_every_turn_is_cheap(tmp_path: Path, mid_game: Campaign) -> None:
    path = tmp_path / "c.json"
    from .helpers import step

    c = mid_game
    started = time.perf_counter()
    for _ in range(30):
        c = step(c)
        save_campaign(path, c)
    per_turn = (time.perf_counter() - started) / 30
    assert per_turn < 0.15, f"{per_turn * 1000:.0f} ms a turn"
    assert load_campaign(path) == c


Change = Callable[[dict[str, Any]], object]


def _damage(tmp_path: Path, good: Campaign, change: Change) -> Path:
    path = tmp_path / "broken.json"
    doc = campaign_document(good)
    change(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _set(doc: Any, keys: tuple[str | int, ...], value: object) -> None:
    for k in keys[:-1]:
        doc = doc[k]
    doc[keys[-1]] = value


DAMAGES: list[tuple[Change, str]] = [
    (lambda d: _set(d, ("format",), "sagrada-artisans-game"), "this is not a saved campaign"),
    (lambda d: _set(d, ("schema_version",), 99), "written by version 0.2.0 of Sagrada Artisans "
     "Desktop; this is 0.2.0"),
    (lambda d: d.update(schema_version=99, written_by=None), "written by a newer version of "
     "Sagrada Artisans Desktop; this is 0.2.0: update to open it"),
    (lambda d: d.pop("campaign"), "campaign: required field missing"),
    (lambda d: _set(d, ("extra",), 1), "extra: unexpected field"),
    (lambda d: _set(d, ("campaign", "families", 0, "name"), 7),
     "campaign.families[0].name: expected text, got a number"),
    (lambda d: _set(d, ("campaign", "stage"), "lunch"), "lunch"),
    (lambda d: _set(d, ("campaign", "families", 0, "square"), []), "16 cells"),
    (lambda d: _set(d, ("game", "actions", 0), {"kind": "fill", "row": 9, "col": 9}),
     "game: action 1 (fill row 10, column 10): illegal"),
    (lambda d: _set(d, ("game",), None), "exactly when the stage is 'game'"),
    (lambda d: _set(d, ("campaign", "opened"), ["e01", "e99"]), "unknown envelope 'e99'"),
    (lambda d: _set(d, ("campaign", "openings"), [
        {"envelope": "e98", "window": 1, "round": 4, "source": "w01", "trigger": "x"}]),
     "unknown envelope 'e98'"),
    (lambda d: _set(d, ("campaign", "window"), 12), "campaign.window"),
]


@pytest.mark.parametrize(("change", "message"), DAMAGES)
def test_a_damaged_file_is_refused_naming_the_file_and_the_problem(
        tmp_path: Path, mid_game: Campaign, change: Change, message: str) -> None:
    path = _damage(tmp_path, mid_game, change)
    before = path.read_bytes()
    with pytest.raises(CampaignSaveError) as info:
        load_campaign(path, CONTENT)
    assert str(path) in str(info.value)
    assert message in str(info.value)
    assert path.read_bytes() == before  # left as it is


def test_a_cut_short_file_points_to_the_backup(tmp_path: Path, at_market: Campaign) -> None:
    path = tmp_path / "c.json"
    save_campaign(path, at_market)
    save_campaign(path, at_market)
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(CampaignSaveError, match=r"not valid JSON.*cut short.*c\.json\.bak"):
        load_campaign(path)
    assert load_campaign(tmp_path / "c.json.bak") == at_market


def test_a_missing_or_binary_file(tmp_path: Path) -> None:
    with pytest.raises(CampaignSaveError, match="no such file"):
        load_campaign(tmp_path / "none.json")
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(CampaignSaveError, match="not UTF-8"):
        load_campaign(binary)


def test_reset_starts_the_same_families_over_and_keeps_the_old_campaign(
        tmp_path: Path, at_market: Campaign) -> None:
    path = tmp_path / "c.json"
    save_campaign(path, at_market)
    old_text = path.read_text(encoding="utf-8")
    fresh = reset_campaign(path, CONTENT, seed=5)
    assert fresh.window == 0 and fresh.stage == "game"
    assert [(f.name, f.color, f.member) for f in fresh.families] == [
        (f.name, f.color, f.members[0].name) for f in at_market.families]
    assert all(f.journal == () and f.legacy_points == 0 for f in fresh.families)
    assert load_campaign(path, CONTENT) == fresh
    assert (tmp_path / "c.json.bak").read_text(encoding="utf-8") == old_text
    assert Path(reset_path(path)).read_text(encoding="utf-8") == old_text
    save_campaign(path, fresh)  # an autosave replaces the .bak, never the reset copy
    assert Path(reset_path(path)).read_text(encoding="utf-8") == old_text


def test_a_window_the_content_cannot_set_up_is_explained_in_each_language(
        tmp_path: Path, mid_game: Campaign) -> None:
    """A campaign saved with content that had an ability its opened envelope grants, loaded
    with content that lacks it: the campaign cannot set the window up, and says which id is
    missing in English and in 繁體中文 (a kind and its values, not the KeyError's text)."""
    path = tmp_path / "c.json"
    save_campaign(path, mid_game)
    granted = CONTENT.envelopes["e02"].grants.abilities[0]
    assert "e02" in mid_game.opened
    other = evolve(CONTENT, abilities={k: v for k, v in CONTENT.abilities.items() if k != granted})
    with pytest.raises(CampaignSaveError) as info:
        load_campaign(path, other)
    assert (f"game.setup: the campaign cannot set up this window: it needs '{granted}', which "
            "the game content does not have") in str(info.value)
    set_language("zh_TW")
    try:
        with pytest.raises(CampaignSaveError) as info:
            load_campaign(path, other)
    finally:
        set_language("en")
    assert f"game.setup：劇情無法設置這片玻璃窗：需要遊戲內容中沒有的「{granted}」" in str(info.value)

"""Who plays each family is kept inside the campaign file (version 2); a version 1 file, which
kept it in `<name>.seats.json`, loads with those plans (or a person for each family) and gets
them inside at its next save."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    CAMPAIGN_SCHEMA_VERSION,
    CampaignSaveError,
    load_campaign_file,
    reset_campaign,
    save_campaign,
)
from sagrada_desktop.saves import SeatPlan
from tests.campaign.log_text import english_log

from .content_fixture import CONTENT
from .helpers import start

OLD = Path(__file__).parent / "old_files" / "version1.json"
PERSON, EASY = SeatPlan("person"), SeatPlan("easy")


def _old_copy(tmp_path: Path, side_file: str | None) -> Path:
    path = tmp_path / OLD.name
    shutil.copyfile(OLD, path)
    if side_file is not None:
        (tmp_path / "version1.seats.json").write_text(side_file, encoding="utf-8")
    return path


def test_the_plans_round_trip_inside_the_file(tmp_path: Path) -> None:
    campaign = start(3, seed=31)
    plans = (SeatPlan("medium"), PERSON, SeatPlan("hard"))
    path = tmp_path / "c.json"
    save_campaign(path, campaign, plans)
    loaded = load_campaign_file(path, CONTENT)
    assert loaded.campaign == campaign and loaded.plans == plans
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["schema_version"] == CAMPAIGN_SCHEMA_VERSION == 5
    assert doc["seats"] == [{"kind": "medium"}, {"kind": "person"}, {"kind": "hard"}]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.json"]


def test_a_version_1_campaign_takes_its_plans_from_its_side_file(tmp_path: Path) -> None:
    path = _old_copy(tmp_path, '["easy", "person"]')
    before = json.loads(path.read_text(encoding="utf-8"))
    assert before["schema_version"] == 1 and "seats" not in before
    loaded = load_campaign_file(path, CONTENT)
    assert loaded.plans == (EASY, PERSON)
    fresh = start(2, seed=5)
    # the old log's English lines are kept as plain text (campaign/log_migration.py)
    assert loaded.campaign == evolve(fresh, log=loaded.campaign.log)
    assert [e.text for e in loaded.campaign.log] == english_log(fresh, CONTENT)
    save_campaign(path, loaded.campaign, loaded.plans)
    after = json.loads(path.read_text(encoding="utf-8"))
    assert after["schema_version"] == 5 and after["seats"] == [{"kind": "easy"},
                                                               {"kind": "person"}]
    (tmp_path / "version1.seats.json").unlink()
    assert load_campaign_file(path, CONTENT).plans == (EASY, PERSON)


@pytest.mark.parametrize("side_file", [None, "[", '["easy"]'], ids=["none", "damaged", "short"])
def test_a_version_1_campaign_without_a_usable_side_file_is_played_by_persons(
        tmp_path: Path, side_file: str | None) -> None:
    path = _old_copy(tmp_path, side_file)
    assert load_campaign_file(path, CONTENT).plans == (PERSON, PERSON)


@pytest.mark.parametrize("seats, message", [
    ([{"kind": "person"}, {"kind": "grandmaster"}],
     "seats[1].kind: expected one of 'person', 'easy', 'medium', 'hard', 'expert', 'greedy', "
     "'random', got the text 'grandmaster'"),
    ([{"kind": "person"}], "seats: 1 seat plan for 2 families (one per family)"),
    (None, "seats: expected a list of tables, got null"),
])
def test_a_damaged_plan_is_refused_naming_the_file_and_what_is_wrong(
        tmp_path: Path, seats: object, message: str) -> None:
    path = tmp_path / "c.json"
    save_campaign(path, start(2, seed=5), (PERSON, EASY))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["seats"] = seats
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(CampaignSaveError) as info:
        load_campaign_file(path, CONTENT)
    assert str(info.value).startswith(f"{path}: {message}"), str(info.value)


def test_starting_over_keeps_who_plays_each_family(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    save_campaign(path, start(2, seed=5), (EASY, PERSON))
    reset_campaign(path, CONTENT, seed=9)
    assert load_campaign_file(path, CONTENT).plans == (EASY, PERSON)

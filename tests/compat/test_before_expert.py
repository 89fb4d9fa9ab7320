"""Files written before the Expert level (a seat kind more) keep opening with their seat plans,
and a file with an Expert seat keeps it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sagrada_desktop.campaign import load_campaign_file, save_campaign
from sagrada_desktop.content import load_content
from sagrada_desktop.saves import SeatPlan, load_game, save_game

OLD = Path(__file__).parent / "before_expert"


def test_a_game_saved_before_expert_opens_with_its_seats(tmp_path: Path) -> None:
    path = tmp_path / "game.sagrada.json"
    shutil.copyfile(OLD / "game.sagrada.json", path)
    loaded = load_game(path)
    assert [p.kind for p in loaded.plans] == ["person", "easy", "medium", "hard"]
    assert len(loaded.actions) == 12
    plans = (SeatPlan("person"), SeatPlan("expert"), SeatPlan("medium"), SeatPlan("hard"))
    save_game(path, loaded.setup, loaded.actions, loaded.state, plans=plans)
    assert load_game(path).plans == plans
    assert json.loads(path.read_text(encoding="utf-8"))["seats"][1] == {"kind": "expert"}


def test_a_campaign_saved_before_expert_opens_with_its_families(tmp_path: Path) -> None:
    path = tmp_path / "campaign.json"
    shutil.copyfile(OLD / "campaign.json", path)
    content = load_content()
    loaded = load_campaign_file(path, content)
    assert [p.kind for p in loaded.plans] == ["person", "hard", "medium"]
    plans = (SeatPlan("expert"), SeatPlan("hard"), SeatPlan("person"))
    save_campaign(path, loaded.campaign, plans)
    assert load_campaign_file(path, content).plans == plans

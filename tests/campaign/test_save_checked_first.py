"""Before every save the program reads back what it is about to write, as loading would (issue
32, item 2): a campaign or game the loader would refuse is never written, the message says
why, and the file keeps its last good save (before, the save went through and every later
load was refused: the campaign was bricked by its own program)."""

from __future__ import annotations

from pathlib import Path

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    CampaignSaveError,
    FamilySetup,
    load_campaign_file,
    new_campaign,
    save_campaign,
)
from sagrada_desktop.campaign.families import LegacyAward
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import new_game
from sagrada_desktop.saves import SaveError, load_game, save_game
from tests.saves.helpers import random_game, rich_setup


def test_a_campaign_that_would_not_load_is_not_written(tmp_path: Path) -> None:
    content = load_content()
    families = [FamilySetup("Amat", content.family_colors[0], "Rosa"),
                FamilySetup("Batlló", content.family_colors[1], "Jaume")]
    campaign = new_campaign(content, families, 3)
    path = tmp_path / "Amat-Batlló.json"
    save_campaign(path, campaign, content=content)
    good = path.read_bytes()
    f = campaign.families[0]
    awards = (LegacyAward(100, "envelope", 1, "a gift"),) * 12  # 1,200: beyond any game's setup
    broken = evolve(campaign, families=(evolve(f, legacy=awards), *campaign.families[1:]))
    with pytest.raises(CampaignSaveError) as refused:
        save_campaign(path, broken, content=content)
    text = str(refused.value)
    assert "Amat-Batlló.json: not saved" in text and "families[0].legacy" in text
    assert "keeps its last save" in text
    assert path.read_bytes() == good and not path.with_name(path.name + ".bak").exists()
    assert load_campaign_file(path, content).campaign == campaign


def test_a_game_that_would_not_load_is_not_written(tmp_path: Path) -> None:
    setup = rich_setup(2, seed=1)
    state, log = random_game(setup, seed=1, stop_after=6)
    path = tmp_path / "game.sagrada.json"
    save_game(path, setup, log, state)
    good = path.read_bytes()
    odd = evolve(setup, seats=(evolve(setup.seats[0], legacy_points=5000), *setup.seats[1:]))
    with pytest.raises(SaveError) as refused:
        save_game(path, odd, [], new_game(odd))
    text = str(refused.value)
    assert "game.sagrada.json: not saved" in text and "seats[0].legacy_points" in text
    assert path.read_bytes() == good
    assert load_game(path).state == state

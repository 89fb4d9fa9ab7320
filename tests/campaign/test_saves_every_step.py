"""A campaign the program itself played can always be saved and loaded again (issue 32): seeded
headless campaigns, their choices at random among the legal ones and their games by computer
players, saved as the program saves them (save_campaign with the content: read back before it
is written) and loaded again after every step the program saves at (each choice, each turn),
from the first Game Setup to the end of the campaign. The loaded campaign is the one saved,
with who plays each family; it carries on from there as the saved one did.

benchmarks/save_fuzz.py --campaigns N plays more of them."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import Campaign, FamilySetup, load_campaign_file, save_campaign
from sagrada_desktop.campaign.flow import decide, new_campaign, pending_decision, play
from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import SeatPlan

from .random_choices import random_answer

NAMES = ("Amat", "Batlló", "Calvet", "Milà")


def play_saving_every_step(content: CampaignContent, families: int, seed: int, path: Path,
                           windows: int | None = None) -> int:
    """Play one campaign (up to `windows` windows, else to its end), saving and loading it
    after each step; the number of saves. Raises AssertionError at the first one that does not
    load back as it was."""
    rng = random.Random(seed)
    setups = [FamilySetup(NAMES[i], content.family_colors[i], f"{NAMES[i]} {seed}")
              for i in range(families)]
    campaign: Campaign = new_campaign(content, setups, seed)
    kinds = [rng.choice(["random", "greedy"]) for _ in range(families)]
    players = [make_player(kind, seed * 10 + i) for i, kind in enumerate(kinds)]
    plans = tuple(SeatPlan(rng.choice(["person", "easy", "medium"])) for _ in range(families))
    saves = 0
    while not campaign.is_over and (windows is None or campaign.window < windows):
        save_campaign(path, campaign, plans, content=content)
        loaded = load_campaign_file(path, content)
        assert loaded.campaign == campaign, f"window {campaign.window + 1}, {campaign.stage}"
        assert loaded.plans == plans
        campaign = loaded.campaign  # carries on from the file, as Continue would
        saves += 1
        decision = pending_decision(campaign, content)
        if decision is not None:
            campaign = decide(campaign, content, random_answer(campaign, decision, rng))
            continue
        state = campaign.game_state
        assert state is not None, "no choice and no game: the campaign cannot go on"
        seat, turn = state.active_seat, (state.round, state.turn)
        while campaign.game_state is not None and not campaign.game_state.is_over \
                and (campaign.game_state.round, campaign.game_state.turn) == turn:
            campaign = play(campaign, content, players[seat].choose(campaign.game_state))
            # one turn (the program saves after each)
    if campaign.is_over:
        save_campaign(path, campaign, plans, content=content)
        assert load_campaign_file(path, content).campaign == campaign
    return saves


@pytest.fixture(scope="module")
def content() -> CampaignContent:
    return load_content()


@pytest.mark.parametrize(("families", "seed", "windows"),
                         [(1, 1, None), (2, 2, 3), (3, 3, 2), (4, 4, 2)])
def test_every_step_of_a_played_campaign_saves_and_loads(content: CampaignContent,
                                                         tmp_path: Path, families: int,
                                                         seed: int, windows: int | None) -> None:
    saves = play_saving_every_step(content, families, seed, tmp_path / "campaign.json",
                                   windows)
    assert saves > 100

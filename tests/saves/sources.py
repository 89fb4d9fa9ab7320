"""Valid saves to damage: games at 1-6 seats with and without the Glory modules (in the
Flourish choice, mid-game, finished) and campaigns (at setup, mid-game, at the Market, over)."""

from __future__ import annotations

from collections.abc import Iterator

from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import campaign_document
from sagrada_desktop.campaign.campaign_state import Campaign
from sagrada_desktop.campaign.computer import computer_answer
from sagrada_desktop.campaign.families import FamilySetup
from sagrada_desktop.campaign.flow import decide, new_campaign, pending_decision, play
from sagrada_desktop.engine import Modules
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import dumps, game_document

from .helpers import random_game, rich_setup

GLORY = (Modules(), Modules(strife=True, pioneer=True, flourish=True, rivalry=True),
         Modules(flourish=True), Modules(strife=True, rivalry=True))


def game_saves() -> Iterator[tuple[str, str]]:
    """(label, save text) of games at every seat count, Glory on and off, every stage."""
    for seats in range(1, 7):
        modules = GLORY[seats % len(GLORY)]
        setup = evolve(rich_setup(seats, seed=seats), modules=modules)
        stops: tuple[int | None, ...] = (0, 7 * seats) if seats % 2 else (5 * seats, None)
        for stop in stops:
            state, log = random_game(setup, seed=seats, stop_after=stop)
            label = f"{seats} seats, {'Glory' if modules.any else 'Artisans'}, " \
                    f"{'over' if state.is_over else state.stage.value}"
            yield label, dumps(game_document(setup, log, state))


def campaign_saves(content: CampaignContent, families: int = 2, seed: int = 3,
                   whole: bool = True) -> Iterator[tuple[str, str]]:
    """(label, save text) of one campaign at setup, mid-game, the Market and (whole) over."""
    names = ("Amat", "Batlló", "Calvet", "Milà")
    setups = [FamilySetup(names[i], content.family_colors[i], f"Member {i}")
              for i in range(families)]
    campaign: Campaign = new_campaign(content, setups, seed)
    players = [make_player("random", seed + i) for i in range(families)]
    wanted = ["setup", "game", "market", "magic-square", "rewards", "cleanup"]
    moves = 0
    while not campaign.is_over:
        if campaign.stage in wanted and (campaign.stage != "game" or moves > 20):
            wanted.remove(campaign.stage)
            yield f"campaign of {families}, window {campaign.window + 1}, {campaign.stage}", \
                dumps(campaign_document(campaign))
            if not wanted and not whole:
                return
        decision = pending_decision(campaign, content)
        if decision is not None:
            campaign = decide(campaign, content, computer_answer(campaign, content, decision))
            continue
        state = campaign.game_state
        assert state is not None
        campaign = play(campaign, content, players[state.active_seat].choose(state))
        moves += 1
    yield f"campaign of {families}, over", dumps(campaign_document(campaign))

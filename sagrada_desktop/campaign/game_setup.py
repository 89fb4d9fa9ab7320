"""Game Setup of each window: the Intro Story Card, the Start Player, the Tool Box selection
(with the Starting Tool Count), then the engine's GameSetup with everything the families bring.

The engine deals the Public and Private Objectives and rolls the dice from the game's seed,
which is fixed by the campaign's seed and the window, so a campaign replays the same.
"""

from __future__ import annotations

import random

from attrs import evolve

from ..engine import GameSetup, SeatSetup, new_game
from ..engine.legacy_types import CampaignContent
from .campaign_log import start_player_drawn, tools_brought
from .campaign_state import Campaign, GameInProgress, with_log
from .editions import campaign_content
from .errors import CampaignError
from .family_crest import seat_abilities
from .legacy_points import fewest_first
from .log_entries import StartPlayerChosen, WindowBegins
from .refusals import refusal
from .tool_box import bring_errors, needs_choice
from .unlocks import envelope_rules, game_design, read_story, window_card, window_number


def game_seed(campaign: Campaign) -> int:
    key = f"sagrada-campaign:{campaign.seed}:window:{campaign.window}"
    return random.Random(key).getrandbits(63)


def enter_setup(campaign: Campaign, content: CampaignContent) -> Campaign:
    """Steps 1-3: the journals open at the new window; the first game's Start Player is
    drawn at random (a lone family is always Start Player); from game 2 on the family with
    the fewest Legacy Points will choose."""
    card = window_card(campaign, content)
    n = len(campaign.families)
    campaign = evolve(campaign, stage="setup", start_player=-1, bring=(), game=None,
                      after=None)
    campaign = with_log(campaign, WindowBegins(card.number, card.design.id, card.year))
    if campaign.window == 0:
        start = random.Random(f"sagrada-campaign:{campaign.seed}:start").randrange(n)
        campaign = start_player_drawn(evolve(campaign, start_player=start))
    elif n == 1:
        campaign = start_player_drawn(evolve(campaign, start_player=0))
    return campaign


def read_intro(campaign: Campaign, content: CampaignContent) -> Campaign:
    """Steps 4-10 up to the Tool Box choices: read the Intro Story Card (opening what it
    says), then settle the Tool Box of each family that needs no choice (game 1: none is
    brought; later, a family owning no more Tool Cards than its capacity brings them all)."""
    card = window_card(campaign, content)
    if card.intro is not None:
        campaign = read_story(campaign, card.intro, content)
    first_game = campaign.window == 0
    bring = tuple(
        () if first_game else (None if needs_choice(f) else f.tools) for f in campaign.families
    )
    return evolve(campaign, bring=bring)


def intro_read(campaign: Campaign) -> bool:
    return len(campaign.bring) == len(campaign.families)


def start_player_chooser(campaign: Campaign) -> int:
    """The family with the fewest Legacy Points (ties: lower placement last window)."""
    return fewest_first(campaign)[0]


def choose_start_player(campaign: Campaign, family: int) -> Campaign:
    if not 0 <= family < len(campaign.families):
        last = len(campaign.families) - 1
        raise CampaignError(refusal("no-family", family=family, last=last))
    chooser = campaign.families[start_player_chooser(campaign)].name
    name = campaign.families[family].name
    return with_log(evolve(campaign, start_player=family),
                    StartPlayerChosen(chooser, name))


def bring_tools(campaign: Campaign, family: int, tools: tuple[str, ...],
                content: CampaignContent) -> Campaign:
    errors = bring_errors(campaign.families[family], tools, content)
    if errors:
        raise CampaignError(*errors)
    bring = campaign.bring[:family] + (tuple(tools),) + campaign.bring[family + 1:]
    return evolve(campaign, bring=bring)


def starting_tool_count(campaign: Campaign, family: int) -> int:
    """What the family records in its Starting Tool Count box at this window's Game Setup:
    every tool it owns, from the second game on (Game Setup 9); 0 in the first."""
    return 0 if campaign.window == 0 else len(campaign.families[family].tools)


def game_setup(campaign: Campaign, content: CampaignContent) -> GameSetup:
    """The engine's setup of the current window once every choice is made, under the
    campaign's own rules and content editions."""
    content = campaign_content(campaign, content)
    seats = []
    for i, f in enumerate(campaign.families):
        brought = campaign.bring[i] or ()
        seats.append(SeatSetup(
            name=f.name,
            abilities=seat_abilities(campaign, i, content),
            tool_cards=tuple(content.tools[t] for t in brought),
            legacy_points=f.legacy_points,
            starting_tool_count=starting_tool_count(campaign, i),
            family_color=f.color,
        ))
    return GameSetup(
        window=game_design(campaign, content),
        seats=tuple(seats),
        seed=game_seed(campaign),
        start_seat=campaign.start_player,
        game_number=window_number(campaign),
        cathedral=campaign.cathedral,
        envelope_rules=envelope_rules(campaign, content),
        rules_edition=campaign.rules_edition,
    )


def start_game(campaign: Campaign, content: CampaignContent) -> Campaign:
    setup = game_setup(campaign, content)
    state = new_game(setup)
    campaign = tools_brought(campaign)
    return evolve(campaign, stage="game", game=GameInProgress(setup, (), state))

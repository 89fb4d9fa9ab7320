"""The Game Setup of a window played at the table, in the rulebook's order:

3. the Start Player: window 1 drawn at random, later chosen by the family with the fewest
   Legacy Points (ties: lower placed in the previous window) — the campaign's choice;
4. the Intro Story Card, read out to all players (it may open envelopes);
5. the Private Objectives dealt, one family at a time behind a hand-over screen, or printed
   each on its own slip to fold;
   then the Public Objectives and the window's three tools shown;
9-10. each family's Tool Cards chosen up to its Tool Box Capacity (the campaign's choice) and
   its Starting Tool Count recorded (every Tool Card it owns, window 2 on).

The campaign makes the choices (flow.py: the Start Player, the Tool Box); this module says
where the table is in the procedure and what each step shows. The objectives are the ones the
window's game deals from the campaign's seed, exactly as on screen: before the Tool Boxes are
chosen they are dealt from the window's setup as it stands (the Tool Cards brought change no
deal), afterwards read from the window being played.
"""

from __future__ import annotations

from typing import Literal

from attrs import frozen

from ..campaign.campaign_state import Campaign
from ..campaign.flow import pending_decision
from ..campaign.game_setup import game_setup, intro_read
from ..campaign.log_entries import StartPlayerChosen, StartPlayerDrawn, WindowBegins
from ..campaign.table_window import table_state
from ..engine import GameState, PrivateObjective, WindowTool, new_game
from ..engine.legacy_types import CampaignContent

SetupStep = Literal[
    "start-player",  # the campaign waits for the Start Player's choice (campaign screen)
    "intro",         # the Intro Story Card is read (campaign screen)
    "deal",          # the Private Objectives, one family at a time (or printed slips)
    "tool-box",      # the campaign waits for a family's Tool Box choice
    "tool-count",    # the window is set up: the Starting Tool Count recorded, round 1 next
    "playing",       # the window is being played (the companion, then the results)
    "",              # not a window played at the table (on screen, or between windows)
]


def setup_step(campaign: Campaign, content: CampaignContent, dealt: bool) -> SetupStep:
    """Where the table is in the Game Setup of the current window (`dealt`: the Private
    Objectives have been dealt; the deal is shown again from its first family when the
    program is started again)."""
    if not campaign.at_table:
        return ""
    if campaign.stage == "table" and campaign.table is not None:
        if campaign.table.round > 0:
            return "playing"
        return "tool-count" if dealt else "deal"  # no Tool Box to choose: dealt now
    if campaign.stage != "setup":
        return ""
    if campaign.start_player < 0:
        return "start-player"
    if not intro_read(campaign):
        return "intro"
    if not dealt:
        return "deal"
    return "tool-box" if pending_decision(campaign, content) is not None else "tool-count"


def deal_key(campaign: Campaign) -> int:
    """Which window's Private Objectives a deal is of (the screens remember the deal done)."""
    return campaign.window


@frozen
class StartPlayerNote:
    """Who is the Start Player of the window, and how: drawn at random (window 1), alone
    (a lone family), or chosen by `chooser` (by name, as the log says it)."""

    start: int
    chooser: str = ""
    drawn: bool = False
    alone: bool = False


def start_player_note(campaign: Campaign) -> StartPlayerNote | None:
    """How the current window's Start Player was found (None: not yet)."""
    if campaign.start_player < 0:
        return None
    note = StartPlayerNote(campaign.start_player)
    for entry in reversed(campaign.log):
        if isinstance(entry, StartPlayerChosen):
            return StartPlayerNote(campaign.start_player, chooser=entry.chooser)
        if isinstance(entry, StartPlayerDrawn):
            return StartPlayerNote(campaign.start_player, drawn=not entry.alone,
                                   alone=entry.alone)
        if isinstance(entry, WindowBegins):
            break
    return note


def dealt_state(campaign: Campaign, content: CampaignContent) -> GameState:
    """The window's game as it is dealt: its Public Objectives, each family's Private
    Objective, its tools (the Game Setup from the Start Player on; the window being played)."""
    if campaign.table is not None:
        return table_state(campaign.table)
    return new_game(game_setup(campaign, content))


def private_objective(campaign: Campaign, content: CampaignContent, family: int
                      ) -> PrivateObjective:
    """The family's own Private Objective (shown to it alone, or printed on its slip)."""
    return dealt_state(campaign, content).seats[family].private_objective


def public_objectives(campaign: Campaign, content: CampaignContent) -> tuple[str, ...]:
    """Public Objectives A, B and C, by id."""
    return dealt_state(campaign, content).objectives


def window_tools(campaign: Campaign, content: CampaignContent) -> tuple[WindowTool, ...]:
    return dealt_state(campaign, content).setup.window.tools


def starting_tool_counts(campaign: Campaign) -> tuple[int, ...]:
    """Each family's Starting Tool Count: every Tool Card it owns, from window 2 on (scoring
    step 1); window 1 has none."""
    if campaign.table is not None:
        return tuple(s.starting_tool_count for s in campaign.table.setup.seats)
    if campaign.window == 0:
        return (0,) * len(campaign.families)
    return tuple(len(f.tools) for f in campaign.families)

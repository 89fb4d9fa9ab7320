"""The whole campaign as one frozen value: families, the shared Cathedral Board, the opened
envelopes, the Market Box, which window is next and what is left to do in its steps.

Components are referred to by id; the content (load_content()) says what each id is.
"""

from __future__ import annotations

from typing import Literal

from attrs import evolve, field, frozen

from ..engine import Action, Color, Die, GameSetup, GameState, ScoreCard
from ..engine.edition_numbers import CONTENT_EDITION, RULES_EDITION
from .families import Family, TrackProgress
from .log_entries import LogEntry

Stage = Literal[
    "setup",    # Game Setup: Start Player and Tool Box choices, then the game starts
    "game",     # the window is being played (Campaign.game)
    "magic-square",  # End of Game: the windows' Magic Square spaces go into the squares
    "rewards",  # reward Tool Card picks, last place first
    "market",   # the Market at Encant Vells, fewest Legacy Points first
    "cleanup",  # masterpiece names and the family tree
    "over",     # the end of the campaign
]


@frozen
class GameInProgress:
    """The window being played: its setup, every action so far, and the state they lead to
    (the save file keeps setup and actions; loading replays them)."""

    setup: GameSetup
    actions: tuple[Action, ...]
    state: GameState = field(eq=False, repr=False)


@frozen
class SquareFill:
    """A Magic Square space of a window still waiting for its family to choose a cell
    (the two 10s, the two 14s): the colour it was filled with, or broken."""

    family: int
    number: int
    color: Color | None = None
    broken: bool = False


@frozen
class AfterGame:
    """The End of Game of the window just played, step by step.

    to_pick: families still to take reward Tool Cards, last place first; offer: the reward
    Tool Card copies left. coins: each family's coins (lost when the Market closes).
    square: Magic Square choices still to make. shoppers: families still to visit the Market,
    fewest Legacy Points first; taken: icon rewards the current shopper took per track.
    naming: families still to name their masterpiece.
    """

    scores: tuple[ScoreCard, ...]
    to_pick: tuple[int, ...] = ()
    offer: tuple[str, ...] = ()
    coins: tuple[int, ...] = ()
    square: tuple[SquareFill, ...] = ()
    shoppers: tuple[int, ...] = ()
    taken: tuple[TrackProgress, ...] = ()
    naming: tuple[int, ...] = ()


@frozen
class EnvelopeOpening:
    """How an envelope was opened: in which window (its number, 1-10), at the end of which
    round of its game (0: not during play), by which window or Story Card (`source`, an id of
    the envelope's opened_by) and trigger, in plain words."""

    envelope: str
    window: int
    round: int
    source: str
    trigger: str


@frozen
class Campaign:
    """A campaign of 10 windows played in order by the same 1-4 families.

    window: index of the current window in the content's campaign windows (0-9).
    start_player: the Start Player of the current window (-1: not chosen yet).
    bring: each family's Tool Box selection for the current window (None: not chosen yet;
    empty until the Intro Story Card is read, after the Start Player is chosen).
    opened: envelope ids in the order they were opened; stories_read: Story Card ids read.
    openings: how each opened envelope was opened (one entry per envelope, in order).
    market_box: Tool Card ids in the Market Box (one entry per copy); discarded: the Discard Box.
    log: what happened, oldest first, as data (log_entries.py; log_words.py words it); never a
    sealed envelope's contents.
    rules_edition, content_edition: the rules and the content the campaign is played under
    (campaign/editions.py): the newest for a new campaign; a save says its own.
    """

    seed: int
    families: tuple[Family, ...]
    window: int = 0
    stage: Stage = "setup"
    cathedral: frozenset[Die] = frozenset()
    opened: tuple[str, ...] = ()
    stories_read: tuple[str, ...] = ()
    openings: tuple[EnvelopeOpening, ...] = ()
    market_box: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()
    start_player: int = -1
    bring: tuple[tuple[str, ...] | None, ...] = ()
    game: GameInProgress | None = None
    after: AfterGame | None = None
    log: tuple[LogEntry, ...] = ()
    rules_edition: int = RULES_EDITION
    content_edition: int = CONTENT_EDITION

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    @property
    def game_state(self) -> GameState | None:
        return self.game.state if self.game is not None else None


def with_family(campaign: Campaign, index: int, family: Family) -> Campaign:
    families = campaign.families[:index] + (family,) + campaign.families[index + 1:]
    return evolve(campaign, families=families)


def with_opening(campaign: Campaign, opening: EnvelopeOpening) -> Campaign:
    """Record how an envelope was opened (only the first time)."""
    if any(o.envelope == opening.envelope for o in campaign.openings):
        return campaign
    return evolve(campaign, openings=campaign.openings + (opening,))


def with_log(campaign: Campaign, *entries: LogEntry) -> Campaign:
    return evolve(campaign, log=campaign.log + entries)

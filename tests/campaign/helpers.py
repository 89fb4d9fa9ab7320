"""Building campaigns at a given step for the campaign tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import (
    AfterGame,
    Campaign,
    Decision,
    FamilySetup,
    JournalEntry,
    LegacyAward,
    computer_answer,
    decide,
    new_campaign,
    pending_decision,
    play,
)
from sagrada_desktop.engine import ScoreCard, parse_window
from sagrada_desktop.engine.legacy_types import CampaignContent

from .content_fixture import COLORS, CONTENT

NAMES = ("Amat", "Batlló", "Calvet", "Milà")


def families(n: int) -> list[FamilySetup]:
    return [FamilySetup(NAMES[i], COLORS[i], f"Member {i + 1}") for i in range(n)]


def start(n: int = 2, seed: int = 1, content: CampaignContent = CONTENT) -> Campaign:
    return new_campaign(content, families(n), seed)


def step(campaign: Campaign, content: CampaignContent = CONTENT) -> Campaign:
    """One thing: a computer answer to the pending decision, or one random game action."""
    decision = pending_decision(campaign, content)
    if decision is not None:
        return decide(campaign, content, computer_answer(campaign, content, decision))
    state = campaign.game_state
    assert state is not None
    player = make_player("random", 100 + state.active_seat)
    return play(campaign, content, player.choose(state))


def run_until(campaign: Campaign, done: Callable[[Campaign], bool],
              content: CampaignContent = CONTENT, limit: int = 100_000) -> Campaign:
    for _ in range(limit):
        if done(campaign):
            return campaign
        campaign = step(campaign, content)
    raise AssertionError("the campaign never got there")


def at_decision(kind: str) -> Callable[[Campaign], bool]:
    def done(campaign: Campaign) -> bool:
        d = pending_decision(campaign, CONTENT)
        return d is not None and d.kind == kind

    return done


def at_window(index: int, stage: str = "setup") -> Callable[[Campaign], bool]:
    return lambda c: c.window == index and c.stage == stage


def decision(campaign: Campaign) -> Decision:
    d = pending_decision(campaign, CONTENT)
    assert d is not None
    return d


def score(seat: int, total: int, place: int, name: str = "") -> ScoreCard:
    return ScoreCard(seat, name or NAMES[seat], 0, (0, 0, 0), 0, 0, 0, 0, total, place)


def at_market(campaign: Campaign, coins: tuple[int, ...], opened: tuple[str, ...] = ("e03",),
              places: tuple[int, ...] | None = None, **family_changes: Any) -> Campaign:
    """The campaign moved to a Market visit with these coins and envelopes opened."""
    from sagrada_desktop.campaign.market import open_market

    n = len(campaign.families)
    places = places or tuple(range(1, n + 1))
    scores = tuple(score(i, 50 - p, p) for i, p in enumerate(places))
    campaign = evolve(campaign, opened=opened, stage="market",
                      after=AfterGame(scores=scores, coins=coins), game=None)
    if family_changes:
        campaign = evolve(campaign, families=tuple(evolve(f, **family_changes)
                                                   for f in campaign.families))
    return open_market(campaign)


def journal_entry(seat: int, place: int, total: int = 10) -> JournalEntry:
    return JournalEntry("w01", 1, "m", parse_window(". ."), score(seat, total, place), "p", ())


def with_legacy(campaign: Campaign, points: tuple[int, ...], places: tuple[int, ...]
                ) -> Campaign:
    """Each family with these Legacy Points and this placement in its last window."""
    fams = tuple(
        evolve(f, legacy=(LegacyAward(p, "placement", 1, "test"),) if p else (),
               journal=(journal_entry(i, place),))
        for i, (f, p, place) in enumerate(zip(campaign.families, points, places, strict=True))
    )
    return evolve(campaign, families=fams)

"""Unlocks: Story Cards read, envelopes opened and what their grants change, and the
End of Game Unlock Triggers of each window.

An envelope opened by a trigger during a game changes that game's rules at once (the engine
applies its rules and its all-family abilities); everything else it grants is applied when the
game ends, before scoring is recorded.
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import evolve

from ..engine import EnvelopeRules, GameState, ScoreCard, Window, WindowDesign, WindowRule
from ..engine.legacy_types import CampaignContent, EndOfGameUnlock, WindowCard
from .campaign_state import Campaign, EnvelopeOpening, with_family, with_log, with_opening
from .editions import campaign_rules_of
from .families import CrestSticker, Family
from .legacy_points import award
from .log_entries import DedicationGained, EnvelopeOpened, LegacyWhy, StoryRead, ToolGained
from .opening_words import UNLOCKS
from .tool_box import fill_free_slots
from .visible import windows_reached


def window_card(campaign: Campaign, content: CampaignContent) -> WindowCard:
    """The window being played (or set up): the last one the campaign has reached."""
    return windows_reached(campaign, content)[-1]


def window_number(campaign: Campaign) -> int:
    return campaign.window + 1


def open_tracks(campaign: Campaign, content: CampaignContent) -> tuple[str, ...]:
    """Market tracks opened envelopes have opened, in the content's order."""
    opened = {t for e in campaign.opened for t in content.envelopes[e].grants.market_tracks}
    return tuple(t for t in content.market_tracks if t in opened)


def campaign_rules(campaign: Campaign, content: CampaignContent) -> tuple[WindowRule, ...]:
    """Rules opened envelopes put in force for every later game."""
    return tuple(r for e in campaign.opened for r in content.envelopes[e].grants.rules)


def game_design(campaign: Campaign, content: CampaignContent) -> WindowDesign:
    """The current window's design with the campaign rules of opened envelopes added."""
    design = window_card(campaign, content).design
    extra = campaign_rules(campaign, content)
    return evolve(design, rules=design.rules + extra) if extra else design


def envelope_rules(campaign: Campaign, content: CampaignContent) -> tuple[EnvelopeRules, ...]:
    """What each envelope the current window's triggers can open changes during the game:
    only those envelopes, and only their rules and all-family abilities."""
    out: list[EnvelopeRules] = []
    for trigger in window_card(campaign, content).design.triggers:
        if trigger.envelope in campaign.opened or any(r.envelope == trigger.envelope
                                                      for r in out):
            continue
        grants = content.envelopes[trigger.envelope].grants
        granted = tuple(WindowRule("grant-ability", ability=content.abilities[a])
                        for a in grants.abilities)
        # what it gives each seat on its own, under the campaign's rules edition
        seat = campaign_rules_of(campaign).seat_grants(campaign, trigger.envelope, content)
        out.append(EnvelopeRules(trigger.envelope, grants.rules + granted, seat_abilities=seat))
    return tuple(out)


def open_envelope(campaign: Campaign, envelope: str, content: CampaignContent,
                  source: str = "", trigger: str = "") -> Campaign:
    """Open an envelope (nothing happens if it is open already) and apply its grants;
    `source` (a window or Story Card id) and `trigger` say what opened it."""
    if envelope in campaign.opened:
        return campaign
    if source:
        campaign = with_opening(campaign, EnvelopeOpening(envelope, window_number(campaign), 0,
                                                          source, trigger))
    card = content.envelopes[envelope]
    grants = card.grants
    number = window_number(campaign)
    campaign = evolve(campaign, opened=campaign.opened + (envelope,))
    campaign = with_log(campaign, EnvelopeOpened(card.number, card.id))
    stick = campaign_rules_of(campaign).envelope_sticker  # where its crest sticker goes
    for i, family in enumerate(campaign.families):
        f = with_envelope_stickers(family, envelope, content, stick)
        gained = tuple(t for t in dict.fromkeys(grants.tools) if t not in f.tools)
        f = evolve(f, tools=f.tools + gained)
        f = fill_free_slots(f, grants.free_tool_box_slots, content)
        campaign = with_family(campaign, i, f)
        for t in gained:
            campaign = with_log(campaign, ToolGained(f.name, t))
        campaign = award(campaign, i, grants.legacy_points,
                         LegacyWhy("envelope", number, envelope=card.number))
    if grants.market_tools:
        campaign = evolve(campaign, market_box=campaign.market_box + grants.market_tools)
    for ability in grants.dedication_abilities:
        campaign = _late_dedication(campaign, ability, content)
    return campaign


def with_envelope_stickers(family: Family, envelope: str, content: CampaignContent,
                           stick: Callable[[Family, CrestSticker], Family]) -> Family:
    """The family with the Family Crest sticker of its colour an envelope hands out (if it
    hands one out and the family has not got it yet) on its crest, where the campaign's rules
    edition puts it (stick)."""
    for ident in content.envelopes[envelope].grants.crest_abilities:
        if content.crest_abilities[ident].family is family.color and not family.has_sticker(ident):
            family = stick(family, CrestSticker(ident))
    return family


def dedication_revealed(campaign: Campaign, ability: str, content: CampaignContent) -> bool:
    """Whether an opened envelope has put this Dedication Ability under its track."""
    return any(ability in content.envelopes[e].grants.dedication_abilities
               for e in campaign.opened)


def _late_dedication(campaign: Campaign, ability: str, content: CampaignContent) -> Campaign:
    """A Dedication Ability just revealed goes to each family that completed its track."""
    track = content.market_tracks[content.dedication_abilities[ability].track]
    for i, f in enumerate(campaign.families):
        if f.crossed(track.id) >= len(track.boxes) and ability not in f.dedications:
            campaign = with_family(campaign, i, evolve(f, dedications=f.dedications + (ability,)))
            campaign = with_log(campaign, DedicationGained(f.name, ability, track.id))
    return campaign


def read_story(campaign: Campaign, story: str, content: CampaignContent) -> Campaign:
    """Read a Story Card aloud, then open the envelopes it names, in order."""
    if story in campaign.stories_read:
        return campaign
    card = content.story_cards[story]
    campaign = evolve(campaign, stories_read=campaign.stories_read + (story,))
    campaign = with_log(campaign, StoryRead(card.id))
    for envelope in card.opens:
        campaign = open_envelope(campaign, envelope, content, story,
                                 f"Story Card {card.title}")
    return campaign


def record_game_openings(campaign: Campaign, before: GameState, after: GameState
                         ) -> Campaign:
    """Record the envelopes a game action opened at the end of a round (the round `before`
    was in), each with the trigger that opened it."""
    design = after.setup.window
    for k in after.fired_triggers:
        if k in before.fired_triggers:
            continue
        trigger = design.triggers[k]
        words = (f"end of round {trigger.round}" if trigger.kind == "end-of-round"
                 else "every family's star spaces filled")
        campaign = with_opening(campaign, EnvelopeOpening(
            trigger.envelope, window_number(campaign), before.round, design.id, words))
    return campaign


UNLOCK_WORDS = {condition: en for condition, (en, _zh) in UNLOCKS.items()}


def unlock_met(unlock: EndOfGameUnlock, scores: tuple[ScoreCard, ...],
               windows: tuple[Window, ...], campaign: Campaign) -> bool:
    """Whether an End of Game Unlock Trigger's condition held in the game just played."""
    if unlock.condition == "always":
        return True
    if unlock.condition == "winner-score-at-least":
        return any(s.place == 1 and s.total >= unlock.value for s in scores)
    if unlock.condition == "any-broken-window":
        return any(w.broken_count > 0 for w in windows)
    if unlock.condition == "any-empty-space":
        return any(w.empty_count > 0 for w in windows)
    if unlock.condition == "all-stars-filled":
        return all(f is not None for w in windows
                   for s, f in zip(w.spaces, w.fills, strict=True) if s.exists and s.star)
    return len(campaign.cathedral) >= unlock.value


def end_of_game_unlocks(campaign: Campaign, content: CampaignContent) -> Campaign:
    """After the Market: open each envelope whose End of Game Unlock Trigger was met."""
    after = campaign.after
    assert after is not None
    windows = tuple(f.journal[-1].final_window for f in campaign.families)
    for unlock in window_card(campaign, content).unlocks:
        if unlock_met(unlock, after.scores, windows, campaign):
            words = UNLOCK_WORDS[unlock.condition].format(value=unlock.value)
            campaign = open_envelope(campaign, unlock.envelope, content,
                                     window_card(campaign, content).design.id, words)
    return campaign

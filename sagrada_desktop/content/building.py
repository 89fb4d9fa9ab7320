"""From the structured file entries to CampaignContent: ids resolved, entries ordered."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TypeVar

import attrs

from ..engine import Ability, GloryCards, WindowDesign, WindowRule
from ..engine.legacy_types import (
    CampaignContent,
    DedicationAbility,
    Envelope,
    EnvelopeGrants,
    FamilyCrestAbility,
    RewardChart,
    WindowCard,
)
from .entries import EnvelopeEntry, GrantsEntry, RuleEntry, WindowEntry
from .files import Entries
from .sources import Sources

V = TypeVar("V")


def _by_id(items: Iterable[tuple[str, V]]) -> Mapping[str, V]:
    return MappingProxyType(dict(items))


def _rules(kind: str, ident: str, field: str, entries: tuple[RuleEntry, ...],
           abilities: Mapping[str, Ability], sources: Sources) -> tuple[WindowRule, ...]:
    rules: list[WindowRule] = []
    for number, entry in enumerate(entries):
        ability = None
        if entry.ability is not None:
            ability = abilities.get(entry.ability)
            if ability is None:
                sources.add(kind, ident, f"{field}[{number}].ability",
                            f"unknown ability {entry.ability!r}")
                continue
        rules.append(WindowRule(entry.kind, entry.points, entry.color, ability))
    return tuple(rules)


def window_card(entry: WindowEntry, booster: bool, abilities: Mapping[str, Ability],
            sources: Sources) -> WindowCard:
    """A window file's card; unknown ability ids in its New Rules become problems."""
    design = WindowDesign(
        id=entry.id,
        name=entry.name,
        pattern=entry.pattern,
        tools=entry.tools,
        rules=_rules("window", entry.id, "rules", entry.rules, abilities, sources),
        triggers=entry.triggers,
        private_objectives=entry.private_objectives,
        legacy_points=entry.legacy_points,
        rules_text=entry.rules_text,
        objectives_left_out=entry.objectives_left_out,
    )
    return WindowCard(
        design=design,
        number=entry.number,
        story=entry.story,
        year=entry.year,
        booster=booster,
        intro=entry.intro,
        outros=entry.outros,
        unlocks=entry.unlocks,
        reward_tools=entry.reward_tools,
    )


def _grants(ident: str, entry: GrantsEntry, abilities: Mapping[str, Ability],
            sources: Sources) -> EnvelopeGrants:
    """The entry's fields carry over by name; only its rules need building."""
    plain = attrs.asdict(entry, recurse=False)
    plain["rules"] = _rules("envelope", ident, "grants.rules", entry.rules, abilities, sources)
    return EnvelopeGrants(**plain)


def _envelope(entry: EnvelopeEntry, abilities: Mapping[str, Ability],
              sources: Sources) -> Envelope:
    plain = attrs.asdict(entry, recurse=False)
    plain["grants"] = _grants(entry.id, entry.grants, abilities, sources)
    return Envelope(**plain)


def build_content(entries: Entries, sources: Sources) -> CampaignContent:
    """The CampaignContent of the entries; unknown ability ids in rules become problems."""
    camp = entries.campaign
    abilities = _by_id(
        (a.id, Ability(a.id, a.name, a.effect, a.text, a.per_turn)) for a in entries.abilities
    )
    crests = _by_id(
        (a.id, FamilyCrestAbility(a.id, a.family, a.records_color))
        for a in entries.abilities if a.family is not None
    )
    dedications = _by_id(
        (t.dedication, DedicationAbility(t.dedication, t.id)) for t in camp.market_tracks
    )
    windows = sorted(entries.windows, key=lambda w: w.number)
    boosters = sorted(entries.boosters, key=lambda w: w.number)
    envelopes = sorted(entries.envelopes, key=lambda e: e.number)
    return CampaignContent(
        windows=_by_id((w.id, window_card(w, False, abilities, sources)) for w in windows),
        booster_windows=_by_id((w.id, window_card(w, True, abilities, sources)) for w in boosters),
        story_cards=_by_id((s.id, s) for s in entries.stories),
        envelopes=_by_id((e.id, _envelope(e, abilities, sources)) for e in envelopes),
        tools=_by_id((t.id, t) for t in entries.tools),
        abilities=abilities,
        crest_abilities=crests,
        dedication_abilities=dedications,
        public_objectives=_by_id((o.id, o) for o in entries.objectives),
        family_colors=camp.family_colors,
        crest_slots=camp.crest_slots,
        tool_card_copies=camp.tool_card_copies,
        reward_chart=RewardChart(camp.rewards),
        market_tracks=_by_id((t.id, t) for t in camp.market_tracks),
        tool_box=camp.tool_box,
        magic_square=camp.magic_square,
        glory=GloryCards(
            strife_boards=tuple(sorted(entries.strife_boards, key=lambda b: b.number)),
            strife_tools=tuple(entries.strife_tools),
            pioneer_cards=tuple(entries.pioneer_cards),
            flourish_cards=tuple(entries.flourish_cards),
        ),
    )

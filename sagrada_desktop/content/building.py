"""From the entries read to CampaignContent: entries ordered and keyed by id."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Protocol, TypeVar

from ..engine import GloryCards
from ..engine.legacy_types import CampaignContent, DedicationAbility, WindowCard
from .files import Entries


class _HasId(Protocol):
    @property
    def id(self) -> str: ...


V = TypeVar("V", bound=_HasId)


def _by_id(items: Iterable[V]) -> Mapping[str, V]:
    return MappingProxyType({item.id: item for item in items})


def _windows(cards: Iterable[WindowCard]) -> Mapping[str, WindowCard]:
    return MappingProxyType({c.design.id: c for c in sorted(cards, key=lambda c: c.number)})


def build_content(entries: Entries) -> CampaignContent:
    """The CampaignContent of the entries: windows and envelopes in their numbers' order."""
    camp = dict(entries.campaign)
    tracks = camp.pop("market_tracks")
    dedications = {t.dedication: DedicationAbility(t.dedication, t.id) for t in tracks}
    return CampaignContent(
        windows=_windows(entries.windows),
        booster_windows=_windows(entries.boosters),
        story_cards=_by_id(entries.stories),
        envelopes=_by_id(sorted(entries.envelopes, key=lambda e: e.number)),
        tools=_by_id(entries.tools),
        abilities=_by_id(entries.abilities),
        crest_abilities=MappingProxyType({c.ability: c for c in entries.crest_abilities}),
        dedication_abilities=MappingProxyType(dedications),
        public_objectives=_by_id(entries.objectives),
        reward_chart=camp.pop("rewards"),
        market_tracks=_by_id(tracks),
        **camp,
        glory=GloryCards(
            strife_boards=tuple(sorted(entries.strife_boards, key=lambda b: b.number)),
            strife_tools=tuple(entries.strife_tools),
            pioneer_cards=tuple(entries.pioneer_cards),
            flourish_cards=tuple(entries.flourish_cards),
        ),
    )

"""Legacy Points: awarding them with their source, and ordering families by them.

Ties for Legacy Points: the placement in the most recently finished window decides (its
1st-place family counts as having more than anyone tied with it).
"""

from __future__ import annotations

from collections.abc import Mapping

from attrs import evolve, frozen

from ..content.reference_checks import CAMPAIGN_WINDOWS
from ..engine import TieBreak
from .campaign_state import Campaign, with_family, with_log
from .families import Family, LegacyAward
from .log_entries import LegacyGained, LegacyWhy
from .log_words import why_words


def award(campaign: Campaign, family: int, points: int, why: LegacyWhy,
          names: Mapping[str, str] | None = None) -> Campaign:
    """Give a family Legacy Points, noting where they came from (the award keeps it in
    English words, the log as data); `names`: the English name of a track or objective
    `why` names, by text id."""
    if points == 0:
        return campaign
    f = campaign.families[family]
    detail = why_words(why, "en", names)
    f = evolve(f, legacy=f.legacy + (LegacyAward(points, why.source, why.window, detail),))
    campaign = with_family(campaign, family, f)
    return with_log(campaign, LegacyGained(f.name, points, why))


def _standing(family: Family, seat: int) -> tuple[int, int, int]:
    """Sort key, more Legacy Points later: points, then the last placement (1st ranks above
    2nd), then seat order (before the first window: earlier seat counts as more)."""
    place = family.last_place
    return (family.legacy_points, -(place if place is not None else 0), -seat)


def fewest_first(campaign: Campaign, families: tuple[int, ...] | None = None) -> list[int]:
    """Family indices from fewest Legacy Points to most, ties by the last window's placement
    (the lower-placed family counts as having fewer)."""
    chosen = range(len(campaign.families)) if families is None else families
    return sorted(chosen, key=lambda i: _standing(campaign.families[i], i))


@frozen
class Standing:
    """One row of the Legacy Point table: rank 1 is the most renowned family."""

    rank: int
    family: int
    name: str
    legacy_points: int
    by_window: tuple[int, ...]
    magic_square: int
    tie_break: TieBreak | None = None


def standings(campaign: Campaign, windows: int = CAMPAIGN_WINDOWS) -> tuple[Standing, ...]:
    """The Legacy Point table, most first. by_window: points gained during each window
    (placement, Market, Color Variety, envelopes); magic_square: Color Collections."""
    order = list(reversed(fewest_first(campaign)))
    rows = []
    for rank, i in enumerate(order, start=1):
        f = campaign.families[i]
        per_window = [0] * windows
        collections = 0
        for a in f.legacy:
            if a.source == "color-collections":
                collections += a.points
            elif 1 <= a.window <= windows:
                per_window[a.window - 1] += a.points
        tied = [j for j in order if j != i
                and campaign.families[j].legacy_points == f.legacy_points]
        note = None
        if tied and f.last_place is not None:
            note = TieBreak(f.legacy_points, "last-placement")
        rows.append(Standing(rank, i, f.name, f.legacy_points, tuple(per_window), collections,
                             note))
    return tuple(rows)

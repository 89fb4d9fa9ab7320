"""A read campaign's Legacy Points checked against the ways the rules give them.

Every award names its source and window; each source is checked against what gives it:

- placement: per finished window, the reward chart's points for the family's place in it (the
  window's own points for 1st), once;
- envelope: the points of every envelope opened, to every family, once each;
- market: never more than the Legacy Point boxes the family crossed off hold;
- color-variety: the first and all-groups points of each Color Variety objective the family's
  Magic Square completed (as variety_awarded records), once each;
- color-collections: at the end of the campaign only, what the Magic Square's colours give;
- no award for a window not reached yet, none of 0 points (none is recorded), and a total the
  game's setup can carry.
"""

from __future__ import annotations

from collections import Counter

from ..codec.details import Detail, Quoted, rule
from ..engine.legacy_types import CampaignContent
from ..saves.setup_checks import MAX_LEGACY, range_problems
from .campaign_state import Campaign
from .families import Family
from .magic_square import color_counts, group_complete

VARIETY_STAGES = ("magic-square",)  # where this window's Color Variety is still to be awarded


def _played(campaign: Campaign) -> int:
    return campaign.window if campaign.stage in ("setup", "game") else campaign.window + 1


def _placement_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                        ) -> list[Detail]:
    n = len(campaign.families)
    cards = list(content.windows.values())
    expected: Counter[tuple[int, int]] = Counter()
    for k, entry in enumerate(f.journal[:_played(campaign)]):
        row = next((r for r in content.reward_chart.rows
                    if r.players == n and r.place == entry.place), None)
        if row is None or k >= len(cards):
            return []  # said elsewhere (a place the chart has no row for)
        points = cards[k].design.legacy_points if row.window_legacy_points else row.legacy_points
        if points:
            expected[entry.number, points] += 1
    found = Counter((a.window, a.points) for a in f.legacy if a.source == "placement")
    if found != expected:
        return [rule("placement-awards", f"campaign.families[{i}].legacy")]
    return []


def _market_points(f: Family, content: CampaignContent) -> int:
    """The Legacy Points of the boxes the family crossed off (the most the Market gave)."""
    total = 0
    for p in f.market:
        track = content.market_tracks.get(p.track)
        if track is not None:
            total += sum(box.legacy_points for box in track.boxes[:p.crossed])
    return total


def _variety_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                      ) -> list[Detail]:
    w = f"campaign.families[{i}]"
    objectives = {o.id: o for o in content.magic_square.color_variety}
    out: list[Detail] = []
    expected: Counter[int] = Counter()
    for k, key in enumerate(f.variety_awarded):
        ident, _sep, which = key.partition(":")
        objective = objectives.get(ident)
        if objective is None or which not in ("first", "all"):
            out.append(rule("variety-key", f"{w}.variety_awarded[{k}]", ident=Quoted(key)))
            continue
        done = [group_complete(f.square, g) for g in objective.groups] \
            if len(f.square) == 16 else []
        if not (any(done) if which == "first" else done and all(done)):
            out.append(rule("variety-not-done", f"{w}.variety_awarded[{k}]", ident=Quoted(key)))
        points = objective.first_points if which == "first" else objective.all_points
        if points:
            expected[points] += 1
    if len(set(f.variety_awarded)) != len(f.variety_awarded):
        out.append(rule("variety-twice", f"{w}.variety_awarded"))
    found = Counter(a.points for a in f.legacy if a.source == "color-variety")
    if not out and found != expected:
        out.append(rule("variety-awards", f"{w}.legacy"))
    if campaign.stage not in VARIETY_STAGES and len(f.square) == 16 and not out:
        for objective in content.magic_square.color_variety:  # completed ones are awarded
            done = [group_complete(f.square, g) for g in objective.groups]
            owed = ([f"{objective.id}:first"] if any(done) else []) + (
                [f"{objective.id}:all"] if objective.all_points and all(done) else [])
            missing = [key for key in owed if key not in f.variety_awarded]
            if missing:
                out.append(rule("variety-owed", f"{w}.variety_awarded",
                                ident=Quoted(missing[0])))
    return out


def _collection_points(f: Family, content: CampaignContent) -> int:
    rule_ = content.magic_square.color_collections
    colours = sum(1 for n in color_counts(f).values() if n >= rule_.min_count)
    return rule_.points_per_color * colours


def award_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    """Everything the rules forbid in the families' Legacy Point awards (empty: nothing)."""
    out: list[Detail] = []
    number = campaign.window + 1
    envelope_points = sum(content.envelopes[e].grants.legacy_points for e in campaign.opened
                          if e in content.envelopes)
    for i, f in enumerate(campaign.families):
        w = f"campaign.families[{i}].legacy"
        for k, a in enumerate(f.legacy):
            out += range_problems(a.points, 1, MAX_LEGACY, f"{w}[{k}].points")
            out += range_problems(a.window, 1, number, f"{w}[{k}].window")
        out += range_problems(f.legacy_points, 0, MAX_LEGACY, f"{w}.points")
        if out:
            continue
        out += _placement_problems(campaign, i, f, content)
        from_envelopes = sum(a.points for a in f.legacy if a.source == "envelope")
        if from_envelopes != envelope_points:
            out.append(rule("envelope-awards", w, found=from_envelopes, expected=envelope_points))
        from_market = sum(a.points for a in f.legacy if a.source == "market")
        if from_market > _market_points(f, content):
            out.append(rule("market-awards", w, found=from_market,
                            most=_market_points(f, content)))
        out += _variety_problems(campaign, i, f, content)
        collected = [a.points for a in f.legacy if a.source == "color-collections"]
        expected = [_collection_points(f, content)] if campaign.is_over else []
        if collected != [p for p in expected if p]:
            out.append(rule("collection-awards", w))
    return out

"""A read campaign checked against the campaign rules and the content, field by field.

A campaign file keeps the campaign's state, not a log of its decisions, so loading checks
everything the rules constrain: families told apart by name and colour, journals of the
windows played in order with windows the rules could have produced, Legacy Point awards the
game can give, Market tracks, the Tool Box, the Family Crest and the Magic Square within their
sizes, envelopes opened once, a Cathedral Board built in order, and a game in progress set up
exactly as the campaign would set it up. Each problem names its field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..engine import placement
from ..engine.legacy_types import CampaignContent
from ..saves.setup_checks import (
    MAX_NAME,
    MAX_SEED,
    cathedral_problems,
    range_problems,
    setup_problems,
)
from ..wording import space_name
from .campaign_state import Campaign
from .families import SQUARE_CELLS, Family

MAX_AWARD = 100  # Legacy Points of one award: at most content.bounds allows (5 colours x 10)
MAX_COINS = 99


def _twice(items: Iterable[str], what: str, where: str) -> list[str]:
    counts = Counter(items)
    return [f"{where}: {what} {k!r} appears {n} times" for k, n in counts.items() if n > 1]


def _played(campaign: Campaign) -> int:
    """How many windows the journals should hold at this stage."""
    if campaign.stage in ("setup", "game"):
        return campaign.window
    return campaign.window + 1


def _family_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                     ) -> list[str]:
    w = f"campaign.families[{i}]"
    out = []
    if not f.name.strip() or len(f.name) > MAX_NAME:
        out.append(f"{w}.name: 1 to {MAX_NAME} characters")
    if f.color not in content.family_colors:
        out.append(f"{w}.color: {f.color.letter} is not a family colour")
    out += range_problems(f.tool_box_slots, 0, len(content.tool_box), f"{w}.tool_box_slots")
    for k, m in enumerate(f.members):
        if not m.name.strip() or len(m.name) > MAX_NAME:
            out.append(f"{w}.members[{k}].name: 1 to {MAX_NAME} characters")
        out += range_problems(m.from_window, 1, len(content.windows), f"{w}.members[{k}].from_window")
    for k, a in enumerate(f.legacy):
        out += range_problems(a.points, 0, MAX_AWARD, f"{w}.legacy[{k}].points")
        out += range_problems(a.window, 1, len(content.windows), f"{w}.legacy[{k}].window")
    out += _twice((p.track for p in f.market), "Market track", f"{w}.market")
    for k, p in enumerate(f.market):
        track = content.market_tracks.get(p.track)
        if track is not None:
            out += range_problems(p.crossed, 0, len(track.boxes), f"{w}.market[{k}].crossed")
    for k, ability in enumerate(f.dedications):
        if ability not in content.dedication_abilities:
            out.append(f"{w}.dedications[{k}]: {ability!r} is not a Dedication Ability")
    out += _twice(f.dedications, "Dedication Ability", f"{w}.dedications")
    for k, s in enumerate(f.stickers() + f.covered):
        if s.ability not in content.crest_abilities:
            out.append(f"{w}.crest: {s.ability!r} is not a Family Crest ability ({k + 1})")
    if len(f.square) == SQUARE_CELLS:
        for k, cell in enumerate(f.square):
            if cell.broken and cell.color is not None:
                out.append(f"{w}.square[{k}]: a cell is coloured or crossed out, not both")
    out += _journal_problems(campaign, i, f, content)
    return out


def _journal_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                      ) -> list[str]:
    w = f"campaign.families[{i}].journal"
    out = []
    played = _played(campaign)
    if len(f.journal) != played:
        out.append(f"{w}: {played} windows played by now, found {len(f.journal)}")
    cards = list(content.windows.values())
    n = len(campaign.families)
    for k, entry in enumerate(f.journal):
        e = f"{w}[{k}]"
        if k >= len(cards):
            break
        design = cards[k].design
        if entry.window != design.id or entry.number != k + 1:
            out.append(f"{e}: window {k + 1} is {design.id!r}, found {entry.window!r} "
                       f"number {entry.number}")
            continue
        win = entry.final_window
        if (win.rows, win.cols, win.spaces) != (design.pattern.rows, design.pattern.cols,
                                                design.pattern.spaces):
            out.append(f"{e}.final_window: not the pattern of window {design.id!r}")
            continue
        bad = placement.restriction_breaks(win)
        if bad:
            r, c = divmod(bad[0], win.cols)
            out.append(f"{e}.final_window: the die at {space_name(r, c)} breaks a "
                       "placement restriction")
        out += range_problems(entry.score.place, 1, n, f"{e}.score.place")
    return out


def _across_families(campaign: Campaign, content: CampaignContent) -> list[str]:
    out = []
    fams = campaign.families
    out += _twice((f.name for f in fams), "family name", "campaign.families")
    out += _twice((f.color.letter for f in fams), "family colour", "campaign.families")
    lengths = {len(f.journal) for f in fams}
    if len(lengths) == 1:
        for k in range(lengths.pop()):
            if not any(f.journal[k].place == 1 for f in fams):
                out.append(f"campaign.families: nobody placed 1st in window {k + 1}")
    for i, f in enumerate(fams):
        for tool, count in Counter(f.tools).items():
            if count > content.tool_card_copies:
                out.append(f"campaign.families[{i}].tools: Tool Card {tool!r} {count} times; "
                           f"the game has {content.tool_card_copies} copies")
    return out


def _progress_problems(campaign: Campaign, content: CampaignContent) -> list[str]:
    n = len(campaign.families)
    out = range_problems(campaign.seed, 0, MAX_SEED, "campaign.seed")
    out += _twice(campaign.opened, "envelope", "campaign.opened")
    out += _twice(campaign.stories_read, "Story Card", "campaign.stories_read")
    out += cathedral_problems(campaign.cathedral, "campaign.cathedral")
    for i, brought in enumerate(campaign.bring):
        if brought is None or i >= n:
            continue
        f = campaign.families[i]
        if any(t not in f.tools for t in brought) or len(set(brought)) != len(brought) \
                or len(brought) > f.tool_box_slots:
            out.append(f"campaign.bring[{i}]: Tool Cards {f.name} does not own, twice, or "
                       f"more than its {f.tool_box_slots} Tool Box slots")
    after = campaign.after
    if campaign.stage in ("magic-square", "rewards", "market") and after is None:
        out.append(f"campaign.after: the End of Game of the window is missing at the "
                   f"{campaign.stage} step")
    if after is not None:
        if len(after.scores) != n:
            out.append(f"campaign.after.scores: one score per family ({n}), found "
                       f"{len(after.scores)}")
        for k, card in enumerate(after.scores):
            out += range_problems(card.place, 1, n, f"campaign.after.scores[{k}].place")
            out += range_problems(card.seat, 0, n - 1, f"campaign.after.scores[{k}].seat")
        if after.scores and not any(card.place == 1 for card in after.scores):
            out.append("campaign.after.scores: nobody placed 1st")
        if campaign.stage == "market" and len(after.coins) != n:
            out.append(f"campaign.after.coins: one entry per family ({n}) at the Market")
        for k, tool in enumerate(after.offer):
            if tool not in content.tools:
                out.append(f"campaign.after.offer[{k}]: unknown Tool Card {tool!r}")
        for name, seq in (("to_pick", after.to_pick), ("shoppers", after.shoppers),
                          ("naming", after.naming)):
            for k, fam in enumerate(seq):
                out += range_problems(fam, 0, n - 1, f"campaign.after.{name}[{k}]")
        for k, coins in enumerate(after.coins):
            out += range_problems(coins, 0, MAX_COINS, f"campaign.after.coins[{k}]")
        numbers = {x for row in content.magic_square.numbers for x in row}
        for k, fill in enumerate(after.square):
            out += range_problems(fill.family, 0, n - 1, f"campaign.after.square[{k}].family")
            if fill.number not in numbers:
                out.append(f"campaign.after.square[{k}].number: {fill.number} is not on the "
                           "Magic Square")
        for k, t in enumerate(after.taken):
            if t.track not in content.market_tracks:
                out.append(f"campaign.after.taken[{k}]: unknown Market track {t.track!r}")
            out += range_problems(t.crossed, 0, 99, f"campaign.after.taken[{k}].crossed")
    return out


def _game_problems(campaign: Campaign, content: CampaignContent) -> list[str]:
    game = campaign.game
    if game is None:
        return []
    out = setup_problems(game.setup, "game.setup")
    if out or campaign.start_player < 0 or len(campaign.bring) != len(campaign.families) \
            or any(b is None for b in campaign.bring):
        return out or ["game: a game in progress before the Start Player and Tool Boxes "
                       "are chosen"]
    from .game_setup import game_setup  # the campaign's own setup of this window

    try:
        expected = game_setup(campaign, content)
    except (KeyError, IndexError, ValueError) as e:
        return [f"game.setup: the campaign cannot set up this window ({e})"]
    if expected != game.setup:
        from ..saves.game_file import first_difference

        where = first_difference(expected, game.setup)
        out.append(f"game.setup: differs from the campaign's setup of this window "
                   f"(first at {where})")
    return out


def rule_problems(campaign: Campaign, content: CampaignContent) -> list[str]:
    """Everything the campaign rules and the content forbid in a read campaign (empty:
    nothing). Ids are known (checked before)."""
    out = []
    for i, f in enumerate(campaign.families):
        out += _family_problems(campaign, i, f, content)
    out += _across_families(campaign, content)
    out += _progress_problems(campaign, content)
    if not out:
        out += _game_problems(campaign, content)
    return out

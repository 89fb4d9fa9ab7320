"""A read campaign's families checked against the rules that move their belongings: what a
family holds must be what the campaign's steps could have given it.

- Tool Cards: one copy of a tool per family; every copy the rewards, the envelopes and the
  Market Box brought is somewhere (a family, the Market Box, the Discard Box, the reward offer)
  and no copy comes from nowhere; the Discard Box only with 2 families or fewer;
- the Family Crest: stickers of the family's colour, each revealed by an opened envelope, each
  once, no more than the envelopes and the Family Skill Training boxes gave, every sticker an
  envelope handed out there, a colour recorded only as the sticker records one;
- Dedication Abilities: only of a completed track whose ability an envelope revealed, and each
  of those;
- the Market: only open tracks, crossed off with the coins the family earned (one a box, the
  Tool Box slots at their cost);
- the Magic Square: its cells coloured, crossed out or empty exactly as the Magic Square spaces
  of the family's finished windows were (or are still to be placed, at the Magic Square step);
- the family members: the first from window 1, each later one from a later window.
"""

from __future__ import annotations

from collections import Counter

from ..codec.details import Detail, Quoted, rule
from ..engine import Color
from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign
from .families import Family
from .family_crest import recordable_colors, revealed_stickers
from .magic_square import square_numbers
from .tool_box import starting_slots
from .unlocks import open_tracks

PLAYING = ("setup", "game", "table")  # the stages of a window not yet over
WINDOW_COLOURS = frozenset(c for c in Color if c is not Color.GRAY)  # dice, or orange by ability


def played_windows(campaign: Campaign) -> int:
    """Windows whose game is over (their rewards given): a window in play, on screen or at
    the table, is not."""
    return campaign.window if campaign.stage in PLAYING else campaign.window + 1


def _opened(campaign: Campaign, content: CampaignContent) -> list[str]:
    return [e for e in campaign.opened if e in content.envelopes]


def tool_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    fams = campaign.families
    n = len(fams)
    out: list[Detail] = []
    for i, f in enumerate(fams):
        for tool, count in Counter(f.tools).items():
            if count > 1:
                out.append(rule("tool-owned-twice", f"campaign.families[{i}].tools",
                                ident=Quoted(tool), count=count))
    if campaign.discarded and n > 2:
        out.append(rule("discard-box", "campaign.discarded", families=n))
    supply: Counter[str] = Counter()
    for card in list(content.windows.values())[:played_windows(campaign)]:
        for t in card.reward_tools:
            supply[t] += content.tool_card_copies
    gifts: Counter[str] = Counter()
    for e in _opened(campaign, content):
        grants = content.envelopes[e].grants
        supply.update(grants.market_tools)
        gifts.update(set(grants.tools))
    after = campaign.after
    held = Counter(t for f in fams for t in dict.fromkeys(f.tools))
    held.update(campaign.market_box)
    held.update(campaign.discarded)
    held.update(after.offer if after is not None else ())
    for tool in sorted(set(held) | set(supply)):
        low, high = supply[tool], supply[tool] + n * gifts[tool]
        if not low <= held[tool] <= high:
            out.append(rule("tool-supply", "campaign", ident=Quoted(tool), count=held[tool],
                            low=low, high=high))
    return out


def _granted_stickers(campaign: Campaign, f: Family, content: CampaignContent) -> set[str]:
    return {a for e in _opened(campaign, content)
            for a in content.envelopes[e].grants.crest_abilities
            if a in content.crest_abilities and content.crest_abilities[a].family is f.color}


def _crest_boxes(f: Family, content: CampaignContent) -> int:
    """Family Skill Training boxes (a crest sticker each) the family crossed off."""
    total = 0
    for p in f.market:
        track = content.market_tracks.get(p.track)
        if track is not None:
            total += sum(1 for box in track.boxes[:p.crossed] if box.crest_ability)
    return total


def crest_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                   ) -> list[Detail]:
    w = f"campaign.families[{i}]"
    stickers = list(f.stickers() + f.covered)
    out: list[Detail] = []
    for s in stickers:
        crest = content.crest_abilities.get(s.ability)
        if crest is None:
            continue  # said before: not-crest-ability
        if crest.family is not f.color:
            out.append(rule("sticker-colour", f"{w}.crest", ident=Quoted(s.ability),
                            colour=crest.family.letter))
        colours = recordable_colors(s.ability, content)
        if s.color is not None and s.color not in colours:
            out.append(rule("sticker-records", f"{w}.crest", ident=Quoted(s.ability)))
    abilities = [s.ability for s in stickers]
    for ability, count in Counter(abilities).items():
        if count > 1:
            out.append(rule("sticker-twice", f"{w}.crest", ident=Quoted(ability), count=count))
    granted = _granted_stickers(campaign, f, content)
    revealed = set(revealed_stickers(campaign, content)) | granted
    for ability in dict.fromkeys(abilities):
        if ability not in revealed:
            out.append(rule("sticker-sealed", f"{w}.crest", ident=Quoted(ability)))
    if len(stickers) > len(granted) + _crest_boxes(f, content):
        out.append(rule("stickers-count", f"{w}.crest", count=len(stickers),
                        most=len(granted) + _crest_boxes(f, content)))
    for k, s in enumerate(f.crest_base):
        if s.ability not in granted:
            out.append(rule("crest-base", f"{w}.crest_base[{k}]", ident=Quoted(s.ability)))
    missing = sorted(granted - set(abilities))
    if missing:
        out.append(rule("sticker-not-given", f"{w}.crest", ident=Quoted(missing[0])))
    return out


def dedication_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                        ) -> list[Detail]:
    w = f"campaign.families[{i}].dedications"
    revealed = {a for e in _opened(campaign, content)
                for a in content.envelopes[e].grants.dedication_abilities}
    out: list[Detail] = []
    for k, ability in enumerate(f.dedications):
        dedication = content.dedication_abilities.get(ability)
        track = content.market_tracks.get(dedication.track) if dedication else None
        if dedication is None or track is None:
            continue  # said before: not-dedication
        if ability not in revealed or f.crossed(track.id) < len(track.boxes):
            out.append(rule("dedication-unearned", f"{w}[{k}]", ident=Quoted(ability)))
    for ability in sorted(revealed):
        dedication = content.dedication_abilities.get(ability)
        track = content.market_tracks.get(dedication.track) if dedication else None
        if track is not None and track.dedication == ability \
                and f.crossed(track.id) >= len(track.boxes) and ability not in f.dedications:
            out.append(rule("dedication-missing", w, ident=Quoted(ability)))
    return out


def _coins_earned(campaign: Campaign, i: int, content: CampaignContent) -> int:
    """The coins the family could have spent so far (this window's only once at the Market)."""
    n = len(campaign.families)
    f = campaign.families[i]
    visits = campaign.window + (1 if campaign.stage in ("cleanup", "over") else 0)
    total = 0
    for entry in f.journal[:visits]:
        row = next((r for r in content.reward_chart.rows
                    if r.players == n and r.place == entry.place), None)
        total += row.coins if row is not None else 0
    after = campaign.after
    if campaign.stage == "market" and after is not None and len(after.coins) == n \
            and len(f.journal) > campaign.window:
        row = next((r for r in content.reward_chart.rows
                    if r.players == n and r.place == f.journal[campaign.window].place), None)
        total += max(0, (row.coins if row is not None else 0) - after.coins[i])
    return total


def market_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                    ) -> list[Detail]:
    w = f"campaign.families[{i}]"
    out: list[Detail] = []
    tracks = open_tracks(campaign, content)
    for k, p in enumerate(f.market):
        if p.track not in tracks or p.crossed < 1:
            out.append(rule("track-not-open", f"{w}.market[{k}]", ident=Quoted(p.track)))
    start = starting_slots(content)
    free = sum(content.envelopes[e].grants.free_tool_box_slots
               for e in _opened(campaign, content))
    if f.tool_box_slots < start:
        out.append(rule("tool-box-start", f"{w}.tool_box_slots", least=start))
    bought = max(0, f.tool_box_slots - start - free)
    costs = sorted(slot.cost for slot in content.tool_box[start:f.tool_box_slots])
    spent = sum(p.crossed for p in f.market) + sum(costs[:bought])
    earned = _coins_earned(campaign, i, content)
    if spent > earned:
        out.append(rule("coins-spent", w, spent=spent, earned=earned))
    return out


def _window_marks(f: Family, played: int) -> Counter[tuple[int, str]]:
    """The Magic Square spaces of the family's finished windows: (number, colour letter or
    'X' for broken), for each one filled."""
    marks: Counter[tuple[int, str]] = Counter()
    for entry in f.journal[:played]:  # a window typed in as a scorecard keeps its marks too
        if entry.final_window is None and entry.paper is None:
            continue
        for mark in entry.magic_marks():
            marks[mark.number, "X" if mark.color is None else mark.color.letter] += 1
    return marks


def square_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                    ) -> list[Detail]:
    w = f"campaign.families[{i}].square"
    numbers = square_numbers(content)
    if len(f.square) != len(numbers):
        return []  # said before: square-cells
    out: list[Detail] = []
    placed: Counter[tuple[int, str]] = Counter()
    for k, cell in enumerate(f.square):
        if cell.color is not None and cell.color not in WINDOW_COLOURS:
            out.append(rule("square-colour", f"{w}[{k}]", colour=cell.color.letter))
        if cell.broken or cell.color is not None:
            placed[numbers[k], "X" if cell.broken else cell.color.letter if cell.color
                   else "?"] += 1
    after = campaign.after
    if after is not None and campaign.stage == "magic-square":
        for fill in after.square:
            if fill.family == i:
                placed[fill.number, "X" if fill.broken else
                       fill.color.letter if fill.color is not None else "?"] += 1
    marks = _window_marks(f, played_windows(campaign))
    cells = Counter(numbers)
    for number in sorted(set(cells) | {m for m, _ in placed} | {m for m, _ in marks}):
        have = Counter({k: v for k, v in placed.items() if k[0] == number})
        made = Counter({k: v for k, v in marks.items() if k[0] == number})
        fits = sum(made.values()) <= cells[number]
        if (have != made) if fits else (have - made or sum(have.values()) != cells[number]):
            out.append(rule("square-not-windows", w, number=number))
    return out


def member_problems(campaign: Campaign, i: int, f: Family) -> list[Detail]:
    w = f"campaign.families[{i}].members"
    starts = [m.from_window for m in f.members]
    if starts and (starts[0] != 1 or any(b <= a for a, b in zip(starts, starts[1:],
                                                                  strict=False))
                   or starts[-1] > campaign.window + 2):
        return [rule("member-ages", w, number=campaign.window + 1)]
    return []


def family_state_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    """Everything the rules forbid in what the families hold (empty: nothing)."""
    out = tool_problems(campaign, content)
    for i, f in enumerate(campaign.families):
        out += crest_problems(campaign, i, f, content)
        out += dedication_problems(campaign, i, f, content)
        out += market_problems(campaign, i, f, content)
        out += square_problems(campaign, i, f, content)
        out += member_problems(campaign, i, f)
    return out

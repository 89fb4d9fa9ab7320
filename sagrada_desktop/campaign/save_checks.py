"""A read campaign checked against the campaign rules and the content, field by field.

A campaign file keeps the campaign's state, not a log of its decisions, so loading checks
everything the rules constrain: families told apart by name and colour, journals of the
windows played in order with windows the rules could have produced, Legacy Point awards the
game can give, Market tracks, the Tool Box, the Family Crest and the Magic Square within their
sizes, envelopes opened once, a Cathedral Board built in order, and a game in progress set up
as the campaign would set it up (under the campaign's own rules and content editions, its
rules compared, never its wording). Each problem names its field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..codec.details import Detail, Quoted, Raw, Worded, detail, rule
from ..engine import placement
from ..engine.legacy_types import CampaignContent
from ..saves.setup_checks import (
    MAX_NAME_READ,
    MAX_SEED,
    cathedral_problems,
    range_problems,
    setup_problems,
)
from ..saves.setup_rules import rules_view
from ..wording import space_name
from .campaign_state import Campaign
from .errors import CampaignError
from .families import SQUARE_CELLS, Family

TOOL_CARD = Worded("Tool Card", "工具卡")
MARKET_TRACK = Worded("Market track", "市場軌道")
MAX_AWARD = 100  # Legacy Points of one award: at most content.bounds allows (5 colours x 10)
MAX_COINS = 99


def _twice(items: Iterable[str], what: Worded, where: str) -> list[Detail]:
    counts = Counter(items)
    return [rule("appears-times", where, what=what, ident=Quoted(k), count=n)
            for k, n in counts.items() if n > 1]


def _played(campaign: Campaign) -> int:
    """How many windows the journals should hold at this stage."""
    if campaign.stage in ("setup", "game"):
        return campaign.window
    return campaign.window + 1


def _family_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                     ) -> list[Detail]:
    w = f"campaign.families[{i}]"
    out = []
    if not f.name.strip() or len(f.name) > MAX_NAME_READ:
        out.append(detail("name-length", f"{w}.name", most=MAX_NAME_READ))
    if f.color not in content.family_colors:
        out.append(rule("not-family-colour", f"{w}.color", colour=f.color.letter))
    out += range_problems(f.tool_box_slots, 0, len(content.tool_box), f"{w}.tool_box_slots")
    for k, m in enumerate(f.members):
        if not m.name.strip() or len(m.name) > MAX_NAME_READ:
            out.append(detail("name-length", f"{w}.members[{k}].name", most=MAX_NAME_READ))
        out += range_problems(m.from_window, 1, len(content.windows), f"{w}.members[{k}].from_window")
    for k, a in enumerate(f.legacy):
        out += range_problems(a.points, 0, MAX_AWARD, f"{w}.legacy[{k}].points")
        out += range_problems(a.window, 1, len(content.windows), f"{w}.legacy[{k}].window")
    out += _twice((p.track for p in f.market), MARKET_TRACK, f"{w}.market")
    for k, p in enumerate(f.market):
        track = content.market_tracks.get(p.track)
        if track is not None:
            out += range_problems(p.crossed, 0, len(track.boxes), f"{w}.market[{k}].crossed")
    for k, ability in enumerate(f.dedications):
        if ability not in content.dedication_abilities:
            out.append(rule("not-dedication", f"{w}.dedications[{k}]", ident=Quoted(ability)))
    out += _twice(f.dedications, Worded("Dedication Ability", "奉獻能力"), f"{w}.dedications")
    for k, s in enumerate(f.stickers() + f.covered):
        if s.ability not in content.crest_abilities:
            out.append(rule("not-crest-ability", f"{w}.crest", ident=Quoted(s.ability),
                            number=k + 1))
    if len(f.square) == SQUARE_CELLS:
        for k, cell in enumerate(f.square):
            if cell.broken and cell.color is not None:
                out.append(rule("cell-both", f"{w}.square[{k}]"))
    out += _journal_problems(campaign, i, f, content)
    return out


def _journal_problems(campaign: Campaign, i: int, f: Family, content: CampaignContent
                      ) -> list[Detail]:
    w = f"campaign.families[{i}].journal"
    out = []
    played = _played(campaign)
    if len(f.journal) != played:
        out.append(rule("journal-length", w, played=played, count=len(f.journal)))
    cards = list(content.windows.values())
    n = len(campaign.families)
    for k, entry in enumerate(f.journal):
        e = f"{w}[{k}]"
        if k >= len(cards):
            break
        design = cards[k].design
        if entry.window != design.id or entry.number != k + 1:
            out.append(rule("journal-window", e, number=k + 1, window=Quoted(design.id),
                            found=Quoted(entry.window), found_number=entry.number))
            continue
        win = entry.final_window
        if (win.rows, win.cols, win.spaces) != (design.pattern.rows, design.pattern.cols,
                                                design.pattern.spaces):
            out.append(rule("not-the-pattern", f"{e}.final_window", window=Quoted(design.id)))
            continue
        bad = placement.restriction_breaks(win)
        if bad:
            r, c = divmod(bad[0], win.cols)
            out.append(rule("breaks-restriction", f"{e}.final_window",
                            space=Worded(space_name(r, c, "en"), space_name(r, c, "zh_TW"))))
        out += range_problems(entry.score.place, 1, n, f"{e}.score.place")
    return out


def _across_families(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    out = []
    fams = campaign.families
    out += _twice((f.name for f in fams), Worded("family name", "家族的名稱"), "campaign.families")
    out += _twice((f.color.letter for f in fams), Worded("family colour", "家族顏色"),
                  "campaign.families")
    lengths = {len(f.journal) for f in fams}
    if len(lengths) == 1:
        for k in range(lengths.pop()):
            if not any(f.journal[k].place == 1 for f in fams):
                out.append(rule("nobody-first-in", "campaign.families", number=k + 1))
    for i, f in enumerate(fams):
        for tool, count in Counter(f.tools).items():
            if count > content.tool_card_copies:
                out.append(rule("tool-copies", f"campaign.families[{i}].tools",
                                ident=Quoted(tool), count=count,
                                copies=content.tool_card_copies))
    return out


def _progress_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    n = len(campaign.families)
    out = range_problems(campaign.seed, 0, MAX_SEED, "campaign.seed")
    out += _twice(campaign.opened, Worded("envelope", "信封"), "campaign.opened")
    out += _twice(campaign.stories_read, Worded("Story Card", "故事卡"), "campaign.stories_read")
    out += cathedral_problems(campaign.cathedral, "campaign.cathedral")
    for i, brought in enumerate(campaign.bring):
        if brought is None or i >= n:
            continue
        f = campaign.families[i]
        if any(t not in f.tools for t in brought) or len(set(brought)) != len(brought) \
                or len(brought) > f.tool_box_slots:
            out.append(rule("bring", f"campaign.bring[{i}]", family=f.name,
                            slots=f.tool_box_slots))
    after = campaign.after
    if campaign.stage in ("magic-square", "rewards", "market") and after is None:
        out.append(rule("after-missing", "campaign.after", stage=Quoted(campaign.stage)))
    if after is not None:
        if len(after.scores) != n:
            out.append(rule("scores-count", "campaign.after.scores", families=n,
                            count=len(after.scores)))
        for k, card in enumerate(after.scores):
            out += range_problems(card.place, 1, n, f"campaign.after.scores[{k}].place")
            out += range_problems(card.seat, 0, n - 1, f"campaign.after.scores[{k}].seat")
        if after.scores and not any(card.place == 1 for card in after.scores):
            out.append(rule("nobody-first", "campaign.after.scores"))
        if campaign.stage == "market" and len(after.coins) != n:
            out.append(rule("coins-count-market", "campaign.after.coins", families=n))
        for k, tool in enumerate(after.offer):
            if tool not in content.tools:
                out.append(rule("unknown-id", f"campaign.after.offer[{k}]", what=TOOL_CARD,
                                ident=Quoted(tool)))
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
                out.append(rule("not-on-square", f"campaign.after.square[{k}].number",
                                number=fill.number))
        for k, t in enumerate(after.taken):
            if t.track not in content.market_tracks:
                out.append(rule("unknown-id", f"campaign.after.taken[{k}]", what=MARKET_TRACK,
                                ident=Quoted(t.track)))
            out += range_problems(t.crossed, 0, 99, f"campaign.after.taken[{k}].crossed")
    return out


def _game_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    game = campaign.game
    if game is None:
        return []
    out = setup_problems(game.setup, "game.setup")
    if out or campaign.start_player < 0 or len(campaign.bring) != len(campaign.families) \
            or any(b is None for b in campaign.bring):
        return out or [rule("game-too-early", "game")]
    from .game_setup import game_setup  # the campaign's own setup of this window

    try:
        expected = game_setup(campaign, content)
    except KeyError as e:  # an id the content does not have (the saved content differs)
        ident = str(e.args[0]) if e.args else ""
        return [rule("cannot-set-up-unknown", "game.setup", ident=Quoted(ident))]
    except IndexError:  # no such window or family in the content
        return [rule("cannot-set-up-window", "game.setup", number=campaign.window + 1,
                     windows=len(content.windows))]
    except CampaignError as e:  # a refusal of the campaign rules, worded in both languages
        return [rule("cannot-set-up", "game.setup",
                     error=Worded(e.words("en"), e.words("zh_TW")))]
    except ValueError as e:  # the engine's own refusal, in its words (no check foresaw it)
        return [rule("cannot-set-up-engine", "game.setup", error=Raw(str(e)))]
    rules, saved = rules_view(expected), rules_view(game.setup)  # the rules, not the wording
    if rules != saved:
        from ..saves.game_file import first_difference

        where = first_difference(rules, saved)
        out.append(rule("setup-differs", "game.setup", where=where))
    return out


def rule_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
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

"""A read campaign's journals checked against the game's rules: each finished window scored as
stored and placed as its totals say.

A journal entry keeps a window's end (the filled window, its score card, its objectives), not
the game that led to it, so each entry is checked for what its game could have produced:

- the window: dice on their spaces' printed restrictions (save_checks.py), connected as
  placements connect them (a die apart from the others only where a placement ability, window
  tool or Tool Card of that family could put it), worked by the member of that age, with the
  window's tools used 0 to their boxes each;
- the score card: its seat and name the family's, every step the rules give (the Public
  Objectives scored again from every family's window of that game, the Private Objective from
  the window, the window tools' empty boxes, the broken and empty spaces, the window's rules
  and the Cathedral spaces constructed within what the rules in force could give, no Glory
  points), the total the sum of its steps;
- each game's placings: every family placed once, a higher total never placed below a lower
  one, a tie-break only on a tie; every family dealt the same Public Objectives and a Private
  Objective of that window of its own;
- the Cathedral Board: the spaces the families constructed, each once, and nothing else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ..codec.details import Detail, Quoted, Raw, Worded, detail, rule
from ..engine import (
    OBJECTIVES,
    STANDARD_COLORS,
    Color,
    Die,
    ScoreCard,
    Window,
    WindowDesign,
    WindowRule,
)
from ..engine.effects import IgnoreAdjacency
from ..engine.legacy_types import CampaignContent
from ..engine.objectives import score_objectives, score_private
from ..engine.window import neighbour_tables
from ..saves.setup_checks import range_problems
from .campaign_state import Campaign
from .families import Family, JournalEntry

PUBLIC = 3  # Public Objectives of a game: A, B and C
SCORE_STEP = Worded("score step", "計分步驟")


def _islands(window: Window) -> int:
    """Groups of filled spaces touching one another (edge or corner): 1 for a window filled as
    placements connect them, 0 for an empty one."""
    _orth, adj = neighbour_tables(window.rows, window.cols)
    filled = {i for i, f in enumerate(window.fills) if f is not None}
    groups = 0
    while filled:
        groups += 1
        todo = [filled.pop()]
        while todo:
            for j in adj[todo.pop()]:
                if j in filled:
                    filled.remove(j)
                    todo.append(j)
    return groups


def _rule_points(r: WindowRule, window: Window) -> int:
    """What one window rule adds to step 6 for this window (0 for the rules that add none)."""
    bits = window.bits
    if r.kind == "star-points":
        return r.points * (bits.pattern.star & bits.dice).bit_count()
    if r.kind == "magic-points":
        return r.points * (bits.pattern.magic & bits.dice).bit_count()
    if r.kind == "color-points" and r.color is not None:
        return r.points * bits.by_color.get(r.color.value, 0).bit_count()
    return 0


def _envelope_rules(campaign: Campaign, content: CampaignContent) -> tuple[WindowRule, ...]:
    """Every rule an opened envelope brings (in force from some game on, or during one)."""
    out: list[WindowRule] = []
    for e in campaign.opened:
        envelope = content.envelopes.get(e)
        if envelope is not None:
            out += envelope.grants.rules
    return tuple(out)


def _apart_uses(campaign: Campaign, f: Family, entry: JournalEntry, design: WindowDesign,
                content: CampaignContent) -> int:
    """How many dice the family could have placed apart from the others in this game: uses of
    a "fill a nonadjacent space" window tool, Tool Cards of that kind (once a game each), and
    any number with such an ability (a crest sticker, a Dedication, an envelope's gift)."""
    uses = sum(used for tool, used in zip(design.tools, entry.tool_boxes_used, strict=False)
               if isinstance(tool.effect, IgnoreAdjacency))
    uses += sum(1 for t in f.tools
                if t in content.tools and isinstance(content.tools[t].effect, IgnoreAdjacency))
    ability_ids = [s.ability for s in f.stickers() + f.covered] + list(f.dedications)
    for e in campaign.opened:
        envelope = content.envelopes.get(e)
        if envelope is not None:
            ability_ids += envelope.grants.abilities
    abilities = [content.abilities[a] for a in ability_ids if a in content.abilities]
    abilities += [r.ability for r in design.rules + _envelope_rules(campaign, content)
                  if r.kind == "grant-ability" and r.ability is not None]
    if any(isinstance(a.effect, IgnoreAdjacency) for a in abilities) \
            and entry.final_window is not None:
        uses += len(entry.final_window.spaces)
    return uses


def _sum(points: Sequence[int]) -> str:
    return " + ".join(str(p) for p in points)


def _score_problems(campaign: Campaign, i: int, k: int, design: WindowDesign,
                    publics: Sequence[int] | None, content: CampaignContent) -> list[Detail]:
    """One journal entry's score card against its window (`publics`: the Public Objectives'
    points scored again from every family's window; None when they cannot be)."""
    f = campaign.families[i]
    entry = f.journal[k]
    e = f"campaign.families[{i}].journal[{k}].score"
    card, win = entry.score, entry.final_window
    out = []
    if card.seat != i or card.name != f.name:
        out.append(rule("score-seat", e, seat=card.seat, name=Quoted(card.name)))
    steps = card.starting_tools + sum(card.public) + card.private + card.tools \
        + card.broken_empty + card.extra
    if card.total != steps:
        out.append(rule("score-total", f"{e}.total", total=card.total, steps=steps))
    if k == 0:
        out += range_problems(card.starting_tools, 0, 0, f"{e}.starting_tools")
    else:  # the Tool Cards owned then: never more than now (a family never loses one)
        out += range_problems(card.starting_tools, 0, len(f.tools), f"{e}.starting_tools")
    if publics is not None and tuple(card.public) != tuple(publics):
        out.append(rule("score-step", f"{e}.public", found=Raw(_sum(card.public)),
                        expected=Raw(_sum(publics))))
    private = next((p for p in design.private_objectives if p.id == entry.private_objective),
                   None)
    if win is None:  # typed in from its scorecard at the table: only its own steps to check
        return out + _paper_problems(entry, card, e)
    if private is not None and card.private != score_private(private, win):
        out.append(rule("score-step", f"{e}.private", found=Raw(str(card.private)),
                        expected=Raw(str(score_private(private, win)))))
    used = entry.tool_boxes_used
    if len(used) == len(design.tools) and all(0 <= u <= len(t.boxes)
                                              for t, u in zip(design.tools, used, strict=True)):
        tools = sum(sum(t.boxes[u:]) for t, u in zip(design.tools, used, strict=True))
        if card.tools != tools:
            out.append(rule("score-step", f"{e}.tools", found=Raw(str(card.tools)),
                            expected=Raw(str(tools))))
    rules = design.rules + _envelope_rules(campaign, content)
    penalties = {1} | {r.points for r in rules if r.kind == "empty-penalty"}
    broken, empty = win.broken_count, win.empty_count
    allowed = sorted({-(broken + p * empty) for p in penalties})
    if card.broken_empty not in allowed:
        out.append(rule("score-step", f"{e}.broken_empty", found=Raw(str(card.broken_empty)),
                        expected=Raw(" / ".join(str(v) for v in allowed))))
    low = len(entry.constructed) + sum(_rule_points(r, win) for r in design.rules)
    high = len(entry.constructed) + sum(_rule_points(r, win) for r in rules)
    out += range_problems(card.extra, low, high, f"{e}.extra")
    if card.pioneer or card.flourish:  # a campaign's games play no Glory module
        out.append(rule("score-glory", e))
    return out


def _paper_problems(entry: JournalEntry, card: ScoreCard, e: str) -> list[Detail]:
    """A window typed in from its scorecard: the card says what the scorecard says."""
    paper = entry.paper
    if paper is None:  # neither window nor scorecard: the file's reading refuses it
        return []
    out = []
    if tuple(card.public) != tuple(paper.public):
        out.append(rule("score-step", f"{e}.public", found=Raw(_sum(card.public)),
                        expected=Raw(_sum(paper.public))))
    for step, found, expected in (("private", card.private, paper.private),
                                  ("tools", card.tools, paper.tools),
                                  ("extra", card.extra, paper.extra)):
        if found != expected:
            out.append(rule("score-step", f"{e}.{step}", found=Raw(str(found)),
                            expected=Raw(str(expected))))
    return out


def _entry_problems(campaign: Campaign, i: int, k: int, design: WindowDesign,
                    content: CampaignContent) -> list[Detail]:
    f = campaign.families[i]
    entry = f.journal[k]
    e = f"campaign.families[{i}].journal[{k}]"
    out = []
    working = [m.name for m in f.members if m.from_window <= entry.number]
    if not working or entry.member != working[-1]:
        out.append(rule("journal-member", f"{e}.member", number=entry.number))
    if entry.paper is None and len(entry.tool_boxes_used) != len(design.tools):
        out.append(rule("tools-used-count", f"{e}.tool_boxes_used", count=len(design.tools)))
    for j, (tool, used) in enumerate(zip(design.tools, entry.tool_boxes_used, strict=False)):
        out += range_problems(used, 0, len(tool.boxes), f"{e}.tool_boxes_used[{j}]")
    if entry.private_objective not in {p.id for p in design.private_objectives}:
        out.append(rule("unknown-id", f"{e}.private_objective",
                        what=Worded("Private Objective", "個人目標"),
                        ident=Quoted(entry.private_objective)))
    publics = entry.public_objectives
    if len(publics) != PUBLIC or len(set(publics)) != PUBLIC:
        out.append(rule("public-objectives", f"{e}.public_objectives", count=PUBLIC))
    for j, oid in enumerate(publics):
        if oid not in OBJECTIVES:
            out.append(rule("unknown-id", f"{e}.public_objectives[{j}]",
                            what=Worded("Public Objective", "公共目標"), ident=Quoted(oid)))
    for d in entry.constructed:  # spaces of the board (built in order: the board's own check)
        if d.color not in STANDARD_COLORS or not 1 <= d.value <= 6:
            out.append(detail("not-a-board-space", f"{e}.constructed",
                              die=f"{d.color.letter}{d.value}"))
    win = entry.final_window
    if win is None:  # typed in from its scorecard at the table
        return out
    if any(isinstance(f, Die) and f.color is Color.GRAY for f in win.fills):
        out.append(rule("score-glory", f"{e}.final_window"))  # gray dice: the Strife module
    apart = _islands(win) - 1
    if apart > 0 and not entry.at_table and apart > _apart_uses(campaign, f, entry, design,
                                                                 content):
        out.append(rule("dice-apart", f"{e}.final_window", count=apart))
    return out


def _game_problems(campaign: Campaign, k: int, design: WindowDesign,
                   content: CampaignContent) -> list[Detail]:
    """Window k as one game: the same Public Objectives for everyone, a Private Objective
    each, placings by total, each family's score card."""
    fams = campaign.families
    entries = [f.journal[k] for f in fams]
    where = f"campaign.families[*].journal[{k}]"
    out = []
    publics = {e.public_objectives for e in entries}
    privates = [e.private_objective for e in entries]
    if len(publics) != 1:
        out.append(rule("not-one-game", where, what=Quoted("public_objectives")))
    if len(set(privates)) != len(privates) and len(set(p.id for p in design.private_objectives)) \
            >= len(privates):
        out.append(rule("not-one-game", where, what=Quoted("private_objective")))
    out += _placing_problems([e.score for e in entries], where)
    scored: list[Sequence[int] | None] = [None] * len(fams)
    ids = entries[0].public_objectives
    windows = [e.final_window for e in entries if e.final_window is not None]
    if len(publics) == 1 and all(oid in OBJECTIVES for oid in ids) \
            and len(windows) == len(entries):
        by_objective = score_objectives(ids, windows)
        scored = [tuple(points[s] for points in by_objective) for s in range(len(fams))]
    for i in range(len(fams)):
        out += _score_problems(campaign, i, k, design, scored[i], content)
    return out


def _placing_problems(scores: Sequence[ScoreCard], where: str) -> list[Detail]:
    """One game's placings: each place once, by total, a tie-break only on a tie."""
    places = [c.place for c in scores]
    totals = [c.total for c in scores]
    out = []
    if sorted(places) != list(range(1, len(places) + 1)):
        out.append(rule("places-once", where, count=len(places)))
    for a in range(len(scores)):
        for b in range(len(scores)):
            if totals[a] > totals[b] and places[a] > places[b]:
                out.append(rule("placed-below", where, place=places[a], total=totals[a],
                                other=places[b], other_total=totals[b]))
                return out
    for a, card in enumerate(scores):
        tie = card.tie_break
        if tie is not None and (tie.total != totals[a] or totals.count(totals[a]) < 2):
            out.append(rule("tie-break-without-tie", where, place=places[a]))
    return out


def _constructed(fams: Iterable[Family]) -> Counter[Die]:
    return Counter(d for f in fams for entry in f.journal for d in entry.constructed)


def journal_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    """Everything the game's rules forbid in the journals (their windows and patterns are
    checked before, in save_checks.py; empty: nothing)."""
    fams = campaign.families
    cards = list(content.windows.values())
    played = min((len(f.journal) for f in fams), default=0)
    if any(len(f.journal) != played for f in fams) or played > len(cards):
        return []  # said before: journal-length
    out: list[Detail] = []
    for k in range(played):
        design = cards[k].design
        if any(f.journal[k].window != design.id for f in fams):
            return out  # said before: journal-window
        for i in range(len(fams)):
            out += _entry_problems(campaign, i, k, design, content)
        if not out:
            out += _game_problems(campaign, k, design, content)
    built = _constructed(fams)
    twice = sorted(f"{d.color.letter}{d.value}" for d, n in built.items() if n > 1)
    if twice:
        out.append(rule("constructed-twice", "campaign.families", spaces=tuple(twice)))
    if set(built) != set(campaign.cathedral):
        out.append(rule("cathedral-not-constructed", "campaign.cathedral"))
    return out

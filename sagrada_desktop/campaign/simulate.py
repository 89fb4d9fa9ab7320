"""A whole 10-window campaign played headless by computer players: the games by
sagrada_desktop.ai players, the campaign's choices by the campaign's computer policy.

simulate_campaign(seats, bots, seed) -> CampaignResult; result_lines / result_json_lines
print it. The same arguments give the same result and the same output.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from attrs import field, frozen

from ..ai import make_player
from ..ai.factory import SEARCH_KINDS
from ..ai.player import ComputerPlayer
from ..content.translations import localized
from ..engine.legacy_types import CampaignContent
from ..wording import current_language, message, ordinal, place_name, tie_break_text
from .campaign_state import Campaign
from .computer import computer_answer
from .end_of_campaign import final_table
from .families import FamilySetup
from .flow import decide, new_campaign, pending_decision, play
from .legacy_points import Standing
from .opening_words import opening_words

FAMILY_NAMES = ("Amat", "Batlló", "Calvet", "Milà")
MEMBER_NAMES = ("Rosa", "Jaume", "Eulàlia", "Pere")


@frozen
class FamilyResult:
    family: str
    score: int
    place: int
    legacy_points: int  # gained during this window


@frozen
class GameResult:
    window: int
    name: str
    families: tuple[FamilyResult, ...]  # by place
    window_id: str = field(default="", eq=False)  # for its name in other languages


@frozen
class EnvelopeResult:
    """How one envelope was opened: window number, round (0: not during play), trigger in
    words, and whether that was its own primary trigger (the first of its opened_by)."""

    number: int
    window: int
    round: int
    source: str
    trigger: str
    primary: bool
    trigger_zh: str = field(default="", eq=False)  # the trigger in Traditional Chinese


@frozen
class CampaignResult:
    seats: int
    bots: str
    seed: int
    games: tuple[GameResult, ...]
    table: tuple[Standing, ...]
    campaign: Campaign = field(eq=False, repr=False)
    envelopes: tuple[EnvelopeResult, ...] = ()

    @property
    def winner(self) -> str:
        return self.table[0].name


def _seat_seed(seed: int, seat: int) -> int:
    return random.Random(f"sagrada-campaign-bot:{seed}:{seat}").getrandbits(48)


def simulate_campaign(seats: int, bots: str, seed: int,
                      content: CampaignContent | None = None,
                      judged: Sequence[bool] | None = None) -> CampaignResult:
    """Play a whole campaign with `seats` families of `bots` computer players: one kind for
    every family ("greedy") or one per family separated by commas ("greedy,random").
    `judged`: whether each family judges its Tool Cards (computer_answer); by default the
    Hard and Expert families do."""
    if content is None:
        from ..content import load_content

        content = load_content()
    kinds = [k.strip() for k in bots.split(",")]
    if len(kinds) == 1:
        kinds *= seats
    if len(kinds) != seats:
        raise ValueError(f"give one computer player for every family, or one per family "
                         f"({seats}), not {len(kinds)}")
    players = [make_player(kind, _seat_seed(seed, i)) for i, kind in enumerate(kinds)]
    if judged is None:
        judged = [kind in SEARCH_KINDS for kind in kinds]
    if len(judged) != seats:
        raise ValueError(f"{len(judged)} decision policies for {seats} families")
    colors = content.family_colors
    if not 1 <= seats <= min(len(FAMILY_NAMES), len(colors)):
        raise ValueError(f"a campaign has 1 to {min(len(FAMILY_NAMES), len(colors))} "
                         f"families, not {seats}")
    families = [FamilySetup(FAMILY_NAMES[i], colors[i], MEMBER_NAMES[i]) for i in range(seats)]
    campaign = play_on(new_campaign(content, families, seed), content, players, judged)
    return CampaignResult(seats, bots, seed, game_results(campaign, content),
                          final_table(campaign, content), campaign,
                          envelope_results(campaign, content))


def play_on(campaign: Campaign, content: CampaignContent, players: Sequence[ComputerPlayer],
            judged: Sequence[bool], window: int | None = None) -> Campaign:
    """The campaign played on by computers, each family's games by its player and its choices
    by computer_answer (`judged`: whether each family judges its Tool Cards): to its end, or
    with `window` (from 1) to the end of that window and the choices that follow it."""
    while not campaign.is_over and (window is None
                                    or len(campaign.families[0].journal) < window):
        decision = pending_decision(campaign, content)
        if decision is not None:
            campaign = decide(campaign, content, computer_answer(
                campaign, content, decision, judged[decision.family]))
            continue
        state = campaign.game_state
        assert state is not None
        campaign = play(campaign, content, players[state.active_seat].choose(state))
    return campaign


def envelope_results(campaign: Campaign, content: CampaignContent
                     ) -> tuple[EnvelopeResult, ...]:
    """Every opened envelope, by number: where, when and by which trigger it was opened."""
    out = []
    for o in campaign.openings:
        card = content.envelopes[o.envelope]
        primary = bool(card.opened_by) and card.opened_by[0] == o.source
        out.append(EnvelopeResult(card.number, o.window, o.round, o.source,
                                  opening_words(o, content, "en"), primary,
                                  opening_words(o, content, "zh_TW")))
    return tuple(sorted(out, key=lambda e: e.number))


def game_results(campaign: Campaign, content: CampaignContent) -> tuple[GameResult, ...]:
    """Each finished window: every family's score, place and Legacy Points gained in it."""
    out = []
    cards = list(content.windows.values())
    played = len(campaign.families[0].journal) if campaign.families else 0
    for k in range(played):
        rows = []
        for f in campaign.families:
            entry = f.journal[k]
            gained = sum(a.points for a in f.legacy
                         if a.window == entry.number and a.source != "color-collections")
            rows.append(FamilyResult(f.name, entry.score.total, entry.place, gained))
        rows.sort(key=lambda r: r.place)
        out.append(GameResult(cards[k].number, cards[k].design.name, tuple(rows),
                              cards[k].design.id))
    return tuple(out)


def result_lines(result: CampaignResult) -> list[str]:
    """The result as text, in the current language: each game, the envelopes opened, then the
    final Legacy Point table and the winner."""
    if current_language() == "zh_TW":
        return _chinese_lines(result)
    lines = [f"Campaign: {result.seats} {'family' if result.seats == 1 else 'families'} "
             f"({result.bots}), seed {result.seed}"]
    width = max(len(r.name) for r in result.table)
    for game in result.games:
        lines.append(f"Window {game.window}: {game.name}")
        for r in game.families:
            lines.append(f"  {ordinal(r.place):4} {r.family:{width}}  {r.score:4d} points  "
                         f"{r.legacy_points:+d} Legacy Points")
    for e in result.envelopes:
        when = f", round {e.round}" if e.round else ""
        how = "" if e.primary else " (not its primary trigger)"
        lines.append(f"Envelope {e.number}: window {e.window}{when}, {e.trigger}{how}")
    lines.append("Final Legacy Points")
    for s in result.table:
        extra = f"  (Color Collections {s.magic_square:+d})" if s.magic_square else ""
        note = f"  [{tie_break_text(s.tie_break)}]" if s.tie_break else ""
        lines.append(f"  {s.rank}. {s.name:{width}}  {s.legacy_points:3d}{extra}{note}")
    lines.append(f"Winner: {result.winner} with {result.table[0].legacy_points} Legacy Points")
    return lines


def _chinese_lines(result: CampaignResult) -> list[str]:
    """result_lines in Traditional Chinese (docs/glossary.md terms; window names from the
    content translations)."""
    kinds = "、".join(message(k.strip()) for k in result.bots.split(","))
    lines = [f"劇情：{result.seats} 個家族（{kinds}），種子 {result.seed}"]
    width = max(len(r.name) for r in result.table)
    for game in result.games:
        name = localized(f"{game.window_id}.name", "zh_TW", game.name)
        lines.append(f"玻璃窗 {game.window}：{name}")
        for r in game.families:
            lines.append(f"  {place_name(r.place, 'zh_TW'):6} {r.family:{width}}  {r.score:4d} 分  "
                         f"{r.legacy_points:+d} 傳承分數")
    for e in result.envelopes:
        when = f"，第 {e.round} 輪" if e.round else ""
        how = "" if e.primary else "（不是它的主要開啟條件）"
        lines.append(f"信封 {e.number}：玻璃窗 {e.window}{when}，{e.trigger_zh or e.trigger}{how}")
    lines.append("最後的傳承分數")
    for s in result.table:
        extra = f"（色彩收集 {s.magic_square:+d}）" if s.magic_square else ""
        note = f"  [{tie_break_text(s.tie_break, 'zh_TW')}]" if s.tie_break else ""
        lines.append(f"  {s.rank}. {s.name:{width}}  {s.legacy_points:3d}{extra}{note}")
    lines.append(f"勝者：{result.winner}，{result.table[0].legacy_points} 傳承分數")
    return lines


def result_json_lines(result: CampaignResult) -> list[str]:
    """The result as JSON lines: one {"type": "game"} per window, one {"type": "envelope"}
    per opened envelope (its number, window, round (0: not during play), source, trigger and
    whether it was its primary trigger), then {"type": "final"}."""
    out = []
    for game in result.games:
        out.append({
            "type": "game", "window": game.window, "name": game.name,
            "families": [{"family": r.family, "score": r.score, "place": r.place,
                          "legacy_points": r.legacy_points} for r in game.families],
        })
    for e in result.envelopes:
        out.append({"type": "envelope", "envelope": e.number, "window": e.window,
                    "round": e.round, "source": e.source, "trigger": e.trigger,
                    "primary": e.primary})
    out.append({
        "type": "final", "seats": result.seats, "bots": result.bots, "seed": result.seed,
        "table": [{"rank": s.rank, "family": s.name, "legacy_points": s.legacy_points,
                   "by_window": list(s.by_window), "color_collections": s.magic_square}
                  for s in result.table],
        "winner": result.winner,
    })
    return [json.dumps(o, ensure_ascii=False, separators=(",", ":")) for o in out]

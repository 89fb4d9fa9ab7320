"""A read campaign's progress checked against the order of its steps: what has happened must be
what the windows reached so far make happen.

- Story Cards: each window's Intro read at its Game Setup (once the Start Player is chosen),
  its Outros at its End of Game; none of a window not reached;
- envelopes: each opened one opened by something reached (a Story Card read, a window whose
  triggers or unlocks name it, played up to them), every one a read Story Card opens opened,
  and each recorded opening of an opened envelope, by one of its own sources, in a window
  reached;
- the Start Player: drawn by the campaign's seed for the first window, chosen before the game;
- the Tool Box choices: none in window 1, made before the game, all of a family's tools when it
  owns no more than its capacity;
- the End of Game of the window just played, step by step: the journals' score cards, the
  coins of the reward chart (spent only at the Market, all gone at the Cleanup), the reward
  picks last place first, the reward offer of this window's tools, the Magic Square fills only
  at its step, the Market's shoppers with their coins, its per-visit rewards within the
  track's limit, and the masterpieces named family by family.
"""

from __future__ import annotations

import random
from collections import Counter

from ..codec.details import Detail, Quoted, Worded, rule
from ..engine import ROUNDS
from ..engine.legacy_types import CampaignContent
from ..saves.setup_checks import range_problems
from .campaign_state import Campaign
from .state_checks import PLAYING, played_windows
from .table_window import table_state
from .tool_box import needs_choice

AFTER_STAGES = ("magic-square", "rewards", "market", "cleanup")


def _expected_stories(campaign: Campaign, content: CampaignContent) -> set[str]:
    """The Story Cards read by now: every Intro and Outro of the windows finished, and the
    current window's Intro once its Start Player is chosen, its Outros once its game is over."""
    cards = list(content.windows.values())
    out: set[str] = set()
    played = played_windows(campaign)
    for k, card in enumerate(cards[:campaign.window + 1]):
        intro_read = k < campaign.window or campaign.stage != "setup" \
            or len(campaign.bring) == len(campaign.families)
        if card.intro is not None and intro_read:
            out.add(card.intro)
        if k < played:
            out.update(card.outros)
    return out


def _sources(content: CampaignContent) -> dict[str, set[str]]:
    """What can open each envelope: the Story Cards that open it, the windows whose triggers
    or End of Game unlocks name it."""
    out: dict[str, set[str]] = {e: set() for e in content.envelopes}
    for story in content.story_cards.values():
        for e in story.opens:
            out.setdefault(e, set()).add(story.id)
    for card in content.windows.values():
        for e in [t.envelope for t in card.design.triggers] + [u.envelope for u in card.unlocks]:
            out.setdefault(e, set()).add(card.design.id)
    return out


def _reached_windows(campaign: Campaign, content: CampaignContent) -> dict[str, int]:
    """The campaign windows reached, by id: their index."""
    cards = list(content.windows.values())
    return {card.design.id: k for k, card in enumerate(cards[:campaign.window + 1])}


def story_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    expected = _expected_stories(campaign, content)
    read = set(campaign.stories_read)
    known = read & set(content.story_cards)
    if known != expected:
        wrong = sorted(known - expected) or sorted(expected - known)
        return [rule("stories-read", "campaign.stories_read", ident=Quoted(wrong[0]),
                     number=campaign.window + 1)]
    return []


def envelope_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    out: list[Detail] = []
    sources = _sources(content)
    reached = _reached_windows(campaign, content)
    played = played_windows(campaign)
    read = set(campaign.stories_read)
    opened = [e for e in campaign.opened if e in content.envelopes]
    for e in opened:  # a window opens its envelopes in its game or at its End of Game
        if not any(s in read or reached.get(s, played) < played for s in sources.get(e, ())):
            out.append(rule("envelope-unreached", "campaign.opened", ident=Quoted(e),
                            number=campaign.window + 1))
    for story in sorted(read & set(content.story_cards)):
        for e in content.story_cards[story].opens:
            if e not in campaign.opened:
                out.append(rule("envelope-not-opened", "campaign.opened", ident=Quoted(e),
                                story=Quoted(story)))
    in_game = campaign.game.state.opened if campaign.game is not None else \
        table_state(campaign.table).opened if campaign.table is not None else ()
    for e, count in Counter(o.envelope for o in campaign.openings).items():
        if count > 1:
            out.append(rule("appears-times", "campaign.openings", what=Worded("envelope", "信封"),
                            ident=Quoted(e), count=count))
    for k, o in enumerate(campaign.openings):
        w = f"campaign.openings[{k}]"
        if o.envelope not in campaign.opened and o.envelope not in in_game:
            out.append(rule("opening-sealed", w, ident=Quoted(o.envelope)))
        if o.source not in sources.get(o.envelope, ()) or not (
                o.source in read or o.source in reached):
            out.append(rule("opening-source", f"{w}.source", ident=Quoted(o.source)))
        out += range_problems(o.window, 1, campaign.window + 1, f"{w}.window")
        out += range_problems(o.round, 0, ROUNDS, f"{w}.round")
    return out


def choice_problems(campaign: Campaign) -> list[Detail]:
    """The Start Player and the Tool Box choices of the current window."""
    n = len(campaign.families)
    out: list[Detail] = []
    if n and campaign.window == 0:
        drawn = random.Random(f"sagrada-campaign:{campaign.seed}:start").randrange(n)
        if campaign.start_player != drawn:
            out.append(rule("start-player-drawn", "campaign.start_player", family=drawn))
    elif n == 1 and campaign.start_player != 0:
        out.append(rule("start-player-drawn", "campaign.start_player", family=0))
    if campaign.stage != "setup" and campaign.start_player < 0:
        out.append(rule("start-player-missing", "campaign.start_player"))
    if campaign.stage != "setup" and (len(campaign.bring) != n
                                      or any(b is None for b in campaign.bring)):
        out.append(rule("bring-missing", "campaign.bring"))
    if campaign.stage in PLAYING and len(campaign.bring) == n:
        for i, (f, brought) in enumerate(zip(campaign.families, campaign.bring, strict=True)):
            if campaign.window == 0 and brought not in ((), None):
                out.append(rule("bring-first-window", f"campaign.bring[{i}]"))
            elif campaign.window > 0 and not needs_choice(f) and brought is not None \
                    and tuple(brought) != f.tools:
                out.append(rule("bring-all", f"campaign.bring[{i}]", family=f.name))
    return out


def after_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    """The End of Game of the window just played, at the step the campaign is at."""
    after, stage = campaign.after, campaign.stage
    fams = campaign.families
    n = len(fams)
    if (after is not None) != (stage in AFTER_STAGES):
        return [rule("after-stage", "campaign.after", stage=Quoted(stage))]
    if after is None or any(len(f.journal) != campaign.window + 1 for f in fams) \
            or len(after.scores) != n or len(after.coins) != n:
        return []  # said before (journal-length, scores-count, coins-count)
    out: list[Detail] = []
    if any(card != f.journal[-1].score for card, f in zip(after.scores, fams, strict=True)):
        out.append(rule("after-scores", "campaign.after.scores"))
    rows = {r.place: r for r in content.reward_chart.rows if r.players == n}
    reward = [rows[f.journal[-1].place].coins if f.journal[-1].place in rows else 0
              for f in fams]
    for i, coins in enumerate(after.coins):
        here = f"campaign.after.coins[{i}]"
        if stage in ("magic-square", "rewards") and coins != reward[i]:
            out.append(rule("after-coins", here, coins=reward[i]))
        elif stage == "market" and not (0 <= coins <= reward[i]) \
                or stage == "market" and i in after.shoppers[1:] and coins != reward[i] \
                or stage == "market" and i not in after.shoppers and coins != 0 \
                or stage == "cleanup" and coins != 0:
            out.append(rule("after-coins-spent", here, stage=Quoted(stage)))
    order = sorted(range(n), key=lambda i: -fams[i].journal[-1].place)
    pickers = [i for i in order if rows.get(fams[i].journal[-1].place) is not None
               and rows[fams[i].journal[-1].place].tools > 0]
    to_pick = list(after.to_pick)
    if to_pick and (stage not in ("magic-square", "rewards")
                    or to_pick != pickers[len(pickers) - len(to_pick):]):
        out.append(rule("after-pickers", "campaign.after.to_pick"))
    card = list(content.windows.values())[campaign.window]
    offered = Counter({t: content.tool_card_copies for t in card.reward_tools})
    if after.offer and (stage not in ("magic-square", "rewards")
                        or Counter(after.offer) - offered):
        out.append(rule("after-offer", "campaign.after.offer"))
    if after.square and stage != "magic-square":
        out.append(rule("after-step", "campaign.after.square", stage=Quoted(stage)))
    shoppers = list(after.shoppers)
    if shoppers and (stage != "market" or len(set(shoppers)) != len(shoppers)):
        out.append(rule("after-step", "campaign.after.shoppers", stage=Quoted(stage)))
    if after.taken and stage != "market":
        out.append(rule("after-step", "campaign.after.taken", stage=Quoted(stage)))
    for k, t in enumerate(after.taken):
        track = content.market_tracks.get(t.track)
        if track is not None and track.rewards_per_game:
            out += range_problems(t.crossed, 0, track.rewards_per_game,
                                  f"campaign.after.taken[{k}].crossed")
    naming = tuple(after.naming)
    if naming and (stage != "cleanup" or naming != tuple(range(n - len(naming), n))):
        out.append(rule("after-step", "campaign.after.naming", stage=Quoted(stage)))
    return out


def progress_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    """Everything the order of the campaign's steps forbids (empty: nothing)."""
    return (story_problems(campaign, content) + envelope_problems(campaign, content)
            + choice_problems(campaign) + after_problems(campaign, content))

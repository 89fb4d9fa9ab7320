"""End of Game and Rewards: the journal entries, the window's Legacy Points, reward Tool Cards
picked from last place upward (one copy of a tool per family at most), the rest into the
Market Box (2 players or fewer: one copy of each, duplicates to the Discard Box), and coins.
"""

from __future__ import annotations

from attrs import evolve

from ..engine.legacy_types import CampaignContent, RewardRow
from .campaign_state import AfterGame, Campaign, with_family, with_log
from .decisions import ToolRewardChoice
from .errors import CampaignError
from .families import JournalEntry
from .finished_window import FinishedWindow, finished_game
from .legacy_points import award
from .log_entries import LegacyWhy, Placed, ToolGained
from .magic_square import window_fills
from .refusals import Count, Place, refusal, tool_name
from .unlocks import open_envelope, read_story, window_card, window_number


def reward_row(content: CampaignContent, players: int, place: int) -> RewardRow:
    for row in content.reward_chart.rows:
        if row.players == players and row.place == place:
            return row
    raise CampaignError(refusal("no-reward-row", players=players, place=Place(place)))


def record_game(campaign: Campaign, content: CampaignContent) -> Campaign:
    """The game played on screen is over: record_window with what its final state gives."""
    game = campaign.game
    assert game is not None and game.state.is_over
    return record_window(campaign, content, finished_game(game.state))


def record_window(campaign: Campaign, content: CampaignContent, finished: FinishedWindow
                  ) -> Campaign:
    """The window is over (played on screen or at the table): write each journal with its
    score, keep the Cathedral Board, apply what the envelopes opened during the game grant,
    then read the Outro Story Card."""
    scores = finished.scores
    card = window_card(campaign, content)
    campaign = evolve(campaign, cathedral=finished.cathedral)
    for i, seat in enumerate(finished.seats):
        f = campaign.families[i]
        entry = JournalEntry(
            window=card.design.id, number=card.number, member=f.member,
            final_window=seat.final_window, score=scores[i],
            private_objective=seat.private_objective, public_objectives=finished.objectives,
            constructed=seat.constructed, tool_boxes_used=seat.tool_boxes_used,
            paper=seat.paper, at_table=finished.at_table,
        )
        campaign = with_family(campaign, i, evolve(f, journal=f.journal + (entry,)))
    for s in sorted(scores, key=lambda s: s.place):
        campaign = with_log(campaign, Placed(s.place, s.name, s.total))
    for envelope in finished.opened:
        campaign = open_envelope(campaign, envelope, content)
    campaign = evolve(campaign, game=None, table=None, after=AfterGame(scores=scores))
    for outro in card.outros:
        campaign = read_story(campaign, outro, content)
    return campaign


def give_rewards(campaign: Campaign, content: CampaignContent) -> Campaign:
    """Legacy Points and coins by placement, the Tool Card offer, the Magic Square fills."""
    after = campaign.after
    assert after is not None
    card = window_card(campaign, content)
    players = len(campaign.families)
    number = window_number(campaign)
    coins = [0] * players
    to_pick = []
    for s in sorted(after.scores, key=lambda s: -s.place):
        row = reward_row(content, players, s.place)
        points = card.design.legacy_points if row.window_legacy_points else row.legacy_points
        campaign = award(campaign, s.seat, points, LegacyWhy("placement", number,
                                                             place=s.place))
        coins[s.seat] = row.coins
        if row.tools > 0:
            to_pick.append(s.seat)
    offer = tuple(t for t in card.reward_tools for _ in range(content.tool_card_copies))
    after = evolve(after, coins=tuple(coins), to_pick=tuple(to_pick), offer=offer,
                   square=window_fills(campaign))
    return evolve(campaign, after=after, stage="magic-square")


def pickable(campaign: Campaign, family: int) -> tuple[str, ...]:
    after = campaign.after
    assert after is not None
    owned = campaign.families[family].tools
    return tuple(t for t in dict.fromkeys(after.offer) if t not in owned)


def tool_reward_choice(campaign: Campaign, content: CampaignContent) -> ToolRewardChoice | None:
    """The next family to pick reward Tool Cards, if it has any to pick."""
    after = campaign.after
    if after is None or not after.to_pick:
        return None
    family = after.to_pick[0]
    place = after.scores[family].place
    row = reward_row(content, len(campaign.families), place)
    offer = pickable(campaign, family)
    if not offer:
        return None
    return ToolRewardChoice(family, place, min(row.tools, len(offer)), offer)


def skip_picker(campaign: Campaign) -> Campaign:
    after = campaign.after
    assert after is not None
    return evolve(campaign, after=evolve(after, to_pick=after.to_pick[1:]))


def take_tools(campaign: Campaign, content: CampaignContent, tools: tuple[str, ...]
               ) -> Campaign:
    choice = tool_reward_choice(campaign, content)
    assert choice is not None
    errors = []
    names = {t: card.name for t, card in content.tools.items()}
    wrong = tuple(tool_name(t, names) for t in tools if t not in choice.offer)
    if wrong:
        errors.append(refusal("not-on-offer", tools=wrong))
    if len(set(tools)) != len(tools):
        errors.append(refusal("one-copy"))
    if len(tools) > choice.count:
        errors.append(refusal("place-takes", place=Place(choice.place),
                              cards=Count(choice.count, "tool-card")))
    if errors:
        raise CampaignError(*errors)
    after = campaign.after
    assert after is not None
    offer = list(after.offer)
    for t in tools:
        offer.remove(t)
    f = campaign.families[choice.family]
    campaign = with_family(campaign, choice.family, evolve(f, tools=f.tools + tuple(tools)))
    for t in tools:
        campaign = with_log(campaign, ToolGained(f.name, t))
    return skip_picker(evolve(campaign, after=evolve(after, offer=tuple(offer))))


def fill_market_box(campaign: Campaign) -> Campaign:
    """The reward Tool Cards nobody took go to the Market Box; with 2 families or fewer, one
    copy of each (the duplicates go to the Discard Box)."""
    after = campaign.after
    assert after is not None
    left = after.offer
    if len(campaign.families) <= 2:
        kept = tuple(dict.fromkeys(left))
        extra = list(left)
        for t in kept:
            extra.remove(t)
        discarded = tuple(extra)
    else:
        kept, discarded = left, ()
    return evolve(campaign, market_box=campaign.market_box + kept,
                  discarded=campaign.discarded + discarded, after=evolve(after, offer=()))

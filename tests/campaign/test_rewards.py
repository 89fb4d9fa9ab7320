"""Rewards after each window: Legacy Points and coins by the reward chart, reward Tool Cards
picked from last place upward, the rest to the Market Box."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    AfterGame,
    Campaign,
    CampaignError,
    JournalEntry,
    TakeTools,
    ToolRewardChoice,
    decide,
    pending_decision,
)
from sagrada_desktop.campaign.flow import advance
from sagrada_desktop.campaign.rewards import give_rewards
from sagrada_desktop.engine.legacy_types import RewardRow

from .content_fixture import CONTENT, REWARDS
from .helpers import score, start


def after_game(n: int, places: tuple[int, ...], window: int = 0,
               owned: tuple[tuple[str, ...], ...] | None = None) -> Campaign:
    """A campaign whose window `window` just ended with these places (empty windows)."""
    c = start(n)
    card = list(CONTENT.windows.values())[window]
    fams = []
    for i, f in enumerate(c.families):
        entry = JournalEntry(card.design.id, card.number, f.member, card.design.pattern,
                             score(i, 40 - places[i], places[i]), "p", ())
        fams.append(evolve(f, journal=(entry,), tools=owned[i] if owned else ()))
    scores = tuple(e.journal[0].score for e in fams)
    c = evolve(c, families=tuple(fams), window=window, game=None, stage="rewards",
               after=AfterGame(scores=scores), log=())
    return give_rewards(c, CONTENT)


CHART = [(r.players, r.place, r) for r in REWARDS]


@pytest.mark.parametrize(("players", "place", "row"), CHART)
def test_legacy_points_and_coins_follow_the_reward_chart(players: int, place: int,
                                                         row: RewardRow) -> None:
    places = tuple(range(1, players + 1))
    places = (place,) + tuple(p for p in places if p != place)
    c = after_game(players, places)
    family = c.families[0]
    expected = 2 if row.window_legacy_points else row.legacy_points  # window 1 prints 2
    assert family.legacy_points == expected
    if expected:
        assert family.legacy[-1].source == "placement"
        assert family.legacy[-1].detail.startswith(("1st", "2nd"))
    assert c.after is not None and c.after.coins[0] == row.coins


def test_reward_tools_are_picked_from_last_place_upward() -> None:
    c = advance(after_game(4, (1, 2, 3, 4)), CONTENT)
    assert c.stage == "rewards"
    order = []
    while (d := pending_decision(c, CONTENT)) is not None and d.kind == "reward-tools":
        assert isinstance(d, ToolRewardChoice)
        order.append((d.family, d.place, d.count))
        c = decide(c, CONTENT, TakeTools(d.offer[:d.count]))
    assert order == [(3, 4, 2), (2, 3, 1), (1, 2, 1), (0, 1, 1)]
    # 2 copies of 3 tools: 5 taken, 1 left for the Market Box (3-4 players: every copy)
    assert [f.tools for f in c.families] == [("t12",), ("t11",), ("t10",), ("t10", "t11")]
    assert c.market_box == ("t12",)


def test_a_family_never_owns_two_copies_of_a_tool() -> None:
    c = advance(after_game(2, (2, 1), owned=(("t10",), ())), CONTENT)
    d = pending_decision(c, CONTENT)
    assert d == ToolRewardChoice(0, 2, 2, ("t11", "t12"))
    for tools, message in [(("t10",), "not on offer"), (("t11", "t11"), "one copy"),
                           (("t11", "t12", "t10"), "at most 2")]:
        with pytest.raises(CampaignError, match=message):
            decide(c, CONTENT, TakeTools(tools))


def test_a_family_owning_every_reward_tool_is_skipped() -> None:
    c = advance(after_game(2, (1, 2), owned=((), ("t10", "t11", "t12"))), CONTENT)
    d = pending_decision(c, CONTENT)
    assert isinstance(d, ToolRewardChoice) and d.family == 0


@pytest.mark.parametrize(("players", "box", "discarded"), [
    (1, ("t10", "t11", "t12"), ("t11", "t12")),
    (2, ("t10", "t11", "t12"), ("t11", "t12")),
    (3, ("t10", "t11", "t11", "t12", "t12"), ()),
])
def test_untaken_tools_go_to_the_market_box(players: int, box: tuple[str, ...],
                                            discarded: tuple[str, ...]) -> None:
    """Two copies of t10, t11, t12 are offered and only the first picker takes one (t10):
    with 2 players or fewer, one copy of each tool left goes to the Market Box, duplicates to
    the Discard Box; with more, every copy left goes to the Market Box."""
    c = advance(after_game(players, tuple(range(1, players + 1))), CONTENT)
    taken = 0
    while (d := pending_decision(c, CONTENT)) is not None and d.kind == "reward-tools":
        want = ("t10",) if taken < 1 else ()
        taken += 1
        c = decide(c, CONTENT, TakeTools(want))
    left = sorted(c.market_box)
    assert left == sorted(box)
    assert sorted(c.discarded) == sorted(discarded)


def test_no_tools_after_the_last_window() -> None:
    c = advance(after_game(2, (1, 2), window=9), CONTENT)
    assert c.stage != "rewards"
    assert c.after is not None and c.after.offer == ()
    assert c.families[0].legacy_points == 5  # window 10 prints 2 + 10 // 3

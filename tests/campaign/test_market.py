"""The Market at Encant Vells: shopping order, each track's boxes and rewards, completing a
track, the Tool Box, leaving with unspent coins."""

from __future__ import annotations

import pytest
from attrs import evolve

from sagrada_desktop.campaign import (
    Campaign,
    CampaignError,
    CrestSticker,
    CrossBox,
    ExpandToolBox,
    LeaveMarket,
    MarketChoice,
    Purchase,
    decide,
    pending_decision,
    purchase_errors,
    purchase_options,
)
from sagrada_desktop.campaign.unlocks import open_envelope
from sagrada_desktop.engine import Color
from tests.campaign.log_text import english_log

from .content_fixture import CONTENT
from .helpers import at_market, start, with_legacy


def market(coins: tuple[int, ...] = (4, 0), opened: tuple[str, ...] = ("e03",),
           **family_changes: object) -> Campaign:
    """A Market visit of window 1's families, Amat (placed last) shopping first."""
    n = len(coins)
    places = tuple(range(n, 0, -1))
    c = with_legacy(start(n), (0,) * n, places)
    return at_market(c, coins, opened, places, **family_changes)


def buy(c: Campaign, *purchases: Purchase) -> Campaign:
    for p in purchases:
        c = decide(c, CONTENT, p)
    return c


def coins_left(c: Campaign, family: int) -> int:
    assert c.after is not None
    return c.after.coins[family]


def test_families_shop_fewest_legacy_points_first_ties_by_placement() -> None:
    c = with_legacy(start(4), (3, 1, 3, 5), (4, 1, 3, 2))
    c = at_market(c, (1, 2, 0, 3))
    # fewest first: Batlló (1), then Amat and Calvet tied on 3 (Amat placed lower, but Calvet
    # has no coins), then Milà
    assert c.after is not None and c.after.shoppers == (1, 0, 3)
    d = pending_decision(c, CONTENT)
    assert isinstance(d, MarketChoice) and d.family == 1 and d.coins == 2


def test_every_listed_option_is_allowed_and_leaving_is_always_last() -> None:
    c = market((5, 0))
    options = purchase_options(c, CONTENT)
    assert options[-1] == LeaveMarket()
    assert all(purchase_errors(c, CONTENT, o) == [] for o in options)
    assert {o.track for o in options if isinstance(o, CrossBox)} == {
        "books", "training", "trade"}
    assert ExpandToolBox() in options


def test_books_of_wisdom_pays_legacy_points_and_its_dedication_waits_for_its_envelope() -> None:
    c = market((4, 0))
    c = buy(c, *[CrossBox("books")] * 4)
    f = c.families[0]
    assert [(a.points, a.source, a.detail) for a in f.legacy] == [
        (1, "market", "Books of Wisdom"), (2, "market", "Books of Wisdom")]
    assert f.crossed("books") == 4
    assert f.dedications == ()  # envelope 6 has not revealed it yet
    assert "once an envelope reveals it" in english_log(c, CONTENT)[-2]
    c = open_envelope(c, "e06", CONTENT)
    assert c.families[0].dedications == ("ded-books",)


def test_completing_a_track_after_its_dedication_is_revealed_gives_it_at_once() -> None:
    c = market((4, 0), opened=("e03", "e06"))
    c = buy(c, *[CrossBox("books")] * 3)
    assert c.families[0].dedications == ()
    c = buy(c, CrossBox("books"))
    assert c.families[0].dedications == ("ded-books",)
    with pytest.raises(CampaignError):  # the shopper is done (no coins): nothing to decide
        buy(c, CrossBox("books"))


def test_a_completed_track_takes_no_more_coins() -> None:
    c = market((5, 0))
    c = buy(c, *[CrossBox("books")] * 4)
    assert [str(e) for e in purchase_errors(c, CONTENT, CrossBox("books"))] == [
        "Amat has completed Books of Wisdom already"]


def test_family_skill_training_adds_a_crest_sticker_of_the_family_colour() -> None:
    c = market((4, 0))
    c = buy(c, CrossBox("training"))
    options = [o for o in purchase_options(c, CONTENT) if isinstance(o, CrossBox)
               and o.track == "training"]
    # r-flip into any of 4 slots, r-paint into any of 4 slots recording green or orange
    assert len(options) == 4 + 4 * 2
    assert CrossBox("training", crest="r-paint", slot=2, color=Color.ORANGE) in options
    c = buy(c, CrossBox("training", crest="r-paint", slot=2, color=Color.ORANGE))
    f = c.families[0]
    assert f.crest == (CrestSticker("r-base"), None, CrestSticker("r-paint", Color.ORANGE), None)
    assert c.after is not None and coins_left(c, 0) == 2


@pytest.mark.parametrize(("purchase", "message"), [
    (CrossBox("training"), "choose a Family Crest ability"),
    (CrossBox("training", crest="y-flip", slot=0), "belongs to the yellow family"),
    (CrossBox("training", crest="r-reach", slot=0), "not on the sticker sheet yet"),
    (CrossBox("training", crest="r-flip", slot=4), "top 4 slots"),
    (CrossBox("training", crest="r-paint", slot=0), "record one colour"),
    (CrossBox("training", crest="r-paint", slot=0, color=Color.RED), "record one colour"),
    (CrossBox("training", crest="r-flip", slot=0, color=Color.RED), "records no colour"),
    (CrossBox("training", crest="nothing", slot=0), "no Family Crest ability 'nothing'"),
    (CrossBox("training", tool="t10"), "shows no Tool Card"),
])
def test_family_skill_training_refusals(purchase: CrossBox, message: str) -> None:
    c = buy(market((4, 0)), CrossBox("training"))
    with pytest.raises(CampaignError, match=message):
        buy(c, purchase)


def test_a_new_sticker_may_cover_an_old_one_which_stops_working() -> None:
    c = buy(market((4, 0)), CrossBox("training"), CrossBox("training", crest="r-flip", slot=1),
            CrossBox("training"),
            CrossBox("training", crest="r-paint", slot=1, color=Color.GREEN))
    f = c.families[0]
    assert f.crest[1] == CrestSticker("r-paint", Color.GREEN)
    assert f.covered == (CrestSticker("r-flip"),)
    assert [s.ability for s in f.stickers()] == ["r-base", "r-paint"]


def test_a_skill_training_sticker_may_cover_envelope_1s_sticker_in_the_first_slot() -> None:
    """Rulebook: "You must place the sticker in one of the top 4 slots. You may cover an
    existing sticker." Envelope 1 puts its sticker in the first slot."""
    c = buy(market((4, 0)), CrossBox("training"), CrossBox("training", crest="r-flip", slot=0))
    f = c.families[0]
    assert f.crest[0] == CrestSticker("r-flip") and f.covered == (CrestSticker("r-base"),)
    assert [s.ability for s in f.stickers()] == ["r-flip"]
    # the covered sticker cannot be taken again
    assert f.has_sticker("r-flip")


def test_no_sticker_left_means_the_crest_box_gives_nothing() -> None:
    c = market((4, 0), opened=("e03",))
    f = evolve(c.families[0], covered=(CrestSticker("r-flip"), CrestSticker("r-paint")))
    c = evolve(c, families=(f,) + c.families[1:])
    c = buy(c, CrossBox("training"), CrossBox("training"))
    assert c.families[0].crossed("training") == 2


def test_tools_of_the_trade_takes_tools_from_the_market_box_at_most_two_a_visit() -> None:
    c = market((4, 0))
    c = evolve(c, market_box=("t10", "t11", "t11", "t12"))
    f = evolve(c.families[0], tools=("t12",))
    c = evolve(c, families=(f,) + c.families[1:])
    options = {o for o in purchase_options(c, CONTENT)
               if isinstance(o, CrossBox) and o.track == "trade"}
    assert options == {CrossBox("trade", tool="t10"), CrossBox("trade", tool="t11")}
    with pytest.raises(CampaignError, match=f"holds no {CONTENT.tools['t12'].name} that Amat may take"):
        buy(c, CrossBox("trade", tool="t12"))
    with pytest.raises(CampaignError, match="choose a Tool Card"):
        buy(c, CrossBox("trade"))
    c = buy(c, CrossBox("trade", tool="t11"), CrossBox("trade", tool="t10"))
    assert c.families[0].tools == ("t12", "t11", "t10")
    assert c.market_box == ("t11", "t12")
    errors = [str(e) for e in purchase_errors(c, CONTENT, CrossBox("trade", tool="t12"))]
    assert ("Tools of the Trade gives at most 2 rewards in one Market visit; the box may "
            "still be crossed off for nothing") in errors


def test_a_third_tool_box_in_one_visit_is_crossed_off_for_nothing() -> None:
    """docs/rules.md: a box whose reward cannot be taken can still be crossed off, for no
    reward; the limit of 2 counts Tool Cards actually taken."""
    c = evolve(market((4, 0)), market_box=("t10", "t11", "t12"))
    c = buy(c, CrossBox("trade", tool="t10"), CrossBox("trade", tool="t11"))
    trade = [o for o in purchase_options(c, CONTENT)
             if isinstance(o, CrossBox) and o.track == "trade"]
    assert trade == [CrossBox("trade")]
    c = buy(c, CrossBox("trade"))
    assert c.families[0].crossed("trade") == 3
    assert c.families[0].tools == ("t10", "t11") and c.market_box == ("t12",)
    assert coins_left(c, 0) == 1


def test_an_empty_market_box_lets_the_tool_box_be_crossed_for_nothing() -> None:
    c = evolve(market((2, 0)), market_box=())
    assert CrossBox("trade") in purchase_options(c, CONTENT)
    c = buy(c, CrossBox("trade"))
    assert c.families[0].crossed("trade") == 1 and c.families[0].tools == ()


@pytest.mark.parametrize(("coins", "slots", "result"), [
    (3, 2, (3, 1)),     # the third slot costs 2
    (1, 2, None),       # not enough coins
    (9, 5, None),       # every slot filled
])
def test_expanding_the_tool_box(coins: int, slots: int, result: tuple[int, int] | None) -> None:
    c = market((coins, 0), tool_box_slots=slots)
    if result is None:
        assert ExpandToolBox() not in purchase_options(c, CONTENT)
        assert purchase_errors(c, CONTENT, ExpandToolBox())
        return
    c = buy(c, ExpandToolBox())
    assert c.families[0].tool_box_slots == result[0]
    if result[1]:
        assert coins_left(c, 0) == result[1]


def test_the_tool_box_can_be_expanded_before_any_market_track_opens() -> None:
    c = market((3, 0), opened=())
    assert purchase_options(c, CONTENT) == (ExpandToolBox(), LeaveMarket())


def test_leaving_loses_the_unspent_coins_and_the_next_family_shops() -> None:
    c = market((3, 2))
    c = buy(c, CrossBox("books"), LeaveMarket())
    assert "Amat leaves the Market; 2 unspent coins are lost." in english_log(c, CONTENT)
    d = pending_decision(c, CONTENT)
    assert isinstance(d, MarketChoice) and d.family == 1 and d.coins == 2


def test_a_family_with_nothing_to_buy_leaves_without_being_asked() -> None:
    c = market((1, 0), opened=())  # no track open, the next slot costs 2
    assert c.stage == "market"
    from sagrada_desktop.campaign.flow import advance

    c = advance(c, CONTENT)
    assert c.stage == "cleanup"
    assert "Amat leaves the Market; 1 unspent coin is lost." in english_log(c, CONTENT)


def test_a_closed_track_is_refused_without_naming_it() -> None:
    c = market((2, 0), opened=())
    errors = [str(e) for e in purchase_errors(c, CONTENT, CrossBox("training"))]
    assert errors == ["there is no open Market track 'training'"]

"""Why a Market purchase cannot be made, in the current language, worded from the same facts
the campaign checks (campaign.market.purchase_errors, campaign.tool_box.expand_errors): the
shopper's coins, the boxes crossed off a track, the Tool Box Capacity slots filled. None when
the reason is another one (the page then shows the campaign's own words)."""

from __future__ import annotations

from collections.abc import Sequence

from sagrada_desktop.campaign import Family
from sagrada_desktop.campaign.visible import VisibleTrack
from sagrada_desktop.engine.legacy_types import ToolBoxSlot
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import coins as coins_words


def cross_reason(family: Family, coins: int, track: VisibleTrack) -> str | None:
    """Why no box of `track` can be crossed off (its name as shown)."""
    if family.crossed(track.id) >= len(track.boxes):
        return translate("market_words", "{family} has completed {track} already").format(family=family.name, track=track.name)
    if coins < 1:
        return translate("market_words", "{family} has no coins left").format(family=family.name)
    return None


def expand_reason(family: Family, coins: int, tool_box: Sequence[ToolBoxSlot]) -> str | None:
    """Why the next Tool Box Capacity slot cannot be filled."""
    if family.tool_box_slots >= len(tool_box):
        return translate("market_words", "every Tool Box Capacity slot is filled already")
    cost = tool_box[family.tool_box_slots].cost
    if cost > coins:
        return translate("market_words", "the next Tool Box Capacity slot costs {cost}; {family} has {coins}").format(cost=coins_words(cost), family=family.name, coins=coins_words(coins))
    return None

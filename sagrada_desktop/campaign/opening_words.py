"""What opened an envelope (campaign_state.EnvelopeOpening), in English or Traditional Chinese,
worded from the content at the time it is shown: a Story Card read, a window's trigger during
its game (end of round 4; every family's star spaces filled), or an End of Game Unlock Trigger.
The words an opening keeps (its `trigger`, English) are only the fallback for an opening the
content no longer explains."""

from __future__ import annotations

from ..content.translations import localized
from ..engine.legacy_types import CampaignContent
from ..wording.language import chosen
from .campaign_state import EnvelopeOpening

UNLOCKS: dict[str, tuple[str, str]] = {
    "always": ("End of Game, always", "遊戲結束時，一定開啟"),
    "winner-score-at-least": ("End of Game, the winner scored at least {value} points",
                              "遊戲結束時，勝者至少得到 {value} 分"),
    "any-broken-window": ("End of Game, a family ended with a broken space",
                          "遊戲結束時，有家族的玻璃窗有破損欄位"),
    "any-empty-space": ("End of Game, a family ended with an empty space",
                        "遊戲結束時，有家族的玻璃窗有未填滿的欄位"),
    "all-stars-filled": ("End of Game, every family filled every star space",
                         "遊戲結束時，每個家族都填滿了所有星號欄位"),
    "constructed-at-least": ("End of Game, at least {value} Cathedral Board spaces constructed",
                             "遊戲結束時，聖家堂圖板上至少有 {value} 個已建造欄位"),
}


def opening_words(opening: EnvelopeOpening, content: CampaignContent,
                  lang: str | None = None) -> str:
    """What opened the envelope: 'end of round 4' (第 4 輪結束), 'Story Card The First
    Stone' (故事卡「…」), 'End of Game, always' (遊戲結束時，一定開啟)."""
    language = chosen(lang)
    zh = language == "zh_TW"
    story = content.story_cards.get(opening.source)
    if story is not None:
        title = localized(f"{story.id}.title", language, story.title)
        return f"故事卡「{title}」" if zh else f"Story Card {story.title}"
    card = content.windows.get(opening.source)
    if card is not None:
        trigger = next((t for t in card.design.triggers if t.envelope == opening.envelope), None)
        if trigger is not None and opening.round:
            if trigger.kind == "end-of-round":
                return f"第 {trigger.round} 輪結束" if zh else f"end of round {trigger.round}"
            return "每個家族的星號欄位都已填滿" if zh else "every family's star spaces filled"
        unlock = next((u for u in card.unlocks if u.envelope == opening.envelope), None)
        if unlock is not None:
            en, zh_words = UNLOCKS[unlock.condition]
            return (zh_words if zh else en).format(value=unlock.value)
    return opening.trigger

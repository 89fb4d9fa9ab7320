"""What each rules edition changed, in words (English and Traditional Chinese), for Help >
Rules, the notice of a game under older rules and a campaign's offer to move to the newest.
engine/editions.py plays them; content/editions.py says what each content edition changed.
docs/rules.md ("Editions") says the same (tests/wording/test_edition_words.py keeps both in
step)."""

from __future__ import annotations

from .language import chosen

# RULES_CHANGES[n]: what edition n + 1 plays differently from edition n, as (English, 繁體中文)
RULES_CHANGES: dict[int, tuple[tuple[str, str], ...]] = {
    1: (
        ("A placement ability or tool (\"fill in a nonadjacent space\") fills only a space "
         "touching no die (edition 1: any space, touching dice or not).",
         "放置能力或工具（「填入不相鄰的欄位」）只能填入不與任何骰子相鄰的欄位（第 1 版：任何欄位，"
         "與骰子相鄰與否皆可）。"),
    ),
    2: (
        ("An envelope's Family Crest sticker goes into the first empty top slot of the crest, where "
         "a later sticker may cover it (edition 2: below the top slots, never covered).",
         "信封給的家徽貼紙放進家徽第一個空著的上方空位，之後的貼紙可以蓋住它（第 2 版：放在上方空位"
         "下面，不會被蓋住）。"),
        ("An envelope opened during a game gives each family its crest sticker and the Dedication "
         "Ability of a completed track from the next turn (edition 2: from the next game).",
         "遊戲中打開的信封從下一個回合起就給每個家族其家徽貼紙，以及已完成軌道的奉獻能力（第 2 版："
         "從下一場遊戲起）。"),
        ("Past a Market track's rewards for one visit, its next box may still be crossed off, for "
         "nothing (edition 2: it waits for the next visit).",
         "一次市場造訪已拿滿某條軌道的獎勵後，仍可劃掉它的下一格，但沒有獎勵（第 2 版：要等到下一次"
         "造訪）。"),
    ),
}


def rules_changes(edition: int, lang: str | None = None) -> tuple[str, ...]:
    """What edition `edition` + 1 of the rules changed from `edition`, in `lang`."""
    zh = chosen(lang) == "zh_TW"
    return tuple(zh_words if zh else en for en, zh_words in RULES_CHANGES.get(edition, ()))

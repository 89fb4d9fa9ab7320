"""The campaign's refusals (campaign/refusals.py) in words, in English or Traditional Chinese
(docs/glossary.md terms): a template per kind and language, its values worded in the same
language (colours, content names through the content translations, places, counts)."""

from __future__ import annotations

from collections.abc import Iterable

from ..content.translations import localized
from ..engine import Color
from ..wording import color_name, place_name
from ..wording.language import Language, chosen
from ..wording.spacing import spaced
from .log_words import CHOICES
from .refusals import Count, Ident, Named, OneOf, Place, Refusal, RefusalKind, Term, Value

TEMPLATES: dict[RefusalKind, tuple[str, str]] = {
    "no-choice": ("there is no choice to make now", "現在沒有要做的選擇"),
    "wrong-choice": ("the campaign waits for a choice of {waits}, not of {given}",
                     "劇情正在等待選擇{waits}，而不是{given}"),
    "no-game": ("no game is being played now", "現在沒有進行中的遊戲"),
    "turn-not-continuing": ("the turn does not continue the game the campaign recorded",
                            "這個回合並未接續劇情記錄的遊戲"),
    "turn-other-game": ("the turn was played in another game", "這個回合是在另一場遊戲中進行的"),
    "family-count": ("a campaign is played by 1 to {most} families, not {count}",
                     "劇情由 1 到 {most} 個家族進行，而不是 {count} 個"),
    "family-unnamed": ("every family needs a name", "每個家族都需要名稱"),
    "family-names-shared": ("two families cannot share a name", "兩個家族不能使用相同的名稱"),
    "family-colors-shared": ("two families cannot share a colour", "兩個家族不能使用相同的家族顏色"),
    "family-color-unknown": ("{family}: a family's colour is one of {allowed}",
                             "{family}：家族顏色必須是{allowed}之一"),
    "name-too-long": ("a {what} has at most {most} characters", "{what}最多 {most} 個字元"),
    "name-unprintable": ("a {what} is one line of printable characters",
                         "{what}必須是一行可列印的字元"),
    "no-family": ("there is no family {family}; choose 0 to {last}",
                  "沒有家族 {family}；請選擇 0 到 {last}"),
    "tools-not-owned": ("{family} does not own {tools}", "{family}沒有{tools}"),
    "tool-twice": ("a Tool Card is brought at most once", "每張工具卡最多只能帶一次"),
    "too-many-tools": ("the Tool Box holds {slots}; {chosen} were chosen",
                       "工具箱只能放 {slots}；卻選了 {chosen} 張"),
    "tool-box-full": ("every Tool Box Capacity slot is filled already", "每個工具箱容量空位都已填滿"),
    "slot-costs": ("the next Tool Box Capacity slot costs {cost}; {family} has {coins}",
                   "下一個工具箱容量空位要 {cost}；{family}只有 {coins}"),
    "nobody-shopping": ("nobody is at the Market now", "現在沒有人在市場"),
    "no-track": ("there is no open Market track {track}", "沒有開放的市場軌道 {track}"),
    "no-coins": ("{family} has no coins left", "{family}沒有剩下的錢幣"),
    "track-complete": ("{family} has completed {track} already", "{family}已經完成{track}"),
    "track-capped": ("{track} gives at most {count} rewards in one Market visit; the box may "
                     "still be crossed off for nothing",
                     "{track}在一次市場造訪中最多給 {count} 個獎勵；仍可劃掉這一格，但沒有獎勵"),
    "track-capped-edition-1": ("{track} gives at most {count} rewards in one Market visit "
                               "(under this campaign's older rules its next box waits for the "
                               "next visit)",
                               "{track}在一次市場造訪中最多給 {count} 個獎勵（依本劇情較舊的規則，"
                               "下一格要等到下一次造訪）"),
    "editions-not-now": ("a campaign moves to the newest rules only between windows, before a "
                         "window's game starts",
                         "劇情只能在兩片玻璃窗之間、下一場遊戲開始之前改用最新的規則"),
    "box-no-tool": ("the next box of {track} shows no Tool Card", "{track}的下一格沒有工具卡"),
    "box-no-crest": ("the next box of {track} shows no Family Crest ability",
                     "{track}的下一格沒有家徽能力"),
    "choose-tool": ("choose a Tool Card from the Market Box", "請從市場盒選一張工具卡"),
    "tool-not-in-box": ("the Market Box holds no {tool} that {family} may take (a family owns "
                        "at most one copy of a tool)",
                        "市場盒中沒有{family}能拿的{tool}（每個家族每種工具卡最多只有一張）"),
    "choose-crest": ("choose a Family Crest ability of your colour and a top slot",
                     "請選擇一個你家族顏色的家徽能力與一個上方空位"),
    "no-crest-ability": ("there is no Family Crest ability {ability}", "沒有家徽能力 {ability}"),
    "sticker-other-family": ("that sticker belongs to the {color} family",
                             "那張貼紙屬於{color}色的家族"),
    "sticker-taken": ("{family} has taken that sticker already", "{family}已經拿過那張貼紙"),
    "sticker-not-yet": ("that sticker is not on the sticker sheet yet", "那張貼紙還不在貼紙頁上"),
    "crest-slot": ("a sticker goes into one of the top {slots} slots (0 to {last})",
                   "貼紙要貼在上方 {slots} 個空位之一（0 到 {last}）"),
    "record-color": ("record one colour for this sticker: {colors}",
                     "請為這張貼紙記錄一種顏色：{colors}"),
    "records-no-color": ("this sticker records no colour", "這張貼紙不記錄顏色"),
    "square-cell": ("Magic Square number {number} goes into cell {cells}",
                    "魔方陣數字 {number} 要填入格子 {cells}"),
    "no-reward-row": ("the reward chart has no row for {players} players and {place} place",
                      "獎勵表沒有 {players} 位玩家{place}的那一列"),
    "not-on-offer": ("not on offer to this family: {tools} (a family owns at most one copy "
                     "of a tool)", "這個家族不能拿：{tools}（每個家族每種工具卡最多只有一張）"),
    "one-copy": ("a family owns at most one copy of a tool", "每個家族每種工具卡最多只有一張"),
    "place-takes": ("{place} place takes at most {cards}", "{place}最多拿 {cards}"),
}

TERMS: dict[str, tuple[str, str]] = {
    "family name": ("family name", "家族的名稱"),
    "member's name": ("member's name", "成員的名字"),
    "masterpiece name": ("masterpiece name", "傑作的名稱"),
}
TERMS.update((str(k), v) for k, v in CHOICES.items())


def _value(value: Value, lang: Language) -> str:
    zh = lang == "zh_TW"
    if isinstance(value, tuple):
        return ("、" if zh else ", ").join(_value(v, lang) for v in value)
    if isinstance(value, Color):
        return color_name(value, lang, lower=True)
    if isinstance(value, Named):
        return localized(value.text_id, lang, value.english)
    if isinstance(value, Term):
        en, zh_words = TERMS[value.key]
        return zh_words if zh else en
    if isinstance(value, Place):
        return place_name(value.n, lang)
    if isinstance(value, Count):
        if zh:
            return f"{value.n} 枚錢幣" if value.what == "coin" else f"{value.n} 張工具卡"
        word = "coin" if value.what == "coin" else "Tool Card"
        return f"{value.n} {word}" + ("" if value.n == 1 else "s")
    if isinstance(value, Ident):
        return f"「{value.text}」" if zh else repr(value.text)
    if isinstance(value, OneOf):
        return (" 或 " if zh else " or ").join(str(i) for i in value.items)
    return str(value)


def refusal_text(refusal: Refusal, lang: str | None = None) -> str:
    """One refusal in words, in `lang` (the current language by default); Chinese spaced from
    the Latin names in it (wording.spacing)."""
    language = chosen(lang)
    en, zh = TEMPLATES[refusal.kind]
    values = {k: _value(v, language) for k, v in refusal.values}
    return spaced(zh.format(**values)) if language == "zh_TW" else en.format(**values)


def refusals_text(refusals: Iterable[Refusal], lang: str | None = None) -> str:
    """The refusals as one line: '; ' between them in English, '；' in Chinese."""
    sep = "；" if chosen(lang) == "zh_TW" else "; "
    return sep.join(refusal_text(r, lang) for r in refusals)

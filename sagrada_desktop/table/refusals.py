"""Why the table's program refuses a step: data, worded in English and Traditional Chinese
(docs/glossary.md terms), as the campaign's refusals are. A value is a whole number, a name
(a family's, as typed), a window space (row and column from 0), a die, or a tuple of them."""

from __future__ import annotations

from typing import Literal, TypeAlias

from attrs import frozen

from ..engine import Die
from ..wording import die_label, space_name
from ..wording.language import chosen
from ..wording.spacing import spaced

RefusalKind = Literal[
    "not-at-table", "no-such-family", "not-a-space", "entry-shape", "nothing-to-undo",
    "round-range", "trigger-first", "trigger-opened", "no-such-trigger", "trigger-not-yet",
    "constructed-before", "constructed-twice", "constructions-skip", "constructed-by-other",
    "constructions-as-last",
    "game-not-over", "results-missing", "window-breaks", "triggers-before-scoring",
    "campaign-refuses", "by-scorecard", "set-up-first", "between-rounds-only",
]


@frozen
class Space:
    """A window space, 0-based (worded 1-based: 'row 2, column 3')."""

    row: int
    col: int


Value: TypeAlias = int | str | Space | Die | tuple["Value", ...]

TEMPLATES: dict[RefusalKind, tuple[str, str]] = {
    "not-at-table": ("no window is being played at the table now", "現在沒有在桌上進行的玻璃窗"),
    "between-rounds-only": ("a window on screen goes on at the table between two rounds, "
                            "before a die of the next round is taken",
                            "螢幕上的玻璃窗只能在兩輪之間、下一輪尚未選擇骰子前改到桌上進行"),
    "set-up-first": ("the window is still being set up: finish the Game Setup first",
                     "這片玻璃窗還在設置中：請先完成遊戲設置"),
    "no-such-family": ("there is no family {family}", "沒有家族 {family}"),
    "not-a-space": ("{space} is not a space of this window", "{space}不是這片玻璃窗的欄位"),
    "entry-shape": ("this entry does not fit the window: {problem}",
                    "這項輸入不符合這片玻璃窗：{problem}"),
    "nothing-to-undo": ("nothing entered to undo", "沒有可以復原的輸入"),
    "round-range": ("a game has rounds 1 to {last}", "一場遊戲有第 1 到第 {last} 輪"),
    "trigger-first": ("open Envelope {number} first: it opens at the end of round {round}",
                      "請先開啟信封 {number}：它在第 {round} 輪結束時開啟"),
    "trigger-opened": ("Envelope {number} is open already", "信封 {number} 已經開啟了"),
    "no-such-trigger": ("this window has no Unlock Trigger {number}",
                        "這片玻璃窗沒有解鎖條件 {number}"),
    "trigger-not-yet": ("Envelope {number} opens at the end of round {round}, not before",
                        "信封 {number} 在第 {round} 輪結束時才開啟，不能提早"),
    "constructed-before": ("{die} was constructed in an earlier window",
                           "{die}在之前的玻璃窗就已經建造了"),
    "constructed-twice": ("{die} is entered twice", "{die}輸入了兩次"),
    "constructions-skip": ("the Cathedral spaces entered skip {spaces}: a space is constructed "
                           "only when it is the lowest unconstructed space of its colour",
                           "輸入的聖家堂欄位跳過了{spaces}：只有同顏色中最低的未建造欄位才能建造"),
    "constructed-by-other": ("{family} already entered {die} as constructed",
                             "{family}已經把{die}輸入為自己建造的"),
    "constructions-as-last": ("{family} was the last player of {rounds} rounds and constructs "
                              "at most once in each: {count} entered",
                              "{family}在 {rounds} 輪中是最後一位玩家，每輪最多建造一次：卻輸入了 {count} 個"),
    "game-not-over": ("the results are entered once round {last} is over",
                      "第 {last} 輪結束之後才能輸入結果"),
    "results-missing": ("enter the window or the scorecard of {families}",
                        "請輸入{families}的玻璃窗或計分卡"),
    "window-breaks": ("{family}'s window breaks a placement restriction at {spaces}: correct "
                      "what was entered, or cross those spaces out",
                      "{family}的玻璃窗在{spaces}違反了放置限制：請更正輸入，或劃掉這些欄位"),
    "triggers-before-scoring": ("before scoring, open Envelope {numbers}",
                                "計分之前，請開啟信封 {numbers}"),
    "campaign-refuses": ("the campaign cannot keep these results: {problem}",
                         "劇情無法保存這些結果：{problem}"),
    "by-scorecard": ("{family} entered its scorecard, not its window",
                     "{family}輸入的是計分卡，不是玻璃窗"),
}


@frozen
class Refusal:
    kind: RefusalKind
    values: tuple[tuple[str, Value], ...] = ()

    def __str__(self) -> str:
        return refusal_text(self)


def refusal(kind: RefusalKind, **values: Value) -> Refusal:
    return Refusal(kind, tuple(values.items()))


class TableError(ValueError):
    """A step the table's program refuses, with its reasons; str() is their words in the
    current language."""

    def __init__(self, *refusals: Refusal) -> None:
        super().__init__(*refusals)
        self.refusals: tuple[Refusal, ...] = refusals

    def __str__(self) -> str:
        return self.words()

    def words(self, lang: str | None = None) -> str:
        language = chosen(lang)
        return ("；" if language == "zh_TW" else "; ").join(
            refusal_text(r, language) for r in self.refusals)


def _value(value: Value, lang: str) -> str:
    zh = lang == "zh_TW"
    if isinstance(value, tuple):
        return ("、" if zh else ", ").join(_value(v, lang) for v in value)
    if isinstance(value, Space):
        return space_name(value.row, value.col, lang)
    if isinstance(value, Die):
        return die_label(value, lang, lower=not zh)
    return str(value)


def refusal_text(refusal: Refusal, lang: str | None = None) -> str:
    language = chosen(lang)
    en, zh = TEMPLATES[refusal.kind]
    values = {k: _value(v, language) for k, v in refusal.values}
    return spaced(zh.format(**values)) if language == "zh_TW" else en.format(**values)

"""A game's review in words (sagrada_desktop/review/): a turn as played or as Hard would have
played it, why Hard's pick was better, a turn's judgement and the summary, in English or
Traditional Chinese. The same words on the screen and on the command line
(`sagrada-artisans review`).

Names (an ability's, a tool's, a Public Objective's) come in already worded in the language
asked for; the dice, spaces and numbers are worded here. Points are judged points, given to one
decimal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Die
from .dice import die_label
from .language import chosen
from .places import space_name
from .spacing import spaced


def _zh(lang: str | None) -> bool:
    return chosen(lang) == "zh_TW"


def _names(names: Sequence[str], lang: str | None) -> str:
    if _zh(lang):
        return "、".join(f"「{n}」" for n in names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def pick_words(die: Die, placed: Die | None, space: tuple[int, int] | None,
               effects: Sequence[str] = (), lang: str | None = None) -> str:
    """'Blue 4 to row 2, column 3'; 'Yellow 1, made Yellow 6 with Grozing Pliers, to row 2,
    column 4'; 'Red 2, given up'."""
    zh = _zh(lang)
    taken = die_label(die, lang)
    if space is None:
        return spaced(f"{taken}，放棄") if zh else f"{taken}, given up"
    where = space_name(*space, lang)
    used = _names(effects, lang)
    if zh:
        if placed is not None and placed != die:
            how = f"以{used}變成{die_label(placed, lang)}，" if used else \
                f"變成{die_label(placed, lang)}，"
            return spaced(f"{taken}{how}填入{where}")
        with_ = f"以{used}" if used else ""
        return spaced(f"{taken}{with_}填入{where}")
    if placed is not None and placed != die:
        made = f"made {die_label(placed, lang)}" + (f" with {used}" if used else "")
        return f"{taken}, {made}, to {where}"
    return f"{taken} with {used} to {where}" if used else f"{taken} to {where}"


def reason_words(kind: str, objective_name: str = "", lang: str | None = None) -> str:
    """Why Hard's pick was better: 'for Column Color Variety', 'for the Private Objective',
    'to keep spaces open', 'to keep its tools for later'."""
    zh = _zh(lang)
    if kind == "objective":
        return spaced(f"為了「{objective_name}」") if zh else f"for {objective_name}"
    if kind == "private":
        return "為了個人目標" if zh else "for the Private Objective"
    if kind == "open-spaces":
        return "為了讓更多欄位還能填滿" if zh else "to keep spaces open"
    if kind == "tools":
        return "為了把工具留到之後" if zh else "to keep its tools for later"
    return ""


def turn_title(round_: int, number: int, lang: str | None = None) -> str:
    """'Round 7, turn 3' (the turn of the round's draft, from 1)."""
    return f"第 {round_} 輪第 {number} 回合" if _zh(lang) else f"Round {round_}, turn {number}"


def points_words(points: float, lang: str | None = None) -> str:
    """'2.3 points', '1.0 point' (one decimal)."""
    if _zh(lang):
        return f"{points:.1f} 分"
    return f"{points:.1f} point" if f"{points:.1f}" == "1.0" else f"{points:.1f} points"


def judgement_words(hard: str, same: bool, costly: bool, cost: float, error: float,
                    reason: str = "", lang: str | None = None) -> str:
    """A turn's judgement, said after the turn played: Hard's pick, what it was worth against
    the turn played (`costly`: enough to count as a turn that cost points), and why."""
    zh = _zh(lang)
    if same:
        return "這就是困難電腦玩家的選擇。" if zh else "That was Hard's pick."
    give = f"±{error:.1f}"
    if costly:
        if zh:
            why = f"，{reason}" if reason else ""
            return spaced(f"困難電腦玩家會選{hard}{why}；這個回合讓你少了 "
                          f"{points_words(cost, lang)}（{give}）。")
        why = f" {reason}" if reason else ""
        return f"Hard would have played {hard}{why}; this turn cost you " \
               f"{points_words(cost, lang)} ({give})."
    if cost >= 0:
        if zh:
            return spaced(f"困難電腦玩家會選{hard}；與你的選擇差不多好"
                          f"（相差 {points_words(cost, lang)}，{give}）。")
        return f"Hard would have played {hard}; about as good as yours " \
               f"({points_words(cost, lang)} apart, {give})."
    if zh:
        return spaced(f"困難電腦玩家會選{hard}；你的選擇更好"
                      f"（多了 {points_words(-cost, lang)}，{give}）。")
    return f"Hard would have played {hard}; yours was better " \
           f"(by {points_words(-cost, lang)}, {give})."


def summary_words(judged: int, hard_picks: int, costly: int, points: float,
                  biggest: tuple[int, str, Die, str] | None, lang: str | None = None) -> str:
    """'3 turns cost you 9.2 points; the biggest: round 7, Blue 4 to row 2, column 3 — Hard
    took Red 6 for Column Color Variety.' `biggest`: (round, the turn as played, Hard's die,
    why Hard's pick was better, '' if no reason is named)."""
    zh = _zh(lang)
    if biggest is None or costly == 0:
        if zh:
            return spaced(f"沒有任何回合讓你失分：{judged} 個回合中有 {hard_picks} 個就是"
                          "困難電腦玩家的選擇，其餘也一樣好。")
        return f"No turn cost you points: {hard_picks} of {judged} turns were Hard's pick, " \
               "the others as good."
    round_, played, hard_die, reason = biggest
    if zh:
        why = f"，{reason}" if reason else ""
        return spaced(f"有 {costly} 個回合讓你少了 {points_words(points, lang)}；差最多的是第 "
                      f"{round_} 輪，{played}——困難電腦玩家選了{die_label(hard_die, lang)}"
                      f"{why}。")
    turns = "1 turn" if costly == 1 else f"{costly} turns"
    why = f" {reason}" if reason else ""
    return f"{turns} cost you {points_words(points, lang)}; the biggest: round {round_}, " \
           f"{played} — Hard took {die_label(hard_die, lang)}{why}."

"""The campaign log in words, in English or Traditional Chinese (docs/glossary.md terms),
worded when the book shows or prints it: an entry (campaign/log_entries.py) names content by
id; `names` (log_names: text id -> English text, from what the players may see) gives the
English names, and the content translations the names in the language asked for. An old
save's PlainText line is shown as it is in English and, read back as the entry it words
(old_log_lines.py), in Chinese too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from ..content.translations import localized
from ..wording import color_name, place_name
from ..wording.language import Language, chosen
from ..wording.spacing import spaced
from .log_entries import (
    BoxCrossed,
    CampaignOver,
    ChoiceKind,
    ComputerChose,
    CrestAdded,
    DedicationGained,
    EditionsMoved,
    EnvelopeOpened,
    LegacyGained,
    LegacyWhy,
    LogEntry,
    MarketLeft,
    MasterpieceNamed,
    NewMember,
    Placed,
    PlainText,
    SquareCellMarked,
    StartPlayerChosen,
    StartPlayerDrawn,
    StoryRead,
    ToolBoxExpanded,
    ToolGained,
    ToolsBrought,
    TrackCompleted,
    WindowBegins,
)
from .old_log_lines import old_line_entry
from .visible import VisibleCampaign

CHOICES: dict[ChoiceKind, tuple[str, str]] = {
    "start-player": ("the Start Player", "起始玩家"),
    "tool-box": ("its Tool Box", "工具箱"),
    "reward-tools": ("its reward Tool Cards", "獎勵工具卡"),
    "magic-square": ("a Magic Square cell", "魔方陣格子"),
    "market": ("what to buy at the Market", "在市場購買的項目"),
    "masterpiece": ("its masterpiece's name", "傑作的名稱"),
}


def choice_words(kind: ChoiceKind, lang: str | None = None) -> str:
    """What a campaign decision of `kind` chooses: 'the Start Player' (起始玩家)."""
    en, zh = CHOICES[kind]
    return zh if chosen(lang) == "zh_TW" else en


Names = Mapping[str, str]
_OLD_WINDOW = re.compile(r"^Window (\d+): ")


def log_names(visible: VisibleCampaign) -> dict[str, str]:
    """The English text of every content text id a log entry may name, from what the players
    may see (windows, Story Cards read, opened envelopes, tools, abilities, Market tracks, the
    Magic Square's objectives)."""
    out = {f"{c.design.id}.name": c.design.name for c in visible.playable_windows}
    out |= {f"{c.id}.title": c.title for c in visible.story_cards}
    out |= {f"{e.id}.title": e.title for e in visible.opened}
    out |= {f"{t}.name": tool.name for t, tool in visible.tools.items()}
    out |= {f"{a}.name": ability.name for a, ability in visible.abilities.items()}
    out |= {f"{t.id}.name": t.name for t in visible.market_tracks}
    out |= {f"{o.id}.name": o.name for o in visible.magic_square.color_variety}
    return out


def _name(text_id: str, lang: Language, names: Names) -> str:
    """A content text (a window's or a card's name, an envelope's title) in `lang`; English
    where it has no translation; the id itself when nothing names it."""
    return localized(text_id, lang, names.get(text_id))


def _names(ids: tuple[str, ...], lang: Language, names: Names) -> str:
    sep = "、" if lang == "zh_TW" else ", "
    return sep.join(_name(f"{t}.name", lang, names) for t in ids)


def _points(n: int, lang: Language) -> str:
    if lang == "zh_TW":
        return f"{n} 傳承分數"
    return f"{n} Legacy Point" if abs(n) == 1 else f"{n} Legacy Points"


def why_words(why: LegacyWhy, lang: str | None = None, names: Names | None = None) -> str:
    """Why Legacy Points were gained: '2nd place in window 3' (玻璃窗 3 的第 2 名)."""
    zh = chosen(lang) == "zh_TW"
    lg = chosen(lang)
    names = names or {}
    if why.source == "placement":
        place = place_name(why.place, lg)
        return f"玻璃窗 {why.window} 的{place}" if zh else f"{place} place in window {why.window}"
    if why.source == "color-variety":
        name = _name(f"{why.objective}.name", lg, names)
        if zh:
            return f"色彩多樣：{name}" + ("（全部）" if why.all_groups else "")
        return f"Color Variety: {name}" + (", all" if why.all_groups else "")
    if why.source == "color-collections":
        colors = ("、" if zh else ", ").join(color_name(c, lg, lower=True) for c in why.colors)
        return f"色彩收集：{colors}" if zh else f"Color Collections: {colors}"
    if why.source == "market":
        return _name(f"{why.track}.name", lg, names)
    return f"信封 {why.envelope}" if zh else f"Envelope {why.envelope}"


def log_line(entry: LogEntry, names: Names | None = None, lang: str | None = None) -> str:
    """One log entry as a sentence in `lang` (the current language by default); `names` as
    log_names gives them. Chinese is spaced from the Latin names in it (wording.spacing)."""
    if chosen(lang) == "zh_TW":
        if isinstance(entry, PlainText):  # an old save's English line, read as what it says
            entry = old_line_entry(entry.text, names or {}, _english) or entry
        return spaced(_chinese(entry, names or {}))
    return _english(entry, names or {})


def _english(e: LogEntry, names: Names) -> str:  # one case per kind
    en: Language = "en"
    match e:
        case PlainText(text):
            return text
        case WindowBegins(number, window, year):
            when = f" ({year})" if year else ""
            return f"Window {number}: {_name(f'{window}.name', en, names)}{when}."
        case StartPlayerDrawn(family, alone):
            if alone:
                return f"{family} plays alone and is the Start Player."
            return f"The Start Player of the first window is drawn at random: {family}."
        case StartPlayerChosen(chooser, family):
            return f"{chooser} chooses {family} as Start Player."
        case ToolsBrought(family, tools, capacity, owned, all_owned):
            if not owned:
                return f"{family} owns no Tool Card to bring."
            listed = _names(tools, en, names)
            if all_owned:
                return (f"{family} brings every Tool Card it owns (Tool Box Capacity {capacity}, "
                        f"no choice needed): {listed}.")
            return (f"{family} brings {listed or 'no Tool Card'} (Tool Box Capacity {capacity}; "
                    f"{owned} owned).")
        case ComputerChose(family, choice):
            return f"{family} (played by the computer) chooses {choice_words(choice, en)}:"
        case Placed(place, family, total):
            return f"{place_name(place, en)}: {family} with {total} points."
        case LegacyGained(family, points, why):
            return f"{family} gains {_points(points, en)} ({why_words(why, en, names)})."
        case ToolGained(family, tool, from_market):
            name = _name(f"{tool}.name", en, names)
            if from_market:
                return f"{family} takes the Tool Card {name} from the Market Box."
            return f"{family} gains the Tool Card {name}."
        case SquareCellMarked(family, number, color):
            if color is None:
                return f"{family} crosses out Magic Square cell {number}."
            return f"{family} colours {color_name(color, en, lower=True)} Magic Square cell {number}."
        case BoxCrossed(family, box, track):
            return f"{family} crosses off box {box} of {_name(f'{track}.name', en, names)}."
        case CrestAdded(family, ability, slot, color):
            recording = f" recording {color_name(color, en, lower=True)}" if color else ""
            return (f"{family} adds {_name(f'{ability}.name', en, names)} to its Family Crest, "
                    f"slot {slot}{recording}.")
        case TrackCompleted(family, track, ability):
            name = _name(f"{track}.name", en, names)
            if ability:
                return (f"{family} completes {name} and gains the Dedication Ability "
                        f"{_name(f'{ability}.name', en, names)}.")
            return (f"{family} completes {name}; its Dedication Ability is gained once an "
                    "envelope reveals it.")
        case DedicationGained(family, ability, track):
            return (f"{family} gains the Dedication Ability {_name(f'{ability}.name', en, names)} "
                    f"({_name(f'{track}.name', en, names)}).")
        case ToolBoxExpanded(family, slot, cost):
            return f"{family} fills Tool Box Capacity slot {slot} for {cost} coins."
        case MarketLeft(family, coins_lost):
            word = "coin is" if coins_lost == 1 else "coins are"
            return f"{family} leaves the Market; {coins_lost} unspent {word} lost."
        case EnvelopeOpened(number, envelope):
            return f"Envelope {number} is opened: {_name(f'{envelope}.title', en, names)}."
        case StoryRead(story):
            return f"Story Card: {_name(f'{story}.title', en, names)}."
        case MasterpieceNamed(family, name):
            return f"{family} names its masterpiece {name!r}."
        case NewMember(family, member, from_window):
            return f"A new age: {member} works for {family} from window {from_window} on."
        case CampaignOver(family, points):
            return (f"The campaign is over: {family} is the most renowned family of artisans, "
                    f"with {points} Legacy Points.")
        case EditionsMoved(rules_from, content_from, rules_to, content_to):
            return (f"The campaign moves to the newest rules (edition {rules_from} to "
                    f"{rules_to}) and content (edition {content_from} to {content_to}); "
                    "everything the families earned stays theirs.")
    raise TypeError(f"not a log entry: {e!r}")


def _chinese(e: LogEntry, names: Names) -> str:  # one case per kind
    zh: Language = "zh_TW"
    match e:
        case PlainText(text):
            return text
        case WindowBegins(number, window, year):
            when = f"（{year}）" if year else ""
            return f"玻璃窗 {number}：{_name(f'{window}.name', zh, names)}{when}。"
        case StartPlayerDrawn(family, alone):
            if alone:
                return f"{family}單獨進行遊戲，成為起始玩家。"
            return f"隨機決定第一片玻璃窗的起始玩家：{family}。"
        case StartPlayerChosen(chooser, family):
            return f"{chooser}選擇{family}為起始玩家。"
        case ToolsBrought(family, tools, capacity, owned, all_owned):
            if not owned:
                return f"{family}沒有可攜帶的工具卡。"
            listed = _names(tools, zh, names)
            if all_owned:
                return f"{family}攜帶擁有的所有工具卡（工具箱容量 {capacity}，無須選擇）：{listed}。"
            return (f"{family}攜帶{listed or '0 張工具卡'}（工具箱容量 {capacity}；"
                    f"擁有 {owned} 張）。")
        case ComputerChose(family, choice):
            return f"{family}（由電腦操作）選擇{choice_words(choice, zh)}："
        case Placed(place, family, total):
            return f"{place_name(place, zh)}：{family}，{total} 分。"
        case LegacyGained(family, points, why):
            return f"{family}獲得 {_points(points, zh)}（{why_words(why, zh, names)}）。"
        case ToolGained(family, tool, from_market):
            name = _name(f"{tool}.name", zh, names)
            if from_market:
                return f"{family}從市場盒拿取工具卡「{name}」。"
            return f"{family}獲得工具卡「{name}」。"
        case SquareCellMarked(family, number, color):
            if color is None:
                return f"{family}劃掉魔方陣格子 {number}。"
            return f"{family}將魔方陣格子 {number} 塗成{color_name(color, zh)}色。"
        case BoxCrossed(family, box, track):
            return f"{family}劃掉「{_name(f'{track}.name', zh, names)}」的第 {box} 格。"
        case CrestAdded(family, ability, slot, color):
            recording = f"，記錄{color_name(color, zh)}色" if color else ""
            return (f"{family}將「{_name(f'{ability}.name', zh, names)}」加入家徽的第 {slot} 個空位"
                    f"{recording}。")
        case TrackCompleted(family, track, ability):
            name = _name(f"{track}.name", zh, names)
            if ability:
                return f"{family}完成「{name}」，獲得奉獻能力「{_name(f'{ability}.name', zh, names)}」。"
            return f"{family}完成「{name}」；待信封揭露後獲得其奉獻能力。"
        case DedicationGained(family, ability, track):
            return (f"{family}獲得奉獻能力「{_name(f'{ability}.name', zh, names)}」"
                    f"（{_name(f'{track}.name', zh, names)}）。")
        case ToolBoxExpanded(family, slot, cost):
            return f"{family}花費 {cost} 枚錢幣，填滿工具箱容量空位 {slot}。"
        case MarketLeft(family, coins_lost):
            return f"{family}離開市場；{coins_lost} 枚未花費的錢幣作廢。"
        case EnvelopeOpened(number, envelope):
            return f"打開信封 {number}：{_name(f'{envelope}.title', zh, names)}。"
        case StoryRead(story):
            return f"故事卡：{_name(f'{story}.title', zh, names)}。"
        case MasterpieceNamed(family, name):
            return f"{family}將其傑作命名為「{name}」。"
        case NewMember(family, member, from_window):
            return f"新的世代：{member}從玻璃窗 {from_window} 起為{family}工作。"
        case CampaignOver(family, points):
            return f"劇情結束：{family}以 {points} 傳承分數成為最負盛名的工匠家族。"
        case EditionsMoved(rules_from, content_from, rules_to, content_to):
            return (f"劇情改用最新的規則（第 {rules_from} 版改為第 {rules_to} 版）與內容（第 "
                    f"{content_from} 版改為第 {content_to} 版）；各家族獲得的一切都保留。")
    raise TypeError(f"not a log entry: {e!r}")


def starts_window(entry: LogEntry) -> bool:
    """A window's first entry; an old save's plain line "Window 3: ..." too."""
    return isinstance(entry, WindowBegins) or (
        isinstance(entry, PlainText) and _OLD_WINDOW.match(entry.text) is not None)


def log_by_window(log: Sequence[LogEntry], names: Names | None = None,
                  lang: str | None = None) -> list[tuple[str, list[str]]]:
    """The log in words grouped by window: (heading, lines), oldest first; the heading is the
    window's own entry ('Window 1: Lamp of the Crypt (1884)'), the entries before the first
    window come under 'Before the first window'."""
    zh = chosen(lang) == "zh_TW"
    heading = "第一片玻璃窗之前" if zh else "Before the first window"
    out: list[tuple[str, list[str]]] = []
    lines: list[str] = []
    for entry in log:
        line = log_line(entry, names, lang)
        if starts_window(entry):
            if lines or out:
                out.append((heading, lines))
            heading, lines = line.rstrip(".。"), []
        else:
            lines.append(line)
    out.append((heading, lines))
    return [(h, ls) for h, ls in out if ls or h]

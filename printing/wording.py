"""Every word the sheets print, in one place, in English and in 繁體中文 (ZH_TW below, in the
terms of docs/glossary.md). Player-facing names (windows, tools, objectives) come from the
content files and their translations (sagrada_desktop.content.translations).

    with wording.language("zh_TW"):
        pdf = journal_pdf(...)      # every word, and every content text, in Chinese

The sheets read these names when they are drawn (`wording.JOURNAL`), so inside `language()`
they print the chosen language; outside it, English.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sagrada_desktop.engine import Color
from sagrada_desktop.wording import color_name, place_name
from sagrada_desktop.wording.labels import labelled as _labelled

from .textures import TEXTURE_NAMES as _TEXTURES

# The language being printed ("en" or "zh_TW"); set by language(), read by the sheets.
LANGUAGE = "en"

PROGRAM = "Sagrada Artisans Desktop"
PRINT_AND_PLAY = "print-and-play"
PAPER_NAMES = {"a4": "A4", "letter": "US Letter"}  # the footer names the paper it is set for

JOURNAL = "Journal"
BOOSTER = "Window Booster Pack"
WINDOW_NUMBER = "Window {number} of the campaign"
WINDOW = "Window"
FAMILY = "Family"
MEMBER = "Member"
MASTERPIECE = "Name of this masterpiece"
ROUND_TRACK = "Round track"
WINDOW_TOOLS = "Window tools"
TOOL_HINT = "Fill the next box to use a tool; each empty box scores its points."
NEW_RULES = "New Rules"
NO_NEW_RULES = "No new rules: play by the rule book."
WINNER_LEGACY = "Legacy Points to the winner: {points}"
CONSTRUCTED = "Cathedral spaces you constructed"
COLOUR_KEY = "Colour key"
STAR_KEY = "star space"
MAGIC_KEY = "Magic Square space"
BROKEN_KEY = "broken space"
COLOR_RESTRICTION = "{colour} restriction"
TEXTURE_TITLE = "{colour}: {texture}"
VALUE_RESTRICTION = "value {value} restriction"
PLAIN_SPACE = "plain space"
MAGIC_NUMBER = "Magic Square {number}"
CONSTRUCTED_MARK = "constructed"
CONTINUED = "continued"
CONTINUED_TITLE = "{title} \u00b7 continued"  # a window's log carried over to the next page
NOTES = "Notes"
PAGE_OF = "page {page} of {pages}"

SCORING = "Scoring"
STEP_STARTING_TOOLS = "Starting tool count"
STEP_PUBLIC = "Public objective {letter}"
STEP_PRIVATE = "Private objective"
STEP_TOOLS = "Unused window tools"
STEP_BROKEN = "Broken & empty spaces"
STEP_EXTRA = "Window rules & other points"
TOTAL = "Total"
PLACE = "Place"

SCORECARD = "Scorecard"
SCORECARD_BLANK = "Scorecard for the table"
SO_FAR = "the score so far, in round {round} of {rounds}"
SEAT = "Player"
TIED_SEATS = ", "  # between the seats of one tie: 'Calvet 1st, Batlló 2nd: tie on 99 ...'
LEGACY_POINTS = "Legacy Points"
LEGACY_TABLE = "Legacy Points of the campaign"
LEGACY_HINT = "Most Legacy Points at the end of Window {last}: the most renowned family of artisans."

MAGIC_SQUARE = "The Magic Square"
MAGIC_HINT = ("Fill a numbered space when you fill the matching Magic Square space of a window; "
              "cross it out when that space breaks.")
COLOR_VARIETY = "Color Variety"
COLOR_VARIETY_HINT = ("Scored at the end of the game in which it is completed: "
                      "four different colours.")
COLOR_COLLECTIONS = "Color Collections"
COLOR_COLLECTIONS_HINT = ("End of the campaign: 1 Legacy Point for each colour filling "
                          "4 or more spaces.")
FIRST_ONE = "first one"
ALL_OF_THEM = "all of them"
LP = "LP"
MAGIC_COLUMN = "Magic"

CATHEDRAL = "The Cathedral Board"
CATHEDRAL_HINT = ("A space is constructed when its sticker covers it; constructed spaces stay "
                  "constructed for the rest of the campaign.")
STICKERS = "Construction stickers"
STICKERS_HINT = "Cut out along the dashed lines; stick one on the board when its space is built."
CONSTRUCTED_COUNT = "{count} of 30 spaces constructed"
CUT_HINT = "Cut along the dashed lines."

COLOR_NAMES: dict[Color, str] = {c: color_name(c, "en") for c in Color}  # the screen's words
TEXTURE_NAMES: dict[Color, str] = dict(_TEXTURES)

JOURNAL_COVER = "Journal cover"
FRONT_COVER = "The family of artisans"
BACK_COVER = "Legacy and the Market"
FAMILY_CREST = "Family Crest"
CREST_BASE = "Stickers from the envelopes"
TOOL_BOX = "Tool Box Capacity"
TOOL_BOX_HINT = "Fill a slot for its coins at the Market; bring as many Tool Cards as slots filled."
OWNED_TOOLS = "Tool Cards owned"
FAMILY_TREE = "Family tree"
MASTERPIECE_SHORT = "Masterpiece"
LEGACY_TRACK = "Legacy Points track"
MARKET = "The Market at Encant Vells"
MARKET_HINT = "Each coin crosses off the leftmost box of a track."
MARKET_TRACK = "Market track"
DEDICATION = "Dedication Ability"
CAMPAIGN_BOOK = "the campaign book"
CAMPAIGN_LOG = "What happened, window by window"
KEY_LEGACY = "that many Legacy Points"
KEY_CREST = "a Family Crest ability of your colour"
KEY_TOOL = "a Tool Card from the Market Box"

# --- 繁體中文 ---------------------------------------------------------------------------------
# Terms from the Chinese rulebook where it has them (docs/glossary.md marks ours).

ZH_TW: dict[str, Any] = {
    "PRINT_AND_PLAY": "自行列印",
    "PAPER_NAMES": {"a4": "A4 紙", "letter": "美式信紙"},
    "JOURNAL": "日誌",
    "BOOSTER": "玻璃窗擴充包",
    "WINDOW_NUMBER": "劇情的第 {number} 片玻璃窗",
    "WINDOW": "玻璃窗",
    "FAMILY": "家族",
    "MEMBER": "成員",
    "MASTERPIECE": "這件傑作的名稱",
    "ROUND_TRACK": "輪次軌",
    "WINDOW_TOOLS": "玻璃窗工具",
    "TOOL_HINT": "使用工具時塗滿下一個工具分數欄位；未被塗滿的欄位提供其分數。",
    "NEW_RULES": "新規則",
    "NO_NEW_RULES": "沒有新規則：依照規則書進行遊戲。",
    "WINNER_LEGACY": "勝者獲得的傳承分數：{points}",
    "CONSTRUCTED": "你建造的聖家堂欄位",
    "COLOUR_KEY": "顏色圖例",
    "STAR_KEY": "星號欄位",
    "MAGIC_KEY": "魔方陣欄位",
    "BROKEN_KEY": "破損欄位",
    "COLOR_RESTRICTION": "{colour}色限制",
    "TEXTURE_TITLE": "{colour}：{texture}",
    "VALUE_RESTRICTION": "數值 {value} 限制",
    "PLAIN_SPACE": "空白欄位",
    "MAGIC_NUMBER": "魔方陣 {number}",
    "CONSTRUCTED_MARK": "已建造",
    "CONTINUED": "續",
    "CONTINUED_TITLE": "{title}（續）",
    "NOTES": "筆記",
    "PAGE_OF": "第 {page} 頁，共 {pages} 頁",
    "SCORING": "計分",
    "STEP_STARTING_TOOLS": "起始工具數量",
    "STEP_PUBLIC": "公共目標 {letter}",
    "STEP_PRIVATE": "個人目標",
    "STEP_TOOLS": "未使用的玻璃窗工具",
    "STEP_BROKEN": "破損與未被填滿的欄位",
    "STEP_EXTRA": "玻璃窗規則與其他分數",
    "TOTAL": "總分",
    "PLACE": "名次",
    "SCORECARD": "計分表",
    "SCORECARD_BLANK": "牌桌計分表",
    "SO_FAR": "目前分數，第 {round} 輪（共 {rounds} 輪）",
    "SEAT": "玩家",
    "TIED_SEATS": "、",
    "LEGACY_POINTS": "傳承分數",
    "LEGACY_TABLE": "劇情的傳承分數",
    "LEGACY_HINT": "第 {last} 片玻璃窗結束時傳承分數最多者：最負盛名的工匠家族。",
    "MAGIC_SQUARE": "魔方陣",
    "MAGIC_HINT": "填滿玻璃窗上對應的魔方陣欄位時，填滿這裡的編號格子；該欄位破損時將它劃掉。",
    "COLOR_VARIETY": "色彩多樣",
    "COLOR_VARIETY_HINT": "在完成它的那場遊戲結束時計分：四種不同顏色。",
    "COLOR_COLLECTIONS": "色彩收集",
    "COLOR_COLLECTIONS_HINT": "劇情結束時：每種填滿 4 個或以上格子的顏色得 1 傳承分數。",
    "FIRST_ONE": "第一個",
    "ALL_OF_THEM": "全部",
    "LP": "傳承分",
    "MAGIC_COLUMN": "魔方陣",
    "CATHEDRAL": "聖家堂圖板",
    "CATHEDRAL_HINT": "欄位被貼紙蓋住即為已建造；已建造的欄位在劇情的其餘部分都維持已建造。",
    "STICKERS": "建造貼紙",
    "STICKERS_HINT": "沿虛線剪下；欄位建造完成時，將一張貼在圖板上。",
    "CONSTRUCTED_COUNT": "已建造 {count} 個欄位（共 30 個）",
    "CUT_HINT": "沿虛線剪下。",
    "COLOR_NAMES": {c: color_name(c, "zh_TW") for c in Color},
    "TEXTURE_NAMES": {Color.RED: "斜線", Color.YELLOW: "圓點", Color.GREEN: "橫線",
                      Color.BLUE: "波浪", Color.PURPLE: "直線", Color.ORANGE: "人字紋",
                      Color.GRAY: "交叉線"},
    "JOURNAL_COVER": "日誌封面",
    "FRONT_COVER": "工匠家族",
    "BACK_COVER": "傳承與市場",
    "FAMILY_CREST": "家徽",
    "CREST_BASE": "信封中的貼紙",
    "TOOL_BOX": "工具箱容量",
    "TOOL_BOX_HINT": "在市場以錢幣填滿空位；每場遊戲可攜帶的工具卡數量等同已填滿的空位。",
    "OWNED_TOOLS": "擁有的工具卡",
    "FAMILY_TREE": "家譜",
    "MASTERPIECE_SHORT": "傑作",
    "LEGACY_TRACK": "傳承分數軌",
    "MARKET": "老市集的市場",
    "MARKET_HINT": "每枚錢幣劃掉一條軌道最左邊的格子。",
    "MARKET_TRACK": "市場軌道",
    "DEDICATION": "奉獻能力",
    "CAMPAIGN_BOOK": "劇情紀錄簿",
    "CAMPAIGN_LOG": "每片玻璃窗的經過",
    "KEY_LEGACY": "對應數量的傳承分數",
    "KEY_CREST": "1 個你顏色的家徽能力",
    "KEY_TOOL": "市場盒中的 1 張工具卡",
}

WORDS: dict[str, dict[str, Any]] = {"zh_TW": ZH_TW}
_ENGLISH: dict[str, Any] = {name: globals()[name] for name in ZH_TW}


def _use(lang: str) -> None:
    global LANGUAGE
    table = WORDS.get(lang, _ENGLISH)
    globals().update(_ENGLISH)
    globals().update(table)
    LANGUAGE = lang if lang in WORDS else "en"


@contextmanager
def language(lang: str) -> Iterator[None]:
    """Print in `lang` ("en" or "zh_TW") inside the block; the language before it after."""
    before = LANGUAGE
    _use(lang)
    try:
        yield
    finally:
        _use(before)


def labelled(label: str, words: str) -> str:
    """'Family: Amat' in English, '家族：Amat' in Chinese (the full-width colon, no space),
    in the language being printed (sagrada_desktop.wording.labelled)."""
    return _labelled(label, words, LANGUAGE)


def place_word(place: int) -> str:
    """1st, 2nd ... (第 1 名 ...) for any place."""
    return place_name(place, LANGUAGE)

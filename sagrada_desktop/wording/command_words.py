"""The command line's help and argparse's own words (usage, "options", "invalid choice", ...)
in Traditional Chinese when the command's language is zh_TW (wording.language_of_command).

`help_words(TEXT, **values)` words one help or description text of a subcommand (the English
text is the key, as in messages.message); `install_argparse_words(lang)` makes argparse word
its own messages (they go through the `_` argparse imported from gettext) in `lang`.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import Any

from .language import chosen

HELP_ZH: dict[str, str] = {
    # sagrada-artisans
    "Sagrada: Artisans on the desktop. With no subcommand, starts the program; given a saved "
    "game (GAME.sagrada.json), opens that game.":
        "桌面版 Sagrada: Artisans。不給子命令時啟動程式；給一個存檔（GAME.sagrada.json）時，"
        "開啟那場遊戲。",
    "show the program's version, rules edition and content edition, and exit":
        "顯示程式的版本、規則版次與內容版次後結束",
    "%(prog)s [options] [GAME.sagrada.json]\n       %(prog)s COMMAND ...":
        "%(prog)s [選項] [GAME.sagrada.json]\n      %(prog)s COMMAND ...",
    "open the main window, play a short demo game with computer seats, exit 0":
        "開啟主視窗，以電腦座位進行一場簡短的示範遊戲，然後以 0 結束",
    "save the main window of a game in progress to FILE.png and exit":
        "把進行中遊戲的主視窗存成 FILE.png 後結束",
    "the program's language: en (English) or zh_TW (繁體中文); without it, the Settings' "
    "choice, which may follow the system (LANG, LC_ALL)":
        "程式的語言：en（English）或 zh_TW（繁體中文）；不給時依設定的選擇，"
        "設定可以跟隨系統（LANG、LC_ALL）",
    "the saved game to open": "要開啟的存檔",
    "network play (docs/network.md)": "網路遊戲（docs/network.md）",
    "host the saved game on the network, offering these seats to guests (counted from 1, "
    "comma-separated: 2,3)": "在網路上主持這個存檔的遊戲，把這些座位讓給來賓（從 1 數起，以逗號分隔：2,3）",
    "the port to host on (0: any free port); default %(default)s":
        "主持用的連接埠（0：任一空閒的連接埠）；預設 %(default)s",
    "the address to host on; default every address of this computer":
        "主持用的位址；預設這台電腦的每個位址",
    "join the game hosted at ADDRESS:PORT": "加入在 ADDRESS:PORT 主持的遊戲",
    "the host's join code": "主持者的加入代碼",
    "the seat to take when joining (counted from 1)": "加入時要坐的座位（從 1 數起）",
    # the list of subcommands
    "play whole games or a campaign between computer players": "讓電腦玩家之間進行完整的遊戲或劇情",
    "seat-rotated games between computer players, with win rates":
        "電腦玩家之間輪換座位的對局，附勝率",
    "verify a saved game and summarise it": "驗證存檔並列出摘要",
    "check the content files": "檢查遊戲內容檔案",
    "print-and-play sheets as PDF, windows as SVG": "自行列印的表單（PDF），玻璃窗（SVG）",
    # replay
    "check a saved game by replaying it, and print a summary": "重播存檔以檢查它，並印出摘要",
    "Replay a saved game's actions from its setup, check them against its snapshot and print "
    "a summary (exit 1 if the file is damaged).":
        "從存檔的遊戲設置重播它的行動，與存檔中的快照比對，並印出摘要（檔案損壞時以 1 結束）。",
    "a saved game (.json)": "一個存檔（.json）",
    # review
    "Hard's judgement of a saved game, turn by turn": "困難電腦玩家逐回合評判一場存檔的遊戲",
    "Review a saved game: for each turn of a seat a person played, what the Hard computer "
    "player would have taken and where, and how many points the turn played cost against it "
    "(expected over sampled games), then a summary.":
        "檢討一場存檔的遊戲：玩家座位的每個回合，困難電腦玩家會選哪顆骰子、填入哪裡，"
        "以及實際的選擇比它少了幾分（抽樣多局的期望值），最後是摘要。",
    "review this seat only: its number (from 1) or its name (default: every seat a person "
    "played)":
        "只檢討這個座位：它的號碼（從 1 數起）或名稱（預設：每個玩家座位）",
    "print the judgement as one JSON object": "以一個 JSON 物件印出評判",
    "sampled games Hard searches for each pick (default {n})":
        "困難電腦玩家為每個選擇搜尋的抽樣局數（預設 {n}）",
    "sampled games each turn's cost is measured over (default {n})":
        "衡量每個回合失分時抽樣的局數（預設 {n}）",
    # simulate
    "play whole games between computer players and print the scores":
        "讓電腦玩家之間進行完整的遊戲，並印出分數",
    "Play whole games between computer players without opening the program, and print each "
    "game's scores and winner. The same arguments always print the same output.":
        "不開啟程式，讓電腦玩家之間進行完整的遊戲，並印出每場遊戲的分數與勝者。"
        "同樣的參數一定印出同樣的結果。",
    "seats at the table, 1 to {most} (default 2)": "桌上的座位數，1 到 {most}（預設 2）",
    "computer player of every seat (easy, medium, hard, expert; random or greedy for testing), "
    "or one per seat separated by commas (default greedy)":
        "每個座位的電腦玩家（easy、medium、hard、expert；測試用的 random 或 greedy），"
        "或每個座位一個，以逗號分隔（預設 greedy）",
    "number of games (default 1)": "遊戲場數（預設 1）",
    "seed of the first game; game k uses seed + k - 1 (default 1)":
        "第一場遊戲的種子；第 k 場使用 seed + k - 1（預設 1）",
    "print one JSON object per game and line, with every scoring step":
        "每場遊戲印出一行 JSON 物件，包含每個計分步驟",
    "window id from the content (default: the first campaign window)":
        "遊戲內容中的玻璃窗編號（預設：第一片劇情玻璃窗）",
    "play a whole 10-window campaign (1 to 4 families) and print each game's result and the "
    "final Legacy Point table":
        "進行完整的 10 片玻璃窗劇情（1 到 4 個家族），並印出每場遊戲的結果與最後的傳承分數表",
    # tournament
    "Play seat-rotated games between computer players and print each player's wins (with a "
    "95% confidence interval), mean score and time per decision.":
        "讓電腦玩家之間進行輪換座位的對局，並印出每位玩家的勝場（含 95% 信賴區間）、"
        "平均分數與每次決策的時間。",
    "the players, from: {kinds}": "玩家，可選擇：{kinds}",
    "seats at the table, 2 to {most} (default 2)": "桌上的座位數，2 到 {most}（預設 2）",
    "number of games (default 20)": "遊戲場數（預設 20）",
    "seed of the first game; game k uses seed + k (default 1)":
        "第一場遊戲的種子；第 k 場使用 seed + k（預設 1）",
    "games played at once in separate processes (default 1; with 1, an Expert samples in a "
    "second process)":
        "同時在不同行程中進行的遊戲場數（預設 1；為 1 時，專家電腦玩家會在第二個行程中抽樣）",
    "print one JSON object": "印出一個 JSON 物件",
    "window ids from the content, separated by commas, or all (every campaign and booster "
    "window), campaign or booster; games are spread over them in turn (default: the first "
    "campaign window)":
        "遊戲內容中的玻璃窗編號，以逗號分隔，或 all（所有劇情與擴充包玻璃窗）、campaign、booster；"
        "遊戲依序分配到這些玻璃窗（預設：第一片劇情玻璃窗）",
    "the Glory modules in play: {names}, separated by commas, or all (default none)":
        "使用的榮耀模組：{names}，以逗號分隔，或 all（預設不用）",
    "time per decision of the search levels (hard, expert), in milliseconds: one for all, or "
    "one per player of --players (default: each level's own)":
        "搜尋型電腦玩家（hard、expert）每個決定的時間，以毫秒計：一個用於所有玩家，"
        "或 --players 的每位玩家一個（預設：各難度自己的時間）",
    "write each game's result to FILE as one JSON line as soon as it ends":
        "每場遊戲一結束，就把它的結果以一行 JSON 寫入 FILE",
    # content
    "work with the game's content files": "處理遊戲內容檔案",
    "Work with the game's content files (windows, stories, envelopes, tools).":
        "處理遊戲內容檔案（玻璃窗、故事、信封、工具）。",
    "load and validate every content file, then print what it holds":
        "載入並驗證每個遊戲內容檔案，然後印出其中的內容",
    "Load and validate every content file. Exit status 0 when valid, 1 when not.":
        "載入並驗證每個遊戲內容檔案。有效時結束狀態為 0，無效時為 1。",
    "print the result as JSON": "以 JSON 印出結果",
    "the content folder to check (default: the installed resources)":
        "要檢查的遊戲內容資料夾（預設：安裝的資源）",
    # print
    "print-and-play sheets as PDF: journals, Magic Square, scorecards, Cathedral Board, "
    "journal covers, the whole campaign book":
        "自行列印的 PDF 表單：日誌、魔方陣、計分表、聖家堂圖板、日誌封面、整本劇情紀錄簿",
    "Write print-and-play sheets as PDF (A4 or US Letter), or a window as SVG.":
        "把自行列印的表單寫成 PDF（A4 或 US Letter），或把一片玻璃窗寫成 SVG。",
    "what to print": "要印的內容",
    "a saved campaign": "一個劇情存檔",
    "a saved game": "一個存檔",
    "one window of the content, by id": "遊戲內容中的一片玻璃窗，以編號指定",
    "paper size (default: a4)": "紙張大小（預設：a4）",
    "the file to write": "要寫入的檔案",
    "write the window as SVG instead of a PDF (journal sheets only)":
        "把玻璃窗寫成 SVG 而不是 PDF（只限日誌表單）",
    "only this seat's (family's) journal page, counting from 1": "只印這個座位（家族）的日誌頁，從 1 數起",
    "the family name to print on a blank journal page": "要印在空白日誌頁上的家族的名稱",
    "the family member to print on a journal page": "要印在日誌頁上的家族成員",
    "the language of everything the command prints: en (English) or zh_TW (繁體中文); "
    "without it, the system's (LANG, LC_ALL)":
        "命令印出的一切所用的語言：en（English）或 zh_TW（繁體中文）；不給則依系統（LANG、LC_ALL）",
    "players on blank scorecards, 1-6 (default: 4)": "空白計分表上的玩家數，1 到 6（預設：4）",
}

# argparse's own messages (the `_()` calls of the argparse module), as Python 3.11 words them
ARGPARSE_ZH: dict[str, str] = {
    "usage: ": "用法：",
    "positional arguments": "位置參數",
    "options": "選項",
    "show this help message and exit": "顯示這則說明後結束",
    "%(prog)s: error: %(message)s\n": "%(prog)s：錯誤：%(message)s\n",
    "argument %(argument_name)s: %(message)s": "參數 %(argument_name)s：%(message)s",
    "invalid choice: %(value)r (choose from %(choices)s)":
        "無效的選擇：%(value)r（可選擇：%(choices)s）",
    "invalid %(type)s value: %(value)r": "無效的 %(type)s 值：%(value)r",
    "the following arguments are required: %s": "缺少以下必要的參數：%s",
    "unrecognized arguments: %s": "無法辨識的參數：%s",
    "expected one argument": "需要一個值",
    "expected at most one argument": "最多只能有一個值",
    "expected at least one argument": "至少需要一個值",
    "expected %s argument": "需要 %s 個值",
    "expected %s arguments": "需要 %s 個值",
    "not allowed with argument %s": "不能與參數 %s 一起使用",
    "one of the arguments %s is required": "必須給出參數 %s 之一",
    "ambiguous option: %(option)s could match %(matches)s":
        "不明確的選項：%(option)s 可能是 %(matches)s",
    "ignored explicit argument %r": "忽略了明確給出的值 %r",
    "unknown parser %(parser_name)r (choices: %(choices)s)":
        "沒有子命令 %(parser_name)r（可選擇：%(choices)s）",
    "can't open '%(filename)s': %(error)s": "無法開啟「%(filename)s」：%(error)s",
}


LANG_HELP = ("the program's language: en (English) or zh_TW (繁體中文); without it, the "
             "Settings' choice, which may follow the system (LANG, LC_ALL)")
COMMAND_LANG_HELP = ("the language of everything the command prints: en (English) or zh_TW "
                     "(繁體中文); without it, the system's (LANG, LC_ALL)")


def language(value: str) -> str:
    """--lang's value, checked ('zh-TW' is read as zh_TW); argparse reports a bad one."""
    from .language import language_of
    from .messages import message

    try:
        return language_of(value)
    except ValueError:
        raise argparse.ArgumentTypeError(message(
            "unknown language {value!r}; choose one of: en, zh_TW", value=value)) from None


def add_language_option(parser: argparse.ArgumentParser, help_text: str = COMMAND_LANG_HELP,
                        *, top: bool = False) -> None:
    """The one --lang, on the command and on each subcommand (commands.register adds it to
    those that do not): before or after the subcommand's name, the same option. A
    subcommand's leaves the command's value alone when it is not given (SUPPRESS)."""
    parser.add_argument("--lang", type=language, metavar="LANG", help=help_words(help_text),
                        default=None if top else argparse.SUPPRESS)


def help_words(text: str, lang: str | None = None, **values: Any) -> str:
    """A help or description text of the command line in `lang` (the current language by
    default), with `values` filled in (argparse's own %(default)s stay as they are)."""
    if chosen(lang) == "zh_TW":
        text = HELP_ZH.get(text, text)
    return text.format(**values) if values else text


def argparse_words(text: str, lang: str | None = None) -> str:
    """One of argparse's own messages in `lang` (the current language by default)."""
    return ARGPARSE_ZH.get(text, text) if chosen(lang) == "zh_TW" else text


def _argparse_plural(singular: str, plural: str, n: int) -> str:
    return argparse_words(singular if n == 1 else plural)


# a help page's section heading as argparse writes it: a line of its own ending in ':'
_HEADING = re.compile(r"^(\s*)(\S[^\n]*?):$", re.MULTILINE)
_CJK = re.compile(r"[\u3400-\u9fff]")


def full_width_headings(text: str) -> str:
    """A help page with each Chinese section heading closed by the full-width colon
    ('選項：', not '選項:'); English headings as they are."""
    return _HEADING.sub(lambda m: f"{m.group(1)}{m.group(2)}："
                        if _CJK.search(m.group(2)) else m.group(0), text)


def _worded_help(plain: Callable[[argparse.HelpFormatter], str]
                 ) -> Callable[[argparse.HelpFormatter], str]:
    def format_help(self: argparse.HelpFormatter) -> str:
        text = plain(self)
        return full_width_headings(text) if chosen(None) == "zh_TW" else text

    format_help.worded = True  # type: ignore[attr-defined]
    return format_help


def install_argparse_words() -> None:
    """Make argparse word its own messages (usage, headings, errors) through argparse_words,
    in the language current when they are printed, and close a Chinese section heading with
    the full-width colon. argparse looks its words up through the gettext functions it
    imported as `_` and `ngettext`, and writes a heading as 'TITLE:'; the command sets them
    once."""
    hooks: dict[str, Any] = {"_": argparse_words, "ngettext": _argparse_plural}
    for name, words in hooks.items():
        setattr(argparse, name, words)
    formatter = argparse.HelpFormatter
    if not getattr(formatter.format_help, "worded", False):
        formatter.format_help = _worded_help(formatter.format_help)  # type: ignore[method-assign,assignment]

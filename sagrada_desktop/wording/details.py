"""What is wrong in a saved game or a content file (codec/details.py: a kind and its values)
in words, in English or Traditional Chinese (docs/glossary.md terms): a template per kind and
language, its values worded in the same language. Field paths (setup.seats[0].name), file
names and ids stay as they are written in the file, so the person can find them.

Content checks against the game's rules use the kind "rule" with a `rule` value naming one of
RULES (the rule's own words, per language)."""

from __future__ import annotations

from collections.abc import Iterable

from ..codec.details import Detail, DetailValue, Expected, Got, Quoted, Raw, Worded
from .labels import labelled
from .language import Language, chosen
from .rule_details import RULES
from .toml_errors import toml_detail

TEMPLATES: dict[str, tuple[str, str]] = {
    # the shape of one value
    "expected": ("expected {expected}, got {got}", "應為{expected}，卻是{got}"),
    "broken-character": ("the text holds a broken character (a lone UTF-16 surrogate)",
                         "文字中有損壞的字元（單獨的 UTF-16 代理字元）"),
    "text-too-long": ("text of {length} characters; at most {most}",
                      "文字有 {length} 個字元；最多 {most} 個"),
    "die-text": ("expected a die such as 'R3' (colour letter R Y G B P O S, then a value), "
                 "got {given}",
                 "應為骰子，如 'R3'（顏色字母 R Y G B P O S，再接數值），卻是{given}"),
    "not-a-colour": ("unknown colour letter {given}; expected one of R Y G B P O S",
                     "沒有這個顏色字母 {given}；應為 R Y G B P O S 其中之一"),
    "window-notation": ("window notation: {error}", "玻璃窗記法有誤：{error}"),
    "one-of": ("expected one of {allowed}, got {got}", "應為{allowed}其中之一，卻是{got}"),
    "no-kind": ("no kind given; expected one of {allowed}",
                "沒有給 kind；應為{allowed}其中之一"),
    "unknown-kind": ("unknown kind {kind}; expected one of {allowed}",
                     "沒有這種 kind {kind}；應為{allowed}其中之一"),
    "unknown-stage": ("unknown stage {given}; expected one of {allowed}",
                      "沒有這個階段 {given}；應為{allowed}其中之一"),
    "step-text": ("not a step of the die in hand: {given} (expected 'Name: R3')",
                  "不是手上骰子的步驟：{given}（應為「名稱: R3」）"),
    "missing-field": ("required field missing", "缺少必填欄位"),
    "unknown-fields": ("unknown {word} {names}; expected among: {allowed}",
                       "不認得的欄位 {names}；可用的欄位：{allowed}"),
    "no-other-fields": ("unknown {word} {names}; this table takes no other fields",
                        "不認得的欄位 {names}；這個表格不接受其他欄位"),
    "refused": ("invalid value for type, expected {type}", "這個值不是有效的 {type}"),
    # a saved game or campaign as a whole
    "not-regular-file": ("not a regular file (a folder, a pipe or a device)",
                         "不是一般檔案（而是資料夾、管道或裝置）"),
    "too-large": ("too large for a save ({size} bytes; at most {most})",
                  "檔案太大，不可能是存檔（{size} 位元組；最多 {most}）"),
    "not-utf8": ("not a text file (it is not UTF-8)", "不是文字檔（不是 UTF-8）"),
    "cannot-read": ("cannot be read: {error}", "無法讀取：{error}"),
    "invalid-json": ("not valid JSON at line {line} column {column}: {error}",
                     "第 {line} 行第 {column} 欄不是有效的 JSON：{error}"),
    "invalid-json-cut": ("not valid JSON at line {line} column {column}: {error} (the text may "
                         "be cut short)",
                         "第 {line} 行第 {column} 欄不是有效的 JSON：{error}（檔案可能被截斷了）"),
    "nested-too-deeply": ("JSON nested too deeply", "JSON 巢狀層數太多"),
    "unreadable-json": ("not a readable save: {error}", "不是可讀取的存檔：{error}"),
    "holds-not": ("the file holds {got}, not a saved {what}", "這個檔案裝的是{got}，不是{what}存檔"),
    "wrong-format": ("format: expected {expected}, got {got} (this is not a saved {what})",
                     "format：應為 {expected}，卻是 {got}（這不是{what}存檔）"),
    "unexpected-field": ("unexpected field", "不該有的欄位"),
    "snapshot-differs": ("differs from the replay of its {count} actions (first at {where})",
                         "與重播其 {count} 個動作的結果不同（第一個差異在 {where}）"),
    "more-problems": ("and {count} more problems", "還有 {count} 個問題"),
    "schema-not-number": ("schema_version must be a whole number, got {got}",
                          "schema_version 必須是整數，卻是{got}"),
    "schema-newer": ("schema_version {version} was written by a newer version of the program "
                     "(this one reads up to {current})",
                     "schema_version {version} 是較新版本的程式寫的（這個版本最多讀到 {current}）"),
    "schema-unknown": ("unknown schema_version {version} (readable: {known})",
                       "沒有這個 schema_version {version}（可讀取的：{known}）"),
    "written-by-newer": ("written by version {version} of Sagrada Artisans Desktop; this is "
                         "{this}: update to open it",
                         "這是 Sagrada Artisans Desktop {version} 版寫的檔案；這裡是 {this} 版："
                         "請更新程式後再開啟"),
    "written-by-newer-unknown": ("written by a newer version of Sagrada Artisans Desktop; this "
                                 "is {this}: update to open it",
                                 "這是較新版本的 Sagrada Artisans Desktop 寫的檔案；這裡是 {this} 版："
                                 "請更新程式後再開啟"),
    "unknown-edition": ("no {what} edition {number} (this version knows 1 to {newest})",
                        "沒有第 {number} 版的{what}（這個版本認得第 1 到第 {newest} 版）"),
    "setup-cannot-start": ("the rules engine refuses this setup, so the game cannot start "
                           "(in the engine's own words: {error})",
                           "規則引擎拒絕這個設置，遊戲無法開始（引擎的原文：{error}）"),
    "action-illegal": ("action {number} ({action}): illegal: {reasons}",
                       "第 {number} 個動作（{action}）不合規則：{reasons}"),
    "action-failed": ("action {number} ({action}): the rules engine failed on it: {error}",
                      "第 {number} 個動作（{action}）：規則引擎處理時出錯：{error}"),
    "not-expected-here": ("not expected here (the setup is stored once)",
                          "不該出現在這裡（設置只存一次）"),
    "seat-plans-count": ("{count} {word} for {seats} {counted} (one per {each})",
                         "有 {count} 個{word}，但有 {seats} 個{counted}（每個{each}一個）"),
    # a saved setup checked against the rules
    "not-a-board-space": ("{die} is not a Cathedral Board space", "{die} 不是聖家堂圖板上的欄位"),
    "skips-a-space": ("{spaces} skips a space (each colour is constructed from 1 upwards)",
                      "{spaces} 跳過了欄位（每種顏色都從 1 開始往上建造）"),
    "not-in-range": ("{value} is not {low} to {high}", "{value} 不在 {low} 到 {high} 之間"),
    "appears-twice": ("{what} {ident} appears twice", "{what}{ident}出現了兩次"),
    "window-too-large": ("{rows}x{cols}; a window is at most {most}x{most}",
                         "{rows}x{cols}；玻璃窗最大為 {most}x{most}"),
    "design-has-dice": ("a window design starts with no die on it",
                        "玻璃窗設計一開始不能有骰子"),
    "window-tools": ("a window has 3 tools, found {count}", "一片玻璃窗有 3 個工具，這裡有 {count} 個"),
    "point-boxes": ("1 to {most} point boxes, found {count}",
                    "應有 1 到 {most} 個分數欄位，這裡有 {count} 個"),
    "at-least-one": ("at least one", "至少要有一個"),
    "seat-count": ("a game has 1 to 6 seats, found {count}", "一場遊戲有 1 到 6 個座位，這裡有 {count} 個"),
    "name-length": ("1 to {most} characters", "1 到 {most} 個字元"),
    "too-many-tool-cards": ("at most {most}, found {count}", "最多 {most} 張，這裡有 {count} 張"),
    "shared-colour": ("two families with the same colour", "兩個家族的顏色相同"),
    "at-most": ("at most {most}", "最多 {most} 個"),
    "objectives-count": ("a game has exactly {most} Public Objectives (A, B and C), found {count}",
                         "一場遊戲正好有 {most} 張公共目標（A、B、C），這裡有 {count} 張"),
    "unknown-objective": ("no Public Objective has the id {ident}", "沒有 id 為{ident}的公共目標"),
    "unknown-card": ("no {what} among this setup's cards has the id {ident}",
                     "這個設置的卡牌中沒有 id 為{ident}的{what}"),
    # a content file as a whole
    "missing-folder": ("missing folder", "缺少資料夾"),
    "missing-file": ("missing file", "缺少檔案"),
    "invalid-toml": ("invalid TOML: {error}", "TOML 寫法有誤：{error}"),
    "invalid-toml-at": ("invalid TOML at line {line}, column {column}: {error}",
                        "第 {line} 行第 {column} 欄的 TOML 寫法有誤：{error}"),
    "invalid-toml-end": ("invalid TOML at the end of the file (was it cut short?): {error}",
                         "檔案結尾的 TOML 寫法有誤（檔案是否被截斷了？）：{error}"),
    "toml-too-deep": ("invalid TOML: arrays or tables nested too deeply",
                      "不是有效的 TOML：陣列或表格巢狀層數太多"),
    "id-pattern": ("ids are lowercase letters and digits joined by hyphens (glass-cutter)",
                   "id 是以連字號連接的小寫字母與數字（例如 glass-cutter）"),
    "id-taken": ("already used in {file}", "已經在 {file} 中用過"),
    "unknown-top-key": ("unknown top-level key; this file holds [[{key}]] entries",
                        "不認得的頂層鍵；這個檔案放的是 [[{key}]] 項目"),
    "expected-entries": ("expected [[{key}]] tables", "應為 [[{key}]] 表格"),
    "no-entries": ("the file holds no [[{key}]] entries (it is empty or was cut short)",
                   "這個檔案沒有 [[{key}]] 項目（檔案是空的，或被截斷了）"),
    "translation-not-text": ("expected a text in quotes (write text ids in quotes: "
                             "\"w03.name\" = \"...\")",
                             "應為加引號的文字（文字 id 要加引號：\"w03.name\" = \"...\"）"),
    "translation-empty": ("the translation is empty", "翻譯是空的"),
    "translation-missing": ("missing translation", "缺少翻譯"),
    "translation-stray": ("no content text has this id (the entry was renamed or removed?)",
                          "沒有遊戲內容文字使用這個 id（項目是否已改名或刪除？）"),
    "translation-file-missing": ("missing translation of the help page {file}",
                                 "缺少說明頁 {file} 的翻譯"),
    "translation-file-stray": ("no content file has this name: translation files mirror the "
                               "content files (or are glory.toml)",
                               "沒有這個名稱的遊戲內容檔案：翻譯檔與遊戲內容檔案一一對應（或是 glory.toml）"),
}

# what an entry of a content file is: "window 'w03'" (玻璃窗「w03」)
ENTRY_KINDS: dict[str, tuple[str, str]] = {
    "window": ("window", "玻璃窗"), "envelope": ("envelope", "信封"),
    "story card": ("story card", "故事卡"), "Tool Card": ("Tool Card", "工具卡"),
    "ability": ("ability", "能力"), "market track": ("market track", "市場軌道"),
    "public objective": ("public objective", "公共目標"),
    "Strife Board": ("Strife Board", "紛爭圖板"), "Pioneer Card": ("Pioneer Card", "先驅卡"),
    "Flourish Card": ("Flourish Card", "花飾卡"), "reward chart": ("reward chart", "獎勵表"),
    "Tool Box": ("Tool Box", "工具箱"), "Magic Square": ("Magic Square", "魔方陣"),
    "campaign": ("campaign", "劇情"), "objective": ("objective", "目標"),
}

_EXPECTED: dict[str, tuple[str, str]] = {
    "text": ("text", "文字"), "number": ("a whole number", "整數"),
    "bool": ("true or false", "true 或 false"), "list": ("a list", "清單"),
    "object": ("an object", "物件（表格）"), "numbers": ("a list of whole numbers", "整數的清單"),
    "texts": ("a list of texts", "文字的清單"), "bools": ("a list of true/false values", "true/false 的清單"),
    "colours": ("a list of colour letters", "顏色字母的清單"),
    "dice": ("a list of dice such as 'R3'", "骰子（如 'R3'）的清單"),
    "tables": ("a list of tables", "表格的清單"), "items": ("a list", "清單"),
}
_GOT: dict[str, tuple[str, str]] = {
    "null": ("null", "null"), "bool": ("true/false", "true/false"), "number": ("a number", "數字"),
    "list": ("a list", "清單"), "object": ("an object", "物件"),
}


def value_text(value: DetailValue, lang: Language) -> str:
    zh = lang == "zh_TW"
    if isinstance(value, tuple):
        return ("、" if zh else ", ").join(value_text(v, lang) for v in value)
    if isinstance(value, Quoted):
        return f"「{value.text}」" if zh else repr(value.text)
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, Expected):
        return _EXPECTED[value.what][zh]
    if isinstance(value, Got):
        if value.what == "text":
            return f"文字「{value.text}」" if zh else f"the text {value.text!r}"
        if value.what == "other":
            return value.text
        return _GOT[value.what][zh]
    if isinstance(value, Worded):
        return value.zh if zh else value.en
    return str(value)


def detail_words(found: Detail, lang: str | None = None) -> str:
    """What is wrong, without where: 'expected a whole number, got the text "2"'."""
    language = chosen(lang)
    zh = language == "zh_TW"
    if found.kind == "invalid-toml" and isinstance(raw := dict(found.values).get("error"), Raw):
        found = toml_detail(raw.text, found.at)  # the reader's words as given: place and reason
    values = {k: value_text(v, language) for k, v in found.values}
    if found.kind == "rule":
        en, zh_words = RULES[str(dict(found.values)["rule"])]
        return (zh_words if zh else en).format(**values)
    en, zh_words = TEMPLATES[found.kind]
    return (zh_words if zh else en).format(**values)


def detail_text(found: Detail, lang: str | None = None) -> str:
    """One detail with its field path: 'setup.seats[0].name: expected text, got a number'."""
    words = detail_words(found, lang)
    if not found.at:
        return words
    return labelled(found.at, words, lang)


def details_text(found: Iterable[Detail], lang: str | None = None) -> str:
    """Several details as one line: '; ' between them in English, '；' in Chinese."""
    sep = "；" if chosen(lang) == "zh_TW" else "; "
    return sep.join(detail_text(d, lang) for d in found)


def entry_text(kind: str, ident: str = "", number: int = 0, file: str = "",
               lang: str | None = None) -> str:
    """A content entry: window 'w03', Tool Card #2, window in w03.toml (玻璃窗「w03」...)."""
    zh = chosen(lang) == "zh_TW"
    word = ENTRY_KINDS[kind][zh] if kind in ENTRY_KINDS else kind
    if ident:
        return f"{word}「{ident}」" if zh else f"{word} {ident!r}"
    if number:
        return f"第 {number} 個{word}" if zh else f"{word} #{number}"
    if file:
        return f"{file} 中的{word}" if zh else f"{word} in {file}"
    return word

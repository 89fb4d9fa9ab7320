"""The command line's own messages (a bad option, a missing or unusable file, the content
check's verdict) and the save files' (cannot be saved, no such file, cannot be read, where
the backup is) in the current language: `message(TEMPLATE, **values)` looks the English
template up and formats the Traditional Chinese one when Chinese is chosen (spaced from Latin
words and digits, wording.spacing).

The details a save or content file check gives after "file: " (which field is wrong and
why) are data (codec/details.py), worded by wording/details.py in the same language.
"""

from __future__ import annotations

from typing import Any

from .language import chosen
from .spacing import spaced

ZH_TW: dict[str, str] = {
    # sagrada-artisans
    "--screenshot {path}: the folder does not exist": "--screenshot {path}：資料夾不存在",
    "{path}: no such saved game": "{path}：找不到這個存檔",
    "--host-seats and --join: one program either hosts or joins":
        "--host-seats 與 --join：一個程式只能主持或加入其一",
    "--port {port}: a port is from 0 to 65535": "--port {port}：連接埠是 0 到 65535",
    "--host-seats: name the saved game to host": "--host-seats：請指出要主持的存檔",
    "--host-seats {seats}: seat numbers, comma-separated": "--host-seats {seats}：請給座位編號，以逗號分隔",
    "--join {where}: give ADDRESS:PORT": "--join {where}：請給 ADDRESS:PORT",
    "rules edition {rules}, content edition {content}": "規則第 {rules} 版，內容第 {content} 版",
    "sagrada-artisans {version} ({editions})": "sagrada-artisans {version}（{editions}）",
    # whole numbers and computer players (simulate, tournament)
    "{what} must be a whole number, not {text!r}": "{what} 必須是整數，而不是 {text!r}",
    "{what} must be {low} to {high}, not {value}": "{what} 必須介於 {low} 到 {high}，而不是 {value}",
    "{what} must be at least {low}, not {value}": "{what} 至少必須是 {low}，而不是 {value}",
    "unknown computer player {kind!r}; choose from {kinds}":
        "沒有電腦玩家 {kind!r}；可選擇：{kinds}",
    "unknown computer player {kind!r}; choose from {kinds} (one for every seat, or one per "
    "seat separated by commas)":
        "沒有電腦玩家 {kind!r}；可選擇：{kinds}（一個用於所有座位，或每個座位一個，以逗號分隔）",
    "name at least two players, separated by commas": "請至少列出兩位玩家，以逗號分隔",
    "--bots names {bots} computer players for {seats} seats":
        "--bots 列出了 {bots} 位電腦玩家，但有 {seats} 個座位",
    "the content has no campaign window; name one with --window":
        "遊戲內容沒有劇情玻璃窗；請以 --window 指定一片",
    "unknown window {window!r}; known: {known}": "沒有玻璃窗 {window!r}；已知的玻璃窗：{known}",
    "a campaign has 1 to 4 families, not {seats}": "劇情有 1 到 4 個家族，而不是 {seats} 個",
    "--campaign plays the 10 campaign windows once: drop --window and --games":
        "--campaign 會依序進行 10 片劇情玻璃窗各一次：請拿掉 --window 與 --games",
    "the content does not load:\n{error}": "遊戲內容無法載入：\n{error}",
    # simulate and tournament results: the computer players' kinds and the seats' names
    "easy": "簡單",
    "medium": "中等",
    "hard": "困難",
    "expert": "專家",
    "greedy": "貪婪",
    "random": "隨機",
    "Bot {n}": "電腦 {n}",
    ", ": "，",
    "; ": "；",
    " ({tie})": "（{tie}）",
    "{name} {total}": "{name} {total} 分",
    "game {number}: {scores} -> winner {name}{tie}": "第 {number} 局：{scores}；勝者：{name}{tie}",
    "{n} game": "{n} 局",
    "{n} games": "{n} 局",
    "{n} win": "{n} 勝",
    "{n} wins": "{n} 勝",
    "{seat} ({kind}) {wins}, mean {mean:.1f}": "{seat}（{kind}）{wins}，平均 {mean:.1f} 分",
    "{games}: {seats}": "{games}：{seats}",
    # tournament options and table
    "unknown Glory module {name!r}; choose from {names}, or all or none":
        "沒有榮耀模組 {name!r}；可選擇：{names}，或 all、none",
    "name the Glory modules, separated by commas: {names}, or all or none":
        "請列出榮耀模組，以逗號分隔：{names}，或 all、none",
    "--budget-ms must be a number of milliseconds, not {text!r}":
        "--budget-ms 必須是毫秒數，而不是 {text!r}",
    "--budget-ms must be more than 0 and at most {most:g}, not {text!r}":
        "--budget-ms 必須大於 0 且至多 {most:g}，而不是 {text!r}",
    "--budget-ms gives {budgets} budgets for {players} players: give one for all, or one per "
    "player":
        "--budget-ms 給了 {budgets} 個時間，但有 {players} 位玩家：請給一個用於所有玩家，或每位玩家一個",
    "name a window id, several separated by commas, or all, campaign or booster":
        "請給一個玻璃窗編號、以逗號分隔的多個編號，或 all、campaign、booster",
    "the content has no {group} windows": "遊戲內容沒有 {group} 玻璃窗",
    "--log {path}: cannot be written: {error}": "--log {path}：無法寫入：{error}",
    "window {window}": "玻璃窗「{window}」",
    "{count} windows": "{count} 片玻璃窗",
    "Glory modules: {names}": "榮耀模組：{names}",
    "no Glory modules": "不用榮耀模組",
    "Strife": "紛爭",
    "Pioneer": "先驅",
    "Flourish": "花飾",
    "Rivalry": "競逐",
    "{games} games, {seats} seats, {where}, {glory}, seats rotated":
        "{games} 局，{seats} 個座位，{where}，{glory}，輪換座位",
    "{name:>7}: {wins}/{games} wins ({rate:.0f}%, 95% CI {low:.0f}-{high:.0f}%), mean score "
    "{mean:.1f}, {ms:.1f} ms per decision (99% within {p99:.0f} ms, worst {worst:.0f} ms)":
        "{name:>7}：{wins}/{games} 勝（{rate:.0f}%，95% 信賴區間 {low:.0f}-{high:.0f}%），"
        "平均 {mean:.1f} 分，每個決定 {ms:.1f} 毫秒（99% 在 {p99:.0f} 毫秒內，最久 {worst:.0f} 毫秒）",
    "by window:": "各玻璃窗：",
    "{name} {wins}/{games} ({rate:.0f}%, 95% CI {low:.0f}-{high:.0f}%), mean {mean:.1f}":
        "{name} {wins}/{games} 勝（{rate:.0f}%，95% 信賴區間 {low:.0f}-{high:.0f}%），平均 {mean:.1f} 分",
    "  {window}: {players}": "  {window}：{players}",
    # replay
    "{file}: replays to its snapshot": "{file}：重播結果與存檔中的快照相符",
    "window: {name} ({id})": "玻璃窗：{name}（{id}）",
    "seats: {names}": "座位：{names}",
    "objectives: {names}": "公共目標：{names}",
    "over after {rounds} rounds and {actions} actions": "{rounds} 輪、{actions} 個動作後結束",
    "  {place}. {name} {total} (public {public}, private {private}, tools {tools}, broken/empty "
    "{broken}, extra {extra}, starting tools {starting}{tie})":
        "  {place}. {name} {total} 分（公共目標 {public}，個人目標 {private}，工具 {tools}，"
        "破損與未被填滿的欄位 {broken}，其他分數 {extra}，起始工具數量 {starting}{tie}）",
    "round {round} of {rounds}, {actions} actions; next: {seat} {next}":
        "第 {round} 輪（共 {rounds} 輪），{actions} 個動作；接下來：{seat}{next}",
    "rules edition {edition}": "規則第 {edition} 版",
    " (older rules: the game is played by them to its end)": "（較舊的規則：這局遊戲依這些規則玩到結束）",
    "drafts a die": "選擇骰子",
    "fills a space with the drafted die": "用選擇的骰子填滿一個欄位",
    "constructs a Cathedral Board space": "建造一個聖家堂圖板欄位",
    "keeps or discards their Flourish Cards": "保留或棄掉花飾卡",
    "nobody (the game is over)": "沒有人（遊戲已結束）",
    "{prog}: {problem}": "{prog}：{problem}",
    "unknown language {value!r}; choose one of: en, zh_TW": "沒有語言 {value!r}；可選擇：en、zh_TW",
    # review
    "--seat {seat}: no seat has that number or name (seats: {seats})":
        "--seat {seat}：沒有這個號碼或名稱的座位（座位：{seats}）",
    "judging {name}'s turns: {done} of {total}": "正在評判{name}的回合：{total} 個中的第 {done} 個",
    "{name} (a person)": "{name}（玩家）",
    "{name} (computer, {level})": "{name}（電腦，{level}）",
    "Easy": "簡單",
    "Medium": "中等",
    "Hard": "困難",
    "Expert": "專家",
    "Greedy": "貪婪",
    "Random": "隨機",
    "seats: {seats}": "座位：{seats}",
    "the game is over after {rounds} rounds": "遊戲已在 {rounds} 輪後結束",
    "the game is in round {round} of {rounds} (not finished)":
        "遊戲在 {rounds} 輪中的第 {round} 輪（尚未結束）",
    "{name}'s turns, judged by Hard ({simulations} sampled games for its pick, {samples} for "
    "each cost):":
        "{name}的回合，由困難電腦玩家評判（它的選擇抽樣 {simulations} 局，每個回合的失分抽樣 "
        "{samples} 局）：",
    "{name}: {summary}": "{name}：{summary}",
    # content check
    "Content in {root} has {count} problem(s):": "{root} 中的遊戲內容有 {count} 個問題：",
    "Content in {root} is valid.": "{root} 中的遊戲內容有效。",
    ":": "：",
    "Campaign windows": "劇情玻璃窗",
    "Booster windows": "擴充包玻璃窗",
    "Story Cards": "故事卡",
    "Envelopes": "信封",
    "Tool Cards": "工具卡",
    "Public objectives": "公共目標",
    "Private objectives": "個人目標",
    "Abilities": "能力",
    "Family Crest abilities": "家徽能力",
    "Dedication Abilities": "奉獻能力",
    "Market tracks": "市場軌道",
    "Magic Square spaces": "魔方陣欄位",
    "Public objectives by set": "各組公共目標",
    "Abilities by type": "各類能力",
    "Magic Square by number": "魔方陣各數字",
    "Translated ({language})": "已翻譯（{language}）",
    "base": "基本",
    "rivalry": "競逐",
    "strife": "紛爭",
    "color": "顏色",
    "flip": "翻轉",
    "placement": "放置",
    "value": "數值",
    "M{number} x{count}": "M{number} {count} 個",
    "{done} of {total} texts": "{total} 則文字中的 {done} 則",
    # print
    "--seat {seat}: there are seats 1 to {count}": "--seat {seat}：座位只有 1 到 {count}",
    "print journal needs --save FILE, --campaign FILE or --window ID":
        "print journal 需要 --save 檔案、--campaign 檔案或 --window 編號",
    "--svg prints one window: give --window ID, --save FILE or --campaign FILE":
        "--svg 只印出一片玻璃窗：請給 --window 編號、--save 檔案或 --campaign 檔案",
    "print campaign-book needs --campaign FILE": "print campaign-book 需要 --campaign 檔案",
    "print journal-cover takes --campaign FILE, or nothing for blank covers":
        "print journal-cover 需要 --campaign 檔案；不給則印出空白封面",
    "--svg prints a window: use it with journal or blank-journal":
        "--svg 印出的是玻璃窗：請搭配 journal 或 blank-journal 使用",
    "--out {out}: an SVG is a window's picture (journal or blank-journal); give a .pdf name "
    "for this sheet":
        "--out {out}：SVG 是玻璃窗的圖（journal 或 blank-journal）；這張表單請用 .pdf 檔名",
    "--svg writes an SVG picture: give --out a name ending in .svg, not {out}":
        "--svg 會寫出 SVG 圖：請給 --out 一個以 .svg 結尾的檔名，而不是 {out}",
    "the game's content cannot be read: {error}": "無法讀取遊戲內容：{error}",
    "no window with id {window!r} (known windows: {known})":
        "沒有編號為 {window!r} 的玻璃窗（已知的玻璃窗：{known}）",
    "{path}: no such file": "{path}：找不到這個檔案",
    "--out {out}: that is the input file {given}; printing over it would destroy it (choose "
    "another name)":
        "--out {out}：這是輸入的檔案 {given}；覆寫會毀掉它（請換一個檔名）",
    "--out {out}: is a folder; give a file name": "--out {out}：這是資料夾；請給檔名",
    "--out {out}: the folder {folder} does not exist": "--out {out}：資料夾 {folder} 不存在",
    "{out}: cannot be written: {error}": "{out}：無法寫入：{error}",
    # saved games and campaigns (saves/game_file.py, campaign/campaign_file.py)
    "{path}: cannot be saved: a name holds a broken character": "{path}：無法存檔：名稱中有損壞的字元",
    "{path}: cannot be saved: {error}": "{path}：無法存檔：{error}",
    "{path}: {error}": "{path}：這個存檔無法讀取：{error}",
    " (the file is left as it is; the previous save is in {bak})": "（檔案保持原狀；前一次的存檔在 {bak}）",
    " (the previous save is in {bak})": "（前一次的存檔在 {bak}）",
    " (the file is left as it is)": "（檔案保持原狀）",
    "{path}: cannot keep the old campaign: {error}": "{path}：無法保留舊的劇情：{error}",
    # the window designer's files (designer/design_file.py)
    "{path}: this window cannot be opened: {error}": "{path}：無法開啟這片玻璃窗：{error}",
    "{path}: the window cannot be saved: {error}": "{path}：無法儲存這片玻璃窗：{error}",
    "{prog}: error: {problem}": "{prog}：錯誤：{problem}",
    "none": "無",
    # files, folders, names and a second window of the program (issue 32)
    "--out: give the name of the file to write (it is empty)": "--out：請給要寫入的檔名（目前是空的）",
    "--out {out}: is a device or a socket, not a file; give a file name":
        "--out {out}：這是裝置或通訊端，不是檔案；請給檔名",
    "{path}: not saved: the campaign as it is now could not be read back ({error}); the file "
    "keeps its last save":
        "{path}：沒有存檔：劇情現在的狀態存了也讀不回來（{error}）；檔案保留上一次的存檔",
    "{path}: not saved: the game as it is now could not be read back ({error}); the file keeps "
    "its last save":
        "{path}：沒有存檔：遊戲現在的狀態存了也讀不回來（{error}）；檔案保留上一次的存檔",
    "it would read back as another campaign": "讀回來會是另一個劇情",
    "it would read back as another game": "讀回來會是另一場遊戲",
    "{path}: cannot be read: {error}": "{path}：無法讀取：{error}",
    "{path}: is a folder, not a saved game": "{path}：這是資料夾，不是存檔",
    "{path}: is not a file (a pipe, a device or a socket), not a saved game":
        "{path}：這不是檔案（是管道、裝置或通訊端），不是存檔",
    "{what} {text!r}: a name is empty (two commas together, or one at an end)":
        "{what} {text!r}：有一個名稱是空的（兩個逗號連在一起，或逗號在頭尾）",
}


def message(template: str, lang: str | None = None, **values: Any) -> str:
    """The message `template` (one of the keys of ZH_TW) in `lang` (the current language by
    default), with `values` filled in."""
    if chosen(lang) == "zh_TW":
        return spaced(ZH_TW.get(template, template).format(**values))
    return template.format(**values)

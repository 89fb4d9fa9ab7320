"""The command line's own messages in the language asked for: --lang zh_TW, or LANG / LC_ALL
naming zh_TW, words them in Traditional Chinese; otherwise English."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from sagrada_desktop.cli import main
from sagrada_desktop.wording import current_language, language_of_command, set_language


@pytest.fixture(autouse=True)
def english_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(key, raising=False)
    yield
    set_language("en")


def _usage_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    return capsys.readouterr().err


def test_a_bad_flag_value_is_worded_in_the_language_asked_for(capsys) -> None:  # type: ignore[no-untyped-def]
    err = _usage_error(["simulate", "--seats", "0"], capsys)
    assert "--seats must be 1 to 6, not 0" in err
    err = _usage_error(["--lang", "zh_TW", "simulate", "--seats", "0"], capsys)
    assert "--seats 必須介於 1 到 6，而不是 0" in err
    err = _usage_error(["--lang", "zh_TW", "simulate", "--bots", "nobody"], capsys)
    assert "沒有電腦玩家 'nobody'；可選擇：" in err


def test_the_environment_chooses_chinese(capsys, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    assert main(["print", "campaign-book", "--out", str(tmp_path / "b.pdf")]) == 2
    assert capsys.readouterr().err == ("sagrada-artisans print：錯誤："
                                       "print campaign-book 需要 --campaign 檔案\n")
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")  # LC_ALL comes first
    assert main(["print", "campaign-book", "--out", str(tmp_path / "b.pdf")]) == 2
    assert capsys.readouterr().err == ("sagrada-artisans print: error: "
                                       "print campaign-book needs --campaign FILE\n")


def test_a_bad_file_is_worded_in_both_languages(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    missing = str(tmp_path / "gone.json")
    out = str(tmp_path / "book.pdf")
    assert main(["print", "campaign-book", "--campaign", missing, "--out", out]) == 1
    assert f"{missing}: no such file" in capsys.readouterr().err
    assert main(["print", "campaign-book", "--campaign", missing, "--out", out,
                 "--lang", "zh_TW"]) == 1
    assert f"{missing}：找不到這個檔案" in capsys.readouterr().err
    err = _usage_error(["--lang", "zh_TW", missing], capsys)
    assert f"{missing}：找不到這個存檔" in err


def test_the_content_check_speaks_the_language(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "windows").mkdir()
    (tmp_path / "windows" / "bad.toml").write_text("this is = = not toml", encoding="utf-8")
    assert main(["content", "check", "--root", str(tmp_path)]) == 1
    assert f"Content in {tmp_path} has " in capsys.readouterr().out
    assert main(["--lang", "zh_TW", "content", "check", "--root", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"{tmp_path} 中的遊戲內容有 " in out and "個問題：" in out
    assert main(["--lang", "zh_TW", "content", "check"]) == 0
    assert "中的遊戲內容有效。" in capsys.readouterr().out


def test_the_language_of_a_command_line() -> None:
    env = {"LANG": "zh_TW.UTF-8"}
    assert language_of_command(["simulate"], env) == "zh_TW"
    assert language_of_command(["--lang", "en", "simulate"], env) == "en"
    assert language_of_command(["print", "journal", "--lang=zh_TW"], {}) == "zh_TW"
    assert language_of_command(["simulate"], {"LANG": "C"}) == "en"
    assert language_of_command(["simulate"], {"LC_ALL": "zh_Hant_TW", "LANG": "en_US"}) == "zh_TW"
    assert current_language() == "en"


def test_the_help_is_in_the_language_asked_for(capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit):
        main(["--lang", "zh_TW", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("用法：sagrada-artisans [選項]")
    for words in ("選項", "顯示這則說明後結束", "自行列印的表單（PDF），玻璃窗（SVG）",
                  "程式的語言：en（English）或"):
        assert words in out
    assert "usage" not in out and "show this help" not in out
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: sagrada-artisans [options]")
    assert "show this help message and exit" in out and "選項" not in out


@pytest.mark.parametrize("command", ["simulate", "tournament", "replay", "content", "print"])
def test_every_subcommand_help_is_in_chinese(command: str, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Every option's help line of every subcommand is worded: no English sentence is left
    (option names, metavars, choices and the product's name stay as they are)."""
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = capsys.readouterr().out
    assert out.startswith("用法：")
    helps = [line.split("  ")[-1] for line in out.splitlines()[1:] if line.strip()]
    english = [h for h in helps if re.search(r"\b(the|a|of|and|to|or|print|play)\b", h)]
    assert english == []
    assert "%%" not in out  # a per cent sign reads as one, in the description too


def test_the_tournament_help_says_per_cent_once(capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit):
        main(["--lang", "en", "tournament", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "(with a 95% confidence interval)" in out and "%%" not in out


def test_argparse_errors_are_in_chinese(capsys) -> None:  # type: ignore[no-untyped-def]
    err = _usage_error(["--lang", "zh_TW", "print", "poster", "--out", "x.pdf"], capsys)
    assert "sagrada-artisans print：錯誤：參數 sheet：無效的選擇：'poster'（可選擇：" in err
    err = _usage_error(["--lang", "zh_TW", "tournament"], capsys)
    assert "缺少以下必要的參數：--players" in err
    err = _usage_error(["tournament"], capsys)
    assert "error: the following arguments are required: --players" in err


def test_a_simulated_campaign_prints_in_chinese(capsys) -> None:  # type: ignore[no-untyped-def]
    """simulate --campaign in zh_TW: the games, the envelopes and what opened them (worded
    from the content, not the English an opening keeps) and the final table, in Chinese."""
    argv = ["simulate", "--campaign", "--seats", "2", "--bots", "random", "--seed", "3"]
    assert main(["--lang", "zh_TW", *argv]) == 0
    zh = capsys.readouterr().out.splitlines()
    assert main(argv) == 0
    en = capsys.readouterr().out.splitlines()
    assert len(zh) == len(en)
    assert zh[0].startswith("劇情：2 個家族") and zh[-1].startswith("勝者：")
    envelopes = [line for line in zh if line.startswith("信封 ")]
    assert envelopes and any("輪結束" in line for line in envelopes)
    assert any(line.startswith("信封 1：") for line in envelopes)
    family_names = re.compile(r"Amat|Batlló|random")
    english = [line for line in zh if re.search(r"[A-Za-z]{3,}", family_names.sub("", line))]
    assert english == []
    assert any("end of round" in line for line in en)


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "2", "--seats", "2", "--bots", "easy,medium"],
    ["tournament", "--players", "medium,easy", "--games", "2", "--seed", "3"],
])
def test_results_of_games_are_printed_in_chinese(argv: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    """simulate's and tournament's result lines in zh_TW: only seat names (Bot 1), player
    kinds and window ids, which are given on the command line or are names, stay in letters."""
    assert main(["--lang", "zh_TW", *argv]) == 0
    out = capsys.readouterr().out
    assert "勝" in out and "局" in out
    left = re.sub(r"Bot \d|\b(easy|medium|w\d\d)\b", "", out)
    assert re.findall(r"[A-Za-z]{2,}", left) == []
    assert main(["--lang", "en", *argv]) == 0
    assert re.search(r"\b(wins?|winner)\b", capsys.readouterr().out)


def test_the_content_summary_is_in_chinese(capsys) -> None:  # type: ignore[no-untyped-def]
    """content check's summary in zh_TW: labels worded, values lined up by display width
    (content ids such as base, color, M1 stay as they are)."""
    assert main(["--lang", "zh_TW", "content", "check"]) == 0
    rows = capsys.readouterr().out.splitlines()[1:]
    labels = [row.split("：")[0].strip() for row in rows]
    assert labels[:2] == ["劇情玻璃窗", "擴充包玻璃窗"] and "已翻譯（zh_TW）" in labels
    assert not any(re.search(r"[A-Za-z]{2,}", label.replace("zh_TW", "")) for label in labels)
    assert "則文字中的" in rows[-1]
    def width(text: str) -> int:
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)

    assert {width(row) for row in rows[:12]} == {33}  # the counts stand in one column

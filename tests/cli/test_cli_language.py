"""The command line's own messages in the language asked for: --lang zh_TW, or LANG / LC_ALL
naming zh_TW, words them in Traditional Chinese; otherwise English."""

from __future__ import annotations

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
    assert capsys.readouterr().err == ("sagrada-artisans print: 錯誤: "
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

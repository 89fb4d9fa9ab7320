"""The command line in 繁體中文, every line of it: replay's summary, content check's counts,
simulate's and tournament's results (seats, player kinds, the window) and its messages on
stderr are Chinese, set full-width (tests/wording/zh_style.py); the help pages' headings end in
the full-width colon; and --lang is one option with one rule: before or after the subcommand's
name, for every subcommand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sagrada_desktop.cli import main
from tests.wording.zh_style import avoided_in, avoided_words, punctuation_faults

from .test_cli_language import english_after  # noqa: F401 (autouse: no LANG, English after)

ENGLISH = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture(scope="module")
def saved_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished two-seat game on window 3, saved."""
    import random

    from sagrada_desktop.content import load_content
    from sagrada_desktop.engine import GameSetup, SeatSetup, apply, legal_actions, new_game
    from sagrada_desktop.saves import save_game

    content = load_content()
    setup = GameSetup(window=content.windows["w03"].design, seed=3, start_seat=0,
                      public_objectives=("border-mosaic", "brightest-window", "color-diagonals"),
                      seats=(SeatSetup("Ana"), SeatSetup("Berta")))
    state, rnd, actions = new_game(setup), random.Random(3), []
    while not state.is_over:
        action = rnd.choice(legal_actions(state))
        actions.append(action)
        state = apply(state, action)
    path = tmp_path_factory.mktemp("cli") / "game.sagrada.json"
    save_game(path, setup, actions, state)
    return path


def _faults(text: str) -> list[str]:
    """The Chinese setting's faults; the spaces that line a table's values up in a column
    after its labels ('劇情玻璃窗：      10') are layout, not a stray space."""
    text = re.sub(r"：( {2,}|\s*$)", "：", text, flags=re.MULTILINE)
    words = avoided_words()
    return [f for line in text.splitlines() for f in punctuation_faults(line) + avoided_in(line, words)]


def _english(text: str, allowed: tuple[str, ...] = ()) -> list[str]:
    for word in sorted(allowed, key=len, reverse=True):
        text = text.replace(word, " ")
    return ENGLISH.findall(text)


def test_replay_summarises_in_chinese(saved_game: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["replay", str(saved_game), "--lang", "zh_TW"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[1] == "玻璃窗：玫瑰念珠迴廊（w03）"
    assert lines[2] == "座位：Ana、Berta"
    assert lines[4].endswith("個動作後結束")
    assert "公共目標" in lines[5] and "破損與未被填滿的欄位" in lines[5]
    objectives = ("border-mosaic", "brightest-window", "color-diagonals")
    assert _english(out, (str(saved_game), "Ana", "Berta", "w03", *objectives)) == []
    assert _faults(out) == []


def test_content_check_words_its_sets_and_kinds(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["content", "check", "--lang", "zh_TW"]) == 0
    out = capsys.readouterr().out
    assert "基本 13、競逐 6、紛爭 6" in out and "顏色 12、翻轉 4、放置 4、數值 9" in out
    assert "M10 2 個" in out
    body = out.split("\n", 1)[1]
    assert _english(body, ("zh_TW",)) == []
    assert _faults(body) == []


@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "2", "--seats", "2", "--bots", "easy,greedy"],
    ["tournament", "--players", "hard,medium", "--games", "2", "--seed", "3"],
])
def test_results_of_games_have_no_english_left(argv: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    """No 'Bot 1', 'greedy', '->', 'hard', 'medium' or 'w01' in Chinese: the seats are 電腦 1,
    the kinds 簡單, 中等, 困難, 貪婪, the window its name."""
    assert main([*argv, "--lang", "zh_TW"]) == 0
    out = capsys.readouterr().out
    assert _english(out) == [] and "->" not in out
    assert _faults(out) == []
    assert ("電腦 1" in out) if argv[0] == "simulate" else ("困難" in out and "地下聖堂之燈" in out)


@pytest.mark.parametrize("command", ["simulate", "tournament", "replay", "content", "print"])
def test_every_help_heading_ends_with_the_full_width_colon(command: str, capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit):
        main([command, "--help", "--lang", "zh_TW"])
    out = capsys.readouterr().out
    headings = [line for line in out.splitlines() if line and not line.startswith(" ")
                and line.rstrip().endswith((":", "："))]
    assert headings and all(h.endswith("：") for h in headings), headings
    assert "選項：" in out and "選項:" not in out
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "options:" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [
    ["content", "check"], ["simulate", "--games", "1", "--seats", "2"],
    ["tournament", "--players", "medium,easy", "--games", "2"],
    ["print", "scorecard", "--out", "{out}"], ["replay", "{game}"],
])
def test_lang_goes_before_or_after_the_subcommand(argv: list[str], capsys, tmp_path: Path,
                                                  saved_game: Path) -> None:
    argv = [a.format(out=tmp_path / "s.pdf", game=saved_game) for a in argv]
    outputs = []
    for line in (["--lang", "zh_TW", *argv], [*argv, "--lang", "zh_TW"],
                 [*argv[:1], "--lang", "zh_TW", *argv[1:]] if argv[0] != "content"
                 else ["content", "--lang", "zh_TW", *argv[1:]]):
        assert main(line) == 0, line
        out = capsys.readouterr().out
        if argv[0] == "print":
            from tests.printing.pdf_checks import words

            out = words((tmp_path / "s.pdf").read_bytes())
        assert re.search(r"[\u4e00-\u9fff]", out), line
        outputs.append(re.sub(r"\d+(\.\d+)? 毫秒", "", out))
    assert outputs[0] == outputs[1] == outputs[2]


def test_a_bad_language_is_one_message_wherever_it_goes(capsys) -> None:  # type: ignore[no-untyped-def]
    for argv in (["--lang", "fr", "content", "check"], ["content", "check", "--lang", "fr"],
                 ["print", "scorecard", "--out", "x.pdf", "--lang", "fr"]):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 2
        assert "unknown language 'fr'; choose one of: en, zh_TW" in capsys.readouterr().err


def test_stderr_messages_are_chinese(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    missing = tmp_path / "gone.json"
    assert main(["replay", str(missing), "--lang", "zh_TW"]) == 1
    assert capsys.readouterr().err == f"replay：{missing}：找不到這個檔案\n"
    assert main(["print", "journal", "--window", "nope", "--out", str(tmp_path / "j.pdf"),
                 "--lang", "zh_TW"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("sagrada-artisans print：沒有編號為 'nope' 的玻璃窗"), err
    assert main(["--lang", "zh_TW", "--screenshot", str(tmp_path / "no" / "a.png")]) == 1
    assert capsys.readouterr().err.startswith("sagrada-artisans：--screenshot ")

"""Choosing the language: the system's (LC_ALL, LC_MESSAGES, LANG), --lang on the command line,
Settings → Language; a switch while a game is in progress keeps the game (the same session, the
die in hand, whose Private Objective is on show); a save written in one language loads in the
other; counted words in both languages; the bundled CJK font as every family's fallback."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtGui import QFont, QRawFont
from PySide6.QtWidgets import QApplication

from sagrada_desktop import cli
from sagrada_desktop.engine import DraftDie, FillSpace
from sagrada_desktop.ui.common.i18n import resolve, system_language, translators
from sagrada_desktop.ui.common.plural import coins, place, tool_cards
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.common.style import cjk_fallback
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.ui.screens import choose_language

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    translators().install("en")
    qapp.processEvents()


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "zh_TW.UTF-8"}, "zh_TW"),
    ({"LC_ALL": "zh_HK.UTF-8", "LANG": "en_US.UTF-8"}, "zh_TW"),
    ({"LC_ALL": "en_GB.UTF-8", "LANG": "zh_TW.UTF-8"}, "en"),   # LC_ALL wins
    ({"LC_MESSAGES": "zh_TW", "LANG": "en_US"}, "zh_TW"),
    ({"LC_ALL": "C", "LANG": "zh_TW.UTF-8"}, "en"),
    ({"LANG": "zh_CN.UTF-8"}, "en"),   # no Simplified Chinese: English
    ({"LANG": "de_DE.UTF-8"}, "en"),
])
def test_the_system_language_follows_lc_all_then_lang(env, expected):
    assert system_language(env) == expected
    assert resolve("system", env) == expected
    assert resolve("en", env) == "en" and resolve("zh_TW", env) == "zh_TW"


def test_a_bad_lang_is_refused_with_exit_2(capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["--lang", "fr"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "--lang" in err and "'fr'" in err and "zh_TW" in err


def test_counted_words_and_places_in_both_languages():
    assert (coins(1), coins(3), tool_cards(1), tool_cards(2)) == (
        "1 coin", "3 coins", "1 Tool Card", "2 Tool Cards")
    assert (place(1), place(2), place(4)) == ("1st", "2nd", "4th")
    assert translators().install("zh_TW")
    assert (coins(1), coins(3), tool_cards(2)) == ("1 枚錢幣", "3 枚錢幣", "2 張工具卡")
    assert (place(1), place(4)) == ("第 1 名", "第 4 名")


def _window(qtbot) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), None, [("Window 1: Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def test_switching_language_keeps_the_game_in_progress(qtbot):
    window = _window(qtbot)
    window.start.seat_editor.set_kinds(["person", "person"])
    window.start.start_button.click()
    session = window.session
    old_screen = window.game_screen
    old_screen.handover.button.click()
    session.play(DraftDie(session.state.pool[0]))
    state, actions = session.state, list(session.actions)
    assert window.start.free_button.text() == "Free play"
    choose_language(qtbot, window, "zh_TW")
    assert translators().language == "zh_TW"
    screen = window.game_screen
    assert screen is not old_screen and window.stack.currentWidget() is screen
    assert window.session is session and session.state is state and session.actions == actions
    assert session.state.in_hand is not None  # the die is still in hand
    assert not screen.handover.isVisible()    # the same player still sits at the screen
    assert screen.revealed_seat == session.state.active_seat
    assert CJK.search(screen.notice.text()), screen.notice.text()
    assert window.start.free_button.text() == "自由遊戲"
    cells = sorted(session.legal_cells())
    assert screen.choose_space(*cells[0])     # the game goes on in the new screen
    choose_language(qtbot, window, "en")
    assert window.start.free_button.text() == "Free play"
    assert window.session is session and len(session.actions) == len(actions) + 1


def test_a_save_written_in_one_language_loads_in_the_other(qtbot, tmp_path):
    window = _window(qtbot)
    window.start.seat_editor.set_kinds(["person", "person"])
    window.start.start_button.click()
    session = window.session
    window.game_screen.handover.button.click()
    session.play(DraftDie(session.state.pool[0]))
    session.play(FillSpace(*sorted(session.legal_cells())[0]))
    choose_language(qtbot, window, "zh_TW")
    path = tmp_path / "game.sagrada.json"
    window.save_to(path)
    choose_language(qtbot, window, "en")
    loaded = window.load_from(path)
    assert loaded.state == session.state
    window.save_to(tmp_path / "english.sagrada.json")
    choose_language(qtbot, window, "zh_TW")
    again = window.load_from(tmp_path / "english.sagrada.json")
    assert again.state == loaded.state
    assert window.statusBar().currentMessage().startswith("已載入")


def test_the_bundled_cjk_font_is_the_fallback_of_every_family(qapp):
    family = cjk_fallback(QApplication.instance())
    assert family is not None
    assert family in QApplication.font().families()
    for name in ("Sagrada Heading", "sans-serif", QApplication.font().families()[0]):
        assert family.lower() in [f.lower() for f in QFont.substitutes(name)] or name == family
    assert QRawFont.fromFont(QFont(family)).supportsCharacter(ord("聖"))


def test_chinese_shows_with_no_cjk_font_on_the_machine(tmp_path):
    """A machine with no fonts of its own (fontconfig finds none): the program's own font
    carries the Chinese words."""
    conf = tmp_path / "fonts.conf"
    conf.write_text("<?xml version='1.0'?><!DOCTYPE fontconfig SYSTEM 'fonts.dtd'>"
                    f"<fontconfig><cachedir>{tmp_path}/cache</cachedir></fontconfig>")
    script = textwrap.dedent("""
        from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QRawFont
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from sagrada_desktop.ui.common.style import apply_style, CJK_FONT
        before = [f for f in QFontDatabase.families() if "Micro Hei" in f]
        apply_style(app)
        family = [f for f in app.font().families() if "Micro Hei" in f]
        raw = QRawFont.fromFont(QFont(family[0]))
        print(before, family, raw.supportsCharacter(ord("聖")), raw.supportsCharacter(ord("繁")))
    """)
    env = {**os.environ, "FONTCONFIG_FILE": str(conf), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=120, check=True).stdout
    assert out.strip().startswith("[] ['WenQuanYi Micro Hei'") and out.strip().endswith(
        "True True"), out

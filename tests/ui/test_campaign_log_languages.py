"""The campaign book's log and tie-break notes in the language being shown, whatever language
the campaign was saved in: a campaign saved in English mode reads in Chinese once the program
shows Chinese, and a campaign saved before the log was data (schema 1, English lines) still
opens, its old lines shown as they were."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import (
    CAMPAIGN_SCHEMA_VERSION,
    computer_answer,
    decide,
    new_campaign,
    pending_decision,
    play,
    save_campaign,
)
from sagrada_desktop.campaign.families import FamilySetup
from sagrada_desktop.campaign.log_entries import PlainText
from sagrada_desktop.campaign.log_words import log_line
from sagrada_desktop.engine import Color, TieBreak
from sagrada_desktop.ui.campaign.book_dialog import BookDialog
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow

OLD_SAVE = Path(__file__).parents[1] / "campaign" / "fixtures" / "campaign_v1_ties_and_log.json"
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def english_then_back(qapp):
    translators().install("en")
    yield
    translators().install("en")
    qapp.processEvents()


def _window(qtbot, tmp_path: Path) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(tmp_path), [])
    qtbot.addWidget(window)
    window.show()
    return window


def _played_to_window_2(seed: int = 19):
    """Window 1 played by computer players and its End of Game done: the Market of window 2's
    setup is behind, Tool Cards were bought, envelopes opened, Legacy Points given."""
    content = catalogue.content()
    c = new_campaign(content, [FamilySetup("Amat", Color.RED), FamilySetup("Batlló", Color.BLUE)],
                     seed)
    while not (c.window == 1 and c.stage == "game"):
        d = pending_decision(c, content)
        if d is not None:
            c = decide(c, content, computer_answer(c, content, d))
        else:
            state = c.game_state
            assert state is not None
            c = play(c, content, make_player("random", 100 + state.active_seat).choose(state))
    return c


def _book_log(window: MainWindow, path: Path) -> tuple[list[str], str]:
    session = window.campaign.continue_campaign(path)
    assert session is not None
    dialog = BookDialog(session, window)
    dialog.show()
    lines = list(dialog.book.log.lines)
    ties = dialog.book.ties.text()
    dialog.close()
    return lines, ties


def test_a_campaign_saved_in_english_shows_its_log_in_chinese(qtbot, tmp_path,
                                                               english_then_back):
    campaign = _played_to_window_2()
    path = tmp_path / "campaign.json"
    save_campaign(path, campaign)  # saved while the program shows English
    window = _window(qtbot, tmp_path)
    english, _ = _book_log(window, path)
    assert "Window 1: Lamp of the Crypt (1884)" in english
    assert any("gains the Tool Card" in line for line in english)
    assert translators().install("zh_TW")
    chinese, _ = _book_log(window, path)
    assert len(chinese) == len(english)
    assert "玻璃窗 1：地下聖堂之燈（1884）" in chinese
    assert any("獲得工具卡「" in line for line in chinese)
    assert any("傳承分數（玻璃窗 1 的第 1 名）" in line for line in chinese)
    assert any(line.startswith("打開信封 1：門上的家徽（") for line in chinese)
    left = [line for line in chinese if not CJK.search(line)]
    assert not left, f"log lines with no Chinese: {left}"
    for english_word in ("gains", "Envelope", "Story Card", "Legacy Point", "Market"):
        assert not any(english_word in line for line in chinese), english_word


def test_an_old_campaign_save_opens_with_its_lines_as_they_were(qtbot, tmp_path,
                                                                 english_then_back):
    old = json.loads(OLD_SAVE.read_text(encoding="utf-8"))
    assert old["schema_version"] == 1 and all(isinstance(x, str) for x in old["campaign"]["log"])
    path = tmp_path / "old.json"
    shutil.copyfile(OLD_SAVE, path)
    window = _window(qtbot, tmp_path)
    assert translators().install("zh_TW")
    lines, ties = _book_log(window, path)
    campaign = window.campaign.session.campaign
    assert all(isinstance(e, PlainText) for e in campaign.log)
    assert [log_line(e, lang="en") for e in campaign.log] == old["campaign"]["log"]
    # grouped by window as before; the old English lines, read back as what they say
    # (campaign/old_log_lines.py), are shown in the reader's language
    assert "玻璃窗 1：地下聖堂之燈（1884）" in lines
    assert "Amat 獲得工具卡「原尺寸圖板」。" in lines
    # the tie-break notes were data-worthy: they now read in Chinese
    after = campaign.after
    assert after is not None
    assert [s.tie_break for s in after.scores] == [TieBreak(25, "legacy-points")] * 2
    assert campaign.families[0].journal[-1].score.tie_break == TieBreak(25, "legacy-points")
    assert campaign.families[0].journal[0].score.tie_break is None
    assert "4 分同分，依上一片玻璃窗的名次優先" in ties
    # saved again, it is written in the current schema and reads back the same
    session = window.campaign.session
    session.save()
    again = json.loads(path.read_text(encoding="utf-8"))
    assert again["schema_version"] == CAMPAIGN_SCHEMA_VERSION
    assert again["campaign"]["log"][0] == {"kind": "plain",
                                           "text": "Window 1: Lamp of the Crypt (1884)."}

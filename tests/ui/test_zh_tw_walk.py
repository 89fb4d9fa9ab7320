"""繁體中文 on every screen: the start page, a hot-seat free-play game (hand-over, a die on offer
and in hand, the tabs), the scoring table, Settings, Help, the export dialog, and a campaign
from its start screen through its story, game, scoring and between-games pages (Rewards, the
Magic Square, the Market, Cleanup) and the campaign book. Every visible text, tooltip and
accessible name is Chinese but for the allowed words (tests/ui/zh_walk.py), no label is
joined to its words by an ASCII ': ' (the full-width '：' instead), the Chinese is set as the
glossary's Style says (no ASCII comma, no space by full-width punctuation or between two
characters) and in its words (tests/wording/zh_style.py). A game with every Glory module
on is walked too, with only the content's Chinese texts allowed."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtWidgets import QWidget

from sagrada_desktop.content.translations import localize_content
from sagrada_desktop.engine import Color, DraftDie, Stage
from sagrada_desktop.ui.app import window_choice_label
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.dialogs import SettingsDialog
from sagrada_desktop.ui.common.export_dialog import ExportDialog
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.wording.zh_style import avoided_in, avoided_words, punctuation_faults

from .campaign_helpers import (
    SEED,
    answer,
    buy_and_refuse,
    campaign_at,
    open_campaign,
    play_game,
    read_stories,
)
from .test_hot_seat import _person_turn
from .zh_walk import ascii_joins, content_words, english_left, visible_texts

CJK = re.compile(r"[\u3400-\u9fff]")
NAMES = ("Ana", "Berta", "Amat", "Batlló", "Rosa", "Jaume", "Pau", "The Red Lantern")
ROMAN_NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
                  "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX")  # card numbers


@pytest.fixture
def chinese(qapp):
    assert translators().install("zh_TW")
    yield
    translators().install("en")
    qapp.processEvents()


@pytest.fixture(scope="module")
def campaign_allowed() -> set[str]:
    # No screen shows a content text in English: only the content's zh_TW texts, the
    # players' names (and, in zh_walk.ALLOWED, the product name and key caps).
    shown = content_words(localize_content(catalogue.content(), "zh_TW"))
    return {t for t in shown if CJK.search(t)} | set(NAMES)


class Walk:
    """The screens seen so far and the English left on each."""

    def __init__(self, allowed: set[str]) -> None:
        self.allowed = allowed
        self.seen: list[str] = []
        self.english: list[tuple[str, str, list[str]]] = []
        self.colons: list[tuple[str, str]] = []
        self.faults: list[tuple[str, str]] = []  # Chinese setting and glossary words
        self.avoided = avoided_words()

    def look(self, name: str, widget: QWidget, skip: tuple[QWidget, ...] = ()) -> None:
        texts = visible_texts(widget, skip)
        assert texts, name
        self.seen.append(name)
        self.english += [(name, t, w) for t, w in english_left(texts, self.allowed)]
        self.colons += [(name, t) for t in ascii_joins(texts)]
        self.faults += [(name, fault) for t in texts
                        for fault in punctuation_faults(t) + avoided_in(t, self.avoided)]

    def check(self) -> None:
        lines = [f"{name}: {text[:90]!r} ({', '.join(words[:4])})"
                 for name, text, words in self.english]
        assert not lines, "English left on screen:\n" + "\n".join(lines)
        colons = [f"{name}: {text[:90]!r}" for name, text in self.colons]
        assert not colons, "An ASCII ':' join on screen:\n" + "\n".join(colons)
        faults = sorted({f"{name}: {fault}" for name, fault in self.faults})
        assert not faults, "Chinese set wrongly or off the glossary:\n" + "\n".join(faults)


def _window(qtbot, tmp_path) -> MainWindow:
    shared().update(pace="instant")
    windows = [(window_choice_label(c), c.design) for c in catalogue.free_play_windows()]
    window = MainWindow(shared(), Autosaver(tmp_path), windows)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.campaign.seed = SEED
    return window


def _undo_and_play_to_the_end(qtbot, window: MainWindow) -> None:
    """The die in hand given back, then every turn played as a person would, to the scoring."""
    screen, session = window.game_screen, window.session
    screen.confirm_loss = False
    screen.undo()
    while not session.state.is_over:
        if screen.handover.isVisible():
            screen.handover.button.click()
        _person_turn(screen)
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=5000)


def test_free_play_screens_and_dialogs_are_in_chinese(qtbot, tmp_path, chinese, campaign_allowed):
    walk = Walk(campaign_allowed | set(ROMAN_NUMERALS))
    window = _window(qtbot, tmp_path)
    walk.look("start: free play", window)
    window.start.solo_button.click()
    walk.look("start: solo", window)
    window.start.free_button.click()
    settings = SettingsDialog(shared(), window)
    settings.show()
    walk.look("settings", settings)
    settings.reject()
    help_dialog = window.help_dialog(1)
    rules = help_dialog.tabs.widget(0)  # the rules document: docs/rules.md, not the program's
    walk.look("help", help_dialog, skip=(rules,))
    help_dialog.close()
    start = window.start
    start.seat_editor.set_kinds(["person", "person"])
    start.start_button.click()
    screen = window.game_screen
    assert screen.handover.isVisible()
    walk.look("hot-seat hand-over", window)
    screen.handover.button.click()
    walk.look("game: a die on offer", window)
    session = window.session
    session.play(DraftDie(session.state.pool[0]))
    walk.look("game: a die in hand", window)
    export = ExportDialog(window.export_choices(), "A4", window)
    export.show()
    walk.look("export dialog", export)
    export.reject()
    _undo_and_play_to_the_end(qtbot, window)
    walk.look("scoring table", window)
    walk.check()


def test_campaign_screens_are_in_chinese(qtbot, tmp_path, chinese, campaign_allowed):
    walk = Walk(campaign_allowed)
    window = _window(qtbot, tmp_path)
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    walk.look("campaign start", window)
    start.editor.set_kinds(["person", "medium"])
    start.editor.rows[0][0].setText("Amat")
    start.start_button.click()
    screen = window.campaign.screen
    walk.look("campaign: intro story", window)
    book = window.campaign.show_book()
    assert book is not None
    walk.look("campaign book", book)
    book.close()
    read_stories(window)
    walk.look("campaign: game", window)
    play_game(qtbot, window)
    walk.look("campaign: scoring table", window)
    window.score_screen.again.click()
    session = window.campaign.session
    pages: list[str] = []
    for _ in range(80):
        if window.stack.currentWidget() is window.game_screen and session.game is not None:
            break
        page = screen.pages.currentWidget()
        name = type(page).__name__
        if name not in pages:
            pages.append(name)
            walk.look(f"campaign: {name}", window)
        answer(qtbot, window, page)
    assert {"MarketPage", "CleanupPage", "RewardsPage"} <= set(pages), pages
    walk.check()


def _person_decides(kind: str):
    return lambda campaign, decision: (decision is not None and decision.kind == kind
                                       and decision.family == 0)


def _page_of(qtbot, window: MainWindow, page: QWidget) -> None:
    """Click through the stories and envelopes on show until `page` is on screen."""
    screen = window.campaign.screen
    for _ in range(20):
        if screen.pages.currentWidget() is page:
            return
        assert screen.pages.currentWidget() is screen.story, type(screen.pages.currentWidget())
        screen.story.next.click()
        qtbot.wait(5)
    raise AssertionError(f"{type(page).__name__} is not shown")


def test_every_campaign_page_is_in_chinese(qtbot, tmp_path, chinese, campaign_allowed):
    """Each page of the campaign with the person's choice on it, opened where a campaign
    reaches it (played headless up to there): the Start Player, the Tool Box, the reward
    Tool Cards, the Magic Square, the Market (with a purchase refused), Cleanup, a computer
    family choosing, the End; and the start screen refusing two families of one name."""
    walk = Walk(campaign_allowed)
    window = _window(qtbot, tmp_path)
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    start.editor.set_kinds(["person", "person"])
    start.editor.rows[0][0].setText("Amat")
    start.editor.rows[1][0].setText("Amat")
    start.start_button.click()
    assert window.campaign.session is None and "兩個家族不能使用相同的名稱" in start.error.text()
    walk.look("campaign start: refused", window)
    pages = {"start-player": "start_player", "tool-box": "tool_box", "reward-tools": "rewards",
             "magic-square": "square", "market": "market", "masterpiece": "cleanup"}
    for kind, attr in pages.items():
        open_campaign(window, campaign_at(_person_decides(kind)))
        screen = window.campaign.screen
        page = getattr(screen, attr)
        _page_of(qtbot, window, page)
        walk.look(f"campaign: {type(page).__name__}", window)
        if kind == "market":
            _, refused = buy_and_refuse(window)
            assert refused.startswith("不允許：") and CJK.search(refused.split("：", 1)[1])
            walk.look("campaign: MarketPage, a purchase refused", window)
    computer = campaign_at(lambda c, d: d is not None and d.family == 1 and d.kind == "market")
    open_campaign(window, computer, pace_ms=60_000)
    screen = window.campaign.screen
    _page_of(qtbot, window, screen.waiting)
    walk.look("campaign: a computer family choosing", window)
    open_campaign(window, campaign_at(lambda c, d: c.is_over))
    screen = window.campaign.screen
    _page_of(qtbot, window, screen.end)
    walk.look("campaign: the end", window)
    book = window.campaign.show_book()
    assert book is not None
    for k in range(book.book.count()):
        book.book.setCurrentIndex(k)
        walk.look(f"campaign book at the end, page {k + 1}", book)
    # every Story Card read and every envelope opened, each shown on the Envelopes page
    pages = book.book
    pages.setCurrentIndex(next(k for k in range(pages.count()) if pages.tabText(k) == "信封"))
    items = pages.envelope_list.count()
    assert items >= 19 + 10
    for row in range(items):
        pages.envelope_list.setCurrentRow(row)
        walk.look(f"campaign book at the end, envelopes, item {row + 1}", pages.envelope_card)
    book.close()
    walk.check()
    shown = {name.split(": ")[1].split(",")[0] for name in walk.seen if name.startswith("campaign: ")}
    assert shown == {"StartPlayerPage", "ToolBoxPage", "RewardsPage", "MagicSquarePage",
                     "MarketPage", "CleanupPage", "a computer family choosing", "the end"}


def test_a_glory_game_is_in_chinese(qtbot, tmp_path, chinese, campaign_allowed):
    """Every Glory module on: the start screen's switches, the Flourish choice, the Glory and
    Objectives tabs (Strife Board and Tool, Pioneer Cards, Favor Tokens, the kept Flourish
    Cards), a gray die in hand with its effects, and the scoring table's Glory rows. Only the
    content's Chinese texts are allowed (no English content name or text), and card numerals."""
    # a Flourish pattern is drawn in letters too: A and B mark its two colours ('ABAB / BABA')
    patterns = {"".join(p) for n in range(2, 7) for p in itertools.product("AB", repeat=n)}
    walk = Walk(campaign_allowed | set(ROMAN_NUMERALS) | patterns)
    window = _window(qtbot, tmp_path)
    start = window.start
    for box in start.glory.boxes.values():
        box.setChecked(True)
    walk.look("start: Glory switches", window)
    start.seat_editor.set_kinds(["person", "person"])
    start.start_button.click()
    screen = window.game_screen
    session = window.session
    while session.state.stage is Stage.FLOURISH:
        if screen.handover.isVisible():
            screen.handover.button.click()
        assert screen.flourish_choice.isVisible()
        screen.flourish_choice.tiles[0].keep.setChecked(True)
        walk.look("game: Flourish choice", window)
        screen.flourish_choice.confirm.click()
    if screen.handover.isVisible():
        screen.handover.button.click()
    for i in range(screen.side_tabs.count()):
        screen.side_tabs.setCurrentIndex(i)
        walk.look(f"game: tab {i}", window)
    gray = next((d for d in session.state.pool if d.color is Color.GRAY), session.state.pool[0])
    session.play(DraftDie(gray))
    walk.look("game: a gray die in hand", window)
    _undo_and_play_to_the_end(qtbot, window)
    walk.look("scoring table with the Glory rows", window)
    walk.check()

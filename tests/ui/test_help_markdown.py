"""Every Help page, in English and in 繁體中文, renders its markdown: no `**`, `__`, stray `*`,
backtick or link syntax is left as text, and every phrase written in bold is bold on screen.

In CommonMark a closing `**` right after punctuation and right before a letter does not close
('**設置。**隨機' shows its stars), so the Chinese pages put the punctuation after the markers
('**設置**。隨機'). The pages are read the way a player opens them: Help > Rules and Help >
Tools and abilities of the main window (QTextBrowser.setMarkdown). The Chinese rules page has
the English page's shape, block by block: a wrapped line that starts with '+ 1' or '2.' makes a
list nobody wrote, and shows as one page differing from the other."""

from __future__ import annotations

import re

import attrs
import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTextBrowser

from sagrada_desktop.engine import new_game
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.content_words import card_name, card_text
from sagrada_desktop.ui.common.dialogs import HelpDialog, effects_markdown, rules_markdown
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import setup

LANGUAGES = ("en", "zh_TW")
LEFT_AS_TEXT = re.compile(r"\*|__|`|\]\(|\[[^\]\n]*\]")
BOLD = re.compile(r"\*\*(.+?)\*\*", re.DOTALL)


@pytest.fixture(params=LANGUAGES)
def language(request, qapp):
    assert translators().install(request.param)
    yield request.param
    translators().install("en")
    qapp.processEvents()


def _one_line(text: str) -> str:
    return " ".join(text.replace("\u2028", " ").split())


def bold_runs(document: QTextDocument) -> str:
    """The document's bold text, each run on its own line (a soft line break read as a space)."""
    runs: list[str] = []
    block = document.begin()
    while block.isValid():
        it = block.begin()
        line = ""
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().font().bold():
                line += fragment.text()
            else:
                runs.append(line)
                line = ""
            it += 1
        runs.append(line)
        block = block.next()
    return "\n".join(_one_line(r) for r in runs if r.strip())


def markdown_left(document: QTextDocument) -> list[str]:
    """Lines of the shown text that still hold markdown (markers, code ticks, link syntax)."""
    return [line for line in document.toPlainText().splitlines() if LEFT_AS_TEXT.search(line)]


def unbold(source: str, document: QTextDocument) -> list[str]:
    """Phrases the markdown writes in bold that are not bold on screen."""
    shown = bold_runs(document)
    return [p for p in (_one_line(m) for m in BOLD.findall(source)) if p not in shown]


def _pages(dialog: HelpDialog) -> list[QTextDocument]:
    browsers = [dialog.tabs.widget(i) for i in range(dialog.tabs.count())]
    assert all(isinstance(b, QTextBrowser) for b in browsers)
    return [b.document() for b in browsers if isinstance(b, QTextBrowser)]


def test_the_help_pages_a_player_opens_render_their_markdown(qtbot, tmp_path, language) -> None:
    window = MainWindow(shared(), Autosaver(tmp_path), [])
    qtbot.addWidget(window)
    dialog = window.help_dialog(0)
    rules, tools = _pages(dialog)
    source = rules_markdown()
    assert markdown_left(rules) == []
    assert markdown_left(tools) == []
    assert len(BOLD.findall(source)) > 60
    assert unbold(source, rules) == []
    shown = bold_runs(rules).splitlines()
    if language == "zh_TW":
        assert "設置" in shown and "決定" in shown  # '**設置**。隨機…', '**決定**：玩家…'
        assert "**設置。**" not in source
    else:
        assert "Setup." in shown and "Decision:" in shown
    dialog.close()


def test_every_tool_and_ability_page_renders_its_markdown(qtbot, language) -> None:
    """Help > Tools and abilities during a game on each of the content's windows, with every
    ability and Tool Card of the content (an envelope may reveal any of them)."""
    content = catalogue.content()
    abilities = [(card_name(a), card_text(a)) for a in content.abilities.values()]
    tools = [(card_name(t), card_text(t)) for t in content.tools.values()]
    for window in content.windows.values():
        state = new_game(attrs.evolve(setup(seats=2), window=window.design))
        effects = effects_markdown(state, abilities, tools)
        dialog = HelpDialog("", effects)
        qtbot.addWidget(dialog)
        page = _pages(dialog)[1]
        assert markdown_left(page) == []
        assert unbold(effects, page) == []
        names = bold_runs(page).splitlines()
        assert {card_name(a) for a in content.abilities.values()} <= set(names)
        boxes = window.design.tools[0].boxes
        sep = "、" if language == "zh_TW" else ", "  # a list of numbers in Chinese: '1、2'
        assert sep.join(map(str, boxes)) in page.toPlainText()
        dialog.close()


def shape(document: QTextDocument) -> list[str]:
    """Each block's kind: a heading and its level, a list item and its depth and bullet, or text."""
    kinds: list[str] = []
    block = document.begin()
    while block.isValid():
        level, items = block.blockFormat().headingLevel(), block.textList()
        if level:
            kinds.append(f"heading {level}")
        elif items is not None:
            kinds.append(f"item {items.format().indent()} {items.format().style().name}")
        else:
            kinds.append("text")
        block = block.next()
    return kinds


def test_the_chinese_rules_page_has_the_shape_of_the_english_one(qapp) -> None:
    pages = {}
    try:
        for lang in LANGUAGES:
            assert translators().install(lang)
            document = QTextDocument()
            document.setMarkdown(rules_markdown())
            pages[lang] = shape(document)
    finally:
        translators().install("en")
        qapp.processEvents()
    assert pages["en"].count("heading 2") > 5 and pages["en"].count("item 1 ListDisc") > 50
    assert pages["zh_TW"] == pages["en"]

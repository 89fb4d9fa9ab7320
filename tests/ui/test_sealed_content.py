"""Sealed means sealed: every screen (each widget's text, tooltip and accessible name, Help
included) and every print-out of a new campaign shows nothing that only a sealed envelope
reveals, nor any internal id; opening the envelopes one by one reveals exactly each one's own
content. Free play shows only what free play unlocks."""

from __future__ import annotations

import re

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableView,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QWidget,
)

from printing.campaign_sheets import opened_windows
from printing.documents import blank_journal_pdf
from sagrada_desktop.campaign import FamilySetup, new_campaign, visible_content
from sagrada_desktop.campaign.unlocks import open_envelope
from sagrada_desktop.ui.campaign.campaign_export import export_campaign_pdf
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.dialogs import effects_markdown
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow
from tests.campaign.sealed_words import envelope_words, window_ability_words
from tests.printing.pdf_checks import words as pdf_words

CONTENT = catalogue.content()


def texts(root: QWidget) -> list[str]:
    """Every string a person can read or hear from this widget and all its children."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.whatsThis()]
        if isinstance(w, QLabel | QAbstractButton | QLineEdit):
            out.append(w.text())
        if isinstance(w, QTextBrowser):
            out.append(w.toPlainText())
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
            out += [w.tabToolTip(i) for i in range(w.count())]
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QListWidget):
            out += [t for i in range(w.count()) for t in (w.item(i).text(), w.item(i).toolTip())]
        if isinstance(w, QTreeWidget):
            items = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
            while items:
                item = items.pop()
                out += [item.text(c) for c in range(item.columnCount())]
                out += [item.toolTip(c) for c in range(item.columnCount())]
                items += [item.child(k) for k in range(item.childCount())]
        if isinstance(w, QTableView) and w.model() is not None:
            m = w.model()
            for r in range(m.rowCount()):
                for c in range(m.columnCount()):
                    index = m.index(r, c)
                    out += [str(index.data()), str(index.data(3) or "")]  # text, tooltip
    return [t for t in out if t]


def sealed_at_start() -> set[str]:
    """What a new campaign must not show: every envelope's own words (they are all sealed
    before window 1 is played) and the abilities of windows not reached yet."""
    words = set()
    for e in CONTENT.envelopes:
        words |= envelope_words(e, CONTENT)
    for w in list(CONTENT.windows)[1:]:
        words |= window_ability_words(w, CONTENT)
    return words


def internal_ids() -> set[str]:
    c = CONTENT
    return (set(c.abilities) | set(c.tools) | set(c.envelopes) | set(c.story_cards)
            | set(c.windows) | set(c.booster_windows) | set(c.market_tracks)
            | set(c.public_objectives))


def leaks(shown: str, words: set[str]) -> list[str]:
    return sorted(w for w in words if w in shown)


def ids_shown(shown: str) -> list[str]:
    return sorted(i for i in internal_ids() if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])",
                                                         shown))


def _begin(qtbot, tmp_path) -> MainWindow:
    shared().update(pace="instant")
    designs = [(f"Booster {c.number}: {c.design.name}", c.design)
               for c in catalogue.free_play_windows()]
    window = MainWindow(shared(), Autosaver(tmp_path), designs)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


def help_texts(window: MainWindow) -> list[str]:
    out = []
    for tab in (0, 1):
        dialog = window.help_dialog(tab)
        out += texts(dialog)
        dialog.close()
    return out


def test_free_play_help_shows_only_what_free_play_unlocks(qtbot, tmp_path):
    window = _begin(qtbot, tmp_path)
    shown = "\n".join(texts(window) + help_texts(window))
    assert leaks(shown, sealed_at_start()) == []
    for card in CONTENT.booster_windows.values():  # the booster windows' own abilities do show
        for rule in card.design.rules:
            if rule.ability is not None:
                assert rule.ability.name in shown
    assert ids_shown(shown) == []


def test_a_new_campaign_shows_nothing_sealed_on_any_screen_or_print_out(qtbot, tmp_path):
    window = _begin(qtbot, tmp_path)
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    start.editor.set_kinds(["person", "greedy"])
    start.editor.rows[0][0].setText("Amat")
    start.start_button.click()
    shown = texts(window)
    screen = window.campaign.screen
    while (window.stack.currentWidget() is screen
           and screen.pages.currentWidget() is screen.story):
        shown += texts(window)
        screen.story.next.click()
    assert window.game_screen is not None
    shown += texts(window) + help_texts(window)
    book = screen.book
    for k in range(book.count()):
        book.setCurrentIndex(k)
        shown += texts(book)
    for row in range(book.envelope_list.count()):
        book.envelope_list.setCurrentRow(row)
        shown += texts(book.envelope_card)
    session = window.campaign.session
    pdf = tmp_path / "campaign.pdf"
    export_campaign_pdf(session.campaign, session.content, pdf, "A4")
    shown.append(pdf_words(pdf.read_bytes()))
    journal = blank_journal_pdf(opened_windows(session.campaign, session.content))
    shown.append(pdf_words(journal))
    text = "\n".join(shown)
    assert "Procession" in text or "Window 1" in text or CONTENT.windows["w01"].design.name in text
    assert leaks(text, sealed_at_start()) == []
    assert ids_shown(text) == []


def shown_by_gate(campaign) -> str:
    """What the Help's Tools and abilities page and the campaign book's envelope list and
    campaign rules show, all read through visible_content() (the print-outs show no envelope
    content: the test above reads them)."""
    visible = visible_content(campaign, CONTENT)
    help_page = effects_markdown(None, [(a.name, a.text) for a in visible.abilities.values()],
                                 [(t.name, t.text) for t in visible.tools.values()])
    parts = [help_page, *visible.campaign_rules, *(e.title for e in visible.opened)]
    parts += [t.dedication.name for t in visible.market_tracks if t.dedication is not None]
    return "\n".join(parts)


def test_each_envelope_opened_reveals_exactly_its_own_content() -> None:
    families = [FamilySetup(n, c, n) for n, c in zip(("Amat", "Batlló", "Calvet", "Milà"),
                                                      CONTENT.family_colors, strict=True)]
    campaign = new_campaign(CONTENT, families, 1)
    envelopes = sorted(CONTENT.envelopes.values(), key=lambda e: e.number)
    still_sealed = {e.id: envelope_words(e.id, CONTENT) for e in envelopes}
    revealed: set[str] = set()
    for e in envelopes:
        assert leaks(shown_by_gate(campaign), set().union(*still_sealed.values())) == []
        campaign = open_envelope(campaign, e.id, CONTENT)
        own = still_sealed.pop(e.id)
        shown = shown_by_gate(campaign)
        newly = {w for w in own | set().union(*still_sealed.values()) if w in shown} - revealed
        assert newly == own - revealed, f"Envelope {e.number}"
        revealed |= own


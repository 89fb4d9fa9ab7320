"""The campaign in the desktop program, driven through the UI layer: a new campaign from the
start screen, a step from the end of a game through the rewards, the Magic Square and the
Market into the next game's setup, secrecy, autosave and resume, models, accessible names."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableView,
    QTreeWidget,
    QWidget,
)

from sagrada_desktop.campaign import (
    load_campaign,
    standings,
)
from sagrada_desktop.ui.app import _offer_resume
from sagrada_desktop.ui.campaign.widgets.journal_model import JournalModel
from sagrada_desktop.ui.campaign.widgets.legacy_table import LegacyTableModel
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.game.hosts import CampaignPlay
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW

from .campaign_helpers import (
    begin,
    between_games,
    crashed,
    main_window,
    play_game,
    play_until,
    read_stories,
)


def test_new_campaign_from_the_start_screen(qtbot, tmp_path):
    window = begin(main_window(qtbot, tmp_path))
    session = window.campaign.session
    assert [f.name for f in session.campaign.families] == ["Amat", "Batlló"]
    assert [p.kind for p in session.plans] == ["person", "medium"]
    screen = window.campaign.screen
    assert window.stack.currentWidget() is screen
    assert screen.story.card.kicker.text().startswith("Intro Story Card")
    assert (tmp_path / "campaigns" / "Amat-Batlló.json").is_file()
    assert read_stories(window) >= 1
    assert window.game_screen is not None and isinstance(window.host, CampaignPlay)
    assert window.session.state.setup.window.id == "w01"


def test_refused_families_show_the_reason(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path)
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    start.editor.rows[1][0].setText("Amat")
    start.start_button.click()
    assert "two families cannot share a name" in start.error.text()
    assert window.campaign.session is None


def test_a_campaign_step_from_game_end_through_the_market_into_the_next_game(qtbot, tmp_path):
    window = begin(main_window(qtbot, tmp_path))
    read_stories(window)
    play_game(qtbot, window)
    score = window.score_screen
    assert "Legacy Points" in score.rewards.text()
    assert score.again.text() == "Continue the campaign"
    last = window.statusBar().currentMessage()  # the game's last word (a turn, the end)
    assert last
    score.again.click()
    assert window.statusBar().currentMessage() != last  # gone with the game
    seen = between_games(qtbot, window, shop=True)
    assert "MarketPage" in seen and "refused" in seen and "CleanupPage" in seen
    campaign = window.campaign.session.campaign
    assert campaign.window == 1 and campaign.stage == "game"
    amat = campaign.families[0]
    assert amat.journal[0].masterpiece == "The Red Lantern"
    assert [m.name for m in amat.members] == ["Rosa", "Pau"]
    assert window.session.state.setup.window.id == "w02"
    saved = load_campaign(window.campaign.session.path, catalogue.content())
    assert saved == campaign


def _texts(root: QWidget) -> list[str]:
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, QLabel | QAbstractButton | QLineEdit):
            out.append(w.text())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        if isinstance(w, QTreeWidget):
            items = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
            while items:
                item = items.pop()
                out.append(item.text(0))
                items += [item.child(k) for k in range(item.childCount())]
        if isinstance(w, QTableView) and w.model() is not None:
            m = w.model()
            out += [str(m.index(r, c).data()) for r in range(m.rowCount())
                    for c in range(m.columnCount())]
    return out


def test_nothing_of_a_sealed_envelope_shows_in_the_campaign_screens(qtbot, tmp_path):
    window = begin(main_window(qtbot, tmp_path))
    read_stories(window)
    play_game(qtbot, window)
    window.score_screen.again.click()
    screen = window.campaign.screen
    session = window.campaign.session
    book = screen.book
    text = "\n".join(_texts(window))
    for k in range(book.count()):
        book.setCurrentIndex(k)
        text += "\n".join(_texts(book))
    for row in range(book.envelope_list.count()):
        book.envelope_list.setCurrentRow(row)
        text += "\n".join(_texts(book.envelope_card))
    opened = set(session.campaign.opened)
    sealed = [e for e in catalogue.content().envelopes.values() if e.id not in opened]
    assert sealed and opened
    for e in sealed:
        assert e.title not in text, e.title
        assert e.story.strip()[:60] not in text
        for line in e.contents:
            assert line not in text, line
    first = next(e for e in catalogue.content().envelopes.values() if e.id in opened)
    assert first.title in text  # opened ones do show


def test_autosave_after_every_turn_and_resume_after_a_crash(qtbot, tmp_path):
    window = begin(main_window(qtbot, tmp_path))
    read_stories(window)
    path = window.campaign.session.path
    play_until(qtbot, window,
                lambda: len(load_campaign(path, catalogue.content()).game.actions) >= 4, seed=1)
    saved = load_campaign(path, catalogue.content())
    assert not path.with_name(path.stem + ".seats.json").exists()  # plans are inside the file
    assert saved.game.actions == window.campaign.session.campaign.game.actions
    # a crash: the window is never closed; the next start offers the campaign back
    crashed(window)
    again = MainWindow(shared(), Autosaver(tmp_path), [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(again)
    _offer_resume(again, PlainQuestion)  # what the program does right after the first paint
    banner = again.campaign.banner
    assert banner is not None and "Amat-Batlló" in banner.findChild(QLabel).text()
    resume = next(b for b in banner.findChildren(QAbstractButton) if "Resume" in b.text())
    resume.click()
    resumed = again.campaign.session
    assert resumed.campaign == saved
    assert again.session is not None and again.session.state == saved.game_state
    assert [p.kind for p in resumed.plans] == ["person", "medium"]
    # free play now offers the campaign window reached
    assert again.start.window_combo.itemData(0).id == "w01"
    # a clean close leaves nothing to resume
    again.close()
    third = MainWindow(shared(), Autosaver(tmp_path), [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(third)
    _offer_resume(third, PlainQuestion)
    assert third.campaign.banner is None
    assert third.start.continue_button.isEnabled()
    third.start.continue_button.click()
    assert third.campaign.start_screen.saved_list.count() == 1
    assert "window 1 of 10" in third.campaign.start_screen.saved_list.item(0).text()


def test_models_and_accessible_names(qtbot, tmp_path, qtmodeltester):
    window = begin(main_window(qtbot, tmp_path))
    read_stories(window)
    play_game(qtbot, window)
    window.score_screen.again.click()
    campaign = window.campaign.session.campaign
    legacy = LegacyTableModel(standings(campaign), 1)
    qtmodeltester.check(legacy)
    journal = JournalModel()
    journal.show(campaign.families, {"w01": "Lamp of the Crypt"})
    qtmodeltester.check(journal)
    assert journal.rowCount() == 2
    icon_only = [b for b in window.campaign.screen.findChildren(QAbstractButton)
                 if not b.text().strip() and not b.icon().isNull()]
    assert icon_only  # the Magic Square cells
    for b in icon_only:
        assert b.accessibleName() and b.toolTip()


def test_an_envelope_opened_during_a_game_is_read_at_once(qtbot, tmp_path):
    window = begin(main_window(qtbot, tmp_path))
    read_stories(window)
    qtbot.waitUntil(lambda: window.session is not None, timeout=5000)
    session = window.session
    host = window.campaign
    play_until(qtbot, window, lambda: bool(host.envelope_dialogs))
    assert host.envelope_dialogs, "window 1 opens an envelope at the end of a round"
    dialog = host.envelope_dialogs[0]
    assert dialog.isVisible() and not session.state.is_over
    assert session.state.round == 5, "read before the next round is played"
    envelope = host.session.visible.envelope("e01")
    assert envelope.story[:30] in " ".join(_texts(dialog))
    dialog.button.click()
    assert not host.envelope_dialogs
    assert all(r.kind != "envelope" for r in host.session.reveals), "not shown twice"

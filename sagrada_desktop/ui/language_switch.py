"""Switching the language while the program runs: every screen is built again from what it
shows (the game session, the campaign session), so the words change and nothing is lost: the
game in progress, the die in hand, whose Private Objective is on show, the campaign's step.

The main window calls `rebuild(window)` when Qt sends it QEvent.LanguageChange (after the
translators change)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from sagrada_desktop.ui.main_window import MainWindow


def rebuild(window: MainWindow) -> None:
    """Build the menus and every screen of `window` again in the current language."""
    current = window.stack.currentWidget()
    window.menuBar().clear()
    window.retranslate_frame()
    _rebuild_start(window, current is window.start)
    _rebuild_game(window, current)
    _rebuild_campaign(window, current)
    _rebuild_table(window, current)


def _swap(window: MainWindow, old: QWidget, new: QWidget, shown: bool) -> None:
    stack = window.stack
    stack.insertWidget(stack.indexOf(old), new)
    if shown:
        stack.setCurrentWidget(new)
    stack.removeWidget(old)
    old.deleteLater()


def _rebuild_start(window: MainWindow, shown: bool) -> None:
    from sagrada_desktop.ui.app import window_choice_label
    from sagrada_desktop.ui.common import catalogue

    old = window.start
    combo = old.window_combo
    windows = []
    from sagrada_desktop.ui.designer.own_list import is_own, own_label

    for i in range(combo.count()):
        design = combo.itemData(i)
        card = catalogue.window_card(design)
        label = (window_choice_label(card) if card is not None else
                 own_label(design) if is_own(design) else combo.itemText(i))
        windows.append((label, design))
    new = window.build_start(windows)
    new.window_combo.setCurrentIndex(combo.currentIndex())
    new.choose(solo=old.solo)
    window.start = new
    _swap(window, old, new, shown)
    window.campaign.refresh_start()


def _rebuild_game(window: MainWindow, current: QWidget | None) -> None:
    from sagrada_desktop.ui.game.screens.game_screen import GameScreen

    old = window.game_screen
    session = window.session
    if old is None or session is None:
        return
    old.detach()
    new = GameScreen(session, window.settings.pace_ms)
    window.connect_game_screen(new)
    if old.revealed_seat is not None and new.handover.shown \
            and new.handover.seat == old.revealed_seat:
        new.handover.button.click()  # the same player still sits there
    window.game_screen = new
    _swap(window, old, new, current is old)
    new.driver.schedule()
    score = window.score_screen
    if score is not None:
        from sagrada_desktop.ui.game.screens.score_screen import ScoreScreen

        again = ScoreScreen(session, window.rewards_shown)
        window.connect_score_screen(again)
        window.score_screen = again
        _swap(window, score, again, current is score)


def _rebuild_table(window: MainWindow, current: QWidget | None) -> None:
    """A window played at the table on show (ui/table/): its screen built again."""
    if current is None or type(current).__module__ != "sagrada_desktop.ui.table.table_screen":
        return
    from sagrada_desktop.ui.table.table_host import rebuild_table
    from sagrada_desktop.ui.table.table_screen import TableScreen

    assert isinstance(current, TableScreen)
    rebuild_table(window.campaign, current)


def _rebuild_campaign(window: MainWindow, current: QWidget | None) -> None:
    host = window.campaign
    start = host.start_screen
    if start is not None:
        host.start_screen = None
        window.stack.removeWidget(start)
        start.deleteLater()
        if current is start:
            host.show_start()
    screen = host.screen
    session = host.session
    if screen is None or session is None:
        return
    from sagrada_desktop.ui.campaign.screens.campaign_screen import CampaignScreen

    screen.put_back()
    screen.detach()
    new = CampaignScreen(session)
    new.message.connect(lambda text: window.statusBar().showMessage(text, 8000))
    new.active = screen.active
    host.screen = new
    _swap(window, screen, new, current is screen)
    if current is screen:
        host.show_screen()

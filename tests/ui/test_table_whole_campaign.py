"""All ten windows of a campaign played at the table, from the program's screens only: for each
window the Private Objectives dealt behind the hand-over screen, the companion walked round by
round with every envelope opened at the end of the round its trigger happened in (the game
played with real dice stands in a greedy game of the window's own setup), each family's
finished window typed in on the grid by click and keyboard, the window closed, and the
campaign's own End of Game and next Game Setup answered on its pages as a person would. The
campaign keeps every window as typed, opens every envelope only when the table says so, and
ends after window 10 with the file reopening as it was left."""

from __future__ import annotations

from sagrada_desktop.campaign import load_campaign
from sagrada_desktop.campaign.table_window import OVER
from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.engine.legacy_types import CAMPAIGN_WINDOWS
from sagrada_desktop.table.companion import triggers
from sagrada_desktop.ui.table.table_screen import TableScreen
from tests.table.helpers import greedy_game

from .campaign_helpers import answer
from .test_table_window import begin_at_table, deal, type_window


def table_or_end(qtbot, window) -> TableScreen | None:
    """The campaign's own pages answered as a person would, until the table's screen (None:
    the campaign is over)."""
    for _ in range(120):
        current = window.stack.currentWidget()
        if isinstance(current, TableScreen):
            return current
        if window.campaign.session.campaign.is_over:
            return None
        answer(qtbot, window, window.campaign.screen.pages.currentWidget())
    raise AssertionError("neither the table's screen nor the campaign's end came")


def open_envelope(qtbot, screen: TableScreen, number: int) -> None:
    """The table says the trigger of Envelope `number` happened: its button, then its page."""
    page = screen.companion
    (button,) = [b for b in page.trigger_buttons
                 if b.isEnabled() and f"Envelope {number}" in b.text()]
    before = len(screen.dialogs)
    button.click()
    qtbot.waitUntil(lambda: len(screen.dialogs) > before, timeout=10_000)
    screen.dialogs[-1].button.click()


def play_window_at_the_table(qtbot, window, screen: TableScreen, seed: int):
    session = window.campaign.session
    if screen.step == "deal":
        deal(window, screen)
        screen = table_or_end(qtbot, window)
        assert screen is not None
    page = screen.companion
    assert screen.pages.currentWidget() is page and page.round == 0
    page.next.click()  # the Starting Tool Count recorded: round 1 begins
    table = session.campaign.table
    game = greedy_game(table.setup, seed)
    notes = triggers(session.campaign, session.content)
    sealed_before = session.visible.opened_ids()
    for round_ in range(1, ROUNDS + 1):
        assert page.round == round_
        for k, at in game.fired:
            if at == round_:
                open_envelope(qtbot, screen, notes[k].envelope_number)
        if page.round == round_:  # an end-of-round envelope moves the companion on itself
            (page.next if round_ < ROUNDS else page.over).click()
    if page.round != OVER:
        page.over.click()
    assert session.campaign.table.round == OVER
    opened = session.visible.opened_ids()
    assert len(opened) - len(sealed_before) >= len(game.fired)
    assert screen.pages.currentWidget() is screen.results
    for family in range(len(session.campaign.families)):
        type_window(qtbot, screen, family, game.final)
    screen.results.close_button.click()
    assert session.campaign.table is None, screen.results.error.text()
    return game


def test_all_ten_windows_of_a_campaign_played_at_the_table_from_the_screens(qtbot, tmp_path):
    window = begin_at_table(qtbot, tmp_path)
    session = window.campaign.session
    screen: TableScreen | None = window.stack.currentWidget()
    played = []
    while screen is not None:
        number = session.campaign.window + 1
        assert f"Window {number} of {CAMPAIGN_WINDOWS}" in screen.title.text()
        game = play_window_at_the_table(qtbot, window, screen, 100 + number)
        played.append(game)
        for family, seat in enumerate(game.final.seats):
            entry = session.campaign.families[family].journal[-1]
            assert entry.final_window == seat.window and entry.at_table, (number, family)
        screen = table_or_end(qtbot, window)
    assert len(played) == CAMPAIGN_WINDOWS and session.campaign.is_over
    assert all(len(f.journal) == CAMPAIGN_WINDOWS for f in session.campaign.families)
    assert load_campaign(session.path, session.content) == session.campaign

"""A window played at the table, from the program's screens: the start page's "A campaign at
the table…", the Intro Story Card, the Private Objectives dealt behind the hand-over screen,
the set-up shown, the companion walked round by round with Envelope 1 opened when the table
confirms its trigger, each family's finished window typed in on the grid (by click and
keyboard), a broken space shown, undo, the window closed into the campaign's own End of Game,
and the campaign file saved and reopened mid-window. TABLE_SHOTS=dir saves a picture of each
step (1280x720)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from sagrada_desktop.campaign import load_campaign
from sagrada_desktop.campaign.table_window import OVER
from sagrada_desktop.engine import Die
from sagrada_desktop.table.entries import entered
from sagrada_desktop.table.refusals import TableError, refusal
from sagrada_desktop.table.setup_steps import private_objective
from sagrada_desktop.ui.common.i18n import translate, translators
from sagrada_desktop.ui.feature_entries import ENTRIES
from sagrada_desktop.ui.table.table_screen import TableScreen
from sagrada_desktop.wording.language import current_language
from sagrada_desktop.wording.objectives import private_objective_text
from tests.table.helpers import greedy_game

from .campaign_helpers import main_window, read_stories
from .test_zh_tw_walk import Walk, campaign_allowed, chinese  # noqa: F401 (fixtures)
from .zh_walk import visible_texts

SHOTS = os.environ.get("TABLE_SHOTS", "")
SIZE = tuple(int(n) for n in os.environ.get("TABLE_SIZE", "1280x720").split("x"))
LOOKS: list[tuple[str, QWidget]] = []  # every step looked at (the zh_TW walk reads them)


def shot(widget: QWidget, name: str) -> None:
    LOOKS.append((name, widget.window()))
    if SHOTS:
        folder = Path(SHOTS) / f"{current_language()}-{SIZE[0]}x{SIZE[1]}"
        folder.mkdir(parents=True, exist_ok=True)
        widget.window().grab().save(str(folder / f"{name}.png"))


def begin_at_table(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path, size=(SIZE[0], SIZE[1]))
    entry = next(e for e in ENTRIES if e.name == "tableCampaign")
    window.open_feature(entry)
    start = window.campaign.start_screen
    assert start.at_table.isChecked()
    start.editor.set_kinds(["person", "person"])
    start.editor.rows[0][0].setText("Amat")
    shot(window, "01-start")
    start.start_button.click()
    shot(window, "02-intro")
    read_stories(window)
    return window


def table_screen(window) -> TableScreen:
    screen = window.stack.currentWidget()
    assert isinstance(screen, TableScreen)
    return screen


def deal(window, screen: TableScreen) -> None:
    """Each family in turn: the screen passed, its objective shown to it alone, hidden."""
    session = window.campaign.session
    page = screen.deal
    assert screen.pages.currentWidget() is page
    for family in range(2):
        assert page.objective.text() == translate("deal_page", "(hidden)")
        shot(window, f"03-deal-{family}-hidden")
        page.button.click()
        goal = private_objective(session.campaign, session.content, family)
        assert page.objective.text() == private_objective_text(goal)
        other = private_objective(session.campaign, session.content, 1 - family)
        if other != goal:
            assert private_objective_text(other) not in page.objective.text()
        shot(window, f"03-deal-{family}-shown")
        page.button.click()


def walk_rounds(qtbot, window, screen: TableScreen) -> None:
    """Round 1 to the end, Envelope 1 opened at the end of round 4 when the table says so."""
    session = window.campaign.session
    page = screen.companion
    assert screen.pages.currentWidget() is page and page.round == 0
    assert translate("companion_page", "Tool Boxes") in page.text.text()
    shot(window, "04-setup")
    page.next.click()
    assert session.campaign.table.round == 1
    shot(window, "05-round-1")
    for _ in range(3):
        page.next.click()
    assert page.round == 4
    sealed = session.visible.opened_ids()
    page.next.click()  # refused: the envelope first
    assert page.round == 4 and str(TableError(refusal("trigger-first", number=1, round=4))) \
        == page.error.text()
    assert session.visible.opened_ids() == sealed  # nothing opened by asking
    envelope = session.visible.shown.envelopes[session.campaign.table.setup.window.triggers[0]
                                               .envelope]
    on_screen = " ".join(visible_texts(window))
    assert envelope.title not in on_screen and envelope.story[:30] not in on_screen
    assert envelope.id not in on_screen
    shot(window, "06-round-4-trigger")
    button = next(b for b in page.trigger_buttons if b.isEnabled())
    button.click()
    qtbot.waitUntil(lambda: bool(screen.dialogs), timeout=3000)
    assert len(session.visible.opened_ids()) == len(sealed) + 1
    shot(screen.dialogs[0], "07-envelope-1")
    screen.dialogs[0].button.click()
    assert page.round == 5
    page.over.click()
    assert session.campaign.table.round == OVER
    assert screen.pages.currentWidget() is screen.results


def type_window(qtbot, screen: TableScreen, family: int, final) -> None:
    """The family's finished window typed in: each space clicked, its colour and value keyed."""
    page = screen.results
    page.family_buttons.button(family).click()
    seat = final.seats[family]
    w = seat.window
    for i, fill in enumerate(w.fills):
        if not isinstance(fill, Die):
            continue
        row, col = divmod(i, w.cols)
        page.grid.buttons[(row, col)].click()
        value = f"-{-fill.value}" if fill.value < 0 else str(fill.value)  # 7, 0, -1 as well
        qtbot.keyClicks(page.grid, fill.color.letter + value)
    for box, used in zip(page.tool_boxes, seat.tool_boxes_used, strict=True):
        box.setValue(used)
    for die in seat.constructed:
        page.cathedral.buttons[die].click()


def offers_the_sheets(window, screen: TableScreen, monkeypatch) -> None:
    """The next window's deal offers its sheets: File > Export to PDF opens on the campaign's
    choices (this journal page, or the book with the covers and the Magic Square)."""
    from sagrada_desktop.ui.common.export_choices import CAMPAIGN_BOOK, CAMPAIGN_PAGE
    from sagrada_desktop.ui.common.export_dialog import ExportDialog

    offered: list[list[str]] = []

    def looked_at(dialog: ExportDialog) -> int:
        offered.append([dialog.what.itemData(i) for i in range(dialog.what.count())])
        return 0  # the person cancels: nothing is written

    monkeypatch.setattr(ExportDialog, "exec", looked_at)
    page = screen.deal
    assert page.sheets.isVisible() and page.sheets.isEnabled()
    page.sheets.click()
    assert offered == [[CAMPAIGN_PAGE, CAMPAIGN_BOOK]]
    assert screen.pages.currentWidget() is page and screen.step == "deal"


def test_a_window_played_at_the_table_from_the_screens(qtbot, tmp_path, styled, monkeypatch):
    window = play_a_window(qtbot, tmp_path)
    # the End of Game on the campaign's own pages, then window 2's Game Setup: the Start
    # Player chosen and its Intro read there, the deal here, the Tool Boxes there
    seen = until_table(qtbot, window)
    assert "RewardsPage" in seen and "MarketPage" in seen and "StartPlayerPage" in seen
    screen = table_screen(window)
    assert screen.step == "deal"
    offers_the_sheets(window, screen, monkeypatch)
    deal(window, screen)
    seen = until_table(qtbot, window)
    screen = table_screen(window)
    assert screen.step == "tool-count" and "Window 2 of 10" in screen.title.text()
    assert window.campaign.session.campaign.table.setup.game_number == 2
    shot(window, "11-window-2-setup")


def until_table(qtbot, window) -> list[str]:
    """The campaign's own pages answered as a person would, until the table's screen."""
    from .campaign_helpers import answer

    seen: list[str] = []
    for _ in range(80):
        current = window.stack.currentWidget()
        if isinstance(current, TableScreen):
            return seen
        page = window.campaign.screen.pages.currentWidget()
        seen.append(type(page).__name__)
        answer(qtbot, window, page)
    raise AssertionError(f"the table's screen did not come: {seen}")


def play_a_window(qtbot, tmp_path):
    window = begin_at_table(qtbot, tmp_path)
    session = window.campaign.session
    assert session.campaign.at_table
    screen = table_screen(window)
    deal(window, screen)
    screen = table_screen(window)
    walk_rounds(qtbot, window, screen)
    table = session.campaign.table
    game = greedy_game(table.setup, 7)
    page = screen.results
    # a typing mistake: two reds side by side are shown as broken, then taken back
    page.grid.buttons[(0, 0)].click()
    qtbot.keyClicks(page.grid, "R3R4")
    assert set(page.grid.reasons) == {0, 1}
    assert translate("window_grid", "breaks: {why}").split("{why}")[0] \
        in page.grid.buttons[(0, 1)].toolTip() and page.mend.isVisible()
    shot(window, "08-broken")
    page.undo_button.click()
    page.undo_button.click()
    assert not session.campaign.table.entries
    for family in range(2):
        type_window(qtbot, screen, family, game.final)
        assert entered(session.campaign.table)[family].window == game.final.seats[family].window
    shot(window, "09-results")
    # saved as it is entered, and it reopens where it was
    saved = load_campaign(session.path, session.content)
    assert saved.table == session.campaign.table
    reopened = window.campaign.continue_campaign(session.path)
    assert reopened is not None
    screen = table_screen(window)
    assert screen.pages.currentWidget() is screen.results
    session = reopened
    screen.results.close_button.click()
    assert session.campaign.stage != "table" and session.campaign.table is None
    assert window.stack.currentWidget() is window.campaign.screen
    shot(window, "10-after")
    for family, seat in enumerate(game.final.seats):
        entry = session.campaign.families[family].journal[-1]
        assert entry.final_window == seat.window and entry.at_table
    return window


def test_a_window_switched_to_the_screen_before_round_1(qtbot, tmp_path):
    window = begin_at_table(qtbot, tmp_path)
    screen = table_screen(window)
    deal(window, screen)
    screen = table_screen(window)
    screen.companion.screen_button.click()
    session = window.campaign.session
    assert not session.campaign.at_table and session.campaign.stage == "game"
    qtbot.waitUntil(lambda: window.game_screen is not None, timeout=3000)


@pytest.mark.usefixtures("styled", "chinese")
def test_a_window_at_the_table_in_traditional_chinese(qtbot, tmp_path, request):
    """The same window in 繁體中文: no English left on any table step, no ASCII colon join."""
    LOOKS.clear()
    play_a_window(qtbot, tmp_path)
    walk = Walk(request.getfixturevalue("campaign_allowed") | {"R", "Y", "G", "B", "P", "X", "Delete"})
    for name, widget in LOOKS:
        walk.look(name, widget)
    walk.check()


def test_a_window_of_a_campaign_on_screen_played_at_the_table(qtbot, tmp_path):
    """A campaign begun on screen: at window 1's Game Setup (its Intro Story Card on show) the
    window is switched to the table; the story is read first, then the deal begins."""
    window = main_window(qtbot, tmp_path, size=(1280, 720))
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    assert not start.at_table.isChecked()
    start.editor.set_kinds(["person", "person"])
    start.start_button.click()
    screen = window.campaign.screen
    session = window.campaign.session
    assert session.campaign.stage == "game" and screen.at_table.isVisible()
    screen.at_table.click()
    assert session.campaign.at_table and session.campaign.stage == "table"
    assert window.stack.currentWidget() is screen and screen.pages.currentWidget() is screen.story
    read_stories(window)
    table = table_screen(window)
    assert table.pages.currentWidget() is table.deal


def test_the_private_objectives_printed_each_on_its_own_slip(qtbot, tmp_path):
    """Instead of the hand-over screen: a PDF with one slip per family, its own objective on
    it; the deal is done and the set-up goes on."""
    import pypdfium2

    window = begin_at_table(qtbot, tmp_path)
    session = window.campaign.session
    screen = table_screen(window)
    path = tmp_path / "slips.pdf"
    assert screen.deal.print_slips(path) == path
    doc = pypdfium2.PdfDocument(path.read_bytes())
    text = " ".join(doc[0].get_textpage().get_text_range().split())
    for i, family in enumerate(session.campaign.families):
        goal = private_objective_text(private_objective(session.campaign, session.content, i))
        assert family.name in text and goal in text
    screen = table_screen(window)
    assert screen.pages.currentWidget() is screen.companion and screen.companion.round == 0


def test_the_companion_may_be_skipped(qtbot, tmp_path):
    """Round 1, then straight to the results: refused while Envelope 1 is sealed (its trigger
    is offered), then the table confirms it and the results are entered."""
    window = begin_at_table(qtbot, tmp_path)
    screen = table_screen(window)
    deal(window, screen)
    screen = table_screen(window)
    page = screen.companion
    page.next.click()
    page.over.click()
    assert page.round == 1 and page.error.text()
    button = next(b for b in page.trigger_buttons if b.isEnabled())
    button.click()
    qtbot.waitUntil(lambda: bool(screen.dialogs), timeout=3000)
    screen.dialogs[0].button.click()
    page.over.click()
    assert screen.pages.currentWidget() is screen.results


def test_the_language_changed_at_the_table(qtbot, tmp_path, request):
    """Settings → 繁體中文 while the results are entered: the table screen is built again in
    Chinese at the same family, nothing entered is lost; the deal, built again, hides the
    objective of the family whose turn it was."""
    from .screens import choose_language

    request.addfinalizer(lambda: translators().install("en"))
    window = begin_at_table(qtbot, tmp_path)
    screen = table_screen(window)
    screen.deal.button.click()  # Amat looks
    choose_language(qtbot, window, "zh_TW")
    screen = table_screen(window)
    assert screen.deal.objective.text() == translate("deal_page", "(hidden)") != "(hidden)"
    choose_language(qtbot, window, "en")
    screen = table_screen(window)
    deal(window, screen)
    screen = table_screen(window)
    screen.companion.next.click()
    screen.companion.trigger_buttons[0].click()
    qtbot.waitUntil(lambda: bool(screen.dialogs), timeout=3000)
    screen.dialogs[0].button.click()
    screen.companion.over.click()
    screen.results.family_buttons.button(1).click()
    screen.results.grid.buttons[(0, 0)].click()
    qtbot.keyClicks(screen.results.grid, "G5")
    entries = window.campaign.session.campaign.table.entries
    choose_language(qtbot, window, "zh_TW")
    screen = table_screen(window)
    assert screen.pages.currentWidget() is screen.results and screen.results.family == 1
    assert "在桌上進行" in screen.title.text()
    assert window.campaign.session.campaign.table.entries == entries


def test_a_scorecard_typed_in_on_the_results_page(qtbot, tmp_path):
    window = begin_at_table(qtbot, tmp_path)
    screen = table_screen(window)
    deal(window, screen)
    screen = table_screen(window)
    walk_rounds(qtbot, window, screen)
    session = window.campaign.session
    page = screen.results
    page.by_card.click()
    assert page.modes.currentIndex() == 1
    form = page.card_form
    for box, points in zip(form.public, (6, 4, 2), strict=True):
        box.setValue(points)
    form.private.setValue(12)
    form.tools.setValue(3)
    form.empty.setValue(2)
    number, choice = form.magic[0]
    choice.setCurrentIndex(choice.findData("G"))
    form.record.click()
    card = entered(session.campaign.table)[0].card
    assert card is not None and card.public == (6, 4, 2) and card.private == 12
    assert card.tools == 3 and card.empty == 2 and card.magic[0].number == number
    assert "12" not in page.error.text() and not page.error.text()
    page.by_window.click()  # back to the window: the scorecard is dropped
    assert entered(session.campaign.table)[0].card is None
    page.undo_button.click()  # and back again with undo
    assert entered(session.campaign.table)[0].card == card

"""The campaign UI tests' shared set-up (scripts/screenshots.py shares it too): a main window, a campaign begun from its start
screen, the stories read, a game played through the game session, the between-games pages
answered as a person would, and a campaign played headless up to a chosen point (a Magic
Square or Tool Box choice, the campaign's end) and opened in the window."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QWidget

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import (
    Campaign,
    ExpandToolBox,
    FamilySetup,
    MarketChoice,
    new_campaign,
    purchase_errors,
)
from sagrada_desktop.campaign.computer import computer_answer
from sagrada_desktop.campaign.decisions import Decision
from sagrada_desktop.campaign.flow import decide, pending_decision, play
from sagrada_desktop.campaign.refusal_words import refusals_text
from sagrada_desktop.campaign.refusals import Refusal
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.main_window import MainWindow

SEED = 5


def main_window(qtbot, tmp_path, windows: Sequence[tuple[str, object]] | None = None,
                size: tuple[int, int] | None = (1400, 900)) -> MainWindow:
    """A shown main window with instant computer pace; `windows`: the free-play list (by
    default the test window only); the campaign's seed is SEED."""
    from tests.engine.fixtures import TEST_WINDOW

    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(tmp_path),
                        list(windows) if windows is not None else [("Window 1: Test", TEST_WINDOW)])
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    window.show()
    window.campaign.seed = SEED
    return window


def begin(window: MainWindow, kinds: Sequence[str] = ("person", "medium"),
          name: str = "Amat") -> MainWindow:
    """A new campaign from the start screen: the first family named `name`."""
    window.start.campaign_button.click()
    start = window.campaign.start_screen
    start.editor.set_kinds(list(kinds))
    start.editor.rows[0][0].setText(name)
    start.start_button.click()
    return window


def read_stories(window: MainWindow) -> int:
    """Click through the Story Cards on show; how many."""
    screen = window.campaign.screen
    n = 0
    while (window.stack.currentWidget() is screen
           and screen.pages.currentWidget() is screen.story):
        screen.story.next.click()
        n += 1
    return n


def play_until(qtbot, window: MainWindow, done: Callable[[], bool], seed: int = 3,
               envelope: Callable[[QWidget], None] | None = None) -> None:
    """Play the game until done() (or its end): the person's seat by a computer policy
    through the game session, the computer seats at their own pace; an envelope dialog is
    shown to envelope(dialog) and closed by its button (the game waits for it)."""
    player = make_player("greedy", seed)
    session = window.session
    while not done() and not session.state.is_over:
        for dialog in list(window.campaign.envelope_dialogs):  # read, as the table would
            if envelope is not None:
                envelope(dialog)
            dialog.button.click()
        s = session.state
        if session.is_person(s.active_seat):
            if window.game_screen.handover.isVisible():
                window.game_screen.handover.button.click()
            session.play(player.choose(s))
        else:
            qtbot.waitUntil(lambda s=s: session.state is not s, timeout=3000)


def play_game(qtbot, window: MainWindow) -> None:
    play_until(qtbot, window, lambda: False)
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=3000)


def answer(qtbot, window: MainWindow, page: QWidget) -> None:
    """The person's answer on a between-games page, by its own buttons and fields."""
    screen = window.campaign.screen
    if page is screen.story:
        page.next.click()
    elif page is screen.rewards:
        page.boxes[0][0].setChecked(True)
        page.body.itemAt(page.body.count() - 1).widget().click()
    elif page is screen.square:
        page.grid.buttons[page.grid.choosable[0]].click()
    elif page is screen.market:
        page.leave.click()
    elif page is screen.cleanup:
        page.name.setText("The Red Lantern")
        page.member.setText("Pau")
        page._answer()
    elif page is screen.start_player:
        page.body.itemAt(0).layout().itemAt(0).widget().click()
    elif page is screen.tool_box:
        page.body.itemAt(page.body.count() - 1).widget().click()
    else:
        qtbot.wait(5)


def buy_and_refuse(window: MainWindow) -> tuple[str, str]:
    """One purchase accepted and one refused, by the Market page's own buttons."""
    screen = window.campaign.screen
    session = window.campaign.session
    page = screen.market
    decision = page.decision
    assert isinstance(decision, MarketChoice)
    if decision.coins >= 2:
        accepted = "expand"
        page.expand.click()
        assert session.campaign.families[decision.family].tool_box_slots == 3
        expected = purchase_errors(session.campaign, session.content, ExpandToolBox())
        screen.market.expand.click()
        refused = _refusal(screen, expected)
    else:
        expected = purchase_errors(session.campaign, session.content, ExpandToolBox())
        page.expand.click()
        refused = _refusal(screen, expected)
        accepted = "books"
        before = session.campaign.families[decision.family].crossed("books-of-wisdom")
        page.buy_track("books-of-wisdom")
        assert session.campaign.families[decision.family].crossed("books-of-wisdom") == before + 1
    return accepted, refused


def _refusal(screen, expected: list[Refusal]) -> str:
    """The refused purchase's reason, shown on the Market page."""
    assert expected and screen.market.refusal.isVisible()
    assert refusals_text(expected) in screen.market.refusal.text()
    return str(screen.market.refusal.text())


def between_games(qtbot, window: MainWindow,
                  visit: Callable[[str, QWidget], None] | None = None,
                  shop: bool = False) -> list[str]:
    """Walk the between-games pages as the person until the next game is on screen (or the
    campaign's end page): visit(page name, page) first, then answer it; the pages seen.
    With `shop`, the first Market visit makes one purchase and has one refused ('refused'
    among the pages seen)."""
    screen = window.campaign.screen
    session = window.campaign.session
    seen: list[str] = []
    for _ in range(80):
        if window.stack.currentWidget() is window.game_screen and session.game is not None:
            return seen
        page = screen.pages.currentWidget()
        name = type(page).__name__
        seen.append(name)
        if visit is not None:
            visit(name, page)
        if shop and page is screen.market and "refused" not in seen:
            buy_and_refuse(window)
            seen.append("refused")
        if page is screen.end:
            return seen
        answer(qtbot, window, page)
    raise AssertionError(f"the next game did not start: {seen}")


def campaign_at(want: Callable[[Campaign, Decision | None], bool], families: int = 2,
                seed: int = SEED) -> Campaign:
    """A campaign of `families` families played headless (random players, the computer's
    choices) until want(campaign, the decision waiting) or its end."""
    content = catalogue.content()
    players = [make_player("random", seed + i) for i in range(families)]
    names = ("Amat", "Batlló", "Calvet", "Milà")
    campaign = new_campaign(content, [FamilySetup(names[i], content.family_colors[i], "Rosa")
                                      for i in range(families)], seed)
    while not campaign.is_over:
        decision = pending_decision(campaign, content)
        if want(campaign, decision):
            return campaign
        campaign = computer_step(campaign, content, players, decision)
    assert want(campaign, None), "the campaign ended first"
    return campaign


def computer_step(campaign: Campaign, content, players, decision: Decision | None) -> Campaign:
    """The campaign one step on: the computer's answer to the decision waiting, or else the
    active seat's player's action in the game."""
    if decision is not None:
        return decide(campaign, content, computer_answer(campaign, content, decision))
    state = campaign.game_state
    assert state is not None
    return play(campaign, content, players[state.active_seat].choose(state))


def open_campaign(window: MainWindow, campaign: Campaign,
                  kinds: Sequence[str] = ("person", "medium"), pace_ms: int = 0
                  ) -> CampaignSession:
    """Open `campaign` in the window as a saved one is continued (not saved to a file);
    `pace_ms`: how long a computer family takes over a choice."""
    session = CampaignSession(campaign, catalogue.content(), [SeatPlan(k) for k in kinds],
                              pace_ms=pace_ms)
    return window.campaign.open(session)

"""Game > Play the rest of this window at the table…: a campaign's window begun on screen goes
on at the table (sagrada_desktop/table/from_screen.py) between two rounds. Asked between two
rounds, the families are asked at once; asked during a round, the game plays on and they are
asked when the round is over (the computers wait for the answer). Yes: the game screen closes
and the table's companion takes over at the round about to begin, each family's window so far
kept for the end; No: the window stays on screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sagrada_desktop.campaign.game_setup import play_at_table
from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.table.from_screen import between_rounds, go_to_table, may_go_to_table

from ..common.i18n import QT_TRANSLATE_NOOP, translate
from ..common.plain_question import PlainQuestion

if TYPE_CHECKING:
    from ..campaign.campaign_session import CampaignSession
    from ..main_window import MainWindow

ASKING = "askAtTheTableWhenTheRoundIsOver"  # the game session's: the question is waiting
TITLE = QT_TRANSLATE_NOOP("from_screen", "Play the rest of this window at the table")


def _title() -> str:
    return translate("from_screen", TITLE)


def rest_at_the_table(window: MainWindow) -> None:
    """The Game menu's entry."""
    session = window.campaign.session
    game = window.session
    if session is None or game is None or session.game is not game \
            or session.campaign.stage != "game" or game.state.is_over:
        PlainQuestion.warning(window, _title(), translate(
            "from_screen", "Only a window of a campaign played on screen can go on at the "
            "table: open the campaign and its window's game first."))
        return
    state = game.state
    if between_rounds(state):
        ask(window, session)
        return
    if state.round >= ROUNDS:
        PlainQuestion.warning(window, _title(), translate(
            "from_screen", "This is the window's last round: it ends on screen."))
        return
    number = window_number(session)
    window.statusBar().showMessage(translate(
        "from_screen", "When round {round} is over you will be asked whether window {number} "
        "goes on at the table.").format(round=state.round, number=number))
    if game.property(ASKING):
        return  # chosen again in the same round: asked once, at its end
    game.setProperty(ASKING, True)

    def round_over(_seat: int) -> None:
        if session.game is not game or not between_rounds(game.state):
            return  # the round goes on (or the game is gone): ask at its end
        game.turn_ended.disconnect(round_over)
        game.setProperty(ASKING, False)
        screen = window.game_screen
        driver = screen.driver if screen is not None else None
        if driver is not None:
            driver.hold(round_over)  # the computers wait for the answer
        try:
            ask(window, session)
        finally:
            if driver is not None and window.game_screen is screen:
                driver.release(round_over)

    game.turn_ended.connect(round_over)


def window_number(session: CampaignSession) -> int:
    """The window being played (1-10), as the campaign's one gate shows it."""
    card = session.visible.content.current
    return card.number if card is not None else 0


def ask(window: MainWindow, session: CampaignSession) -> None:
    """Between two rounds: the families decide; yes, the table takes the window over."""
    campaign = session.campaign
    state = campaign.game_state
    if state is None:
        return
    number, round_ = window_number(session), state.round
    answer = PlainQuestion.question(
        window, _title(), translate(
            "from_screen", "Round {round} has not begun. Play the rest of window {number} at "
            "the table, from round {round}, on paper with real dice?\n\nFirst set out each "
            "family's window with real dice as the screen shows it now, and mark the Cathedral "
            "spaces constructed. The program keeps the windows so far: at the end each family "
            "enters only what it added at the table.").format(round=round_, number=number),
        yes=translate("from_screen", "Go on at the table"),
        no=translate("from_screen", "Stay on screen"))
    if answer != PlainQuestion.StandardButton.Yes:
        return
    after = go_to_table(campaign) if may_go_to_table(campaign) else play_at_table(campaign, True)
    window.close_game()
    session.game = None
    session.moved(after)
    window.campaign.show_screen()  # the campaign's screen hands over to the table's

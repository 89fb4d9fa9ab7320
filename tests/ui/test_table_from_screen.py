"""Game > Play the rest of this window at the table…: a campaign's window begun on screen goes
on at the table. Asked during round 1, the game plays on and the families are asked when the
round is over (the computer waits); yes: the game screen closes, the table's companion takes
over at round 2 and each family's window so far is kept for its results; no: the window stays
on screen. Outside a campaign's game the entry says what it needs."""

from __future__ import annotations

from PySide6.QtGui import QAction

from sagrada_desktop.campaign import load_campaign
from sagrada_desktop.table.entries import entered
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.table.table_screen import TableScreen

from .campaign_helpers import begin, main_window, play_until, read_stories

ENTRY = "Play the rest of this window at the table…"


def entry(window) -> QAction:
    (action,) = [a for a in window.findChildren(QAction) if a.text() == ENTRY]
    return action


def on_screen(qtbot, tmp_path, monkeypatch, answer):
    asked: list[str] = []

    def question(_parent, _title, text, *_a, **_k):
        asked.append(text)
        return answer

    monkeypatch.setattr(PlainQuestion, "question", staticmethod(question))
    window = main_window(qtbot, tmp_path, size=(1280, 720))
    begin(window, ("person", "medium"))
    read_stories(window)
    session = window.campaign.session
    qtbot.waitUntil(lambda: window.session is not None and session.game is window.session,
                    timeout=10_000)
    play_until(qtbot, window, lambda: window.session.state.turn > 0)  # round 1 under way
    entry(window).trigger()
    assert asked == [] and "When round 1 is over" in window.statusBar().currentMessage()
    return window, session, asked


def test_asked_during_a_round_the_table_takes_over_when_it_is_over(qtbot, tmp_path,
                                                                     monkeypatch):
    yes = PlainQuestion.StandardButton.Yes
    window, session, asked = on_screen(qtbot, tmp_path, monkeypatch, yes)
    game = window.session
    last: list = []
    game.changed.connect(lambda _c: last.append(game.state))
    play_until(qtbot, window, lambda: bool(asked))
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), TableScreen),
                    timeout=10_000)
    assert "from round 2" in asked[0]
    table = session.campaign.table
    assert session.campaign.stage == "table" and table.round == 2
    assert window.session is None and window.game_screen is None  # the game screen closed
    screen = window.stack.currentWidget()
    assert screen.pages.currentWidget() is screen.companion and screen.companion.round == 2
    before = last[-1]  # the game as round 1 ended
    for family, e in enumerate(entered(table)):
        assert e.window == before.seats[family].window
    assert sum(1 for f in before.seats[0].window.fills if f is not None) == 2
    assert load_campaign(session.path, session.content) == session.campaign  # saved, and opens


def test_no_keeps_the_window_on_screen(qtbot, tmp_path, monkeypatch):
    no = PlainQuestion.StandardButton.No
    window, session, asked = on_screen(qtbot, tmp_path, monkeypatch, no)
    game = window.session
    play_until(qtbot, window, lambda: bool(asked))
    assert session.campaign.stage == "game" and window.session is game
    play_until(qtbot, window, lambda: game.state.round == 3)  # the game goes on, not asked again
    assert len(asked) == 1


def test_chosen_twice_in_a_round_the_families_are_asked_once(qtbot, tmp_path, monkeypatch):
    no = PlainQuestion.StandardButton.No
    window, session, asked = on_screen(qtbot, tmp_path, monkeypatch, no)
    entry(window).trigger()  # chosen again before round 1 is over
    assert asked == [] and "When round 1 is over" in window.statusBar().currentMessage()
    game = window.session
    play_until(qtbot, window, lambda: game.state.round == 3)
    assert len(asked) == 1
    play_until(qtbot, window, lambda: game.state.turn > 0)  # round 3 under way
    entry(window).trigger()  # after the answer the entry asks again, once
    play_until(qtbot, window, lambda: game.state.round == 4)
    assert len(asked) == 2


def test_outside_a_campaign_s_game_the_entry_says_what_it_needs(qtbot, tmp_path, monkeypatch):
    warned: list[str] = []
    monkeypatch.setattr(PlainQuestion, "warning",
                        staticmethod(lambda _p, _t, text: warned.append(text)))
    window = main_window(qtbot, tmp_path, size=(1280, 720))
    entry(window).trigger()
    assert warned and "campaign" in warned[0]

"""Hot-seat privacy, computer turns at a pace, and a whole hot-seat game (two people and a
computer seat) driven through the UI layer to the scoring table."""

from __future__ import annotations

from sagrada_desktop.engine import ConstructSpace, LoseDie, Stage, way_to_place
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.screens.score_screen import ScoreScreen
from sagrada_desktop.ui.main_window import MainWindow

from .conftest import make_session
from .screens import game_screen


def test_handover_hides_the_previous_private_objective(qtbot):
    screen = game_screen(qtbot, kinds=("person", "person"))
    s = screen.session
    assert screen.handover.isVisible()
    assert screen.objectives.private.title.text() == "Hidden"
    screen.handover.button.click()
    first = s.state.seats[0].private_objective.name
    assert screen.objectives.private.title.text() == first
    s.play(s.legal()[0])
    r, c = sorted(s.legal_cells())[0]
    screen.choose_space(r, c)
    # seat 2's turn: seat 1's objective is gone before anyone confirms
    assert screen.handover.isVisible()
    assert screen.objectives.private.title.text() == "Hidden"
    assert first not in screen.objectives.private.body.text() or first == "Hidden"
    assert "Seat 2" in screen.handover.title.text()
    # nothing can be played behind the cover
    assert not screen.choose_die(s.state.pool[0])
    screen.handover.button.click()
    assert screen.objectives.private.title.text() == s.state.seats[1].private_objective.name
    assert screen.objectives.private_seat == 1


def test_one_person_with_computers_needs_no_handover(qtbot):
    screen = game_screen(qtbot, kinds=("person", "greedy"), pace_ms=0)
    assert not screen.handover.isVisible()
    assert screen.objectives.private_seat == 0
    s = screen.session
    s.play(s.legal()[0])
    screen.choose_space(*sorted(s.legal_cells())[0])
    qtbot.waitUntil(lambda: s.state.active_seat == 0 and s.state.stage is Stage.DRAFT
                    and s.state.turn == 3, timeout=5000)
    assert not screen.handover.isVisible()


def test_computer_turns_keep_the_window_responsive(qtbot):
    screen = game_screen(qtbot, kinds=("greedy", "random"), pace_ms=30)
    s = screen.session
    assert screen.driver.waiting
    qtbot.waitUntil(lambda: len(s.actions) >= 3, timeout=5000)
    # between two computer actions the event loop runs: the screen still repaints
    screen.repaint()
    assert not s.state.is_over


def _person_turn(screen) -> None:
    s = screen.session
    st = s.state
    if st.stage is Stage.CONSTRUCT:
        options = [a for a in s.legal() if isinstance(a, ConstructSpace)]
        assert screen.choose_die(options[0].die)
        return
    if st.stage is Stage.DRAFT:
        assert screen.choose_die(st.pool[0])
    cells = sorted(s.legal_cells())
    if not cells:  # the hand panel names the tools that would place it: use them, as a person
        for action in way_to_place(s.state) or ():
            screen.hand.effect_chosen.emit(action)
        cells = sorted(s.legal_cells())
    if cells:
        assert screen.choose_space(*cells[0])
    else:
        assert any(isinstance(a, LoseDie) for a in s.legal())
        assert screen.lose_die()


def test_whole_hot_seat_game_to_the_scoring_table(qtbot, tmp_path):
    window = MainWindow(shared(), None, [])
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    session = make_session(seats=3, seed=5, kinds=("person", "greedy", "person"))
    screen = window.open_session(session)
    screen.confirm_loss = False
    screen.driver.pace_ms = 0
    handovers = 0
    for _ in range(400):
        st = session.state
        if st.is_over:
            break
        if screen.handover.isVisible():
            handovers += 1
            seat = screen.handover.seat
            assert screen.objectives.private_seat is None
            screen.handover.button.click()
            assert screen.objectives.private_seat == seat == st.active_seat
            continue
        if session.is_person(st.active_seat):
            _person_turn(screen)
        else:
            qtbot.waitUntil(lambda st=st: session.state is not st, timeout=5000)
    assert session.state.is_over
    qtbot.waitUntil(lambda: window.score_screen is not None, timeout=5000)
    scores = window.score_screen
    assert isinstance(scores, ScoreScreen)
    assert window.stack.currentWidget() is scores
    assert handovers >= 12
    model = scores.model
    assert model.columnCount() == 3 and [c.name for c in model.cards] == \
        ["Seat 1", "Seat 2", "Seat 3"]
    winner = min(model.cards, key=lambda c: c.place)
    assert scores.winner.text() == f"{winner.name} wins with {winner.total} points"
    assert sum(1 for a in session.actions if a.kind == "fill") + \
        sum(s.lost_dice for s in session.state.seats) == 72

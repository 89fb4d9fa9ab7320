"""The game screen on the screens people have: at a laptop's 1280x720 and 1366x768 every part
a player needs is on screen and whole, and the window's spaces stay where they are while a die
is taken, changed by abilities and tools, or refused (drop targets never move under the
pointer)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from sagrada_desktop.engine import Modules, Stage, fill_errors
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW
from tests.ui.settle import settle

from .conftest import make_session
from .screens import confirm_handover

SIZES = [(1280, 720), (1366, 768)]


pytestmark = pytest.mark.usefixtures("styled")  # tests/ui/conftest.py


def _window(qtbot, temp_settings, size: tuple[int, int], seats: int = 4,
            **kw) -> tuple[MainWindow, GameScreen]:
    temp_settings.update(pace="instant")
    window = MainWindow(temp_settings, None, [("Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    kinds = ("person",) + ("greedy",) * (seats - 1)
    session = make_session(seats=seats, seed=4, kinds=kinds, **kw)
    screen = window.open_session(session)
    screen.driver.set_paused(True)
    confirm_handover(screen)
    settle(window)
    return window, screen


def _grid(screen: GameScreen) -> QRect:
    """Where the window's spaces are, in the game screen's coordinates."""
    view = screen.window_view
    return QRect(view.mapTo(screen, QPoint(0, 0)), view.size())


def _rows(screen: GameScreen) -> int:
    return sum(1 for w in screen.hand.effect_widgets if w.objectName() == "effectName")


def _die_with_rows(screen: GameScreen, least: int) -> bool:
    """Take (then undo) board dice until one offers at least `least` ability and tool rows;
    leaves that die in hand."""
    s = screen.session
    for die in list(s.state.pool):
        assert screen.choose_die(die)
        if _rows(screen) >= least:
            return True
        s.undo_stack.undo()
        assert s.state.stage is Stage.DRAFT
    return False


@pytest.mark.parametrize("size", SIZES + [(1920, 1080)])
def test_the_window_grid_stays_put_from_no_die_to_a_die_with_many_rows(qtbot, temp_settings,
                                                                        size):
    window, screen = _window(qtbot, temp_settings, size, seats=2)
    s = screen.session
    assert s.state.stage is Stage.DRAFT and screen.hand.effect_buttons == []
    before = _grid(screen)
    hand_height = screen.hand.height()
    assert _die_with_rows(screen, 3), "no die offers three ability and tool rows"
    settle(window)
    assert _rows(screen) >= 3 and len(screen.hand.effect_buttons) >= 4
    assert _grid(screen) == before
    assert screen.hand.height() == hand_height
    # An ability changes the die: a chain line appears; the grid still does not move.
    screen.hand.trigger_effect(1)
    settle(window)
    assert s.state.in_hand is not None and s.state.in_hand.steps
    assert screen.hand.chain.text().startswith("Chain:")
    assert _grid(screen) == before
    # A refusal's long reason in the notice: two lines reserved, nothing moves.
    w = s.state.seats[s.state.active_seat].window
    refused = next((r, c) for r in range(w.rows) for c in range(w.cols)
                   if w.space(r, c).exists and fill_errors(s.state, r, c))
    assert not screen.choose_space(*refused)
    settle(window)
    assert screen.notice.text().startswith("Not allowed")
    assert _grid(screen) == before
    # Both steps undone, the die back on the board: still in place.
    s.undo_stack.undo()
    s.undo_stack.undo()
    settle(window)
    assert s.state.stage is Stage.DRAFT and _grid(screen) == before


def _whole(widget: QWidget, window: MainWindow) -> bool:
    """Shown, inside the main window's central area and not cut by any parent."""
    if not widget.isVisible():
        return False
    visible = widget.visibleRegion().boundingRect()
    if visible != widget.rect():
        return False
    top_left = widget.mapTo(window, QPoint(0, 0))
    central = window.centralWidget().geometry()
    return central.contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("seats", "modules"), [
    (2, Modules()), (4, Modules()), (4, Modules(strife=True, pioneer=True)), (6, Modules()),
])
def test_everything_a_player_needs_is_on_screen_and_whole(qtbot, temp_settings, size, seats,
                                                          modules):
    window, screen = _window(qtbot, temp_settings, size, seats=seats, modules=modules)
    assert (window.width(), window.height()) == size  # nothing forces it larger
    assert window.minimumSizeHint().width() <= size[0]
    assert window.minimumSizeHint().height() <= size[1]
    s = screen.session
    assert _die_with_rows(screen, 2)
    settle(window)
    parts: dict[str, QWidget] = {
        "Cathedral Board": screen.pool_view, "window": screen.window_view,
        "hand panel": screen.hand, "undo": screen.hand.undo_button,
        "redo": screen.hand.redo_button, "round track": screen.round_track,
        "turn order": screen.turn_order, "notice": screen.notice, "tools": screen.tools,
        "side tabs": screen.side_tabs, "keys": screen.keys,
        "first ability row": screen.hand.effect_buttons[0],
    }
    for k, card in enumerate(screen.objectives.public):
        parts[f"Public Objective {'ABC'[k]}"] = card
    parts["Private Objective"] = screen.objectives.private
    others = [c for c in screen.seat_cards if c.seat != s.state.active_seat]
    assert len(others) == seats - 1
    for card in others:
        parts[f"seat {card.seat}"] = card
        parts[f"seat {card.seat}'s window"] = card.view
    cut = [name for name, w in parts.items() if not _whole(w, window)]
    assert cut == [], f"clipped or hidden at {size}: {cut}"
    # the hand panel's rows are all reachable: those past its height scroll inside it
    area = screen.hand.effects_area
    assert area.widget().height() <= area.viewport().height() \
        or area.verticalScrollBar().maximum() > 0


@pytest.mark.parametrize("size", SIZES)
def test_the_flourish_choice_fits_a_laptop_screen_whole(qtbot, temp_settings, size):
    window, screen = _window(qtbot, temp_settings, size, seats=4,
                             modules=Modules(flourish=True, strife=True, pioneer=True))
    choice = screen.flourish_choice
    qtbot.waitUntil(lambda: len(choice.tiles) == 2 and choice.isVisible())
    settle(window)
    assert (window.width(), window.height()) == size
    for tile in choice.tiles:
        assert _whole(tile, window) and _whole(tile.keep, window)
        assert tile.body.height() >= tile.body.heightForWidth(tile.body.width())
    assert _whole(choice.confirm, window) and _whole(screen.window_view, window)
    # the choice made, the window takes its usual room back
    choice.confirm.click()
    screen.driver.set_paused(False)  # the computers choose theirs
    qtbot.waitUntil(lambda: screen.session.state.stage is not Stage.FLOURISH, timeout=5000)
    assert screen.window_view.min_cell == screen.window_cell

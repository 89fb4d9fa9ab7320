"""Game > Hint marks the space it names on the board (a dashed frame and a target, not colour
alone), says so in the space's tooltip and accessible text, and the mark goes when the die is
placed, when the draft is undone (a redo does not bring it back) or when the turn is over."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from sagrada_desktop.engine import Stage
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.main_window import MainWindow

from .conftest import make_session

HINTED = "Hinted space"


def _open(qtbot) -> tuple[MainWindow, GameScreen]:
    window = MainWindow(shared(), None, [])
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    screen = window.open_session(make_session(seats=2, seed=4))
    _reveal(screen)
    return window, screen


def _reveal(screen: GameScreen) -> None:
    if screen.handover.isVisible():
        screen.handover.button.click()


def _hinted(screen: GameScreen) -> list[tuple[int, int]]:
    model = screen.window_model
    return [(r, c) for r in range(model.rowCount()) for c in range(model.columnCount())
            if model.index(r, c).data(Role.HINTED)]


def _named(words: str) -> tuple[int, int]:
    """The space the hint's words name (1-based in words, 0-based on the board)."""
    found = re.search(r"to row (\d), column (\d)", words)
    assert found, words
    return int(found[1]) - 1, int(found[2]) - 1


def _cell_pixels(screen: GameScreen) -> dict[tuple[int, int], bytes]:
    """Each space's painted pixels, as the window view shows them."""
    view, model = screen.window_view, screen.window_model
    image = view.viewport().grab().toImage()
    out = {}
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            part = image.copy(view.visualRect(model.index(r, c)))
            out[(r, c)] = bytes(part.constBits())[:part.sizeInBytes()]
    return out


def test_the_hint_marks_the_space_it_names_and_undo_takes_the_mark_away(qtbot) -> None:
    window, screen = _open(qtbot)
    assert _hinted(screen) == []
    words = window.show_hint()
    space = _named(words)
    assert _hinted(screen) == [space]
    # the way there, from where the die was drafted to where the uses leave it (this game's
    # hint takes Steady Hand three times, as one step: Blue 5 → Blue 8 (3 uses))
    changes = re.findall(r"(\w+ -?\d) → (\w+ -?\d)", words)
    assert changes == [("Blue 5", "Blue 8")] and "(3 uses)" in words, words
    index = screen.window_model.index(*space)
    for role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
        assert HINTED in index.data(role)
        other = screen.window_model.index(space[0], (space[1] + 1) % 5)
        assert HINTED not in other.data(role)
    marked = _cell_pixels(screen)

    screen.undo()
    assert screen.session.state.in_hand is None and _hinted(screen) == []
    assert HINTED not in index.data(Qt.ItemDataRole.ToolTipRole)
    screen.redo()  # the same die in hand again, without the hint
    assert screen.session.state.stage is Stage.PLACE and _hinted(screen) == []
    plain = _cell_pixels(screen)
    # the mark is painted on the hinted space alone: the rest of the board is as without it
    assert marked[space] != plain[space]
    assert {k: v for k, v in marked.items() if k != space} == {
        k: v for k, v in plain.items() if k != space}


def test_placing_the_die_on_the_hinted_space_takes_the_mark_away(qtbot) -> None:
    window, screen = _open(qtbot)
    space = _named(window.show_hint())
    assert screen.choose_space(*space)  # a click or Enter on the space
    assert _hinted(screen) == []
    assert HINTED not in screen.window_model.index(*space).data(Qt.ItemDataRole.ToolTipRole)


def test_the_mark_goes_when_the_die_goes_elsewhere_and_the_turn_passes(qtbot) -> None:
    window, screen = _open(qtbot)
    space = _named(window.show_hint())
    model = screen.window_model
    elsewhere = next((r, c) for r in range(model.rowCount()) for c in range(model.columnCount())
                     if model.index(r, c).data(Role.LEGAL) and (r, c) != space)
    seat = screen.session.state.active_seat
    assert screen.choose_space(*elsewhere)
    assert _hinted(screen) == []
    assert screen.session.state.active_seat != seat  # the next person's turn
    _reveal(screen)
    die = screen.session.state.pool[0]
    assert screen.choose_die(die)
    assert _hinted(screen) == []

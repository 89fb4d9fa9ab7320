"""The round's turn order on a small screen: every chip of the snake draft in sight beside the
notice, in English and 繁體中文, whose turn it is marked, and each chip naming its seat whole to
a tooltip or a screen reader (docs/ui.md, Screen sizes)."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAccessible, QFont

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import new_game
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.game.delegates.strip_delegates import TurnChipDelegate
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW, setup
from tests.ui.settle import settle

from .screens import confirm_handover

# the longest name is wider than any chip at a laptop size: it must end in '…' there
NAMES = ("Amat", "Batlló", "Calvet", "Domènech", "Puig i Cadafalch", "Sagnier")


pytestmark = pytest.mark.usefixtures("styled")  # tests/ui/conftest.py


@pytest.fixture(params=["en", "zh_TW"])
def language(request, qapp):
    assert translators().install(request.param)
    yield request.param
    translators().install("en")
    qapp.processEvents()


def _open(qtbot, temp_settings, size: tuple[int, int], seats: int,
          kinds: tuple[str, ...] = ()) -> tuple[MainWindow, GameScreen]:
    temp_settings.update(pace="instant")
    window = MainWindow(temp_settings, None, [("Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    base = setup(seats=seats, seed=4, start_seat=0)
    named = attrs.evolve(base, seats=tuple(attrs.evolve(seat, name=NAMES[i])
                                           for i, seat in enumerate(base.seats)))
    kinds = kinds or ("person",) + ("greedy",) * (seats - 1)
    screen = window.open_session(GameSession(new_game(named), [SeatPlan(k) for k in kinds]))
    screen.driver.set_paused(True)
    confirm_handover(screen)
    settle(window)
    return window, screen


def _chips(screen: GameScreen) -> list[QRect]:
    """Each chip's cell, in the header's coordinates."""
    strip = screen.turn_order
    model = strip.model()
    out = []
    for row in range(model.rowCount()):
        cell = strip.visualRect(model.index(row, 0))
        assert strip.viewport().rect().contains(cell), f"chip {row} is cut by its strip"
        out.append(QRect(strip.viewport().mapTo(screen.header, cell.topLeft()), cell.size()))
    return out


@pytest.mark.parametrize(("size", "seats"), [
    ((1280, 720), 6), ((1280, 720), 5), ((1024, 768), 4), ((1366, 768), 6),
])
def test_every_turn_chip_is_in_sight_beside_the_notice(qtbot, temp_settings, language, size,
                                                      seats):
    window, screen = _open(qtbot, temp_settings, size, seats)
    assert (window.width(), window.height()) == size
    header, strip, model = screen.header, screen.turn_order, screen.turn_order.model()
    assert model.rowCount() == 2 * seats
    # the header itself whole on screen
    assert header.visibleRegion().boundingRect() == header.rect()
    assert window.centralWidget().geometry().contains(
        QRect(header.mapTo(window, QPoint(0, 0)), header.size()))
    notice = screen.notice.geometry()
    chips = _chips(screen)
    for row, chip in enumerate(chips):
        assert header.rect().contains(chip), f"chip {row} {chip} leaves the header {size}"
        assert not chip.intersects(notice), f"chip {row} {chip} runs under the notice {notice}"
        for other in chips[row + 1:]:
            assert not chip.intersects(other), f"chip {row} overlaps another"
    # whose turn it is: one chip marked current, drawn in bold (not by its colour alone)
    statuses = [model.index(row, 0).data(Role.STATUS) for row in range(model.rowCount())]
    assert statuses.count("current") == 1
    # each chip shows its name, or at least its start and '…'; the tooltip and the
    # accessible name say it whole
    view = QAccessible.queryAccessibleInterface(strip)
    assert view is not None
    for row, chip in enumerate(chips):
        index = model.index(row, 0)
        name = str(index.data(Qt.ItemDataRole.DisplayRole))
        assert name == NAMES[screen.session.state.turn_order[row]]
        bold = QFont(strip.font())
        bold.setBold(True)
        shown = TurnChipDelegate.shown(bold, name, TurnChipDelegate.chip_rect(chip).width())
        assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1])
                                 and len(shown) >= 4), f"chip {row} shows {shown!r} of {name!r}"
        assert name in str(index.data(Qt.ItemDataRole.ToolTipRole))
        item = view.child(row)
        assert item is not None and name in item.text(QAccessible.Text.Name)
    if size == (1366, 768) or seats < 6:
        return
    # the long name does not fit a laptop's chip: it ends in '…' there
    row = screen.session.state.turn_order.index(NAMES.index("Puig i Cadafalch"))
    assert TurnChipDelegate.shown(strip.font(), NAMES[4],
                                  TurnChipDelegate.chip_rect(chips[row]).width()) != NAMES[4]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_chips_stay_put_as_turns_pass(qtbot, temp_settings, size):
    """The current turn's bold name never widens its chip: nothing in the header moves."""
    window, screen = _open(qtbot, temp_settings, size, 6, kinds=("greedy",) * 6)
    before, s = _chips(screen), screen.session
    player = make_player("greedy", 1)  # played here, on the window's thread
    while s.state.turn < 3:
        assert s.play(player.choose(s.state))
    settle(window)
    model = screen.turn_order.model()
    assert model.index(3, 0).data(Role.STATUS) == "current"
    assert _chips(screen) == before


def test_chips_keep_one_row_where_they_fit(qtbot, temp_settings):
    """A large screen shows the turn order as before: one row, every name whole."""
    window, screen = _open(qtbot, temp_settings, (1920, 1080), 6)
    chips = _chips(screen)
    assert len({chip.top() for chip in chips}) == 1
    names = [str(screen.turn_order.model().index(row, 0).data()) for row in range(12)]
    bold = QFont(screen.turn_order.font())
    bold.setBold(True)
    assert all(TurnChipDelegate.shown(bold, name, TurnChipDelegate.chip_rect(chip).width())
               == name for name, chip in zip(names, chips, strict=True))


def test_a_larger_font_arranges_the_chips_again(qtbot, temp_settings):
    window, screen = _open(qtbot, temp_settings, (1920, 1080), 4)
    before = _chips(screen)
    font = QFont(screen.turn_order.font())
    font.setPointSizeF(font.pointSizeF() * 1.4)
    screen.turn_order.setFont(font)
    settle(window)
    after = _chips(screen)  # each still inside the strip
    assert all(a.width() > b.width() for a, b in zip(after, before, strict=True))

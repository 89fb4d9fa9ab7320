"""The turn chips tell the truth (issue 30, item 6; issue 31, item 6): a name is never cut to
"Be…" with room to spare, in any round (the chips are measured again when a new round moves
the names), in English and 繁體中文; and while Flourish Cards are chosen, before round 1, no
turn is done yet, so no chip is struck through."""

from __future__ import annotations

import attrs
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import Modules, Stage, new_game
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.game.delegates.strip_delegates import TurnChipDelegate
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow
from tests.engine.fixtures import TEST_WINDOW, setup

from .screens import confirm_handover
from .settle import settle

NAMES = ("Ana", "Batlló", "Cai", "Domènech")

pytestmark = pytest.mark.usefixtures("styled")


def _window(qtbot, temp_settings, size, kinds, **kw):
    temp_settings.update(pace="instant")
    window = MainWindow(temp_settings, None, [("Test Window", TEST_WINDOW)])
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    base = setup(seats=len(kinds), seed=4, start_seat=0, **kw)
    named = attrs.evolve(base, seats=tuple(attrs.evolve(seat, name=NAMES[i])
                                           for i, seat in enumerate(base.seats)))
    screen = window.open_session(GameSession(new_game(named), [SeatPlan(k) for k in kinds]))
    screen.driver.set_paused(True)
    confirm_handover(screen)
    settle(window)
    return window, screen


def _shown(screen) -> list[tuple[str, str]]:
    strip = screen.turn_order
    model = strip.model()
    bold = QFont(strip.font())
    bold.setBold(True)
    out = []
    for row in range(model.rowCount()):
        ix = model.index(row, 0)
        name = str(ix.data(Qt.ItemDataRole.DisplayRole))
        width = TurnChipDelegate.chip_rect(strip.visualRect(ix)).width()
        out.append((name, TurnChipDelegate.shown(bold, name, width)))
    return out


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_no_name_is_cut_in_any_round_when_the_chips_have_room(qtbot, temp_settings, language):
    translators().install(language)
    try:
        window, screen = _window(qtbot, temp_settings, (1920, 1080), ("greedy",) * 4)
        s = screen.session
        player = make_player("greedy", 1)
        for round_ in (1, 2, 3):
            assert s.state.round == round_
            cut = [(name, shown) for name, shown in _shown(screen) if shown != name]
            assert cut == [], f"round {round_}: {cut}"
            while s.state.round == round_:
                assert s.play(player.choose(s.state))
            settle(window)
    finally:
        translators().install("en")


def test_no_chip_is_struck_through_while_flourish_cards_are_chosen(qtbot, temp_settings):
    window, screen = _window(qtbot, temp_settings, (1280, 720), ("greedy", "greedy", "person"),
                             modules=Modules(flourish=True))
    s = screen.session
    player = make_player("greedy", 1)
    while s.state.stage is Stage.FLOURISH and not s.is_person(s.state.active_seat):
        assert s.play(player.choose(s.state))  # the computers keep or discard theirs
    assert s.state.stage is Stage.FLOURISH and s.state.turn == 2
    model = screen.turn_order.model()
    statuses = [model.index(r, 0).data(Role.STATUS) for r in range(model.rowCount())]
    assert statuses == ["next"] * 6

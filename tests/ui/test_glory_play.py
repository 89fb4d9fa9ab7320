"""Glory in play: gray dice on the Cathedral Board (drag, click, refusal with the Strife Board's
reason), the Strife Tools' buttons, a Favor Token paying for a window tool."""

from __future__ import annotations

from PySide6.QtCore import Qt

from sagrada_desktop.ai import make_player
from sagrada_desktop.engine import (
    Color,
    DraftDie,
    Modules,
    Stage,
    Swap,
    UseToolCard,
    UseWindowTool,
    effect_choices,
)
from sagrada_desktop.ui.common.roles import Role
from sagrada_desktop.ui.game.models.pool_model import PoolModel
from sagrada_desktop.ui.game.models.window_model import WindowModel

from .conftest import make_session
from .screens import confirm_handover, game_screen

STRIFE = Modules(strife=True)


def _gray(session):
    return next(d for d in session.state.pool if d.color is Color.GRAY)


def _refused_by_board(session, die):
    w = session.state.seats[session.state.active_seat].window
    for r in range(w.rows):
        for c in range(w.cols):
            errors = session.drop_errors(die, r, c)
            if any("Strife Board" in e for e in errors):
                return r, c, errors
    raise AssertionError("no space refused by the Strife Board")


def test_pool_model_has_a_gray_row_and_passes_modeltester(qtmodeltester):
    session = make_session(modules=STRIFE, strife_board_id="lintel-and-sill")
    model = PoolModel(session)
    qtmodeltester.check(model, force_py=True)
    assert model.rowCount() == 6 and model.columnCount() == 6
    assert model.headerData(5, Qt.Orientation.Vertical) == "Gray"
    gray = _gray(session)
    ix = model.index_of(gray)
    assert ix.row() == 5 and model.data(ix, Role.DIE) == gray
    assert "Gray (Strife)" in model.data(ix, Qt.ItemDataRole.ToolTipRole)
    dice = {model.data(model.index(r, c), Role.DIE) for r in range(6) for c in range(6)}
    assert dice - {None} == set(session.state.pool)
    plain = PoolModel(make_session())
    assert plain.rowCount() == 5


def test_gray_die_dragged_to_a_legal_space_and_refused_with_the_boards_reason(qtbot):
    session = make_session(modules=STRIFE, strife_board_id="lintel-and-sill")
    pool, window = PoolModel(session), WindowModel(session, 0)
    gray = _gray(session)
    r, c, errors = _refused_by_board(session, gray)
    assert r in (1, 2)
    data = pool.mimeData([pool.index_of(gray)])
    act = Qt.DropAction.CopyAction
    assert not window.canDropMimeData(data, act, -1, -1, window.index(r, c))
    assert "top or bottom row" in " ".join(errors)
    legal = sorted(session.legal_cells(gray))
    assert legal and all(row in (0, 3) for row, _ in legal)
    assert window.dropMimeData(data, act, -1, -1, window.index(*legal[0]))
    assert session.state.seats[0].window.fill_at(*legal[0]) == gray


def test_gray_die_clicked_then_refused_space_shows_the_reason(qtbot):
    screen = game_screen(qtbot, modules=STRIFE, strife_board_id="lintel-and-sill")
    confirm_handover(screen)
    session = screen.session
    gray = _gray(session)
    r, c, _ = _refused_by_board(session, gray)
    screen.pool_view.die_chosen.emit(gray)
    assert session.state.in_hand.die == gray
    assert not screen.choose_space(r, c)
    assert "Strife Board" in screen.notice.text()
    row, col = sorted(session.legal_cells())[0]
    assert screen.choose_space(row, col)
    assert screen.glory.strife_board.title.text() == "3. Lintel and Sill"


def test_strife_tool_ii_buttons_name_the_value_and_apply(qtbot):
    screen = game_screen(qtbot, modules=STRIFE, strife_tool_id="strife-tool-ii")
    confirm_handover(screen)
    s = screen.session
    gray = _gray(s)
    die = next(d for d in s.state.pool if d.color is not Color.GRAY and d.value != gray.value)
    assert screen.choose_die(die)
    buttons = [b for b in screen.hand.effect_buttons
               if b.accessibleName().startswith("Strife Tool II")]
    assert buttons and all("→" in b.text() for b in buttons)
    target = f"{die.color.label} {gray.value}"
    button = next(b for b in buttons if b.text().endswith(target))
    button.click()
    assert s.state.in_hand.current == type(die)(die.color, gray.value)
    assert s.state.strife_tool.id in s.state.seats[0].used_tool_cards


def test_strife_tool_iii_swap_buttons_say_what_trades_places(qtbot):
    screen = game_screen(qtbot, modules=STRIFE, strife_tool_id="strife-tool-iii",
                         strife_board_id="unbound-pane")
    s = screen.session
    player = make_player("random", 1)
    while not (s.state.stage is Stage.PLACE and any(
            isinstance(a, UseToolCard) and a.card_id == "strife-tool-iii"
            for a in s.effect_actions())):
        assert s.play(player.choose(s.state))
        confirm_handover(screen)
    confirm_handover(screen)
    swaps = effect_choices(s.state, s.state.strife_tool.effect)
    buttons = [b for b in screen.hand.effect_buttons
               if b.accessibleName().startswith("Strife Tool III")]
    assert len(buttons) == len(swaps) and all(isinstance(w, Swap) for w in swaps)
    first = swaps[0]
    text = buttons[0].text()
    assert f"at row {first.row + 1}, column {first.col + 1}" in text and "on the board" in text
    assert text.split("  ", 1)[1].startswith("Swap ")
    seat = s.state.active_seat
    buttons[0].click()
    assert s.state.seats[seat].window.fill_at(first.row, first.col) == first.pool_die
    assert first.window_die in s.state.pool


def test_a_favor_token_pays_for_a_window_tool(qtbot):
    screen = game_screen(qtbot, modules=Modules(flourish=True))
    s = screen.session
    assert s.state.stage is Stage.FLOURISH
    confirm_handover(screen)
    screen.flourish_choice.tiles[0].keep.setChecked(True)
    screen.flourish_choice.confirm.click()
    confirm_handover(screen)
    screen.flourish_choice.confirm.click()
    confirm_handover(screen)
    assert s.state.stage is Stage.DRAFT and s.state.active_seat == 0
    assert s.state.seats[0].favor_tokens == 1
    assert screen.side_tabs.isTabVisible(screen.glory_tab)  # the Glory tab beside the objectives
    assert screen.glory.favor.isVisibleTo(screen.glory)
    assert s.play(DraftDie(s.state.pool[0]))
    favor = [b for b in screen.hand.effect_buttons if "(Favor Token)" in b.text()]
    assert favor and "instead of a point box" in favor[0].toolTip()
    before = s.state.seats[0].tool_boxes_used
    action = next(a for a in s.effect_actions() if isinstance(a, UseWindowTool) and a.favor)
    favor[[a for a in s.effect_actions()
           if isinstance(a, UseWindowTool) and a.favor].index(action)].click()
    assert s.state.seats[0].favor_tokens == 0
    assert s.state.seats[0].tool_boxes_used == before

"""The Cork-Backed Straight-Edge ("fill in a nonadjacent space"), used from the hand panel's
button: the lit spaces are then exactly the empty spaces touching no die that the die may fill
(Lamplighter's Pole in the shipped content says "fill a space touching no die")."""

from __future__ import annotations

from sagrada_desktop.engine import FillSpace, Stage
from sagrada_desktop.ui.common.roles import Role

from .screens import confirm_handover, game_screen


def _neighbours(r: int, c: int):
    return [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]


def test_after_the_placement_tool_only_spaces_touching_no_die_light_up(qtbot):
    screen = game_screen(qtbot)
    confirm_handover(screen)
    session = screen.session
    # the first seat places a die, then the second, so the first seat's window holds a die
    for _ in range(2):
        assert screen.choose_die(session.state.pool[0])
        r, c = sorted(session.legal_cells())[0]
        assert session.play(FillSpace(r, c))
        confirm_handover(screen)
    seat = session.state.active_seat
    window = session.state.seats[seat].window
    assert window.has_any_fill
    assert screen.choose_die(session.state.pool[0])
    button = next(b for b in screen.hand.effect_buttons
                  if b.accessibleName().startswith("Cork-Backed Straight-Edge"))
    button.click()
    assert session.state.in_hand.ignore_adjacency and session.state.stage is Stage.PLACE
    model = screen.window_model
    lit = {(r, c) for r in range(model.rowCount()) for c in range(model.columnCount())
           if model.index(r, c).data(Role.LEGAL)}
    assert lit, "some far space is free on the test window"
    assert lit == set(session.legal_cells())
    for r, c in lit:
        assert not any(0 <= rr < window.rows and 0 <= cc < window.cols
                       and window.die_at(rr, cc) is not None for rr, cc in _neighbours(r, c))
    die = session.state.in_hand.current
    r, c = sorted(lit)[0]
    assert screen.choose_space(r, c)
    assert session.state.seats[seat].window.die_at(r, c) == die

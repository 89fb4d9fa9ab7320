"""The probe's account of the table (common/probe.py asks a screen for `probe_report()`):
the seats and who plays each, whose turn it is, every Cathedral Board space (its die, whether
it is constructed or may be constructed now), every window space of the active window (where
it is, its die, lit or not, and why the die being placed may not fill it), the turn order's
chips as drawn, the notice, the Private Objective on show, the hand-over, the game as a save
document (seat plans included); on the scoring table, every seat's scores."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from sagrada_desktop.engine import Die, GameState
from sagrada_desktop.ui.common.probe_controls import centre, global_rect
from sagrada_desktop.ui.common.roles import Role

from .delegates.strip_delegates import TurnChipDelegate

if TYPE_CHECKING:
    from .screens.game_screen import GameScreen
    from .screens.score_screen import ScoreScreen
    from .session import GameSession


def _die(die: object) -> str | None:
    return f"{die.color.value}{die.value}" if isinstance(die, Die) else None


def _seats(session: GameSession) -> list[dict[str, Any]]:
    state = session.state
    return [{"seat": i, "name": seat.name, "plan": session.plans[i].kind,
             "person": session.plans[i].is_person, "lost_dice": seat.lost_dice}
            for i, seat in enumerate(state.seats)]


def _game(session: GameSession) -> dict[str, Any]:
    from sagrada_desktop.saves import game_document

    state: GameState = session.state
    return game_document(state.setup, session.actions, state, session.plans)


def _board(screen: GameScreen) -> dict[str, dict[str, Any]]:
    pool, view = screen.pool_model, screen.pool_view
    out = {}
    for r in range(pool.rowCount()):
        for c in range(pool.columnCount()):
            ix = pool.index(r, c)
            cell = pool.die_at(r, c)
            out[f"{cell.color.value}{cell.value}"] = {
                "at": centre(view.viewport(), view.visualRect(ix)),
                "die": ix.data(Role.DIE) is not None, "constructed": bool(ix.data(Role.CONSTRUCTED)),
                "constructible": bool(ix.data(Role.CONSTRUCTIBLE)),
                "draftable": bool(ix.data(Role.DRAFTABLE))}
    return out


def _spaces(screen: GameScreen) -> dict[str, dict[str, Any]]:
    view = screen.window_view
    model = view.window_model()
    out = {}
    for r in range(model.rowCount()):
        for c in range(model.columnCount()):
            ix = model.index(r, c)
            space = ix.data(Role.SPACE)
            reasons = ix.data(Role.REASONS) or []
            out[f"{r},{c}"] = {
                "at": centre(view.viewport(), view.visualRect(ix)),
                "rect": global_rect(view.viewport(), view.visualRect(ix)),
                "exists": bool(getattr(space, "exists", False)), "die": _die(ix.data(Role.FILL)),
                "lit": bool(ix.data(Role.LEGAL)), "hover": bool(ix.data(Role.HOVER)),
                "hinted": bool(ix.data(Role.HINTED)),
                "refusal": "; ".join(str(x) for x in reasons)}
    return out


def _chips(screen: GameScreen) -> list[dict[str, Any]]:
    strip = screen.turn_order
    model = strip.model()
    out = []
    for row in range(model.rowCount()):
        ix = model.index(row, 0)
        rect = TurnChipDelegate.chip_rect(strip.visualRect(ix)).toRect()
        status = ix.data(Role.STATUS)
        font = QFont(strip.font())
        font.setBold(status == "current")
        name = str(ix.data(Qt.ItemDataRole.DisplayRole))
        out.append({"seat": ix.data(Role.SEAT), "text": name, "status": status,
                    "shown": TurnChipDelegate.shown(font, name, rect.width()),
                    "rect": global_rect(strip.viewport(), rect)})
    return out


def game_report(screen: GameScreen) -> dict[str, Any]:
    session = screen.session
    state = session.state
    view, pool_view = screen.window_view, screen.pool_view
    private = screen.objectives.private
    hand = state.in_hand
    return {
        "seats": _seats(session), "active_seat": None if state.is_over else state.active_seat,
        "stage": state.stage.name, "round": state.round, "turn": state.turn,
        "in_hand": _die(hand.current) if hand is not None else None,
        "board": _board(screen), "spaces": _spaces(screen), "window_seat": screen.window_model.seat,
        "board_cursor": [pool_view.currentIndex().row(), pool_view.currentIndex().column()],
        "window_cursor": [view.currentIndex().row(), view.currentIndex().column()],
        "turn_chips": _chips(screen),
        "notice": screen.notice.text(), "notice_shown": screen.notice.shown(),
        "private_objective": {"seat": screen.objectives.private_seat,
                              "title": private.title.text(), "text": private.body.text()},
        "handover": screen.handover.shown, "handover_seat": screen.handover.seat,
        "game": _game(session),
    }


def score_report(screen: ScoreScreen) -> dict[str, Any]:
    session = screen.session
    cards = screen.model.cards
    return {
        "seats": _seats(session),
        "scores": [{"seat": card.seat, "name": card.name, "total": card.total,
                    "place": card.place, "starting_tools": card.starting_tools,
                    "public": list(card.public), "private": card.private, "tools": card.tools,
                    "broken_empty": card.broken_empty, "extra": card.extra}
                   for card in cards],
        "game": _game(session),
    }

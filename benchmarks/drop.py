"""One drop on the game screen, timed: a die of the Cathedral Board dragged onto the active
window (the drag's events sent to the window view, as a person's drag delivers them).

Figures (milliseconds, median and worst of N):
- enter -> highlight: the drag enters a space and the window is painted with the lit spaces;
- hover: the drag moves over a refused space (its reasons asked) and the window is painted;
- drop -> painted: the die dropped on a lit space, the step applied, the screen painted.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/drop.py [--runs N]
Wall time in one process on a shared machine: compare figures of one run, not across days.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from sagrada_desktop.engine import Die, DraftDie, Stage, new_game
from sagrada_desktop.play import PlayController
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.game.demo import demo_setup
from sagrada_desktop.ui.game.mime import encode
from sagrada_desktop.ui.game.screens.game_screen import GameScreen
from sagrada_desktop.ui.game.session import GameSession

COPY, LEFT, NONE = (Qt.DropAction.CopyAction, Qt.MouseButton.LeftButton,
                    Qt.KeyboardModifier.NoModifier)


def _screen(seed: int) -> GameScreen | None:
    """A one-person game against a computer seat, at the person's first turn to draft."""
    state = new_game(demo_setup(2, seed))
    session = GameSession(state, [SeatPlan("person"), SeatPlan("random")])
    screen = GameScreen(session, 0, confirm_loss=False)
    screen.driver.set_paused(True)
    screen.resize(1366, 768)
    screen.show()
    QApplication.processEvents()
    if state.stage is not Stage.DRAFT or not session.active_is_person:
        return None
    return screen


def _die_lit_and_refused(screen: GameScreen) -> tuple[Die, tuple[int, int], tuple[int, int]] | None:
    state = screen.session.state
    aside = PlayController(state)
    w = state.seats[state.active_seat].window
    spaces = [(r, c) for r in range(w.rows) for c in range(w.cols) if w.space(r, c).exists]
    for die in state.pool:
        lit = aside.legal_cells(die)
        refused = [rc for rc in spaces if rc not in lit]
        if lit and refused:
            return die, sorted(lit)[0], refused[0]
    return None


def _at(screen: GameScreen, r: int, c: int) -> QPointF:
    view = screen.window_view
    return QPointF(view.visualRect(view.model().index(r, c)).center())


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def measure(runs: int) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {"enter -> highlight": [], "hover": [], "drop -> painted": []}
    seed = 0
    while len(out["drop -> painted"]) < runs:
        seed += 1
        screen = _screen(seed)
        found = _die_lit_and_refused(screen) if screen is not None else None
        if screen is None or found is None:
            continue
        die, lit, refused = found
        port = screen.window_view.viewport()
        data = encode(DraftDie(die))
        start = time.perf_counter()
        QApplication.sendEvent(port, QDragEnterEvent(_at(screen, *lit).toPoint(), COPY, data,
                                                     LEFT, NONE))
        QApplication.sendEvent(port, QDragMoveEvent(_at(screen, *lit).toPoint(), COPY, data,
                                                    LEFT, NONE))
        port.repaint()
        out["enter -> highlight"].append(_ms(start))
        start = time.perf_counter()
        QApplication.sendEvent(port, QDragMoveEvent(_at(screen, *refused).toPoint(), COPY,
                                                    data, LEFT, NONE))
        port.repaint()
        out["hover"].append(_ms(start))
        QApplication.sendEvent(port, QDragMoveEvent(_at(screen, *lit).toPoint(), COPY, data,
                                                    LEFT, NONE))
        start = time.perf_counter()
        QApplication.sendEvent(port, QDropEvent(_at(screen, *lit), COPY, data, LEFT, NONE))
        screen.repaint()
        out["drop -> painted"].append(_ms(start))
        assert screen.session.state.seats[0].window.die_at(*lit) == die
        QApplication.sendEvent(port, QDragLeaveEvent())
        screen.close()
        screen.deleteLater()
        QApplication.processEvents()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    figures = measure(args.runs)
    for name, times in figures.items():
        print(f"{name:>20}: median {statistics.median(times):6.2f} ms, "
              f"worst {max(times):6.2f} ms ({len(times)} drops)")
    del app


if __name__ == "__main__":
    main()

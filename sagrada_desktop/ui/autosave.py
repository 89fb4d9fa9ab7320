"""Autosave after every turn, into the user's data folder; offered back after a crash.

The autosave is the ordinary save file (saves.save_game, written atomically) plus a small
side file naming who plays each seat. A finished game's autosave is removed.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from sagrada_desktop.saves import LoadedGame, SaveError, load_game, save_game

from .session import COMPUTER_KINDS, PERSON, GameSession, SeatPlan

AUTOSAVE = "autosave.sagrada.json"
PLANS = "autosave.seats.json"


def data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base or Path.home() / ".sagrada-artisans")
    path.mkdir(parents=True, exist_ok=True)
    return path


class Autosaver:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir()

    @property
    def path(self) -> Path:
        return self.folder / AUTOSAVE

    def save(self, session: GameSession) -> None:
        s = session.state
        if s.is_over:
            self.clear()
            return
        save_game(self.path, s.setup, session.actions, s)
        (self.folder / PLANS).write_text(json.dumps([p.kind for p in session.plans]),
                                         encoding="utf-8")

    def clear(self) -> None:
        for name in (AUTOSAVE, PLANS, AUTOSAVE + ".bak"):
            (self.folder / name).unlink(missing_ok=True)

    def pending(self) -> tuple[LoadedGame, list[SeatPlan]] | None:
        """An unfinished game left behind (after a crash), with its seat plans."""
        if not self.path.exists():
            return None
        try:
            game = load_game(self.path)
        except SaveError:
            return None
        if game.state.is_over:
            return None
        return game, read_plans(self.folder / PLANS, len(game.state.seats))


def read_plans(path: Path, seats: int) -> list[SeatPlan]:
    """The seat plans saved beside a game; every seat a person when there are none."""
    try:
        kinds = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        kinds = []
    if not isinstance(kinds, list) or len(kinds) != seats:
        kinds = [PERSON] * seats
    return [SeatPlan(k if k in (PERSON, *COMPUTER_KINDS) else PERSON) for k in kinds]

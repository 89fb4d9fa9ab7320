"""Autosave after every turn, into the user's data folder; offered back at the next start.

The autosave is the ordinary save file (saves.save_game, written atomically, the previous one
kept as ".bak"), who plays each seat included. A finished game's autosave
is removed. A clean Quit leaves a marker, so the next start offers to continue the last game
rather than to recover from a crash. A damaged autosave never stops the program: its backup
is offered instead, and a file that does not load is never rotated into the backup slot.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from attrs import frozen
from PySide6.QtCore import QStandardPaths

from sagrada_desktop.saves import SaveError, atomic_write, backup_path
from sagrada_desktop.ui.common.i18n import translate

if TYPE_CHECKING:  # a game is read or written after the first paint: imported then
    from sagrada_desktop.saves import LoadedGame

    from .session import GameSession

AUTOSAVE = "autosave.sagrada.json"
OLD_PLANS = "autosave.seats.json"  # where versions before 3 kept the seat plans (read on load)
QUIT = "autosave.quit"  # present: the program was closed normally after the last autosave
NEWER = "autosave.newer.sagrada.json"  # a newer version's autosave, kept aside (never written)


def data_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base or Path.home() / ".sagrada-artisans")
    path.mkdir(parents=True, exist_ok=True)
    return path


@frozen
class Pending:
    """An unfinished game left behind. from_backup: the autosave itself is damaged (`damaged`
    says why) and this is the one before it; quit_cleanly: the program was closed with Quit
    rather than stopped by a crash."""

    game: LoadedGame  # its plans say who plays each seat
    from_backup: bool = False
    damaged: str = ""
    quit_cleanly: bool = False


def _try_load(path: Path) -> tuple[LoadedGame | None, str]:
    if not path.exists():
        return None, ""
    from sagrada_desktop.saves import load_game

    try:
        return load_game(path, side_file=path.with_name(OLD_PLANS)), ""
    except SaveError as exc:
        return None, str(exc)
    except Exception as exc:  # a damaged autosave never stops the start
        return None, translate("autosave", "{name}: cannot be read ({name__})").format(name=path.name, name__=type(exc).__name__)


class Autosaver:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir()
        self._current_checked = False  # the file at `path` is known to load

    @property
    def path(self) -> Path:
        return self.folder / AUTOSAVE

    def save(self, session: GameSession) -> None:
        s = session.state
        if s.is_over:
            self.clear()
            return
        # the file left from before is kept as the backup only when it loads: a damaged one
        # must not push out a good backup
        rotate = self._current_checked or _try_load(self.path)[0] is not None
        if not rotate:
            from sagrada_desktop.saves.newer_files import written_by_a_newer_version

            if written_by_a_newer_version(self.path):  # a newer version's game: kept aside
                self.path.replace(self.folder / NEWER)
        from sagrada_desktop.saves import save_game

        save_game(self.path, s.setup, session.actions, s, plans=session.plans, backup=rotate)
        self._current_checked = True
        (self.folder / QUIT).unlink(missing_ok=True)

    def note_quit(self) -> None:
        """The program is closing normally: the autosave is no crash's leftover."""
        if self.path.exists():
            try:
                atomic_write(self.folder / QUIT, "closed with Quit\n", backup=False)
            except OSError:
                pass  # then the next start offers it as after a crash, which loses nothing

    def clear(self) -> None:
        for name in (AUTOSAVE, OLD_PLANS, AUTOSAVE + ".bak", QUIT):
            (self.folder / name).unlink(missing_ok=True)
        self._current_checked = False

    def pending(self) -> Pending | None:
        """The unfinished game left behind, with its seat plans: the autosave, or its backup
        when the autosave itself does not load."""
        game, problem = _try_load(self.path)
        from_backup = False
        if game is None and problem:
            game, _ = _try_load(backup_path(self.path))
            from_backup = game is not None
        if game is None or game.state.is_over:
            return None
        return Pending(game, from_backup, problem,
                       quit_cleanly=(self.folder / QUIT).exists() and not from_backup)


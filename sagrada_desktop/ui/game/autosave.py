"""Autosave after every turn, into the user's data folder; offered back at the next start.

The autosave is the ordinary save file (saves.save_game, written atomically, the previous one
kept as ".bak"), who plays each seat included. A finished game's autosave
is removed. A clean Quit leaves a marker, so the next start offers to continue the last game
rather than to recover from a crash. A damaged autosave never stops the program: its backup
is offered instead, and a file that does not load is never rotated into the backup slot.

Each window of the program running on the data folder has its own autosave (its slot,
ui/common/data_folder.py: autosave.sagrada.json for the first, autosave-2.sagrada.json for a
second one): a window clears only its own. A data folder where nothing can be written never
stops the start: `problem` says so, and the autosave is not attempted.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from attrs import frozen

from sagrada_desktop.saves import SaveError, atomic_write, backup_path
from sagrada_desktop.ui.common.data_folder import (
    MAX_SLOTS,
    DataFolder,
    made_folder,
    open_data_folder,
    slot_name,
    standard_data_dir,
    try_lock,
)
from sagrada_desktop.ui.common.i18n import translate

if TYPE_CHECKING:  # a game is read or written after the first paint: imported then
    from sagrada_desktop.saves import LoadedGame

    from .session import GameSession

AUTOSAVE = "autosave.sagrada.json"
OLD_PLANS = "autosave.seats.json"  # where versions before 3 kept the seat plans (read on load)
QUIT = "autosave.quit"  # present: the program was closed normally after the last autosave
NEWER = "autosave.newer.sagrada.json"  # a newer version's autosave, kept aside (never written)


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
    """The autosave of one window of the program: slot 1's files unless told otherwise."""

    def __init__(self, folder: Path | None = None, *, slot: int = 1, problem: str = "",
                 held: DataFolder | None = None) -> None:
        if folder is None:
            folder = standard_data_dir()
            problem = problem or made_folder(folder)
        self.folder = folder
        self.slot = slot
        self.problem = problem  # why nothing can be saved in the folder ('' when it can)
        self._held = held  # keeps this window's lock on the data folder
        self._current_checked = False  # the file at `path` is known to load

    @classmethod
    def for_this_window(cls, folder: Path | None = None) -> Autosaver:
        """The autosave of the window starting now: the data folder's first free slot. A game
        another slot's window left when it stopped without closing (its lock is free now) is
        taken over into this slot when this one has none, so that it is offered back."""
        data = open_data_folder(folder)
        saver = cls(data.path, slot=data.slot, problem=data.problem, held=data)
        if not data.problem:
            saver._take_over_left_games()
        return saver

    def _take_over_left_games(self) -> None:
        for slot in range(1, MAX_SLOTS + 1):
            if slot == self.slot or self.path.exists():
                continue
            theirs = self.folder / slot_name(AUTOSAVE, slot)
            if not theirs.exists():
                continue
            lock = try_lock(self.folder / slot_name("window.lock", slot))
            if lock is None:
                continue  # that window is running: its game is its own
            try:
                for name in (AUTOSAVE, AUTOSAVE + ".bak", QUIT):
                    source = self.folder / slot_name(name, slot)
                    if source.exists():
                        source.replace(self._own(name))
            except OSError:
                pass  # left where it is: nothing is lost
            finally:
                lock.unlock()

    def _own(self, name: str) -> Path:
        return self.folder / slot_name(name, self.slot)

    @property
    def path(self) -> Path:
        return self._own(AUTOSAVE)

    def save(self, session: GameSession) -> None:
        if self.problem:  # said once, where the window shows it: no save is attempted
            return
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
        self._own(QUIT).unlink(missing_ok=True)

    def note_quit(self) -> None:
        """The program is closing normally: the autosave is no crash's leftover."""
        if self.path.exists() and not self.problem:
            try:
                atomic_write(self._own(QUIT), "closed with Quit\n", backup=False)
            except OSError:
                pass  # then the next start offers it as after a crash, which loses nothing

    def clear(self) -> None:
        """Remove this window's autosave, its backup and its Quit marker (never another
        window's)."""
        own = [self.path, backup_path(self.path), self._own(QUIT)]
        if self.slot == 1:
            own.append(self.folder / OLD_PLANS)
        for path in own:
            path.unlink(missing_ok=True)
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
                       quit_cleanly=self._own(QUIT).exists() and not from_backup)


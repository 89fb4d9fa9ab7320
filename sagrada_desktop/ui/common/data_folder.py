"""The user's data folder (the autosave, the campaigns), as one window of the program holds it.

Several windows of the program may run at once on one data folder. Each holds a numbered
slot, a QLockFile ("window.lock", "window-2.lock", ...): the first window slot 1, which keeps
the names every earlier version used (autosave.sagrada.json, playing.txt), a second one slot 2
(autosave-2.sagrada.json, playing-2.txt), and so on. So each window autosaves its own game and
clears only its own files; a window that stopped without closing (a crash, kill -9) leaves a
lock that the next start finds stale (its process is gone) and takes over, with the autosave
it left. A campaign file is held the same way while a window has it open (campaign_lock):
a second window may not play or reset it at the same time.

A folder that cannot be made or written (read-only, a file in the way, no permission) never
stops the start: the program plays, and `problem` says where saving is impossible and why.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from attrs import frozen
from PySide6.QtCore import QLockFile, QStandardPaths
from PySide6.QtWidgets import QLabel, QMainWindow

from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.system_errors import os_error_words

MAX_SLOTS = 16  # windows of the program at once on one data folder
NOTICE = "saving-problem"  # the object name of the status bar's lasting notice


def standard_data_dir() -> Path:
    """Where the program keeps its data (the folder may not exist yet)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base or Path.home() / ".sagrada-artisans")


def slot_name(name: str, slot: int) -> str:
    """A file of the window holding `slot`: slot 1 keeps `name` ("autosave.sagrada.json"),
    slot 2 is "autosave-2.sagrada.json" (the number before the first dot)."""
    if slot == 1:
        return name
    stem, dot, rest = name.partition(".")
    return f"{stem}-{slot}{dot}{rest}"


def saving_impossible(folder: Path, exc: OSError) -> str:
    """The words for a data folder nothing can be saved in."""
    return translate("data_folder", "Nothing can be saved in {folder}: {error}").format(
        folder=folder, error=os_error_words(exc))


def _writable(folder: Path) -> OSError | None:
    """Why files cannot be made in the folder (None: they can)."""
    if not os.access(folder, os.W_OK | os.X_OK):
        return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(folder))
    return None


def try_lock(path: Path) -> QLockFile | None:
    """The lock at `path`, held (a stale one, left by a process that is gone, is taken over);
    None when another running window of the program holds it."""
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
    return lock if lock.tryLock(0) else None


@frozen
class DataFolder:
    """The data folder as this window holds it: its slot and lock, or why saving is
    impossible there (`problem`; then `lock` is None and slot 1's names are read)."""

    path: Path
    slot: int = 1
    problem: str = ""
    lock: QLockFile | None = None


def made_folder(folder: Path) -> str:
    """Make the folder if need be; why nothing can be saved in it ('' when files can be)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return saving_impossible(folder, exc)
    refused = _writable(folder)
    return saving_impossible(folder, refused) if refused is not None else ""


def open_data_folder(path: Path | None = None) -> DataFolder:
    """Make the data folder if need be and hold the first free slot of it."""
    folder = path if path is not None else standard_data_dir()
    problem = made_folder(folder)
    if problem:
        return DataFolder(folder, problem=problem)
    for slot in range(1, MAX_SLOTS + 1):
        lock = try_lock(folder / slot_name("window.lock", slot))
        if lock is not None:
            return DataFolder(folder, slot, lock=lock)
    return DataFolder(folder, problem=translate(
        "data_folder", "Nothing can be saved in {folder}: {count} windows of the program are "
        "open on it already").format(folder=folder, count=MAX_SLOTS))


def campaign_lock(path: Path) -> QLockFile | None:
    """Hold the campaign file `path` for this window (".NAME.lock" beside it); None when
    another window of the program has it open. A folder where no lock can be made (a read-only
    one) holds nothing either way: the campaign is read, and its saves are refused there."""
    lock_path = path.with_name(f".{path.name}.lock")
    lock = QLockFile(str(lock_path))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    return lock  # cannot be made (read-only folder): not held by anyone either


def saving_notice(window: QMainWindow) -> QLabel:
    """The window's lasting notice that saving fails (a permanent part of its status bar, not
    a message that goes after a few seconds): empty and hidden while saving works."""
    found = window.findChild(QLabel, NOTICE)
    if isinstance(found, QLabel):
        return found
    from PySide6.QtCore import Qt  # only when saving fails (the namespace is slow to make)

    label = QLabel()
    label.setObjectName(NOTICE)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setMinimumWidth(560)  # two lines at most for a long folder; the messages keep room
    label.setStyleSheet("QLabel#saving-problem { color: #ffb4a8; font-weight: bold; }")
    label.hide()
    window.statusBar().addPermanentWidget(label)
    return label


def show_saving_problem(window: QMainWindow, text: str, *, lasting: bool = False) -> None:
    """Say (and keep saying) why saving fails; '' clears the notice once a save works.
    `lasting`: the data folder's own problem, which stays under any later one."""
    label = saving_notice(window)
    if lasting:
        label.setProperty("lasting", text)
    problem = text or str(label.property("lasting") or "")
    shown = translate("data_folder", "⚠ {problem}").format(problem=problem) if problem else ""
    label.setText(shown)
    label.setToolTip(problem)
    label.setAccessibleName(shown)
    label.setVisible(bool(problem))

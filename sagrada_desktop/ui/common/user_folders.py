"""Where the Save and Export dialogs open: the user's own folders, never the working folder
(which, started from a Windows shortcut, is the program's install folder)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

_Location = QStandardPaths.StandardLocation


def documents_folder() -> Path:
    """The user's documents folder (XDG_DOCUMENTS_DIR, Documents), else the home folder."""
    for location in (_Location.DocumentsLocation, _Location.HomeLocation):
        found = QStandardPaths.writableLocation(location)
        if found and Path(found).is_dir():
            return Path(found)
    return Path.home()


def suggested_path(file_name: str, folder: Path | None = None) -> str:
    """The path a file dialog proposes for a new file: file_name in the documents folder."""
    return str((folder or documents_folder()) / file_name)

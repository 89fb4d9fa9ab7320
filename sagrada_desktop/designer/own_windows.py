"""The player's own windows, kept in the user's data folder: one window file each
(design_file.py), `windows/<id>.json`, written atomically with the one before kept as .bak.

A file that no longer reads (damaged by hand, by a disk) is listed with what is wrong and
left as it is; it never stops the others from being listed."""

from __future__ import annotations

import secrets
from pathlib import Path

from attrs import frozen

from ..saves.atomic import backup_path
from .design_file import DesignFileError, load_draft, save_draft
from .draft import WindowDraft
from .playable import OWN_PREFIX

FOLDER = "windows"


@frozen
class Shelved:
    """One file of the folder: its window, or why it cannot be read."""

    path: Path
    draft: WindowDraft | None
    error: str = ""


class OwnWindows:
    def __init__(self, data_folder: Path) -> None:
        self.folder = data_folder / FOLDER

    def path_of(self, ident: str) -> Path:
        return self.folder / f"{ident}.json"

    def shelved(self) -> list[Shelved]:
        """Every window file in the folder, in the order of their names (damaged ones too)."""
        if not self.folder.is_dir():
            return []
        out = []
        for path in sorted(self.folder.glob(f"{OWN_PREFIX}*.json")):
            try:
                out.append(Shelved(path, load_draft(path)))
            except DesignFileError as e:
                out.append(Shelved(path, None, str(e)))
        return out

    def drafts(self) -> list[WindowDraft]:
        return [s.draft for s in self.shelved() if s.draft is not None]

    def save(self, draft: WindowDraft) -> Path:
        """Keep the window (DesignFileError when it cannot be written)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.path_of(draft.id)
        save_draft(path, draft)
        return path

    def remove(self, ident: str) -> None:
        """The window's file goes; its last version stays as .bak, a deletion undone by hand."""
        path = self.path_of(ident)
        if path.exists():
            path.replace(backup_path(path))

    def fresh_id(self) -> str:
        """An id no window of the folder has: 'own-' and ten hexadecimal digits."""
        while True:
            ident = f"{OWN_PREFIX}{secrets.token_hex(5)}"
            if not self.path_of(ident).exists():
                return ident

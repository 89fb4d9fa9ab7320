"""The corpus of files written by earlier mains (README.md): what each file is, read from the
`manifest.json` its writer left beside it, and a copy of it to open."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

FILES = Path(__file__).resolve().parent / "files"


class Entry:
    """One file of the corpus: its commit's folder and what the manifest says of it."""

    def __init__(self, commit: str, facts: dict[str, Any]) -> None:
        self.commit = commit
        self.facts = facts
        self.file: str = facts["file"]

    @property
    def path(self) -> Path:
        return FILES / self.commit / self.file

    @property
    def kind(self) -> str:
        return str(self.facts["kind"])

    @property
    def name(self) -> str:
        return f"{self.commit}/{self.file}"

    def copy_into(self, folder: Path) -> Path:
        """The file with what lies beside it (its .bak, its seat-plan side file), copied into
        `folder`: a load path may write (a backup, its plans inside), the corpus never."""
        folder.mkdir(parents=True, exist_ok=True)
        source = self.path
        for name in (source.name, source.name + ".bak", self.facts.get("side_file")):
            if name and (source.parent / name).exists():
                shutil.copyfile(source.parent / name, folder / name)
        return folder / source.name

    def __repr__(self) -> str:
        return self.name


def manifests() -> dict[str, dict[str, Any]]:
    """Each commit's manifest, by its folder's name."""
    return {m.parent.name: json.loads(m.read_text(encoding="utf-8"))
            for m in sorted(FILES.glob("*/manifest.json"))}


def entries(*kinds: str) -> list[Entry]:
    out = []
    for manifest in sorted(FILES.glob("*/manifest.json")):
        doc = json.loads(manifest.read_text(encoding="utf-8"))
        out += [Entry(manifest.parent.name, f) for f in doc["files"] if f["kind"] in kinds]
    return out


def params(*kinds: str) -> Iterator[Any]:
    """One pytest parameter a file, named by its commit and path (a failure names the file)."""
    for e in entries(*kinds):
        yield pytest.param(e, id=e.name)


def backups(*kinds: str) -> Iterator[Any]:
    """The .bak kept beside a file (the save before it), as a file of its own."""
    for e in entries(*kinds):
        if e.facts.get("backup"):
            yield pytest.param(e, id=e.name + ".bak")

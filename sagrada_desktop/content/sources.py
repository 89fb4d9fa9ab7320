"""Where each component came from, so that a cross-reference problem names its file and entry."""

from __future__ import annotations

from ..codec.details import Detail, detail
from .errors import Entry, Problem


class Sources:
    """Remembers the file of every (kind, id) read, and collects the problems found."""

    def __init__(self, root_name: str) -> None:
        self.root_name = root_name
        self._files: dict[tuple[str, str], str] = {}
        self.problems: list[Problem] = []

    def file(self, relative: str) -> str:
        """A path inside the content folder as shown: resources/windows/campaign."""
        return f"{self.root_name}/{relative}"

    def note(self, kind: str, ident: str, file: str) -> bool:
        """Record where `ident` was read; False (and a problem) when the id is taken already."""
        earlier = self._files.get((kind, ident))
        if earlier is not None:
            self.problems.append(
                Problem(file, Entry(kind, ident), "id", detail("id-taken", file=earlier))
            )
            return False
        self._files[(kind, ident)] = file
        return True

    def file_of(self, kind: str, ident: str) -> str:
        return self._files.get((kind, ident), "?")

    def add(self, kind: str, ident: str, field: str, found: Detail) -> None:
        """A problem with component `ident` of `kind`, at `field`."""
        self.problems.append(Problem(self.file_of(kind, ident), Entry(kind, ident), field, found))

    def add_at(self, file: str, entry: Entry | None, field: str, found: Detail) -> None:
        self.problems.append(Problem(file, entry, field, found))

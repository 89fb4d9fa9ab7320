"""ContentError: what is wrong in which file, entry and field."""

from __future__ import annotations

from attrs import frozen


@frozen
class Problem:
    """One mistake in the content: file (as shown, e.g. resources/tools/kiln.toml), entry
    (e.g. "window 'w03'"; empty for the file as a whole), field path (e.g. tools[1].boxes)."""

    file: str
    entry: str
    field: str
    message: str

    def __str__(self) -> str:
        where = ", ".join(part for part in (self.entry, self.field) if part)
        return f"{self.file}: {where}: {self.message}" if where else f"{self.file}: {self.message}"


class ContentError(ValueError):
    """The content files are malformed or contradict each other; one line per problem."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__("\n".join(str(p) for p in problems))

    @property
    def messages(self) -> list[str]:
        return [str(p) for p in self.problems]

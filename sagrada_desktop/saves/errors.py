"""The errors of the save format: CodecError for one value, SaveError for one file."""

from __future__ import annotations


class CodecError(ValueError):
    """A JSON value that does not describe what was expected; the message names each field."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


class SaveError(Exception):
    """A save file that cannot be written, read or trusted; the message names the file."""

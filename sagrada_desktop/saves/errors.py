"""The errors of the save format: CodecError for one value, SaveError for one file."""

from __future__ import annotations

MAX_PROBLEMS = 8
MAX_PROBLEM = 240  # characters of one problem: a crafted value is not repeated in full


def shorten(text: str, limit: int = MAX_PROBLEM) -> str:
    """One line, at most `limit` characters (the middle of a long value is left out)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    half = (limit - 3) // 2
    return f"{text[:half]}…{text[-half:]}"


class CodecError(ValueError):
    """A JSON value that does not describe what was expected; the message names each field."""

    def __init__(self, problems: list[str]) -> None:
        shown = [shorten(p) for p in problems[:MAX_PROBLEMS]]
        if len(problems) > MAX_PROBLEMS:
            shown.append(f"and {len(problems) - MAX_PROBLEMS} more problems")
        super().__init__("; ".join(shown))
        self.problems = shown


class SaveError(Exception):
    """A save file that cannot be written, read or trusted; the message names the file."""

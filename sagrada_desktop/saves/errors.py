"""The errors of the save format: CodecError for one value (what is wrong, as data), SaveError
for one file (in words, naming the file)."""

from __future__ import annotations

from ..codec.details import Detail, detail
from ..wording.details import detail_text
from ..wording.language import current_language

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
    """A JSON value that does not describe what was expected: `details` say what is wrong and
    at which field (codec/details.py); str() and `problems` are their words in the current
    language (wording/details.py)."""

    def __init__(self, details: list[Detail]) -> None:
        self.details = tuple(details[:MAX_PROBLEMS])
        self.more = max(0, len(details) - MAX_PROBLEMS)
        super().__init__(*self.details)

    def located(self, where: str) -> CodecError:
        """The same problems found under `where` (game.setup ...)."""
        error = CodecError([d.located(where) for d in self.details])
        error.more = self.more
        return error

    def words(self, lang: str | None = None) -> list[str]:
        shown = [shorten(detail_text(d, lang)) for d in self.details]
        if self.more:
            shown.append(detail_text(detail("more-problems", count=self.more), lang))
        return shown

    @property
    def problems(self) -> list[str]:
        return self.words()

    def __str__(self) -> str:
        return ("；" if current_language() == "zh_TW" else "; ").join(self.words())


class SaveError(Exception):
    """A save file that cannot be written, read or trusted; the message names the file."""

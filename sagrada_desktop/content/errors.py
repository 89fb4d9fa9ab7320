"""ContentError: what is wrong (codec/details.py, as data) in which file, entry and field,
in words in the current language (wording/details.py)."""

from __future__ import annotations

from attrs import frozen

from ..codec.details import Detail
from ..wording.details import detail_words, entry_text
from ..wording.language import chosen


@frozen
class Entry:
    """An entry of a content file: its kind (window, Tool Card ... as in wording/details.py's
    ENTRY_KINDS) and its id, or its number in the file, or the file it is the one entry of."""

    kind: str
    ident: str = ""
    number: int = 0
    in_file: str = ""

    def text(self, lang: str | None = None) -> str:
        return entry_text(self.kind, self.ident, self.number, self.in_file, lang)


@frozen
class Problem:
    """One mistake in the content: file (as shown, e.g. resources/tools/kiln.toml), entry
    (e.g. window 'w03'; None for the file as a whole), field path (e.g. tools[1].boxes), and
    what is wrong."""

    file: str
    entry: Entry | None
    field: str
    detail: Detail

    def text(self, lang: str | None = None) -> str:
        zh = chosen(lang) == "zh_TW"
        entry = self.entry.text(lang) if self.entry is not None else ""
        where = ("，" if zh else ", ").join(part for part in (entry, self.field) if part)
        colon = "：" if zh else ": "
        words = detail_words(self.detail, lang)
        parts = (self.file, where, words) if where else (self.file, words)
        return colon.join(parts)

    def __str__(self) -> str:
        return self.text()


class ContentError(ValueError):
    """The content files are malformed or contradict each other; one line per problem."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = tuple(problems)
        super().__init__(*self.problems)

    def __str__(self) -> str:
        return "\n".join(self.messages)

    @property
    def messages(self) -> list[str]:
        return [str(p) for p in self.problems]

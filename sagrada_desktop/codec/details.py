"""What is wrong with a value of a saved game or of a content file, as data: a kind and its
named values (as the engine's reasons and the campaign's refusals are), with the field path it
was found at. sagrada_desktop/wording/details.py words every kind in English and Traditional
Chinese; nothing here is a sentence.

A value is a whole number, a text shown as given (a field path, a file name, an id), one of the
small classes below, or a tuple of them (a list).
"""

from __future__ import annotations

from typing import Literal, TypeAlias

from attrs import frozen

DetailKind = Literal[
    # the shape of one value (the converter's checks)
    "expected", "broken-character", "text-too-long", "die-text", "not-a-colour",
    "window-notation", "one-of", "no-kind", "unknown-kind", "unknown-stage", "step-text",
    "missing-field", "unknown-fields", "no-other-fields", "refused",
    # a saved game or campaign as a whole
    "not-regular-file", "too-large", "not-utf8", "cannot-read", "invalid-json", "invalid-json-cut",
    "nested-too-deeply", "unreadable-json", "holds-not", "wrong-format", "unexpected-field",
    "snapshot-differs", "more-problems", "schema-not-number", "schema-newer", "schema-unknown",
    "written-by-newer", "written-by-newer-unknown", "unknown-edition",
    "setup-cannot-start", "action-illegal", "action-failed", "not-expected-here",
    "seat-plans-count",
    # a saved setup checked against the rules
    "not-a-board-space", "skips-a-space", "appears-twice", "window-too-large",
    "design-has-dice", "window-tools", "point-boxes", "at-least-one", "seat-count",
    "name-length", "too-many-tool-cards", "shared-colour", "at-most", "not-in-range",
    "objectives-count", "unknown-objective", "unknown-card",
    # a content file as a whole
    "missing-folder", "missing-file", "invalid-toml", "invalid-toml-at", "invalid-toml-end",
    "toml-too-deep",
    "id-pattern", "id-taken", "unknown-top-key", "expected-entries", "no-entries",
    "translation-not-text", "translation-empty", "translation-missing", "translation-stray",
    "translation-file-missing", "translation-file-stray",
    # a content entry checked against the rules (the words are the rule, see wording/details)
    "rule",
]


@frozen
class Got:
    """What a value turned out to be: null, true/false, a number, the text 'x', a list, an
    object (`text`: the text, for a text)."""

    what: Literal["null", "bool", "number", "text", "list", "object", "other"]
    text: str = ""


@frozen
class Expected:
    """What a value should have been (a whole number, a list of dice such as 'R3' ...)."""

    what: Literal["text", "number", "bool", "list", "object", "numbers", "texts", "bools",
                  "colours", "dice", "tables", "items"]


@frozen
class Quoted:
    """An id, a name or a value as it was given, shown in quotes: 'w03' (「w03」)."""

    text: str


@frozen
class Raw:
    """Words that come from elsewhere (the TOML or JSON reader, the operating system, an engine
    check), shown as they are: they name what is wrong in the reader's own words."""

    text: str


@frozen
class Worded:
    """Words the caller has in both languages (an action of the log, a reason of the rules)."""

    en: str
    zh: str


DetailValue: TypeAlias = (int | str | Got | Expected | Quoted | Raw | Worded
                          | tuple["DetailValue", ...])


@frozen
class Detail:
    """One thing wrong: its kind, its named values, and the field path it was found at
    (setup.seats[0].name; empty for the value or the file itself)."""

    kind: DetailKind
    values: tuple[tuple[str, DetailValue], ...] = ()
    at: str = ""

    def value(self, name: str) -> DetailValue:
        return dict(self.values)[name]

    def located(self, where: str) -> Detail:
        """The same detail found under `where` (its path prefixed: where.path, where[0])."""
        if not where:
            return self
        if not self.at:
            return Detail(self.kind, self.values, where)
        joined = f"{where}{self.at}" if self.at.startswith("[") else f"{where}.{self.at}"
        return Detail(self.kind, self.values, joined)


def detail(kind: DetailKind, at: str = "", /, **values: DetailValue) -> Detail:
    """Detail(kind, values, at) with the values given by name."""
    return Detail(kind, tuple(values.items()), at)


def got(value: object) -> Got:
    """What a JSON or TOML value is, for 'expected ..., got ...'."""
    if value is None:
        return Got("null")
    if isinstance(value, bool):
        return Got("bool")
    if isinstance(value, int):
        return Got("number")
    if isinstance(value, str):
        return Got("text", value)
    if isinstance(value, list):
        return Got("list")
    if isinstance(value, dict):
        return Got("object")
    return Got("other", type(value).__name__)


def rule(name: str, at: str = "", /, **values: DetailValue) -> Detail:
    """A content entry or a saved campaign breaking one of the game's rules: `name` is one of
    wording/rule_details.py's RULES, which words it."""
    return Detail("rule", (("rule", name), *values.items()), at)

"""Why the campaign refuses an answer or a step: data, not words (like the engine's reasons).

A Refusal is a kind and its values; campaign/refusal_words.py words every kind in English and
Traditional Chinese. A value is a whole number, a player-typed name (str, shown as typed), a
Colour, or one of the small classes below (a content name, a term, a place, a count, a raw id,
a choice among several); a tuple of them is a list. str() of a Refusal is its words in the
current language.
"""

from __future__ import annotations

from typing import Literal, TypeAlias

from attrs import frozen

from ..engine import Color

RefusalKind = Literal[
    # decisions and turns (flow)
    "no-choice", "wrong-choice", "no-game", "turn-not-continuing", "turn-other-game",
    # families (a new campaign) and names
    "family-count", "family-unnamed", "family-names-shared", "family-colors-shared",
    "family-color-unknown", "name-too-long", "name-unprintable",
    # setup: Start Player, Tool Box
    "no-family", "tools-not-owned", "tool-twice", "too-many-tools",
    # the Market and the Tool Box Capacity
    "tool-box-full", "slot-costs", "nobody-shopping", "no-track", "no-coins",
    "track-complete", "track-capped", "track-capped-edition-1", "box-no-tool", "box-no-crest",
    "choose-tool", "tool-not-in-box", "choose-crest",
    # the campaign's editions
    "editions-not-now",
    # the Family Crest
    "no-crest-ability", "sticker-other-family", "sticker-taken", "sticker-not-yet",
    "crest-slot", "record-color", "records-no-color",
    # the Magic Square and the reward Tool Cards
    "square-cell", "no-reward-row", "not-on-offer", "one-copy", "place-takes",
]

TermKey = Literal[
    "family name", "member's name", "masterpiece name",
    "start-player", "tool-box", "reward-tools", "magic-square", "market", "masterpiece",
]


@frozen
class Named:
    """A content text (a tool's, a track's name) by its text id, with its English text."""

    text_id: str
    english: str


@frozen
class Term:
    """One of the campaign's own words (what a name is, what a decision chooses)."""

    key: TermKey


@frozen
class Place:
    """A finishing place: 2nd (第 2 名)."""

    n: int


@frozen
class Count:
    """A number of coins or Tool Cards: '1 coin', '3 Tool Cards' (3 枚錢幣, 3 張工具卡)."""

    n: int
    what: Literal["coin", "tool-card"]


@frozen
class Ident:
    """An id the rules do not know (given by a caller), shown as it was given."""

    text: str


@frozen
class OneOf:
    """A choice among several values: '1 or 2' (1 或 2)."""

    items: tuple[int, ...]


Value: TypeAlias = int | str | Color | Named | Term | Place | Count | Ident | OneOf | tuple["Value", ...]


@frozen
class Refusal:
    """One reason the campaign gives: its kind and its named values."""

    kind: RefusalKind
    values: tuple[tuple[str, Value], ...] = ()

    def __str__(self) -> str:
        from .refusal_words import refusal_text

        return refusal_text(self)


def refusal(kind: RefusalKind, **values: Value) -> Refusal:
    """Refusal(kind, values) with the values given by name."""
    return Refusal(kind, tuple(values.items()))


def tool_name(tool: str, names: dict[str, str]) -> Named:
    """A Tool Card id as a name (`names`: id -> English name; the id where it has none)."""
    return Named(f"{tool}.name", names.get(tool, tool))

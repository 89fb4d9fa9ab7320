"""Content tables become the game's data types through the one converter (sagrada_desktop.codec),
the same that reads saves: TOML already has integers, booleans, strings and arrays, so a string
where a number belongs is a mistake in the content, not something to coerce."""

from __future__ import annotations

from typing import Any, TypeVar

from .. import codec
from ..codec.details import Detail

T = TypeVar("T")


def structure(raw: Any, cl: type[T]) -> tuple[T | None, list[Detail]]:
    """Structure `raw` as `cl`: (value, []) or (None, [what is wrong at which field, ...])."""
    try:
        return codec.structure(raw, cl), []
    except Exception as exc:  # every failure becomes a located problem
        return None, codec.problems(exc)

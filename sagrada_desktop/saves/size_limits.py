"""How much a save file may hold, checked before it is read deeply: work bounded by size.

A save file is read in three steps: its text (reading.py: a regular file of at most MAX_BYTES),
the JSON (Python's reader, at C speed), then the values (the converter, cattrs, and the rules'
checks, at Python speed and memory). A crafted file makes the last step the costly one: a
campaign of 17 MB with 1,000,000 log entries took 55 s and 3.5 GB before it was refused. So the
JSON objects and lists are counted in the text before it is parsed: far more than any save
holds (a whole campaign of 4 families about 1,500, a finished 6-seat game about 900), the file
is refused at once. Each text value is then bounded by the converter (codec/hooks.py MAX_TEXT),
and every later step by the number of values.
"""

from __future__ import annotations

import re

from ..codec.details import Detail, detail

MAX_CONTAINERS = 100_000  # JSON objects and lists in one save file
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)


def containers(text: str) -> int:
    """The JSON objects and lists in `text` (brackets inside texts not counted)."""
    rough = text.count("{") + text.count("[")
    if rough <= MAX_CONTAINERS:
        return rough  # an upper bound, and small: no need to be exact
    bare = _STRING.sub('""', text)
    return bare.count("{") + bare.count("[")


def text_size_problems(text: str) -> list[Detail]:
    """A save's text holding more values than any save (checked before it is parsed)."""
    count = containers(text)
    if count > MAX_CONTAINERS:
        return [detail("too-many-values", count=f"{count:,}", most=f"{MAX_CONTAINERS:,}")]
    return []

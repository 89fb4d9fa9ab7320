"""A campaign file's summary: what the Continue list shows of it, written near the start of
the file so that the list reads a small header instead of every campaign in full.

    {"format": "sagrada-artisans-campaign", "schema_version": 3,
     "summary": {"window": 3, "over": false,
                 "families": [{"name": "Amat", "legacy_points": 12}, ...]},
     "campaign": {...}, ...}

`window` is the number of the window reached (1-10), `over` whether the campaign has ended,
each family its name and Legacy Points. The summary repeats the campaign: loading the whole
file checks that it says the same (summary_problems), so a list shown from it shows the file.
A file written before summaries existed has none; the list reads such a file whole, and it gets
its summary when it is next saved. read_header reads at most HEADER_BYTES from the start.
"""

from __future__ import annotations

import json
import os
from typing import Any

from attrs import frozen

from ..codec.details import Detail, rule
from .campaign_state import Campaign
from .flow import MAX_FAMILIES

HEADER_BYTES = 1 << 20  # four names of 32,767 four-byte characters fit
CAMPAIGN_KEY = "campaign"  # the body: the header ends before it


@frozen
class Summary:
    window: int
    over: bool
    families: tuple[tuple[str, int], ...]  # (name, Legacy Points)


def summary_of(campaign: Campaign) -> Summary:
    return Summary(campaign.window + 1, campaign.is_over,
                   tuple((f.name, f.legacy_points) for f in campaign.families))


def summary_json(campaign: Campaign) -> dict[str, Any]:
    s = summary_of(campaign)
    return {"window": s.window, "over": s.over,
            "families": [{"name": n, "legacy_points": p} for n, p in s.families]}


def summary_from_json(data: Any) -> Summary | None:
    """The summary a file holds; None when it is not one (wrong shape, kinds or sizes)."""
    if not isinstance(data, dict) or set(data) != {"window", "over", "families"}:
        return None
    window, over, families = data["window"], data["over"], data["families"]
    if type(window) is not int or not 1 <= window <= 99 or type(over) is not bool \
            or not isinstance(families, list) or not 1 <= len(families) <= MAX_FAMILIES:
        return None
    out = []
    for f in families:
        if not isinstance(f, dict) or set(f) != {"name", "legacy_points"}:
            return None
        name, points = f["name"], f["legacy_points"]
        if not isinstance(name, str) or not name.strip() or len(name) > HEADER_BYTES \
                or type(points) is not int or not 0 <= points <= 9999:
            return None
        out.append((name, points))
    return Summary(window, over, tuple(out))


def summary_problems(data: Any, campaign: Campaign) -> list[Detail]:
    """A summary that does not say what the campaign is (none: nothing to say)."""
    if summary_from_json(data) != summary_of(campaign):
        return [rule("summary-differs", "summary")]
    return []


def _header_pairs(text: str) -> dict[str, Any]:
    """The top-level keys and values before the campaign's body, read one by one."""
    decoder = json.JSONDecoder()
    out: dict[str, Any] = {}
    i = text.index("{") + 1 if text.lstrip("\ufeff \t\r\n").startswith("{") else -1
    if i < 0:
        return out
    while True:
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        key, i = decoder.raw_decode(text, i)
        while text[i] in " \t\r\n":
            i += 1
        if not isinstance(key, str) or text[i] != ":" or key == CAMPAIGN_KEY:
            return out
        i += 1
        while text[i] in " \t\r\n":
            i += 1
        out[key], i = decoder.raw_decode(text, i)


def read_header(path: str | os.PathLike[str]) -> dict[str, Any] | None:
    """The keys a campaign file holds before its body (format, schema_version, summary...),
    from its first HEADER_BYTES; None when they cannot be read so (a damaged or old file:
    read it whole). Raises OSError when the file cannot be opened."""
    with open(path, "rb") as f:
        head = f.read(HEADER_BYTES)
    text = head.decode("utf-8", "ignore")  # a character cut at the end is dropped
    try:
        return _header_pairs(text)
    except (ValueError, IndexError, RecursionError):
        return None

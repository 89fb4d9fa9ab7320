"""The campaign's content (windows, stories, envelopes, tools ...) read from resources/.

Pure Python, no Qt. load_content() gives a checked CampaignContent or raises ContentError.
Each name's module is imported when the name is first asked for (PEP 562): the start screen,
which reads the booster windows alone (loader.load_booster_windows), does not import the
checks across files (`check_content`, `content_counts`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..codec.lazy_facade import lazy_facade

if TYPE_CHECKING:
    from .check import check_content
    from .counts import content_counts
    from .errors import ContentError, Problem
    from .loader import default_root, load_content, read_content

_MODULES: dict[str, tuple[str, ...]] = {
    "check": ("check_content",),
    "counts": ("content_counts",),
    "errors": ("ContentError", "Problem"),
    "loader": ("default_root", "load_content", "read_content"),
}
_WHERE, __getattr__, __dir__ = lazy_facade(__name__, _MODULES)

__all__ = [
    "ContentError", "Problem", "check_content", "content_counts", "default_root",
    "load_content", "read_content",
]

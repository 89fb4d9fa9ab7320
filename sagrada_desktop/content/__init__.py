"""The campaign's content (windows, stories, envelopes, tools ...) read from resources/.

Pure Python, no Qt. load_content() gives a checked CampaignContent or raises ContentError.
Each name's module is imported when the name is first asked for (PEP 562): the start screen,
which reads the booster windows alone (loader.load_booster_windows), does not import the
checks across files (`check_content`, `content_counts`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
_WHERE: dict[str, str] = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str) -> object:
    """A public name, imported from its module on first use and kept."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # __import__ (not importlib.import_module), so that -X importtime shows each module
    value = getattr(__import__(f"{__name__}.{module}", fromlist=[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})


__all__ = [
    "ContentError", "Problem", "check_content", "content_counts", "default_root",
    "load_content", "read_content",
]

"""str() of the engine's reasons and steps: words from the layer above, given at import.

The engine holds no sentences. sagrada_desktop/wording installs its reason_text here when the
package is imported, so str() of a reason, a step or an IllegalAction reads in the current
language; until then (or without it) str() is the repr: the kind and its values.
"""

from __future__ import annotations

from collections.abc import Callable


class Worded:
    """A reason or step: str() gives its words in the current language."""

    __slots__ = ()

    def __str__(self) -> str:
        return _wording(self)


_wording: Callable[[object], str] = repr


def words_for(item: object) -> str:
    """The installed words of a reason, step or effect (its repr without wording)."""
    return _wording(item)


def install_wording(words: Callable[[object], str]) -> None:
    """Set how str() words a reason, step or effect (sagrada_desktop.wording installs its own)."""
    global _wording
    _wording = words

"""What of a game's setup matters to the rules: the setup with every content text a person
reads left out (the names and texts of the window, its tools and New Rules, the abilities,
Tool Cards, Private Objectives and Glory cards), so that comparing two setups compares their
rules, never their wording. A file written before a wording fix, or while the program showed
another language, is set up as its campaign would set it up all the same.

Names people gave (a seat's, a family's) are not wording: they stay.
"""

from __future__ import annotations

from typing import Any

import attrs

from ..engine import GameSetup, SeatSetup

TEXTS = frozenset({"name", "text", "rules_text", "title", "story"})
_KEPT_NAMES = (SeatSetup,)  # classes whose `name` is a person's, not the content's


def rules_view(setup: GameSetup) -> GameSetup:
    """The setup with its content texts left out (empty), everything else as it is."""
    out: GameSetup = _without_texts(setup)
    return out


def _without_texts(value: Any) -> Any:
    if isinstance(value, tuple):
        items = tuple(_without_texts(v) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, frozenset) or not attrs.has(type(value)):
        return value
    changes: dict[str, Any] = {}
    for f in attrs.fields(type(value)):
        if not f.init:
            continue
        old = getattr(value, f.name)
        if (f.name in TEXTS and isinstance(old, str) and old
                and not isinstance(value, _KEPT_NAMES)):
            changes[f.name] = ""
        else:
            new = _without_texts(old)
            if new is not old:
                changes[f.name] = new
    return attrs.evolve(value, **changes) if changes else value

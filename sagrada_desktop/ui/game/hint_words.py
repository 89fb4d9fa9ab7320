"""The Hint, in words, for the person whose turn it is."""

from __future__ import annotations

from sagrada_desktop.ai.hint import fill_of, hint

from .action_text import describe, die_label
from .session import GameSession


def take_hint(session: GameSession) -> str:
    """Drafts the die the Hard player would (an undoable step, like any draft) and returns the
    hint's line; '' when there is nothing to hint (not a draft)."""
    h = hint(session.state)
    if h is None or not session.play(h.draft):
        return ""
    state = session.state
    fill = fill_of(h)
    steps = [describe(state, a) for a in h.steps[:-1]]
    where = (f"fill row {fill.row + 1}, column {fill.col + 1}" if fill is not None
             else "it fits nowhere, even with your tools")
    how = f" after {', '.join(steps)}" if steps else ""
    return (f"Hint: the {die_label(h.draft.die)} (taken; undo gives it back): {where}{how}. "
            f"It adds about {h.gain:+.1f} points to your window as judged now, and it is the "
            "die the Hard player would choose.")

"""The Hint, in words, for the person whose turn it is."""

from __future__ import annotations

from sagrada_desktop.ai.hint import fill_of, hint
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import space_name

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
    where = (translate("hint_words", "fill {space}").format(space=space_name(fill.row, fill.col)) if fill is not None
             else translate("hint_words", "it fits nowhere, even with your tools"))
    how = translate("hint_words", " after {v}").format(v=', '.join(steps)) if steps else ""
    return (translate("hint_words", "Hint: the {v} (taken; undo gives it back): {where}{how}. It adds "
                                    "about {gain:+.1f} points to your window as judged now, and it is the "
                                    "die the Hard player would choose.").format(v=die_label(h.draft.die), where=where, how=how, gain=h.gain))

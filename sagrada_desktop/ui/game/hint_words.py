"""The Hint, in words, for the person whose turn it is."""

from __future__ import annotations

from sagrada_desktop.ai.hint import fill_of, hint
from sagrada_desktop.engine import Stage
from sagrada_desktop.play import states_through
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import space_name

from .action_text import describe, die_label
from .models.window_model import WindowModel
from .session import GameSession


def take_hint(session: GameSession, *, your_turn: bool = True,
              board: WindowModel | None = None) -> str:
    """Drafts the die the Hard player would (an undoable step, like any draft) and returns the
    hint's line, short enough for the notice's two lines; with a die already in hand, says that
    hints are given at the draft; on a computer's turn (not `your_turn`), that hints wait for a
    person's turn; '' when there is nothing to hint. The space named is marked on `board`, the
    window on screen, until the die is placed, the draft undone or the turn over."""
    if not your_turn:
        return translate("hint_words", "Hints are given on a person's turn, once the computer "
                                       "has played.")
    if session.state.stage is Stage.PLACE and session.state.in_hand is not None:
        return translate("hint_words", "Hints are given before you draft: undo to put the die back, "
                                       "then ask again.")
    h = hint(session.state)
    if h is None or not session.play(h.draft):
        return ""
    state = session.state
    fill = fill_of(h)
    # each step as seen from the state the earlier steps lead to (Blue 5 → 6, then 6 → 7)
    before = states_through(state, h.steps[:-1])
    steps = [describe(s, a) for s, a in zip(before, h.steps[:-1], strict=False)]
    how = translate("hint_words", " after {v}").format(
        v=translate("hint_words", ", ").join(steps)) if steps else ""
    if fill is None:
        return translate("hint_words", "Hint: the {v}, though it fits nowhere, even with your tools "
                                       "({gain:+.1f} points, the Hard player's pick); undo gives it "
                                       "back.").format(v=die_label(h.draft.die), gain=h.gain)
    if board is not None:
        board.set_hinted(fill.row, fill.col)
    return translate("hint_words", "Hint: the {v} to {space}{how} ({gain:+.1f} points, the Hard "
                                   "player's pick); undo gives it back.").format(
        v=die_label(h.draft.die), space=space_name(fill.row, fill.col), how=how, gain=h.gain)

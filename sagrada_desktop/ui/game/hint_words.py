"""The Hint, in words, for the person whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence

from sagrada_desktop.ai.hint import fill_of, hint
from sagrada_desktop.engine import Action, GameState, Stage, UseAbility
from sagrada_desktop.play import states_through
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import space_name

from .action_text import describe, die_label, effect_of, named
from .models.window_model import WindowModel
from .session import GameSession


def step_words(state: GameState, steps: Sequence[Action]) -> list[str]:
    """Each step as seen from the state the earlier steps lead to (Blue 5 → 6, then 6 → 7); a
    run of uses of one ability is one step: 'Vigil Light: Blue 2 → Blue 8 (6 uses)'."""
    before = states_through(state, steps)
    out: list[str] = []
    k = 0
    while k < len(steps):
        action = steps[k]
        run = 1
        if isinstance(action, UseAbility):
            while k + run < len(steps) and steps[k + run] == action:
                run += 1
        if run == 1:
            out.append(describe(before[k], action))
        else:
            assert isinstance(action, UseAbility)
            first, last = before[k].in_hand, before[k + run].in_hand
            assert first is not None and last is not None
            name = effect_of(before[k], action)[0]
            out.append(translate("hint_words", "{step} ({n} uses)").format(
                step=named(name, f"{die_label(first.current)} → {die_label(last.current)}"),
                n=run))
        k += run
    return out


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
    steps = step_words(state, h.steps[:-1])
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

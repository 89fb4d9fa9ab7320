"""Replaying an action log from a game's setup."""

from __future__ import annotations

from collections.abc import Iterable

from ..codec.details import Detail, Raw, Worded, detail
from ..engine import Action, GameSetup, GameState, IllegalAction, apply, new_game
from ..wording import joined
from .describe import describe_action
from .errors import CodecError


class ReplayError(CodecError):
    """The log cannot be replayed: a setup the engine refuses, or an illegal action (one
    detail). `number` counts actions from 1 (0: the setup itself).
    """

    def __init__(self, number: int, found: Detail) -> None:
        super().__init__([found])
        self.number = number


def replay(setup: GameSetup, actions: Iterable[Action]) -> GameState:
    """new_game(setup), then each action in turn.

    A file is untrusted input: whatever the engine raises on it becomes a ReplayError (the
    engine's own exception stays attached as the cause, for bug reports).
    """
    try:
        state = new_game(setup)
    except Exception as e:  # any refusal of the setup is the file's problem
        raise ReplayError(0, _refusal(setup, e)) from e
    for number, action in enumerate(actions, start=1):
        try:
            state = apply(state, action)
        except IllegalAction as e:
            reasons = Worded(joined(e.reasons, "en"), joined(e.reasons, "zh_TW"))
            raise ReplayError(number, detail("action-illegal", number=number,
                                             action=_action(action), reasons=reasons)) from None
        except Exception as e:
            raise ReplayError(number, detail("action-failed", number=number,
                                             action=_action(action), error=_reason(e))) from e
    return state


def _refusal(setup: GameSetup, e: Exception) -> Detail:
    """Why the engine refused the setup, as the rules checks word it (the field and what is
    wrong, in either language); the engine's own words only for a refusal no check foresaw."""
    from .setup_checks import setup_problems

    problems = setup_problems(setup)
    return problems[0] if problems else detail("setup-cannot-start", "setup", error=_reason(e))


def _reason(e: Exception) -> Raw:
    """The engine's own words for a failure it did not foresee (for a bug report)."""
    return Raw(str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}")


def _action(action: Action) -> Worded:
    return Worded(describe_action(action), describe_action(action, "zh_TW"))

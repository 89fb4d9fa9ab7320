"""Replaying an action log from a game's setup."""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import Action, GameSetup, GameState, IllegalAction, apply, new_game
from .describe import describe_action


class ReplayError(ValueError):
    """The log cannot be replayed: a setup the engine refuses, or an illegal action.

    `number` counts actions from 1 (0: the setup itself).
    """

    def __init__(self, number: int, message: str) -> None:
        super().__init__(message)
        self.number = number


def replay(setup: GameSetup, actions: Iterable[Action]) -> GameState:
    """new_game(setup), then each action in turn.

    A file is untrusted input: whatever the engine raises on it becomes a ReplayError (the
    engine's own exception stays attached as the cause, for bug reports).
    """
    try:
        state = new_game(setup)
    except Exception as e:  # any refusal of the setup is the file's problem
        raise ReplayError(0, f"setup: the game cannot start: {_reason(e)}") from e
    for number, action in enumerate(actions, start=1):
        try:
            state = apply(state, action)
        except IllegalAction as e:
            raise ReplayError(
                number, f"action {number} ({describe_action(action)}): illegal: {e}"
            ) from None
        except Exception as e:
            raise ReplayError(
                number, f"action {number} ({describe_action(action)}): the rules engine "
                        f"failed on it: {_reason(e)}"
            ) from e
    return state


def _reason(e: Exception) -> str:
    return str(e) if isinstance(e, ValueError) else f"{type(e).__name__}: {e}"

"""What the game screen's header says: the round, whose turn it is and what they do, and why
a move was refused."""

from __future__ import annotations

from collections.abc import Callable

from sagrada_desktop.engine import ROUNDS, GameState, Stage
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.reason_words import reason_words

from .action_text import die_label


def round_title(state: GameState) -> str:
    if state.is_over:
        return translate("turn_notice", "Game over")
    return translate("turn_notice", "Round {round} of {ROUNDS}").format(round=state.round, ROUNDS=ROUNDS)


def turn_notice(state: GameState, is_person: Callable[[int], bool],
                remote: frozenset[int] = frozenset()) -> str:
    """Who plays now and what they do: construct, wait for a computer, keep Flourish Cards,
    fill a space with the die in hand, or take a die."""
    name = state.seats[state.active_seat].name
    if state.stage is Stage.CONSTRUCT:
        return translate("turn_notice", "{name} constructs a Cathedral space").format(name=name)
    if state.active_seat in remote:  # a seat played at another computer (ui/network/)
        return translate("turn_notice", "{name} is playing on another computer").format(name=name)
    if not is_person(state.active_seat):
        return translate("turn_notice", "{name} (computer) is playing").format(name=name)
    if state.stage is Stage.FLOURISH:
        return translate("turn_notice", "{name}: keep or discard your Flourish Cards").format(name=name)
    if state.stage is Stage.PLACE:
        if state.in_hand is None:
            return name
        return translate("turn_notice", "{name}: fill a space with the {v}").format(
            name=name, v=die_label(state.in_hand.current))
    return translate("turn_notice", "{name}: take a die").format(name=name)


def refusal(reason: str) -> str:
    """A refused move, with the engine's (or the screen's) reason."""
    return translate("turn_notice", "Not allowed: {reason}").format(reason=reason_words([reason]))

"""The host's refusals in this program's words (the code is worded here; the rules' reasons
come from the host, in its words)."""

from __future__ import annotations

from sagrada_desktop.network.messages import Refusal

from ..common.i18n import QT_TRANSLATE_NOOP, translate

WORDS: dict[str, str] = {
    "protocol": QT_TRANSLATE_NOOP("network", "The host plays another version of network play ({1}; this program {0})."),
    "program": QT_TRANSLATE_NOOP("network", "The host runs another version of the program: this one is {0}, the host's {1}. Both must be the same."),
    "edition": QT_TRANSLATE_NOOP("network", "The host's game is played under rules edition {0} and content edition {1}, newer than this program knows."),
    "code": QT_TRANSLATE_NOOP("network", "Wrong join code."),
    "too-many-tries": QT_TRANSLATE_NOOP("network", "Too many wrong join codes: the host closed the connection."),
    "hello-first": QT_TRANSLATE_NOOP("network", "The host expected a greeting first."),
    "seat-first": QT_TRANSLATE_NOOP("network", "Take a seat first."),
    "no-such-seat": QT_TRANSLATE_NOOP("network", "The game has no seat {0}."),
    "seat-not-open": QT_TRANSLATE_NOOP("network", "That seat is not open to you."),
    "seated": QT_TRANSLATE_NOOP("network", "You already have a seat."),
    "not-your-turn": QT_TRANSLATE_NOOP("network", "It is not your turn."),
    "stale": QT_TRANSLATE_NOOP("network", "The game moved on meanwhile: look again and play."),
    "not-allowed": QT_TRANSLATE_NOOP("network", "Not allowed: {reasons}"),
    "bad-message": QT_TRANSLATE_NOOP("network", "The host could not read a message: {reasons}"),
    "too-long": QT_TRANSLATE_NOOP("network", "A message was too long: the host closed the connection."),
    "game-over": QT_TRANSLATE_NOOP("network", "The game is over."),
    "not-your-choice": QT_TRANSLATE_NOOP("network", "The campaign is not waiting for a choice of your family now."),
    "host-closing": QT_TRANSLATE_NOOP("network", "The host stopped hosting the game."),
}


def refusal_words(refusal: Refusal) -> str:
    text = translate("network", WORDS[refusal.code])
    if "{reasons}" in text:
        return text.replace("{reasons}", refusal.reasons)
    values = [*refusal.values, "", ""]
    return text.format(*values)

"""Reasons joined for one line of text: why a die cannot fill a space, why an action or a
purchase is not allowed, how a tie was broken. Each reason is already in words in the program's
language: the engine's are data worded by sagrada_desktop.wording, the campaign's are its own."""

from __future__ import annotations

from collections.abc import Iterable

from sagrada_desktop.ui.common.i18n import translate


def reason_words(reasons: Iterable[str]) -> str:
    """Reasons, as the engine or the campaign gives them, joined for one line of text."""
    return translate("reason_words", "; ").join(reasons)

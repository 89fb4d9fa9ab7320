"""Reasons on one line: why a die cannot fill a space, why an action is not allowed. The
engine's reasons and the campaign's refusals are data worded below ui/ in the current
language (sagrada_desktop/wording, campaign/refusal_words.py); here they are joined."""

from __future__ import annotations

from collections.abc import Iterable

from sagrada_desktop.ui.common.i18n import translate


def reason_words(reasons: Iterable[str]) -> str:
    """Reasons, as the engine or the campaign gives them, joined for one line of text."""
    return translate("reason_words", "; ").join(reasons)

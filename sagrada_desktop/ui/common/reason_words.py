"""The one place where the program words the engine's and the campaign's reasons: why a die
cannot fill a space, why an action or a purchase is not allowed, how a tie was broken. The engine and the campaign give their reasons in English
today; once they give structured reasons (a kind and its values, with their own wording module),
this is where each is worded in the current language."""

from __future__ import annotations

from collections.abc import Iterable

from sagrada_desktop.ui.common.i18n import translate


def reason_words(reasons: Iterable[str]) -> str:
    """Reasons, as the engine or the campaign gives them, joined for one line of text."""
    return translate("reason_words", "; ").join(reasons)

"""Words a person reads, in English or Traditional Chinese: one place below ui/ and printing/.

- language: set_language / current_language (English by default), and `lang=` on each call;
- places: space_name (1-based 'row 2, column 3'), ordinal ('2nd'), place_name;
- dice: color_name ('Red'), die_label ('Red 3');
- reasons: the engine's reasons and steps (engine/reasons.py) in words, and what an effect does
  (effects.py; engine.describe_effect gives these words);
- actions: short labels of actions ('Fill row 2, column 3');
- ties: how a tie on total was broken (engine.TieBreak).

Importing the package installs reason_text as the way str() words an engine reason, so an
IllegalAction's message is in the current language wherever it is shown.
"""

from __future__ import annotations

from ..engine.worded import install_wording
from .actions import action_label, swap_label
from .dice import color_name, die_label
from .language import (
    LANGUAGES,
    Language,
    current_language,
    language_of,
    language_of_command,
    language_of_env,
    set_language,
)
from .messages import message
from .places import capitalised, ordinal, place_name, space_name
from .reasons import joined, reason_text, reasons_text
from .ties import tie_break_text

install_wording(reason_text)

__all__ = [
    "LANGUAGES", "Language", "action_label", "capitalised", "color_name", "current_language",
    "die_label", "joined", "language_of", "language_of_command", "language_of_env", "message", "ordinal", "place_name", "reason_text", "reasons_text",
    "set_language", "space_name", "swap_label", "tie_break_text",
]

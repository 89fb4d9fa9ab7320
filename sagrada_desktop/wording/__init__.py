"""Words a person reads, in English or Traditional Chinese: one place below ui/ and printing/.

- language: set_language / current_language (English by default), and `lang=` on each call;
- places: space_name (1-based 'row 2, column 3'), ordinal ('2nd'), place_name;
- dice: color_name ('Red'), die_label ('Red 3');
- labels: labelled ('Window 3: name'; '…：…' in Chinese) and colon, the join a label takes;
  bracketed ('Quatrefoil (±3)'; '…（±3）' in Chinese); listed ('a, b'; 'a、b') and sentences
  ('One. Two.'; '一。二。');
- reasons: the engine's reasons and steps (engine/reasons.py) in words, and what an effect does
  (effects.py; engine.describe_effect gives these words);
- actions: short labels of actions ('Fill row 2, column 3');
- ties: how a tie on total was broken (engine.TieBreak);
- objectives: a Private Objective without text of its own, in words.
- spacing: spaced, the space Chinese takes next to a Latin letter or digit ('由 Amat 完成'),
  and Spaced, a template whose format() gives the text spaced (what translate gives in Chinese).

str() of an engine reason reads through reason_text (sagrada_desktop/__init__.py hands it
over on first use), so an IllegalAction's message is in the current language wherever it is
shown. Each name's module is imported when the name is first asked for (PEP 562): the start
screen, which asks only for the language, does not import the engine's reasons.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..codec.lazy_facade import lazy_facade

if TYPE_CHECKING:
    from .actions import action_label, swap_label
    from .dice import color_name, die_label
    from .labels import bracketed, colon, labelled, listed, sentences
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
    from .objectives import private_objective_text
    from .places import capitalised, ordinal, place_name, space_name
    from .reasons import joined, reason_text, reasons_text
    from .ties import tie_break_text

_MODULES: dict[str, tuple[str, ...]] = {
    "actions": ("action_label", "swap_label"),
    "dice": ("color_name", "die_label"),
    "labels": ("bracketed", "colon", "labelled", "listed", "sentences"),
    "language": (
        "LANGUAGES", "Language", "current_language", "language_of", "language_of_command",
        "language_of_env", "set_language",
    ),
    "messages": ("message",),
    "objectives": ("private_objective_text",),
    "places": ("capitalised", "ordinal", "place_name", "space_name"),
    "reasons": ("joined", "reason_text", "reasons_text"),
    "ties": ("tie_break_text",),
}
_WHERE, __getattr__, __dir__ = lazy_facade(__name__, _MODULES)

__all__ = [
    "LANGUAGES", "Language", "action_label", "bracketed", "capitalised", "color_name", "colon", "current_language",
    "die_label", "joined", "labelled", "language_of", "listed", "sentences", "language_of_command", "language_of_env", "message", "ordinal", "place_name",
    "private_objective_text", "reason_text", "reasons_text",
    "set_language", "space_name", "swap_label", "tie_break_text",
]

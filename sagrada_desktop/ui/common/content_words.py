"""Content texts (window names, objectives, tools, abilities, Tool Cards, Glory cards) in the
current language, looked up by text id at display time only: the game state, setups and saves
keep the English texts, so a save never depends on the language it was made in."""

from __future__ import annotations

from typing import Protocol

from sagrada_desktop.content.translations import ENGLISH, localized
from sagrada_desktop.engine import ChangeColor, Color
from sagrada_desktop.engine.definitions import WindowDesign, WindowTool
from sagrada_desktop.wording.dice import color_name
from sagrada_desktop.wording.language import current_language


class Card(Protocol):
    """Anything with an id, a name and a text: objectives, Tool Cards, abilities, the Strife
    Tool, Pioneer and Flourish Cards (their text ids are `ID.name`, `ID.text`)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def text(self) -> str: ...


def _words(text_id: str, english: str) -> str:
    lang = current_language()
    return english if lang == ENGLISH else localized(text_id, lang, english)


def window_name(design: WindowDesign) -> str:
    return _words(f"{design.id}.name", design.name)


def window_rules(design: WindowDesign) -> str:
    return _words(f"{design.id}.rules_text", design.rules_text)


def window_story(window_id: str, english: str) -> str:
    """A window card's story (text id `ID.story`)."""
    return _words(f"{window_id}.story", english)


def _tool_id(design: WindowDesign, tool: WindowTool) -> str:
    for i, t in enumerate(design.tools):
        if t is tool or t == tool:
            return f"{design.id}.tools[{i}]"
    return ""


def tool_name(design: WindowDesign, tool: WindowTool) -> str:
    """A window tool's name (its text id is the window's id and its place in the list)."""
    key = _tool_id(design, tool)
    return _words(f"{key}.name", tool.name) if key else tool.name


def tool_text(design: WindowDesign, tool: WindowTool) -> str:
    key = _tool_id(design, tool)
    return _words(f"{key}.text", tool.text) if key else tool.text


def card_name(card: Card) -> str:
    """The card's name; a colour changer's Family Crest sticker that recorded a colour says
    which (its English name has it already: 'Vermilion Wash (Red)')."""
    name = _words(f"{card.id}.name", card.name)
    color = recorded_color(card)
    if color is None or current_language() == ENGLISH:
        return name
    return f"{name}（{color_name(color)}色）"


def recorded_color(card: Card) -> Color | None:
    """The one colour a colour-changing ability changes dice to when the content's ability
    offers several: the colour its Family Crest sticker recorded (campaign/family_crest.py)."""
    effect = getattr(card, "effect", None)
    if not isinstance(effect, ChangeColor) or len(effect.to) != 1:
        return None
    from sagrada_desktop.ui.common import catalogue

    base = catalogue.content().abilities.get(card.id)
    if base is None or not isinstance(base.effect, ChangeColor) or len(base.effect.to) < 2:
        return None
    return effect.to[0]


def card_text(card: Card) -> str:
    return _words(f"{card.id}.text", card.text) if card.text else card.text


def strife_board_name(board: Card) -> str:
    return _words(f"strife-board.{board.id}.name", board.name)


def strife_board_text(board: Card) -> str:
    return _words(f"strife-board.{board.id}.text", board.text)

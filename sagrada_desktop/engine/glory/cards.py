"""The Glory cards as data: the Strife Boards, the Strife Tools, the Pioneer Cards and the
Flourish Cards. The content files of resources/glory/ are read into a GloryCards (by
sagrada_desktop.content); the engine's rules for each card (a board's placement rule, a Pioneer
goal) are keyed by the card's id."""

from __future__ import annotations

from attrs import frozen

from ..definitions import ToolCard
from .flourish_cards import FlourishCard
from .pioneer_cards import PioneerCard
from .strife_boards import StrifeBoard


@frozen
class GloryCards:
    """The decks of the Glory modules, in their files' order."""

    strife_boards: tuple[StrifeBoard, ...] = ()
    strife_tools: tuple[ToolCard, ...] = ()
    pioneer_cards: tuple[PioneerCard, ...] = ()
    flourish_cards: tuple[FlourishCard, ...] = ()

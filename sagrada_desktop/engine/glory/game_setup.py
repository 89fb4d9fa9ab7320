"""Game Setup for the Glory modules in play, after the base setup (objectives, Private
Objectives, Start Player): the Strife Board and Strife Tool, the 3 Pioneer Cards, and 2
Flourish Cards dealt to each seat, from the decks the setup carries (GameSetup.glory: the
content's cards); new_game (game_start.py) makes the seats and the state with them.
Nothing is drawn for a module that is off, so a game with every module off draws exactly what
the base game draws."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol, TypeVar

from ..definitions import ToolCard
from ..rng import below, shuffled
from ..state import GameSetup
from .flourish_cards import FlourishCard
from .pioneer_cards import PioneerCard
from .strife_boards import StrifeBoard

PIONEER_REVEALED = 3
FLOURISH_PER_SEAT = 2


def _deck(module: str, cards: str, deck: Sequence[object]) -> None:
    if not deck:
        raise ValueError(f"the {module} module is on but the setup holds no {cards} "
                         "(GameSetup.glory: the Glory cards of the content)")


class _Card(Protocol):
    @property
    def id(self) -> str: ...


C = TypeVar("C", bound=_Card)


def _by_id(kind: str, wanted: str, deck: Sequence[C]) -> C:
    known = {c.id: c for c in deck}
    if wanted not in known:
        raise ValueError(f"unknown {kind} {wanted!r}; known: {', '.join(known)}")
    return known[wanted]


class GloryDeal(NamedTuple):
    """What Game Setup deals for the Glory modules on (None or empty for a module off)."""

    strife_board: StrifeBoard | None
    strife_tool: ToolCard | None  # dealt to every seat that has no card of its id
    pioneer_cards: tuple[PioneerCard, ...]
    flourish_hands: tuple[tuple[FlourishCard, ...], ...]  # each seat's Flourish Cards


def deal_glory(setup: GameSetup, rng: int) -> tuple[GloryDeal, int]:
    """The Glory setup drawn in module order (Strife Board and Tool, Pioneer Cards, Flourish
    Cards), and the next rng; new_game makes the seats and the state with it at once."""
    modules = setup.modules
    decks = setup.glory
    board: StrifeBoard | None = None
    tool: ToolCard | None = None
    revealed: tuple[PioneerCard, ...] = ()
    hands: tuple[tuple[FlourishCard, ...], ...] = ()
    if modules.strife:
        _deck("Strife", "Strife Boards", decks.strife_boards)
        _deck("Strife", "Strife Tools", decks.strife_tools)
        if setup.strife_board_id:
            board = _by_id("Strife Board", setup.strife_board_id, decks.strife_boards)
        else:
            k, rng = below(rng, len(decks.strife_boards))
            board = decks.strife_boards[k]
        if setup.strife_tool_id:
            tool = _by_id("Strife Tool", setup.strife_tool_id, decks.strife_tools)
        else:
            k, rng = below(rng, len(decks.strife_tools))
            tool = decks.strife_tools[k]
    if modules.pioneer:
        _deck("Pioneer", "Pioneer Cards", decks.pioneer_cards)
        if setup.pioneer_card_ids:
            revealed = tuple(_by_id("Pioneer Card", cid, decks.pioneer_cards)
                             for cid in setup.pioneer_card_ids)
            if len(set(setup.pioneer_card_ids)) != len(setup.pioneer_card_ids):
                raise ValueError("the same Pioneer Card is given twice")
        else:
            deck, rng = shuffled(rng, decks.pioneer_cards)
            revealed = tuple(deck[:PIONEER_REVEALED])
    if modules.flourish:
        _deck("Flourish", "Flourish Cards", decks.flourish_cards)
        flourishes, rng = shuffled(rng, decks.flourish_cards)
        hands = tuple(tuple(flourishes[FLOURISH_PER_SEAT * i:FLOURISH_PER_SEAT * (i + 1)])
                      for i in range(len(setup.seats)))
    return GloryDeal(board, tool, revealed, hands), rng

"""Game Setup for the Glory modules in play, after the base setup (objectives, Private
Objectives, Start Player): the Strife Board and Strife Tool, the 3 Pioneer Cards, and 2
Flourish Cards dealt to each seat. Nothing is drawn for a module that is off, so a game with
every module off draws exactly what the base game draws."""

from __future__ import annotations

from ..replace import replace as evolve
from ..rng import below, shuffled
from ..state import GameState
from .flourish_cards import FLOURISH_CARDS
from .pioneer_cards import PIONEER_CARDS, PIONEER_CARDS_BY_ID
from .strife_boards import STRIFE_BOARDS, STRIFE_BOARDS_BY_ID
from .strife_tools import STRIFE_TOOLS, STRIFE_TOOLS_BY_ID

PIONEER_REVEALED = 3
FLOURISH_PER_SEAT = 2


def _known(kind: str, wanted: str, known: dict[str, object]) -> None:
    if wanted not in known:
        raise ValueError(f"unknown {kind} {wanted!r}; known: {', '.join(known)}")


def setup_glory(state: GameState) -> GameState:
    setup = state.setup
    modules = setup.modules
    rng = state.rng
    if modules.strife:
        if setup.strife_board_id:
            _known("Strife Board", setup.strife_board_id, dict(STRIFE_BOARDS_BY_ID))
            board = STRIFE_BOARDS_BY_ID[setup.strife_board_id]
        else:
            k, rng = below(rng, len(STRIFE_BOARDS))
            board = STRIFE_BOARDS[k]
        if setup.strife_tool_id:
            _known("Strife Tool", setup.strife_tool_id, dict(STRIFE_TOOLS_BY_ID))
            tool = STRIFE_TOOLS_BY_ID[setup.strife_tool_id]
        else:
            k, rng = below(rng, len(STRIFE_TOOLS))
            tool = STRIFE_TOOLS[k]
        seats = tuple(
            s if any(c.id == tool.id for c in s.tool_cards)
            else evolve(s, tool_cards=s.tool_cards + (tool,))
            for s in state.seats
        )
        state = evolve(state, strife_board=board, strife_tool=tool, seats=seats)
    if modules.pioneer:
        if setup.pioneer_card_ids:
            for cid in setup.pioneer_card_ids:
                _known("Pioneer Card", cid, dict(PIONEER_CARDS_BY_ID))
            if len(set(setup.pioneer_card_ids)) != len(setup.pioneer_card_ids):
                raise ValueError("the same Pioneer Card is given twice")
            revealed = tuple(PIONEER_CARDS_BY_ID[cid] for cid in setup.pioneer_card_ids)
        else:
            deck, rng = shuffled(rng, PIONEER_CARDS)
            revealed = tuple(deck[:PIONEER_REVEALED])
        state = evolve(state, pioneer_cards=revealed)
    if modules.flourish:
        flourishes, rng = shuffled(rng, FLOURISH_CARDS)
        seats = tuple(
            evolve(s, flourish_cards=tuple(flourishes[FLOURISH_PER_SEAT * i:FLOURISH_PER_SEAT * (i + 1)]))
            for i, s in enumerate(state.seats)
        )
        state = evolve(state, seats=seats)
    return evolve(state, rng=rng)

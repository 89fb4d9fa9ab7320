"""Game Setup for the Glory modules in play, after the base setup (objectives, Private
Objectives, Start Player): the Strife Board and Strife Tool, the 3 Pioneer Cards, and 2
Flourish Cards dealt to each seat, from the decks the setup carries (GameSetup.glory: the
content's cards). Nothing is drawn for a module that is off, so a game with every module off
draws exactly what the base game draws."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from ..replace import replace as evolve
from ..rng import below, shuffled
from ..state import GameState

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


def setup_glory(state: GameState) -> GameState:
    """The Glory setup drawn in module order (Strife Board and Tool, Pioneer Cards, Flourish
    Cards), then each seat and the state copied once with what changed."""
    setup = state.setup
    modules = setup.modules
    decks = setup.glory
    rng = state.rng
    changes: dict[str, object] = {}
    seat_changes: list[dict[str, object]] = [{} for _ in state.seats]
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
        for s, seat_change in zip(state.seats, seat_changes, strict=True):
            if not any(c.id == tool.id for c in s.tool_cards):
                seat_change["tool_cards"] = s.tool_cards + (tool,)
        changes.update(strife_board=board, strife_tool=tool)
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
        changes["pioneer_cards"] = revealed
    if modules.flourish:
        _deck("Flourish", "Flourish Cards", decks.flourish_cards)
        flourishes, rng = shuffled(rng, decks.flourish_cards)
        for i, seat_change in enumerate(seat_changes):
            seat_change["flourish_cards"] = tuple(
                flourishes[FLOURISH_PER_SEAT * i:FLOURISH_PER_SEAT * (i + 1)])
    if any(seat_changes):
        changes["seats"] = tuple(evolve(s, **seat_change) if seat_change else s
                                 for s, seat_change in zip(state.seats, seat_changes, strict=True))
    return evolve(state, rng=rng, **changes)

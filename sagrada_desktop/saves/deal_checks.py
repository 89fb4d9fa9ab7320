"""What the engine's Game Setup would refuse to deal, checked before it is asked to: the Public
Objectives a setup names (exactly three, each one the engine knows) and the Glory cards it
names by id (the Strife Board, the Strife Tool, the Pioneer Cards), each found in the decks the
setup carries, and the deck of objectives to deal from holding each objective once (a deck of
50 copies of one would deal it three times). Each seat's family colour is one a journal can
have: a standard colour, never the Strife dice's gray nor orange, which only abilities make.
Each problem is a detail (codec/details.py) with its field, worded in both languages, instead
of the engine's English ValueError."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..codec.details import Detail, Quoted, Worded, detail, rule
from ..engine import OBJECTIVES, STANDARD_COLORS, GameSetup

PUBLIC_OBJECTIVES = 3  # A, B and C
STRIFE_BOARD = Worded("Strife Board", "紛爭圖板")
STRIFE_TOOL = Worded("Strife Tool", "紛爭工具")
PIONEER_CARD = Worded("Pioneer Card", "先驅卡")


def deal_problems(setup: GameSetup, where: str = "setup") -> list[Detail]:
    """The objectives and Glory cards a setup names that the engine cannot deal (empty:
    nothing)."""
    out: list[Detail] = []
    chosen = setup.public_objectives
    if chosen and len(chosen) != PUBLIC_OBJECTIVES:
        out.append(detail("objectives-count", f"{where}.public_objectives",
                          count=len(chosen), most=PUBLIC_OBJECTIVES))
    for field, ids in (("public_objectives", chosen), ("objective_pool", setup.objective_pool)):
        out += [detail("unknown-objective", f"{where}.{field}[{i}]", ident=Quoted(oid))
                for i, oid in enumerate(ids) if oid not in OBJECTIVES]
    out += [detail("appears-twice", f"{where}.objective_pool", what=Worded("objective", "目標"),
                   ident=Quoted(oid))
            for oid, n in Counter(setup.objective_pool).items() if n > 1]
    for i, seat in enumerate(setup.seats):
        if seat.family_color is not None and seat.family_color not in STANDARD_COLORS:
            out.append(rule("not-family-colour", f"{where}.seats[{i}].family_color",
                            colour=seat.family_color.letter))
    glory = setup.glory
    if setup.modules.strife:
        out += _unknown_cards([setup.strife_board_id] if setup.strife_board_id else [],
                              glory.strife_boards, STRIFE_BOARD, f"{where}.strife_board_id")
        out += _unknown_cards([setup.strife_tool_id] if setup.strife_tool_id else [],
                              glory.strife_tools, STRIFE_TOOL, f"{where}.strife_tool_id")
    if setup.modules.pioneer:
        out += _unknown_cards(setup.pioneer_card_ids, glory.pioneer_cards, PIONEER_CARD,
                              f"{where}.pioneer_card_ids", listed=True)
    return out


def _unknown_cards(ids: Iterable[str], deck: Iterable[object], what: Worded, where: str,
                   listed: bool = False) -> list[Detail]:
    known = {getattr(card, "id", "") for card in deck}
    return [detail("unknown-card", f"{where}[{i}]" if listed else where, what=what,
                   ident=Quoted(ident))
            for i, ident in enumerate(ids) if ident not in known]

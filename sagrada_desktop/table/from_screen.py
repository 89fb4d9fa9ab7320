"""A window begun on screen and finished at the table: between two rounds (no die of the next
round taken yet) the families may take the rest of the window to the table. The window goes on
as the table's from that round: the same setup (the same Public and Private Objectives), the
envelopes its game opened recorded as confirmed at the end of the rounds they opened in, and
each family's window, Cathedral constructions and tool point boxes so far carried into its
results, so that at the end each family enters only what it added at the table (the carried
entries are ordinary entry steps: shown, corrected or taken back like any other).

Before round 1 nothing is carried: campaign/game_setup.play_at_table switches the window then.
"""

from __future__ import annotations

from attrs import evolve

from ..campaign.campaign_state import Campaign
from ..campaign.table_window import (
    ConstructionsEntered,
    EnteredSpace,
    FiredTrigger,
    SpacesEntered,
    TableEntry,
    TableWindow,
    ToolBoxesEntered,
)
from ..campaign.unlocks import window_number
from ..engine import Die, GameState, Stage
from .refusals import TableError, refusal


def between_rounds(state: GameState) -> bool:
    """No die of the round taken yet: the table draws the round's dice itself."""
    return (not state.is_over and state.stage is Stage.DRAFT and state.turn == 0
            and state.in_hand is None)


def may_go_to_table(campaign: Campaign) -> bool:
    """Whether the window on screen may go on at the table now (between two rounds)."""
    game = campaign.game
    return (campaign.stage == "game" and game is not None and game.state.round >= 2
            and between_rounds(game.state))


def carried_entries(state: GameState) -> tuple[TableEntry, ...]:
    """Each family's window so far, its constructions and its tool point boxes, as entries."""
    out: list[TableEntry] = []
    for i, seat in enumerate(state.seats):
        spaces = tuple(EnteredSpace(k, fill) for k, fill in enumerate(seat.window.fills)
                       if isinstance(fill, Die))
        if spaces:
            out.append(SpacesEntered(i, spaces))
        if seat.constructed:
            out.append(ConstructionsEntered(i, seat.constructed))
        if any(seat.tool_boxes_used):
            out.append(ToolBoxesEntered(i, seat.tool_boxes_used))
    return tuple(out)


def go_to_table(campaign: Campaign) -> Campaign:
    """The rest of the window at the table, from the round about to begin (TableError when the
    window is not between two rounds)."""
    game = campaign.game
    if game is None or not may_go_to_table(campaign):
        raise TableError(refusal("between-rounds-only"))
    state = game.state
    number = window_number(campaign)
    opened_in = {o.envelope: o.round for o in campaign.openings if o.window == number}
    triggers = game.setup.window.triggers
    fired = tuple(FiredTrigger(k, opened_in.get(triggers[k].envelope, state.round - 1))
                  for k in state.fired_triggers if 0 <= k < len(triggers))
    table = TableWindow(game.setup, state.round, fired, carried_entries(state))
    return evolve(campaign, at_table=True, stage="table", game=None, table=table)

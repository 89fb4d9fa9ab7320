"""The round-by-round table companion (optional): for each of the 12 rounds, its Start Player,
how many dice the Start Player draws from the bag, the snake draft's order, the steps at the
round's end, and the window's Unlock Triggers, each envelope opened only when the table
confirms its trigger ("end of round 4: open Envelope 1").

The rulebook: "Be sure to resolve this unlock before continuing to the next round." So the
companion does not move past a round whose end opens an envelope before the table opened it,
and the results are entered only once every end-of-round trigger is opened; a star trigger
("when every family has filled its star spaces") is confirmed at the end of the round it
happened in, and "if it isn't opened before the end of the game, open it before scoring".

An envelope the table opens is opened in the window's game (its rules in force from then on,
as on screen: campaign/table_window.table_state) and recorded with its round; what it grants
for later windows comes at the End of Game, as after a game on screen.
"""

from __future__ import annotations

from attrs import evolve, frozen

from ..campaign.campaign_state import Campaign
from ..campaign.table_window import OVER, FiredTrigger, TableWindow, table_state
from ..campaign.unlocks import record_trigger_opening
from ..engine import ROUNDS, snake_order
from ..engine.definitions import TriggerKind
from ..engine.legacy_types import CampaignContent
from ..engine.round_end import extra_dice
from .entries import table_of, table_start_seat
from .refusals import TableError, refusal


@frozen
class TriggerNote:
    """One of the window's Unlock Triggers as the table sees it: which envelope (its number
    only: what it holds stays sealed), when, and the round at whose end the table opened it
    (0: not yet)."""

    index: int
    kind: TriggerKind
    round: int  # end-of-round triggers: the round; star triggers: 0
    envelope_number: int
    opened_in: int = 0

    @property
    def opened(self) -> bool:
        return self.opened_in > 0


@frozen
class RoundPlan:
    """A round of the window: its Start Player (who draws the dice), the dice drawn from the
    bag, the snake draft's order (seat of each turn), the last player (who may construct a
    Cathedral space), the triggers at its end, and the next round's Start Player (None after
    the last round)."""

    round: int
    start_player: int
    dice: int
    order: tuple[int, ...]
    last_player: int
    triggers: tuple[TriggerNote, ...]
    next_start: int | None


def triggers(campaign: Campaign, content: CampaignContent) -> tuple[TriggerNote, ...]:
    """The window's Unlock Triggers during the game, in the window's order."""
    table = table_of(campaign)
    fired = {f.trigger: f.round for f in table.fired}
    out = []
    for k, t in enumerate(table.setup.window.triggers):
        number = content.envelopes[t.envelope].number
        out.append(TriggerNote(k, t.kind, t.round if t.kind == "end-of-round" else 0, number,
                               fired.get(k, 0)))
    return tuple(out)


def round_plan(campaign: Campaign, content: CampaignContent, round_: int) -> RoundPlan:
    """What the companion says for round `round_` (1-12)."""
    table = table_of(campaign)
    if not 1 <= round_ <= ROUNDS:
        raise TableError(refusal("round-range", last=ROUNDS))
    n = len(table.setup.seats)
    start = (table_start_seat(table) + round_ - 1) % n
    order = tuple(snake_order(n, start))
    state = table_state(table)
    dice = 2 * n + 1 + extra_dice(state.rules)
    due = tuple(t for t in triggers(campaign, content)
                if (t.kind == "end-of-round" and t.round == round_)
                or (t.kind == "stars-filled" and (not t.opened or t.opened_in == round_)))
    nxt = (start + 1) % n if round_ < ROUNDS else None
    return RoundPlan(round_, start, dice, order, order[-1], due, nxt)


def unopened_before(campaign: Campaign, content: CampaignContent, round_: int
                    ) -> tuple[TriggerNote, ...]:
    """End-of-round triggers of the rounds before `round_` the table has not opened yet."""
    return tuple(t for t in triggers(campaign, content)
                 if t.kind == "end-of-round" and t.round < round_ and not t.opened)


def go_to_round(campaign: Campaign, content: CampaignContent, round_: int) -> Campaign:
    """The companion at round `round_` (1-12; OVER: the game is over, the results are entered
    next). Moving on past a round whose end opens an envelope waits until it is opened."""
    table = table_of(campaign)
    if not 1 <= round_ <= OVER:
        raise TableError(refusal("round-range", last=ROUNDS))
    waiting = unopened_before(campaign, content, round_)
    if waiting:
        t = waiting[0]
        raise TableError(refusal("trigger-first", number=t.envelope_number, round=t.round))
    return evolve(campaign, table=evolve(table, round=round_))


def confirm_trigger(campaign: Campaign, content: CampaignContent, index: int,
                    round_: int | None = None) -> Campaign:
    """The table confirms the window's trigger `index` at the end of `round_` (default: its
    own round for an end-of-round trigger, the companion's round for a star trigger, round 12
    once the game is over): its envelope is opened in the window's game now. An end-of-round
    trigger moves the companion on to the next round, if it was not further already."""
    table = table_of(campaign)
    if not begun(table):
        raise TableError(refusal("set-up-first"))
    notes = triggers(campaign, content)
    if not 0 <= index < len(notes):
        raise TableError(refusal("no-such-trigger", number=index + 1))
    note = notes[index]
    if note.opened:
        raise TableError(refusal("trigger-opened", number=note.envelope_number))
    now = table.round
    if note.kind == "end-of-round":
        if round_ is not None and round_ != note.round:
            raise TableError(refusal("trigger-not-yet", number=note.envelope_number,
                                     round=note.round))
        at = note.round
        now = max(now, min(at + 1, OVER))  # "continue with round 5"
    else:
        at = round_ if round_ is not None else min(max(table.round, 1), ROUNDS)
        if not 1 <= at <= ROUNDS:
            raise TableError(refusal("round-range", last=ROUNDS))
    fired = table.fired + (FiredTrigger(index, at),)
    campaign = evolve(campaign, table=evolve(table, fired=fired, round=now))
    return record_trigger_opening(campaign, table.setup.window, index, at)


def opened_envelope(campaign: Campaign, content: CampaignContent, index: int) -> str:
    """The id of the envelope trigger `index` opened (for the screens' envelope page, which
    shows what the visible content holds of it); TableError while it is sealed."""
    table = table_of(campaign)
    if index not in {f.trigger for f in table.fired}:
        raise TableError(refusal("no-such-trigger", number=index + 1))
    return table.setup.window.triggers[index].envelope


def begun(table: TableWindow) -> bool:
    """Whether round 1 has begun (the Game Setup's last step, the Starting Tool Count, done)."""
    return table.round >= 1

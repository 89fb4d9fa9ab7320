"""The results of a window played at the table, scored and closed into the campaign.

A family that entered its window is scored by the engine as a game on screen is (the six
steps of final_scores, under the rules in force: the window's and those of the envelopes the
table opened during the game); a family that typed in its scorecard keeps its numbers (step 1,
the Starting Tool Count, is the campaign's; step 5 is reckoned from its broken and empty
spaces). Every family is then placed together, with the rulebook's tie-breakers
(engine.placed_scores: fewest Legacy Points, fewest broken or empty spaces, most Private
Objective points, the final round's turn order).

Closing the window hands these results to the campaign's one End of Game
(flow.record_table_window): the Outro, rewards, coins, the Magic Square, reward Tool Cards,
the Market, the envelopes and Cleanup follow exactly as after a game on screen. It waits until
the game is over, every envelope of the window is opened, every family's results are entered
and no entered window breaks a placement restriction; and it is refused when the campaign
file's checks would refuse what it makes (campaign/save_checks.py), so nothing entered can
leave a campaign that does not open.
"""

from __future__ import annotations

from ..campaign.campaign_file import campaign_problems
from ..campaign.campaign_state import Campaign
from ..campaign.finished_window import FinishedSeat, FinishedWindow
from ..campaign.flow import record_table_window
from ..campaign.table_window import OVER, TableWindow, table_state
from ..engine import ROUNDS, Die, GameState, ScoreCard, final_scores, placed_scores
from ..engine.legacy_types import CampaignContent
from ..engine.replace import replace
from ..wording.details import details_text
from .checks import broken_spaces
from .companion import triggers
from .entries import FamilyEntry, entered, skipped_spaces, table_of
from .refusals import Refusal, Space, TableError, refusal


def scored_state(table: TableWindow) -> GameState:
    """The window's game with every entered window in place, as it stands at the end of round
    12 (its Start Player that of round 12, as final_scores reads the turn order)."""
    state = table_state(table)
    entries = entered(table)
    seats = tuple(replace(seat, window=e.window, constructed=e.constructed,
                          tool_boxes_used=e.tool_boxes_used)
                  for seat, e in zip(state.seats, entries, strict=True))
    n = len(seats)
    return replace(state, seats=seats, start_seat=(state.start_seat + ROUNDS - 1) % n)


def _per_empty(state: GameState) -> int:
    return next((r.points for r in state.rules if r.kind == "empty-penalty"), 1)


def score_cards(table: TableWindow) -> tuple[ScoreCard, ...]:
    """Every family's score card and place, from what is entered so far."""
    state = scored_state(table)
    entries = entered(table)
    cards = list(final_scores(state))
    spoiled = []
    per_empty = _per_empty(state)
    for i, e in enumerate(entries):
        card = e.card
        if card is None:
            spoiled.append(e.window.broken_count + e.window.empty_count)
            continue
        spoiled.append(card.broken + card.empty)
        starting = cards[i].starting_tools  # the campaign's count (0 in window 1)
        cards[i] = ScoreCard(i, cards[i].name, starting, tuple(card.public), card.private,
                             card.tools, -(card.broken + per_empty * card.empty), card.extra,
                             0, 0)
    legacy = [s.legacy_points for s in state.seats]
    return placed_scores(cards, legacy, spoiled, state.start_seat)


def close_refusals(campaign: Campaign, content: CampaignContent) -> list[Refusal]:
    """What keeps the window from being closed now (empty: it may be)."""
    table = table_of(campaign)
    if table.round < OVER:
        return [refusal("game-not-over", last=ROUNDS)]
    out = []
    sealed = tuple(t.envelope_number for t in triggers(campaign, content) if not t.opened)
    if sealed:
        out.append(refusal("triggers-before-scoring", numbers=sealed))
    entries = entered(table)
    missing = tuple(f.name for f, e in zip(campaign.families, entries, strict=True)
                    if not e.touched)
    if missing:
        out.append(refusal("results-missing", families=missing))
    skipped = skipped_spaces(campaign, table)
    if skipped:
        out.append(refusal("constructions-skip", spaces=skipped))
    for f, e in zip(campaign.families, entries, strict=True):
        if e.card is None:
            bad = broken_spaces(e.window)
            if bad:
                spaces = tuple(Space(*b.row_col(e.window.cols)) for b in bad)
                out.append(refusal("window-breaks", family=f.name, spaces=spaces))
    return out


def finished_window(campaign: Campaign) -> FinishedWindow:
    """What the table entered, as the End of Game takes a finished window."""
    table = table_of(campaign)
    state = table_state(table)
    entries = entered(table)
    seats = tuple(_seat(e, s.private_objective.id) for e, s in zip(entries, state.seats,
                                                                 strict=True))
    built: set[Die] = set(campaign.cathedral)
    for e in entries:
        built.update(e.constructed)
    return FinishedWindow(score_cards(table), seats, state.objectives, frozenset(built),
                          state.opened, at_table=True)


def _seat(entry: FamilyEntry, objective: str) -> FinishedSeat:
    if entry.card is not None:
        return FinishedSeat(None, objective, entry.constructed, (), paper=entry.card)
    return FinishedSeat(entry.window, objective, entry.constructed, entry.tool_boxes_used)


def close_window(campaign: Campaign, content: CampaignContent) -> Campaign:
    """The window is over at the table: its results go into the End of Game, which runs up to
    the next choice (the Magic Square, the reward Tool Cards, the Market, Cleanup). TableError
    says what is missing, or why the campaign cannot keep the results."""
    errors = close_refusals(campaign, content)
    if errors:
        raise TableError(*errors)
    after = record_table_window(campaign, content, finished_window(campaign))
    problems = campaign_problems(after, content)
    if problems:
        raise TableError(refusal("campaign-refuses", problem=details_text(problems)))
    return after

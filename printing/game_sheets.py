"""What a game state puts on paper: each seat's journal page and the game's scores."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sagrada_desktop.engine import ROUNDS, GameState, ScoreCard, final_scores
from sagrada_desktop.engine.legacy_types import PublicObjectiveText

from .journal_page import JournalSheet


def objective_name(objective_id: str,
                   texts: Mapping[str, PublicObjectiveText] | None = None) -> str:
    """The printed name of a public objective: from the content, else made from its id."""
    if texts is not None and objective_id in texts:
        return texts[objective_id].name
    return " ".join(word.capitalize() for word in objective_id.split("-"))


def public_names(state: GameState,
                 texts: Mapping[str, PublicObjectiveText] | None = None) -> tuple[str, ...]:
    return tuple(objective_name(oid, texts) for oid in state.objectives)


def rounds_done(state: GameState) -> int:
    """Round track marks: every round before the current one, all twelve once it is over."""
    return ROUNDS if state.is_over else max(0, state.round - 1)


def game_scores(state: GameState) -> tuple[ScoreCard, ...]:
    """The scoring table: final once the game is over, the score so far before."""
    return final_scores(state)


def has_begun(state: GameState) -> bool:
    """Whether the game has begun: a die drafted or a turn played. One not begun yet prints a
    blank scorecard (its names, no score), not a 'score so far' of empty windows."""
    return (state.is_over or state.round > 1 or state.turn > 0 or state.in_hand is not None
            or any(seat.window.filled_count or seat.window.broken_count
                   for seat in state.seats))


def round_now(state: GameState) -> int:
    """The round being played, or 0 once the game is over (its scores are final)."""
    return 0 if state.is_over else state.round


def game_journal_sheets(state: GameState, *, number: int | None = None, booster: bool = False,
                        members: Sequence[str] = (), seats: Sequence[int] | None = None,
                        texts: Mapping[str, PublicObjectiveText] | None = None,
                        ) -> list[JournalSheet]:
    """A journal page for each seat (or the chosen `seats`), as the game left it. A seat's
    name is its family's name; `members` gives each seat's family member, if known."""
    chosen = range(len(state.seats)) if seats is None else seats
    so_far = game_scores(state)
    scores = so_far if state.is_over else None
    names = public_names(state, texts)
    sheets = []
    for i in chosen:
        seat = state.seats[i]
        sheets.append(JournalSheet(
            design=state.setup.window,
            number=number,
            booster=booster,
            window=seat.window,
            family=seat.name,
            member=members[i] if i < len(members) else "",
            tool_boxes_used=seat.tool_boxes_used,
            rounds_done=rounds_done(state),
            score=scores[i] if scores is not None else None,
            public_names=names,
            constructed=seat.constructed,
            round_now=round_now(state),
            starting_tools=so_far[i].starting_tools if scores is None else None,
        ))
    return sheets

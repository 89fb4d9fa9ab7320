"""The review's summary of one seat: how many turns cost points against Hard's pick, how many
in all, and the costliest."""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from .judgement import TurnJudgement

COSTLY = 0.5  # judged points from which a turn counts as one that cost points


def cost_points(judgement: TurnJudgement) -> bool:
    """Whether the turn cost points: at least COSTLY, as its cost is shown (to one decimal)."""
    return round(judgement.cost, 1) >= COSTLY


@frozen
class Summary:
    seat: int
    judged: int  # turns judged
    hard_picks: int  # of them, the turns that were Hard's pick
    costly: tuple[TurnJudgement, ...]  # turns that cost at least COSTLY points, in order
    points: float  # what they cost together

    @property
    def biggest(self) -> TurnJudgement | None:
        """The costliest turn (the earliest of equals)."""
        return max(self.costly, key=lambda j: j.cost, default=None)


def summary(seat: int, judgements: Sequence[TurnJudgement]) -> Summary:
    costly = tuple(j for j in judgements if cost_points(j))
    return Summary(seat, len(judgements), sum(1 for j in judgements if j.same), costly,
                   sum(j.cost for j in costly))

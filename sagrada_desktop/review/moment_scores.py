"""The scores at a moment of the game, as the reviewing seat could count them then: every
seat's points if the game ended now (engine.final_scores on the state of that moment), with
what the seat could not see left out: another seat's Private Objective and its kept Flourish
Cards, until the game is over. Nothing hidden is held here: a hidden part is None and the
total holds only what is shown."""

from __future__ import annotations

from attrs import frozen

from ..engine import GameState, final_scores


@frozen
class SeatScore:
    seat: int
    name: str
    starting_tools: int
    public: tuple[int, ...]  # A, B, C
    private: int | None  # None: hidden from the reviewing seat
    tools: int
    broken_empty: int
    extra: int  # step 6 without the Flourish Cards when they are hidden
    total: int  # what is shown added up
    place: int | None  # once the game is over

    @property
    def hidden(self) -> bool:
        return self.private is None


def moment_scores(state: GameState, seat: int) -> tuple[SeatScore, ...]:
    """Each seat's score at `state` (the real state of the moment) as `seat` saw it."""
    over = state.is_over
    out = []
    for card in final_scores(state):
        shown = over or card.seat == seat
        private = card.private if shown else None
        extra = card.extra if shown else card.extra - card.flourish
        total = card.total if shown else card.total - card.private - card.flourish
        out.append(SeatScore(card.seat, card.name, card.starting_tools, card.public, private,
                             card.tools, card.broken_empty, extra, total,
                             card.place if over else None))
    return tuple(out)

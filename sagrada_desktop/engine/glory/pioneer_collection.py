"""Pioneer Cards in play: at the end of a player's turn they collect each revealed card whose
goal their window meets (first come; a collected card is gone and no new card is revealed).
A card once collected stays collected, whatever later changes the window."""

from __future__ import annotations

from ..replace import replace as evolve
from ..state import GameState, SeatState
from .pioneer_goals import pioneer_goal_met


def collect_pioneer_cards(state: GameState, seat_i: int) -> GameState:
    """The state after seat `seat_i` collects every available card whose goal it meets."""
    seat = state.seats[seat_i]
    met = tuple(c.id for c in state.pioneer_available if pioneer_goal_met(c.id, seat.window))
    if not met:
        return state
    seat = evolve(seat, pioneer_collected=seat.pioneer_collected + met)
    return evolve(state, seats=state.seats[:seat_i] + (seat,) + state.seats[seat_i + 1 :])


def collect_pioneer_cards_of(state: GameState, seats: tuple[SeatState, ...], seat_i: int
                             ) -> tuple[SeatState, ...]:
    """collect_pioneer_cards on the seats of a state being made (the same cards collected)."""
    taken = {cid for seat in seats for cid in seat.pioneer_collected}
    cards = state.pioneer_cards
    if len(taken) >= len(cards):
        return seats
    seat = seats[seat_i]
    met = tuple(c.id for c in cards if c.id not in taken and pioneer_goal_met(c.id, seat.window))
    if not met:
        return seats
    seat = evolve(seat, pioneer_collected=seat.pioneer_collected + met)
    return seats[:seat_i] + (seat,) + seats[seat_i + 1 :]


def pioneer_points(state: GameState, seat: SeatState) -> int:
    """The points of the Pioneer Cards a seat collected (scoring step 6)."""
    points = {c.id: c.points for c in state.pioneer_cards}
    return sum(points.get(cid, 0) for cid in seat.pioneer_collected)

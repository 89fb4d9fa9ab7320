"""Pioneer Cards in play: at the end of a player's turn they collect each revealed card whose
goal their window meets (first come; a collected card is gone and no new card is revealed).
A card once collected stays collected, whatever later changes the window."""

from __future__ import annotations

from ..replace import replace as evolve
from ..state import GameState, SeatState
from .pioneer_goals import could_any_newly_meet, could_newly_meet, pioneer_goal_met

# the ids of the revealed cards, per tuple of cards (each entry holds its tuple)
_IDS: dict[int, tuple[object, tuple[str, ...]]] = {}


def collect_pioneer_cards_of(state: GameState, seats: tuple[SeatState, ...], seat_i: int
                             ) -> tuple[SeatState, ...]:
    """The seats after seat `seat_i` collects every available card whose goal its window meets
    (seats: those of the state being made).

    The window's bits remember the cards whose goals it was found not to meet (`unmet`), and
    a window grown by one die from such a window remembers those and the die's space
    (`grown`): a card not met before is asked again only when the new die could have met it
    (could_newly_meet). Each is a fact about the window alone, whatever the game."""
    cards = state.pioneer_cards
    window = seats[seat_i].window
    bits = window._bits or window.bits
    unmet = bits.unmet
    if unmet is None:
        grown = bits.grown
        if grown is not None:  # the usual: unmet before, and the new die meets none of them
            before, i = grown
            ids = _IDS.get(id(cards))
            if ids is None or ids[0] is not cards:
                if len(_IDS) > 256:
                    _IDS.clear()
                ids = _IDS[id(cards)] = (cards, tuple(c.id for c in cards))
            if before.issuperset(ids[1]) and not could_any_newly_meet(ids[1], window, i):
                bits.unmet = before
                return seats
    else:  # asked before (the window is the same): only cards never asked
        for card in cards:
            if card.id not in unmet:
                break
        else:
            return seats
    taken: tuple[str, ...] = ()
    for other in seats:
        if other.pioneer_collected:
            taken += other.pioneer_collected
    if len(taken) >= len(cards):
        return seats
    seat = seats[seat_i]
    grown = bits.grown
    met: tuple[str, ...] = ()
    found: list[str] = []
    for card in cards:
        cid = card.id
        if cid in taken or (unmet is not None and cid in unmet):
            continue
        if ((grown is not None and cid in grown[0] and not could_newly_meet(cid, window, grown[1]))
                or not pioneer_goal_met(cid, window)):
            found.append(cid)
        else:
            met += (cid,)
    if found:
        bits.unmet = frozenset(found) if unmet is None else unmet.union(found)
    if not met:
        return seats
    seat = evolve(seat, pioneer_collected=seat.pioneer_collected + met)
    return seats[:seat_i] + (seat,) + seats[seat_i + 1 :]


def pioneer_points(state: GameState, seat: SeatState) -> int:
    """The points of the Pioneer Cards a seat collected (scoring step 6)."""
    points = {c.id: c.points for c in state.pioneer_cards}
    return sum(points.get(cid, 0) for cid in seat.pioneer_collected)

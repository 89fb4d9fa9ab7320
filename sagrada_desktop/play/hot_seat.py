"""Hot-seat privacy: what one shared screen may show, decided below any screen.

People taking turns at one computer see the game through the observation of the seat in front
of the screen (engine.observe, like an OpenSpiel observer): that seat's Private Objective and
Flourish Cards, every other seat's replaced by stand-ins. The rule:

- a computer seat's turn hides every private card when more than one person plays (they may
  all be looking); with one person, that person's cards stay in view;
- a person's turn, when another seat was in front of the screen, hands the screen over: every
  private card is hidden until that person says they alone can see it (`handed_over`);
- one person playing needs no hand-over: their cards are shown on their turn;
- once the game is over nothing private is shown here (the scoring table shows all).
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from ..engine import GameState, observe


@frozen
class SharedScreen:
    """Who is in front of the screen. `seen_by`: the seat whose observation it shows (None:
    no seat's, every private card hidden); `asking`: the seat it is being handed to (the
    cover is up until that person confirms; None: no hand-over)."""

    seen_by: int | None = None
    asking: int | None = None

    def handed_over(self) -> SharedScreen:
        """The person asked for confirmed they alone see the screen."""
        return SharedScreen(seen_by=self.asking) if self.asking is not None else self

    def lets_act(self, state: GameState) -> bool:
        """May the active seat's private choices (Flourish) be offered? Only to the seat in
        front of the screen, with no hand-over pending."""
        return self.asking is None and self.seen_by == state.active_seat and not state.is_over

    def observation(self, state: GameState) -> GameState | None:
        """What the screen may show of the game: the observation of the seat in front of it;
        None when no seat's private cards may be shown."""
        return None if self.seen_by is None else observe(state, self.seen_by)


def at_turn(state: GameState, persons: Sequence[bool], screen: SharedScreen) -> SharedScreen:
    """Who may see the screen as the active seat's turn begins (or goes on); `persons[i]`:
    seat i is played by a person at this computer."""
    if state.is_over:
        return SharedScreen()
    seat = state.active_seat
    people = sum(persons)
    if not persons[seat]:  # one person: theirs stay in view, from the game's first turn on
        return SharedScreen(seen_by=list(persons).index(True)) if people == 1 else SharedScreen()
    if people == 1 or screen.seen_by == seat:
        return SharedScreen(seen_by=seat)
    return SharedScreen(asking=seat)

"""Which Glory modules a game is played with: each a switch when the game is set up."""

from __future__ import annotations

from attrs import frozen


@frozen
class Modules:
    """strife: gray dice, a Strife Board, a Strife Tool and a Strife objective;
    pioneer: 3 Pioneer Cards for the first to reach their goals;
    flourish: 2 Flourish Cards dealt to each seat, kept ones giving Favor Tokens;
    rivalry: the Rivalry objectives mixed into the public objectives drawn at random."""

    strife: bool = False
    pioneer: bool = False
    flourish: bool = False
    rivalry: bool = False

    @property
    def deals(self) -> bool:
        """Whether a module that deals cards from GameSetup.glory is on."""
        return self.strife or self.pioneer or self.flourish

    @property
    def any(self) -> bool:
        return self.strife or self.pioneer or self.flourish or self.rivalry

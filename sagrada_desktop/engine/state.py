"""The state of one game: frozen, complete, and enough to continue or score it."""

from __future__ import annotations

from enum import Enum

from attrs import field, frozen

from .color import Color
from .definitions import Ability, PrivateObjective, ToolCard, WindowDesign, WindowRule
from .die import Die
from .snake_draft import snake_order, snake_tuple
from .window import Window

ROUNDS = 12


class Stage(Enum):
    DRAFT = "draft"          # the active seat must take a die
    PLACE = "place"          # a die is drafted: effects may be used, then fill a space (or lose it)
    CONSTRUCT = "construct"  # end of round: the last player must construct a Cathedral space
    OVER = "over"            # after round 12: score with final_scores


@frozen
class SeatSetup:
    """A seat as the campaign (or free play) brings it to the table."""

    name: str
    abilities: tuple[Ability, ...] = field(default=(), converter=tuple)
    tool_cards: tuple[ToolCard, ...] = field(default=(), converter=tuple)
    legacy_points: int = 0
    starting_tool_count: int = 0
    family_color: Color | None = None


@frozen
class EnvelopeRules:
    """What opening an envelope during a game changes in that game (rules, abilities)."""

    envelope: str
    rules: tuple[WindowRule, ...] = field(converter=tuple)


@frozen
class GameSetup:
    window: WindowDesign
    seats: tuple[SeatSetup, ...] = field(converter=tuple)
    seed: int = 0
    public_objectives: tuple[str, ...] = field(default=(), converter=tuple)  # empty: 3 at random
    objective_pool: tuple[str, ...] = field(default=(), converter=tuple)  # empty: the base set
    start_seat: int = -1  # -1: chosen at random
    game_number: int = 1  # the Starting Tool Count scores from game 2 on
    cathedral: frozenset[Die] = frozenset()  # spaces constructed in earlier games
    envelope_rules: tuple[EnvelopeRules, ...] = field(default=(), converter=tuple)


@frozen
class SeatState:
    name: str
    window: Window
    private_objective: PrivateObjective
    abilities: tuple[Ability, ...]
    tool_cards: tuple[ToolCard, ...]
    used_tool_cards: tuple[str, ...] = ()
    tool_boxes_used: tuple[int, ...] = (0, 0, 0)
    constructed: tuple[Die, ...] = ()
    lost_dice: int = 0
    legacy_points: int = 0
    starting_tool_count: int = 0


@frozen
class InHand:
    """The drafted die of the current turn: as rolled, and as abilities now treat it."""

    die: Die
    current: Die
    ignore_adjacency: bool = False
    ability_uses: tuple[str, ...] = ()  # ids, once per use this turn
    steps: tuple[str, ...] = ()  # what was used, in order (for the chaining display)


@frozen
class GameState:
    setup: GameSetup
    objectives: tuple[str, ...]
    seats: tuple[SeatState, ...]
    rules: tuple[WindowRule, ...]
    rng: int
    round: int = 1
    start_seat: int = 0
    turn: int = 0
    stage: Stage = Stage.DRAFT
    pool: tuple[Die, ...] = ()
    in_hand: InHand | None = None
    cathedral: frozenset[Die] = frozenset()
    opened: tuple[str, ...] = ()
    round_track: tuple[tuple[Die, ...], ...] = ()
    fired_triggers: tuple[int, ...] = ()

    @property
    def turn_order(self) -> list[int]:
        return snake_order(len(self.seats), self.start_seat)

    @property
    def active_seat(self) -> int:
        """The seat whose turn it is (in CONSTRUCT: the round's last player)."""
        order = snake_tuple(len(self.seats), self.start_seat)
        return order[min(self.turn, len(order) - 1)]

    @property
    def is_over(self) -> bool:
        return self.stage is Stage.OVER

    @property
    def window_design(self) -> WindowDesign:
        return self.setup.window

"""The state of one game: frozen, complete, and enough to continue or score it."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from typing import Any

from attrs import evolve, field, frozen

from .color import Color
from .definitions import Ability, PrivateObjective, ToolCard, WindowDesign, WindowRule
from .die import Die
from .edition_numbers import RULES_EDITION
from .fast_init import fast_init
from .glory.cards import GloryCards
from .glory.flourish_cards import FlourishCard
from .glory.modules import Modules
from .glory.pioneer_cards import PioneerCard
from .glory.strife_boards import StrifeBoard
from .replace import twin
from .snake_draft import snake_order, snake_tuple
from .steps import Step
from .window import Window

ROUNDS = 12

# _ACTIVE[seats][start][turn]: the seat of each turn of the snake draft (precomputed for 1-6
# seats; GameState.active_seat falls back to snake_tuple outside the table)
_ACTIVE: tuple[tuple[tuple[int, ...], ...], ...] = ((),) + tuple(
    tuple(snake_tuple(n, s) for s in range(n)) for n in range(1, 7))


def _abilities(items: Iterable[Ability]) -> tuple[Ability, ...]:
    return tuple(items)


def _tool_cards(items: Iterable[ToolCard]) -> tuple[ToolCard, ...]:
    return tuple(items)


def _rules(items: Iterable[WindowRule]) -> tuple[WindowRule, ...]:
    return tuple(items)


def _seats(items: Iterable[SeatSetup]) -> tuple[SeatSetup, ...]:
    return tuple(items)


def _ids(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(items)


def _envelope_rules(items: Iterable[EnvelopeRules]) -> tuple[EnvelopeRules, ...]:
    return tuple(items)



class Stage(Enum):
    DRAFT = "draft"          # the active seat must take a die
    PLACE = "place"          # a die is drafted: effects may be used, then fill a space (or lose it)
    CONSTRUCT = "construct"  # end of round: the last player must construct a Cathedral space
    OVER = "over"            # after round 12: score with final_scores
    FLOURISH = "flourish"    # Glory, before round 1: each seat keeps or discards its Flourishes


_OVER = Stage.OVER  # a module constant: Stage.OVER is a slow lookup on Python 3.11 (stages.py)


class _SeatSetupSlots:
    """SeatSetup's slots, held by a plain base: its twin, for fast_init's __init__ (keep in
    step with the fields below; fast_init refuses a base that does not hold exactly them)."""

    __slots__ = ("name", "abilities", "tool_cards", "legacy_points", "starting_tool_count",
                 "family_color")


@frozen(weakref_slot=False)  # made through its slots base, the twin (fast_init.py)
class SeatSetup(_SeatSetupSlots):
    """A seat as the campaign (or free play) brings it to the table."""

    name: str
    abilities: tuple[Ability, ...] = field(default=(), converter=_abilities)
    tool_cards: tuple[ToolCard, ...] = field(default=(), converter=_tool_cards)
    legacy_points: int = 0
    starting_tool_count: int = 0
    family_color: Color | None = None


def _seat_abilities(items: Iterable[Iterable[Ability]]) -> tuple[tuple[Ability, ...], ...]:
    return tuple(tuple(a) for a in items)


@frozen
class EnvelopeRules:
    """What opening an envelope during a game changes in that game, from the next turn:
    rules, abilities for every seat (grant-ability rules), and seat_abilities, the
    abilities each seat gains on its own (seat by seat, as the family's crest or
    Dedication Abilities gain them; empty: none)."""

    envelope: str
    rules: tuple[WindowRule, ...] = field(converter=_rules)
    seat_abilities: tuple[tuple[Ability, ...], ...] = field(default=(),
                                                           converter=_seat_abilities)


class _GameSetupSlots:
    """GameSetup's slots (see _SeatSetupSlots)."""

    __slots__ = ("window", "seats", "seed", "public_objectives", "objective_pool", "start_seat",
                 "game_number", "cathedral", "envelope_rules", "modules", "strife_board_id",
                 "strife_tool_id", "pioneer_card_ids", "glory", "rules_edition")


@frozen(weakref_slot=False)  # made through its slots base, the twin (fast_init.py)
class GameSetup(_GameSetupSlots):
    window: WindowDesign
    seats: tuple[SeatSetup, ...] = field(converter=_seats)
    seed: int = 0
    public_objectives: tuple[str, ...] = field(default=(), converter=_ids)  # empty: 3 at random
    objective_pool: tuple[str, ...] = field(default=(), converter=_ids)  # empty: the base set
    start_seat: int = -1  # -1: chosen at random
    game_number: int = 1  # the Starting Tool Count scores from game 2 on
    cathedral: frozenset[Die] = frozenset()  # spaces constructed in earlier games
    envelope_rules: tuple[EnvelopeRules, ...] = field(default=(), converter=_envelope_rules)
    modules: Modules = Modules()  # the Glory modules in play (all off: the game of Artisans)
    strife_board_id: str = ""  # Strife: the board to use; empty: one at random
    strife_tool_id: str = ""  # Strife: the Strife Tool dealt to every seat; empty: at random
    pioneer_card_ids: tuple[str, ...] = field(default=(), converter=_ids)  # empty: 3 at random
    glory: GloryCards = GloryCards()  # the decks a module on deals from (content.glory)
    # the rules the game is played under (engine/editions.py): new games the newest; a save
    # says its own (saves/migrations.py gives files of before editions theirs)
    rules_edition: int = RULES_EDITION


# made at every game's start: an __init__ of plain stores (fast_init.py; the same fields)
fast_init(SeatSetup, (_abilities, _tool_cards))
fast_init(GameSetup, (_seats, _ids, _envelope_rules))


class _SeatStateSlots:
    """SeatState's slots, held by a plain base: its twin (replace.py); keep in step with the
    fields below (replace.twin refuses a class that adds slots of its own)."""

    __slots__ = ("name", "window", "private_objective", "abilities", "tool_cards",
                 "used_tool_cards", "tool_boxes_used", "constructed", "lost_dice", "legacy_points",
                 "starting_tool_count", "pioneer_collected", "flourish_cards", "flourish_kept",
                 "favor_tokens")


@frozen(weakref_slot=False)  # copied through its slots base, the twin (replace.py)
class SeatState(_SeatStateSlots):
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
    pioneer_collected: tuple[str, ...] = ()  # Pioneer: ids of the cards this seat collected
    flourish_cards: tuple[FlourishCard, ...] = ()  # Flourish: the two cards dealt
    flourish_kept: tuple[bool, ...] = ()  # Flourish: keep or discard each; empty until chosen
    favor_tokens: int = 0  # Flourish: Favor Tokens left (one per kept card)

    @property
    def kept_flourish(self) -> tuple[FlourishCard, ...]:
        """The Flourish Cards this seat kept (scored at the end, + or - their points)."""
        return tuple(c for c, k in zip(self.flourish_cards, self.flourish_kept, strict=False) if k)


class _InHandSlots:
    """InHand's slots (see _SeatStateSlots)."""

    __slots__ = ("die", "current", "ignore_adjacency", "ability_uses", "steps", "seen")


@frozen(weakref_slot=False)  # copied through its slots base, the twin (replace.py)
class InHand(_InHandSlots):
    """The drafted die of the current turn: as rolled, and as abilities now treat it."""

    die: Die
    current: Die
    ignore_adjacency: bool = False
    ability_uses: tuple[str, ...] = ()  # ids, once per use this turn
    steps: tuple[Step, ...] = ()  # what was used, in order (for the chaining display)
    seen: tuple[Die, ...] = ()  # every form the die has had this turn, as drafted first


class _GameRestSlots:
    """GameRest's slots (see _SeatStateSlots)."""

    __slots__ = ("objectives", "rng", "round", "cathedral", "opened", "round_track",
                 "fired_triggers", "strife_tool")


@frozen(weakref_slot=False)  # copied through its slots base, the twin (replace.py)
class GameRest(_GameRestSlots):
    """The part of a game's state that changes at most once a round (or when an envelope
    opens, a trigger fires or a die is re-rolled): held apart, so the copy of the state made on
    every action copies one slot for all of them. GameState reads each as its own field."""

    objectives: tuple[str, ...]
    rng: int
    round: int = 1
    cathedral: frozenset[Die] = frozenset()
    opened: tuple[str, ...] = ()
    round_track: tuple[tuple[Die, ...], ...] = ()
    fired_triggers: tuple[int, ...] = ()
    strife_tool: ToolCard | None = None  # Strife: the Strife Tool dealt to every seat


class _Keep(Enum):
    """GameState's keyword left out: the value of the `rest` given (attrs.evolve passes it)."""

    KEEP = 0


_KEEP = _Keep.KEEP
_set = object.__setattr__


class _GameStateSlots:
    """GameState's slots (see _SeatStateSlots)."""

    __slots__ = ("setup", "seats", "rules", "rest", "start_seat", "turn", "stage", "pool",
                 "in_hand", "strife_board", "pioneer_cards", "is_over")


@frozen(weakref_slot=False, init=False)  # copied through its slots base, the twin (replace.py)
class GameState(_GameStateSlots):
    """A game's state. Its fields, as read, made, compared and saved: setup, objectives, seats,
    rules, rng, round, start_seat, turn, stage, pool, in_hand, cathedral, opened, round_track,
    fired_triggers, strife_board, strife_tool, pioneer_cards (STATE_FIELDS). Those that change
    at most once a round live in one GameRest (`rest`), read through properties of their names;
    GameState(...), attrs.evolve and replace.py take them by name all the same."""

    setup: GameSetup
    seats: tuple[SeatState, ...]
    rules: tuple[WindowRule, ...]
    rest: GameRest
    start_seat: int = 0
    turn: int = 0
    stage: Stage = Stage.DRAFT
    pool: tuple[Die, ...] = ()
    in_hand: InHand | None = None
    strife_board: StrifeBoard | None = None  # Strife: the board in play
    pioneer_cards: tuple[PioneerCard, ...] = ()  # Pioneer: the 3 cards revealed at setup
    # Whether the game has ended (stage OVER): derived from the stage, yet kept in a slot, as
    # every game's loop reads it after each action and a slot is read several times faster
    # than a property. Set here and by replace.py's copiers (the expression in "derived");
    # not compared, hashed, shown or saved
    is_over: bool = field(init=False, default=False, eq=False, hash=False, repr=False,
                          metadata={"derived": ("_obj.stage is _OVER", {"_OVER": _OVER})})
    # replace.py: the fields of GameRest are set through the slot `rest`
    _REST = ("rest", GameRest)

    def __init__(
        self,
        setup: GameSetup,
        objectives: tuple[str, ...] | _Keep = _KEEP,
        seats: tuple[SeatState, ...] = (),
        rules: tuple[WindowRule, ...] = (),
        rng: int | _Keep = _KEEP,
        round: int | _Keep = _KEEP,
        start_seat: int = 0,
        turn: int = 0,
        stage: Stage = Stage.DRAFT,
        pool: tuple[Die, ...] = (),
        in_hand: InHand | None = None,
        cathedral: frozenset[Die] | _Keep = _KEEP,
        opened: tuple[str, ...] | _Keep = _KEEP,
        round_track: tuple[tuple[Die, ...], ...] | _Keep = _KEEP,
        fired_triggers: tuple[int, ...] | _Keep = _KEEP,
        strife_board: StrifeBoard | None = None,
        strife_tool: ToolCard | None | _Keep = _KEEP,
        pioneer_cards: tuple[PioneerCard, ...] = (),
        *,
        rest: GameRest | None = None,
    ) -> None:
        """GameState(setup, objectives, seats, rules, rng, round=1, ...) as every field by its
        name; with `rest` (as attrs.evolve passes it), a field of GameRest left out keeps
        rest's value."""
        if rest is None:
            if objectives is _KEEP or rng is _KEEP:
                raise TypeError("GameState() needs objectives and rng")
            rest = GameRest(objectives, rng)
        changed: dict[str, Any] = {k: v for k, v in (
            ("objectives", objectives), ("rng", rng), ("round", round), ("cathedral", cathedral),
            ("opened", opened), ("round_track", round_track),
            ("fired_triggers", fired_triggers), ("strife_tool", strife_tool)) if v is not _KEEP}
        if changed:
            rest = evolve(rest, **changed)
        for name, value in (("setup", setup), ("seats", tuple(seats)), ("rules", tuple(rules)),
                            ("rest", rest), ("start_seat", start_seat), ("turn", turn),
                            ("stage", stage), ("pool", pool), ("in_hand", in_hand),
                            ("strife_board", strife_board), ("pioneer_cards", pioneer_cards),
                            ("is_over", stage is _OVER)):
            _set(self, name, value)

    @property
    def objectives(self) -> tuple[str, ...]:
        return self.rest.objectives

    @property
    def rng(self) -> int:
        return self.rest.rng

    @property
    def round(self) -> int:
        return self.rest.round

    @property
    def cathedral(self) -> frozenset[Die]:
        return self.rest.cathedral

    @property
    def opened(self) -> tuple[str, ...]:
        return self.rest.opened

    @property
    def round_track(self) -> tuple[tuple[Die, ...], ...]:
        return self.rest.round_track

    @property
    def fired_triggers(self) -> tuple[int, ...]:
        return self.rest.fired_triggers

    @property
    def strife_tool(self) -> ToolCard | None:
        """Strife: the Strife Tool dealt to every seat."""
        return self.rest.strife_tool

    @property
    def pioneer_available(self) -> tuple[PioneerCard, ...]:
        """The revealed Pioneer Cards nobody has collected yet."""
        taken = {cid for seat in self.seats for cid in seat.pioneer_collected}
        return tuple(c for c in self.pioneer_cards if c.id not in taken)

    @property
    def turn_order(self) -> list[int]:
        return snake_order(len(self.seats), self.start_seat)

    @property
    def active_seat(self) -> int:
        """The seat whose turn it is (in CONSTRUCT: the round's last player; in FLOURISH: the
        seat choosing, from the Start Player clockwise)."""
        try:
            return _ACTIVE[len(self.seats)][self.start_seat][self.turn]
        except IndexError:
            order = snake_tuple(len(self.seats), self.start_seat)
            return order[min(self.turn, len(order) - 1)]


# a state's fields in order, as GameState(...) takes them and a save writes them
STATE_FIELDS = ("setup", "objectives", "seats", "rules", "rng", "round", "start_seat", "turn",
                "stage", "pool", "in_hand", "cathedral", "opened", "round_track",
                "fired_triggers", "strife_board", "strife_tool", "pioneer_cards")


for _cls in (SeatState, InHand, GameRest, GameState):  # the slots bases must match the fields exactly
    if _cls.__dict__.get("__slots__") != () or twin(_cls) is not _cls.__base__:  # pragma: no cover
        raise TypeError(f"{_cls.__name__}'s slots base must hold exactly its fields")

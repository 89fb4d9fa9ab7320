"""The engine's hand-made copies (engine/replace.py) give exactly what attrs.evolve gives."""

from __future__ import annotations

import attrs
import pytest

from sagrada_desktop.engine import Color, Die, GameSetup, SeatSetup, new_game
from sagrada_desktop.engine.replace import replace, replacer, twin
from sagrada_desktop.engine.state import GameState, InHand, SeatState
from sagrada_desktop.engine.window import Window

from .fixtures import TEST_WINDOW


def _state() -> GameState:
    return new_game(GameSetup(TEST_WINDOW, (SeatSetup("Ana"), SeatSetup("Ben")), seed=3))


@pytest.mark.parametrize("cls", [GameState, SeatState, InHand, Window])
def test_the_state_classes_have_a_twin(cls: type) -> None:
    assert twin(cls) is not None


def test_replacer_copies_every_field_and_changes_the_named_ones() -> None:
    state = _state()
    copy = replacer(GameState, "turn", "pool")(state, 3, state.pool[1:])
    assert type(copy) is GameState
    assert copy == attrs.evolve(state, turn=3, pool=state.pool[1:])
    assert copy != state and state.turn == 0  # the original is untouched
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        copy.turn = 4  # type: ignore[misc]


def test_replace_is_evolve_and_refuses_unknown_names() -> None:
    state = _state()
    seat = state.seats[0]
    assert replace(seat, lost_dice=2) == attrs.evolve(seat, lost_dice=2)
    hand = InHand(Die(Color.RED, 1), Die(Color.RED, 2))
    assert replace(hand, ignore_adjacency=True) == attrs.evolve(hand, ignore_adjacency=True)
    with pytest.raises(KeyError):
        replace(seat, no_such_field=1)
    with pytest.raises(KeyError):
        replacer(GameState, "no_such_field")


def test_a_filled_window_copy_keeps_its_masks_up_to_date() -> None:
    window = _state().seats[0].window
    die = Die(Color.BLUE, 4)
    filled = window.with_fill(1, 2, die)
    assert type(filled) is Window
    assert filled.fill_at(1, 2) == die and window.fill_at(1, 2) is None
    assert filled == attrs.evolve(window, fills=filled.fills)
    assert filled.bits.dice == 1 << (1 * window.cols + 2)


def test_is_over_follows_the_stage_through_every_way_a_state_is_made() -> None:
    from sagrada_desktop.engine import Stage

    state = _state()
    assert state.is_over is False
    over = GameState(state.setup, state.objectives, state.seats, state.rules, state.rng,
                     stage=Stage.OVER)
    assert over.is_over is True
    assert attrs.evolve(state, stage=Stage.OVER).is_over is True
    assert attrs.evolve(over, stage=Stage.DRAFT).is_over is False
    assert replace(state, stage=Stage.OVER).is_over is True
    assert replace(over, stage=Stage.PLACE).is_over is False
    assert replace(over, turn=2).is_over is True  # copied along when the stage stays
    assert replacer(GameState, "stage")(state, Stage.OVER).is_over is True
    assert replacer(GameState, "turn")(over, 1).is_over is True
    assert replacer(GameState, "stage", "turn")(over, Stage.CONSTRUCT, 1).is_over is False
    # derived: not compared, not shown
    assert "is_over" not in repr(over)
    assert replace(state, turn=1) == attrs.evolve(state, turn=1)


@attrs.frozen  # a weak-reference slot: no twin, copied through the slots' setters
class _Counted:
    items: tuple[int, ...]
    size: int = attrs.field(init=False, default=0, eq=False,
                            metadata={"derived": ("_len(_obj.items)", {"_len": len})})

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "size", len(self.items))


def test_a_derived_field_is_worked_out_by_a_class_without_a_twin_too() -> None:
    assert twin(_Counted) is None
    thing = _Counted((1, 2))
    assert replace(thing, items=(1, 2, 3)).size == 3
    assert replacer(_Counted, "items")(thing, ()).size == 0


# GameState keeps the fields that change at most once a round in one GameRest (`rest`): every way
# of making or copying a state takes them by name as it takes the others
_REST_CHANGES = {"objectives": ("star-light",), "rng": 12345, "round": 7,
                 "cathedral": frozenset({Die(Color.RED, 1)}), "opened": ("env-a",),
                 "round_track": ((Die(Color.BLUE, 2),),), "fired_triggers": (0,)}


def test_the_fields_of_the_rest_are_the_state_s_own_for_every_maker_of_states() -> None:
    from sagrada_desktop.engine.state import STATE_FIELDS, GameRest

    state = _state()
    names = {a.name for a in attrs.fields(GameRest)}
    assert names == set(_REST_CHANGES) | {"strife_tool"}
    assert names <= set(STATE_FIELDS)
    for name, value in _REST_CHANGES.items():
        by_evolve = attrs.evolve(state, **{name: value})
        assert getattr(by_evolve, name) == value
        assert replace(state, **{name: value}) == by_evolve
        assert replacer(GameState, name, "turn")(state, value, 1) == attrs.evolve(
            by_evolve, turn=1)
        assert getattr(state, name) != value  # the original keeps its own
        # every other field kept
        assert all(getattr(by_evolve, n) == getattr(state, n) for n in STATE_FIELDS if n != name)
    made = GameState(**{n: getattr(state, n) for n in STATE_FIELDS})
    assert made == state and made.rest is not state.rest
    assert replace(state, turn=1).rest is state.rest  # a copy of the usual kind shares it
    with pytest.raises(KeyError):
        replace(state, rest=state.rest, round=2)
    with pytest.raises(KeyError):
        replacer(GameState, "rest", "round")
    with pytest.raises(TypeError):
        GameState(state.setup, seats=state.seats)  # objectives and rng: no default


def test_a_saved_state_is_one_flat_table_of_its_fields_in_their_order() -> None:
    from sagrada_desktop.engine.state import STATE_FIELDS
    from sagrada_desktop.saves import state_from_json, state_to_json

    state = attrs.evolve(_state(), **_REST_CHANGES)
    data = state_to_json(state)
    assert tuple(data) == STATE_FIELDS
    assert data["round"] == 7 and data["rng"] == 12345 and data["opened"] == ["env-a"]
    assert state_from_json(data) == state


class _SlotsWithInit:
    __slots__ = ("items",)

    def __init__(self, items: tuple[int, ...]) -> None:
        self.items = items


@attrs.frozen(weakref_slot=False)
class _MadeByItsBase(_SlotsWithInit):
    items: tuple[int, ...]


def test_a_slots_base_with_an_init_of_its_own_is_no_twin() -> None:
    # copies make their twin by calling it with no arguments: a base whose __init__ needs
    # some (or does anything) may not be one; such a class is copied through the setters
    assert twin(_MadeByItsBase) is None
    thing = _MadeByItsBase((1, 2))
    copy = replace(thing, items=(3,))
    assert type(copy) is _MadeByItsBase and copy.items == (3,) and thing.items == (1, 2)

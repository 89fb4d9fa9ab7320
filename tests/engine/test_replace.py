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

"""The steps of the die in hand in a save: tagged objects, and the English lines older saves
wrote read back into the same steps."""

import pytest

from sagrada_desktop.engine import Color, Die, InHand
from sagrada_desktop.engine.steps import EffectUsed, SwapMade
from sagrada_desktop.saves import CodecError
from sagrada_desktop.saves.codec import from_json, to_json

R1, Y2, S4, B5 = Die(Color.RED, 1), Die(Color.YELLOW, 2), Die(Color.GRAY, 4), Die(Color.BLUE, 5)
HAND = InHand(R1, Y2, steps=(EffectUsed("Red Wash: Part 2", Y2), SwapMade("Strife Tool III", S4, 1, 2, B5)))


def test_steps_are_tagged_objects_and_round_trip() -> None:
    data = to_json(HAND)
    assert data["steps"] == [
        {"kind": "effect-used", "name": "Red Wash: Part 2", "die": "Y2"},
        {"kind": "swap-made", "name": "Strife Tool III", "window_die": "S4", "row": 1, "col": 2,
         "pool_die": "B5"},
    ]
    assert from_json(data, InHand) == HAND


def test_the_english_lines_of_older_saves_are_read_as_steps() -> None:
    data = to_json(HAND)
    data["steps"] = ["Red Wash: Part 2: Y2", "Strife Tool III: S4 at row 2, column 3 swapped with B5"]
    assert from_json(data, InHand) == HAND


def test_a_step_that_is_neither_is_named() -> None:
    data = to_json(HAND)
    data["steps"] = [{"kind": "effect-used", "name": "x", "die": "Y2"}, "a broken line"]
    with pytest.raises(CodecError, match=r"state\.in_hand\.steps\[1\]: not a step .*'a broken line'"):
        from_json(data, InHand, "state.in_hand")
    data["steps"] = [{"kind": "teleport"}]
    with pytest.raises(CodecError, match="unknown kind 'teleport'"):
        from_json(data, InHand, "state.in_hand")

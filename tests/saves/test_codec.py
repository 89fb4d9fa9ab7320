"""The one JSON format: round trips of every type, and strict, path-naming errors."""

from __future__ import annotations

import json

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from sagrada_desktop.engine import (
    ACTION_TYPES,
    EFFECT_TYPES,
    Color,
    Die,
    DraftDie,
    Effect,
    FillSpace,
    LoseDie,
    UseWindowTool,
    Window,
    parse_window,
)
from sagrada_desktop.saves import (
    CodecError,
    action_from_json,
    action_from_text,
    action_to_json,
    action_to_text,
    dumps,
    from_json,
    loads,
    setup_from_json,
    setup_to_json,
    state_from_json,
    state_to_json,
    to_json,
)

from .helpers import glory_setup, random_game, rich_setup, setup


def instances(cls: type) -> st.SearchStrategy[object]:
    """Any instance of an attrs class, each field drawn from its type (the `kind` tag kept)."""
    hints = attrs.resolve_types(cls)
    return st.builds(cls, **{
        f.name: st.from_type(f.type) for f in attrs.fields(hints) if f.name != "kind"
    })


actions = st.one_of(*(instances(c) for c in ACTION_TYPES))
effects = st.one_of(*(instances(c) for c in EFFECT_TYPES))


def test_actions_and_effects_are_tagged_by_distinct_kinds() -> None:
    for types in (ACTION_TYPES, EFFECT_TYPES):
        kinds = [attrs.fields_dict(c)["kind"].default for c in types]
        assert len(set(kinds)) == len(kinds) == len(types)


@given(actions)
def test_every_action_round_trips_through_json_text(action: object) -> None:
    data = action_to_json(action)  # type: ignore[arg-type]
    assert next(iter(data)) == "kind"  # the tag comes first
    assert action_from_json(json.loads(dumps(data, compact=True))) == action


@given(effects)
def test_every_effect_round_trips(effect: Effect) -> None:
    assert from_json(json.loads(json.dumps(to_json(effect, Effect))), Effect) == effect


def test_the_drag_payload_is_one_line_of_json() -> None:
    text = action_to_text(UseWindowTool(2, 1))
    assert text.startswith('{"kind":"window-tool","tool":2,"option":1') and "\n" not in text
    assert action_from_text(text) == UseWindowTool(2, 1)
    with pytest.raises(CodecError, match=r"^drop: not valid JSON"):
        action_from_text("{kind", "drop")


def test_shapes_of_dice_colours_windows_and_actions() -> None:
    assert action_to_json(DraftDie(Die(Color.RED, 3))) == {"kind": "draft", "die": "R3"}
    assert action_to_json(FillSpace(2, 4)) == {"kind": "fill", "row": 2, "col": 4}
    assert action_to_json(LoseDie()) == {"kind": "lose"}
    assert to_json(Die(Color.BLUE, -1)) == "B-1"
    assert to_json(Color.GRAY) == "S"
    assert from_json("G7", Die) == Die(Color.GREEN, 7)
    window = parse_window(".=R3 4\n- *=X\n")
    text = to_json(window)
    assert text.split() == [".=R3", "4", "-", "*=X"]
    assert from_json(text, Window) == window
    assert to_json(frozenset({Die(Color.RED, 2), Die(Color.BLUE, 1)}), frozenset[Die]) == [
        "B1", "R2"]


def test_a_setup_with_every_part_round_trips_and_is_self_contained() -> None:
    original = rich_setup()
    data = json.loads(dumps(setup_to_json(original)))
    assert data["window"]["pattern"].startswith(".")
    assert data["seats"][0]["abilities"][0]["effect"]["kind"] == "change-color"
    assert data["seats"][0]["tool_cards"][0]["effect"] == {"kind": "reroll"}
    assert data["cathedral"] == ["B1", "R1"]
    assert setup_from_json(data) == original


@pytest.mark.parametrize("game_setup", [setup(1, seed=3), setup(4, seed=4), rich_setup(3, 9),
                                        glory_setup(5, 2)])
def test_every_state_of_a_random_game_round_trips(game_setup: object) -> None:
    state, log = random_game(game_setup, seed=11)  # type: ignore[arg-type]
    for n in range(0, len(log) + 1, 7):
        partial, _ = random_game(game_setup, seed=11, stop_after=n)  # type: ignore[arg-type]
        data = json.loads(dumps(state_to_json(partial)))
        assert state_from_json(data) == partial
        without = state_to_json(partial, with_setup=False)
        assert "setup" not in without
        assert state_from_json(without, partial.setup) == partial
    assert state_from_json(state_to_json(state)) == state


def _bad(data: object, reader: object = action_from_json) -> str:
    with pytest.raises(CodecError) as info:
        reader(data)  # type: ignore[operator]
    return str(info.value)


@pytest.mark.parametrize(
    "data, message",
    [
        ({"kind": "fill", "row": "2", "col": 3}, "action.row: expected a whole number"),
        ({"kind": "fill", "row": True, "col": 3}, "action.row: expected a whole number, got true"),
        ({"kind": "fill", "row": 1}, "action.col: required field missing"),
        ({"kind": "fill", "row": 1, "col": 2, "x": 0}, "action: unknown field 'x'; expected among: row, col"),
        ({"kind": "jump"}, "action: unknown kind 'jump'; expected one of ability, construct"),
        ({"row": 1}, "action: no kind given"),
        ({"kind": "draft", "die": "Q3"}, "action.die: expected a die such as 'R3'"),
        ({"kind": "draft", "die": 3}, "action.die: expected text, got a number"),
        ({"kind": "ability", "ability_id": ["a"]}, "action.ability_id: expected text, got a list"),
        ([], "action: expected an object, got a list"),
        ("fill", "action: expected an object, got the text 'fill'"),
    ],
)
def test_a_wrong_action_names_its_field(data: object, message: str) -> None:
    assert _bad(data).startswith(message)


def test_a_wrong_setup_names_every_wrong_field_by_path() -> None:
    data = setup_to_json(rich_setup())
    data["seats"][1]["name"] = 5
    data["seats"][0]["abilities"][2]["effect"] = {"kind": "flip-value", "when": "6"}
    data["window"]["pattern"] = "R R\nR\n"
    data["window"]["rules"][0]["kind"] = "moon-points"
    data["cathedral"] = "R1"
    data["seed"] = 1.5
    message = _bad(data, setup_from_json)
    for part in [
        "setup.seats[1].name: expected text, got a number",
        "setup.seats[0].abilities[2].effect.when: expected a list of whole numbers, got the text '6'",
        "setup.window.pattern: window notation: row 1 column 0: row has 1 cells",
        "setup.window.rules[0].kind: expected one of 'star-points'",
        "setup.cathedral: expected a list",
        "setup.seed: expected a whole number, got float",
    ]:
        assert part in message


def test_a_wrong_snapshot_names_its_field() -> None:
    state, _ = random_game(setup(2), seed=1, stop_after=9)
    data = state_to_json(state, with_setup=False)
    data["stage"] = "dance"
    data["round_track"] = [["R1", "Z9"]]
    message = _bad(data, lambda d: state_from_json(d, state.setup, "snapshot"))
    assert "snapshot.stage: unknown stage 'dance'; expected one of draft" in message
    assert "snapshot.round_track[0][1]: expected a die" in message
    assert "snapshot.setup: not expected here" in _bad(
        state_to_json(state), lambda d: state_from_json(d, state.setup, "snapshot"))


def test_loads_reports_line_column_and_a_cut_short_text() -> None:
    assert loads('{"a": [1, 2]}') == {"a": [1, 2]}
    with pytest.raises(CodecError, match=r"^save: not valid JSON at line 2 column 1: .*cut short"):
        loads('{"a": [1,\n', "save")
    with pytest.raises(CodecError, match=r"may be cut short\)$"):
        loads('{"a": "x\\"}')
    with pytest.raises(CodecError, match=r"line 1 column 7: Expecting value$"):
        loads('{"a": x, "b": "}"}')
    assert "\n" not in dumps({"a": [1]}, compact=True)

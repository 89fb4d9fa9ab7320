"""The start screen's booster windows are read without the converter (codec.direct): the same
values as through the converter, and for a file with anything wrong the converter's own words,
since such a file is read again through it."""

from __future__ import annotations

import copy
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sagrada_desktop import codec
from sagrada_desktop.codec.direct import Unsure, reader
from sagrada_desktop.content import ContentError, default_root, load_content
from sagrada_desktop.content.files import ABILITY_FILE, ability_and_crest
from sagrada_desktop.content.loader import _read_boosters, load_booster_windows
from sagrada_desktop.content.structure import structure
from sagrada_desktop.engine.legacy_types import WindowCard
from tests.content.conftest import edit

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = default_root()
BOOSTERS = sorted((SHIPPED / "windows" / "booster").glob("*.toml"))
ABILITY_FILES = sorted((SHIPPED / "abilities").glob("*.toml"))
DIRECT = reader(ABILITY_FILE)


def _abilities() -> dict[str, Any]:
    shaped = [codec.structure(raw, ABILITY_FILE) for path in ABILITY_FILES
              for raw in tomllib.loads(path.read_text(encoding="utf-8"))["ability"]]
    return {a.id: a for a, _ in map(ability_and_crest, shaped)}


ABILITIES = _abilities()


def test_the_shipped_booster_pack_is_read_without_cattrs_or_the_game_state() -> None:
    code = ("import sys\n"
            "from sagrada_desktop.content.loader import load_booster_windows\n"
            "print(len(load_booster_windows()))\n"
            "print(' '.join(sorted(sys.modules)))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, check=True)
    count, modules = done.stdout.splitlines()
    assert int(count) == len(BOOSTERS)
    loaded = set(modules.split())
    assert sorted(m for m in loaded if m.split(".")[0] == "cattrs") == []
    assert "sagrada_desktop.codec.converter" not in loaded
    assert "sagrada_desktop.engine.actions" not in loaded


def test_the_direct_reading_gives_the_converter_s_windows() -> None:
    through_converter = _read_boosters(SHIPPED.resolve(), structure, said=True)
    assert load_booster_windows() == through_converter
    assert through_converter == tuple(load_content().booster_windows.values())


@pytest.mark.parametrize(("relative", "old", "new"), [
    ("windows/booster/b01.toml", "number = 1", 'number = "one"'),
    ("windows/booster/b02.toml", "[[tools]]", "colour = 3\n\n[[tools]]"),
    ("windows/booster/b01.toml", 'kind = "change-value"', 'kind = "change-nothing"'),
    ("windows/booster/b01.toml", 'kind = "star-points"', 'kind = "star-points"\nability = "nobody"'),
    ("windows/booster/b01.toml", ".  Y  .  *  .  3", ".  Y  .  *  .  Q"),
    ("abilities/granted.toml", 'id = "second-look"', 'id = "Second Look"'),
])
def test_a_broken_booster_file_is_named_in_the_converter_s_words(content_root: Path,
                                                                 relative: str, old: str,
                                                                 new: str) -> None:
    edit(content_root, relative, old, new)
    with pytest.raises(ContentError) as direct:
        load_booster_windows(content_root)
    with pytest.raises(ContentError) as converter:
        _read_boosters(content_root.resolve(), structure, said=True)
    assert direct.value.messages == converter.value.messages
    assert any(relative in line for line in direct.value.messages)


# --- the same value, or left to the converter: tables changed at random ---------------------

OTHER_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 30), st.floats(allow_nan=False),
    st.sampled_from(["", "R", "Y", "P", "W", "change-color", "star-points", "color-sum",
                     "end-of-round", "second-look", "b01", ".  Y\n2  .", "x" * 10_001,
                     "\ud800"]),
    st.lists(st.sampled_from([1, -1, 7, "R", "G", True, "3"]), max_size=3),
    st.fixed_dictionaries({"kind": st.sampled_from(["reroll", "change-value", "flip-value",
                                                    "nothing"])}),
)


def _paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place inside a table: keys of tables, indices of lists."""
    out = [at]
    if isinstance(value, dict):
        for key, inner in value.items():
            out += _paths(inner, (*at, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            out += _paths(inner, (*at, index))
    return out


@st.composite
def _changed(draw: st.DrawFn, table: dict[str, Any]) -> Any:
    """`table` with one to three places replaced, removed, or given an unknown key."""
    changed: Any = copy.deepcopy(table)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(changed)[1:]))
        parent = changed
        for step in path[:-1]:
            parent = parent[step]
        how = draw(st.sampled_from(["replace", "remove", "unknown key"]))
        if how == "replace":
            parent[path[-1]] = draw(OTHER_VALUES)
        elif how == "remove" and isinstance(parent, dict):
            del parent[path[-1]]
        elif isinstance(parent[path[-1]], dict):
            parent[path[-1]]["colour"] = draw(OTHER_VALUES)
    return changed


def _same_or_left(raw: Any, cl: type) -> None:
    try:
        value, _ = DIRECT(raw, cl)
    except Unsure:
        return  # read again through the converter
    expected, problems = structure(raw, cl)
    assert problems == []
    assert value == expected


WINDOWS = [tomllib.loads(path.read_text(encoding="utf-8")) for path in BOOSTERS]
ABILITY_TABLES = [raw for path in ABILITY_FILES
                  for raw in tomllib.loads(path.read_text(encoding="utf-8"))["ability"]]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_changed_window_file_reads_the_same_or_is_left_to_the_converter(data: st.DataObject
                                                                         ) -> None:
    raw = data.draw(_changed(data.draw(st.sampled_from(WINDOWS))))
    with codec.references(ABILITIES):
        _same_or_left(raw, WindowCard)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_changed_ability_reads_the_same_or_is_left_to_the_converter(data: st.DataObject
                                                                     ) -> None:
    _same_or_left(data.draw(_changed(data.draw(st.sampled_from(ABILITY_TABLES)))), ABILITY_FILE)


def test_every_shipped_table_is_read_directly() -> None:
    with codec.references(ABILITIES):
        for raw in WINDOWS:
            assert DIRECT(raw, WindowCard)[0] == structure(raw, WindowCard)[0]
    for raw in ABILITY_TABLES:
        assert DIRECT(raw, ABILITY_FILE)[0] == structure(raw, ABILITY_FILE)[0]

"""Schema migrations: the generic step table, and the game file's version 0 (no snapshot)."""

from __future__ import annotations

from typing import Any

import pytest
from attrs import evolve

from sagrada_desktop.engine import GloryCards, Modules, new_game
from sagrada_desktop.saves import (
    GAME_SCHEMA_VERSION,
    MigrationError,
    game_document,
    read_game,
    upgrade,
)

from .helpers import glory_setup, random_game, rich_setup


def _rename(old: str, new: str) -> Any:
    def step(doc: dict[str, Any]) -> dict[str, Any]:
        doc[new] = doc.pop(old)
        return doc
    return step


STEPS = {0: _rename("a", "b"), 1: _rename("b", "c"), 2: _rename("c", "d")}


def test_upgrade_runs_each_step_in_order_and_leaves_the_input_alone() -> None:
    doc = {"schema_version": 0, "a": 1}
    assert upgrade(doc, current=3, steps=STEPS) == {"schema_version": 3, "d": 1}
    assert doc == {"schema_version": 0, "a": 1}
    assert upgrade({"schema_version": 2, "c": 5}, current=3, steps=STEPS) == {
        "schema_version": 3, "d": 5}
    current = {"schema_version": 3, "d": 0}
    assert upgrade(current, current=3, steps=STEPS) == current


@pytest.mark.parametrize(
    "version, message",
    [
        (4, r"schema_version 4 was written by a newer version of the program \(this one reads "
            r"up to 3\)"),
        (-2, r"unknown schema_version -2 \(readable: 0, 1, 2, 3\)"),
        (None, "schema_version must be a whole number, got None"),
        (True, "schema_version must be a whole number, got True"),
    ],
)
def test_versions_that_cannot_be_read(version: object, message: str) -> None:
    with pytest.raises(MigrationError, match=message):
        upgrade({"schema_version": version}, current=3, steps=STEPS)


def test_a_version_0_game_without_snapshot_is_migrated_by_replay() -> None:
    game_setup = rich_setup(2, seed=8)
    state, log = random_game(game_setup, seed=8, stop_after=70)
    doc = game_document(game_setup, log, state)
    assert GAME_SCHEMA_VERSION == 4
    del doc["snapshot"]
    doc["schema_version"] = 0
    loaded = read_game(doc)
    assert loaded.state == state and loaded.actions == tuple(log)
    assert "snapshot" not in doc


def test_a_version_0_game_with_an_illegal_action_reports_it() -> None:
    game_setup = rich_setup(2, seed=8)
    state, log = random_game(game_setup, seed=8, stop_after=5)
    doc = game_document(game_setup, log, state)
    del doc["snapshot"]
    doc["schema_version"] = 0
    doc["actions"][0] = {"kind": "lose"}
    with pytest.raises(ValueError, match=r"^action 1 \(lose the drafted die\): illegal"):
        read_game(doc)


def test_a_version_1_glory_game_loads_with_the_decks_it_was_dealt_from() -> None:
    """Before version 2 the Glory decks were built into the engine and the setup held none:
    such a file gets those decks (saves/glory_v1.json) and loads exactly."""
    game_setup = glory_setup(3, seed=4)
    state, log = random_game(game_setup, seed=4, stop_after=40)
    doc = game_document(game_setup, log, state)
    assert doc["schema_version"] == 4 and "glory" in doc["setup"]
    old = {**doc, "schema_version": 1, "setup": dict(doc["setup"])}
    del old["setup"]["glory"]
    loaded = read_game(old)
    assert loaded.state == state and loaded.actions == tuple(log)
    assert loaded.setup.glory == game_setup.glory
    plain = evolve(game_setup, modules=Modules(rivalry=True), glory=GloryCards())
    assert "glory" not in game_document(plain, [], new_game(plain))["setup"]


def test_a_save_whose_glory_decks_break_the_rules_is_refused_naming_the_card() -> None:
    game_setup = glory_setup(2, seed=5)
    state, log = random_game(game_setup, seed=5, stop_after=3)
    doc = game_document(game_setup, log, state)
    doc["setup"]["glory"]["pioneer_cards"][0]["id"] = "pioneer-xx"
    doc["setup"]["glory"]["flourish_cards"][1]["pattern"] = ["AA", "BB"]
    with pytest.raises(ValueError) as info:
        read_game(doc)
    message = str(info.value)
    assert "setup.glory.pioneer_cards (pioneer-xx): no goal rule for this card" in message
    assert "setup.glory.flourish_cards (flourish-quatrefoil): two A cells share an edge" in message

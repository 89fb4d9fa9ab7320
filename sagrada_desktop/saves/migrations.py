"""Schema migrations: each step turns a document of version v into one of version v + 1.

The mechanism (`upgrade`) is shared by every saved document (games here; the campaign save
brings its own table). Steps work on the parsed JSON, before any of it is read into engine
types, so an old file is read by exactly the code that reads a current one.
"""

from __future__ import annotations

import importlib.resources
import json
from collections.abc import Callable, Mapping
from functools import cache, partial
from pathlib import Path
from typing import Any

from ..codec.details import Detail, Raw, detail
from ..codec.hooks import Invalid, expect_list
from .codec import action_from_json, state_to_json
from .errors import CodecError, shorten
from .old_editions import with_rules_edition
from .old_seat_files import old_plans_json
from .replay import replay

Document = dict[str, Any]
Migration = Callable[[Document], Document]

GAME_SCHEMA_VERSION = 4
GLORY_DEALING = ("strife", "pioneer", "flourish")  # the modules that deal from GameSetup.glory


class MigrationError(CodecError):
    """A schema_version this program cannot read (one detail)."""

    def __init__(self, found: Detail) -> None:
        super().__init__([found])


def upgrade(doc: Document, *, current: int, steps: Mapping[int, Migration]) -> Document:
    """The document migrated step by step up to `current`; `doc` itself is not changed."""
    version = doc.get("schema_version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise MigrationError(detail("schema-not-number", got=Raw(shorten(repr(version)))))
    if version > current:
        raise MigrationError(detail("schema-newer", version=version, current=current))
    while version < current:
        step = steps.get(version)
        if step is None:
            known = tuple(sorted({*steps, current}))
            raise MigrationError(detail("schema-unknown", version=version, known=known))
        doc = {**step(dict(doc)), "schema_version": version + 1}
        version += 1
    return doc


@cache
def _glory_v1() -> str:
    """The Glory decks every game before version 2 was dealt from (then written in the engine;
    now content files, which may change: these stay as they were, for the old files)."""
    return importlib.resources.files(__package__).joinpath("glory_v1.json").read_text("utf-8")


def with_glory_v1(setup: object) -> object:
    """A setup document of before version 2, given the decks its Glory modules dealt from
    (only when a dealing module is on: a game without them needs none)."""
    if not isinstance(setup, dict) or "glory" in setup:
        return setup
    modules = setup.get("modules")
    if not isinstance(modules, dict) or not any(modules.get(m) is True for m in GLORY_DEALING):
        return setup
    return {**setup, "glory": json.loads(_glory_v1())}


def _game_v0_to_v1(doc: Document) -> Document:
    """Version 0 stored no snapshot: replay the log once to write it."""
    from .setup_checks import checked_setup  # the setup is checked before it is replayed

    setup = checked_setup(with_rules_edition(with_glory_v1(doc.get("setup"))))
    try:
        raw = expect_list(doc.get("actions"))
    except Invalid as e:
        raise CodecError([e.detail.located("actions")]) from None
    actions = [action_from_json(a, f"actions[{i}]") for i, a in enumerate(raw)]
    doc["snapshot"] = state_to_json(replay(setup, actions), with_setup=False)
    return doc


def _game_v1_to_v2(doc: Document) -> Document:
    """Version 2 setups carry the Glory decks (GameSetup.glory); version 1 ones dealt from the
    decks then built into the engine, the same cards as glory_v1.json."""
    doc["setup"] = with_glory_v1(doc.get("setup"))
    return doc


def seat_count(setup: object) -> int:
    """How many seats a setup document has (0 when it is not one: reading it says why)."""
    seats = setup.get("seats") if isinstance(setup, dict) else None
    return len(seats) if isinstance(seats, list) else 0


def _game_v2_to_v3_seat_plans(doc: Document, side_file: Path | None = None) -> Document:
    """Version 3 keeps who plays each seat inside the document ("seats"); before, a side file
    did (`side_file`: read if it is there, else every seat a person, as then)."""
    doc["seats"] = old_plans_json(side_file, seat_count(doc.get("setup")))
    return doc


def _game_v3_to_v4_rules_edition(doc: Document) -> Document:
    """Version 4 setups say the rules edition they are played under (GameSetup.rules_edition);
    an older one is the edition its format shows (saves/old_editions.py)."""
    doc["setup"] = with_rules_edition(doc.get("setup"))
    return doc


def game_migrations(side_file: Path | None = None) -> dict[int, Migration]:
    """The game's migration steps; `side_file`: where an old version kept the seat plans."""
    return {0: _game_v0_to_v1, 1: _game_v1_to_v2,
            2: partial(_game_v2_to_v3_seat_plans, side_file=side_file),
            3: _game_v3_to_v4_rules_edition}


GAME_MIGRATIONS: dict[int, Migration] = game_migrations()

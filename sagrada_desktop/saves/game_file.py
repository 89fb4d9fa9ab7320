"""A saved game: its setup, its action log, a snapshot checked against them on load, and who
plays each seat.

    {"format": "sagrada-artisans-game", "schema_version": 4, "written_by": "0.2.0",
     "setup": {..., "rules_edition": 2}, "actions": [{"kind": "draft", "die": "R3"}, ...],
     "snapshot": {...}, "seats": [{"kind": "person"}, {"kind": "hard"}]}

The snapshot is the GameState after the last action, without its setup (stored once, above).
Loading replays the log from new_game(setup), under the rules edition the setup names, and
requires the result to equal the snapshot. A file of a newer version is refused with that
version's number (saves/newer_files.py); `written_by` is the version that wrote the file.
The seat plans (saves.seat_plans) are one per seat, of a known kind; a file of before version 3
gets them from the side file its version wrote, if it is there (saves.old_seat_files).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs
from attrs import evolve, frozen

from ..codec.details import Worded, detail, got
from ..codec.hooks import Invalid, expect_list
from ..engine import Action, GameSetup, GameState
from ..engine.edition_numbers import RULES_EDITION
from ..wording import message
from ..wording.system_errors import os_error_words
from .atomic import atomic_write, backup_path, exists
from .codec import (
    action_from_json,
    action_to_json,
    dumps,
    loads,
    setup_to_json,
    state_from_json,
    state_to_json,
)
from .errors import CodecError, SaveError
from .migrations import GAME_SCHEMA_VERSION, MigrationError, game_migrations, upgrade
from .newer_files import edition_in, newer_file, program_version, written_by_problems
from .old_editions import first_that_plays, setup_rules_editions
from .old_seat_files import game_side_file
from .reading import read_save_text
from .replay import ReplayError, replay
from .seat_plans import SeatPlan, everyone_a_person, plans_from_json, plans_to_json
from .setup_checks import checked_setup

FORMAT = "sagrada-artisans-game"
_KEYS = ("format", "schema_version", "setup", "actions", "snapshot", "seats")
_OPTIONAL = ("written_by",)  # files of before schema 4 do not say who wrote them


@frozen
class LoadedGame:
    setup: GameSetup
    actions: tuple[Action, ...]
    state: GameState
    plans: tuple[SeatPlan, ...]  # who plays each seat, one per seat


def game_document(setup: GameSetup, actions: Sequence[Action], state: GameState,
                  plans: Sequence[SeatPlan] | None = None) -> dict[str, Any]:
    """The saved game as JSON data (what save_game writes); `plans` None: every seat a
    person."""
    if state.setup != setup:
        raise ValueError("the state was not started from this setup")
    if plans is None:
        plans = everyone_a_person(len(setup.seats))
    if len(plans) != len(setup.seats):
        raise ValueError(f"{len(setup.seats)} seats but {len(plans)} seat plans")
    return {
        "format": FORMAT,
        "schema_version": GAME_SCHEMA_VERSION,
        "written_by": program_version(),
        "setup": setup_to_json(setup),
        "actions": [action_to_json(a) for a in actions],
        "snapshot": state_to_json(state, with_setup=False),
        "seats": plans_to_json(plans),
    }


def save_game(path: str | os.PathLike[str], setup: GameSetup, actions: Sequence[Action],
              state: GameState, *, plans: Sequence[SeatPlan] | None = None,
              backup: bool = True) -> None:
    """Write the game and who plays each seat (`plans`; None: every seat a person)
    atomically; with `backup`, the previous file at `path` is kept as `path.bak`."""
    text = dumps(game_document(setup, actions, state, plans))
    try:
        atomic_write(path, text, backup=backup)
    except UnicodeEncodeError:
        raise SaveError(message("{path}: cannot be saved: a name holds a broken character",
                              path=os.fspath(path))) from None
    except OSError as e:
        raise SaveError(message("{path}: cannot be saved: {error}", path=os.fspath(path),
                                error=os_error_words(e))) from None


GAME = Worded("game", "遊戲")


def load_game(path: str | os.PathLike[str], *, side_file: Path | None = None) -> LoadedGame:
    """Read, migrate, replay and check a saved game; raises SaveError naming the file.

    `side_file`: where the version that wrote an old file kept its seat plans (by default
    `<path>.seats`, where Save put them). The file is only read: a damaged one stays as it is
    for the player to recover; an old one gets its plans inside when it is next saved.
    """
    name = os.fspath(path)
    try:
        try:
            text = read_save_text(path)
        except FileNotFoundError:
            raise SaveError(message("{path}: no such file", path=name)
                            + _backup_note(path, damaged=False)) from None
        return read_game(loads(text, ""), side_file=side_file if side_file is not None
                         else game_side_file(path))
    except (CodecError, MigrationError, ReplayError) as e:
        raise SaveError(message("{path}: {error}", path=name, error=e) + _backup_note(path)) from None


def read_game(data: Any, *, side_file: Path | None = None) -> LoadedGame:
    """A parsed game document, migrated, replayed and checked. Raises CodecError,
    MigrationError or ReplayError (load_game names the file). `side_file`: see load_game."""
    if not isinstance(data, dict):
        raise CodecError([detail("holds-not", got=got(data), what=GAME)])
    doc: dict[str, Any] = data
    if doc.get("format") != FORMAT:
        raise CodecError([detail("wrong-format", expected=repr(FORMAT),
                                 got=repr(doc.get("format")), what=GAME)])
    newer = newer_file(doc, GAME_SCHEMA_VERSION,
                       [(edition_in(doc.get("setup"), "rules_edition"), RULES_EDITION)])
    if newer is not None:
        raise MigrationError(newer)
    editions = setup_rules_editions(doc.get("setup"))  # a file of before editions: to try
    doc = upgrade(doc, current=GAME_SCHEMA_VERSION, steps=game_migrations(side_file))
    extra = sorted(set(doc) - set(_KEYS) - set(_OPTIONAL))
    missing = [k for k in _KEYS if k not in doc]
    if extra or missing:
        problems = [detail("missing-field", k) for k in missing]
        problems += [detail("unexpected-field", k) for k in extra]
        raise CodecError(problems)
    if written_by_problems(doc):
        raise CodecError(written_by_problems(doc))
    setup = checked_setup(doc["setup"])
    try:
        raw_actions = expect_list(doc["actions"])
    except Invalid as e:
        raise CodecError([e.detail.located("actions")]) from None
    actions = tuple(action_from_json(a, f"actions[{i}]") for i, a in enumerate(raw_actions))
    plans = plans_from_json(doc["seats"], len(setup.seats))

    def played(edition: int) -> tuple[GameSetup, GameState]:
        """The game under `edition`: its log replayed to its saved snapshot."""
        under = setup if edition == setup.rules_edition else evolve(setup, rules_edition=edition)
        snapshot = state_from_json(doc["snapshot"], under, "snapshot")
        state = replay(under, actions)
        if state != snapshot:
            where = first_difference(state, snapshot)
            raise CodecError([detail("snapshot-differs", "snapshot", count=len(actions),
                                     where=where)])
        return under, state

    setup, state = first_that_plays(editions, played)
    return LoadedGame(setup, actions, state, plans)


def first_difference(a: object, b: object, path: str = "") -> str:
    """The path of the first attrs field (or list item) where a and b differ."""
    if type(a) is not type(b) or not attrs.has(type(a)):
        if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
            for i, (x, y) in enumerate(zip(a, b, strict=True)):
                if x != y:
                    return first_difference(x, y, f"{path}[{i}]")
        return path or "the top"
    for f in attrs.fields(type(a)):  # type: ignore[arg-type]
        x, y = getattr(a, f.name), getattr(b, f.name)
        if x != y:
            return first_difference(x, y, f"{path}.{f.name}" if path else f.name)
    return path or "the top"


def _backup_note(path: str | os.PathLike[str], *, damaged: bool = True) -> str:
    bak = backup_path(path)
    if exists(bak):
        if damaged:
            return message(" (the file is left as it is; the previous save is in {bak})",
                           bak=bak.name)
        return message(" (the previous save is in {bak})", bak=bak.name)
    return message(" (the file is left as it is)") if damaged else ""

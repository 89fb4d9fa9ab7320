"""Saved games and the one JSON format of saves, replays, fixtures and drag payloads.

Each name's module is imported when the name is first asked for (PEP 562): the start screen,
which needs the seat plans, does not import the game files, their migrations and replays.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .atomic import atomic_write, atomic_write_bytes, backup_path
    from .codec import (
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
    from .describe import describe_action
    from .errors import CodecError, SaveError
    from .game_file import FORMAT, LoadedGame, game_document, load_game, read_game, save_game
    from .migrations import (
        GAME_MIGRATIONS,
        GAME_SCHEMA_VERSION,
        MigrationError,
        game_migrations,
        upgrade,
    )
    from .reading import read_save_text
    from .replay import ReplayError, replay
    from .seat_plans import (
        COMPUTER_KINDS,
        PERSON,
        SeatKind,
        SeatPlan,
        everyone_a_person,
        plans_from_json,
        plans_to_json,
    )

_MODULES: dict[str, tuple[str, ...]] = {
    "atomic": ("atomic_write", "atomic_write_bytes", "backup_path"),
    "codec": (
        "action_from_json", "action_from_text", "action_to_json", "action_to_text", "dumps",
        "from_json", "loads", "setup_from_json", "setup_to_json", "state_from_json",
        "state_to_json", "to_json",
    ),
    "describe": ("describe_action",),
    "errors": ("CodecError", "SaveError"),
    "game_file": ("FORMAT", "LoadedGame", "game_document", "load_game", "read_game", "save_game"),
    "migrations": (
        "GAME_MIGRATIONS", "GAME_SCHEMA_VERSION", "MigrationError", "game_migrations", "upgrade",
    ),
    "reading": ("read_save_text",),
    "replay": ("ReplayError", "replay"),
    "seat_plans": (
        "COMPUTER_KINDS", "PERSON", "SeatKind", "SeatPlan", "everyone_a_person", "plans_from_json",
        "plans_to_json",
    ),
}
_WHERE: dict[str, str] = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str) -> object:
    """A public name, imported from its module on first use and kept."""
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # __import__ (not importlib.import_module), so that -X importtime shows each module
    value = getattr(__import__(f"{__name__}.{module}", fromlist=[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_WHERE})


class _Saves(ModuleType):
    """The package: importing its submodule `replay` does not hide the public function of the
    same name (as the eager `from .replay import replay` did not)."""

    def __setattr__(self, name: str, value: object) -> None:
        if name in _WHERE and isinstance(value, ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Saves

__all__ = [
    "COMPUTER_KINDS", "PERSON", "SeatKind", "SeatPlan", "everyone_a_person", "game_migrations",
    "plans_from_json", "plans_to_json",
    "FORMAT", "GAME_MIGRATIONS", "GAME_SCHEMA_VERSION", "CodecError", "LoadedGame",
    "MigrationError", "ReplayError", "SaveError", "action_from_json", "action_from_text",
    "action_to_json", "action_to_text", "atomic_write", "atomic_write_bytes", "backup_path", "describe_action", "dumps",
    "from_json", "game_document", "load_game", "loads", "read_game", "read_save_text", "replay", "save_game",
    "setup_from_json", "setup_to_json", "state_from_json", "state_to_json", "to_json", "upgrade",
]

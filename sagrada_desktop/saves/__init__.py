"""Saved games and the one JSON format of saves, replays, fixtures and drag payloads.

Each name's module is imported when the name is first asked for (PEP 562): the start screen,
which needs the seat plans, does not import the game files, their migrations and replays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..codec.lazy_facade import lazy_facade

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
_WHERE, __getattr__, __dir__ = lazy_facade(__name__, _MODULES)

__all__ = [
    "COMPUTER_KINDS", "PERSON", "SeatKind", "SeatPlan", "everyone_a_person", "game_migrations",
    "plans_from_json", "plans_to_json",
    "FORMAT", "GAME_MIGRATIONS", "GAME_SCHEMA_VERSION", "CodecError", "LoadedGame",
    "MigrationError", "ReplayError", "SaveError", "action_from_json", "action_from_text",
    "action_to_json", "action_to_text", "atomic_write", "atomic_write_bytes", "backup_path", "describe_action", "dumps",
    "from_json", "game_document", "load_game", "loads", "read_game", "read_save_text", "replay", "save_game",
    "setup_from_json", "setup_to_json", "state_from_json", "state_to_json", "to_json", "upgrade",
]

"""The side files older versions wrote beside a save to say who plays each seat, read only by
the migrations that move those plans inside the document (nothing writes them any more).

A game saved with Save had `<file>.seats` beside it, the autosave `autosave.seats.json`, a
campaign `<name>.seats.json`: each a JSON list of kinds such as ["person", "hard"]. They were
a convenience, read leniently: a missing, damaged or mismatched one meant every seat a person,
and an unknown kind a person; the migrations keep that. A copy the program kept of such a file
(its `.bak`, a campaign's `.before-reset`) reads its original's side file: so every document,
copies included, opens with its own seat plans, and is saved with them inside.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, get_args

from .seat_plans import PERSON, SeatKind

MAX_BYTES = 64 * 1024


# the copies the program keeps of a file (the previous save, the campaign before a reset): an
# old one's plans are its original's side file, as those versions wrote one per document only
COPIES = (".bak", ".before-reset")


def _original(path: str | os.PathLike[str]) -> Path:
    """The file a kept copy is of (`g.sagrada.json.bak`: `g.sagrada.json`); else `path`."""
    p = Path(path)
    for suffix in COPIES:
        if p.name.endswith(suffix) and len(p.name) > len(suffix):
            return p.with_name(p.name[: -len(suffix)])
    return p


def game_side_file(path: str | os.PathLike[str]) -> Path:
    """Where Save put the seat plans of the game saved at `path` (or of the game a kept copy
    at `path` is of)."""
    p = _original(path)
    return p.with_name(p.name + ".seats")


def campaign_side_file(path: str | os.PathLike[str]) -> Path:
    """Where the plans of the campaign saved at `path` (or of the campaign a kept copy at
    `path` is of) were: `<name>.seats.json`."""
    p = _original(path)
    return p.with_name(p.stem + ".seats.json")


def old_plans_json(side_file: Path | None, seats: int) -> list[dict[str, Any]]:
    """The plans the side file held, as the document now stores them; every seat a person
    when there is no usable side file."""
    kinds: object = []
    if side_file is not None:
        try:
            info = side_file.stat()
            if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_BYTES:
                kinds = json.loads(side_file.read_bytes().decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            kinds = []
    if not isinstance(kinds, list) or len(kinds) != seats:
        kinds = [PERSON] * seats
    known = get_args(SeatKind)
    return [{"kind": k if isinstance(k, str) and k in known else PERSON} for k in kinds]

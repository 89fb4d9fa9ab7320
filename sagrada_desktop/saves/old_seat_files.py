"""The side files older versions wrote beside a save to say who plays each seat, read only by
the migrations that move those plans inside the document (nothing writes them any more).

A game saved with Save had `<file>.seats` beside it, the autosave `autosave.seats.json`, a
campaign `<name>.seats.json`: each a JSON list of kinds such as ["person", "hard"]. They were
a convenience, read leniently: a missing, damaged or mismatched one meant every seat a person,
and an unknown kind a person; the migrations keep that.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, get_args

from .seat_plans import PERSON, SeatKind

MAX_BYTES = 64 * 1024


def game_side_file(path: str | os.PathLike[str]) -> Path:
    """Where Save put the seat plans of the game saved at `path`."""
    p = Path(path)
    return p.with_name(p.name + ".seats")


def campaign_side_file(path: str | os.PathLike[str]) -> Path:
    """Where the plans of the campaign saved at `path` were (`<name>.seats.json`)."""
    p = Path(path)
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

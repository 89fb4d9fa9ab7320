"""The custom item-data roles our models expose to delegates and views."""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import Qt

_BASE = int(Qt.ItemDataRole.UserRole)


class Role(IntEnum):
    SPACE = _BASE + 1          # engine Space: what is printed there
    FILL = _BASE + 2           # engine Die, Broken or None
    LEGAL = _BASE + 3          # bool: the die being placed may fill this space now
    REASONS = _BASE + 4        # list[str]: why it may not (the engine's words)
    DIE = _BASE + 5            # engine Die on a Cathedral Board space, or None
    CONSTRUCTED = _BASE + 6    # bool: the Cathedral Board space is constructed
    CONSTRUCTIBLE = _BASE + 7  # bool: it may be constructed now
    DRAFTABLE = _BASE + 8      # bool: the die may be drafted now
    HOVER = _BASE + 9          # bool: a drag hovers this space
    SEAT = _BASE + 11          # int: seat index
    STATUS = _BASE + 12        # str: "done", "current" or "next" in the turn order
    DICE = _BASE + 13          # tuple[Die, ...] of a round on the round track
    CELL = _BASE + 14          # (color, value) of a Cathedral Board space
    HINTED = _BASE + 15        # bool: Game > Hint would fill this window space

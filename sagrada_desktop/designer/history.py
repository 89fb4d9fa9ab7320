"""Undo and redo of a window being designed: every step a whole draft (a stroke, a new name,
a tool chosen), so undoing one gives back exactly what was there before it."""

from __future__ import annotations

from .draft import WindowDraft

MAX_STEPS = 500


class History:
    def __init__(self, draft: WindowDraft) -> None:
        self._steps = [draft]
        self._at = 0
        self._merge: str | None = None

    @property
    def current(self) -> WindowDraft:
        return self._steps[self._at]

    def push(self, draft: WindowDraft, merge: str | None = None) -> bool:
        """A new step (what was undone is gone); `merge`: steps of the same kind in a row (the
        name's letters as they are typed) make one. False when nothing changed."""
        if draft == self.current:
            return False
        del self._steps[self._at + 1:]
        if merge is not None and merge == self._merge and self._at > 0:
            self._steps[self._at] = draft
        else:
            self._steps.append(draft)
            self._at += 1
        self._merge = merge
        if len(self._steps) > MAX_STEPS:
            drop = len(self._steps) - MAX_STEPS
            del self._steps[:drop]
            self._at -= drop
        return True

    def can_undo(self) -> bool:
        return self._at > 0

    def can_redo(self) -> bool:
        return self._at < len(self._steps) - 1

    def undo(self) -> WindowDraft:
        if self._at > 0:
            self._at -= 1
        self._merge = None
        return self.current

    def redo(self) -> WindowDraft:
        if self.can_redo():
            self._at += 1
        self._merge = None
        return self.current

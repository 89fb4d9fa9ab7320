"""Where the program's newer capabilities are entered: each lives in a ui/ feature folder of
its own (a guided first game, a game's review, the window designer, network play, a campaign
at the table) and is named here once, by an entry: its button on the start page (under
"More ways to play") and its item in the Game or Help menu. The main window builds both from
this table; a feature's module is imported only when its entry is used, so the first paint
waits for none of them.

An entry's `opens` is "module:function", the function called with the main window."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal, cast

from attrs import frozen

from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

Menu = Literal["", "game", "help"]


@frozen
class FeatureEntry:
    name: str  # the button's and menu item's object name (tests and the probe find it by it)
    label: str  # marked with QT_TRANSLATE_NOOP("feature_entries", ...): translated when shown
    tooltip: str  # the same
    opens: str  # "sagrada_desktop.ui.<feature>.<module>:<function>", given the main window
    on_start: bool = True  # a button on the start page
    menu: Menu = ""  # an item in the Game or the Help menu too
    shortcut: str = ""


# Each feature adds its entry here, in the order the start page lists them.
ENTRIES: tuple[FeatureEntry, ...] = (
    FeatureEntry("open_saved_game", QT_TRANSLATE_NOOP("feature_entries", "Open a saved game…"),
                 QT_TRANSLATE_NOOP("feature_entries", "A finished game opens into its review: "
                                   "every turn, and what Hard would have played"),
                 "sagrada_desktop.ui.review.entry:open_saved_game", on_start=False, menu="game"),
)


def opener(entry: FeatureEntry) -> Callable[[QMainWindow], object]:
    """The entry's function, its module imported now (when the entry is first used)."""
    module, _, function = entry.opens.partition(":")
    return cast("Callable[[QMainWindow], object]",
                getattr(importlib.import_module(module), function))

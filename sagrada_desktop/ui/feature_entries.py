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
    FeatureEntry("learn_to_play", QT_TRANSLATE_NOOP("feature_entries", "Learn to play"),
                 QT_TRANSLATE_NOOP("feature_entries", "A guided first game on window 1 against "
                                   "an Easy computer: every rule taught as you play it"),
                 "sagrada_desktop.ui.lesson.entry:open_lesson", menu="help"),
    FeatureEntry("open_saved_game", QT_TRANSLATE_NOOP("feature_entries", "Open a saved game…"),
                 QT_TRANSLATE_NOOP("feature_entries", "A finished game opens into its review: "
                                   "every turn, and what Hard would have played"),
                 "sagrada_desktop.ui.review.entry:open_saved_game", on_start=False, menu="game"),
    FeatureEntry("host_on_the_network", QT_TRANSLATE_NOOP("feature_entries", "Host on the network"),
                 QT_TRANSLATE_NOOP("feature_entries", "Offer seats of the game on the screen to friends on other computers"),
                 "sagrada_desktop.ui.network.dialogs:host_on_the_network", on_start=False,
                 menu="game"),
    FeatureEntry("join_a_game", QT_TRANSLATE_NOOP("feature_entries", "Join a game"),
                 QT_TRANSLATE_NOOP("feature_entries", "Take a seat in a game another computer hosts"),
                 "sagrada_desktop.ui.network.dialogs:join_a_game", menu="game"),
    FeatureEntry("design-a-window", QT_TRANSLATE_NOOP("feature_entries", "Design a window…"),
                 QT_TRANSLATE_NOOP("feature_entries", "Draw a window of your own, see whether it "
                                   "can be filled whole, then play, print and share it"),
                 "sagrada_desktop.ui.designer.entry:open_designer", menu="game"),
    FeatureEntry("tableCampaign",
                 QT_TRANSLATE_NOOP("feature_entries", "A campaign at the table…"),
                 QT_TRANSLATE_NOOP("feature_entries", "Play the campaign on paper with real "
                                   "dice while the program keeps it: sealed envelopes, "
                                   "Private Objectives, rewards, the Market"),
                 "sagrada_desktop.ui.table.table_host:open_table_campaign", menu="game"),
    FeatureEntry("restAtTheTable",
                 QT_TRANSLATE_NOOP("feature_entries", "Play the rest of this window at the table…"),
                 QT_TRANSLATE_NOOP("feature_entries", "A campaign's window begun on screen goes "
                                   "on on paper with real dice from the next round; the program "
                                   "keeps each family's window so far"),
                 "sagrada_desktop.ui.table.from_screen:rest_at_the_table", on_start=False,
                 menu="game"),
)


def opener(entry: FeatureEntry) -> Callable[[QMainWindow], object]:
    """The entry's function, its module imported now (when the entry is first used)."""
    module, _, function = entry.opens.partition(":")
    return cast("Callable[[QMainWindow], object]",
                getattr(importlib.import_module(module), function))

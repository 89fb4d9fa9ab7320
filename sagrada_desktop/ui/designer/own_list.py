"""The player's own windows in free play's window list, marked as theirs ("Your own: …"):
those that pass every check, read from the data folder after the first paint and offered
again whenever the designer changes one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from printing.journal_page import name_prints_whole
from sagrada_desktop.designer.checks import findings, is_finished, square_counts
from sagrada_desktop.designer.draft import WindowDraft
from sagrada_desktop.designer.own_windows import OwnWindows
from sagrada_desktop.designer.playable import OWN_PREFIX, add_own_texts, window_design
from sagrada_desktop.designer.tool_choices import ToolChoice, tool_choices
from sagrada_desktop.engine import WindowDesign
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.i18n import translate

if TYPE_CHECKING:
    from sagrada_desktop.ui.main_window import MainWindow


def own_label(design: WindowDesign) -> str:
    return translate("designer", "Your own: {name}").format(name=design.name)


def shelf_of(window: MainWindow) -> OwnWindows:
    """Where the main window keeps the player's own windows: beside its autosave."""
    if window.autosaver is not None:
        return OwnWindows(window.autosaver.folder)
    from sagrada_desktop.ui.common.data_folder import standard_data_dir

    return OwnWindows(standard_data_dir())


def every_tool() -> tuple[ToolChoice, ...]:
    """The window tools of every content window (a friend's window may use one of a window
    this player has not reached)."""
    content = catalogue.content()
    return tool_choices([*content.windows.values(), *content.booster_windows.values()])


def square() -> dict[int, int]:
    return square_counts(catalogue.content().magic_square.numbers)


def playable(draft: WindowDraft, choices: Sequence[ToolChoice]) -> WindowDesign | None:
    """The window free play offers, its texts in every language; None while it has a problem."""
    if not is_finished(findings(draft, square(), name_prints_whole)):
        return None
    design = window_design(draft)
    add_own_texts(design, choices)
    return design


def offer_own_windows(window: MainWindow) -> None:
    """Every finished window of the data folder into free play's list (after the first paint:
    reading them needs the converter and the whole content)."""
    choices = every_tool()
    for draft in shelf_of(window).drafts():
        design = playable(draft, choices)
        if design is not None:
            window.start.offer_window(own_label(design), design)


def is_own(design: WindowDesign) -> bool:
    return design.id.startswith(OWN_PREFIX)

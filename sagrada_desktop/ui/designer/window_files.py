"""The designed window on paper and in files: its journal page as PDF and its picture as SVG
(printing/ draws both, as for every window), the window file shared with a friend, and a
friend's file read in (design_file.import_draft: the content's checks say the rest).

Each `write_*` does the work for a path (tests call them); each `ask_*` asks the person where
first, through the program's file dialog, and says what went wrong in a message box."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QWidget

from printing import wording as paper
from printing.documents import blank_journal_pdf
from printing.svg_art import window_svg
from sagrada_desktop.designer.design_file import (
    SUFFIX,
    DesignFileError,
    import_draft,
    save_draft,
)
from sagrada_desktop.designer.draft import WindowDraft
from sagrada_desktop.designer.tool_choices import ToolChoice
from sagrada_desktop.engine import WindowDesign
from sagrada_desktop.saves import atomic_write, atomic_write_bytes
from sagrada_desktop.ui.common import settings
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.user_folders import documents_folder, suggested_path
from sagrada_desktop.wording.language import current_language
from sagrada_desktop.wording.system_errors import failure_text


def file_stem(name: str) -> str:
    """A file name made from the window's name: letters, digits (any script) and hyphens."""
    stem = re.sub(r"[^\w]+", "-", name, flags=re.UNICODE).strip("-_")
    return stem[:40] or "window"


def write_journal(path: Path, design: WindowDesign, page_size: str) -> None:
    """The window's blank journal page, in the program's language."""
    with paper.language(current_language()):
        pdf = blank_journal_pdf([design], page_size=page_size.lower())
    atomic_write_bytes(path, pdf, backup=False)


def write_svg(path: Path, design: WindowDesign) -> None:
    with paper.language(current_language()):
        svg = window_svg(design)
    atomic_write(path, svg, backup=False)


def ask_journal(parent: QWidget, design: WindowDesign) -> str:
    """Print the journal page to a PDF the person names; the path written, or ""."""
    name = FileDialog.save_name(parent, translate("designer", "Print the journal page"),
                                suggested_path(f"{file_stem(design.name)}.pdf"),
                                translate("designer", "PDF (*.pdf)"))
    return _written(parent, name, lambda p: write_journal(p, design,
                                                          settings.shared().page_size))


def ask_svg(parent: QWidget, design: WindowDesign) -> str:
    name = FileDialog.save_name(parent, translate("designer", "Save the window as SVG"),
                                suggested_path(f"{file_stem(design.name)}.svg"),
                                translate("designer", "SVG picture (*.svg)"))
    return _written(parent, name, lambda p: write_svg(p, design))


def ask_share(parent: QWidget, draft: WindowDraft) -> str:
    """The window file to send to a friend."""
    name = FileDialog.save_name(parent, translate("designer", "Share this window"),
                                suggested_path(f"{file_stem(draft.name)}{SUFFIX}"),
                                translate("designer", "Sagrada window (*.sagrada-window.json)"))
    return _written(parent, name, lambda p: save_draft(p, draft))


def _written(parent: QWidget, name: str, write: Callable[[Path], None]) -> str:
    if not name:
        return ""
    try:
        write(Path(name))
    except (OSError, DesignFileError) as exc:
        PlainQuestion.warning(parent, translate("designer", "Cannot write the file"),
                              failure_text(exc) if isinstance(exc, OSError) else str(exc))
        return ""
    return name


def ask_import(parent: QWidget, choices: list[ToolChoice]) -> WindowDraft | None:
    """A window file a friend sent, read with the program's own window tools; None when the
    person cancelled or the file cannot be used (a message box says why)."""
    name = FileDialog.open_name(parent, translate("designer", "Open a window file"),
                                str(documents_folder()),
                                translate("designer", "Sagrada window (*.sagrada-window.json *.json)"))
    if not name:
        return None
    try:
        return import_draft(Path(name), choices)
    except DesignFileError as exc:
        PlainQuestion.warning(parent, translate("designer", "Cannot open this window"), str(exc))
        return None

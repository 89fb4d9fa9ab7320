"""The main window's files: save and load a game, export a game or the campaign to PDF.

MainWindow takes these from GameFiles; the words stay in the "main_window" context.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from sagrada_desktop.saves import SaveError
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.wording.system_errors import failure_text

from .common.user_folders import documents_folder, suggested_path

if TYPE_CHECKING:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

    from .campaign.campaign_host import CampaignHost
    from .common.export_choices import ExportChoice
    from .common.export_dialog import ExportDialog
    from .common.file_dialog import FileDialog
    from .common.plain_question import PlainQuestion
    from .common.settings import Settings
    from .game.hosts import GameHost
    from .game.screens.game_screen import GameScreen
    from .game.session import GameSession

    _Window = QMainWindow  # the main window these are part of

    class _Dialogs(Protocol):
        ExportDialog: type[ExportDialog]
        FileDialog: type[FileDialog]
        PlainQuestion: type[PlainQuestion]
        QDesktopServices: type[QDesktopServices]
        QDialog: type[QDialog]
        QMessageBox: type[QMessageBox]
else:
    _Window = object

SAVE_FILTER = QT_TRANSLATE_NOOP("main_window", "Sagrada Artisans games (*.sagrada.json *.json)")


# Qt's file and message dialogs are imported where they are first used, like ours: making
# their classes (and enums) is work the first paint does not wait for.
_QT_DIALOGS = {"QDesktopServices": "PySide6.QtGui", "QDialog": "PySide6.QtWidgets",
               "QMessageBox": "PySide6.QtWidgets"}


def __getattr__(name: str) -> object:
    """ExportDialog, FileDialog and PlainQuestion (and Qt's dialogs), imported when first used
    (the first paint waits for none of them) and kept as this module's names, where a test may replace
    them."""
    value: object
    if name in _QT_DIALOGS:
        value = getattr(__import__(_QT_DIALOGS[name], fromlist=[name]), name)
    elif name == "ExportDialog":
        from .common import export_dialog

        value = export_dialog.ExportDialog
    elif name == "FileDialog":
        from .common import file_dialog

        value = file_dialog.FileDialog
    elif name == "PlainQuestion":
        from .common import plain_question

        value = plain_question.PlainQuestion
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def _local_url(name: str) -> QUrl:
    from PySide6.QtCore import QUrl

    return QUrl.fromLocalFile(name)


def _dialogs() -> _Dialogs:
    """This module, whose ExportDialog and PlainQuestion are imported on first use."""
    return cast("_Dialogs", sys.modules[__name__])


class GameFiles(_Window):
    """Save, Load and Export to PDF, as the main window's File menu offers them."""

    if TYPE_CHECKING:  # what the main window holds
        session: GameSession | None
        host: GameHost
        settings: Settings
        _campaign: CampaignHost | None

        @property
        def campaign(self) -> CampaignHost: ...
        def leave_game_ok(self) -> bool: ...
        def open_session(self, session: GameSession, host: GameHost | None = None) -> GameScreen: ...
        def _status(self, text: str) -> None: ...

    def save_to(self, path: Path) -> None:
        from sagrada_desktop.saves import save_game

        s = self.session
        assert s is not None
        save_game(path, s.state.setup, s.actions, s.state, plans=s.plans)
        self._status(translate("main_window", "Saved to {path}").format(path=path))

    def load_from(self, path: Path) -> GameSession:
        from sagrada_desktop.saves import load_game

        from .game.session import GameSession

        game = load_game(path)
        session = GameSession(game.state, game.plans, game.actions)
        self.open_session(session)
        self._status(translate("main_window", "Loaded {path}").format(path=path))
        return session

    def save_dialog(self) -> None:
        if self.session is None:
            return
        name = _dialogs().FileDialog.save_name(self, translate("main_window", "Save the game"),
                                               suggested_path("game.sagrada.json"),
                                               translate("main_window", SAVE_FILTER))
        if name:
            try:
                self.save_to(Path(name))
            except (SaveError, OSError) as exc:
                _dialogs().PlainQuestion.warning(self, translate("main_window", "Cannot save"), failure_text(exc))

    def load_dialog(self) -> None:
        if not self.leave_game_ok():
            return
        name = _dialogs().FileDialog.open_name(self, translate("main_window", "Load a saved game"),
                                               str(documents_folder()),
                                               translate("main_window", SAVE_FILTER))
        if name:
            try:
                self.load_from(Path(name))
            except (SaveError, OSError) as exc:
                _dialogs().PlainQuestion.warning(self, translate("main_window", "Cannot load"), failure_text(exc))

    def export_choices(self) -> list[ExportChoice]:
        from .common.export_choices import campaign_choices, game_choices

        if self.host.exports_campaign and self._campaign is not None \
                and self._campaign.session is not None:
            return campaign_choices()
        if self.session is None:
            return []
        return game_choices(self.session.state)

    def export_to(self, path: Path, choice: str, page_size: str) -> None:
        """Write one export choice to `path` (raises OSError when the file cannot be written)."""
        from sagrada_desktop.saves import atomic_write_bytes

        from .common.export_choices import CAMPAIGN_BOOK, CAMPAIGN_PAGE, game_pdf

        if choice in (CAMPAIGN_PAGE, CAMPAIGN_BOOK):
            self.campaign.export(path, page_size, choice)
        elif self.session is not None:
            atomic_write_bytes(path, game_pdf(self.session.state, choice, page_size),
                               backup=False)

    def export_dialog(self) -> None:
        choices = self.export_choices()
        if not choices:
            return
        dialog = _dialogs().ExportDialog(choices, self.settings.page_size, self,
                                         open_when_done=self.settings.open_exports)
        if dialog.exec() != _dialogs().QDialog.DialogCode.Accepted:
            return
        self.settings.set_open_exports(dialog.open_when_done.isChecked())
        name = _dialogs().FileDialog.save_name(self, translate("main_window", "Export to PDF"),
                                               suggested_path(f"{dialog.choice}.pdf"),
                                               translate("main_window", "PDF (*.pdf)"))
        if not name:
            return
        try:
            self.export_to(Path(name), dialog.choice, dialog.page_size)
        except OSError as exc:
            _dialogs().PlainQuestion.warning(self, translate("main_window", "Cannot export"), failure_text(exc))
            return
        self._status(translate("main_window", "Exported to {name}").format(name=name))
        if dialog.open_when_done.isChecked() and not _dialogs().QDesktopServices.openUrl(
                _local_url(name)):
            _dialogs().QMessageBox.information(self, translate("main_window", "The PDF was written"),
                                    translate("main_window", "No program to open PDF files was found. The file is here:\n{name}").format(name=name))

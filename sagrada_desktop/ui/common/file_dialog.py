"""The program's Save, Load and Export file dialogs: Qt's file dialog sized to the window it
opens over, its detail columns (Size, Type, Date Modified) as wide as what they show.

Qt's own file dialog opens at about 630x410 whatever the screen, which clips the dates and
sizes at 1280x720. A native dialog (Windows, macOS, a desktop portal) keeps its own size.
Qt's own Traditional Chinese leaves "Look in:" and "Files of type:" in English, and the type
of a folder ("Folder"): the dialog takes its labels from our translations, and our translator
(asked before Qt's) answers Qt's words too (qt_words). Qt writes the Date Modified column in
the system's locale, not the program's, and a file's type in the words of the system's MIME
database, which has no Chinese for many ("TOML document"): the list is shown through
InLanguage, which writes dates in the program's locale (QLocale(), set with the language) and
names a type the database cannot say in Chinese by its suffix ("TOML 檔案").
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QIdentityProxyModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QSplitter,
    QTreeView,
    QWidget,
)

from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording import current_language

WIDTH_SHARE, HEIGHT_SHARE = 0.75, 0.8   # of the window the dialog opens over
LARGEST_WIDTH, LARGEST_HEIGHT = 1200, 780  # a wide screen gets a roomy dialog, not a wall
SIDEBAR_SLACK = 12  # the places list's scroll margin and item padding


def qt_words() -> tuple[str, ...]:
    """Qt's own words in its file dialog that Qt's Traditional Chinese leaves in English: the
    type the file list gives a folder (on Linux: "All other platforms"), a file of no known
    kind and a drive. Written here so that they are in our translations, which Qt asks
    before its own; returned as the current language says them."""
    return (translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
            translate("QAbstractFileIconProvider", "File"),
            translate("QAbstractFileIconProvider", "Drive"))


TYPE_COLUMN, DATE_COLUMN = 2, 3  # QFileSystemModel's Type and Date Modified columns
_CJK = re.compile(r"[\u3400-\u9fff]")


class InLanguage(QIdentityProxyModel):
    """The dialog's file list as the program's language writes it: dates in its locale, and
    types in its words where the system's MIME database has none."""

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        shown = super().data(index, role)
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return shown
        source = self.sourceModel()
        if not isinstance(source, QFileSystemModel):
            return shown
        at = self.mapToSource(index)
        if index.column() == DATE_COLUMN:
            modified = source.lastModified(at)
            return QLocale().toString(modified, QLocale.FormatType.ShortFormat) \
                if modified.isValid() else shown
        if index.column() == TYPE_COLUMN and current_language() == "zh_TW" \
                and isinstance(shown, str) and not _CJK.search(shown):
            return file_type_words(source.fileInfo(at).suffix(), source.isDir(at))
        return shown


def file_type_words(suffix: str, folder: bool = False) -> str:
    """A file's type by its suffix, in the current language ('TOML file', 'TOML 檔案')."""
    if folder:
        return qt_words()[0]
    if not suffix:
        return qt_words()[1]
    return translate("file_dialog", "{suffix} file").format(suffix=suffix.upper())


class FileDialog(QFileDialog):
    """A file dialog that fits its window: call save_name or open_name."""

    def __init__(self, parent: QWidget | None, title: str, where: str, name_filter: str) -> None:
        super().__init__(parent, title, where, name_filter)
        self.setProxyModel(InLanguage(self))  # Qt's own dialog (a native one speaks the system's)
        self.setLabelText(QFileDialog.DialogLabel.LookIn, translate("file_dialog", "&Look in:"))
        self.setLabelText(QFileDialog.DialogLabel.FileType,
                          translate("file_dialog", "Files of type:"))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        """Size the dialog to the window it opens over (or the screen) and let the Name column
        take what the other columns leave."""
        parent = self.parentWidget()
        if parent is not None:
            room = parent.window().size()
        else:
            room = self.screen().availableGeometry().size()
        least = self.minimumSizeHint()
        width = min(LARGEST_WIDTH, max(least.width(), int(room.width() * WIDTH_SHARE)))
        height = min(LARGEST_HEIGHT, max(least.height(), int(room.height() * HEIGHT_SHARE)))
        self.resize(width, height)
        sidebar = self.findChild(QListView, "sidebar")
        splitter = self.findChild(QSplitter, "splitter")
        if sidebar is not None and splitter is not None and splitter.count() == 2:
            # the places list as wide as its longest name ("Computer" was cut to "Compu...")
            needed = sidebar.sizeHintForColumn(0) + 2 * sidebar.frameWidth() + SIDEBAR_SLACK
            sizes = splitter.sizes()
            if sizes[0] < needed:
                splitter.setSizes([needed, max(0, sum(sizes) - needed)])
        for tree in self.findChildren(QTreeView):
            header = tree.header()
            for column in range(header.count()):
                header.setSectionResizeMode(
                    column, QHeaderView.ResizeMode.Stretch if column == 0
                    else QHeaderView.ResizeMode.ResizeToContents)

    @staticmethod
    def save_name(parent: QWidget, title: str, where: str, name_filter: str) -> str:
        """The file name the person chose to save to, or "" when they cancelled."""
        return FileDialog._ask(parent, title, where, name_filter, save=True)

    @staticmethod
    def open_name(parent: QWidget, title: str, where: str, name_filter: str) -> str:
        """The existing file the person chose to open, or "" when they cancelled."""
        return FileDialog._ask(parent, title, where, name_filter, save=False)

    @staticmethod
    def _ask(parent: QWidget, title: str, where: str, name_filter: str, *, save: bool) -> str:
        dialog = FileDialog(parent, title, where, name_filter)
        if save:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        else:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        try:
            if dialog.exec() != QFileDialog.DialogCode.Accepted:
                return ""
            chosen = dialog.selectedFiles()
            return chosen[0] if chosen else ""
        finally:
            dialog.deleteLater()

"""The program's Save, Load and Export file dialogs: Qt's file dialog sized to the window it
opens over, its detail columns (Size, Type, Date Modified) as wide as what they show.

Qt's own file dialog opens at about 630x410 whatever the screen, which clips the dates and
sizes at 1280x720. A native dialog (Windows, macOS, a desktop portal) keeps its own size.
Qt's own Traditional Chinese leaves "Look in:" and "Files of type:" in English, and the type
of a folder ("Folder"): the dialog takes its labels from our translations, and our translator
(asked before Qt's) answers Qt's words too (qt_words).
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFileDialog, QHeaderView, QListView, QSplitter, QTreeView, QWidget

from sagrada_desktop.ui.common.i18n import translate

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


class FileDialog(QFileDialog):
    """A file dialog that fits its window: call save_name or open_name."""

    def __init__(self, parent: QWidget | None, title: str, where: str, name_filter: str) -> None:
        super().__init__(parent, title, where, name_filter)
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

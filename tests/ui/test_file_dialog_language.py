"""The Save/Load dialog speaks the program's language, not the system's: with 繁體中文 chosen
under an English (here: C) system locale, Date Modified is written in the Chinese locale
('2026/12/1 下午7:51', not '1 12 2026 19:51') and every type is Chinese, those the system's
MIME database has no Chinese for ('TOML document', 'Makefile build file') named by their
suffix ('TOML 檔案', '檔案'); in English the dates follow the English locale."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QDateTime, QFileInfo, QLocale
from PySide6.QtWidgets import QFileDialog, QTreeView

from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.i18n import translators

CJK = re.compile(r"[\u3400-\u9fff]")
TYPE_COLUMN, DATE_COLUMN = 2, 3  # the file list's Type and Date Modified columns


@pytest.fixture
def folder(tmp_path):
    for name in ("rules.toml", "Makefile", "notes.md", "game.sagrada.json"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "saves").mkdir()
    return tmp_path


def _rows(qtbot, dialog: FileDialog, folder) -> dict[str, tuple[str, str]]:
    """Each file's (type, date) as the dialog's detail list shows them."""
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.setDirectory(str(folder))
    dialog.selectNameFilter("*")
    dialog.show()
    view = next(v for v in dialog.findChildren(QTreeView) if v.objectName() == "treeView")
    model = view.model()
    root = view.rootIndex()
    qtbot.waitUntil(lambda: model.rowCount(root) == 5, timeout=5000)
    out = {}
    for row in range(model.rowCount(root)):
        name = model.index(row, 0, root).data()
        qtbot.waitUntil(lambda row=row: bool(model.index(row, TYPE_COLUMN, root).data()),
                        timeout=5000)
        out[name] = (model.index(row, TYPE_COLUMN, root).data(),
                     model.index(row, DATE_COLUMN, root).data())
    return out


def _modified(path) -> QDateTime:
    return QFileInfo(str(path)).lastModified()


def test_dates_and_types_in_chinese_under_an_english_system(qtbot, qapp, folder):
    assert QLocale.system().language() != QLocale.Language.Chinese
    assert translators().install("zh_TW")
    try:
        dialog = FileDialog(None, "存檔", str(folder), "*")
        qtbot.addWidget(dialog)
        rows = _rows(qtbot, dialog, folder)
        taiwan = QLocale(QLocale.Language.Chinese, QLocale.Script.TraditionalChineseScript,
                         QLocale.Country.Taiwan)
        for name, (kind, date) in rows.items():
            assert CJK.search(kind), (name, kind)
            assert date == taiwan.toString(_modified(folder / name), QLocale.FormatType.ShortFormat)
            assert re.search(r"[上下]午", date), date
        assert rows["rules.toml"][0] == "TOML 檔案"
        assert rows["saves"][0] == "資料夾"
        dialog.close()
    finally:
        translators().install("en")


def test_dates_in_english_follow_the_english_locale(qtbot, qapp, folder):
    translators().install("en")
    dialog = FileDialog(None, "Save", str(folder), "*")
    qtbot.addWidget(dialog)
    rows = _rows(qtbot, dialog, folder)
    english = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    for name, (_kind, date) in rows.items():
        assert date == english.toString(_modified(folder / name), QLocale.FormatType.ShortFormat)
    assert not any(CJK.search(kind) for kind, _ in rows.values())
    dialog.close()

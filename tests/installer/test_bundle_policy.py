"""The rules that decide what goes into the frozen program (installer/bundle_policy.py)."""

from __future__ import annotations

import re
from pathlib import Path

import bundle_policy as policy
import PySide6
import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "installer" / "sagrada-artisans.spec"


def test_the_qt_modules_kept_include_svg_print_support_and_dbus():
    assert {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport", "QtDBus"} <= set(
        policy.QT_MODULES_ALWAYS)


def test_unused_qt_modules_are_excluded_and_used_ones_are_not():
    pyside = Path(PySide6.__file__).parent
    used = policy.qt_modules_used(ROOT / p for p in policy.PROJECT_PACKAGES)
    excludes = set(policy.qt_module_excludes(pyside, used))
    for heavy in ("PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtOpenGL",
                  "PySide6.QtDesigner", "PySide6.QtSql", "PySide6.QtTest"):
        if any(pyside.glob(heavy.split(".")[1] + ".*")):
            assert heavy in excludes
    for name in used:
        assert f"PySide6.{name}" not in excludes
    assert "PySide6.QtSvg" not in excludes and "PySide6.QtPrintSupport" not in excludes


def test_modules_imported_by_the_source_are_found(tmp_path):
    (tmp_path / "a.py").write_text("from PySide6.QtSvgWidgets import QSvgWidget\n")
    (tmp_path / "b.py").write_text("def f():\n    import PySide6.QtCharts as c\n")
    (tmp_path / "c.py").write_text("from PySide6 import QtMultimedia, QtCore\n")
    (tmp_path / "d.py").write_text("import os  # PySide6.QtQml only in a comment\n")
    (tmp_path / "broken.py").write_text("def (:\n")
    used = policy.qt_modules_used([tmp_path])
    assert {"QtSvgWidgets", "QtCharts", "QtMultimedia", "QtCore"} <= used
    assert "QtQml" not in used
    assert set(policy.QT_MODULES_ALWAYS) <= used


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
    ("PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so", False),
    ("PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-kms-integration.so", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),  # not a plugin
    ("resources/fonts/wqy-microhei.ttc", True),
])
def test_plugin_rules(dest, kept):
    assert policy.keep_qt_plugin(dest) is kept


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/translations/qtbase_zh_TW.qm", True),
    ("PySide6/Qt/translations/qt_zh_TW.qm", True),
    ("PySide6/Qt/translations/qtbase_en.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qtbase_zh_CN.qm", False),
    ("PySide6/Qt/translations/designer_zh_TW.qm", False),
    ("PySide6/Qt/translations/qt_help_zh_TW.qm", False),
    ("PySide6\\translations\\qtbase_fr.qm", False),
    ("resources/i18n/sagrada_zh_TW.qm", True),  # the program's own, not Qt's
])
def test_translation_rules(dest, kept):
    assert policy.keep_qt_translation(dest) is kept


def test_every_shipped_language_has_qt_translations():
    translations = Path(PySide6.__file__).parent / "Qt" / "translations"
    if not translations.is_dir():
        pytest.skip("this PySide6 has no translations folder")
    for language in policy.LANGUAGES:
        assert (translations / f"qtbase_{language}.qm").is_file(), language


@pytest.mark.parametrize(("dest", "module"), [
    ("PySide6/Qt/lib/libQt6Gui.so.6", "Gui"),
    ("libQt6XcbQpa.so.6", "XcbQpa"),
    ("PySide6/Qt6Widgets.dll", "Widgets"),
    ("PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg", "Svg"),
    ("@rpath/QtDBus.framework/Versions/A/QtDBus", "DBus"),
    ("PySide6/QtCore.abi3.so", None),  # the Python module, not the Qt library
    ("PySide6/Qt/lib/libicudata.so.73", None),
    ("libpython3.11.so.1.0", None),
])
def test_qt_library_names(dest, module):
    assert policy.qt_library_module(dest) == module


def test_system_libraries_are_told_apart_from_bundled_ones():
    assert policy.is_linux_system_library("/usr/lib/x86_64-linux-gnu/libxcb-cursor.so.0")
    assert policy.is_linux_system_library("/lib/x86_64-linux-gnu/libc.so.6")
    assert not policy.is_linux_system_library(str(Path(PySide6.__file__).parent / "QtCore.so"))
    assert not policy.is_linux_system_library("PySide6/Qt/lib/libQt6Core.so.6")
    assert not policy.keep_binary("PySide6\\opengl32sw.dll")
    assert policy.keep_binary("PySide6/Qt/lib/libQt6Gui.so.6")


def test_unconditional_imports_of_excluded_modules_are_caught():
    warn = """
missing module named foo - imported by bar (top-level)
excluded module named unittest - imported by doctest (top-level), reportlab.graphics.testshapes (top-level)
excluded module named PIL - imported by reportlab.lib.utils (top-level), reportlab.graphics.renderPM (delayed, conditional, optional)
excluded module named PIL._avif - imported by PIL (optional), PIL.AvifImagePlugin (optional)
excluded module named readline - imported by cmd (delayed, conditional, optional)
"""
    assert policy.unconditional_excluded_imports(warn) == {"PIL": ["reportlab.lib.utils"]}


def test_pillow_is_not_excluded_because_reportlab_needs_it():
    assert not any(name == "PIL" for name in policy.PYTHON_EXCLUDES)


def test_versions():
    assert policy.project_version(ROOT) == __import__("sagrada_desktop").__version__
    assert policy.numeric_version("1.2.3rc1") == (1, 2, 3, 0)
    assert policy.numeric_version("2", 3) == (2, 0, 0)


def test_the_spec_uses_the_rules():
    text = SPEC.read_text(encoding="utf-8")
    for name in ("qt_modules_used", "qt_module_excludes", "keep_qt_plugin", "keep_qt_translation",
                 "is_linux_system_library", "unconditional_excluded_imports", "PYTHON_EXCLUDES"):
        assert f"policy.{name}" in text, name
    assert re.search(r"EXE\([^)]*console=False", text, re.DOTALL)  # windowed
    assert "COLLECT(" in text and "BUNDLE(" in text  # one folder; a .app on macOS
    compile(text, str(SPEC), "exec")

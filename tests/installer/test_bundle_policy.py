"""The rules that decide what goes into the frozen program (installer/bundle_policy.py)."""

from __future__ import annotations

import re
from pathlib import Path

import bundle_policy as policy
import PySide6
import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "installer" / "sagrada-artisans.spec"


def test_the_qt_modules_kept_are_the_ones_the_program_uses():
    assert set(policy.QT_MODULES_ALWAYS) == {"QtCore", "QtGui", "QtWidgets", "QtSvg"}
    used = policy.qt_modules_used(ROOT / p for p in policy.PROJECT_PACKAGES)
    # the program prints through PDF files: no Qt printing, no D-Bus binding
    assert "QtPrintSupport" not in used and "QtDBus" not in used


def test_unused_qt_modules_are_excluded_and_used_ones_are_not():
    pyside = Path(PySide6.__file__).parent
    used = policy.qt_modules_used(ROOT / p for p in policy.PROJECT_PACKAGES)
    excludes = set(policy.qt_module_excludes(pyside, used))
    assert "QtNetwork" in used  # network play's sockets (ui/network/lines.py): bundled
    for heavy in ("PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtOpenGL",
                  "PySide6.QtDesigner", "PySide6.QtSql", "PySide6.QtTest"):
        if any(pyside.glob(heavy.split(".")[1] + ".*")):
            assert heavy in excludes
    for name in used:
        assert f"PySide6.{name}" not in excludes
    assert "PySide6.QtSvg" not in excludes
    for dropped in ("PySide6.QtPrintSupport", "PySide6.QtDBus"):
        if any(pyside.glob(dropped.split(".")[1] + ".*")):
            assert dropped in excludes


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
    ("PySide6/Qt/plugins/platforms/libqminimal.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/printsupport/libcupsprintersupport.so", False),
    ("PySide6\\plugins\\printsupport\\windowsprintersupport.dll", False),
    ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", True),  # network play's encryption
    ("PySide6/Qt/plugins/tls/libqcertonlybackend.so", False),
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
    # the PySide6 hooks name QtDBus for the libQt6DBus that QtGui links: not a Python import
    qt = "excluded module named PySide6.QtDBus - imported by PySide6.QtGui (top-level)\n"
    assert policy.unconditional_excluded_imports(qt) == {}


def test_modules_the_program_never_runs_are_excluded():
    for name in ("charset_normalizer", "PIL._webp", "PIL._imagingcms", "PIL._avif", "ssl", "_ssl",
                 "_hashlib", "_codecs_tw", "_multibytecodec"):
        assert name in policy.PYTHON_EXCLUDES


def test_codec_modules_may_import_the_excluded_cjk_codecs():
    warn = ("excluded module named _codecs_tw - imported by encodings.big5 (top-level), "
            "encodings.cp950 (top-level)\n"
            "excluded module named _ssl - imported by ssl (top-level), mymodule (top-level)\n")
    assert policy.unconditional_excluded_imports(warn) == {"_ssl": ["ssl", "mymodule"]}


def test_the_program_prints_without_the_excluded_modules(tmp_path):
    import subprocess
    import sys

    blocked = ["ssl", "_ssl", "_hashlib", *policy.CJK_CODECS, "charset_normalizer"]
    code = (
        "import sys\n"
        f"blocked = {blocked!r}\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name in blocked: raise ImportError(name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import hashlib, reportlab.lib.utils, printing.documents, printing.game_sheets\n"
        "from sagrada_desktop.cli import main\n"
        f"sys.exit(main(['print', 'blank-journal', '--out', {str(tmp_path / 'j.pdf')!r}]))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "j.pdf").read_bytes()[:5] == b"%PDF-"


@pytest.mark.parametrize(("qt", "macos"), [
    ("6.6.3", "11.0"), ("6.7.2", "11.0"), ("6.8.1", "12.0"), ("6.9.0", "12.0"),
    ("6.10.2", "13.0"), ("6.11.3", "13.0"),
])
def test_the_macos_minimum_follows_the_bundled_qt(qt, macos):
    assert policy.macos_minimum(qt) == macos


def test_the_spec_takes_the_macos_minimum_from_the_bundled_qt():
    text = SPEC.read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": policy.macos_minimum(PySide6.__version__)' in text
    assert "bundle_identifier=policy.MACOS_BUNDLE_ID" in text
    assert policy.MACOS_BUNDLE_ID == policy.APP_ID
    assert "CFBundleDocumentTypes" in text


def test_one_application_id_everywhere():
    from sagrada_desktop.ui.common.desktop_identity import APP_ID

    assert APP_ID == policy.APP_ID
    assert re.fullmatch(r"[a-z]+(\.[A-Za-z_][A-Za-z0-9_]*){2,}", APP_ID)
    debian = ROOT / "installer" / "debian"
    assert (debian / f"{APP_ID}.desktop").is_file()
    assert f"<id>{APP_ID}</id>" in (debian / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert f"<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>" in (
        debian / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")


def test_debian_fonts_are_the_bundled_fonts():
    fonts = ROOT / "resources" / "fonts"
    for name, (package, system_file) in policy.DEBIAN_FONTS.items():
        assert (fonts / name).is_file(), name
        assert package.startswith("fonts-") and system_file.startswith("/usr/share/fonts/")
        if Path(system_file).is_file():  # installer/system-packages.sh installs them
            assert Path(system_file).read_bytes() == (fonts / name).read_bytes(), name


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

"""What goes into the frozen program: the rules the PyInstaller spec applies.

Plain data and pure functions, without PyInstaller, so that tests can check them and the spec
stays short. Paths given to the functions are the destination paths inside the bundle (as in
PyInstaller's TOC entries), with either kind of slash.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

APP_NAME = "sagrada-artisans"
APP_TITLE = "Sagrada Artisans"
# The one reverse-DNS application id: desktop entry and metainfo file names, the program's
# setDesktopFileName (sagrada_desktop/ui/common/desktop_identity.py), the macOS bundle identifier.
APP_ID = "org.sagrada_artisans.SagradaArtisans"
MACOS_BUNDLE_ID = APP_ID
# The saved-game file type (freedesktop shared-mime-info, the desktop entry's MimeType).
SAVE_MIME_TYPE = "application/x-sagrada-artisans-game+json"
SAVE_GLOB = "*.sagrada.json"

# The program's own top-level packages; resources/ holds the data files (TOML, SVG, fonts).
PROJECT_PACKAGES = ("sagrada_desktop", "printing", "resources")

# PySide6 modules always bundled (QtSvg: the game's board). The program prints through PDF files
# (reportlab), never through Qt, so neither QtPrintSupport nor its CUPS plugin is bundled; the
# QtDBus library stays (QtGui links it for accessibility and the portals) but not its Python
# binding. Any other PySide6 module that the project's source imports is added by
# qt_modules_used().
QT_MODULES_ALWAYS = ("QtCore", "QtGui", "QtWidgets", "QtSvg")

# Qt plugins kept, by plugin folder; a name set of None keeps the whole folder. Names are the
# file names without "lib" and the extension (libqxcb.so, qwindows.dll, libqcocoa.dylib).
QT_PLUGINS_KEPT: dict[str, frozenset[str] | None] = {
    # X11, Wayland, headless (offscreen: --smoke and tests), Windows, macOS
    "platforms": frozenset({"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"}),
    # GL contexts on X11 (needed only if a widget asks for OpenGL; small)
    "xcbglintegrations": None,
    # Wayland: the xdg-shell protocol that desktops speak, window decorations, EGL buffers
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl"}),
    # Desktop portals (file dialogs, dark mode) without linking GTK
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    # Dead keys / compose sequences and IBus (Chinese input for the zh-TW translation)
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}),
    # SVG images and SVG icons (the art is SVG; PNG is built into QtGui)
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    # Native widget styles on Windows (qmodernwindowsstyle) and macOS (qmacstyle)
    "styles": None,
    # TLS for network play (the system's OpenSSL, loaded when a connection is encrypted;
    # without it the program's connections are plain: ui/network/lines.py)
    "tls": frozenset({"qopensslbackend"}),
}

# Languages the program ships; Qt's own translations are kept for these only (English needs none:
# Qt's texts are English).
LANGUAGES = ("en", "zh_TW")
# Qt translation catalogs kept: qtbase (the widgets' texts) and qt (the catalog that loads it).
QT_TRANSLATION_CATALOGS = ("qt", "qtbase")

# ICU's locale data (the bundled Qt's libicudata) is kept for these languages and root only;
# the data of every other language, and the ICU data trees that Qt never reads (word-break
# dictionaries, transliteration), are dropped by installer/icu_data.py (about 3.5 MB of the .deb).
ICU_LANGUAGES = tuple(sorted({language.split("_", 1)[0] for language in LANGUAGES}))
ICU_TREES_DROPPED = ("brkitr", "translit")

CJK_CODECS = ("_codecs_cn", "_codecs_hk", "_codecs_jp", "_codecs_kr", "_codecs_tw",
              "_codecs_iso2022", "_multibytecodec")

# Python modules left out: test and build tools, and optional imports the program does not use
# (Pillow's AVIF codec, Tk and Qt glue: reportlab needs Pillow only for PNG/JPEG pictures).
# The spec stops the build if a bundled module imports one of them unconditionally.
PYTHON_EXCLUDES = (
    "tkinter", "_tkinter", "readline", "unittest", "pydoc_data", "lib2to3", "idlelib", "ensurepip",
    "PIL._avif", "PIL.ImageTk", "PIL._imagingtk", "PIL.ImageQt",
    # WebP pictures and colour management: with them go libwebp*, libsharpyuv and liblcms2
    "PIL._webp", "PIL._imagingcms",
    "numpy", "pytest", "_pytest", "hypothesis", "mypy", "pypdf", "pypdfium2",
    "PyInstaller", "setuptools", "pip", "IPython",
    # reportlab imports it only to guess the encoding of XML given as bytes; the program's
    # documents are str
    "charset_normalizer",
    # No network: TLS (and with it the libssl3 dependency) and OpenSSL's hashes (hashlib falls
    # back to Python's own md5 and sha)
    "ssl", "_ssl", "_hashlib",
    # Legacy Chinese, Japanese and Korean byte encodings (Big5, GBK, Shift JIS, ...): the
    # program's texts are Unicode (UTF-8 files, Qt strings, PDF fonts by glyph)
    *CJK_CODECS,
)

# Fonts of resources/fonts that are unmodified copies of Debian's: the .deb links them to the
# Debian package's file (and depends on it) instead of carrying a second copy.
# file name -> (Debian package, the file it installs)
DEBIAN_FONTS = {
    "wqy-microhei.ttc": ("fonts-wqy-microhei", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
    "EBGaramond12-Regular.ttf": (
        "fonts-ebgaramond-extra", "/usr/share/fonts/truetype/ebgaramond/EBGaramond12-Regular.ttf"),
    "EBGaramond12-Italic.ttf": (
        "fonts-ebgaramond-extra", "/usr/share/fonts/truetype/ebgaramond/EBGaramond12-Italic.ttf"),
}

# Bundled modules that import an excluded module unconditionally but never run in the program;
# the codec modules of encodings/ are imported only when a text is decoded with that encoding.
TOLERATED_IMPORTERS = frozenset({"zipimport", "doctest", "reportlab.graphics.testshapes"})
TOLERATED_IMPORTER_PREFIXES = ("encodings.",)
# Excluded modules that PyInstaller's PySide6 hooks list as "imported" by QtGui, QtWidgets and
# QtSvg only because their Qt libraries link libQt6DBus: no Python code imports the binding.
TOLERATED_EXCLUDED = frozenset({"PySide6.QtDBus"})

# Folders of a Linux system's own libraries: these come from Debian packages (Depends), and a copy
# in the bundle would only shadow the system's (and its security updates).
LINUX_SYSTEM_LIBRARY_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/")

# Binaries of the Windows wheels that only OpenGL/Qt Quick programs use: the software OpenGL
# renderer and Direct3D's shader compiler (a widgets program paints without them).
UNNEEDED_BINARIES = frozenset({"opengl32sw.dll", "d3dcompiler_47.dll"})

# PySide6/Qt/plugins on Linux and macOS, PySide6/plugins on Windows (translations alike).
_QT_PLUGIN_DIR = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/([^/]+)/([^/]+)$")
_QT_TRANSLATION = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/([^/]+)\.qm$")
_QT_LIBRARY = re.compile(r"(?:^|/)(?:lib)?Qt6(\w+?)(?:\.so\.6|\.dll|\.framework/.*)?$")


def _posix(dest: str) -> str:
    return dest.replace("\\", "/")


def plugin_name(file_name: str) -> str:
    """libqxcb.so -> qxcb, qwindows.dll -> qwindows, libqcocoa.dylib -> qcocoa."""
    stem = file_name.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def qt_plugin(dest: str) -> tuple[str, str] | None:
    """(plugin folder, plugin name) when dest is a Qt plugin, else None."""
    match = _QT_PLUGIN_DIR.search(_posix(dest))
    if not match:
        return None
    return match.group(1), plugin_name(match.group(2))


def keep_qt_plugin(dest: str) -> bool:
    """Whether a bundled file is kept by the plugin rules (True for anything not a plugin)."""
    plugin = qt_plugin(dest)
    if plugin is None:
        return True
    folder, name = plugin
    if folder not in QT_PLUGINS_KEPT:
        return False
    names = QT_PLUGINS_KEPT[folder]
    return names is None or name in names


def keep_qt_translation(dest: str, languages: Iterable[str] = LANGUAGES) -> bool:
    """Whether a bundled file is kept by the translation rules (True for anything else)."""
    match = _QT_TRANSLATION.search(_posix(dest))
    if not match:
        return True
    catalog, _, language = match.group(1).partition("_")
    return catalog in QT_TRANSLATION_CATALOGS and language in set(languages)


def keep_binary(dest: str) -> bool:
    """False for the binaries in UNNEEDED_BINARIES."""
    return PurePosixPath(_posix(dest)).name.lower() not in UNNEEDED_BINARIES


def is_linux_system_library(src: str) -> bool:
    """Whether a binary was found in the system's library folders (Linux only). Relative sources
    (PyInstaller's symbolic links inside the bundle) are not."""
    if not src.startswith("/"):
        return False
    resolved = str(Path(src).resolve())
    return resolved.startswith(LINUX_SYSTEM_LIBRARY_DIRS) or src.startswith(
        LINUX_SYSTEM_LIBRARY_DIRS)


def qt_modules_used(source_roots: Iterable[Path]) -> set[str]:
    """The PySide6 modules imported anywhere in the given source folders, plus the fixed set."""
    used = set(QT_MODULES_ALWAYS)
    for root in source_roots:
        for path in sorted(root.rglob("*.py")):
            try:
                tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            except (SyntaxError, UnicodeDecodeError):
                continue
            for node in ast.walk(tree):
                names: list[str] = []
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names.append(node.module)
                    if node.module == "PySide6":
                        names += [f"PySide6.{alias.name}" for alias in node.names]
                elif isinstance(node, ast.Import):
                    names += [alias.name for alias in node.names]
                for name in names:
                    parts = name.split(".")
                    if len(parts) >= 2 and parts[0] == "PySide6" and parts[1].startswith("Qt"):
                        used.add(parts[1])
    return used


def qt_module_excludes(pyside6_dir: Path, used: Iterable[str]) -> list[str]:
    """Excludes for every PySide6 extension module that the program does not use."""
    keep = set(used)
    available = {path.name.split(".", 1)[0] for path in pyside6_dir.glob("Qt*.*")
                 if path.suffix in (".so", ".pyd") or ".abi3." in path.name}
    return sorted(f"PySide6.{name}" for name in available - keep)


def qt_library_module(dest: str) -> str | None:
    """'Gui' for PySide6/Qt/lib/libQt6Gui.so.6 (or Qt6Gui.dll, QtGui.framework), else None."""
    name = PurePosixPath(_posix(dest)).name
    match = _QT_LIBRARY.fullmatch(name)
    if match:
        return match.group(1)
    framework = re.search(r"(?:^|/)Qt(\w+)\.framework/", _posix(dest))
    return framework.group(1) if framework else None


# The oldest macOS each Qt release runs on (Qt's supported platforms pages): the app's
# LSMinimumSystemVersion must not promise less than the bundled Qt needs.
_QT_MACOS_MINIMUM = ((6, 10, "13.0"), (6, 8, "12.0"), (6, 5, "11.0"))


def macos_minimum(qt_version: str) -> str:
    """'13.0' for Qt 6.11.x: the LSMinimumSystemVersion the bundled Qt allows."""
    major, minor = (int(n) for n in qt_version.split(".")[:2])
    for qt_major, qt_minor, macos in _QT_MACOS_MINIMUM:
        if (major, minor) >= (qt_major, qt_minor):
            return macos
    raise ValueError(f"Qt {qt_version} is older than any this project supports")


def project_version(root: Path) -> str:
    """sagrada_desktop.__version__, read from the source without importing the package."""
    tree = ast.parse((root / "sagrada_desktop" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "__version__"
                for target in node.targets):
            value = ast.literal_eval(node.value)
            if isinstance(value, str):
                return value
    raise ValueError("sagrada_desktop/__init__.py has no __version__ string")


def numeric_version(version: str, parts: int = 4) -> tuple[int, ...]:
    """'1.2.3rc1' -> (1, 2, 3, 0): the release numbers, padded, as Windows and macOS want them."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    if not release:
        raise ValueError(f"not a version: {version!r}")
    numbers = [int(n) for n in release.group(0).split(".")][:parts]
    return tuple(numbers + [0] * (parts - len(numbers)))


_EXCLUDED_LINE = re.compile(r"^excluded module named (\S+) - imported by (.*)$")
_IMPORTER = re.compile(r"([\w.]+) \(([^)]*)\)")


def unconditional_excluded_imports(warn_text: str) -> dict[str, list[str]]:
    """From PyInstaller's warn-*.txt: excluded module -> bundled modules importing it at top level,
    not inside try/if/a function. Such an import fails when the program runs."""
    found: dict[str, list[str]] = {}
    for line in warn_text.splitlines():
        match = _EXCLUDED_LINE.match(line.strip())
        if not match:
            continue
        module, importers = match.groups()
        if module in TOLERATED_EXCLUDED:
            continue
        hard = [name for name, qualifiers in _IMPORTER.findall(importers)
                if qualifiers.strip() == "top-level" and name not in TOLERATED_IMPORTERS
                and not name.startswith(TOLERATED_IMPORTER_PREFIXES)]
        if hard:
            found[module] = hard
    return found

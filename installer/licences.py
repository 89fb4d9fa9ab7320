"""The package's copyright file (Debian's machine-readable format), written from what the
bundle really holds, so that it cannot drift from it.

Every file of the PyInstaller folder is put into a component (the program, Python, Qt and
ICU, PySide6, Pillow and each library Pillow's wheel carries, reportlab, ...) by the rules
below; the compiled Python modules inside the program file are traced to their
distributions the same way. A file or module that no rule knows stops the build with its name:
add its component here. Licence texts are read from the installed distributions (their
dist-info licence files), so they are the upstream's own words.

Run by installer/build_deb.py with the build's Python (the one PyInstaller bundled from).
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

PREFIX = "opt/sagrada-artisans"
PROJECT = "Sagrada Artisans Desktop"
PROJECT_PACKAGES = ("sagrada_desktop", "printing", "resources")
COMMON = "/usr/share/common-licenses"


class LicenceError(Exception):
    pass


@dataclass
class Component:
    name: str
    copyright: str
    licence: str  # the DEP-5 License short name (or expression)
    text: str = ""  # the licence's full text, or a pointer to /usr/share/common-licenses
    comment: str = ""
    files: set[str] = field(default_factory=set)  # bundle paths (relative to the bundle folder)


# Distributions bundled as Python packages: (copyright holder, licence name). The licence text is
# read from the distribution's own licence file.
DISTRIBUTIONS: dict[str, tuple[str, str]] = {
    "reportlab": ("ReportLab Inc.", "BSD-3-clause~ReportLab"),
    "pillow": ("Jeffrey A. Clark and contributors; Secret Labs AB; Fredrik Lundh", "MIT-CMU"),
    "svgwrite": ("Manfred Moitzi", "Expat~svgwrite"),
    "attrs": ("Hynek Schlawack and the attrs contributors", "Expat~attrs"),
    "cattrs": ("Tin Tvrtković", "Expat~cattrs"),
    "typing_extensions": ("Python Software Foundation", "PSF-2.0~typing_extensions"),
}

# The libraries Pillow's manylinux wheel carries in pillow.libs/: file name prefix -> (the
# section of Pillow's LICENSE file with their licence, the licence's name).
PILLOW_LIBRARIES: dict[str, tuple[str, str]] = {
    "libjpeg": ("LIBJPEG", "IJG and BSD-3-clause and Zlib"),
    "libtiff": ("LIBTIFF", "libtiff"),
    "libwebp": ("LIBWEBP", "BSD-3-clause~WebM"),
    "libwebpdemux": ("LIBWEBP", "BSD-3-clause~WebM"),
    "libwebpmux": ("LIBWEBP", "BSD-3-clause~WebM"),
    "libsharpyuv": ("LIBWEBP", "BSD-3-clause~WebM"),
    "libopenjp2": ("OPENJPEG", "BSD-2-clause"),
    "liblcms2": ("LCMS2", "Expat~lcms2"),
    "libxcb": ("XCB", "X11~xcb"),
    "libXau": ("XAU", "X11~Xau"),
    "libzstd": ("ZSTD", "BSD-3-clause~Meta"),
    "liblzma": ("LIBLZMA", "0BSD"),  # no copyright line: see PILLOW_HOLDERS
    "libpng16": ("LIBPNG", "libpng-2.0"),
    "libfreetype": ("FREETYPE2", "FTL"),
    "libharfbuzz": ("HARFBUZZ", "MIT-Modern-Variant"),
    "libbrotlicommon": ("BROTLI", "Expat~brotli"),
    "libbrotlidec": ("BROTLI", "Expat~brotli"),
    "libavif": ("LIBAVIF", "BSD-2-clause~libavif"),
}

# Holders of the Pillow-bundled libraries whose licence section names none.
PILLOW_HOLDERS = {"LIBLZMA": "Lasse Collin and the XZ Utils contributors"}

GPL2_POINTER = f"On Debian systems the full text of the GPL version 2 is in {COMMON}/GPL-2."
LGPL3_POINTER = f"On Debian systems the full text of the LGPL version 3 is in {COMMON}/LGPL-3."
APACHE_POINTER = f"On Debian systems the full text of the Apache licence is in {COMMON}/Apache-2.0."


def paragraph_text(text: str) -> str:
    """Text as a DEP-5 continuation: each line indented by one space, empty lines as ' .'."""
    lines = text.strip("\n").splitlines()
    return "\n".join(" " + line.rstrip() if line.strip() else " ." for line in lines)


def distribution_licence_text(name: str) -> str:
    dist = metadata.distribution(name)
    for file in dist.files or ():
        if re.search(r"(LICEN[CS]E|COPYING)[^/]*$", file.name, re.IGNORECASE) and (
                ".dist-info" in str(file)):
            text = Path(str(file.locate())).read_text(encoding="utf-8", errors="replace")
            return text
    raise LicenceError(f"the distribution {name} has no licence file to quote")


def pillow_sections() -> dict[str, str]:
    """Pillow's LICENSE: its own licence first, then one section per bundled library, each
    under a line of its name in capitals and separated by '----'."""
    text = distribution_licence_text("pillow")
    parts = re.split(r"^----\s*$", text, flags=re.MULTILINE)
    sections = {"PILLOW": parts[0]}
    for part in parts[1:]:
        stripped = part.strip("\n")
        title, _, body = stripped.partition("\n")
        sections[title.strip()] = body.strip("\n")
    return sections


_COPYRIGHT = re.compile(
    r"copyright\s*(?:\(c\)|©)\s*(.+)|^[\s*]*(?:\(c\)|©)\s*(\d.+)|^[\s*]*copyright\s+(\d{4}.*)",
    re.IGNORECASE)


def copyright_lines(text: str, fallback: str) -> str:
    """The holders named in a licence text's copyright lines (up to six), else the fallback."""
    found: list[str] = []
    for line in text.splitlines():
        if re.search(r"notice|holders?\b", line, re.IGNORECASE):
            continue
        match = _COPYRIGHT.search(line)
        if match:
            holder = next(g for g in match.groups() if g).strip().rstrip(".").strip()
            if holder.startswith("<"):  # a template line: "Copyright <year> ..."
                continue
            holder = re.sub(r"\s*All rights reserved\.?$", "", holder, flags=re.IGNORECASE)
            if holder and holder not in found:
                found.append(holder)
    return "\n ".join(found[:6]) if found else fallback


def python_licence_text() -> str:
    candidates = [Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
                  / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt"]
    for path in candidates:
        if path.is_file():
            return path.read_text(encoding="utf-8", errors="replace")
    # typing_extensions quotes the PSF licence in full
    return distribution_licence_text("typing_extensions")


def top_level_distributions() -> dict[str, str]:
    """Importable top-level name -> its distribution's normalised name."""
    mapping = {}
    for top, dists in metadata.packages_distributions().items():
        if dists:
            mapping[top] = dists[0].lower().replace("-", "_")
    return mapping


@dataclass
class Classified:
    components: dict[str, Component]
    unknown: list[str]
    own: set[str] = field(default_factory=set)  # the project's files (Files: *)
    archive: set[str] = field(default_factory=set)  # components in the program file's archive


def _component(components: dict[str, Component], key: str, **kwargs: str) -> Component:
    if key not in components:
        components[key] = Component(**kwargs)
    return components[key]


def classify(bundle_files: Iterable[str], archive_modules: Iterable[str], program: str,
             qt_version: str) -> Classified:
    """Puts every bundle file (paths relative to the bundle folder) and every module of the
    program's archive into a component; the project's own files are left to `Files: *`."""
    components: dict[str, Component] = {}
    unknown: list[str] = []
    own: set[str] = set()
    tops = top_level_distributions()
    sections: dict[str, str] = {}
    qt_series = ".".join(qt_version.split(".")[:2])

    def python() -> Component:
        return _component(
            components, "python", name="Python", copyright="2001-2024 Python Software Foundation",
            licence="PSF-2.0", text=python_licence_text())

    def qt() -> Component:
        return _component(
            components, "qt", name="Qt", copyright="The Qt Company Ltd. and other contributors",
            licence="LGPL-3", text=LGPL3_POINTER,
            comment=f"Qt {qt_version}, as built for PySide6-Essentials {qt_version}. Its source "
                    f"code: https://download.qt.io/official_releases/qt/{qt_series}/"
                    f"{qt_version}/single/")

    def pyside() -> Component:
        return _component(
            components, "pyside6", name="PySide6", copyright="The Qt Company Ltd.",
            licence="LGPL-3", text=LGPL3_POINTER,
            comment=f"PySide6 and Shiboken6 {qt_version} (Qt for Python). Their source code: "
                    f"https://download.qt.io/official_releases/QtForPython/pyside6/"
                    f"PySide6-{qt_version}-src/")

    def icu() -> Component:
        return _component(
            components, "icu", name="ICU", copyright="2016-2024 Unicode, Inc. and others",
            licence="Unicode-3.0",
            text="The ICU libraries are under the Unicode License v3: "
                 "https://www.unicode.org/license.txt")

    def distribution(dist: str | None) -> Component | None:
        if dist is None or dist not in DISTRIBUTIONS:
            return None
        holder, licence = DISTRIBUTIONS[dist]
        text = pillow_sections()["PILLOW"] if dist == "pillow" else (
            distribution_licence_text(dist))
        return _component(components, dist, name=metadata.distribution(dist).metadata["Name"],
                          copyright=copyright_lines(text, holder), licence=licence, text=text)

    def pillow_library(name: str) -> Component | None:
        if not sections:
            sections.update(pillow_sections())
        stem = name.split("-", 1)[0].split(".", 1)[0]
        if stem not in PILLOW_LIBRARIES or PILLOW_LIBRARIES[stem][0] not in sections:
            return None
        section, licence = PILLOW_LIBRARIES[stem]
        text = sections[section]
        return _component(components, f"pillow:{section}", name=f"{section} (from Pillow)",
                          copyright=copyright_lines(
                              text, PILLOW_HOLDERS.get(section, "the authors named in the text")),
                          licence=licence, text=text)

    def by_name(top: str, name: str, inner: tuple[str, ...]) -> Component | None:
        if top in ("base_library.zip", "python3.11", "lib-dynload") or name.startswith(
                PYTHON_LIBRARIES):
            return python()
        if name.startswith("libicu"):
            return icu()
        if (top == "PySide6" and inner[1:2] == ("Qt",)) or name.startswith("libQt6"):
            return qt()
        if top in ("PySide6", "shiboken6") or name.startswith(("libpyside6", "libshiboken6")):
            return pyside()
        if top == "pillow.libs":
            return pillow_library(name)
        return distribution(tops.get(top.split(".", 1)[0]) or _dist_info_name(top))

    for path in sorted(bundle_files):
        parts = PurePosixPath(path).parts
        name = parts[-1]
        inner = parts[1:] if parts[0] == "_internal" else parts
        top = inner[0] if inner else ""
        component: Component | None
        if path == program:
            component = _component(
                components, "program", name="PyInstaller bootloader",
                copyright="2010-2023 PyInstaller Development Team\n 2005-2009 Giovanni Bajo",
                licence="GPL-2+ with PyInstaller-bootloader exception",
                text=_pyinstaller_text())
        elif top == "resources" and inner[1:2] == ("fonts",) and name != "README.md":
            component = _font_component(components, name)
        elif top in PROJECT_PACKAGES:
            own.add(path)  # the project's own: Files: *
            continue
        else:
            component = by_name(top, name, inner)
        if component is None:
            unknown.append(path)
        else:
            component.files.add(path)
    archive: set[str] = set()
    archive_keys: set[str] = set()
    for module in sorted(set(archive_modules)):
        top = module.split(".", 1)[0]
        if top in PROJECT_PACKAGES or top.startswith(("pyimod", "pyi_", "_pyi")):
            continue
        if top in sys.stdlib_module_names or (top.startswith("_") and top not in tops):
            component = python()
        else:
            component = by_name(top, top, (top,))
        if component is None:
            unknown.append(f"{program} (module {module})")
        else:
            archive.add(component.name)
            archive_keys.update(k for k, c in components.items() if c is component)
    program_component = components.get("program")
    if program_component is not None:
        program_component.comment = (
            "The program file is PyInstaller's bootloader with an archive of compiled Python "
            "modules: the program's own and those of " + ", ".join(sorted(archive)) + ".")
    return Classified(components, unknown, own, archive_keys)


def _dist_info_name(top: str) -> str | None:
    match = re.match(r"([A-Za-z0-9_.]+?)-[0-9][^/]*\.dist-info$", top)
    return match.group(1).lower().replace("-", "_") if match else None


PYTHON_LIBRARIES = ("libpython3", "libffi", "libssl", "libcrypto", "libbz2", "liblzma.so", "libz.so",
                    "libsqlite3", "libmpdec", "libexpat", "libuuid", "libreadline", "libncursesw",
                    "libtinfo", "libgdbm", "libnsl", "libtirpc", "libcrypt")


def _font_component(components: dict[str, Component], name: str) -> Component | None:
    if name.startswith("wqy-microhei") or name == "LICENSE-wqy-microhei.txt":
        return _component(components, "wqy", name="WenQuanYi Micro Hei",
                          copyright="2007-2010 The WenQuanYi Project Board of Trustees",
                          licence="Apache-2.0", text=APACHE_POINTER,
                          comment="Also under the GPL version 3 with a font embedding exception; "
                                  "see LICENSE-wqy-microhei.txt beside the font.")
    if name.startswith(("EBGaramond", "SagradaHeading")) or name == "LICENSE-EBGaramond.txt":
        return _component(components, "garamond", name="EB Garamond",
                          copyright="2010-2013 Georg Duffner", licence="OFL-1.1",
                          text="The SIL Open Font License 1.1: the full text is "
                               "LICENSE-EBGaramond.txt beside the fonts.")
    return None


def _pyinstaller_text() -> str:
    try:
        text = distribution_licence_text("pyinstaller")
    except (LicenceError, metadata.PackageNotFoundError):
        text = ""
    exception = re.search(r"Bootloader Exception\n-+\n(.*?)\n\s*\n", text, re.DOTALL)
    body = exception.group(1) if exception else (
        "The bootloader may be linked or embedded into programs under any licence.")
    return f"{GPL2_POINTER}\n\nBootloader Exception\n\n{body.strip()}"


def files_field(paths: Iterable[str], owner: dict[str, str], key: str) -> str:
    """The Files value for a component's bundle paths: the widest folders (folder/*) whose files
    all belong to it, and single files elsewhere, so that no two paragraphs overlap."""
    patterns = set()
    for path in sorted(set(paths)):
        parts = PurePosixPath(path).parts
        chosen = path
        for depth in range(2 if parts[0] == "_internal" else 1, len(parts)):
            folder = "/".join(parts[:depth]) + "/"
            if all(k == key for p, k in owner.items() if p.startswith(folder)):
                chosen = folder + "*"
                break
        patterns.add(f"{PREFIX}/{chosen}")
    return "\n ".join(sorted(patterns))


def copyright_file(classified: Classified, year_range: str) -> str:
    if classified.unknown:
        shown = "\n  ".join(classified.unknown[:20])
        raise LicenceError(
            f"{len(classified.unknown)} bundled files or modules belong to no known component "
            f"(add them to installer/licences.py):\n  {shown}")
    project_text = (Path(__file__).resolve().parent / "debian" / "LICENSE").read_text(
        encoding="utf-8")
    out = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        f"Upstream-Name: {PROJECT}",
        "Comment:",
        paragraph_text(
            f"/{PREFIX} is a PyInstaller bundle: the program together with the Python "
            "interpreter and the libraries it runs on, each listed below. This file is written "
            "by the package build from the files the bundle holds.\n\n"
            "The Qt and PySide6 libraries are shared libraries under "
            f"/{PREFIX}/_internal/PySide6 and may be replaced by other builds of the same "
            "version; where their source code is, is said in their paragraphs."),
        "",
        "Files: *",
        f"Copyright: {year_range} {PROJECT} developers",
        "License: Expat",
        paragraph_text(project_text),
    ]
    owner = {path: "" for path in classified.own}
    for key, component in classified.components.items():
        owner.update(dict.fromkeys(component.files, key))
    order = ["program", "python", "qt", "icu", "pyside6"]
    keys = order + sorted(k for k in classified.components if k not in order)
    archived = [classified.components[k] for k in keys if k in classified.archive]
    standalone = []
    for key in keys:
        component = classified.components.get(key)
        if component is None or not component.files:
            continue
        licence, holders, text = component.licence, component.copyright, component.text
        if key == "program" and archived:
            # The program file holds the archived modules too: every licence of theirs applies
            # to it, each given in full below (or in its own Files paragraph).
            names = [component.licence] + [c.licence for c in archived]
            licence = " and ".join(dict.fromkeys(names))
            holders = "\n ".join([component.copyright] + [c.copyright for c in archived])
            standalone.append((component.licence, component.text, ""))
            standalone += [(c.licence, c.text, f"{c.name}: {c.copyright}")
                           for c in archived if not c.files]
            text = ""
        out += ["", f"Files: {files_field(component.files, owner, key)}",
                f"Copyright: {holders}", f"License: {licence}"]
        if text:
            out.append(paragraph_text(text))
        if component.comment:
            out += ["Comment:", paragraph_text(component.comment)]
    seen = set()
    for licence, text, comment in standalone:
        if licence in seen:
            continue
        seen.add(licence)
        out += ["", f"License: {licence}", paragraph_text(text)]
        if comment:
            out += ["Comment:", paragraph_text(comment)]
    return "\n".join(out) + "\n"

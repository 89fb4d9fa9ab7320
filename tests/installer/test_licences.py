"""The copyright file is written from what the bundle holds (installer/licences.py)."""

from __future__ import annotations

import re

import licences
import pytest

BUNDLE = [
    "sagrada-artisans",
    "_internal/base_library.zip",
    "_internal/libpython3.11.so.1.0",
    "_internal/python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so",
    "_internal/PySide6/Qt/lib/libQt6Core.so.6",
    "_internal/PySide6/Qt/lib/libicudata.so.73",
    "_internal/PySide6/Qt/plugins/platforms/libqxcb.so",
    "_internal/PySide6/QtCore.abi3.so",
    "_internal/shiboken6/libshiboken6.abi3.so.6.11",
    "_internal/pillow.libs/libjpeg-6dc8d115.so.62.4.0",
    "_internal/pillow.libs/libtiff-20b7e810.so.6.3.0",
    "_internal/pillow.libs/libxcb-9065bb12.so.1.1.0",
    "_internal/PIL/_imaging.cpython-311-x86_64-linux-gnu.so",
    "_internal/reportlab/graphics/_renderPM.cpython-311-x86_64-linux-gnu.so",
    "_internal/attrs-26.1.0.dist-info/METADATA",
    "_internal/resources/fonts/LICENSE-wqy-microhei.txt",
    "_internal/resources/fonts/EBGaramond12-Regular.ttf",
    "_internal/resources/fonts/SagradaHeading-Regular.ttf",
    "_internal/resources/fonts/README.md",
    "_internal/resources/windows/campaign/w01.svg",
]
MODULES = ["json", "_strptime", "attr", "attrs", "cattrs", "svgwrite", "typing_extensions",
           "reportlab.lib.utils", "PIL.Image", "PySide6", "shiboken6", "sagrada_desktop.cli",
           "printing.documents", "pyimod02_importers"]


def classified(files=BUNDLE, modules=MODULES):
    return licences.classify(files, modules, "sagrada-artisans", "6.11.3")


def test_every_bundled_file_and_module_finds_its_component():
    result = classified()
    assert result.unknown == []
    components = result.components
    assert {"program", "python", "qt", "icu", "pyside6", "pillow", "pillow:LIBJPEG",
            "pillow:LIBTIFF", "pillow:XCB", "reportlab", "attrs", "wqy", "garamond"} <= set(
        components)
    assert components["qt"].files == {"_internal/PySide6/Qt/lib/libQt6Core.so.6",
                                      "_internal/PySide6/Qt/plugins/platforms/libqxcb.so"}
    assert components["icu"].files == {"_internal/PySide6/Qt/lib/libicudata.so.73"}
    # the headings' font is derived from EB Garamond, under its licence
    assert "_internal/resources/fonts/SagradaHeading-Regular.ttf" in components["garamond"].files
    owned = set().union(*(c.files for c in components.values()))
    # the project's own files are left to Files: *
    assert "_internal/resources/windows/campaign/w01.svg" not in owned
    assert "_internal/resources/fonts/README.md" not in owned
    # modules only in the program's archive are named in its paragraph
    assert "cattrs" in components["program"].comment and "svgwrite" in components[
        "program"].comment


def test_the_copyright_file_names_sources_years_and_licences():
    text = licences.copyright_file(classified(), "2025-2026")
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/")
    paragraphs = text.strip().split("\n\n")
    assert paragraphs[1].startswith("Files: *\nCopyright: 2025-2026 Sagrada Artisans Desktop")
    files = [p for p in paragraphs[1:] if p.startswith("Files: ")]
    standalone = [p for p in paragraphs[1:] if p.startswith("License: ")]
    assert len(files) + len(standalone) == len(paragraphs) - 1
    for paragraph in paragraphs[1:]:
        assert paragraph.startswith("License: ") or "\nLicense: " in paragraph, paragraph[:200]
        for line in paragraph.splitlines():
            assert re.match(r"^([A-Z][A-Za-z-]+: |[A-Z][A-Za-z-]+:$| .*\S|  *\.$)", line), line
    assert "download.qt.io/official_releases/qt/6.11/6.11.3/single/" in text
    assert "PySide6-6.11.3-src" in text
    assert "/usr/share/common-licenses/LGPL-3" in text
    libjpeg = next(p for p in paragraphs if "pillow.libs/libjpeg" in p)
    assert "libjpeg-turbo" in libjpeg.lower() or "independent jpeg group" in libjpeg.lower()
    reportlab = next(p for p in paragraphs if "_internal/reportlab/*" in p)
    assert "ReportLab" in reportlab
    assert "opt/sagrada-artisans/_internal/reportlab/*" in text  # a path that exists
    # the program file holds archived modules: each of their licences is given in full
    program = next(p for p in files if p.startswith("Files: opt/sagrada-artisans/sagrada-artisans"))
    names = re.search(r"^License: (.*)$", program, re.MULTILINE).group(1).split(" and ")
    assert names[0] == "GPL-2+ with PyInstaller-bootloader exception"
    assert {"PSF-2.0", "Expat~svgwrite", "Expat~cattrs", "BSD-3-clause~ReportLab"} <= set(names)
    with_text = {re.match(r"License: (.*)", p).group(1) for p in standalone}
    with_text |= {re.search(r"^License: (.*)$", p, re.MULTILINE).group(1) for p in files
                  if re.search(r"^License: .*\n ", p, re.MULTILINE)}
    assert set(names) <= with_text
    assert "Manfred Moitzi" in text  # svgwrite, only in the archive


@pytest.mark.parametrize(("files", "modules", "named"), [
    ([*BUNDLE, "_internal/libmystery.so.1"], MODULES, "_internal/libmystery.so.1"),
    ([*BUNDLE, "_internal/pillow.libs/libnew-0123.so.1"], MODULES, "libnew"),
    (BUNDLE, [*MODULES, "leftpad"], "module leftpad"),
])
def test_anything_unknown_stops_the_build_with_its_name(files, modules, named):
    with pytest.raises(licences.LicenceError, match=re.escape(named)):
        licences.copyright_file(classified(files, modules), "2026")


def test_paragraph_text_is_indented_with_dots_for_empty_lines():
    assert licences.paragraph_text("a\n\nb  \n") == " a\n .\n b"

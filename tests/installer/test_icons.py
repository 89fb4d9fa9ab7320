"""The program's icon: the SVG source, its rendering with Qt, the .ico and .icns containers."""

from __future__ import annotations

import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import render_icons

SVG = render_icons.SOURCE_SVG


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_svg_icon_is_square_and_named():
    root = ET.parse(SVG).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _, _, width, height = (float(v) for v in root.get("viewBox", "").split())
    assert width == height
    assert SVG.name == "sagrada-artisans.svg"


def test_rendered_png_has_the_size_and_is_not_blank(qapp):
    from PySide6.QtGui import QImage

    data = render_icons.render_png(SVG, 48)
    assert png_size(data) == (48, 48)
    image = QImage.fromData(data, "PNG")
    assert image.width() == 48
    corner = image.pixelColor(0, 0)
    centre = image.pixelColor(24, 24)
    assert corner.alpha() == 0  # round window on a transparent square
    assert centre.alpha() == 255
    colours = {image.pixel(x, y) for x in range(0, 48, 3) for y in range(0, 48, 3)}
    assert len(colours) > 20  # the five glass colours, lead, stone, the die


def fake_pngs(sizes) -> dict[int, bytes]:
    return {size: b"\x89PNG\r\n\x1a\n" + b"\0\0\0\rIHDR" + struct.pack(">II", size, size) + b"x"
            for size in sizes}


def test_ico_directory_points_at_each_png():
    pngs = fake_pngs(render_icons.ICO_SIZES)
    data = render_icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(pngs))
    for i, size in enumerate(sorted(pngs)):
        w, h, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i: 22 + 16 * i])
        assert (w or 256, h or 256) == (size, size)
        assert (planes, bits) == (1, 32)
        assert data[offset:offset + length] == pngs[size]


def test_icns_entries_hold_pngs_of_their_sizes():
    sizes = {size for _, size in render_icons.ICNS_ENTRIES}
    pngs = fake_pngs(sizes)
    data = render_icons.icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    offset, seen = 8, []
    while offset < len(data):
        ostype, length = data[offset:offset + 4], struct.unpack(">I", data[offset + 4:offset + 8])[0]
        seen.append(ostype)
        assert png_size(data[offset + 8:offset + length])[0] == dict(
            render_icons.ICNS_ENTRIES)[ostype]
        offset += length
    assert offset == len(data)
    assert seen == [ostype for ostype, _ in render_icons.ICNS_ENTRIES]


def test_render_all_writes_the_icon_theme_layout(qapp, tmp_path: Path, monkeypatch):
    # Rendering for real takes long at 1024 px; small fakes keep this test fast.
    monkeypatch.setattr(render_icons, "render_png",
                        lambda svg, size: fake_pngs([size])[size])
    written = render_icons.render_all(tmp_path)
    for size in render_icons.PNG_SIZES:
        png = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "sagrada-artisans.png"
        assert png in written and png_size(png.read_bytes()) == (size, size)
    scalable = tmp_path / "hicolor" / "scalable" / "apps" / "sagrada-artisans.svg"
    assert scalable.read_bytes() == SVG.read_bytes()
    assert (tmp_path / "sagrada-artisans.ico").read_bytes()[:4] == b"\0\0\1\0"
    assert (tmp_path / "sagrada-artisans.icns").read_bytes()[:4] == b"icns"
    before = (tmp_path / "sagrada-artisans.ico").stat().st_mtime_ns
    render_icons.render_all(tmp_path)  # unchanged output is not rewritten
    assert (tmp_path / "sagrada-artisans.ico").stat().st_mtime_ns == before

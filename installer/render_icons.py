"""Renders the program's icon from installer/icons/sagrada-artisans.svg with Qt.

Writes, into the output folder:
  hicolor/<N>x<N>/apps/sagrada-artisans.png  for N in PNG_SIZES (freedesktop icon theme layout),
  hicolor/scalable/apps/sagrada-artisans.svg (a copy of the source),
  sagrada-artisans.ico   (Windows: PNG-compressed entries, 16 to 256 px),
  sagrada-artisans.icns  (macOS: PNG entries, 16 to 1024 px).

Only PySide6 is needed (QSvgRenderer), so no image tools have to be installed. Run it with the
project's Python:  .venv/bin/python installer/render_icons.py OUT_DIR
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from pathlib import Path

ICON_NAME = "sagrada-artisans"
SOURCE_SVG = Path(__file__).resolve().parents[1] / "resources" / "icons" / f"{ICON_NAME}.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (OSType, pixel size) pairs of the PNG-based icns entries; the @2x types repeat a size.
ICNS_ENTRIES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a size x size transparent PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([sys.argv[0]])  # type: ignore[attr-defined]
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG for Qt")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise SystemExit(f"could not encode a {size} px PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (valid since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    images = b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An Apple .icns holding one PNG entry per type in ICNS_ENTRIES."""
    body = b""
    for ostype, size in ICNS_ENTRIES:
        data = pngs[size]
        body += ostype + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_if_changed(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)


def render_all(out_dir: Path, svg: Path = SOURCE_SVG) -> list[Path]:
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_ENTRIES)})
    pngs = {size: render_png(svg, size) for size in sizes}
    written = []
    for size in PNG_SIZES:
        path = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
        write_if_changed(path, pngs[size])
        written.append(path)
    scalable = out_dir / "hicolor" / "scalable" / "apps" / f"{ICON_NAME}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    ico = out_dir / f"{ICON_NAME}.ico"
    write_if_changed(ico, ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out_dir / f"{ICON_NAME}.icns"
    write_if_changed(icns, icns_bytes(pngs))
    written += [ico, icns]
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path, help="folder to write the icons into")
    parser.add_argument("--svg", type=Path, default=SOURCE_SVG, help="source SVG")
    args = parser.parse_args(argv)
    for path in render_all(args.out_dir, args.svg):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Writes a .deb from a staged package tree, the way dpkg-deb does, with two differences:
folders that the system owns (/opt) get no entry, so that dpkg neither records the package as
their owner nor removes them with it; and every member is written in a fixed order with one
timestamp and root ownership, so that the same tree always gives the same bytes.

A .deb is an ar archive of `debian-binary`, `control.tar.xz` (the DEBIAN folder) and
`data.tar.xz` (the files), deb(5).
"""

from __future__ import annotations

import hashlib
import io
import lzma
import os
import tarfile
from pathlib import Path

# Folders the package puts files into but must not own: base-files makes /opt on every Debian
# system, and nothing else ships it, so the last package "owning" it would delete it.
NOT_OWNED = frozenset({"opt"})


def md5sums(root: Path) -> str:
    """DEBIAN/md5sums: one line per regular file (not links), as dh_md5sums writes it."""
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        digest = hashlib.md5(path.read_bytes()).hexdigest()  # dpkg's own format
        lines.append(f"{digest}  {relative.as_posix()}\n")
    return "".join(lines)


def _tar_xz(root: Path, members: list[Path], epoch: int, skip: frozenset[str]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.GNU_FORMAT) as tar:
        def add(path: Path, name: str) -> None:
            info = tar.gettarinfo(str(path), arcname=name)
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            info.mtime = epoch
            if info.isdir() and not name.endswith("/"):
                info.name = name + "/"
            if info.isreg():
                with path.open("rb") as handle:
                    tar.addfile(info, handle)
            else:
                tar.addfile(info)

        top = tarfile.TarInfo("./")
        top.type, top.mode, top.mtime = tarfile.DIRTYPE, 0o755, epoch
        top.uname = top.gname = "root"
        tar.addfile(top)
        for path in members:
            relative = path.relative_to(root).as_posix()
            if relative in skip:
                continue
            add(path, "./" + relative)
    # The x86 branch filter first: it makes machine code (most of the bundle) compress better.
    filters = [{"id": lzma.FILTER_X86}, {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME}]
    return lzma.compress(buffer.getvalue(), format=lzma.FORMAT_XZ, filters=filters)


def _members(root: Path) -> list[Path]:
    """Every path under root in dpkg-deb's order: a folder, then its entries sorted by name."""
    out: list[Path] = []

    def walk(folder: Path) -> None:
        for entry in sorted(folder.iterdir(), key=lambda p: p.name):
            out.append(entry)
            if entry.is_dir() and not entry.is_symlink():
                walk(entry)

    walk(root)
    return out


def _ar_member(name: str, data: bytes, epoch: int) -> bytes:
    header = f"{name:<16}{epoch:<12}{0:<6}{0:<6}{0o100644:<8o}{len(data):<10}`\n".encode()
    return header + data + (b"\n" if len(data) % 2 else b"")


def write_deb(root: Path, deb: Path, epoch: int) -> None:
    """root holds DEBIAN/ (control, md5sums, scripts) and the package's files."""
    control_dir = root / "DEBIAN"
    control = _tar_xz(control_dir, _members(control_dir), epoch, frozenset())
    files = [p for p in _members(root) if p.relative_to(root).parts[0] != "DEBIAN"]
    data = _tar_xz(root, files, epoch, NOT_OWNED)
    out = b"!<arch>\n" + _ar_member("debian-binary", b"2.0\n", epoch)
    out += _ar_member("control.tar.xz", control, epoch) + _ar_member("data.tar.xz", data, epoch)
    tmp = deb.with_name(deb.name + ".tmp")
    tmp.write_bytes(out)
    os.replace(tmp, deb)

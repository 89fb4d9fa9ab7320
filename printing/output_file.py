"""Where `sagrada-artisans print` writes: checked before anything is printed, written
atomically after.

The output is never one of the inputs (a save printed over itself is lost), its folder must
exist, and its name says what it holds (.svg for a window picture, anything else a PDF). A
file is written to a temporary file beside it and then renamed over it, so a full disk or an
interrupted run leaves the previous file whole; a link is written through to the file it points
to (it stays a link). A terminal, /dev/null, /dev/stdout or a pipe is written to as it is,
never replaced by a file; a disk device, a socket, a folder or a name ending in "/" is refused.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable

from sagrada_desktop.saves import atomic_write_bytes
from sagrada_desktop.wording import message
from sagrada_desktop.wording.system_errors import os_error_words


class OutputError(Exception):
    """An output file that must not or cannot be written; the message says why."""


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _kind(out: str) -> int | None:
    """The file type (stat.S_IFMT) of what `out` names, links followed; None when nothing is
    there (or nothing can be known)."""
    try:
        return stat.S_IFMT(os.stat(out).st_mode)
    except (OSError, ValueError):
        return None


def _streamed(out: str) -> bool:
    """Is `out` a terminal, a character device (/dev/null) or a pipe: written as it is?"""
    return _kind(out) in (stat.S_IFCHR, stat.S_IFIFO)


def check_output(out: str, inputs: Iterable[str | None]) -> None:
    """Refuse an output that is empty, one of the inputs, a folder (or a name ending in "/"),
    a disk device or a socket, or in a folder that is missing."""
    if not out:
        raise OutputError(message("--out: give the name of the file to write (it is empty)"))
    if out.endswith(("/", os.sep)) or os.path.isdir(out):
        raise OutputError(message("--out {out}: is a folder; give a file name", out=out))
    kind = _kind(out)
    if kind in (stat.S_IFBLK, stat.S_IFSOCK):
        raise OutputError(message("--out {out}: is a device or a socket, not a file; give a "
                                  "file name", out=out))
    if kind in (stat.S_IFCHR, stat.S_IFIFO):
        return  # /dev/null, a terminal, a pipe: written to as it is
    for given in inputs:
        if given and _same_file(out, given):
            raise OutputError(message("--out {out}: that is the input file {given}; printing "
                                      "over it would destroy it (choose another name)",
                                      out=out, given=given))
    written = os.path.realpath(out) if os.path.islink(out) else os.path.abspath(out)
    folder = os.path.dirname(written)
    if not os.path.isdir(folder):
        raise OutputError(message("--out {out}: the folder {folder} does not exist", out=out,
                                  folder=folder))


def wants_svg(out: str) -> bool:
    return out.lower().endswith(".svg")


def _stream(out: str, data: bytes) -> None:
    """Write into a device or a pipe as it is (a pipe nobody reads is refused at once)."""
    fd = os.open(out, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)


def write_output(out: str, data: bytes) -> None:
    """Write atomically, or into a device or pipe as it is (raises OutputError naming the
    file)."""
    try:
        if _streamed(out):
            _stream(out, data)
        else:
            atomic_write_bytes(out, data, backup=False)
    except OSError as exc:
        raise OutputError(message("{out}: cannot be written: {error}", out=out,
                                  error=os_error_words(exc))) from None

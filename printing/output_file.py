"""Where `sagrada-artisans print` writes: checked before anything is printed, written
atomically after.

The output is never one of the inputs (a save printed over itself is lost), its folder must
exist, and its name says what it holds (.svg for a window picture, anything else a PDF). The
file is written to a temporary file beside it and then renamed over it, so a full disk or an
interrupted run leaves the previous file whole.
"""

from __future__ import annotations

import os
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


def check_output(out: str, inputs: Iterable[str | None]) -> None:
    """Refuse an output that is one of the inputs, a folder, or in a folder that is missing."""
    for given in inputs:
        if given and _same_file(out, given):
            raise OutputError(message("--out {out}: that is the input file {given}; printing "
                                      "over it would destroy it (choose another name)",
                                      out=out, given=given))
    if os.path.isdir(out):
        raise OutputError(message("--out {out}: is a folder; give a file name", out=out))
    folder = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(folder):
        raise OutputError(message("--out {out}: the folder {folder} does not exist", out=out,
                                  folder=folder))


def wants_svg(out: str) -> bool:
    return out.lower().endswith(".svg")


def write_output(out: str, data: bytes) -> None:
    """Write atomically (raises OutputError naming the file)."""
    try:
        atomic_write_bytes(out, data, backup=False)
    except OSError as exc:
        raise OutputError(message("{out}: cannot be written: {error}", out=out,
                                  error=os_error_words(exc))) from None

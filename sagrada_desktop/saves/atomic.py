"""Writing a file so that a crash never leaves it half written, keeping the previous one."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where atomic_write keeps the previous version: the same name plus ".bak"."""
    p = Path(path)
    return p.with_name(p.name + ".bak")


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _write_temp(directory: Path, prefix: str, data: bytes) -> Path:
    fd, name = tempfile.mkstemp(dir=directory, prefix=prefix, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
    return Path(name)


def atomic_write(path: str | os.PathLike[str], text: str, *, backup: bool = True) -> None:
    """Write `text` (UTF-8) to `path` atomically: a temporary file in the same directory,
    flushed and fsynced, then renamed over `path`. With `backup`, the file `path` held
    before is kept as `path + ".bak"` (itself replaced atomically). Raises OSError.
    """
    target = Path(path)
    directory = target.parent
    prefix = f".{target.name}."
    tmp = _write_temp(directory, prefix, text.encode("utf-8"))
    try:
        if backup and target.exists():
            bak_tmp = _write_temp(directory, prefix, target.read_bytes())
            try:
                os.replace(bak_tmp, backup_path(target))
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(bak_tmp)
                raise
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(directory)

"""Writing a file so that a crash never leaves it half written, keeping the previous one."""

from __future__ import annotations

import contextlib
import glob
import os
import stat
import tempfile
from pathlib import Path


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where atomic_write keeps the previous version: the same name plus ".bak"."""
    p = Path(path)
    return p.with_name(p.name + ".bak")


def exists(path: str | os.PathLike[str]) -> bool:
    """Does anything exist at `path`? False, not an error, for a name too long to look up."""
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _mode_for(target: Path) -> int:
    """The permissions the written file gets: those of the file it replaces, or the usual
    ones for a new file (0666 less the umask), never mkstemp's private 0600."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def remove_stray_temporaries(target: Path) -> None:
    """Temporary files an interrupted write of `target` left beside it."""
    for stray in target.parent.glob(f".{glob.escape(target.name)}.*.tmp"):
        with contextlib.suppress(OSError):
            stray.unlink()


def _write_temp(directory: Path, prefix: str, data: bytes, mode: int = 0o600) -> Path:
    fd, name = tempfile.mkstemp(dir=directory, prefix=prefix, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            if os.name == "posix":
                os.fchmod(f.fileno(), mode)
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
    before is kept as `path + ".bak"` (itself replaced atomically). The file keeps the
    permissions of the one it replaces; temporary files of an interrupted earlier write are
    removed. Raises OSError (and UnicodeEncodeError for text that is not Unicode)."""
    atomic_write_bytes(path, text.encode("utf-8"), backup=backup)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, backup: bool = True
                       ) -> None:
    """atomic_write for bytes (PDF pages, pictures)."""
    target = Path(path)
    directory = target.parent
    prefix = f".{target.name}."
    remove_stray_temporaries(target)
    mode = _mode_for(target)
    tmp = _write_temp(directory, prefix, data, mode)
    try:
        if backup and target.is_file():
            bak_tmp = _write_temp(directory, prefix, target.read_bytes(), mode)
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

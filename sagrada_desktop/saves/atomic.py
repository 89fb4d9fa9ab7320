"""Writing a file so that a crash never leaves it half written, keeping the previous one.

Only what the write itself made is ever removed: its own temporary file when it fails. A
file beside the target that merely looks like a temporary (".game.json.notes.tmp", or one an
interrupted write of another window of the program is still filling) is left alone. Names are
measured in bytes, as the file system measures them: the temporary's name is shortened to fit
the folder's limit (255 bytes on most), whatever the target's name. A link is written through
to the file it points to (the link stays a link); anything else that is not a plain file (a
folder, a device, a pipe) is refused, never replaced.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from ..wording.system_errors import NotAPlainFile as NotAPlainFile  # raised here

NAME_MAX = 255  # bytes of one name, where the file system does not say
_TEMP_EXTRA = len(b"..") + 8 + len(b".tmp")  # ".{name}.XXXXXXXX.tmp": mkstemp's 8 letters


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


def name_max(directory: str | os.PathLike[str]) -> int:
    """The longest name (in bytes) the folder's file system takes."""
    try:
        return int(os.pathconf(directory, "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError):
        return NAME_MAX


def name_bytes(name: str) -> int:
    """The length of a file name as the file system counts it (bytes, not characters)."""
    return len(os.fsencode(name))


def shortened(name: str, most: int) -> str:
    """`name` cut (at a character, never inside one) to at most `most` bytes."""
    out: list[str] = []
    used = 0
    for ch in name:
        size = name_bytes(ch)
        if used + size > most:
            break
        out.append(ch)
        used += size
    return "".join(out)


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


def written_path(path: str | os.PathLike[str]) -> Path:
    """The file a write of `path` changes: `path` itself, or the file a link points to (links
    followed to the end). Raises NotAPlainFile for a folder, a device, a pipe or a socket, and
    the system's OSError for a link that points in a circle."""
    target = Path(path)
    if target.is_symlink():
        target = Path(os.path.realpath(target, strict=False))
        if target.is_symlink():  # realpath stops inside a loop: the link cannot be followed
            raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), os.fspath(path))
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return target
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    if not stat.S_ISREG(info.st_mode):
        raise NotAPlainFile(errno.EINVAL, "not a plain file", os.fspath(path))
    return target


def temp_prefix(target: Path) -> str:
    """The start of a temporary file's name beside `target` (".{name}."), the name shortened
    so that the whole temporary name fits the folder's limit."""
    room = name_max(target.parent) - _TEMP_EXTRA
    return f".{shortened(target.name, room)}."


def atomic_write(path: str | os.PathLike[str], text: str, *, backup: bool = True) -> None:
    """Write `text` (UTF-8) to `path` atomically: a temporary file in the same directory,
    flushed and fsynced, then renamed over `path`. With `backup`, the file `path` held
    before is kept as `path + ".bak"` (itself replaced atomically). The file keeps the
    permissions of the one it replaces. Raises OSError (NotAPlainFile for a target that is
    not a plain file) and UnicodeEncodeError for text that is not Unicode."""
    atomic_write_bytes(path, text.encode("utf-8"), backup=backup)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, backup: bool = True
                       ) -> None:
    """atomic_write for bytes (PDF pages, pictures)."""
    target = written_path(path)
    directory = target.parent
    prefix = temp_prefix(target)
    mode = _mode_for(target)
    tmp = _write_temp(directory, prefix, data, mode)
    try:
        bak = backup_path(target)
        if backup and target.is_file() and name_bytes(bak.name) <= name_max(directory):
            bak_tmp = _write_temp(directory, prefix, target.read_bytes(), mode)
            try:
                os.replace(bak_tmp, bak)
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

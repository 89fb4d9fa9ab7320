"""Reading a save file's text, with the same plain errors for games and campaigns."""

from __future__ import annotations

import os
import stat

from .errors import CodecError

MAX_BYTES = 64 * 1024 * 1024  # far beyond any campaign's save


def read_save_text(path: str | os.PathLike[str]) -> str:
    """The file's text. A file that is not UTF-8 text or cannot be read raises CodecError;
    a missing file raises FileNotFoundError, so each caller can say what to do about it."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise CodecError(["not a regular file (a folder, a pipe or a device)"])
        if os.stat(path).st_size > MAX_BYTES:
            raise CodecError([f"too large for a save ({os.stat(path).st_size:,} bytes; "
                              f"at most {MAX_BYTES:,})"])
        with open(path, encoding="utf-8") as f:
            return f.read(MAX_BYTES + 1)
    except UnicodeDecodeError:
        raise CodecError(["not a text file (it is not UTF-8)"]) from None
    except FileNotFoundError:
        raise
    except OSError as e:
        raise CodecError([f"cannot be read: {e.strerror or e}"]) from None

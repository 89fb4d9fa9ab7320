"""Reading a save file's text, with the same plain errors for games and campaigns."""

from __future__ import annotations

import os

from .errors import CodecError


def read_save_text(path: str | os.PathLike[str]) -> str:
    """The file's text. A file that is not UTF-8 text or cannot be read raises CodecError;
    a missing file raises FileNotFoundError, so each caller can say what to do about it."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except UnicodeDecodeError:
        raise CodecError(["not a text file (it is not UTF-8)"]) from None
    except FileNotFoundError:
        raise
    except OSError as e:
        raise CodecError([f"cannot be read: {e.strerror or e}"]) from None

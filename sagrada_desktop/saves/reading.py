"""Reading a save file's text, with the same plain errors for games and campaigns."""

from __future__ import annotations

import os
import stat

from ..codec.details import Worded, detail
from ..wording.system_errors import os_error_words
from .errors import CodecError
from .size_limits import text_size_problems

MAX_BYTES = 64 * 1024 * 1024  # far beyond any campaign's save


def read_save_text(path: str | os.PathLike[str]) -> str:
    """The file's text (without a UTF-8 BOM). A file that is not UTF-8 text, cannot be read or
    holds far more values than any save raises CodecError; a missing file raises
    FileNotFoundError, so each caller can say what to do about it."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise CodecError([detail("not-regular-file")])
        if os.stat(path).st_size > MAX_BYTES:
            raise CodecError([detail("too-large", size=f"{os.stat(path).st_size:,}",
                                     most=f"{MAX_BYTES:,}")])
        with open(path, encoding="utf-8-sig") as f:  # a UTF-8 BOM (some editors add it) is read
            text = f.read(MAX_BYTES + 1)
    except UnicodeDecodeError:
        raise CodecError([detail("not-utf8")]) from None
    except FileNotFoundError:
        raise
    except OSError as e:
        raise CodecError([detail("cannot-read", error=Worded(os_error_words(e, "en"),
                                                             os_error_words(e, "zh_TW")))]) from None
    too_many = text_size_problems(text)
    if too_many:
        raise CodecError(too_many)
    return text

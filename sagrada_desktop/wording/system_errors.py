"""What the operating system said when a file could not be read or written, in words: the
common error numbers worded in English and Traditional Chinese, any other one in the system's
own text (the fallback). A save, a campaign or a content file names the file itself; these are
the words after it ("cannot be saved: the disk is full")."""

from __future__ import annotations

import errno

from .language import chosen

# error number -> (English, 繁體中文)
WORDS: dict[int, tuple[str, str]] = {
    errno.ENOENT: ("no such file or folder", "找不到這個檔案或資料夾"),
    errno.EACCES: ("permission denied (the file or its folder may not be read or written)",
                   "沒有權限（不得讀寫這個檔案或其資料夾）"),
    errno.EPERM: ("the operation is not permitted", "不允許這項操作"),
    errno.ENOSPC: ("the disk is full", "磁碟已滿"),
    errno.EISDIR: ("it is a folder, not a file", "這是資料夾，不是檔案"),
    errno.ENOTDIR: ("a part of the path is a file, not a folder",
                    "路徑中有一部分是檔案，而不是資料夾"),
    errno.EROFS: ("the disk is read-only", "磁碟是唯讀的"),
    errno.EEXIST: ("a file of that name already exists", "已經有同名的檔案"),
    errno.ELOOP: ("a link points back to itself (links in a circle)", "連結又指回自己（連結繞成一圈）"),
    errno.ENAMETOOLONG: ("the name is too long for the disk", "名稱對這個磁碟來說太長"),
    errno.ENXIO: ("nothing is reading from it (a pipe or a device without a reader)",
                  "沒有程式在讀取（沒有讀取端的管道或裝置）"),
}


class NotAPlainFile(OSError):
    """The program's own refusal to write over something that is not a plain file (a folder,
    a device, a pipe or a socket): saves/atomic.py raises it, these words say it."""


NOT_A_PLAIN_FILE = ("not a plain file (a device, a pipe or a socket): it is never replaced",
                    "不是一般的檔案（是裝置、管道或通訊端）：不會被取代")


def os_error_words(exc: OSError, lang: str | None = None) -> str:
    """The reason an operation on a file failed, in `lang` (the current language by default):
    worded for the common error numbers, else the system's own text ("[Errno 5] ...")."""
    if isinstance(exc, NotAPlainFile):
        return NOT_A_PLAIN_FILE[chosen(lang) == "zh_TW"]
    words = WORDS.get(exc.errno) if exc.errno is not None else None
    if words is not None:
        return words[chosen(lang) == "zh_TW"]
    return exc.strerror or str(exc)


def os_error_text(exc: OSError, lang: str | None = None) -> str:
    """os_error_words with the file it happened to, when the system named one:
    "/home/ana/game.json: no such file or folder"."""
    words = os_error_words(exc, lang)
    if exc.filename is None:
        return words
    sep = "：" if chosen(lang) == "zh_TW" else ": "
    return f"{exc.filename}{sep}{words}"


def failure_text(exc: BaseException, lang: str | None = None) -> str:
    """An error as a person reads it: the program's own errors (a SaveError, a ContentError)
    are worded already; an OSError is worded here."""
    return os_error_text(exc, lang) if isinstance(exc, OSError) else str(exc)

"""The player's settings, kept with QSettings: colour-blind textures (on by default), the pace
of computer turns and animations, the page size of print-outs and the language ("system":
follow the system's locale, "en", "zh_TW"), the Glory modules last chosen and the solo best
scores; and what the program remembers between runs: whether an export opens its file, the main
window's size, place and state, the join code of the game it last hosted. A value the settings file holds that is not one of its kind (the
file edited by hand, or written by another version) reads as the default: settings never stop
the program."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from .i18n import CHINESE, ENGLISH, SYSTEM

PACES = {"slow": 1400, "normal": 700, "fast": 250, "instant": 0}
PAGE_SIZES = ("A4", "Letter")
LANGUAGE_CHOICES = (SYSTEM, ENGLISH, CHINESE)
MAX_SCORE_DIGITS = 6  # a game's total is a few hundred at most


class Settings(QObject):
    changed = Signal()

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings()

    def _get(self, key: str, default: object) -> object:
        value = self._store.value(key, default)
        return default if value is None else value

    @property
    def textures(self) -> bool:
        v = self._get("display/textures", True)
        return v if isinstance(v, bool) else str(v).lower() in ("true", "1")

    @property
    def pace(self) -> str:
        v = str(self._get("play/pace", "normal"))
        return v if v in PACES else "normal"

    @property
    def pace_ms(self) -> int:
        return PACES[self.pace]

    @property
    def turn_sound(self) -> bool:
        """A sound (the system's bell) when a game over the network comes to your turn."""
        v = self._get("play/turn_sound", False)
        return v if isinstance(v, bool) else str(v).lower() in ("true", "1")

    @property
    def page_size(self) -> str:
        v = str(self._get("print/page_size", "A4"))
        return v if v in PAGE_SIZES else "A4"

    @property
    def language(self) -> str:
        v = str(self._get("display/language", SYSTEM))
        return v if v in LANGUAGE_CHOICES else SYSTEM

    def hosted_code(self, game: str, port: int) -> str:
        """The join code this computer last hosted `game` with on `port` ("" if another game
        or port, or none): a host started again on its autosave (after a crash) gives the same
        code, so its guests' programs come back to their seats by themselves."""
        parts = str(self._get("network/hosted", "")).split(" ")
        if len(parts) != 3 or port == 0 or parts[:2] != [game, str(port)]:
            return ""
        code = parts[2]
        return code if len(code) == 6 and code.isalnum() and code.isupper() else ""

    def remember_hosting(self, game: str, port: int, code: str) -> None:
        self._store.setValue("network/hosted", f"{game} {port} {code}")
        self._store.sync()

    def update(self, *, textures: bool | None = None, pace: str | None = None,
               page_size: str | None = None, language: str | None = None,
               turn_sound: bool | None = None) -> None:
        if textures is not None:
            self._store.setValue("display/textures", textures)
        if turn_sound is not None:
            self._store.setValue("play/turn_sound", turn_sound)
        if pace is not None and pace in PACES:
            self._store.setValue("play/pace", pace)
        if page_size is not None and page_size in PAGE_SIZES:
            self._store.setValue("print/page_size", page_size)
        if language is not None and language in LANGUAGE_CHOICES:
            self._store.setValue("display/language", language)
        self._store.sync()
        self.changed.emit()

    @property
    def open_exports(self) -> bool:
        """Export to PDF opens the file once written (the dialog's check box, remembered)."""
        return str(self._store.value("print/open_when_done", True)).lower() in ("true", "1")

    def set_open_exports(self, on: bool) -> None:
        self._store.setValue("print/open_when_done", on)
        self._store.sync()

    def window_geometry(self) -> bytes:
        """The main window's size, place and state when it last closed (b"": never)."""
        v = self._store.value("window/geometry", QByteArray())
        return bytes(v.data()) if isinstance(v, QByteArray) else b""

    def set_window_geometry(self, geometry: bytes) -> None:
        self._store.setValue("window/geometry", QByteArray(geometry))
        self._store.sync()

    def glory_module(self, key: str) -> bool:
        """Whether the Glory module `key` (strife, pioneer, flourish, rivalry) was last on."""
        return str(self._store.value(f"glory/{key}", False)).lower() in ("true", "1")

    def set_glory_module(self, key: str, on: bool) -> None:
        self._store.setValue(f"glory/{key}", on)
        self._store.sync()

    def best_score(self, window_id: str) -> int | None:
        """The best solo score-attack total on a window (None: none yet, or a value in the
        settings file that is no score: a word, a list, a number of thousands of digits)."""
        v = self._store.value(f"solo/best/{window_id}")
        if isinstance(v, bool) or not isinstance(v, int | str):
            return None
        text = str(v).strip()
        digits = text[1:] if text[:1] in "+-" else text
        if not digits.isascii() or not digits.isdigit() or len(digits) > MAX_SCORE_DIGITS:
            return None
        return int(text)

    def record_solo(self, window_id: str, total: int) -> bool:
        """Keep a solo total when it beats the best so far; True when it is a new best."""
        best = self.best_score(window_id)
        if best is None or total > best:
            self._store.setValue(f"solo/best/{window_id}", total)
            self._store.sync()
            return True
        return False


_SHARED: Settings | None = None


def shared() -> Settings:
    """The program's settings (one instance, created on first use)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = Settings()
    return _SHARED


def use(settings: Settings) -> None:
    """Make `settings` the shared one (tests use a temporary store)."""
    global _SHARED
    _SHARED = settings

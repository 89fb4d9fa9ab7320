"""A designed window's file: one JSON document through the one codec, versioned like the saves.

    {"format": "sagrada-artisans-window", "schema_version": 1,
     "window": {"id": "own-3f9a0c21e7", "name": "Rose of the Crypt",
                "pattern": ". R . * . 3\\n2 . R . 5 .\\n...",      the window notation
                "tools": [{"name": ..., "effect": {"kind": ...}, "boxes": [1, 2], "text": ...}],
                "legacy_points": 3, "objectives_left_out": ["row-color-variety"]}}

The same file is kept in the data folder (own_windows.py) and shared with a friend (export,
import). Reading is strict and bounded: a file larger than MAX_BYTES, not UTF-8, not JSON,
nested too deeply, of another format or a newer schema, with an unknown field, a wrong type,
an unknown colour, a grid larger than 6 x 6, a name longer than MAX_NAME characters, more than
three tools or a number out of range is refused with each problem named at its field. An
imported window must also have tools the program's windows use (the text a card prints and
what it does always agree) and pass the checks (`checks.is_finished`), which the screen says.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Sequence
from typing import Any

from attrs import evolve

from ..codec.details import Detail, Quoted, Worded, detail, got, rule
from ..content.bounds import MAX_BOX, MAX_BOXES, MAX_WINDOW_LEGACY
from ..engine import BASE_OBJECTIVES
from ..saves.atomic import atomic_write
from ..saves.codec import dumps, from_json, loads, to_json
from ..saves.errors import CodecError
from ..saves.migrations import upgrade
from ..saves.setup_checks import MAX_SIDE
from ..wording import message
from ..wording.system_errors import os_error_words
from .draft import WindowDraft
from .tool_choices import ToolChoice, matching

FORMAT = "sagrada-artisans-window"
SCHEMA_VERSION = 1
SUFFIX = ".sagrada-window.json"  # a shared window's file name ends so
MAX_BYTES = 256 * 1024  # a 6 x 6 window with long texts is a few kilobytes
MAX_NAME = 60  # characters of a window's name (what fits on paper is checks' affair)
MAX_TOOLS = 3
_KEYS = ("format", "schema_version", "window")
_ID = re.compile(r"own-[a-z0-9]+(-[a-z0-9]+)*")
WINDOW = Worded("window", "玻璃窗")
MIGRATIONS: dict[int, Any] = {}  # schema steps, as the saves have them (none yet: version 1)


class DesignFileError(Exception):
    """A window file that cannot be read, trusted or written; the message names the file and
    every problem found in it (`details`, at their fields)."""

    def __init__(self, text: str, details: Sequence[Detail] = ()) -> None:
        super().__init__(text)
        self.details = tuple(details)


def draft_document(draft: WindowDraft) -> dict[str, Any]:
    return {"format": FORMAT, "schema_version": SCHEMA_VERSION,
            "window": to_json(draft, WindowDraft)}


def draft_text(draft: WindowDraft) -> str:
    return dumps(draft_document(draft))


def save_draft(path: str | os.PathLike[str], draft: WindowDraft, *, backup: bool = True) -> None:
    """Write the window atomically (saves/atomic.py), the file it replaces kept as .bak."""
    try:
        atomic_write(path, draft_text(draft), backup=backup)
    except (OSError, UnicodeEncodeError) as e:
        error = os_error_words(e) if isinstance(e, OSError) else str(e)
        raise DesignFileError(message("{path}: the window cannot be saved: {error}",
                                      path=os.fspath(path), error=error)) from None


def load_draft(path: str | os.PathLike[str]) -> WindowDraft:
    """Read a window file; DesignFileError names the file and what is wrong."""
    name = os.fspath(path)
    try:
        return read_draft(loads(_text(path), ""))
    except CodecError as e:
        raise DesignFileError(message("{path}: this window cannot be opened: {error}", path=name,
                                      error=e), e.details) from None
    except FileNotFoundError:
        raise DesignFileError(message("{path}: no such file", path=name)) from None


def import_draft(path: str | os.PathLike[str], choices: Sequence[ToolChoice]) -> WindowDraft:
    """A friend's window file: read as load_draft does, its tools the program's own window
    tools (`choices`: read with the content's words, which a newer content may have changed)."""
    draft = load_draft(path)
    tools, problems = [], []
    for i, tool in enumerate(draft.tools):
        choice = matching(tool, choices)
        if choice is None:
            problems.append(rule("not-a-window-tool", f"window.tools[{i}]",
                                 name=Quoted(tool.name)))
        else:
            tools.append(choice.tool)
    if problems:
        error = CodecError(problems)
        raise DesignFileError(message("{path}: this window cannot be opened: {error}",
                                      path=os.fspath(path), error=error), problems)
    return evolve(draft, tools=tuple(tools))


def _text(path: str | os.PathLike[str]) -> str:
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise CodecError([detail("not-regular-file")])
        if info.st_size > MAX_BYTES:
            raise CodecError([rule("window-file-size", size=f"{info.st_size:,}",
                                   most=f"{MAX_BYTES:,}")])
        with open(path, encoding="utf-8") as f:
            text = f.read(MAX_BYTES + 1)
    except UnicodeDecodeError:
        raise CodecError([detail("not-utf8")]) from None
    except FileNotFoundError:
        raise
    except OSError as e:
        raise CodecError([detail("cannot-read", error=Worded(
            os_error_words(e, "en"), os_error_words(e, "zh_TW")))]) from None
    if len(text.encode("utf-8")) > MAX_BYTES:  # grown since it was looked at
        raise CodecError([rule("window-file-size", size=f"> {MAX_BYTES:,}",
                               most=f"{MAX_BYTES:,}")])
    return text


def read_draft(data: Any) -> WindowDraft:
    """A parsed window document, migrated and checked; raises CodecError naming each field."""
    if not isinstance(data, dict):
        raise CodecError([detail("holds-not", got=got(data), what=WINDOW)])
    doc: dict[str, Any] = data
    if doc.get("format") != FORMAT:
        raise CodecError([detail("wrong-format", expected=repr(FORMAT),
                                 got=repr(doc.get("format"))[:80], what=WINDOW)])
    doc = upgrade(doc, current=SCHEMA_VERSION, steps=MIGRATIONS)  # MigrationError: a CodecError
    extra = sorted(set(doc) - set(_KEYS))
    missing = [k for k in _KEYS if k not in doc]
    if extra or missing:
        raise CodecError([detail("missing-field", k) for k in missing]
                         + [detail("unexpected-field", k[:40]) for k in extra])
    draft: WindowDraft = from_json(doc["window"], WindowDraft, "window")
    problems = draft_problems(draft, "window")
    if problems:
        raise CodecError(problems)
    return draft


def draft_problems(draft: WindowDraft, where: str) -> list[Detail]:
    """What no window of the designer can hold, each at its field (empty: none)."""
    out: list[Detail] = []
    if not _ID.fullmatch(draft.id) or len(draft.id) > MAX_NAME:
        out.append(rule("own-window-id", f"{where}.id"))
    if len(draft.name) > MAX_NAME:
        out.append(detail("text-too-long", f"{where}.name", length=len(draft.name),
                          most=MAX_NAME))
    p = draft.pattern
    if not (1 <= p.rows <= MAX_SIDE and 1 <= p.cols <= MAX_SIDE):
        out.append(detail("window-too-large", f"{where}.pattern", rows=p.rows, cols=p.cols,
                          most=MAX_SIDE))
    if any(f is not None for f in p.fills):
        out.append(detail("design-has-dice", f"{where}.pattern"))
    if len(draft.tools) > MAX_TOOLS:
        out.append(detail("at-most", f"{where}.tools", most=MAX_TOOLS))
    for i, tool in enumerate(draft.tools):
        if not 1 <= len(tool.boxes) <= MAX_BOXES:
            out.append(detail("point-boxes", f"{where}.tools[{i}].boxes", most=MAX_BOXES,
                              count=len(tool.boxes)))
        for j, box in enumerate(tool.boxes):
            if not 0 <= box <= MAX_BOX:
                out.append(detail("not-in-range", f"{where}.tools[{i}].boxes[{j}]", value=box,
                                  low=0, high=MAX_BOX))
    if not 0 <= draft.legacy_points <= MAX_WINDOW_LEGACY:
        out.append(detail("not-in-range", f"{where}.legacy_points", value=draft.legacy_points,
                          low=0, high=MAX_WINDOW_LEGACY))
    seen: set[str] = set()
    for i, oid in enumerate(draft.objectives_left_out):
        at = f"{where}.objectives_left_out[{i}]"
        if oid not in BASE_OBJECTIVES:
            out.append(detail("unknown-objective", at, ident=Quoted(oid[:40])))
        elif oid in seen:
            out.append(detail("appears-twice", at, what=Worded("public objective", "公共目標"),
                              ident=Quoted(oid)))
        seen.add(oid)
    return out

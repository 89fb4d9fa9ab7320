"""The one JSON format of saves, replays, test fixtures and the UI's drag payload.

Shapes:
- a colour is its notation letter: "R";
- a die is the text "R3" (colour letter, then its value, which may be "B-1" or "G7");
- a window is its notation text (NOTATION.md), fills included;
- effects, actions and the steps of the die in hand are objects tagged by their `kind` field,
  tag first: {"kind": "fill", "row": 2, "col": 3} (older saves' steps, English text, are read);
- a frozenset is a sorted list; tuples are lists; a Stage is its value ("draft");
- GameSetup is whole (window design, abilities, Tool Cards), so a save is self-contained;
- GameState is the whole snapshot; `with_setup=False` leaves its setup out (the game file
  stores the setup once, beside the snapshot).

Reading is strict: a value of the wrong type is an error naming its path
(at setup.seats[0].name: expected text, got a number; codec/details.py), never coerced. The shapes and checks are
those of the one converter (sagrada_desktop.codec), which the content files share.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from cattrs.errors import ClassValidationError, IterableValidationError

from .. import codec
from ..codec.details import Detail, DetailKind, Expected, Raw, Worded, detail, got
from ..engine import Action, GameSetup, GameState
from .errors import CodecError

T = TypeVar("T")


def _problems(exc: BaseException, where: str) -> list[Detail]:
    return [d.located(where) for d in codec.problems(exc)]


def to_json(obj: Any, as_type: Any = None) -> Any:
    """Any engine value as plain JSON data (dicts, lists, text, numbers)."""
    return codec.unstructure(obj, as_type)


def from_json(data: Any, as_type: type[T] | Any, where: str = "value") -> T:
    """Read JSON data as `as_type`; raises CodecError naming each wrong field under `where`."""
    try:
        return codec.structure(data, as_type)  # type: ignore[no-any-return]
    except (ClassValidationError, IterableValidationError, codec.Invalid) as e:
        raise CodecError(_problems(e, where)) from None
    except (ValueError, TypeError, KeyError, AttributeError) as e:
        # an engine constructor refusing a value (an attrs converter, a notation check)
        raise CodecError([codec.describe(e, None).located(where)]) from None


def action_to_json(action: Action) -> dict[str, Any]:
    return to_json(action, Action)  # type: ignore[no-any-return]


def action_from_json(data: Any, where: str = "action") -> Action:
    return from_json(data, Action, where)  # type: ignore[no-any-return,unused-ignore]


def setup_to_json(setup: GameSetup) -> dict[str, Any]:
    return to_json(setup, GameSetup)  # type: ignore[no-any-return]


def setup_from_json(data: Any, where: str = "setup") -> GameSetup:
    return from_json(data, GameSetup, where)


def state_to_json(state: GameState, *, with_setup: bool = True) -> dict[str, Any]:
    data: dict[str, Any] = to_json(state, GameState)
    if not with_setup:
        del data["setup"]
    return data


def state_from_json(data: Any, setup: GameSetup | None = None, where: str = "state") -> GameState:
    """Read a snapshot; pass `setup` when the snapshot was written with with_setup=False."""
    if setup is not None:
        fields = codec.expect_dict(data) if isinstance(data, dict) else None
        if fields is None:
            raise CodecError([detail("expected", where, expected=Expected("object"),
                                     got=got(data))])
        if "setup" in fields:
            raise CodecError([detail("not-expected-here", f"{where}.setup")])
        data = {**fields, "setup": setup_to_json(setup)}
    return from_json(data, GameState, where)


def action_to_text(action: Action) -> str:
    """One line of JSON: the drag payload of the UI, and a line of a log."""
    return dumps(action_to_json(action), compact=True)


def action_from_text(text: str, where: str = "action") -> Action:
    return action_from_json(loads(text, where), where)


def dumps(data: Any, *, compact: bool = False) -> str:
    """JSON text: indented for files, one line (compact) for drag payloads and JSON lines."""
    if compact:
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def _unclosed(text: str) -> bool:
    """Does the text end inside a string or with brackets left open (as a cut-short file)?"""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return in_string or depth > 0


def loads(text: str, where: str = "text") -> Any:
    """Parse JSON text; raises CodecError with the line and column of the problem."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        kind: DetailKind = "invalid-json-cut" if _unclosed(text) else "invalid-json"
        raise CodecError([detail(kind, where, line=e.lineno, column=e.colno,
                                 error=_json_words(e.msg))]) from None
    except RecursionError:
        raise CodecError([detail("nested-too-deeply", where or "text")]) from None
    except ValueError as e:  # a number of more than 4,300 digits, and the like
        raise CodecError([detail("unreadable-json", where,
                                 error=Raw(_first_words(str(e))))]) from None


# what Python's JSON reader says (its fixed messages, without the position), in both languages
JSON_WORDS: dict[str, str] = {
    "Expecting value": "這裡應有一個值",
    "Expecting ',' delimiter": "這裡應有逗號 ','",
    "Expecting ':' delimiter": "這裡應有冒號 ':'",
    "Expecting property name enclosed in double quotes": "這裡應有加雙引號的欄位名稱",
    "Unterminated string starting at": "文字的引號沒有結束",
    "Invalid control character at": "有不合法的控制字元",
    "Extra data": "JSON 結束後還有多餘的內容",
    "Invalid \\escape": "有不合法的跳脫字元",
    "Invalid \\uXXXX escape": "有不合法的 \\uXXXX 跳脫字元",
}


def _json_words(msg: str) -> Worded | Raw:
    """The JSON reader's message in both languages (as it is, when it is not a known one)."""
    zh = JSON_WORDS.get(msg)
    return Worded(msg, zh) if zh is not None else Raw(msg)


def _first_words(message: str) -> str:
    """An exception's message, shortened to its first sentence."""
    return message.split(";")[0].split(". ")[0].strip() or "unreadable"

"""The shared hooks of the one converter: values are checked, never coerced ("3" is not an
int, a string is not a list), so a damaged save or a mistyped content file is reported instead
of read as something else. A colour is its notation letter, a die "R3", a window its notation
text, a frozenset a sorted list, a tagged union an object whose `kind` comes first."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Literal, get_args, get_origin

import attrs

from ..engine import Color, Die, Window, format_window, parse_window
from .details import Detail, Expected, Quoted, Raw, detail, got

if TYPE_CHECKING:  # cattrs is imported with the converter (codec/converter.py), not with these
    # checks of single values, which the start screen's booster windows are read with too
    from cattrs import Converter

_DIE_RE = re.compile(r"^([RYGBPOS])(-?\d+)$")


class Invalid(ValueError):
    """A value of the wrong shape: `detail` says what is wrong (codec/details.py)."""

    def __init__(self, detail: Detail) -> None:
        super().__init__(detail.kind)
        self.detail = detail


def kind_of(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int):
        return "a number"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


_SURROGATE = re.compile("[\ud800-\udfff]")
# characters of any text read from a file: a limit for typing is not a limit for reading.
# Versions up to 2026-11-30 let a person type names of up to 32,767 characters (Qt's line
# edit) and wrote the campaign log as English lines holding several of them; names are held to
# their own reading limit (saves/setup_checks.MAX_NAME_READ)
MAX_TEXT = 1 << 18


def expect_str(value: object, _: object = None) -> str:
    if not isinstance(value, str):
        raise Invalid(detail("expected", expected=Expected("text"), got=got(value)))
    if _SURROGATE.search(value):
        raise Invalid(detail("broken-character"))
    if len(value) > MAX_TEXT:
        raise Invalid(detail("text-too-long", length=len(value), most=MAX_TEXT))
    return value


def expect_int(value: object, _: object = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise Invalid(detail("expected", expected=Expected("number"), got=got(value)))
    return value


def expect_bool(value: object, _: object = None) -> bool:
    if not isinstance(value, bool):
        raise Invalid(detail("expected", expected=Expected("bool"), got=got(value)))
    return value


def expect_list(value: object) -> list[Any]:
    if not isinstance(value, list):
        raise Invalid(detail("expected", expected=Expected("list"), got=got(value)))
    return value


def expect_dict(value: object) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise Invalid(detail("expected", expected=Expected("object"), got=got(value)))
    return value


def die_to_text(die: Die) -> str:
    return f"{die.color.letter}{die.value}"


def die_from_text(value: object, _: object = None) -> Die:
    m = _DIE_RE.match(expect_str(value))
    if m is None:
        raise Invalid(detail("die-text", given=Quoted(str(value))))
    return Die(Color.from_letter(m.group(1)), int(m.group(2)))


def color_from_text(value: object, _: object = None) -> Color:
    try:
        return Color.from_letter(expect_str(value))
    except Invalid:
        raise
    except ValueError:
        raise Invalid(detail("not-a-colour", given=Quoted(str(value)))) from None


def window_from_text(value: object, _: object = None) -> Window:
    try:
        return parse_window(expect_str(value))
    except Invalid:
        raise
    except ValueError as e:
        raise Invalid(detail("window-notation", error=Raw(str(e)))) from None


def _is_homogeneous_tuple(t: Any) -> bool:
    args = get_args(t)
    return get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis


def _is_frozenset(t: Any) -> bool:
    return get_origin(t) is frozenset


def _is_literal(t: Any) -> bool:
    return get_origin(t) is Literal


_PLURALS: dict[Any, Expected] = {int: Expected("numbers"), str: Expected("texts"),
                                 bool: Expected("bools"), Color: Expected("colours"),
                                 Die: Expected("dice")}


def _list_of(element: Any) -> Expected:
    """A list of whole numbers, a list of tables, or a list of other elements."""
    if element in _PLURALS:
        return _PLURALS[element]
    return Expected("tables") if attrs.has(element) else Expected("list")


def _strict_tuple(t: Any, conv: Converter) -> Callable[[Any, Any], tuple[Any, ...]]:
    from cattrs.cols import homogenous_tuple_structure_factory

    inner = homogenous_tuple_structure_factory(t, conv)
    expected = _list_of(get_args(t)[0])

    def structure(value: Any, cls: Any) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise Invalid(detail("expected", expected=expected, got=got(value)))
        return tuple(inner(value, cls))

    return structure


def _strict_frozenset(t: Any, conv: Converter) -> Callable[[Any, Any], frozenset[Any]]:
    from cattrs.cols import list_structure_factory

    as_list: Any = list[get_args(t)[0]]  # type: ignore[misc]
    inner = list_structure_factory(as_list, conv)

    def structure(value: Any, _: Any) -> frozenset[Any]:
        return frozenset(inner(expect_list(value), as_list))

    return structure


def _sorted_frozenset(t: Any, conv: Converter) -> Callable[[frozenset[Any]], list[Any]]:
    elem = get_args(t)[0] if get_args(t) else Any

    def unstructure(value: frozenset[Any]) -> list[Any]:
        return sorted((conv.unstructure(v, elem) for v in value), key=repr)

    return unstructure


def _table(t: Any, conv: Converter) -> Callable[[Any, Any], Any]:
    """An attrs class is read from a table (a JSON object), and from nothing else."""
    generated: Callable[[Any, Any], Any] = conv.gen_structure_attrs_fromdict(t)

    def structure(value: Any, cls: Any) -> Any:
        return generated(expect_dict(value), cls)

    return structure


def _literal(t: Any, _: Converter) -> Callable[[Any, Any], Any]:
    allowed = get_args(t)

    def structure(value: Any, _: Any) -> Any:
        if value not in allowed or isinstance(value, bool):
            raise Invalid(detail("one-of", allowed=tuple(repr(a) for a in allowed),
                                 got=got(value)))
        return value

    return structure


def tagged_union(conv: Converter, members: Iterable[type]) -> tuple[
    Callable[[Any], dict[str, Any]], Callable[[Any, Any], Any]
]:
    """(unstructure, structure) for attrs classes told apart by their `kind` field's default.

    The tag comes first in the JSON object, so a log reads {"kind": "fill", "row": 2, ...}.
    """
    by_kind: dict[str, type] = {str(attrs.fields_dict(c)["kind"].default): c for c in members}

    def unstructure(obj: Any) -> dict[str, Any]:
        data = conv.unstructure(obj, type(obj))
        return {"kind": data.pop("kind"), **data}

    def structure(value: Any, _: Any) -> Any:
        data = expect_dict(value)
        kind = data.get("kind")
        cls = by_kind.get(kind) if isinstance(kind, str) else None
        if cls is None:
            shown = tuple(sorted(by_kind))
            if kind is None:
                raise Invalid(detail("no-kind", allowed=shown))
            raise Invalid(detail("unknown-kind", kind=Quoted(str(kind)), allowed=shown))
        return conv.structure(data, cls)

    return unstructure, structure


def install(conv: Converter) -> None:
    """The primitive, die, colour, window, container and table hooks."""
    conv.register_structure_hook(str, expect_str)
    conv.register_structure_hook(int, expect_int)
    conv.register_structure_hook(bool, expect_bool)
    conv.register_unstructure_hook(Die, die_to_text)
    conv.register_structure_hook(Die, die_from_text)
    conv.register_unstructure_hook(Color, lambda c: c.letter)
    conv.register_structure_hook(Color, color_from_text)
    conv.register_unstructure_hook(Window, format_window)
    conv.register_structure_hook(Window, window_from_text)
    conv.register_structure_hook_factory(_is_homogeneous_tuple, _strict_tuple)
    conv.register_structure_hook_factory(_is_frozenset, _strict_frozenset)
    conv.register_unstructure_hook_factory(_is_frozenset, _sorted_frozenset)
    conv.register_structure_hook_factory(_is_literal, _literal)
    conv.register_structure_hook_factory(attrs.has, _table)

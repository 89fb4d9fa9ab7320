"""The one cattrs Converter that turns TOML tables into the game's data types.

Strict on purpose: TOML already has integers, booleans, strings and arrays, so a string where
a number belongs is a mistake in the content, not something to coerce. Colours are written as
their notation letter, effects as a table tagged by `kind`, window patterns in the notation.
`structure` returns the value or the problems as (field path, message) pairs.
"""

from __future__ import annotations

from collections.abc import Callable
from types import GenericAlias
from typing import Any, Literal, TypeVar, get_args, get_origin

import attrs
import cattrs
from cattrs.errors import ForbiddenExtraKeysError
from cattrs.strategies import configure_tagged_union

from ..engine import Color, Effect, NotationError, Window, parse_window
from ..engine.effects import EFFECT_TYPES

T = TypeVar("T")

EFFECT_KINDS: tuple[str, ...] = tuple(attrs.fields(cl).kind.default for cl in EFFECT_TYPES)

_SCALAR_WORDS: dict[Any, tuple[str, str]] = {
    int: ("an integer", "integers"),
    str: ("a text", "texts"),
    bool: ("true or false", "booleans"),
    Color: ("a colour letter (R Y G B P O S)", "colour letters"),
}


class BadValue(ValueError):
    """A value of the wrong shape; its message is shown to the content writer as is."""


def _shown(value: Any) -> str:
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the text {value!r}"
    return repr(value)


def _structure_int(value: Any, _: type) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadValue(f"expected an integer, got {_shown(value)}")
    return value


def _structure_str(value: Any, _: type) -> str:
    if not isinstance(value, str):
        raise BadValue(f"expected a text, got {_shown(value)}")
    return value


def _structure_bool(value: Any, _: type) -> bool:
    if not isinstance(value, bool):
        raise BadValue(f"expected true or false, got {_shown(value)}")
    return value


def _structure_color(value: Any, _: type) -> Color:
    if not isinstance(value, str):
        raise BadValue(f"expected a colour letter (R Y G B P O S), got {_shown(value)}")
    try:
        return Color.from_letter(value)
    except ValueError as exc:
        raise BadValue(str(exc)) from None


def _structure_window(value: Any, _: type) -> Window:
    if not isinstance(value, str):
        raise BadValue(f"expected the window in the notation, as text, got {_shown(value)}")
    try:
        return parse_window(value)
    except NotationError as exc:
        raise BadValue(f"bad window notation: {exc}") from None
    except ValueError as exc:
        raise BadValue(str(exc)) from None


def _is_literal(cl: Any) -> bool:
    return get_origin(cl) is Literal


def _structure_literal(value: Any, cl: Any) -> Any:
    allowed = get_args(cl)
    if value not in allowed or isinstance(value, bool):
        expected = ", ".join(repr(a) for a in allowed)
        raise BadValue(f"expected one of {expected}, got {_shown(value)}")
    return value


def _is_homogeneous_tuple(cl: Any) -> bool:
    args = get_args(cl)
    return get_origin(cl) is tuple and len(args) == 2 and args[1] is Ellipsis


def _make_converter() -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
    conv.register_structure_hook(int, _structure_int)
    conv.register_structure_hook(str, _structure_str)
    conv.register_structure_hook(bool, _structure_bool)
    conv.register_structure_hook(Color, _structure_color)
    conv.register_structure_hook(Window, _structure_window)
    conv.register_structure_hook_func(_is_literal, _structure_literal)

    def structure_sequence(value: Any, cl: Any) -> tuple[Any, ...]:
        element = get_args(cl)[0]
        words = _SCALAR_WORDS.get(element)
        if not isinstance(value, list):
            plural = words[1] if words else "tables"
            raise BadValue(f"expected a list of {plural}, got {_shown(value)}")
        if words is not None:
            items = []
            for number, item in enumerate(value, start=1):
                try:
                    items.append(conv.structure(item, element))
                except BadValue as exc:
                    raise BadValue(f"expected a list of {words[1]}; item {number}: {exc}") from None
            return tuple(items)
        as_list: Any = GenericAlias(list, (element,))
        return tuple(conv.structure(value, as_list))

    conv.register_structure_hook_func(_is_homogeneous_tuple, structure_sequence)

    def table_hook_factory(cl: type) -> Any:
        generated: Callable[[Any, Any], Any] = conv.gen_structure_attrs_fromdict(cl)

        def structure_table(value: Any, _: type) -> Any:
            if not isinstance(value, dict):
                raise BadValue(f"expected a table, got {_shown(value)}")
            return generated(value, cl)

        return structure_table

    conv.register_structure_hook_factory(attrs.has, table_hook_factory)

    configure_tagged_union(
        Effect, conv, tag_generator=lambda cl: attrs.fields(cl).kind.default, tag_name="kind"
    )
    tagged_union = conv.get_structure_hook(Effect)

    def structure_effect(value: Any, _: Any) -> Any:
        if not isinstance(value, dict):
            raise BadValue(
                f"expected an effect table such as {{ kind = \"flip-value\" }}, got {_shown(value)}"
            )
        kind = value.get("kind")
        if kind not in EFFECT_KINDS:
            expected = ", ".join(EFFECT_KINDS)
            got = "no kind" if kind is None else f"kind {kind!r}"
            raise BadValue(f"unknown effect: {got}; expected a kind among {expected}")
        return tagged_union(value, Effect)

    conv.register_structure_hook(Effect, structure_effect)
    return conv


def _describe(exc: BaseException, _: Any) -> str:
    if isinstance(exc, KeyError):
        return "missing (this field is required)"
    if isinstance(exc, ForbiddenExtraKeysError):
        names = ", ".join(repr(k) for k in sorted(exc.extra_fields))
        allowed = ", ".join(f.name for f in attrs.fields(exc.cl) if f.name != "kind")
        word = "field" if len(exc.extra_fields) == 1 else "fields"
        if not allowed:
            return f"unknown {word} {names}; this table takes no other fields"
        return f"unknown {word} {names}; expected among: {allowed}"
    if isinstance(exc, BadValue):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


_CONVERTER = _make_converter()


def structure(raw: Any, cl: type[T]) -> tuple[T | None, list[tuple[str, str]]]:
    """Structure `raw` as `cl`: (value, []) or (None, [(field path, message), ...])."""
    try:
        return _CONVERTER.structure(raw, cl), []
    except Exception as exc:  # every failure becomes a located problem
        problems = []
        for line in cattrs.transform_error(exc, "$", _describe):
            message, _, path = line.rpartition(" @ ")
            problems.append((path.removeprefix("$").removeprefix("."), message))
        return None, problems

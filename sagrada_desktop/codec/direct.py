"""Reading a table that is plainly well formed straight into the game's types, without the
converter (and cattrs, and the game state it knows): what the start screen lists before its
first paint (the Window Booster Pack and the abilities its New Rules name) is read this way.

It takes only what the converter would read to the same value, with the converter's own checks
of single values (codec/hooks.py) and shapes (codec/shapes.py): text, whole numbers, true/false,
colours, window patterns, lists of them, the `kind`-tagged effects, and tables of the classes in
DIRECT_CLASSES with no key unknown and none missing. Anything else (a wrong value, an unknown
key, a type it does not know) raises Unsure, and the reader reads the files again through the
converter, which reads them or says what is wrong in its words (content/loader.py).
tests/content/test_direct_reading.py checks both read the same.
"""

from __future__ import annotations

import types
from collections.abc import Callable
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

import attrs

from ..engine import (
    EFFECT_TYPES,
    Ability,
    Color,
    Effect,
    PrivateObjective,
    Trigger,
    Window,
    WindowRule,
)
from ..engine.definitions import WindowTool
from ..engine.legacy_types import EndOfGameUnlock, WindowCard
from . import hooks, shapes
from .details import Detail

T = TypeVar("T")

# the tables read directly: the parts of a window file and of an ability, and the effects
DIRECT_CLASSES: frozenset[type] = frozenset(
    {WindowTool, WindowRule, Trigger, PrivateObjective, EndOfGameUnlock, Ability,
     shapes.WINDOW_FILE, *EFFECT_TYPES})
_BY_KIND: dict[str, type] = {str(attrs.fields_dict(c)["kind"].default): c for c in EFFECT_TYPES}
_SCALARS: dict[Any, Callable[[object], Any]] = {
    str: hooks.expect_str, int: hooks.expect_int, bool: hooks.expect_bool,
    Color: hooks.color_from_text, Window: hooks.window_from_text,
}
_RESOLVED: set[type] = set()


class Unsure(Exception):
    """A value left to the converter: it reads it, or says what is wrong with it."""


def reader(*extra: type) -> Callable[[Any, type[T]], tuple[T | None, list[Detail]]]:
    """A `structure` in content/structure.py's shape that reads WindowCard, the classes of
    DIRECT_CLASSES and the `extra` table shapes (codec.table_shape), and never finds a problem:
    anything not plainly right raises Unsure."""
    allowed = frozenset(extra)

    def structure(raw: Any, cl: type[T]) -> tuple[T | None, list[Detail]]:
        if cl not in allowed and cl is not WindowCard and cl not in DIRECT_CLASSES:
            raise Unsure(f"not read directly: {cl!r}")
        try:
            return _value(raw, cl, allowed), []
        except Unsure:
            raise
        except Exception as exc:  # one of the converter's own checks refused it
            raise Unsure(str(exc)) from exc

    return structure


def _value(raw: Any, hint: Any, extra: frozenset[type] = frozenset()) -> Any:
    check = _SCALARS.get(hint)
    if check is not None:
        return check(raw)
    if hint is WindowCard:
        return shapes.window_card(shapes.values(_table(raw, shapes.WINDOW_FILE, extra)))
    if hint is Ability and (known := shapes.abilities_in_force()) is not None:
        ident = hooks.expect_str(raw)
        if ident not in known:  # the converter's stand-in, for the check to report: its words
            raise Unsure(f"no ability {ident!r}")
        return known[ident]
    if hint == Effect:
        kind = hooks.expect_dict(raw).get("kind")
        if not isinstance(kind, str) or kind not in _BY_KIND:
            raise Unsure(f"no effect kind {kind!r}")
        return _table(raw, _BY_KIND[kind], extra)
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType) and len(args) == 2 and type(None) in args:
        return None if raw is None else _value(raw, args[0] if args[1] is type(None) else args[1],
                                                extra)
    if origin is Literal:
        if isinstance(raw, bool) or raw not in args:
            raise Unsure(f"not one of {args!r}")
        return raw
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if not isinstance(raw, list):
            raise Unsure("not a list")
        return tuple(_value(item, args[0], extra) for item in raw)
    if isinstance(hint, type) and (hint in DIRECT_CLASSES or hint in extra):
        return _table(raw, hint, extra)
    raise Unsure(f"not read directly: {hint!r}")


def _table(raw: Any, cl: type, extra: frozenset[type]) -> Any:
    """A table of every field of `cl` that has no default, and of no key that is not one."""
    if cl not in _RESOLVED:
        attrs.resolve_types(cl)
        _RESOLVED.add(cl)
    table = hooks.expect_dict(raw)
    fields = attrs.fields(cl)
    names = {f.name for f in fields}
    if not table.keys() <= names:
        raise Unsure(f"unknown keys {sorted(table.keys() - names)!r}")
    given: dict[str, Any] = {}
    for field in fields:
        if not field.init or field.name != field.alias:
            raise Unsure(f"field {field.name!r} is not read directly")
        if field.name in table:
            given[field.name] = _value(table[field.name], field.type, extra)
        elif field.default is attrs.NOTHING:
            raise Unsure(f"missing {field.name!r}")
    return cl(**given)

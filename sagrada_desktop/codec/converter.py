"""The one cattrs Converter of the program, private to this module: content files (TOML) and
saves (JSON) are read through it, and saves written by it, so a colour, a die, a window or an
effect has one shape and one check everywhere.

`structure` raises on a wrong value; `problems` turns that failure into details located at
their field paths, such as (at "tools[1].boxes[0]") expected a whole number, got the text '2'.
"""

from __future__ import annotations

from typing import Any, TypeVar

import attrs
from cattrs import Converter
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError, IterableValidationError
from cattrs.gen import make_dict_unstructure_fn, override

from ..engine import ACTION_TYPES, EFFECT_TYPES, Action, Effect, GameSetup, Stage
from . import hooks, shapes, state_shape, step_codec
from .details import Detail, Quoted, Worded, detail

T = TypeVar("T")


def _stage_from_text(value: object, _: object = None) -> Stage:
    text = hooks.expect_str(value)
    try:
        return Stage(text)
    except ValueError:
        shown = tuple(s.value for s in Stage)
        raise hooks.Invalid(detail("unknown-stage", given=Quoted(text), allowed=shown)) from None


def _make() -> Converter:
    conv = Converter(forbid_extra_keys=True, detailed_validation=True)
    hooks.install(conv)
    for union, members in ((Action, ACTION_TYPES), (Effect, EFFECT_TYPES)):
        unstructure, structure = hooks.tagged_union(conv, members)
        conv.register_unstructure_hook(union, unstructure)
        conv.register_structure_hook(union, structure)
    conv.register_structure_hook(Stage, _stage_from_text)
    step_codec.install(conv)
    shapes.install(conv)
    state_shape.install(conv)
    # a setup without Glory decks (every module that deals off) is written as before they were;
    # the function is made when a setup is first written (reading content needs none of it)
    conv.register_unstructure_hook_factory(
        lambda t: t is GameSetup,
        lambda _: make_dict_unstructure_fn(GameSetup, conv, glory=override(omit_if_default=True)))
    return conv


_CONVERTER = _make()


def register_union(union: Any, members: tuple[type, ...]) -> None:
    """Read and write `union` (attrs classes told apart by their `kind` default) as tables
    tagged by `kind`, written without the fields left at their defaults. For a layer above the
    codec with its own tagged data (the campaign log); call it when that layer's types are
    defined, before any value holding them is read or written."""
    for cls in members:
        _CONVERTER.register_unstructure_hook(cls, make_dict_unstructure_fn(
            cls, _CONVERTER, _cattrs_omit_if_default=True, kind=override(omit_if_default=False)))
    unstructure, structure = hooks.tagged_union(_CONVERTER, members)
    _CONVERTER.register_unstructure_hook(union, unstructure)
    _CONVERTER.register_structure_hook(union, structure)


def unstructure(obj: Any, as_type: Any = None) -> Any:
    """Any value of ours as plain data (dicts, lists, text, numbers)."""
    return _CONVERTER.unstructure(obj, as_type if as_type is not None else type(obj))


def structure(data: Any, as_type: type[T] | Any) -> T:
    """Read plain data as `as_type`; raises (see `problems`) when it does not fit."""
    return _CONVERTER.structure(data, as_type)  # type: ignore[no-any-return]


def describe(exc: BaseException, type_: type | None) -> Detail:
    """One failure of one field, as data (codec/details.py)."""
    if isinstance(exc, hooks.Invalid):
        return exc.detail
    if isinstance(exc, ForbiddenExtraKeysError):
        names = tuple(Quoted(k) for k in sorted(exc.extra_fields))
        allowed = tuple(f.name for f in attrs.fields(exc.cl) if f.name != "kind")
        word = Worded("field" if len(names) == 1 else "fields", "欄位")
        if not allowed:
            return detail("no-other-fields", names=names, word=word)
        return detail("unknown-fields", names=names, word=word, allowed=allowed)
    if isinstance(exc, KeyError):
        return detail("missing-field")
    name = getattr(type_, "__name__", "") if type_ is not None else ""
    return detail("refused", type=name)


def problems(exc: BaseException) -> list[Detail]:
    """What is wrong with each field of a failed `structure`, located at its field path
    (empty for the value itself)."""
    out: list[Detail] = []
    _collect(exc, "", None, out)
    return out


def _collect(exc: BaseException, path: str, type_: Any, out: list[Detail]) -> None:
    """The leaves of cattrs' exception groups, each with its path (as transform_error walks
    them), kept as data instead of turned into English lines."""
    if isinstance(exc, IterableValidationError):
        with_notes, without = exc.group_exceptions()
        for inner, note in with_notes:
            _collect(inner, f"{path}[{note.index!r}]", note.type, out)
        for inner in without:
            _collect(inner, path, None, out)
    elif isinstance(exc, ClassValidationError):
        with_attr, without = exc.group_exceptions()
        for inner, attr in with_attr:
            _collect(inner, f"{path}.{attr.name}" if path else attr.name, attr.type, out)
        for inner in without:
            _collect(inner, path, None, out)
    else:
        found = describe(exc, type_)
        out.append(found.located(path) if path else found)

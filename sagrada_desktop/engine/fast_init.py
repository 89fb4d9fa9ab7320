"""A faster __init__ for frozen attrs classes made once a game (GameSetup, SeatSetup).

attrs' __init__ of a frozen class sets each field through object.__setattr__ (a generic
attribute store, found again field by field). The __init__ made here does what it does, with
plain stores: the new object is made an instance of its class's slots base (its twin,
replace.py) for the stores, then of its class again (as replace.py's copies are made). Each
field gets what attrs' __init__ gives it: the argument, or the field's default (the very same
object), through the field's converter; a converter that makes a tuple of its items is
skipped for an argument that is a tuple already (tuple() of a tuple is that tuple).
tests/engine/test_game_start_plain.py compares the two.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs

from .replace import twin


def fast_init(cls: type, tuple_converters: tuple[Callable[[Any], Any], ...] = ()) -> None:
    """Give cls the faster __init__. tuple_converters: the converters that are tuple(items),
    and nothing else. Refuses a class it cannot copy exactly: no slots base holding every
    field (replace.twin), an __attrs_pre_init__ or __attrs_post_init__, or a field that is
    keyword-only, aliased, not in __init__, with a factory default, a validator or an
    on_setattr hook."""
    made = twin(cls)
    fields = attrs.fields(cls)
    if made is None or made is cls or set(getattr(made, "__slots__", ())) != {a.name for a in fields}:
        raise TypeError(f"{cls.__name__} needs a slots base holding exactly its fields")
    if hasattr(cls, "__attrs_pre_init__") or hasattr(cls, "__attrs_post_init__"):
        raise TypeError(f"{cls.__name__}: its __init__ hooks would not run")
    scope: dict[str, Any] = {"_twin": made, "_cls": cls, "_set": object.__setattr__,
                             "_tuple": tuple}
    params: list[str] = []
    lines: list[str] = []
    for k, a in enumerate(fields):
        if (not a.init or a.kw_only or a.alias != a.name or a.validator is not None
                or a.on_setattr not in (None, attrs.setters.NO_OP)
                or isinstance(a.default, attrs.Factory)):  # type: ignore[arg-type]
            raise TypeError(f"{cls.__name__}.{a.name}: not a plain field")
        if a.default is attrs.NOTHING:
            params.append(a.name)
        else:
            scope[f"_d{k}"] = a.default
            params.append(f"{a.name}=_d{k}")
        value = a.name
        if a.converter is not None:
            scope[f"_c{k}"] = a.converter
            if a.converter in tuple_converters:
                value = f"{a.name} if type({a.name}) is _tuple else _c{k}({a.name})"
            else:
                value = f"_c{k}({a.name})"
        lines.append(f"    self.{a.name} = {value}")
    text = "\n".join([f"def __init__(self, {', '.join(params)}):",
                      "    _set(self, '__class__', _twin)", *lines,
                      "    self.__class__ = _cls"])
    exec(text, scope)  # generated from attrs field names only
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)  # noqa: B010 (assigned past the type checker: attrs' own)

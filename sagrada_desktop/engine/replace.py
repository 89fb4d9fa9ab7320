"""A fast `evolve` for the engine's own frozen classes on the hot path.

attrs.evolve re-runs __init__ with validation and converters; the engine only ever passes
values of the right type, so copying the slots is enough. One small copying function is
generated per class (and per set of changed names), the first time it is needed.

How a slot is copied: a frozen class refuses plain attribute stores, and calling each slot's
own descriptor costs a call per slot. So each slotted class without a weak-reference slot (the
engine's state classes are declared `weakref_slot=False`) gets a *twin*: a plain class with
the very same slots. The copy is made as a twin with plain stores (as fast as Python stores
anything), then becomes an instance of the frozen class by `__class__` assignment, which
Python allows between classes of the same layout. Other classes fall back to the
descriptors' setters.

The cheapest twin is a plain base class that holds every slot (state.py's `_GameStateSlots`...),
the frozen class adding none of its own: Python then sees one layout at once, where two unrelated classes with
the same slots are compared slot by slot on every `__class__` assignment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
Setter = Callable[[Any, Any], None]
_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}
_TWINS: dict[type, type | None] = {}


def _setter(cls: type, name: str) -> Setter:
    set_slot: Setter | None = getattr(getattr(cls, name, None), "__set__", None)
    if set_slot is not None:
        return set_slot

    def set_attribute(obj: Any, value: Any) -> None:  # a class without slots
        object.__setattr__(obj, name, value)

    return set_attribute


def twin(cls: type) -> type | None:
    """A plain class with cls's slots, or None when cls cannot have one (no slots of its own
    on object, a weak-reference or dict slot, a base class other than object)."""
    if cls in _TWINS:
        return _TWINS[cls]
    got: type | None = None
    slots = cls.__dict__.get("__slots__")
    base = cls.__bases__[0]
    if (len(cls.__bases__) == 1 and base is not object and slots == ()
            and base.__bases__ == (object,) and base.__dict__.get("__slots__")
            and not {"__setattr__", "__init__", "__new__"} & base.__dict__.keys()):
        try:  # the base holds every slot: the twin is the base itself
            probe: Any = object.__new__(base)
            probe.__class__ = cls
            got = base
        except TypeError:
            got = None
        _TWINS[cls] = got
        return got
    if (cls.__bases__ == (object,) and isinstance(slots, tuple)
            and "__weakref__" not in slots and "__dict__" not in slots):
        made = type(f"_{cls.__name__}Twin", (), {"__slots__": slots})
        try:
            probe = object.__new__(made)
            probe.__class__ = cls  # the layouts agree: Python says so here, once
            got = made
        except TypeError:
            got = None
    _TWINS[cls] = got
    return got


def _source(cls: type, sources: dict[str, str], scope: dict[str, Any], head: str,
            tail: list[str]) -> str:
    """The copying function's text: every init field from `sources` (default: the instance's
    own value), the non-init fields (caches) back to their defaults, and those whose metadata
    holds "derived" worked out from the new object (_derived)."""
    fields = [a.name for a in attrs.fields(cls) if a.init]
    caches = [a for a in attrs.fields(cls) if not a.init]
    made = twin(cls)
    lines = [head]
    if made is not None:
        scope.update(_twin=made, _cls=cls)
        lines.append("    _obj = _twin()")  # (cheaper than object.__new__(_twin): no __init__)
        for n in fields:
            lines.append(f"    _obj.{n} = {sources.get(n, f'_inst.{n}')}")
        for k, a in enumerate(caches):
            if "derived" not in a.metadata:  # (a derived field is set below)
                scope[f"_default{k}"] = a.default
                lines.append(f"    _obj.{a.name} = _default{k}")
        lines += tail
        lines += [f"    _obj.{name} = {expression}" for name, expression in _derived(cls, scope)]
        lines += ["    _obj.__class__ = _cls", "    return _obj"]
    else:
        scope.update(_new=object.__new__, _cls=cls)
        lines.append("    _obj = _new(_cls)")
        for k, n in enumerate(fields):
            scope[f"_set{k}"] = _setter(cls, n)
            lines.append(f"    _set{k}(_obj, {sources.get(n, f'_inst.{n}')})")
        for k, a in enumerate(caches):
            scope[f"_cache{k}"] = _setter(cls, a.name)
            if "derived" not in a.metadata:
                scope[f"_default{k}"] = a.default
                lines.append(f"    _cache{k}(_obj, _default{k})")
        lines += tail
        cache_of = {a.name: f"_cache{k}" for k, a in enumerate(caches)}
        lines += [f"    {cache_of[name]}(_obj, {expression})"
                  for name, expression in _derived(cls, scope)]
        lines.append("    return _obj")
    return "\n".join(lines)


def _derived(cls: type, scope: dict[str, Any]) -> list[tuple[str, str]]:
    """(name, expression) of each non-init field whose metadata holds "derived": (an
    expression over the new object `_obj`, the names it reads, added to scope). The copy sets
    them after every other field (GameState.is_over: `_obj.stage is _OVER`)."""
    out: list[tuple[str, str]] = []
    for a in attrs.fields(cls):
        derived = None if a.init else a.metadata.get("derived")
        if derived is not None:
            expression, names = derived
            scope.update(names)
            out.append((a.name, expression))
    return out


def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    fields = [a.name for a in attrs.fields(cls) if a.init]
    scope: dict[str, Any] = {"_setters": {n: _setter(cls, n) for n in fields}}
    if twin(cls) is not None:
        tail = ["    for name, value in kw.items():", "        _setattr(_obj, name, value)"]
        scope["_setattr"] = setattr
    else:
        tail = ["    for name, value in kw.items():", "        _setters[name](_obj, value)"]
    text = _source(cls, {}, scope, "def copy(_inst, kw):", tail)
    exec(text, scope)  # generated from attrs field names only
    fn: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
    return fn


def replace(inst: T, **changes: Any) -> T:
    cls = type(inst)
    rest = _rest_of(cls)
    if rest is not None and not rest[2].isdisjoint(changes):  # fields of the rest: its copy
        slot, _, names = rest
        inner = {n: changes.pop(n) for n in names & changes.keys()}
        if slot in changes:
            raise KeyError(f"{slot!r} and its fields {sorted(inner)} both given")
        changes[slot] = replace(getattr(inst, slot), **inner)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    fields = _FIELD_NAMES.get(cls)
    if fields is None:
        fields = _FIELD_NAMES[cls] = frozenset(
            a.name for a in attrs.fields(cls) if a.init)  # type: ignore[arg-type]
    for name in changes:
        if name not in fields:
            raise KeyError(name)
    result: T = copier(inst, changes)
    return result


def _rest_of(cls: type) -> tuple[str, type, frozenset[str]] | None:
    """A class holding some of its fields in one slot of another class (GameState's `rest`, a
    GameRest): (that slot, that class, the names of its fields), else None. Set by the class
    as `_REST = (slot, class)`."""
    if cls not in _RESTS:
        held = cls.__dict__.get("_REST")
        _RESTS[cls] = None if held is None else (
            held[0], held[1], frozenset(a.name for a in attrs.fields(held[1]) if a.init))
    return _RESTS[cls]


_RESTS: dict[type, tuple[str, type, frozenset[str]] | None] = {}
_FIELD_NAMES: dict[type, frozenset[str]] = {}


def replacer(cls: type[T], *names: str) -> Callable[..., T]:
    """A copying function for cls taking the new values of `names`, in that order, as
    positional arguments: replacer(GameState, "pool", "turn")(state, pool, turn). Faster than
    replace (no keyword dictionary): made once per transition of the hot path."""
    fields = [a.name for a in attrs.fields(cls) if a.init]  # type: ignore[arg-type]
    rest = _rest_of(cls)
    inner = [n for n in names if rest is not None and n in rest[2]]
    unknown = [n for n in names if n not in fields and n not in inner]
    if unknown:
        raise KeyError(f"{cls.__name__} has no field {unknown[0]!r}")
    args = [f"_v{k}" for k in range(len(names))]
    sources = {n: a for n, a in zip(names, args, strict=True) if n not in inner}
    scope: dict[str, Any] = {}
    if inner:  # fields of the rest: the rest's copy with them, made by its own replacer
        assert rest is not None
        if rest[0] in sources:
            raise KeyError(f"{rest[0]!r} and its fields {inner} both given")
        scope["_rest_copy"] = replacer(rest[1], *inner)
        given = ", ".join(a for n, a in zip(names, args, strict=True) if n in inner)
        sources[rest[0]] = f"_rest_copy(_inst.{rest[0]}, {given})"
    text = _source(cls, sources, scope, f"def copy(_inst, {', '.join(args)}):", [])
    exec(text, scope)  # generated from attrs field names only
    fn: Callable[..., T] = scope["copy"]
    return fn

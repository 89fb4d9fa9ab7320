"""A fast `evolve` for the engine's own frozen classes on the hot path.

attrs.evolve re-runs __init__ with validation and converters; the engine only ever passes
values of the right type, so copying the slots is enough. One small copying function is
generated per class, the first time it is needed: it copies every slot through the slot's own
descriptor, then sets the changed ones (a name that is not a field raises KeyError).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
Setter = Callable[[Any, Any], None]
_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def _setter(cls: type, name: str) -> Setter:
    set_slot: Setter | None = getattr(getattr(cls, name, None), "__set__", None)
    if set_slot is not None:
        return set_slot

    def set_attribute(obj: Any, value: Any) -> None:  # a class without slots
        object.__setattr__(obj, name, value)

    return set_attribute


def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    names = [a.name for a in attrs.fields(cls) if a.init]  # derived caches start afresh
    setters = {n: _setter(cls, n) for n in names}
    lines = ["def copy(inst, kw):", "    new = _new(_cls)"]
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_setters": setters}
    for k, n in enumerate(names):
        scope[f"_set{k}"] = setters[n]
        lines.append(f"    _set{k}(new, inst.{n})")
    for k, a in enumerate(a for a in attrs.fields(cls) if not a.init):
        scope[f"_cache{k}"] = _setter(cls, a.name)
        scope[f"_default{k}"] = a.default
        lines.append(f"    _cache{k}(new, _default{k})")
    lines += ["    for name, value in kw.items():", "        _setters[name](new, value)",
              "    return new"]
    exec("\n".join(lines), scope)  # generated from attrs field names only
    fn: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
    return fn


def replace(inst: T, **changes: Any) -> T:
    cls = type(inst)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    result: T = copier(inst, changes)
    return result


def replacer(cls: type[T], *names: str) -> Callable[..., T]:
    """A copying function for cls taking the new values of `names`, in that order, as
    positional arguments: replacer(GameState, "pool", "turn")(state, pool, turn). Faster than
    replace (no keyword dictionary): made once per transition of the hot path."""
    fields = [a.name for a in attrs.fields(cls) if a.init]  # type: ignore[arg-type]
    unknown = [n for n in names if n not in fields]
    if unknown:
        raise KeyError(f"{cls.__name__} has no field {unknown[0]!r}")
    args = [f"_v{k}" for k in range(len(names))]
    lines = [f"def copy(_inst, {', '.join(args)}):", "    _obj = _new(_cls)"]
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    for k, n in enumerate(fields):
        scope[f"_set{k}"] = _setter(cls, n)
        source = args[names.index(n)] if n in names else f"_inst.{n}"
        lines.append(f"    _set{k}(_obj, {source})")
    for k, a in enumerate(a for a in attrs.fields(cls) if not a.init):  # type: ignore[arg-type]
        scope[f"_cache{k}"] = _setter(cls, a.name)
        scope[f"_default{k}"] = a.default
        lines.append(f"    _cache{k}(_obj, _default{k})")
    lines.append("    return _obj")
    exec("\n".join(lines), scope)  # noqa: S102 - generated from attrs field names only
    fn: Callable[..., T] = scope["copy"]
    return fn

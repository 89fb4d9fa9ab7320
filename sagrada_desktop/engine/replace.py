"""A fast `evolve` for the engine's own frozen classes on the hot path.

attrs.evolve re-runs __init__ with validation and converters; the engine only ever passes
values of the right type, so copying the slots is enough. One small copying function is
generated per class, the first time it is needed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    names = [a.name for a in attrs.fields(cls)]
    lines = ["def copy(inst, kw):", "    new = _new(_cls)"]
    for n in names:
        lines.append(f"    _set(new, {n!r}, kw[{n!r}] if {n!r} in kw else inst.{n})")
    lines.append("    return new")
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_set": object.__setattr__}
    exec("\n".join(lines), scope)  # noqa: S102 - generated from attrs field names only
    fn: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
    return fn


def replace(inst: T, **changes: Any) -> T:
    cls = type(inst)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    result: T = copier(inst, changes)
    return result

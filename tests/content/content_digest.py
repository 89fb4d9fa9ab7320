"""A digest of loaded content: every value, its type and its order, so that a change to how
the files are read can show it reads exactly the same data."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from enum import Enum
from typing import Any

import attrs


def canonical(value: Any) -> str:
    """A text naming every type and value under `value`; frozensets in a sorted order."""
    if attrs.has(type(value)):
        inner = ", ".join(f"{f.name}={canonical(getattr(value, f.name))}"
                          for f in attrs.fields(type(value)))
        return f"{type(value).__name__}({inner})"
    if isinstance(value, Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, Mapping):
        inner = ", ".join(f"{canonical(k)}: {canonical(v)}" for k, v in value.items())
        return f"{type(value).__name__}{{{inner}}}"
    if isinstance(value, frozenset):
        return f"frozenset{{{', '.join(sorted(canonical(v) for v in value))}}}"
    if isinstance(value, (tuple, list)):
        return f"{type(value).__name__}[{', '.join(canonical(v) for v in value)}]"
    if value is None or isinstance(value, (bool, int, str)):
        return f"{type(value).__name__}:{value!r}"
    raise TypeError(f"no canonical form for {type(value).__name__}")


def digest(value: Any) -> str:
    return hashlib.sha256(canonical(value).encode("utf-8")).hexdigest()

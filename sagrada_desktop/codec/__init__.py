"""The codec: the one cattrs Converter and its shared hooks (colours, dice, windows, tagged
unions, strict scalars), below content/ and saves/. It may import the engine only; content/ and
saves/ read and write through it. See docs/codec.md.

Each public name's module is imported when the name is first asked for (PEP 562): what is
wrong in a file (codec/details.py, light) is read without building the converter."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy_facade import lazy_facade

if TYPE_CHECKING:
    from .converter import describe, problems, register_union, structure, unstructure
    from .hooks import Invalid, expect_dict, expect_list, expect_str, kind_of
    from .shapes import fields_of, references, table_shape, values

_MODULES: dict[str, tuple[str, ...]] = {
    "converter": ("describe", "problems", "register_union", "structure", "unstructure"),
    "hooks": ("Invalid", "expect_dict", "expect_list", "expect_str", "kind_of"),
    "shapes": ("fields_of", "references", "table_shape", "values"),
}
_WHERE, __getattr__, __dir__ = lazy_facade(__name__, _MODULES)

__all__ = ["Invalid", "describe", "expect_dict", "expect_list", "expect_str", "fields_of",
           "kind_of", "problems", "references", "register_union", "structure", "table_shape",
           "unstructure", "values"]

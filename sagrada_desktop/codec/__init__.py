"""The codec: the one cattrs Converter and its shared hooks (colours, dice, windows, tagged
unions, strict scalars), below content/ and saves/. It may import the engine only; content/ and
saves/ read and write through it. See docs/codec.md."""

from __future__ import annotations

from .converter import describe, problems, structure, unstructure
from .hooks import Invalid, expect_dict, expect_list, expect_str, kind_of
from .shapes import fields_of, references, table_shape, values

__all__ = ["Invalid", "describe", "expect_dict", "expect_list", "expect_str", "fields_of",
           "kind_of", "problems", "references", "structure", "table_shape", "unstructure",
           "values"]

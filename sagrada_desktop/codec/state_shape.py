"""A GameState as saves write it: one flat table of its fields in STATE_FIELDS' order
(engine/state.py), those its GameRest holds beside the others, as before the state kept them
apart. Read back through the same strict table checks as every other engine type."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from ..engine.state import STATE_FIELDS, GameRest, GameState

if TYPE_CHECKING:  # the converter's hooks are installed by codec/converter.py, with cattrs
    from cattrs import Converter


def flat_state_class() -> type:
    """An attrs class named GameState with every field of STATE_FIELDS, each with the type and
    default of the engine field it stands for (in GameState or in its GameRest)."""
    held = {a.name: a for a in attrs.fields(attrs.resolve_types(GameState))}
    held.update((a.name, a) for a in attrs.fields(attrs.resolve_types(GameRest)))
    these = {name: attrs.field(type=held[name].type, default=held[name].default)
             for name in STATE_FIELDS}
    return attrs.make_class("GameState", these, frozen=True, slots=True)


def install(conv: Converter) -> None:
    from cattrs.gen import make_dict_unstructure_fn

    flat = flat_state_class()
    # the written table reads each field by its name: a GameState has them all
    conv.register_unstructure_hook(GameState, make_dict_unstructure_fn(flat, conv))

    def structure(data: Any, _: Any) -> GameState:
        read: Any = conv.structure(data, flat)
        return GameState(**{name: getattr(read, name) for name in STATE_FIELDS})

    conv.register_structure_hook(GameState, structure)

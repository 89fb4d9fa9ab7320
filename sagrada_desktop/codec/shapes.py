"""File shapes that differ from the engine's types, read straight into those types.

- A window file is flat: a `WindowCard` whose design's fields (id, name, pattern, tools ...)
  sit at the top level beside the card's own (number, story ...); `booster` is not written
  (the folder says it).
- A reward chart is the list of its rows.
- Inside `references(...)`, an `Ability` is named by its id (a window rule's or an envelope
  rule's ability); the content loader puts the abilities it read in force, and reports an id
  of none of them. Saves always write an ability whole.
- `table_shape` makes the shape of a table whose keys are fields of several engine types (an
  ability file entry is an `Ability` and, with `family`, a Family Crest sticker), with each
  field's type and default taken from its engine type, so no class repeats the engine's fields.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

import attrs

from ..engine import Ability, Reroll, WindowDesign
from ..engine.legacy_types import RewardChart, RewardRow, WindowCard
from .hooks import expect_str

if TYPE_CHECKING:  # the converter's hooks are installed by codec/converter.py, with cattrs
    from cattrs import Converter

ShapeField = tuple[str, Any, Any]  # (file key, type, default or attrs.NOTHING)

# the abilities in force while content is read, by id
_ABILITIES: ContextVar[Mapping[str, Ability] | None] = ContextVar("abilities", default=None)


def unknown_ability(ident: str) -> Ability:
    """What an id of no ability in force reads as: an ability of that id alone, for the reader's
    cross-reference check to report with the others (it never reaches a game)."""
    return Ability(ident, "", Reroll())


def abilities_in_force() -> Mapping[str, Ability] | None:
    """The abilities an ability's id names (inside `references`), else None."""
    return _ABILITIES.get()


@contextmanager
def references(abilities: Mapping[str, Ability]) -> Iterator[None]:
    """While inside, an ability written as its id reads as the ability of that id."""
    token = _ABILITIES.set(abilities)
    try:
        yield
    finally:
        _ABILITIES.reset(token)


def fields_of(owner: type, *names: str, skip: Collection[str] = ()) -> list[ShapeField]:
    """The fields `names` of attrs class `owner` (all but `skip` when none are named), as
    (key, type, default) in the class's order; a Factory default is made once here."""
    attrs.resolve_types(owner)
    by_name = attrs.fields_dict(owner)
    chosen = names or tuple(n for n in by_name if n not in skip)
    out: list[ShapeField] = []
    for name in chosen:
        field = by_name[name]
        default = field.default
        if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
            default = default.factory()  # type: ignore[union-attr]
        out.append((name, field.type, default))
    return out


def table_shape(name: str, fields: Iterable[ShapeField]) -> type:
    """An attrs class with these fields (keyword-only), for `structure` to read a table into;
    `values` turns what was read into a dict."""
    made = {key: attrs.field(type=type_, default=default, kw_only=True)
            for key, type_, default in fields}
    return attrs.make_class(name, made, slots=True)


def values(shaped: Any) -> dict[str, Any]:
    """The fields of a table read as a `table_shape`, by key."""
    return {f.name: getattr(shaped, f.name) for f in attrs.fields(type(shaped))}


_WINDOW_DESIGN = [f[0] for f in fields_of(WindowDesign)]
WINDOW_FILE = table_shape("WindowFile", [*fields_of(WindowDesign),
                                          *fields_of(WindowCard, skip=("design", "booster"))])


def window_card(read: dict[str, Any]) -> WindowCard:
    """The card of a window file read as WINDOW_FILE (its `values`)."""
    design = WindowDesign(**{k: read.pop(k) for k in _WINDOW_DESIGN})
    return WindowCard(design=design, **read)


def _window_card(conv: Converter) -> Callable[[Any, Any], WindowCard]:
    def structure(value: Any, _: Any) -> WindowCard:
        return window_card(values(conv.structure(value, WINDOW_FILE)))

    return structure


def _reward_chart(conv: Converter) -> Callable[[Any, Any], RewardChart]:
    def structure(value: Any, _: Any) -> RewardChart:
        return RewardChart(conv.structure(value, tuple[RewardRow, ...]))

    return structure


def _ability(conv: Converter) -> Callable[[Any, Any], Ability]:
    table: Callable[[Any, Any], Ability] = conv.get_structure_hook(Ability)

    def structure(value: Any, cls: Any) -> Ability:
        known = _ABILITIES.get()
        if known is None:
            return table(value, cls)
        ident = expect_str(value)
        return known.get(ident) or unknown_ability(ident)

    return structure


def install(conv: Converter) -> None:
    conv.register_structure_hook(WindowCard, _window_card(conv))
    conv.register_structure_hook(RewardChart, _reward_chart(conv))
    conv.register_structure_hook(Ability, _ability(conv))

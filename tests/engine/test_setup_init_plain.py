"""GameSetup's and SeatSetup's __init__ (fast_init.py: plain stores into the slots base, a
tuple converter skipped for a tuple) give what attrs' __init__ gives: each field the argument
or the field's default, through its converter, set with object.__setattr__; the same equality,
hash and repr; still frozen. On many random arguments: positional and by keyword, tuples,
lists, generators and tuple subclasses."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from sagrada_desktop.engine import Color, Die, GameSetup, Modules, SeatSetup
from sagrada_desktop.engine.fast_init import fast_init
from sagrada_desktop.engine.scoring import TieBreak
from sagrada_desktop.engine.state import EnvelopeRules

from .fixtures import FLIP, GLORY, PLUS_ONE, STRIFE_TOOLS, TEST_WINDOW


class Row(tuple):  # type: ignore[type-arg]
    """A tuple subclass: the converters make a plain tuple of it."""


def plain(cls: type, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """attrs' __init__ read plainly: each field set by object.__setattr__."""
    obj = object.__new__(cls)
    for k, a in enumerate(attrs.fields(cls)):  # type: ignore[misc]
        value = args[k] if k < len(args) else kwargs.get(a.name, a.default)
        object.__setattr__(obj, a.name, a.converter(value) if a.converter else value)
    return obj


def sequence(rnd: random.Random, items: tuple[Any, ...]) -> Callable[[], Any]:
    """A maker of a fresh argument holding some of the items: tuple, list, generator, Row."""
    chosen = tuple(rnd.sample(items, rnd.randint(0, len(items))))
    shape = rnd.choice((tuple, list, iter, Row))
    return lambda: shape(chosen)


def arguments(rnd: random.Random, makers: dict[str, Callable[[], Any]],
              order: list[str]) -> Callable[[], tuple[tuple[Any, ...], dict[str, Any]]]:
    """A maker of fresh (args, kwargs): the first fields positional, some others by keyword,
    the rest left to their defaults (the required ones always given)."""
    positional = rnd.randint(2, len(order))
    keywords = [n for n in order[positional:] if rnd.random() < 0.5]

    def make() -> tuple[tuple[Any, ...], dict[str, Any]]:
        return (tuple(makers[n]() for n in order[:positional]),
                {n: makers[n]() for n in keywords})

    return make


def seat_makers(rnd: random.Random) -> dict[str, Callable[[], Any]]:
    name = f"Seat {rnd.randint(0, 9)}"
    legacy, count = rnd.randint(0, 3), rnd.randint(0, 2)
    color = rnd.choice((None, *Color))
    return {"name": lambda: name, "abilities": sequence(rnd, (FLIP, PLUS_ONE)),
            "tool_cards": sequence(rnd, STRIFE_TOOLS[:3]), "legacy_points": lambda: legacy,
            "starting_tool_count": lambda: count, "family_color": lambda: color}


def setup_makers(rnd: random.Random) -> dict[str, Callable[[], Any]]:
    seats = tuple(SeatSetup(f"Bot {i}") for i in range(rnd.randint(1, 6)))
    seed, start, game = rnd.randrange(10**6), rnd.randint(-1, 3), rnd.randint(1, 10)
    cathedral = frozenset({Die(Color.RED, 3)}) if rnd.random() < 0.5 else frozenset()
    modules = Modules(strife=rnd.random() < 0.5, rivalry=rnd.random() < 0.5)
    ids = ("color-variety", "light-shades", "star-light", "row-color-variety")
    envelopes = (EnvelopeRules("e1", (), ((FLIP,),)), EnvelopeRules("e2", ()))
    board, tool = rnd.choice(("", "board-1")), rnd.choice(("", "tool-1"))
    edition = rnd.choice((1, 2))
    return {"window": lambda: TEST_WINDOW, "seats": sequence(rnd, seats),
            "seed": lambda: seed, "public_objectives": sequence(rnd, ids[:3]),
            "objective_pool": sequence(rnd, ids), "start_seat": lambda: start,
            "game_number": lambda: game, "cathedral": lambda: cathedral,
            "envelope_rules": sequence(rnd, envelopes), "modules": lambda: modules,
            "strife_board_id": lambda: board, "strife_tool_id": lambda: tool,
            "pioneer_card_ids": sequence(rnd, ("p1", "p2", "p3")), "glory": lambda: GLORY,
            "rules_edition": lambda: edition}


@pytest.mark.parametrize("cls", [SeatSetup, GameSetup])
@pytest.mark.parametrize("seed", range(10))
def test_setup_init_against_attrs_init(cls: type, seed: int) -> None:
    rnd = random.Random(9100 + seed)
    order = [a.name for a in attrs.fields(cls)]  # type: ignore[misc]
    for _ in range(50):
        makers = (seat_makers if cls is SeatSetup else setup_makers)(rnd)
        make = arguments(rnd, makers, order)
        args, kwargs = make()
        made = cls(*args, **kwargs)
        expected = plain(cls, *make())
        assert type(made) is cls
        for k, name in enumerate(order):
            got, want = getattr(made, name), getattr(expected, name)
            assert got == want and type(got) is type(want), name
            given = args[k] if k < len(args) else kwargs.get(name)
            if type(given) is tuple:  # a tuple given is kept, as tuple() keeps it
                assert got is given, name
        assert made == expected and hash(made) == hash(expected)
        assert repr(made) == repr(expected)
        assert attrs.evolve(made) == made
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            made.seed = 1  # type: ignore[misc]


def test_setup_init_refuses_what_attrs_refuses() -> None:
    with pytest.raises(TypeError):
        SeatSetup()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        SeatSetup("a", (), (), 0, 0, None, "one too many")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        SeatSetup("a", nickname="b")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        SeatSetup("a", abilities=3)  # type: ignore[arg-type]


def test_fast_init_refuses_a_class_it_cannot_copy_exactly() -> None:
    @attrs.frozen
    class NoBase:
        x: int

    class _Slots:
        __slots__ = ("x",)

    @attrs.frozen(weakref_slot=False)
    class Factory(_Slots):
        x: list[int] = attrs.field(factory=list)

    class _HookSlots:
        __slots__ = ("x",)

    @attrs.frozen(weakref_slot=False)
    class Hooked(_HookSlots):
        x: int

        def __attrs_post_init__(self) -> None:
            pass

    for cls in (NoBase, Factory, Hooked):
        with pytest.raises(TypeError):
            fast_init(cls)


def test_tie_break_init_against_attrs_init() -> None:
    """final_scores' TieBreak (fast_init.py too)."""
    for total in (-3, 0, 41):
        for rule in ("legacy-points", "broken-empty", "private", "turn-order"):
            for made in (TieBreak(total, rule), TieBreak(total, rule=rule),  # type: ignore[arg-type]
                         TieBreak(rule=rule, total=total)):  # type: ignore[arg-type]
                expected = plain(TieBreak, (total, rule), {})
                assert (made.total, made.rule) == (total, rule)
                assert made == expected and hash(made) == hash(expected)
                assert repr(made) == repr(expected)

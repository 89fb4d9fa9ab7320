"""Game Setup's Public Objectives A, B and C: given by the setup, or drawn at random.

At random they come from the setup's pool (the base set when it gives none), less those the
window leaves out (objectives_left_out). With the Glory
Rivalry module the 6 Rivalry objectives are mixed into that pool. With the Strife module one
Strife objective is drawn first (objective A), then the other two from the pool.
"""

from __future__ import annotations

from .definitions import WindowDesign
from .objectives import BASE_OBJECTIVES, OBJECTIVES, RIVALRY_OBJECTIVES, STRIFE_OBJECTIVES
from .rng import below, shuffled
from .state import GameSetup


def dealable_objectives(window: WindowDesign, pool: tuple[str, ...]) -> tuple[str, ...]:
    """The objectives of the pool that may be dealt with this window."""
    left_out = window.objectives_left_out
    return tuple(oid for oid in pool if oid not in left_out) if left_out else tuple(pool)


# the sorted decks a deal shuffles, per (pool given, Rivalry on, objectives the window leaves
# out, the Strife objective drawn first or ""): what deal_public_objectives would sort each time
_DECKS: dict[tuple[tuple[str, ...], bool, tuple[str, ...], str], tuple[str, ...]] = {}


def objective_deck(setup: GameSetup, strife: str = "") -> tuple[str, ...]:
    """The sorted deck deal_public_objectives shuffles (strife: the Strife objective drawn
    first, or "")."""
    key = (setup.objective_pool, setup.modules.rivalry, setup.window.objectives_left_out, strife)
    got = _DECKS.get(key)
    if got is None:
        pool = tuple(setup.objective_pool or BASE_OBJECTIVES)
        if setup.modules.rivalry:
            pool += tuple(oid for oid in RIVALRY_OBJECTIVES if oid not in pool)
        pool = dealable_objectives(setup.window, pool)
        # with a Strife objective: the pool's other objectives, each once
        got = tuple(sorted(oid for oid in set(pool) if oid != strife) if strife else sorted(pool))
        if len(_DECKS) > 256:
            _DECKS.clear()
        _DECKS[key] = got
    return got


def deal_public_objectives(setup: GameSetup, rng: int) -> tuple[tuple[str, ...], int]:
    """(objectives A, B, C, next rng); raises ValueError for unknown or miscounted ids."""
    if setup.public_objectives:
        objectives = tuple(setup.public_objectives)
        if len(objectives) != 3:
            raise ValueError("a game has exactly 3 public objectives (A, B and C)")
    elif setup.modules.strife:
        k, rng = below(rng, len(_STRIFE_SORTED))
        strife = _STRIFE_SORTED[k]
        others, rng = shuffled(rng, objective_deck(setup, strife))
        objectives = (strife, *others[:2])
    else:
        drawn, rng = shuffled(rng, objective_deck(setup))
        objectives = tuple(drawn[:3])
    known(objectives)
    return objectives, rng


def known(objectives: tuple[str, ...]) -> None:
    """Raises ValueError for an unknown objective id."""
    for oid in objectives:
        if oid not in OBJECTIVES:
            raise ValueError(f"unknown public objective {oid!r}")


_STRIFE_SORTED = tuple(sorted(STRIFE_OBJECTIVES))

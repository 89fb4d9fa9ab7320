"""The steps of the die in hand (engine/steps.py) in a save: objects tagged by `kind`.

Saves written before the steps were data hold them as the English line the hand panel showed
("Steady Hand: Y2", "Strife Tool III: S4 at row 2, column 3 swapped with B5"); those are read
back into steps, and any other text is an error naming it.
"""

from __future__ import annotations

import re
from typing import Any

from cattrs import Converter

from ..engine.steps import STEP_TYPES, EffectUsed, Step, SwapMade
from . import hooks
from .details import Quoted, detail

_DIE = r"[RYGBPOS]-?\d+"
_USED = re.compile(rf"^(?P<name>.+): (?P<die>{_DIE})$")
_SWAP = re.compile(rf"^(?P<name>.+): (?P<window>{_DIE}) at row (?P<row>\d+), column (?P<col>\d+) "
                   rf"swapped with (?P<pool>{_DIE})$")


def step_from_text(text: str) -> Step:
    """A step as the older saves wrote it, read back; Invalid when it is not one."""
    swap = _SWAP.match(text)
    if swap:
        return SwapMade(swap["name"], hooks.die_from_text(swap["window"]), int(swap["row"]) - 1,
                        int(swap["col"]) - 1, hooks.die_from_text(swap["pool"]))
    used = _USED.match(text)
    if used:
        return EffectUsed(used["name"], hooks.die_from_text(used["die"]))
    raise hooks.Invalid(detail("step-text", given=Quoted(text)))


def install(conv: Converter) -> None:
    unstructure, structure = hooks.tagged_union(conv, STEP_TYPES)

    def read(value: Any, cls: Any) -> Step:
        if isinstance(value, str):
            return step_from_text(hooks.expect_str(value))
        return structure(value, cls)  # type: ignore[no-any-return]

    conv.register_unstructure_hook(Step, unstructure)
    conv.register_structure_hook(Step, read)

"""Broken ties in words, one line per tie naming its seats (or families) in the places the
tie-break gave them: 'Calvet 1st, Batlló 2nd: tie on 99 broken by more Private Objective
points'. A line per seat ('Batlló: tie on 99 broken by ...') read as if each had won it."""

from __future__ import annotations

from collections.abc import Iterable

from sagrada_desktop.engine import TieBreak
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plural import place
from sagrada_desktop.wording import labelled, tie_break_text


def tie_lines(entries: Iterable[tuple[str, int, TieBreak | None]]) -> list[str]:
    """(name, place, tie_break) of each seat or family, in any order: a line per broken tie."""
    ties: dict[TieBreak, list[tuple[int, str]]] = {}
    for name, rank, tie in sorted(entries, key=lambda e: e[1]):
        if tie is not None:
            ties.setdefault(tie, []).append((rank, name))
    return [labelled(translate("tie_lines", ", ").join(
                translate("tie_lines", "{name} {place}").format(name=name, place=place(rank))
                for rank, name in tied), tie_break_text(tie))
            for tie, tied in ties.items()]

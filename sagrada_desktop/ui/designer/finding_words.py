"""The designer's findings (designer/checks.py) in words, in the program's language: what is
wrong (or good) and why, each naming its spaces as players count them ("row 2, column 3")."""

from __future__ import annotations

from sagrada_desktop.designer.checks import Finding
from sagrada_desktop.engine import Color
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.details import detail_words
from sagrada_desktop.wording.dice import color_name
from sagrada_desktop.wording.labels import labelled
from sagrada_desktop.wording.places import capitalised, space_name

MOST_NAMED = 4  # spaces named one by one; the rest counted


def spaces_text(spaces: tuple[tuple[int, int], ...]) -> str:
    names = [space_name(r, c) for r, c in spaces[:MOST_NAMED]]
    joined = translate("designer", "; ").join(names)
    if len(spaces) > MOST_NAMED:
        joined += translate("designer", " and {count} more").format(
            count=len(spaces) - MOST_NAMED)
    return joined


def _int(found: Finding, name: str) -> int:
    value = found.value(name)
    return value if isinstance(value, int) else 0


def finding_text(found: Finding) -> str:
    """One finding as a sentence."""
    kind = found.kind
    where = spaces_text(found.spaces)
    if kind == "fill-found":
        return translate("designer", "This window can be filled whole: a complete legal fill "
                         "exists (tick \"Show a fill\" to see one).")
    if kind == "no-fill":
        return translate("designer", "This window cannot be filled whole. The marked spaces "
                         "stop every complete fill, for the reasons below.")
    if kind == "clash":
        return _clash(found)
    if kind == "cannot-meet":
        return translate("designer", "The restrictions of {spaces} can never be met "
                         "together.").format(spaces=where)
    if kind == "orange-uses":
        uses = _int(found, "uses")
        if not uses:
            return translate("designer", "{spaces}: an orange space needs a window tool that "
                             "makes orange (no die is orange); this window has none.").format(
                                 spaces=capitalised(where))
        return translate("designer", "{count} orange spaces, but the window tools can make a "
                         "die orange only {uses} times (once for each point box).").format(
                             count=_int(found, "spaces"), uses=uses)
    if kind == "cut-off":
        return translate("designer", "{spaces}: cut off from the rest of the window. Every die "
                         "after the first must touch an earlier one (edge or corner).").format(
                             spaces=capitalised(where))
    if kind == "too-many-spaces":
        count, most = _int(found, "count"), _int(found, "most")
        return translate("designer", "{count} spaces, but a player drafts {most} dice in a game "
                         "(12 rounds, 2 turns each): mark {extra} of them \"No space\".").format(
                             count=count, most=most, extra=count - most)
    if kind == "few-spaces":
        return translate("designer", "{count} spaces: the window is full after {count} turns; "
                         "in the other {turns} turns the die drafted is given up.").format(
                             count=_int(found, "count"), turns=_int(found, "turns"))
    if kind == "star-count":
        return translate("designer", "{count} star spaces: a window has 1 to {most} (objectives "
                         "and the Starlight Private Objective count them).").format(
                             count=_int(found, "count"), most=_int(found, "most"))
    if kind == "magic-unknown":
        return translate("designer", "{spaces}: the Magic Square has no cell numbered "
                         "{number}.").format(spaces=capitalised(where),
                                             number=_int(found, "number"))
    if kind == "magic-too-often":
        return translate("designer", "Magic Square number {number} is printed {count} times "
                         "({spaces}); the Magic Square has {cells} cell(s) numbered "
                         "{number}.").format(number=_int(found, "number"),
                                              count=_int(found, "count"), spaces=where,
                                              cells=_int(found, "cells"))
    if kind == "name-empty":
        return translate("designer", "Give the window a name.")
    if kind == "name-too-long":
        return translate("designer", "The name is too long to print whole on the journal "
                         "page: shorten it.")
    if kind == "tools-count":
        return translate("designer", "Choose three window tools ({count} chosen).").format(
            count=_int(found, "count"))
    if kind == "objectives-to-deal":
        return translate("designer", "Leave at least 3 public objectives to deal.")
    if kind == "legacy-points":
        return translate("designer", "Legacy Points {value}: a window prints 0 to "
                         "{most}.").format(value=_int(found, "value"), most=_int(found, "most"))
    problem = found.problem
    if problem is None:
        return kind
    words = detail_words(problem.detail)
    return labelled(problem.field, words) if problem.field else words


def _clash(found: Finding) -> str:
    first, second = found.spaces
    printed = str(found.value("printed"))
    names = {"first": capitalised(space_name(*first)), "second": space_name(*second)}
    if printed.isdigit():
        return translate("designer", "{first} and {second} share an edge and both print a "
                         "{value}: two dice sharing an edge never show the same value, so "
                         "both can never be filled.").format(value=printed, **names)
    colour = color_name(Color.from_letter(printed), lower=True)
    return translate("designer", "{first} and {second} share an edge and both print "
                     "{colour}: two dice sharing an edge are never the same colour, so both "
                     "can never be filled.").format(colour=colour, **names)

"""The window a draft is played and printed as: a `WindowDesign` (the engine's), the draft's
pattern without its empty rows and columns, its tools, Legacy Points and the public objectives
left out, and the Private Objectives every designed window deals: the sum of each standard
colour, and of the star spaces. A game's setup carries the design whole, so a saved game
plays on even when the design file is gone.

Its texts in other languages: the tools' are those of the content's tools they are (the
player chose them from the content), the Private Objectives' are the program's
(wording/own_windows.py); `add_own_texts` hands them to the content's translations, which the
screen and the paper ask by text id ("own-….tools[0].name"). The window's name is the
player's and prints as typed."""

from __future__ import annotations

from collections.abc import Sequence

from ..content.languages import ENGLISH, LANGUAGES
from ..content.localized_texts import add_texts, localized
from ..engine import STANDARD_COLORS, Color, PrivateObjective, WindowDesign
from ..engine.definitions import PrivateKind
from ..engine.legacy_types import WindowCard
from ..wording.objectives import private_objective_text
from ..wording.own_windows import own_objective_name
from .draft import WindowDraft, trimmed
from .tool_choices import ToolChoice, matching

OWN_PREFIX = "own-"  # every designed window's id starts so: the content's never do


def _objective(ident: str, color: Color | None) -> PrivateObjective:
    kind: PrivateKind = "color-sum" if color is not None else "star-sum"
    suffix = color.name.lower() if color is not None else "stars"
    bare = PrivateObjective(id=f"{ident}-{suffix}", name=own_objective_name(color, ENGLISH),
                            kind=kind, color=color)
    return PrivateObjective(id=bare.id, name=bare.name, kind=kind, color=color,
                            text=private_objective_text(bare, ENGLISH))


def own_objectives(ident: str) -> tuple[PrivateObjective, ...]:
    """The sum of each standard colour's values, and of the star spaces' (every designed
    window prints 1 to 4 stars)."""
    return (*(_objective(ident, c) for c in STANDARD_COLORS), _objective(ident, None))


def window_design(draft: WindowDraft) -> WindowDesign:
    """The window to play and print (English texts, as every game's setup keeps them)."""
    return WindowDesign(
        id=draft.id, name=draft.name.strip(), pattern=trimmed(draft.pattern), tools=draft.tools,
        private_objectives=own_objectives(draft.id), legacy_points=draft.legacy_points,
        objectives_left_out=draft.objectives_left_out)


def checked_card(design: WindowDesign) -> WindowCard:
    """The design as a card for the content's checks of one window (content/window_checks):
    a window played outside the campaign, as the booster windows are, whose Legacy Points
    the designer bounds itself (a booster card prints none)."""
    from attrs import evolve

    return WindowCard(design=evolve(design, legacy_points=0), number=1,
                      story=design.name or "-", booster=True)


def add_own_texts(design: WindowDesign, choices: Sequence[ToolChoice]) -> None:
    """The design's tools and Private Objectives in every language the content has."""
    for lang in LANGUAGES:
        if lang == ENGLISH:
            continue
        found: dict[str, str] = {}
        for i, tool in enumerate(design.tools):
            choice = matching(tool, choices)
            if choice is not None:
                key = f"{design.id}.tools[{i}]"
                found[f"{key}.name"] = localized(f"{choice.source}.name", lang, tool.name)
                found[f"{key}.text"] = localized(f"{choice.source}.text", lang, tool.text)
        for objective in design.private_objectives:
            found[f"{objective.id}.name"] = own_objective_name(objective.color, lang)
            found[f"{objective.id}.text"] = private_objective_text(objective, lang)
        add_texts(lang, found)

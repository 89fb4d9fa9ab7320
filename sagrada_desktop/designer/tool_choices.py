"""The window tools a designed window may take: those the content's windows use (the ones a
player may see: the Window Booster Pack and the campaign windows reached), each once."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from attrs import frozen

from ..engine import WindowTool
from ..engine.legacy_types import WindowCard


@frozen
class ToolChoice:
    """A window tool as a content window prints it; `source` is its text id ("b01.tools[0]"),
    under which its name and text are translated."""

    source: str
    tool: WindowTool


def tool_choices(cards: Iterable[WindowCard]) -> tuple[ToolChoice, ...]:
    """Every window tool of these windows, in their order, each alike tool once."""
    seen: set[WindowTool] = set()
    out: list[ToolChoice] = []
    for card in cards:
        for i, tool in enumerate(card.design.tools):
            if tool not in seen:
                seen.add(tool)
                out.append(ToolChoice(f"{card.design.id}.tools[{i}]", tool))
    return tuple(out)


def matching(tool: WindowTool, choices: Sequence[ToolChoice]) -> ToolChoice | None:
    """The content's window tool that `tool` is: the same tool; else the one of its name with
    its effect and point boxes (a newer content may have worded its text again); else none."""
    for choice in choices:
        if choice.tool == tool:
            return choice
    for choice in choices:
        other = choice.tool
        if (other.name, other.effect, other.boxes) == (tool.name, tool.effect, tool.boxes):
            return choice
    return None

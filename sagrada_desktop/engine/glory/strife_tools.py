"""The three Strife Tool Cards of the Glory rulebook, as Tool Cards of this engine.

In Artisans tools are either a window's own or Tool Cards a family brings. With the Strife
module one Strife Tool is drawn at random at setup and dealt to every seat as an extra Tool
Card, usable once in this game like any Tool Card (it is not owned: it neither counts toward
the Tool Box Capacity or the Starting Tool Count nor stays with the family afterwards).
"""

from __future__ import annotations

from ..definitions import ToolCard
from ..effects import GrayPoolValue, GrayWindowValue, SwapGray

STRIFE_TOOLS: tuple[ToolCard, ...] = (
    ToolCard(
        "strife-tool-i", "Strife Tool I", GrayWindowValue(),
        "Change the value of your drafted die to the value of a gray die in your window.",
    ),
    ToolCard(
        "strife-tool-ii", "Strife Tool II", GrayPoolValue(),
        "Change the value of your drafted die to the value of a gray die in the public draft "
        "pool.",
    ),
    ToolCard(
        "strife-tool-iii", "Strife Tool III", SwapGray(),
        "Swap a gray die and non-gray die between your window and the public draft pool. You "
        "must obey all placement restrictions.",
    ),
)

STRIFE_TOOLS_BY_ID: dict[str, ToolCard] = {t.id: t for t in STRIFE_TOOLS}

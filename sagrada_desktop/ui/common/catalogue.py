"""What the content ships, as the screens need it: windows to play, objective names and texts.

The content is loaded once (sagrada_desktop.content.load_content) and kept. The start screen
paints before that: it lists the booster windows, read and checked on their own
(load_booster_windows); the whole content, with its checks across files, is read right after
the first paint (ui/app.py) and in any case before a game is set up (content()).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from sagrada_desktop.content import ContentError, load_content
from sagrada_desktop.content.loader import load_booster_windows
from sagrada_desktop.engine import OBJECTIVES, WindowDesign
from sagrada_desktop.engine.legacy_types import CampaignContent, WindowCard
from sagrada_desktop.ui.common.content_words import card_name, card_text
from sagrada_desktop.ui.common.i18n import translate


@cache
def content() -> CampaignContent:
    return load_content()


def content_loaded() -> bool:
    """Whether the whole content has been read (and checked) already."""
    return content.cache_info().currsize > 0


def objective_name(oid: str) -> str:
    text = _objective(oid)
    return text[0] if text else oid.replace("-", " ").title()


def objective_text(oid: str) -> str:
    text = _objective(oid)
    if text:
        return text[1]
    rule = OBJECTIVES.get(oid)
    return translate("catalogue", "{points} points each").format(points=rule.points) if rule else ""


def _objective(oid: str) -> tuple[str, str] | None:
    try:
        face = content().public_objectives.get(oid)
    except (ContentError, OSError):  # no content to read: the id's own words
        return None
    return (card_name(face), card_text(face)) if face is not None else None


def free_play_windows(unlocked: Iterable[str] = ()) -> list[WindowCard]:
    """The windows free play offers (campaign.free_play_content): campaign windows already
    unlocked, then the booster pack. With none unlocked and the content not read yet (the start
    screen's first paint), the booster pack alone, from its own files."""
    wanted = tuple(unlocked)
    if not wanted and not content_loaded():
        return list(load_booster_windows())
    from sagrada_desktop.campaign import free_play_content

    return list(free_play_content(content(), wanted).windows)


def window_card(design: WindowDesign) -> WindowCard | None:
    c = content()
    return c.windows.get(design.id) or c.booster_windows.get(design.id)

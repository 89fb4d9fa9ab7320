"""Reading what `sagrada-artisans print` prints from: the content, a saved game, a window id.

Every failure is an InputError whose message names the file (or the id) and what is wrong.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping

from sagrada_desktop.campaign.campaign_state import Campaign
from sagrada_desktop.engine import GameState
from sagrada_desktop.engine.legacy_types import (
    CampaignContent,
    PublicObjectiveText,
    WindowCard,
    window_by_id,
)


class InputError(Exception):
    """An input the print command cannot use; the message says which and why."""


def _load_content() -> CampaignContent:
    from sagrada_desktop.content import ContentError, load_content

    try:
        return load_content()
    except ContentError as exc:
        raise InputError(f"the game's content cannot be read: {exc}") from None
    except OSError as exc:
        raise InputError(f"the game's content cannot be read: {exc}") from None


# The content loader; tests replace it to print from content of their own.
content_loader: Callable[[], CampaignContent] = _load_content


def content() -> CampaignContent:
    return content_loader()


def objective_texts() -> Mapping[str, PublicObjectiveText] | None:
    """The public objectives' names and texts, the same the game's screens show (None when
    the content cannot be read: the names are then made from the ids)."""
    try:
        return content().public_objectives
    except InputError:
        return None


def all_windows(data: CampaignContent) -> list[WindowCard]:
    return [*data.windows.values(), *data.booster_windows.values()]


def window_card(window_id: str) -> WindowCard:
    """The campaign or booster window with this id."""
    data = content()
    card = window_by_id(all_windows(data), window_id)
    if card is not None:
        return card
    known = ", ".join(card.design.id for card in all_windows(data)) or "none"
    raise InputError(f"no window with id {window_id!r} (known windows: {known})")


def card_of(window_id: str) -> WindowCard | None:
    """The content's card of a window, if the content can be read and has it."""
    try:
        data = content()
    except InputError:
        return None
    return window_by_id(all_windows(data), window_id)


def saved_game(path: str) -> GameState:
    """The game state of a saved game file (replayed and checked)."""
    from sagrada_desktop.saves import SaveError, load_game

    if not os.path.exists(path):
        raise InputError(f"{path}: no such file")
    try:
        return load_game(path).state
    except SaveError as exc:
        raise InputError(str(exc)) from None


def saved_campaign(path: str) -> tuple[Campaign, CampaignContent]:
    """A saved campaign (its game in progress replayed), checked against the content."""
    from sagrada_desktop.campaign import CampaignSaveError, load_campaign

    data = content()
    if not os.path.exists(path):
        raise InputError(f"{path}: no such file")
    try:
        return load_campaign(path, data), data
    except CampaignSaveError as exc:
        raise InputError(str(exc)) from None

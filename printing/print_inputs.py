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
from sagrada_desktop.wording import message


class InputError(Exception):
    """An input the print command cannot use; the message says which and why."""


def _load_content() -> CampaignContent:
    from sagrada_desktop.content import ContentError, load_content

    try:
        return load_content()
    except ContentError as exc:
        raise InputError(message("the game's content cannot be read: {error}",
                                 error=exc)) from None
    except OSError as exc:
        from sagrada_desktop.wording.system_errors import os_error_text

        raise InputError(message("the game's content cannot be read: {error}",
                                 error=os_error_text(exc))) from None


# The content loader; tests replace it to print from content of their own.
content_loader: Callable[[], CampaignContent] = _load_content


def content() -> CampaignContent:
    """The content, its texts in the language being printed (wording.LANGUAGE)."""
    from sagrada_desktop.content.translations import localize_content

    from . import wording

    return localize_content(content_loader(), wording.LANGUAGE)


def _localized_state(state: GameState) -> GameState:
    """The game with its window's name, tools, New Rules and Private Objectives in the
    language being printed (ids, dice and scores untouched)."""
    from attrs import evolve

    from sagrada_desktop.content.translations import localize_design

    from . import wording

    window = localize_design(state.setup.window, wording.LANGUAGE)
    return state if window is state.setup.window else evolve(
        state, setup=evolve(state.setup, window=window))


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
    raise InputError(message("no window with id {window!r} (known windows: {known})",
                             window=window_id, known=known))


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
        raise InputError(message("{path}: no such file", path=path))
    try:
        return _localized_state(load_game(path).state)
    except SaveError as exc:
        raise InputError(str(exc)) from None


def saved_campaign(path: str) -> tuple[Campaign, CampaignContent]:
    """A saved campaign (its game in progress replayed), checked against the content."""
    from attrs import evolve

    from sagrada_desktop.campaign import CampaignSaveError, load_campaign_file
    from sagrada_desktop.content.translations import localize_content

    from . import wording

    data = content_loader()  # the save is checked against the content as written
    if not os.path.exists(path):
        raise InputError(message("{path}: no such file", path=path))
    try:
        loaded = load_campaign_file(path, data)
    except CampaignSaveError as exc:
        raise InputError(str(exc)) from None
    campaign = loaded.campaign
    data = loaded.content or data  # the content of the campaign's own edition
    if campaign.game is not None:
        game = evolve(campaign.game, state=_localized_state(campaign.game.state))
        campaign = evolve(campaign, game=game)
    return campaign, localize_content(data, wording.LANGUAGE)

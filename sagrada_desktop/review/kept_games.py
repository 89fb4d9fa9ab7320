"""A campaign's finished games, kept for their review.

The campaign file keeps only the game being played (campaign/campaign_file.py); each game is
written here as it ends, as an ordinary saved game (saves.save_game, who played each family
included), in a folder beside the campaign file: campaigns/<name>.games/window-03.sagrada.json
for the campaign campaigns/<name>.json and its third window. The campaigns folder lists only
its own *.json files, so these are never taken for campaigns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from ..engine import Action, GameSetup, GameState
from ..saves import SeatPlan, save_game

SUFFIX = ".sagrada.json"
_NAME = re.compile(r"window-(\d\d)\.sagrada\.json")


def games_folder(campaign_path: Path) -> Path:
    return campaign_path.with_name(campaign_path.stem + ".games")


def kept_game_path(campaign_path: Path, window_number: int) -> Path:
    """Where the game of the campaign's window `window_number` (1-10) is kept."""
    return games_folder(campaign_path) / f"window-{window_number:02d}{SUFFIX}"


def keep_game(campaign_path: Path, window_number: int, setup: GameSetup,
              actions: Sequence[Action], state: GameState, plans: Sequence[SeatPlan]) -> Path:
    """Write a finished game of the campaign (raises saves.SaveError, OSError)."""
    path = kept_game_path(campaign_path, window_number)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(path, setup, actions, state, plans=plans, backup=False)
    return path


def kept_games(campaign_path: Path) -> dict[int, Path]:
    """The campaign's kept games by window number (1-10)."""
    folder = games_folder(campaign_path)
    if not folder.is_dir():
        return {}
    out = {}
    for path in folder.iterdir():
        match = _NAME.fullmatch(path.name)
        if match is not None and path.is_file():
            out[int(match.group(1))] = path
    return dict(sorted(out.items()))

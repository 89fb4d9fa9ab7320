"""Which unfinished play the start offers back after a crash: the free-play autosave (a
dialog) or the campaign left being played (a banner), never both. The one written last is the
one that was being played when the program stopped."""

from __future__ import annotations

from pathlib import Path

FREE_PLAY, CAMPAIGN_PLAY = "free", "campaign"


def _written(path: Path | None) -> float | None:
    if path is None:
        return None
    try:
        return path.stat().st_mtime
    except OSError:
        return None


def resume_choice(free_play: Path | None, campaign: Path | None) -> str | None:
    """FREE_PLAY, CAMPAIGN_PLAY or None, given the unfinished free-play autosave and the
    campaign file left being played (None where there is none)."""
    free_at, campaign_at = _written(free_play), _written(campaign)
    if free_at is None:
        return None if campaign_at is None else CAMPAIGN_PLAY
    if campaign_at is None:
        return FREE_PLAY
    return CAMPAIGN_PLAY if campaign_at >= free_at else FREE_PLAY

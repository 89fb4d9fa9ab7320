"""Where campaigns live on this machine: one file per campaign in the user's data folder
(campaigns/<name>.json, by campaign_file.save_campaign), a side file saying who plays each
family (<name>.seats.json), the windows any campaign has reached (unlocked.json, for free
play), and a marker of the campaign being played (playing.txt, left behind by a crash)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

from attrs import frozen

from sagrada_desktop.campaign import CampaignSaveError, load_campaign
from sagrada_desktop.engine.legacy_types import CampaignContent

from .session import COMPUTER_KINDS, PERSON, SeatPlan

UNLOCKED = "unlocked.json"
PLAYING = "playing.txt"


@frozen
class SavedCampaign:
    """A campaign file with what the Continue list shows (or why it cannot be read)."""

    path: Path
    window: int = 0
    families: tuple[str, ...] = ()
    legacy: tuple[int, ...] = ()
    over: bool = False
    problem: str = ""


class CampaignFolder:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)

    def new_path(self, names: Iterable[str]) -> Path:
        """A file name for a new campaign from its families' names, never an existing one."""
        slug = "-".join(re.sub(r"[^\w]+", "", n, flags=re.UNICODE) for n in names) or "campaign"
        path = self.folder / f"{slug[:60]}.json"
        k = 2
        while path.exists():
            path = self.folder / f"{slug[:60]}-{k}.json"
            k += 1
        return path

    def campaign_files(self) -> list[Path]:
        """The campaign files (not the side files), in no particular order."""
        return [p for p in self.folder.glob("*.json")
                if p.name != UNLOCKED and not p.name.endswith(".seats.json")]

    def saved(self, content: CampaignContent) -> list[SavedCampaign]:
        """Every campaign file, most recently saved first."""
        files = sorted(self.campaign_files(), key=lambda p: p.stat().st_mtime, reverse=True)
        out = []
        for path in files:
            try:
                c = load_campaign(path, content)
            except CampaignSaveError as exc:
                out.append(SavedCampaign(path, problem=str(exc)))
                continue
            out.append(SavedCampaign(path, c.window + 1, tuple(f.name for f in c.families),
                                     tuple(f.legacy_points for f in c.families), c.is_over))
        return out

    # --- who plays each family -------------------------------------------------------------
    @staticmethod
    def plans_path(path: Path) -> Path:
        return path.with_name(path.stem + ".seats.json")

    def write_plans(self, path: Path, plans: Iterable[SeatPlan]) -> None:
        self.plans_path(path).write_text(json.dumps([p.kind for p in plans]), encoding="utf-8")

    def read_plans(self, path: Path, families: int) -> list[SeatPlan]:
        try:
            kinds = json.loads(self.plans_path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            kinds = []
        if not isinstance(kinds, list) or len(kinds) != families:
            kinds = [PERSON] * families
        return [SeatPlan(k if k in (PERSON, *COMPUTER_KINDS) else PERSON) for k in kinds]

    # --- windows unlocked for free play ------------------------------------------------------
    def unlocked(self) -> list[str]:
        try:
            ids = json.loads((self.folder / UNLOCKED).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return []
        return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []

    def note_unlocked(self, window_ids: Iterable[str]) -> None:
        known = self.unlocked()
        new = [i for i in window_ids if i not in known]
        if new:
            (self.folder / UNLOCKED).write_text(json.dumps(known + new), encoding="utf-8")

    # --- the campaign being played ---------------------------------------------------------
    def mark_playing(self, path: Path | None) -> None:
        marker = self.folder / PLAYING
        if path is None:
            marker.unlink(missing_ok=True)
        else:
            marker.write_text(path.name, encoding="utf-8")

    def left_playing(self) -> Path | None:
        """The campaign that was being played when the program stopped without closing."""
        try:
            name = (self.folder / PLAYING).read_text(encoding="utf-8").strip()
        except OSError:
            return None
        path = self.folder / name
        return path if name and path.is_file() else None


"""Where campaigns live on this machine: one file per campaign in the user's data folder
(campaigns/<name>.json, by campaign_file.save_campaign, who plays each family included), the
windows any campaign has reached (unlocked.json, for free play), and a marker of the campaign
being played (playing.txt, left behind by a crash). Older versions left <name>.seats.json
beside a campaign (read once by its migration; not a campaign itself)."""

from __future__ import annotations

import contextlib
import json
import re
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from attrs import frozen

from sagrada_desktop.saves import atomic_write
from sagrada_desktop.saves.atomic import exists, shortened
from sagrada_desktop.ui.common.data_folder import made_folder, slot_name
from sagrada_desktop.ui.common.i18n import translate

if TYPE_CHECKING:
    from sagrada_desktop.engine import WindowDesign
    from sagrada_desktop.engine.legacy_types import CampaignContent

from sagrada_desktop.ui.common.content_words import window_name

UNLOCKED = "unlocked.json"
PLAYING = "playing.txt"
SIDE_FILE_BYTES = 1024 * 1024
STEM_BYTES = 120  # of a new campaign's file name before ".json": 255 bytes leave room for all


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
    """The campaigns folder as one window of the program holds it (`slot`: its slot of the
    data folder, ui/common/data_folder.py, which names its playing marker). A folder that
    cannot be made or written is no error: `problem` says so, and saves there are refused."""

    def __init__(self, folder: Path, slot: int = 1) -> None:
        self.folder = folder
        self.slot = slot
        self.problem = made_folder(folder)

    def new_path(self, names: Iterable[str]) -> Path:
        """A file name for a new campaign from its families' names, never an existing one,
        and short enough in bytes (STEM_BYTES) for every name made from it: "-2.json", the
        ".bak" and ".before-reset" copies, the temporaries and the lock beside it."""
        slug = "-".join(re.sub(r"[^\w]+", "", n, flags=re.UNICODE) for n in names) or "campaign"
        stem = shortened(slug, STEM_BYTES)
        path = self.folder / f"{stem}.json"
        k = 2
        while exists(path):
            path = self.folder / f"{stem}-{k}.json"
            k += 1
        return path

    def campaign_files(self) -> list[Path]:
        """The campaign files (not the side files, nor links to files outside the folder), in
        no particular order."""
        return [p for p in self.folder.glob("*.json")
                if p.name != UNLOCKED and not p.name.endswith(".seats.json")
                and self.inside(p.name) is not None]

    def saved(self, content: CampaignContent) -> list[SavedCampaign]:
        """Every campaign file, most recently saved first: what each shows is read from its
        header (campaign_summary.py: a small part at the start of the file); a file without
        one (written before summaries, or damaged there) is read whole. A campaign damaged
        further in is found when it is continued."""
        files = sorted(self.campaign_files(), key=_written, reverse=True)
        return [_listed(path, content) for path in files]

    # --- windows unlocked for free play ------------------------------------------------------
    def unlocked(self) -> list[str]:
        try:
            ids = json.loads(read_side_file(self.folder / UNLOCKED))
        except (OSError, ValueError, RecursionError):
            return []
        return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []

    def note_unlocked(self, window_ids: Iterable[str]) -> None:
        known = self.unlocked()
        new = [i for i in window_ids if i not in known]
        if new:
            _write_side_file(self.folder / UNLOCKED, json.dumps(known + new))

    # --- the campaign being played ---------------------------------------------------------
    def mark_playing(self, path: Path | None) -> None:
        """Note (or, with None, forget) the campaign this window plays (its own marker)."""
        marker = self.folder / slot_name(PLAYING, self.slot)
        if path is None:
            with contextlib.suppress(OSError):
                marker.unlink(missing_ok=True)
        else:
            _write_side_file(marker, path.name)

    def left_playing(self) -> Path | None:
        """The campaign this window's slot was playing when the program stopped without
        closing."""
        try:
            name = read_side_file(self.folder / slot_name(PLAYING, self.slot)).strip()
        except (OSError, ValueError):
            return None
        return self.inside(name)

    def inside(self, name: str) -> Path | None:
        """The campaign file `name` names in this folder; None for anything that would reach
        outside it (a path, "..", a link elsewhere) or is not a file."""
        if not name or name != Path(name).name or name in (".", "..") or "\x00" in name:
            return None
        path = self.folder / name
        try:
            if path.resolve().parent != self.folder.resolve() or not path.is_file():
                return None
        except (OSError, RuntimeError, ValueError):
            return None
        return path


def _listed(path: Path, content: CampaignContent) -> SavedCampaign:
    """One campaign file as the Continue list shows it (never an error: its problem)."""
    from sagrada_desktop.campaign import CampaignSaveError, load_campaign  # not at start
    from sagrada_desktop.campaign.campaign_summary import read_header, summary_from_json

    try:
        info = path.stat()
        header = read_header(path) if stat.S_ISREG(info.st_mode) else None
    except OSError:
        header = None  # said by the whole read below, in the loader's words
    summary = summary_from_json(header.get("summary")) if header else None
    if summary is not None and header is not None \
            and header.get("format") == "sagrada-artisans-campaign":
        return SavedCampaign(path, summary.window, tuple(n for n, _ in summary.families),
                             tuple(p for _, p in summary.families), summary.over)
    try:
        c = load_campaign(path, content)
    except CampaignSaveError as exc:
        return SavedCampaign(path, problem=str(exc))
    except Exception as exc:  # one bad file never breaks the list
        return SavedCampaign(path, problem=translate("campaign_files", "{path}: cannot be read ({name__})").format(path=path, name__=type(exc).__name__))
    return SavedCampaign(path, c.window + 1, tuple(f.name for f in c.families),
                         tuple(f.legacy_points for f in c.families), c.is_over)


def _written(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def read_side_file(path: Path) -> str:
    """A small side file's text; OSError when it is missing or not a small regular file (a
    pipe would make reading wait for ever), ValueError when it is not UTF-8 text."""
    info = path.stat()
    if not stat.S_ISREG(info.st_mode) or info.st_size > SIDE_FILE_BYTES:
        raise OSError(translate("campaign_files", "{name}: not a small regular file").format(name=path.name))
    return path.read_bytes().decode("utf-8")


def _write_side_file(path: Path, text: str) -> None:
    """A side file, written atomically (a crash leaves the old one or the new one)."""
    try:
        atomic_write(path, text, backup=False)
    except (OSError, UnicodeEncodeError):
        pass  # a side file is a convenience: the campaign itself is saved on its own



def window_label(number: int, name: str) -> str:
    return translate("campaign_files", "Window {number}: {name}").format(number=number, name=name)


def unlocked_windows(folder: CampaignFolder | None) -> list[tuple[str, WindowDesign]]:
    """The campaign windows any campaign on this machine has reached, for free play (the
    content is read only when some window was reached)."""
    wanted = set(folder.unlocked()) if folder is not None else set()
    if not wanted:
        return []
    from sagrada_desktop.campaign import windows_unlocked
    from sagrada_desktop.content import ContentError
    from sagrada_desktop.ui.common import catalogue

    try:
        cards = windows_unlocked(catalogue.content(), frozenset(wanted))
    except (ContentError, OSError):
        return []
    return [(window_label(c.number, window_name(c.design)), c.design) for c in cards]

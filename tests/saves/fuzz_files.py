"""The files, names and folders around a save, as an unlucky or hostile user makes them
(issue 32): special files given as saves (folders, pipes, sockets, devices, links in a
circle, links elsewhere, dangling links, empty files, a UTF-8 BOM), names in 4-byte
characters (file names made from them, saved, reset and loaded again), two windows of the
program on one data folder, and a data folder that cannot be made.

Each check_* runs one case through the load or save paths it concerns and returns what
happened: "error" (one clear message naming the file), "accepted" (the file loads or the save
is kept), or raises AssertionError for a traceback, a hang, a file of someone else's changed
or lost, or a save that does not load back. Used by tests/saves/test_fuzz_files.py and
benchmarks/save_fuzz.py."""

from __future__ import annotations

import hashlib
import os
import shutil
import socket
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from sagrada_desktop.campaign import (
    CampaignSaveError,
    FamilySetup,
    load_campaign,
    load_campaign_file,
    new_campaign,
    reset_campaign,
    save_campaign,
)
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import SaveError, load_game, save_game
from sagrada_desktop.saves.atomic import name_bytes

from .fuzz_saves import _cli

SPECIAL_KINDS = ("folder", "pipe", "socket", "device link", "loop", "dangling", "outside link",
                 "empty", "bom", "link to a save")


def digest(folder: Path) -> dict[str, str]:
    """Every file under `folder` (links as their target's text), by relative path."""
    out = {}
    for p in sorted(folder.rglob("*")):
        rel = str(p.relative_to(folder))
        if p.is_symlink():
            out[rel] = "-> " + os.readlink(p)
        elif p.is_file():
            out[rel] = hashlib.sha256(p.read_bytes()).hexdigest()
        elif p.is_dir():
            out[rel] = "folder"
        else:
            out[rel] = "special"
    return out


def _timed(run: Callable[[], Any], seconds: float = 30) -> Any:
    """run() in a thread; AssertionError if it does not end (a read waiting on a pipe)."""
    result: list[Any] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            result.append(run())
        except BaseException as exc:  # reported below, in the caller's thread
            failure.append(exc)

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "a load path waits for ever"
    if failure:
        raise failure[0]
    return result[0] if result else None


def make_special(kind: str, folder: Path, save_text: str) -> tuple[Path, Any]:
    """A thing of `kind` named like a save in `folder` (and what must be closed after)."""
    path = folder / "special.json"
    held: Any = None
    if kind == "folder":
        path.mkdir()
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "socket":
        held = socket.socket(socket.AF_UNIX)
        held.bind(str(path))
    elif kind == "device link":
        path.symlink_to(os.devnull)
    elif kind == "loop":
        path.symlink_to(folder / "other.json")
        (folder / "other.json").symlink_to(path)
    elif kind == "dangling":
        path.symlink_to(folder / "nowhere.json")
    elif kind == "outside link":
        outside = folder.parent / f"outside-{folder.name}.json"
        outside.write_text(save_text, encoding="utf-8")
        path.symlink_to(outside)
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "bom":
        path.write_bytes(b"\xef\xbb\xbf" + save_text.encode("utf-8"))
    elif kind == "link to a save":
        (folder / "real.json").write_text(save_text, encoding="utf-8")
        path.symlink_to(folder / "real.json")
    return path, held


def _clear(text: str, name: str) -> None:
    assert name in text, f"the message does not name the file: {text[:300]}"
    assert "Traceback" not in text and text.strip().count("\n") == 0, text[:500]


def check_special_game(kind: str, root: Path, save_text: str) -> str:
    """A special thing given as a saved game: to the loader, `replay`, `print --save`, the
    program's command line and the autosave at start."""
    folder = root / "game"
    folder.mkdir(parents=True)
    path, held = make_special(kind, folder, save_text)
    before = digest(root)
    try:
        try:
            _timed(lambda: load_game(path))
            result = "accepted"
        except SaveError as exc:
            _clear(str(exc), path.name)
            result = "error"
        code, err = _timed(lambda: _cli(["replay", str(path)]))
        assert code == (0 if result == "accepted" else 1), (code, err[:300])
        code, err = _timed(lambda: _cli(["print", "scorecard", "--save", str(path), "--out",
                                         str(root / "out.pdf")]))
        assert code == (0 if result == "accepted" else 1), (code, err[:300])
        if code == 0:
            (root / "out.pdf").unlink()
        from sagrada_desktop.cli import _not_a_saved_game

        problem = _not_a_saved_game(str(path))
        assert bool(problem) == (kind in ("folder", "pipe", "socket", "device link", "loop",
                                          "dangling")), problem
        assert digest(root) == before, "a load path changed a file"
    finally:
        if held is not None:
            held.close()
    return result


def check_special_campaign(kind: str, root: Path, save_text: str,
                           content: CampaignContent) -> str:
    """A special thing in the campaigns folder or given as a campaign: the loader, `print
    --campaign` and the Continue list (which leaves out links outside its folder)."""
    from sagrada_desktop.ui.campaign.campaign_files import CampaignFolder

    folder = root / "campaigns"
    folder.mkdir(parents=True)
    path, held = make_special(kind, folder, save_text)
    before = digest(root)
    try:
        try:
            _timed(lambda: load_campaign(path, content))
            result = "accepted"
        except CampaignSaveError as exc:
            _clear(str(exc), path.name)
            result = "error"
        code, err = _timed(lambda: _cli(["print", "scorecard", "--campaign", str(path),
                                         "--out", str(root / "out.pdf")]))
        assert code == (0 if result == "accepted" else 1), (code, err[:300])
        if code == 0:
            (root / "out.pdf").unlink()
        listed = _timed(lambda: CampaignFolder(folder).saved(content))
        names = [s.path.name for s in listed]
        if kind in ("outside link", "folder", "pipe", "socket", "device link", "loop",
                    "dangling"):
            assert path.name not in names, f"the Continue list shows a {kind}"
        assert digest(root) == before, "a load path changed a file"
    finally:
        if held is not None:
            held.close()
    return result


FOUR_BYTE = ("𝔄𝔪𝔞𝔱", "𝔅𝔞𝔱𝔩𝔩𝔬", "𝒞𝒶𝓁𝓋𝑒𝓉", "𝕄𝕚𝕝𝕒")


def four_byte_names(count: int, length: int) -> list[str]:
    """Family names of `length` 4-byte characters (a typed name's longest is 60)."""
    return [(FOUR_BYTE[i % len(FOUR_BYTE)] * 60)[:length] for i in range(count)]


def check_four_byte_campaign(root: Path, content: CampaignContent, families: int,
                             length: int, seed: int) -> str:
    """A campaign of families named in 4-byte characters: its file name made by the campaigns
    folder, saved twice (with its backup), reset, loaded again; every name fits 255 bytes."""
    from sagrada_desktop.ui.campaign.campaign_files import CampaignFolder

    names = four_byte_names(families, length)
    setups = [FamilySetup(n, content.family_colors[i], n) for i, n in enumerate(names)]
    campaign = new_campaign(content, setups, seed)
    folder = CampaignFolder(root / "campaigns")
    path = folder.new_path(names)
    save_campaign(path, campaign, content=content)
    save_campaign(path, campaign, content=content)
    assert load_campaign_file(path, content).campaign == campaign
    reset_campaign(path, content, seed=seed + 1)
    assert load_campaign_file(path, content).campaign.families[0].name == names[0]
    again = folder.new_path(names)
    assert again != path and not again.exists()
    assert all(name_bytes(p.name) <= 255 for p in (root / "campaigns").iterdir())
    return "accepted"


def check_four_byte_game(root: Path, setup: Any, actions: Any, state: Any, length: int) -> str:
    """A game whose seats are named in 4-byte characters, saved to a file named after them."""
    from attrs import evolve

    from sagrada_desktop.engine import new_game
    from sagrada_desktop.saves import replay

    names = four_byte_names(len(setup.seats), length)
    setup = evolve(setup, seats=tuple(evolve(s, name=n)
                                      for s, n in zip(setup.seats, names, strict=True)))
    state = replay(setup, actions) if actions else new_game(setup)
    stem = "".join(names)[:58]  # 232 bytes: the temporary and backup names must fit too
    path = root / f"{stem}.json"
    save_game(path, setup, actions, state)
    save_game(path, setup, actions, state)
    assert load_game(path).state == state
    return "accepted"


def check_two_windows(root: Path, sessions: Iterator[Any]) -> str:
    """Two windows of the program on one data folder: slots 1 and 2 autosave their own games
    turn by turn, one finishes its game (its autosave goes), the other's stays whole; a
    campaign file held by one cannot be claimed by the other."""
    from sagrada_desktop.ui.common.data_folder import campaign_lock, open_data_folder
    from sagrada_desktop.ui.game.autosave import Autosaver

    data = root / "data"
    first = open_data_folder(data)
    second = open_data_folder(data)
    assert (first.slot, second.slot) == (1, 2)
    one = Autosaver(data, slot=first.slot, held=first)
    two = Autosaver(data, slot=second.slot, held=second)
    playing, ending = next(sessions), next(sessions)
    one.save(playing)
    two.save(ending)
    one.save(playing)
    two.save(ending)
    kept = {p.name: p.read_bytes() for p in data.iterdir() if p.name.startswith("autosave.")}
    assert set(kept) == {"autosave.sagrada.json", "autosave.sagrada.json.bak"}
    from sagrada_desktop.engine import legal_actions

    while not ending.state.is_over:
        ending.play(legal_actions(ending.state)[0])
    two.save(ending)  # its game is over: its own autosave is cleared
    assert not two.path.exists()
    assert {p.name: p.read_bytes() for p in data.iterdir()
            if p.name.startswith("autosave.")} == kept, "a window cleared the other's files"
    assert one.pending() is not None
    campaign = data / "campaigns" / "c.json"
    campaign.parent.mkdir(exist_ok=True)
    campaign.write_text("{}", encoding="utf-8")
    held = campaign_lock(campaign)
    assert held is not None and campaign_lock(campaign) is None
    held.unlock()
    assert first.lock is not None and second.lock is not None
    first.lock.unlock()
    second.lock.unlock()
    return "accepted"


def check_unmakeable_folder(root: Path, session: Any, campaign: Any,
                            content: CampaignContent) -> str:
    """A data folder under a file (no one can make it): the start goes on, the problem names
    the folder, and saves there are refused with a message (nothing else is touched)."""
    from sagrada_desktop.ui.campaign.campaign_files import CampaignFolder
    from sagrada_desktop.ui.game.autosave import Autosaver

    blocker = root / "a-file"
    blocker.write_text("in the way", encoding="utf-8")
    data = blocker / "data"
    autosaver = Autosaver.for_this_window(data)
    assert autosaver.problem and str(data) in autosaver.problem
    folder = CampaignFolder(data / "campaigns", autosaver.slot)
    assert folder.problem and folder.saved(content) == [] and folder.unlocked() == []
    autosaver.save(session)  # not attempted: the window says why, once
    assert autosaver.pending() is None
    try:
        save_campaign(folder.new_path(["Amat"]), campaign, content=content)
    except CampaignSaveError as exc:
        assert "cannot be saved" in str(exc)
    else:
        raise AssertionError("a campaign saved into a folder that cannot exist")
    assert blocker.read_text(encoding="utf-8") == "in the way"
    shutil.rmtree(root / "unused", ignore_errors=True)
    return "error"

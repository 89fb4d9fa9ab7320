"""Write the compat corpus of one earlier commit of the program, with that commit's own code.

    .venv/bin/python tests/compat/write_corpus.py 861ec27        # tests/compat/files/861ec27/

The commit is taken out of git (`git archive`) into a scratch folder outside the repository and
this script runs again there with `PYTHONPATH` set to it, so every file is written by the old
version's own functions: its engine and computer players play the games, its Save
(`save_to`, with the seat-plan side file where it wrote one), its autosave (`Autosaver.save`,
after every turn, so the `.bak` is the turn before), its campaign flow and computer families
(`flow.decide`/`computer_answer`, as `simulate --campaign` plays), its campaign saving
(`CampaignSession.save`, and `CampaignFolder.write_plans` where seat plans were side files).
Each file is then read back by that same old version (`load_game`, `load_campaign`): a file the
version that wrote it could not read is not kept. `manifest.json` beside the files says what
each one is (seats, Glory, stage, window, envelopes, Market, Dedication, tools used).

Only this program's code runs here; the script imports whatever the old version has, by the
names it had then (old_version.py: each lookup lists the places a thing lived, newest first).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from old_version import Old  # beside this script, which runs as a script (also inside)

REPO = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).resolve().parent / "files"
INNER = "SAGRADA_CORPUS_SOURCE"  # set when running inside the old code

# Seat names as a person could type them (a long one is made to the version's own limit)
NAMES = ("Ana", "Berta", "Carles", "Dolors", "Enric", "Francesca")
FAMILIES = ("Amat", "Batlló", "Calvet", "Milà")
MEMBERS = ("Rosa", "Jaume", "Eulàlia", "Pere")


# --- outside: take the commit out of git and run this script inside it ----------------------
def outside(commit: str, out: Path, small: bool) -> int:
    sha = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short=7", commit],
                         check=True, capture_output=True, text=True).stdout.strip()
    scratch = Path(tempfile.mkdtemp(prefix=f"sagrada-old-{sha}-"))
    try:
        archive = subprocess.run(["git", "-C", str(REPO), "archive", sha],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(scratch)], input=archive, check=True)
        target = out / sha
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(parents=True)
        env = dict(os.environ, PYTHONPATH=str(scratch), QT_QPA_PLATFORM="offscreen",
                   **{INNER: str(scratch)})
        env["HOME"] = str(scratch / "home")  # the old program's settings stay in the scratch
        return subprocess.run([sys.executable, str(Path(__file__).resolve()), sha,
                               "--out", str(target), *(["--small"] if small else [])],
                              env=env, cwd=scratch).returncode
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def action_kinds(actions: list[Any]) -> dict[str, int]:
    out: dict[str, int] = {}
    for a in actions:
        out[type(a).__name__] = out.get(type(a).__name__, 0) + 1
    return dict(sorted(out.items()))


TOOL_ACTIONS = ("UseAbility", "UseWindowTool", "UseToolCard", "UseStrifeTool")


# --- the games --------------------------------------------------------------------------------
GAMES = [  # seats, Glory, players (the first is a person), names, colours
    (1, "off", "greedy"), (1, "all", "greedy"),
    (2, "off", "greedy,random"), (2, "all", "random,greedy"),
    (3, "off", "greedy"), (3, "strife", "greedy,random,greedy"),
    (4, "off", "random"), (4, "all", "greedy"),
    (5, "pioneer-flourish", "greedy"), (5, "all", "random,greedy"),
    (6, "off", "greedy"), (6, "all", "greedy,random"),
]
SMALL_GAMES = [(2, "off", "greedy,random"), (4, "all", "greedy"), (5, "rivalry", "random")]


def kinds_for(seats: int, players: str) -> list[str]:
    given = players.split(",")
    return [given[i % len(given)] for i in range(seats)]


def plans_for(old: Old, kinds: list[str]) -> list[str]:
    """Who plays each seat in the file: a person at the first seat, then the version's own
    computer kinds in turn (each of them is a kind that version offered)."""
    offered = list(old.computer_kinds)
    return ["person"] + [offered[i % len(offered)] for i in range(len(kinds) - 1)]


def write_games(old: Old, out: Path, manifest: list[dict[str, Any]], small: bool) -> None:
    windows = [w.design for w in old.catalogue.free_play_windows()]
    colors = list(old.engine.STANDARD_COLORS)
    folder = out / "games"
    folder.mkdir()
    for k, (seats, glory, players) in enumerate(SMALL_GAMES if small else GAMES):
        names = list(NAMES[:seats])
        if seats == 3 and glory == "off":
            names[0] = ("Gaudí i Cornet, Antoni Plàcid Guillem " * 4)[:old.max_name]
        # each seat's colour as every version's seat editor chose it: the 6th takes the 1st's
        seat_colors = [colors[i % len(colors)] for i in range(seats)]
        shared = len(set(seat_colors)) < seats
        seed = 1000 + k
        setup = old.setup(windows[k % len(windows)], names, seat_colors, glory, seed)
        kinds = kinds_for(seats, players)
        states, actions = old.play(setup, kinds, seed)
        plans = plans_for(old, kinds)
        mid = len(actions) // 2
        for stage, upto in (("mid", mid), ("end", len(actions))):
            name = f"s{seats}-glory-{glory}-{stage}.sagrada.json"
            path = folder / name
            session = old.game_session(states[upto], plans, actions[:upto])
            old.save_game(path, session)
            manifest.append({
                "refused_by_writer": own_verdict(old.load_game, path),
                "file": f"games/{name}", "kind": "game", "seats": seats, "glory": glory,
                "stage": stage, "over": bool(states[upto].is_over), "actions": upto,
                "round": states[upto].round, "window": setup.window.name,
                "players": plans, "names": names, "shared_colour": shared,
                "longest_name": max(len(n) for n in names),
                "action_kinds": action_kinds(actions[:upto]),
                "used_tools": sum(action_kinds(actions[:upto]).get(t, 0) for t in TOOL_ACTIONS),
                "side_file": side_file_of(path),
            })


def side_file_of(path: Path) -> str | None:
    for side in (path.with_name(path.name + ".seats"), path.with_name(path.stem + ".seats.json"),
                 path.parent / "autosave.seats.json"):
        if side.exists():
            return side.name
    return None


def own_verdict(load: Callable[[Path], Any], path: Path) -> str | None:
    """What the version that wrote the file says when it reads it back: None when it opens.
    A version that refused what it had just written (its own 6-seat games, whose sixth seat
    takes the first one's colour) still wrote it for a player: the file stays in the corpus."""
    try:
        load(path)
    except Exception as exc:  # whatever the old version raises, it refused
        text = str(exc).replace(str(path.parent) + os.sep, "")
        print(f"  {path.name}: refused by the version that wrote it: {text}", file=sys.stderr)
        return text
    return None


def write_autosave(old: Old, out: Path, manifest: list[dict[str, Any]], small: bool) -> None:
    """A game left behind by a crash: the autosave after a turn, its .bak the turn before."""
    windows = [w.design for w in old.catalogue.free_play_windows()]
    colors = list(old.engine.STANDARD_COLORS)
    for seats, glory, seed in ((3, "off", 2001), (4, "all", 2002))[:1 if small else 2]:
        folder = out / f"autosave-s{seats}-glory-{glory}"
        folder.mkdir()
        setup = old.setup(windows[seed % len(windows)], list(NAMES[:seats]),
                          colors[:seats], glory, seed)
        kinds = kinds_for(seats, "greedy,random")
        states, actions = old.play(setup, kinds, seed)
        plans = plans_for(old, kinds)
        saver = old.autosave.Autosaver(folder)
        stop = len(actions) * 2 // 3
        for upto in range(1, stop + 1):
            before, after = states[upto - 1], states[upto]
            if after.active_seat != before.active_seat or after.round != before.round:
                saver.save(old.game_session(after, plans, actions[:upto]))
                last = upto
        pending = saver.pending()
        assert pending is not None, "the old version offers its own autosave back"
        manifest.append({
            "file": f"{folder.name}/autosave.sagrada.json", "kind": "autosave", "seats": seats,
            "glory": glory, "stage": "mid", "over": False, "actions": last,
            "round": states[last].round, "players": plans, "names": list(NAMES[:seats]),
            "backup": (folder / "autosave.sagrada.json.bak").exists(),
            "side_file": side_file_of(folder / "autosave.sagrada.json"),
            "action_kinds": action_kinds(actions[:last]),
            "used_tools": sum(action_kinds(actions[:last]).get(t, 0) for t in TOOL_ACTIONS),
        })


# --- the campaigns ----------------------------------------------------------------------------
CAMPAIGNS = [(1, 11), (2, 12), (3, 13), (4, 14)]  # families, seed
# when to keep a file: (label, window from 1, stage, round of the game in progress or 0);
# two in the middle of a game keep the step before as their .bak
MOMENTS = [("w01-game", 1, "game", 6), ("w03-market", 3, "market", 0),
           ("w05-game", 5, "game", 8), ("w05-cleanup", 5, "cleanup", 0),
           ("w10-game", 10, "game", 4), ("over", 10, "over", 0)]
WITH_BACKUP = ("w01-game", "w05-game")
SMALL_CAMPAIGNS = [(2, 12), (3, 13)]
LEFT_PLAYING = (2, "w05-game")  # also kept as the program left its campaigns folder
SMALL_MOMENTS = ("w03-market", "w05-game")


def campaign_moments(old: Old, families: int, seed: int, kinds: list[str], small: bool
                     ) -> Iterator[tuple[str, Any, Any]]:
    """The campaign played by the version's own computer families, as `simulate --campaign`
    plays it; yields (label, the campaign one step before, the campaign) at each moment."""
    content = old.content
    players = [old.ai.make_player(k, seed * 10 + i) for i, k in enumerate(kinds)]
    colors = content.family_colors
    setups = [old.families.FamilySetup(FAMILIES[i], colors[i], MEMBERS[i])
              for i in range(families)]
    campaign = old.flow.new_campaign(content, setups, seed)
    before = campaign
    todo = [m for m in MOMENTS if not small or m[0] in SMALL_MOMENTS]
    while todo:
        state = campaign.game_state
        for moment in list(todo):
            label, window, stage, round_ = moment
            if campaign.window + 1 > window or (campaign.is_over and stage != "over"):
                todo.remove(moment)  # no such moment in that version with these families
            elif (campaign.window + 1 == window and campaign.stage == stage
                  and (not round_ or (state is not None and state.round >= round_))):
                todo.remove(moment)
                yield label, before, campaign
        if campaign.is_over or not todo:
            break
        before = campaign
        decision = old.flow.pending_decision(campaign, content)
        if decision is not None:
            answer = old.computer.computer_answer(campaign, content, decision)
            campaign = old.flow.decide(campaign, content, answer)
            continue
        assert state is not None
        campaign = old.flow.play(campaign, content, players[state.active_seat].choose(state))


def campaign_facts(campaign: Any) -> dict[str, Any]:
    fams = campaign.families
    return {
        "window": campaign.window + 1, "stage": campaign.stage,
        "game_in_progress": campaign.game is not None,
        "round": campaign.game_state.round if campaign.game_state is not None else None,
        "envelopes_opened": len(campaign.opened),
        "market_bought": sum(len(f.market) for f in fams),
        "dedications": sum(len(f.dedications) for f in fams),
        "tool_cards": sum(len(f.tools) for f in fams),
        "legacy_points": [f.legacy_points for f in fams],
        "used_tools": (sum(action_kinds(list(campaign.game.actions)).get(t, 0)
                           for t in TOOL_ACTIONS) if campaign.game is not None else 0),
    }


def write_campaigns(old: Old, out: Path, manifest: list[dict[str, Any]], small: bool
                    ) -> None:
    folder = out / "campaigns"
    folder.mkdir()
    for families, seed in SMALL_CAMPAIGNS if small else CAMPAIGNS:
        kinds = ["greedy"] * families
        plans = plans_for(old, kinds)
        for label, before, campaign in campaign_moments(old, families, seed, kinds, small):
            name = f"f{families}-{label}.json"
            path = folder / name
            if label in WITH_BACKUP and not small:  # the turn before is the .bak
                old.campaign_save(path, before, plans, first_save=True)
                old.campaign_save(path, campaign, plans, first_save=False)
            else:
                old.campaign_save(path, campaign, plans, first_save=True)
            if (families, label) == LEFT_PLAYING and not small:
                write_left_playing(old, out, before, campaign, plans, manifest)
            manifest.append({"refused_by_writer": own_verdict(old.load_campaign, path),
                             "file": f"campaigns/{name}", "kind": "campaign", "moment": label,
                             "families": families, "seed": seed, "players": plans,
                             "backup": path.with_name(name + ".bak").exists(),
                             "side_file": side_file_of(path), **campaign_facts(campaign)})


def write_left_playing(old: Old, out: Path, before: Any, campaign: Any, plans: list[str],
                       manifest: list[dict[str, Any]]) -> None:
    """A player's campaigns folder after the program stopped in the middle of a game: the
    campaign, its .bak, its side file where written, and the version's marks (playing.txt,
    unlocked.json), which the next start reads to offer the campaign back."""
    folder = out / "left-playing"
    folder.mkdir()
    families, label = LEFT_PLAYING
    name = f"f{families}-{label}.json"
    path = folder / name
    old.campaign_save(path, before, plans, first_save=True, as_in_the_data_folder=True)
    old.campaign_save(path, campaign, plans, first_save=False, as_in_the_data_folder=True)
    manifest.append({"refused_by_writer": own_verdict(old.load_campaign, path),
                     "file": f"left-playing/{name}", "kind": "left-playing", "moment": label,
                     "families": families, "players": plans,
                     "backup": path.with_name(name + ".bak").exists(),
                     "side_file": side_file_of(path),
                     "marks": sorted(p.name for p in folder.iterdir() if p.suffix == ".txt"
                                     or p.name == "unlocked.json"),
                     **campaign_facts(campaign)})


def inside(commit: str, out: Path, source: Path, small: bool) -> int:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["write_corpus"])
    old = Old(commit, source)
    manifest: list[dict[str, Any]] = []
    print(f"{commit}: games", file=sys.stderr)
    write_games(old, out, manifest, small)
    print(f"{commit}: autosaves", file=sys.stderr)
    write_autosave(old, out, manifest, small)
    print(f"{commit}: campaigns", file=sys.stderr)
    write_campaigns(old, out, manifest, small)
    log = subprocess.run(["git", "-C", str(REPO), "log", "-1", "--format=%H %cI %s", commit],
                         capture_output=True, text=True).stdout.strip()
    doc = {"commit": commit, "commit_line": log, "set": "small" if small else "whole",
           "max_name": old.max_name,
           "computer_kinds": list(old.computer_kinds), "files": manifest}
    (out / "manifest.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n",
                                       encoding="utf-8")
    del app
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commit", nargs="+", help="commits whose files to write")
    parser.add_argument("--out", type=Path, default=CORPUS,
                        help="the corpus folder (each commit in a folder of its own)")
    parser.add_argument("--small", action="store_true",
                        help="the small set (3 games, an autosave, 2 campaigns at 2 moments) "
                             "for a commit between the ones written whole")
    args = parser.parse_args(argv)
    source = os.environ.get(INNER)
    if source:
        return inside(args.commit[0], args.out, Path(source), args.small)
    for commit in args.commit:
        if code := outside(commit, args.out, args.small):
            return code
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

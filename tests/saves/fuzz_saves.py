"""Damaged and crafted save files, and every way the program loads one.

mutants(text, rng, kind) makes variants of a valid save: cut short, a byte flipped, a key
deleted or given twice, a value of the wrong type, a number out of range (up to thousands of
digits), broken or marked-up text, and rule-breaking states (dice on the wrong spaces,
impossible counts, a game set up unlike its campaign). check_game_file / check_campaign_file
load one file through every headless load path and say what happened: "error" (one clear
message), "accepted" (and the state passes the engine's and the campaign's rules), or raise
AssertionError for a traceback, a rule-breaking state accepted, or a file changed by loading.

Used by tests/saves/test_fuzz_loading.py (a few hundred variants) and benchmarks/save_fuzz.py
(thousands).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import random
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import CampaignSaveError, load_campaign
from sagrada_desktop.campaign.computer import computer_answer
from sagrada_desktop.campaign.flow import advance, decide, pending_decision, play
from sagrada_desktop.campaign.magic_square import signatures
from sagrada_desktop.campaign.save_checks import rule_problems
from sagrada_desktop.cli import main as cli_main
from sagrada_desktop.engine import final_scores, legal_actions
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import SaveError, load_game, replay
from sagrada_desktop.saves.setup_checks import setup_problems

BIG = "1" + "0" * 4400  # a number of 4,401 digits (Python refuses to read it by default)
_BIG_MARK = "\u0001big\u0001"


# --- mutations ------------------------------------------------------------------------------
def _paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _paths(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _paths(v, (*path, i))


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        data = data[p]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(data, path[:-1])[path[-1]] = value


def _dumps(data: Any, duplicate: tuple[tuple[Any, ...], Any] | None = None,
           here: tuple[Any, ...] = ()) -> str:
    """JSON text; `duplicate` (path of a key, value) writes that key a second time."""
    if isinstance(data, dict):
        parts = []
        for k, v in data.items():
            if duplicate is not None and duplicate[0] == (*here, k):
                parts.append(f"{json.dumps(k)}:{json.dumps(duplicate[1])}")
            parts.append(f"{json.dumps(k)}:{_dumps(v, duplicate, (*here, k))}")
        return "{" + ",".join(parts) + "}"
    if isinstance(data, list):
        return "[" + ",".join(_dumps(v, duplicate, (*here, i)) for i, v in enumerate(data)) + "]"
    return json.dumps(data, ensure_ascii=False)


_ODD_VALUES: list[Any] = [None, True, False, "x", "", 3, -1, 0, 1.5, [], {}, [1, 2], {"a": 1}]
_ODD_NUMBERS: list[Any] = [-1, -3, -50, 0, 6, 7, 99, 999, 10**9, 2**63 - 1, -(2**63), _BIG_MARK]
_ODD_TEXT = ["\ud800", "<img src='x'><b>bold</b>", "../../elsewhere/other.json", "R99", "B0",
             "P-5", "x" * 20000, "", "\u202e\u0000"]


def _structural(doc: Any, rng: random.Random) -> str:
    doc = json.loads(json.dumps(doc))
    paths = [p for p, _ in _paths(doc) if p]
    path = rng.choice(paths)
    value = _get(doc, path)
    op = rng.choice(["delete", "duplicate", "type", "number", "text", "list"])
    parent = _get(doc, path[:-1])
    if op == "delete":
        if isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
    elif op == "duplicate" and isinstance(parent, dict):
        odd = rng.choice([value, *_ODD_VALUES])
        return _dumps(doc, (path, odd))
    elif op == "list" and isinstance(parent, list):
        parent.insert(path[-1], json.loads(json.dumps(value)))
    elif op == "number" or (isinstance(value, int) and rng.random() < 0.7):
        _set(doc, path, rng.choice(_ODD_NUMBERS))
    elif op == "text" or isinstance(value, str):
        _set(doc, path, rng.choice(_ODD_TEXT))
    else:
        _set(doc, path, rng.choice([v for v in _ODD_VALUES if type(v) is not type(value)]))
    return _dumps(doc)


def _textual(text: str, rng: random.Random) -> str:
    op = rng.choice(["truncate", "flip", "flip", "splice"])
    data = bytearray(text.encode("utf-8"))
    if op == "truncate":
        return data[: rng.randrange(len(data))].decode("utf-8", "replace")
    if op == "flip":
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        return data.decode("utf-8", "surrogateescape")
    i, j = sorted(rng.randrange(len(data)) for _ in range(2))
    return (data[:i] + data[j:] + data[i:j]).decode("utf-8", "replace")


def _game_rules(doc: Any, rng: random.Random) -> str:
    """A game save whose setup breaks the rules (the loader must check it before replaying)."""
    doc = json.loads(json.dumps(doc))
    setup = doc["setup"]
    op = rng.randrange(9)
    if op == 0:
        setup["cathedral"] = sorted({*setup.get("cathedral", []), rng.choice(["R99", "B0",
                                                                              "G-5", "P3"])})
    elif op == 1:
        setup["window"]["tools"][0]["boxes"] = [-50, -50, -50]
    elif op == 2:
        setup["seats"][0]["legacy_points"] = rng.choice([-5, 10**9])
    elif op == 3 and setup["seats"][0]["tool_cards"]:
        setup["seats"][0]["tool_cards"] = [setup["seats"][0]["tool_cards"][0]] * 3
    elif op == 4:
        setup["window"]["pattern"] = "\n".join([" ".join(["."] * 60)] * 60)
    elif op == 5:
        setup["window"]["pattern"] = setup["window"]["pattern"].replace(".", ".=R3", 1)
    elif op == 6:
        setup["game_number"] = rng.choice([0, 11, -1])
    else:
        setup["seats"][0]["starting_tool_count"] = -3
    if rng.random() < 0.5:  # as a version 0 file: the snapshot is recomputed from the setup
        doc["schema_version"] = 0
        del doc["snapshot"]
    return _dumps(doc)


def _campaign_rules(doc: Any, rng: random.Random) -> str:
    """A campaign save whose state breaks the campaign rules."""
    doc = json.loads(json.dumps(doc))
    body = doc["campaign"]
    fams = body["families"]
    f = rng.choice(fams)
    op = rng.randrange(12)
    if op == 0 and f["journal"]:
        entry = rng.choice(f["journal"])
        rows = entry["final_window"].split("\n")
        for r, row in enumerate(rows):  # a die of another colour on a coloured space
            cells = row.split()
            for c, cell in enumerate(cells):
                if cell[:1] in "RYGBP" and not cell[1:2].isdigit():
                    wrong = "B" if cell[0] != "B" else "R"
                    cells[c] = f"{cell[0]}={wrong}{rng.randint(1, 6)}"
                    rows[r] = " ".join(cells)
                    break
            else:
                continue
            break
        entry["final_window"] = "\n".join(rows)
    elif op == 1:
        body["cathedral"] = sorted({*body["cathedral"], rng.choice(["R99", "B0", "P-5", "Y3"])})
    elif op == 2:
        f["legacy"] = [*f["legacy"], {"points": 10**9, "source": "envelope", "window": 1,
                                      "detail": "a gift"}]
    elif op == 3 and f["market"]:
        f["market"][0]["crossed"] = 999
    elif op == 4:
        f["tool_box_slots"] = rng.choice([99, -3])
    elif op == 5 and len(fams) > 1:
        fams[1]["color"] = fams[0]["color"]
    elif op == 6 and len(fams) > 1:
        fams[1]["name"] = fams[0]["name"]
    elif op == 7 and body["opened"]:
        body["opened"] = [*body["opened"], body["opened"][0]]
    elif op == 8 and doc["game"] is not None:
        doc["game"]["setup"]["window"]["tools"][0]["boxes"] = [3, 3]
    elif op == 9 and doc["game"] is not None:
        seat = doc["game"]["setup"]["seats"][0]
        seat["tool_cards"] = seat["tool_cards"][:-1] if seat["tool_cards"] else []
        seat["legacy_points"] = seat["legacy_points"] + 1
    elif op == 10 and f["journal"]:
        for fam in fams:
            if fam["journal"]:
                fam["journal"][0]["score"]["place"] = 2
    else:
        body["window"] = rng.choice([body["window"] + 1, 99, -1])
    return _dumps(doc)


def mutants(text: str, rng: random.Random, kind: str, count: int) -> Iterator[str]:
    """`count` variants of the valid save `text` (kind "game" or "campaign")."""
    doc = json.loads(text)
    rules = _game_rules if kind == "game" else _campaign_rules
    for _ in range(count):
        roll = rng.random()
        if roll < 0.3:
            out = _textual(text, rng)
        elif roll < 0.7:
            out = _structural(doc, rng)
        else:
            out = rules(doc, rng)
        yield out.replace(json.dumps(_BIG_MARK), BIG)


def write_mutant(path: Path, text: str) -> None:
    path.write_bytes(text.encode("utf-8", "surrogatepass"))


# --- load paths -----------------------------------------------------------------------------
def folder_digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.iterdir()) if p.is_file()}


def _cli(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(argv)
    return code, err.getvalue()


def _clear(message: str, name: str) -> None:
    assert name in message, f"the message does not name the file: {message[:300]}"
    assert "Traceback" not in message, message[:300]
    assert message.strip().count("\n") == 0, f"more than one line: {message[:500]}"
    assert len(message) < 8000, f"an unreadably long message ({len(message)} characters)"


def _game_accepted(loaded: Any) -> None:
    assert setup_problems(loaded.setup) == [], "a rule-breaking setup was accepted"
    assert replay(loaded.setup, loaded.actions) == loaded.state
    if loaded.state.is_over:
        final_scores(loaded.state)
    else:
        assert legal_actions(loaded.state), "a game in progress with nothing to do"


def check_game_file(path: Path, out_dir: Path, with_print: bool = True) -> str:
    """Load one game file through every headless load path; "error" or "accepted"."""
    before = folder_digest(path.parent)
    try:
        loaded = load_game(path)
    except SaveError as exc:
        _clear(str(exc), path.name)
        result = "error"
    else:
        _game_accepted(loaded)
        result = "accepted"
    code, err = _cli(["replay", str(path)])
    assert code == (0 if result == "accepted" else 1), (code, err[:300])
    if result == "error":
        _clear(err, path.name)
    if with_print:
        code, err = _cli(["print", "scorecard", "--save", str(path), "--out",
                          str(out_dir / "sheet.pdf")])
        assert code == (0 if result == "accepted" else 1), (code, err[:300])
    autosaves = out_dir / "autosave"
    autosaves.mkdir(exist_ok=True)
    shutil.copyfile(path, autosaves / "autosave.sagrada.json")
    from sagrada_desktop.ui.game.autosave import Autosaver  # start-up: never raises

    pending = Autosaver(autosaves).pending()
    assert (pending is not None) == (result == "accepted" and not loaded.state.is_over)
    assert folder_digest(path.parent) == before, "loading changed a file"
    return result


def _campaign_accepted(campaign: Any, content: CampaignContent) -> None:
    assert rule_problems(campaign, content) == [], "a rule-breaking campaign was accepted"
    signatures(campaign)
    if campaign.is_over:
        return
    campaign = advance(campaign, content)  # Continue carries on from where the file left it
    if campaign.is_over:
        return
    decision = pending_decision(campaign, content)
    if decision is not None:
        decide(campaign, content, computer_answer(campaign, content, decision))
    elif campaign.stage == "table":
        _table_plays_on(campaign, content)
    else:
        state = campaign.game_state
        assert state is not None, "no decision and no game: the campaign cannot continue"
        play(campaign, content, make_player("random", 1).choose(state))


def _table_plays_on(campaign: Any, content: CampaignContent) -> None:
    """A window at the table carries on: its companion's next round, or (refused: an envelope
    first, or the game over) the table's next step, the first sealed trigger confirmed or
    the window closed; a refusal is the table's own clear words, never a crash."""
    from sagrada_desktop.table.companion import confirm_trigger, go_to_round, triggers
    from sagrada_desktop.table.refusals import TableError
    from sagrada_desktop.table.results import close_window

    try:
        go_to_round(campaign, content, min(campaign.table.round + 1, 13))
    except TableError:
        sealed = [t.index for t in triggers(campaign, content) if not t.opened]
        try:
            if sealed:
                confirm_trigger(campaign, content, sealed[0])
            else:
                close_window(campaign, content)
        except TableError as exc:
            assert str(exc), "a refusal without words"


def check_campaign_file(path: Path, content: CampaignContent, out_dir: Path,
                        with_print: bool = True) -> str:
    """Load one campaign file through every headless load path; "error" or "accepted"."""
    from sagrada_desktop.ui.campaign.campaign_files import CampaignFolder

    before = folder_digest(path.parent)
    try:
        campaign = load_campaign(path, content)
    except CampaignSaveError as exc:
        _clear(str(exc), path.name)
        result = "error"
    else:
        _campaign_accepted(campaign, content)
        result = "accepted"
    if with_print:
        code, err = _cli(["print", "scorecard", "--campaign", str(path), "--out",
                          str(out_dir / "sheet.pdf")])
        assert code == (0 if result == "accepted" else 1), (code, err[:300])
    listed = CampaignFolder(path.parent).saved(content)  # the Continue list (from a header:
    entry = next(s for s in listed if s.path.name == path.name)  # damage further in is found
    if result == "accepted":  # when the campaign is continued)
        assert not entry.problem, entry.problem
        assert entry.families == tuple(f.name for f in campaign.families)
    assert folder_digest(path.parent) == before, "loading changed a file"
    return result

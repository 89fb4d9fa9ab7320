"""Rule-breaking campaign states, one family of fields at a time: each edit of a valid campaign
file (a document the program wrote) makes a state the campaign's rules make impossible, so the
loader must refuse it. impossible_campaigns(doc, rng) yields (family, edited text) for every
edit that applies to the document (some need a journal, the Market's step, an opened envelope).

The families: journals (the window, its score card, the game's placings), Legacy Points (by
source), Tool Cards (per family and counted across the boxes), the Family Crest, Dedication
Abilities, the Market (tracks and coins), the Magic Square, family members, Story Cards and
envelopes, the choices of Game Setup, the End of Game steps, and the file's summary."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

Doc = dict[str, Any]
Edit = Callable[[Doc, random.Random], bool]  # True when it applied (and broke a rule)


def _fams(doc: Doc) -> list[dict[str, Any]]:
    families: list[dict[str, Any]] = doc["campaign"]["families"]
    return families


def _with_journal(doc: Doc, rng: random.Random) -> tuple[dict[str, Any], dict[str, Any]] | None:
    fams = [f for f in _fams(doc) if f["journal"]]
    if not fams:
        return None
    f = rng.choice(fams)
    return f, rng.choice(f["journal"])


def _score(doc: Doc, rng: random.Random, step: str, by: int) -> bool:
    found = _with_journal(doc, rng)
    if found is None:
        return False
    score = found[1]["score"]
    if step == "public":
        score["public"][rng.randrange(len(score["public"]))] += by
    else:
        score[step] += by
    if rng.random() < 0.5:  # also keep the total the sum of the steps: the step itself is wrong
        score["total"] += by
    return True


def _journal_edits() -> dict[str, Edit]:
    def total(doc: Doc, rng: random.Random) -> bool:
        found = _with_journal(doc, rng)
        if found is None:
            return False
        found[1]["score"]["total"] += rng.choice([-3, 1, 7, 200])
        return True

    def seat(doc: Doc, rng: random.Random) -> bool:
        found = _with_journal(doc, rng)
        if found is None:
            return False
        found[1]["score"]["seat"] = len(_fams(doc)) + rng.randrange(4)
        return True

    def places(doc: Doc, rng: random.Random) -> bool:
        fams = _fams(doc)
        if len(fams) < 2 or not fams[0]["journal"]:
            return False
        k = rng.randrange(len(fams[0]["journal"]))
        fams[0]["journal"][k]["score"]["place"] = fams[1]["journal"][k]["score"]["place"]
        return True

    def tools_used(doc: Doc, rng: random.Random) -> bool:
        found = _with_journal(doc, rng)
        if found is None:
            return False
        found[1]["tool_boxes_used"][rng.randrange(3)] = rng.choice([-5, 9])
        return True

    def objective(doc: Doc, rng: random.Random) -> bool:
        found = _with_journal(doc, rng)
        if found is None:
            return False
        k = found[0]["journal"].index(found[1])
        for f in _fams(doc):
            f["journal"][k]["public_objectives"][0] = "no-such-objective"
        return True

    def constructed(doc: Doc, rng: random.Random) -> bool:
        found = _with_journal(doc, rng)
        if found is None:
            return False
        found[1]["constructed"] = [*found[1]["constructed"], rng.choice(["R99", "B0", "S3"])]
        return True

    def member(doc: Doc, rng: random.Random) -> bool:
        found = _with_journal(doc, rng)
        if found is None:
            return False
        found[1]["member"] = found[1]["member"] + " the Other"
        return True

    def emptied(doc: Doc, rng: random.Random) -> bool:
        found = _with_journal(doc, rng)
        if found is None:
            return False
        entry = found[1]
        entry["final_window"] = "\n".join(
            " ".join(cell.split("=")[0] for cell in row.split())
            for row in entry["final_window"].splitlines()) + "\n"
        return bool(entry["score"]["public"]) and sum(entry["score"]["public"]) > 0 \
            or entry["score"]["private"] > 0

    return {"journal total": total, "journal seat": seat, "journal places": places,
            "journal tools used": tools_used, "journal objective": objective,
            "journal constructed": constructed, "journal member": member,
            "journal emptied": emptied,
            "journal public": lambda d, r: _score(d, r, "public", r.choice([-2, 3])),
            "journal private": lambda d, r: _score(d, r, "private", r.choice([-1, 4])),
            "journal tools": lambda d, r: _score(d, r, "tools", r.choice([-1, 2])),
            "journal extra": lambda d, r: _score(d, r, "extra", 50)}


def _award_edits() -> dict[str, Edit]:
    def add(source: str, points: int, window: int | None = None) -> Edit:
        def edit(doc: Doc, rng: random.Random) -> bool:
            f = rng.choice(_fams(doc))
            number = doc["campaign"]["window"] + 1
            f["legacy"] = [*f["legacy"], {"points": points, "source": source,
                                          "window": window or number, "detail": "x"}]
            return True
        return edit

    def placement(doc: Doc, rng: random.Random) -> bool:
        awards = [a for f in _fams(doc) for a in f["legacy"] if a["source"] == "placement"]
        if not awards:
            return False
        rng.choice(awards)["points"] += 1
        return True

    return {"award placement": placement, "award envelope": add("envelope", 3),
            "award market": add("market", 40), "award variety": add("color-variety", 2),
            "award collections": add("color-collections", 1),
            "award future": add("placement", 1, 11), "award total": add("envelope", 100)}


def _belonging_edits() -> dict[str, Edit]:
    def twice(doc: Doc, rng: random.Random) -> bool:
        owners = [f for f in _fams(doc) if f["tools"]]
        if not owners:
            return False
        f = rng.choice(owners)
        f["tools"] = [*f["tools"], rng.choice(f["tools"])]
        return True

    def extra_copy(doc: Doc, rng: random.Random) -> bool:
        body = doc["campaign"]
        owned = [t for f in _fams(doc) for t in f["tools"]] + body["market_box"]
        if not owned:
            return False
        body["market_box"] = [*body["market_box"], *[rng.choice(owned)] * 3]
        return True

    def sticker(doc: Doc, rng: random.Random) -> bool:
        f = rng.choice(_fams(doc))
        other = next(g for g in ("red", "yellow", "blue", "purple")
                     if not f["color"] == {"red": "R", "yellow": "Y", "blue": "B",
                                           "purple": "P"}[g])
        f["crest"][rng.randrange(len(f["crest"]))] = {"ability": f"{other}-bellows",
                                                       "color": None}
        return True

    def dedication(doc: Doc, rng: random.Random) -> bool:
        f = rng.choice(_fams(doc))
        f["dedications"] = ["scholars-certainty", "heirloom-palette", "masters-reach"]
        return True

    def market(doc: Doc, rng: random.Random) -> bool:
        f = rng.choice(_fams(doc))
        f["market"] = [{"track": t, "crossed": n} for t, n in
                       (("books-of-wisdom", 10), ("family-skill-training", 7),
                        ("tools-of-the-trade", 8))]
        return True

    def slots(doc: Doc, rng: random.Random) -> bool:
        f = rng.choice(_fams(doc))
        if f["tool_box_slots"] >= 6 or doc["campaign"]["window"] > 0:
            return False
        f["tool_box_slots"] = 6
        return True

    def square(doc: Doc, rng: random.Random) -> bool:
        f = rng.choice(_fams(doc))
        free = [k for k, cell in enumerate(f["square"]) if not cell["color"] and not cell["broken"]]
        if not free:
            return False
        f["square"][rng.choice(free)] = {"color": rng.choice(["S", "G", "R"]), "broken": False}
        return True

    def members(doc: Doc, rng: random.Random) -> bool:
        f = rng.choice(_fams(doc))
        f["members"] = [*f["members"], {"name": "Late", "from_window": 1}]
        return True

    return {"tools twice": twice, "tools from nowhere": extra_copy, "crest colour": sticker,
            "dedications": dedication, "market crossed": market, "tool box slots": slots,
            "magic square": square, "members": members}


def _progress_edits() -> dict[str, Edit]:
    def stories(doc: Doc, rng: random.Random) -> bool:
        body = doc["campaign"]
        body["stories_read"] = [*body["stories_read"], "w10-intro"]
        return body["window"] < 9

    def envelopes(doc: Doc, rng: random.Random) -> bool:
        body = doc["campaign"]
        sealed = [f"e{k:02d}" for k in range(1, 20) if f"e{k:02d}" not in body["opened"]]
        if not sealed:
            return False
        body["opened"] = [*body["opened"], *sealed]
        return True

    def opening(doc: Doc, rng: random.Random) -> bool:
        body = doc["campaign"]
        if not body["openings"]:
            return False
        o = rng.choice(body["openings"])
        o[rng.choice(["window", "source"])] = rng.choice([99, "w10"]) if rng.random() < 0.5 \
            else "no-such-source"
        return True

    def start(doc: Doc, rng: random.Random) -> bool:
        body = doc["campaign"]
        if body["window"] != 0 or len(_fams(doc)) < 2:
            return False
        body["start_player"] = (body["start_player"] + 1) % len(_fams(doc))
        return True

    def coins(doc: Doc, rng: random.Random) -> bool:
        after = doc["campaign"]["after"]
        if after is None or not after["coins"]:
            return False
        after["coins"][rng.randrange(len(after["coins"]))] = 99
        return True

    def scores(doc: Doc, rng: random.Random) -> bool:
        after = doc["campaign"]["after"]
        if after is None:
            return False
        after["scores"][0]["total"] += 1
        after["scores"][0]["public"][0] += 1
        return True

    def after_at_setup(doc: Doc, rng: random.Random) -> bool:
        body = doc["campaign"]
        if body["after"] is not None or body["stage"] != "setup" or not body["window"]:
            return False
        body["after"] = {"scores": [f["journal"][-1]["score"] for f in _fams(doc)],
                         "to_pick": [], "offer": [], "coins": [0] * len(_fams(doc)),
                         "square": [], "shoppers": [], "taken": [], "naming": []}
        return True

    def summary(doc: Doc, rng: random.Random) -> bool:
        if "summary" not in doc:
            return False
        doc["summary"]["families"][0]["legacy_points"] += 5
        return True

    return {"stories read": stories, "envelopes opened": envelopes, "openings": opening,
            "start player": start, "after coins": coins, "after scores": scores,
            "after at setup": after_at_setup, "summary": summary}


EDITS: dict[str, Edit] = {**_journal_edits(), **_award_edits(), **_belonging_edits(),
                          **_progress_edits()}


def impossible_campaigns(text: str, rng: random.Random) -> Iterator[tuple[str, str]]:
    """(edit, file text) for each edit of EDITS that applies to the campaign file `text` (a
    file of an earlier version may lack the fields an edit breaks: it does not apply)."""
    doc = json.loads(text)
    for name, edit in EDITS.items():
        edited = copy.deepcopy(doc)
        try:
            applied = edit(edited, rng)
        except (KeyError, IndexError, TypeError):
            continue
        if applied:
            yield name, json.dumps(edited, ensure_ascii=False)

"""Whole campaigns between computer families: who ends ahead on Legacy Points.

    python benchmarks/campaigns.py --families hard,greedy [--campaigns N] [--seed S]
        [--jobs J] [--decisions judged,formula] [--log FILE]

Campaign c (from 0) has seed S + c and the families' players rotated by c (family i is played
by families[(i + c) % n]), so every kind plays every family name, colour and seat in turn.
The games are played by the named computer players; the campaign choices by
campaign/computer.py, with Tool Cards judged (the default for hard and expert) or by the
formula (the default for the others); --decisions sets it for each kind listed. Prints each
kind's mean final Legacy Points and its campaigns won, and for two kinds the mean difference
of their Legacy Points in the same campaigns with its standard error.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sagrada_desktop.ai.factory import SEARCH_KINDS  # noqa: E402
from sagrada_desktop.ai.tournament import wilson  # noqa: E402
from sagrada_desktop.campaign import simulate_campaign  # noqa: E402


def one_campaign(kinds: tuple[str, ...], judged: tuple[bool, ...], seed: int, c: int
                 ) -> dict[str, object]:
    n = len(kinds)
    order = [(i + c) % n for i in range(n)]  # family i is played by kinds[order[i]]
    result = simulate_campaign(n, ",".join(kinds[k] for k in order), seed + c,
                               judged=[judged[k] for k in order])
    names = [f.name for f in result.campaign.families]
    points = {s.name: s.legacy_points for s in result.table}
    ranks = {s.name: s.rank for s in result.table}
    kind_of = {names[i]: order[i] for i in range(n)}
    games = [{"window": g.window_id, "families": [
        {"kind": kinds[kind_of[f.family]], "judged": judged[kind_of[f.family]],
         "place": f.place, "score": f.score,
         "legacy_points": f.legacy_points} for f in g.families]} for g in result.games]
    return {"campaign": c, "seed": seed + c, "games": games,
            "families": [{"kind": kinds[order[i]], "judged": judged[order[i]],
                          "family": names[i], "legacy_points": points[names[i]],
                          "rank": ranks[names[i]]} for i in range(n)]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--families", required=True, help="the kinds, e.g. hard,greedy")
    parser.add_argument("--campaigns", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--decisions", help="judged or formula for each kind, e.g. judged,formula")
    parser.add_argument("--log", type=Path, help="append each campaign as a JSON line")
    args = parser.parse_args()
    kinds = tuple(args.families.split(","))
    if args.decisions:
        judged = tuple(d == "judged" for d in args.decisions.split(","))
    else:
        judged = tuple(k in SEARCH_KINDS for k in kinds)
    labels = [f"{k} ({'judged' if j else 'formula'})" for k, j in zip(kinds, judged, strict=True)]
    runs = [(kinds, judged, args.seed, c) for c in range(args.campaigns)]
    results = []
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for r in pool.map(one_campaign, *zip(*runs, strict=True)):
            results.append(r)
            if args.log is not None:
                with args.log.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(results)} campaigns of {len(kinds)} families, seed {args.seed}")
    for k, label in enumerate(labels):
        rows = [f for r in results for f in r["families"]  # type: ignore[attr-defined]
                if f["kind"] == kinds[k] and f["judged"] == judged[k]]
        wins = sum(1 for f in rows if f["rank"] == 1)
        low, high = wilson(wins, len(results))
        mean = sum(f["legacy_points"] for f in rows) / len(rows)
        print(f"  {label}: mean {mean:.1f} Legacy Points, first in {wins} of {len(results)} "
              f"({100 * wins / len(results):.0f}%, 95% CI {100 * low:.0f}-{100 * high:.0f}%)")
    if len(kinds) == 2:
        diffs = []
        for r in results:
            by = {(f["kind"], f["judged"]): f["legacy_points"]
                  for f in r["families"]}  # type: ignore[attr-defined]
            diffs.append(by[(kinds[0], judged[0])] - by[(kinds[1], judged[1])])
        mean = sum(diffs) / len(diffs)
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1))
        print(f"  {labels[0]} minus {labels[1]}: {mean:+.2f} Legacy Points a campaign "
              f"(standard error {sd / math.sqrt(len(diffs)):.2f})")
        print_windows(results, [(kinds[0], judged[0]), (kinds[1], judged[1])], labels)


def print_windows(results: list[dict[str, object]], pair: list[tuple[str, bool]],
                  labels: list[str]) -> None:
    """A row per window: the first kind's wins there, its mean score and Legacy Points gained
    minus the second kind's."""
    rows: dict[str, list[tuple[bool, int, int]]] = {}
    for r in results:
        for g in r["games"]:  # type: ignore[attr-defined]
            by = {(f["kind"], f["judged"]): f for f in g["families"]}
            a, b = by[pair[0]], by[pair[1]]
            rows.setdefault(g["window"], []).append(
                (a["place"] < b["place"], a["score"] - b["score"],
                 a["legacy_points"] - b["legacy_points"]))
    print(f"  window: {labels[0]} first / games, score and Legacy Points minus {labels[1]}")
    for window, games in sorted(rows.items()):
        wins = sum(1 for won, _, _ in games if won)
        score = sum(d for _, d, _ in games) / len(games)
        points = sum(p for _, _, p in games) / len(games)
        print(f"    {window}: {wins}/{len(games)} ({100 * wins / len(games):.0f}%), "
              f"score {score:+.1f}, Legacy Points {points:+.2f}")


if __name__ == "__main__":
    main()

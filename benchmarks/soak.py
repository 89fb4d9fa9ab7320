"""Soak: thousands of random games with every combination of the Glory modules at 1-6 seats,
on the shipped windows with the shipped abilities and Tool Cards, checked against invariants.

Invariants, per game: the setup passes the save format's rule checks; while the game is not
over there is always a legal action and every legal action chosen applies; at the end no
window breaks a placement restriction, the places rank the totals, each total is the sum of
its parts; a save written mid-game and at the end loads back to the same state.

Run: .venv/bin/python benchmarks/soak.py [--games 10000] [--seed 1]
Prints the games played and each break (with the first few examples), exit 1 if any broke.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from sagrada_desktop.content import load_content
from sagrada_desktop.engine import (
    GameSetup,
    GameState,
    Modules,
    SeatSetup,
    apply,
    final_scores,
    legal_actions,
    new_game,
)
from sagrada_desktop.engine.broken_window import cross_out_broken_spaces
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.saves import dumps, game_document, loads, read_game
from sagrada_desktop.saves.setup_checks import setup_problems

ALL_MODULES = [Modules(strife=bool(k & 1), pioneer=bool(k & 2), flourish=bool(k & 4),
                       rivalry=bool(k & 8)) for k in range(16)]


def game_setup(content: CampaignContent, number: int, rng: random.Random) -> GameSetup:
    seats = 1 + number % 6
    modules = ALL_MODULES[(number // 6) % len(ALL_MODULES)]
    windows = [*content.windows.values(), *content.booster_windows.values()]
    card = windows[rng.randrange(len(windows))]
    abilities = list(content.crest_abilities) + list(content.dedication_abilities)
    tools = list(content.tools.values())
    colors = list(content.family_colors)
    rng.shuffle(colors)
    seat_list = []
    for i in range(seats):
        chosen = rng.sample(abilities, k=min(len(abilities), rng.randint(0, 3)))
        seat_list.append(SeatSetup(
            f"Seat {i + 1}", abilities=tuple(content.abilities[a] for a in chosen),
            tool_cards=tuple(rng.sample(tools, k=min(len(tools), rng.randint(0, 3)))),
            legacy_points=rng.randint(0, 30), starting_tool_count=rng.randint(0, 8),
            family_color=colors[i] if i < len(colors) and rng.random() < 0.5 else None,
        ))
    return GameSetup(window=card.design, seats=tuple(seat_list), seed=rng.getrandbits(48),
                     start_seat=rng.randrange(-1, seats), game_number=rng.randint(1, 10),
                     modules=modules, glory=content.glory)


def _round_trip(setup: GameSetup, log: list, state: GameState) -> bool:
    loaded = read_game(loads(dumps(game_document(setup, log, state))))
    return loaded.state == state


def play_one(setup: GameSetup, rng: random.Random, breaks: Counter[str],
             examples: dict[str, str], label: str) -> int:
    def broke(kind: str, detail: str) -> None:
        breaks[kind] += 1
        examples.setdefault(kind, f"{label}: {detail}")

    problems = setup_problems(setup)
    if problems:
        broke("setup refused by the save checks", problems[0])
    try:
        state = new_game(setup)
    except Exception as exc:  # a soak records, it does not stop
        broke("new_game raised", repr(exc))
        return 0
    log: list = []
    save_at = rng.randrange(1, 60)
    while not state.is_over:
        actions = legal_actions(state)
        if not actions:
            broke("no legal action in a game not over", f"stage {state.stage.value} "
                  f"round {state.round}")
            return len(log)
        action = rng.choice(actions)
        try:
            state = apply(state, action)
        except Exception as exc:
            broke("a legal action did not apply", f"{action!r}: {exc!r}")
            return len(log)
        log.append(action)
        if len(log) == save_at and not _round_trip(setup, log, state):
            broke("a mid-game save loads differently", f"after {len(log)} actions")
    board = state.strife_board.id if state.strife_board is not None else None
    for i, seat in enumerate(state.seats):
        _, crossed = cross_out_broken_spaces(seat.window, strife_board=board)
        if crossed:
            broke("a window breaks a placement restriction", f"seat {i + 1}")
    cards = final_scores(state)
    totals = sorted((c.total for c in cards), reverse=True)
    by_place = [c.total for c in sorted(cards, key=lambda c: c.place)]
    if by_place != totals or sorted(c.place for c in cards)[0] != 1:
        broke("places do not rank the totals", str([(c.place, c.total) for c in cards]))
    for c in cards:
        parts = (c.starting_tools + sum(c.public) + c.private + c.tools + c.broken_empty
                 + c.extra)
        if parts != c.total:
            broke("a total is not the sum of its parts", f"{c.name}: {parts} != {c.total}")
    if not _round_trip(setup, log, state):
        broke("a finished game's save loads differently", f"{len(log)} actions")
    return len(log)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    content = load_content()
    rng = random.Random(args.seed)
    breaks: Counter[str] = Counter()
    examples: dict[str, str] = {}
    seats: Counter[int] = Counter()
    combos: set[str] = set()
    actions = 0
    start = time.process_time()
    for number in range(args.games):
        setup = game_setup(content, number, rng)
        seats[len(setup.seats)] += 1
        combos.add(_modules(setup))
        label = (f"game {number + 1} ({len(setup.seats)} seats, {setup.window.id}, "
                 f"{_modules(setup)}, seed {setup.seed})")
        actions += play_one(setup, random.Random(setup.seed), breaks, examples, label)
        if (number + 1) % 1000 == 0:
            print(f"  {number + 1} games, {sum(breaks.values())} breaks, "
                  f"{time.process_time() - start:.0f} s CPU", flush=True)
    cpu = time.process_time() - start
    print(f"games: {args.games} ({', '.join(f'{n} seats: {seats[n]}' for n in sorted(seats))});"
          f" {len(combos)} of the 16 Glory module combinations; {actions} actions")
    print(f"breaks: {sum(breaks.values())}")
    for kind, count in breaks.most_common():
        print(f"  {count} x {kind}; first: {examples[kind]}")
    print(f"CPU time: {cpu:.0f} s ({args.games / cpu:.1f} games/s)")
    return 1 if breaks else 0


def _modules(setup: GameSetup) -> str:
    on = [n for n in ("strife", "pioneer", "flourish", "rivalry") if getattr(setup.modules, n)]
    return "+".join(on) or "Artisans"


if __name__ == "__main__":
    sys.exit(main())

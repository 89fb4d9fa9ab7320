"""Golden games: the same setups, played by the random and greedy computer players, must give
the same actions and the same score cards for ever (the engine may change inside, never its
games). Setups are built here from the engine-level test fixtures, not from shipped content.

Write the golden file again (only when the rules change on purpose):
    .venv/bin/python -m tests.engine.golden_games
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

from attrs import astuple, evolve, fields

from sagrada_desktop.ai import GreedyPlayer, RandomPlayer, play_game
from sagrada_desktop.engine import (
    Ability,
    Action,
    ChangeColor,
    ChangeValue,
    ChooseFlourish,
    Color,
    ConstructSpace,
    DraftDie,
    FillSpace,
    GameSetup,
    IgnoreAdjacency,
    LoseDie,
    Modules,
    Reroll,
    ScoreCard,
    SeatSetup,
    SetValue,
    ToolCard,
    Trigger,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    WindowRule,
    final_scores,
)
from sagrada_desktop.engine.state import EnvelopeRules
from sagrada_desktop.wording import tie_break_text

from .fixtures import FLIP, GLORY, PLUS_ONE, RED_TO_YELLOW, TEST_WINDOW

GOLDEN = Path(__file__).parent / "golden" / "games.json.gz"
RANDOM_SEEDS = range(200)
GREEDY_SEEDS = range(8)
SEATS = range(1, 7)
ALL_MODULES = Modules(strife=True, pioneer=True, flourish=True, rivalry=True)

MINUS_TWO = Ability("minus-two", "Pruning Knife", ChangeValue(add=(2, -2)))
SECOND_LOOK = Ability("second-look", "Second Look", Reroll(), per_turn=1)
LONG_REACH = Ability("long-reach", "Long Reach", IgnoreAdjacency())
ABILITY_SETS: tuple[tuple[Ability, ...], ...] = (
    (), (RED_TO_YELLOW, PLUS_ONE, FLIP), (MINUS_TWO, SECOND_LOOK), (LONG_REACH, PLUS_ONE),
)
CARDS = (
    ToolCard("sixer", "Lantern of Six", SetValue(to=(6,))),
    ToolCard("prism", "Prism", ChangeColor(to=(Color.PURPLE, Color.ORANGE))),
)
GRANTED = Ability("granted-leaves", "Leaves",
                  ChangeColor(to=(Color.GREEN, Color.YELLOW), when=(Color.GREEN, Color.YELLOW)))
RULES_WINDOW = evolve(
    TEST_WINDOW, id="golden-rules",
    rules=(WindowRule("first-on-edge"), WindowRule("star-points", points=2),
           WindowRule("extra-pool-die"), WindowRule("empty-penalty", points=2)),
    triggers=(Trigger("end-of-round", "env-a", round=4), Trigger("stars-filled", "env-b")),
)
ENVELOPES = (
    EnvelopeRules("env-a", (WindowRule("grant-ability", ability=GRANTED),)),
    EnvelopeRules("env-b", (WindowRule("color-points", points=1, color=Color.BLUE),)),
)


def golden_setup(seats: int, seed: int, modules: bool) -> GameSetup:
    """Seat i brings ability set (seed + i) % 4 and, on odd seeds, a Tool Card; odd seeds play
    the window with rules and envelopes."""
    seat_setups = tuple(
        SeatSetup(f"Seat {i + 1}", abilities=ABILITY_SETS[(seed + i) % len(ABILITY_SETS)],
                  tool_cards=(CARDS[i % 2],) if seed % 2 else (), legacy_points=i % 3)
        for i in range(seats)
    )
    return GameSetup(
        window=RULES_WINDOW if seed % 2 else TEST_WINDOW, seats=seat_setups, seed=seed,
        game_number=1 + seed % 3, envelope_rules=ENVELOPES if seed % 2 else (),
        modules=ALL_MODULES if modules else Modules(), glory=GLORY,
    )


def action_text(action: Action) -> str:
    if isinstance(action, DraftDie):
        return f"d{action.die}"
    if isinstance(action, FillSpace):
        return f"f{action.row}{action.col}"
    if isinstance(action, UseAbility):
        return f"a{action.ability_id}:{action.option}"
    if isinstance(action, UseWindowTool):
        return f"w{action.tool}:{action.option}{'F' if action.favor else ''}"
    if isinstance(action, UseToolCard):
        return f"t{action.card_id}:{action.option}"
    if isinstance(action, LoseDie):
        return "l"
    if isinstance(action, ConstructSpace):
        return f"c{action.die}"
    if isinstance(action, ChooseFlourish):
        return "F" + "".join("1" if k else "0" for k in action.keep)
    raise TypeError(action)


def card_row(card: ScoreCard) -> list[object]:
    """A score card's fields in order, its tie-break in English words (as the file holds)."""
    row = list(astuple(card, recurse=False))
    row[[f.name for f in fields(ScoreCard)].index("tie_break")] = tie_break_text(card.tie_break,
                                                                                 "en")
    return row


def games() -> Iterator[tuple[str, str, list[object]]]:
    """(key, actions, score cards) of every golden game, in a fixed order."""
    for player, seeds in (("random", RANDOM_SEEDS), ("greedy", GREEDY_SEEDS)):
        for modules in (False, True):
            for seats in SEATS:
                for seed in seeds:
                    setup = golden_setup(seats, seed, modules)
                    kind = RandomPlayer if player == "random" else GreedyPlayer
                    players = [kind(10 * seed + i) for i in range(seats)]
                    state, log = play_game(setup, players)
                    key = f"{player} modules={int(modules)} seats={seats} seed={seed}"
                    cards = [card_row(c) for c in final_scores(state)]
                    yield key, " ".join(action_text(a) for a in log), cards


def read_golden() -> dict[str, tuple[str, list[object]]]:
    with gzip.open(GOLDEN, "rt", encoding="utf-8") as f:
        data = json.load(f)
    return {key: (actions, cards) for key, actions, cards in data}


def main() -> None:
    rows = [list(g) for g in games()]
    GOLDEN.parent.mkdir(exist_ok=True)
    with GOLDEN.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        f.write((json.dumps(rows, separators=(",", ":")) + "\n").encode())
    print(f"{len(rows)} games written to {GOLDEN.name}")


if __name__ == "__main__":
    main()

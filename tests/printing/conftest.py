"""Fixtures for the print-and-play tests: a window, a game played part-way and saved,
a Magic Square, and content of our own for the print command."""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest
from attrs import evolve

from printing import print_inputs
from sagrada_desktop.campaign.campaign_state import AfterGame, Campaign
from sagrada_desktop.campaign.families import (
    Family,
    FamilyMember,
    JournalEntry,
    LegacyAward,
    SquareCell,
)
from sagrada_desktop.engine import (
    Color,
    Die,
    FlipValue,
    GameSetup,
    GameState,
    IgnoreAdjacency,
    PrivateObjective,
    SeatSetup,
    SetValue,
    WindowDesign,
    WindowTool,
    apply,
    final_scores,
    legal_actions,
    new_game,
    parse_window,
)
from sagrada_desktop.engine.legacy_types import (
    CampaignContent,
    MagicColorCollections,
    MagicColorVariety,
    MagicSquare,
    PublicObjectiveText,
    RewardChart,
    RewardRow,
    WindowCard,
)

PATTERN = """
.     R     .      3      .      *
5     .     Y      .      M14    .
.     G+*   .      2      B      .
P     .     M7     6      .      4
"""

TOOLS = (
    WindowTool("Hake Brush", SetValue(to=(1,)), (1, 2),
               "After drafting, fill a space with the die as a 1, keeping its colour."),
    WindowTool("Grinding Stone", FlipValue(), (2, 2, 3)),
    WindowTool("Cork-Backed Straight-Edge", IgnoreAdjacency(), (3,),
               "After drafting, fill a space that touches no filled space."),
)

PRIVATES = tuple(
    PrivateObjective(f"p-{c.letter}", f"Shades of {c.label}", "color-sum", color=c)
    for c in (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
)

DESIGN = WindowDesign(
    id="rose-of-the-nativity", name="The Rose of the Nativity", pattern=parse_window(PATTERN),
    tools=TOOLS, private_objectives=PRIVATES, legacy_points=3,
    rules_text="Each star space you fill scores 2 points at the end of the game.",
)

SECOND = WindowDesign(
    id="lantern-of-the-crypt", name="Lantern of the Crypt", pattern=parse_window("""
B   .   .   *   .   Y
.   2   .   .   4   .
.   .   M10 R   .   .
G   .   .   .   6   P
"""), tools=TOOLS, private_objectives=PRIVATES, legacy_points=2,
)

BOOSTER = WindowDesign(
    id="booster-aurora", name="Aurora over Montjuic", pattern=parse_window("""
-   R   .   .   Y   -
.   .   3   4   .   .
.   1   .   .   6   .
-   .   B   G   .   -
"""), tools=TOOLS, private_objectives=PRIVATES,
)

ROWS = tuple(tuple(range(r * 4, r * 4 + 4)) for r in range(4))
COLS = tuple(tuple(range(c, 16, 4)) for c in range(4))

MAGIC = MagicSquare(
    numbers=((1, 14, 14, 4), (11, 7, 6, 9), (8, 10, 10, 5), (13, 2, 3, 15)),
    color_variety=(
        MagicColorVariety("rows", "Rows", "", ROWS, 1, 1),
        MagicColorVariety("columns", "Columns", "", COLS, 1, 1),
        MagicColorVariety("corners", "Four Corners", "", ((0, 3, 12, 15),), 1),
        MagicColorVariety("middle", "Middle Four", "", ((5, 6, 9, 10),), 1),
        MagicColorVariety("diagonals", "Each Diagonal", "", ((0, 5, 10, 15), (3, 6, 9, 12)),
                          1, 1),
    ),
    color_collections=MagicColorCollections(
        "At the end of the campaign, 1 Legacy Point for each colour in 4 or more cells."),
)

R, Y, G, B, P = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE
SQUARE = ((R, Y, None, G), (B, R, "broken", P), (None, G, Y, R), (P, None, B, R))


def played(rounds_of_actions: int = 30, *, finish: bool = False, seed: int = 7) -> GameState:
    """A three-seat game on DESIGN after some actions chosen by a fixed random policy."""
    setup = GameSetup(window=DESIGN, seed=seed, start_seat=0,
                      public_objectives=("column-shade-variety", "row-color-variety",
                                         "light-shades"),
                      seats=(SeatSetup("Vidal"), SeatSetup("Puig"), SeatSetup("Domènech")))
    state = new_game(setup)
    rnd = random.Random(seed)
    steps = 0
    while not state.is_over and (finish or steps < rounds_of_actions):
        state = apply(state, rnd.choice(legal_actions(state)))
        steps += 1
    return state


def content() -> CampaignContent:
    """The parts of the campaign content the print command reads (a stand-in, so that these
    tests do not depend on the shipped content files)."""
    cards = {
        "rose-of-the-nativity": WindowCard(DESIGN, 1, "A story."),
        "lantern-of-the-crypt": WindowCard(SECOND, 2, "Another story."),
    }
    data = SimpleNamespace(
        windows=cards,
        booster_windows={"booster-aurora": WindowCard(BOOSTER, 1, "", booster=True)},
        public_objectives={
            "light-shades": PublicObjectiveText("light-shades", "Light Shades", "", (2,)),
        },
        magic_square=MAGIC,
        envelopes={}, story_cards={}, tools={}, abilities={}, market_tracks={}, crest_slots=4,
        family_colors=FAMILY_COLORS, tool_box=(), tool_card_copies=2, crest_abilities={},
        dedication_abilities={},
        # 3 families: 1st the window's Legacy Points, no coins or Tool Cards (none to buy)
        reward_chart=RewardChart(tuple(RewardRow(3, place, 0, 0, 0, place == 1)
                                       for place in (1, 2, 3))),
    )
    return cast(CampaignContent, data)


@pytest.fixture
def own_content(monkeypatch: pytest.MonkeyPatch) -> CampaignContent:
    data = content()
    monkeypatch.setattr(print_inputs, "content_loader", lambda: data)
    return data


@pytest.fixture(scope="session")
def finished_game() -> GameState:
    return played(finish=True)


@pytest.fixture
def save_file(tmp_path: Path) -> Path:
    from sagrada_desktop.saves import save_game

    setup = played(0).setup
    state = new_game(setup)
    rnd = random.Random(7)
    actions = []
    for _ in range(40):
        action = rnd.choice(legal_actions(state))
        actions.append(action)
        state = apply(state, action)
    path = tmp_path / "game.json"
    save_game(path, setup, actions, state)
    return path


FAMILY_NAMES = ("Vidal", "Puig", "Domènech")
FAMILY_COLORS = (Color.RED, Color.BLUE, Color.GREEN)


def families(game: GameState | None = None) -> tuple[Family, ...]:
    """Three families; with a finished game, each has it in its journal (Vidal won 3 LP)."""
    out = []
    scores = final_scores(game) if game is not None else ()
    for i, name in enumerate(FAMILY_NAMES):
        journal: tuple[JournalEntry, ...] = ()
        if game is not None:
            seat = game.seats[i]
            journal = (JournalEntry("rose-of-the-nativity", 1, f"Member {i}", seat.window,
                                    scores[i], seat.private_objective.id, game.objectives,
                                    seat.constructed, seat.tool_boxes_used),)
        square = (SquareCell(Color.RED), SquareCell(broken=True)) + (SquareCell(),) * 14
        legacy = (LegacyAward(3, "placement", 1, "1st place"),) if i == 0 and game else ()
        out.append(Family(name, FAMILY_COLORS[i], [FamilyMember(f"Member {i}", 1)], [None] * 4,
                          journal=journal, square=square, legacy=legacy))
    return tuple(out)


def at_cleanup(game: GameState) -> Campaign:
    """The campaign of families() at the Cleanup after window 1, as the campaign's rules leave
    it (a file of it loads): its Start Player drawn by its seed, no Tool Card brought, the
    Cathedral Board as the game built it, each Magic Square as the window's Magic Square spaces
    filled it, the End of Game results with every coin spent and no masterpiece named yet."""
    import random as _random

    fams = []
    for f, seat in zip(families(game), game.seats, strict=True):
        square = [SquareCell()] * 16
        numbers = [n for row in MAGIC.numbers for n in row]
        for space, fill in zip(seat.window.spaces, seat.window.fills, strict=True):
            if space.magic is not None and isinstance(fill, Die):
                cell = next(k for k, n in enumerate(numbers)
                            if n == space.magic and square[k] == SquareCell())
                square[cell] = SquareCell(fill.color)
        fams.append(evolve(f, square=tuple(square), members=tuple(f.members),
                           crest=tuple(f.crest)))
    start = _random.Random("sagrada-campaign:1:start").randrange(len(fams))
    after = AfterGame(scores=final_scores(game), coins=(0,) * len(fams),
                      naming=tuple(range(len(fams))))
    return Campaign(1, tuple(fams), window=0, stage="cleanup", cathedral=game.cathedral,
                    start_player=start, bring=((),) * len(fams), after=after)


@pytest.fixture
def campaign_file(tmp_path: Path, finished_game: GameState) -> Path:
    """A campaign at the Cleanup after window 1, saved."""
    from sagrada_desktop.campaign import save_campaign

    path = tmp_path / "campaign.json"
    save_campaign(path, at_cleanup(finished_game), content=content())
    return path

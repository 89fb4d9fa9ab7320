"""A small, complete campaign content for the campaign tests, built in code so the tests do
not depend on the shipped resources: 10 windows, 19 envelopes with every kind of grant,
Family Crest stickers of four colours, three Market tracks, the Tool Box and the Magic Square.

Every envelope's texts carry the marker SECRET-<number>, and the Tool Cards and abilities only
an envelope brings carry it in their names, so secrecy tests can look for them.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from sagrada_desktop.engine import (
    Ability,
    ChangeColor,
    ChangeValue,
    Color,
    FlipValue,
    IgnoreAdjacency,
    PrivateObjective,
    Reroll,
    SetValue,
    ToolCard,
    Trigger,
    WindowDesign,
    WindowRule,
    WindowTool,
    parse_window,
)
from sagrada_desktop.engine.legacy_types import (
    CampaignContent,
    DedicationAbility,
    EndOfGameUnlock,
    Envelope,
    EnvelopeGrants,
    FamilyCrestAbility,
    MagicColorCollections,
    MagicColorVariety,
    MagicSquare,
    MarketBox,
    MarketTrack,
    RewardChart,
    RewardRow,
    StoryCard,
    ToolBoxSlot,
    WindowCard,
)

COLORS = (Color.RED, Color.YELLOW, Color.BLUE, Color.PURPLE)
NUMBERS = ((1, 14, 14, 4), (11, 7, 6, 9), (8, 10, 10, 5), (13, 2, 3, 15))
# which Magic Square numbers each window prints (16 spaces: 10 and 14 twice)
WINDOW_MAGIC = ((1, 14), (14, 4), (11, 7), (6, 9), (8, 10), (10, 5), (13,), (2,), (3,), (15,))
MAGIC_PLACES = ((1, 1), (2, 4))  # (row, col) of a window's first and second Magic Square space
STAR_PLACES = ((0, 5), (3, 0))


def _m(mapping: dict[str, Any]) -> Any:
    return MappingProxyType(mapping)


def pattern(number: int) -> str:
    grid = [["."] * 6 for _ in range(4)]
    grid[0][0] = "R"
    grid[3][5] = str(number % 6 + 1)
    for (r, c), m in zip(MAGIC_PLACES, WINDOW_MAGIC[number - 1], strict=False):
        grid[r][c] = f"M{m}"
    if number in (2, 5):
        for r, c in STAR_PLACES:
            grid[r][c] = "*"
    return "\n".join(" ".join(row) for row in grid)


WINDOW_TOOLS = (
    WindowTool("Hake Brush", SetValue(to=(1,)), (1, 2)),
    WindowTool("Grinding Stone", FlipValue(), (2,)),
    WindowTool("Cork-Backed Straight-Edge", IgnoreAdjacency(), (1, 1, 2)),
)


def _privates(number: int) -> tuple[PrivateObjective, ...]:
    return tuple(
        PrivateObjective(f"w{number:02d}-{c.letter}", f"Shades of {c.label}", "color-sum", color=c)
        for c in (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.PURPLE)
    )


def _tools() -> dict[str, ToolCard]:
    tools = {}
    for w in range(1, 10):
        for k, effect in enumerate((ChangeValue(add=(1, -1)), FlipValue(), SetValue(to=(6,)))):
            ident = f"t{w}{k}"
            tools[ident] = ToolCard(ident, f"Tool {w}.{k}", effect, "A window's reward.")
    for n in (4, 11):
        ident = f"secret-tool-{n}"
        tools[ident] = ToolCard(ident, f"Sealed Tool SECRET-{n}", ChangeValue(add=(2,)),
                                f"Hidden text SECRET-{n}.")
    tools["market-secret"] = ToolCard("market-secret", "Market Tool SECRET-3",
                                      ChangeValue(add=(-2,)), "SECRET-3 text")
    return tools


def _abilities() -> tuple[dict[str, Ability], dict[str, FamilyCrestAbility]]:
    abilities: dict[str, Ability] = {}
    crests: dict[str, FamilyCrestAbility] = {}
    for color in COLORS:
        c = color.letter.lower()
        made = (
            (f"{c}-base", ChangeValue(add=(1,)), False, 1),
            (f"{c}-flip", FlipValue(when=(1, 2, 3)), False, 3),
            (f"{c}-paint", ChangeColor(to=(Color.GREEN, Color.ORANGE)), True, 3),
            (f"{c}-reach", IgnoreAdjacency(), False, 14),
        )
        for ident, effect, records, envelope in made:
            abilities[ident] = Ability(ident, f"Crest {ident} SECRET-{envelope}", effect,
                                       "A family ability.")
            crests[ident] = FamilyCrestAbility(ident, color, records)
    for ident, effect in (("ded-books", SetValue(to=(1, 2, 3, 4, 5, 6))),
                          ("ded-training", ChangeColor(to=tuple(Color)[:6])),
                          ("ded-trade", ChangeValue(add=(2, -2)))):
        abilities[ident] = Ability(ident, f"Dedication {ident} SECRET-6", effect, "Dedication.")
    abilities["second-look"] = Ability("second-look", "Second Look SECRET-2", Reroll(), "Re-roll.")
    abilities["window-gift"] = Ability("window-gift", "Window Gift", ChangeValue(add=(-1,)),
                                       "Granted by window 4.")
    abilities["all-families"] = Ability("all-families", "All Families SECRET-8",
                                        ChangeValue(add=(3,)), "Granted by envelope 8.")
    return abilities, crests


def _envelope(number: int, **grants: Any) -> Envelope:
    opened_by = grants.pop("opened_by", ())
    return Envelope(
        id=f"e{number:02d}", number=number, title=f"Envelope title SECRET-{number}",
        story=f"The story SECRET-{number}.", instructions=f"Do this SECRET-{number}.",
        contents=(f"Contents SECRET-{number}",), opened_by=opened_by,
        grants=EnvelopeGrants(**grants),
    )


def _envelopes(abilities: dict[str, Ability]) -> dict[str, Envelope]:
    crest_of = {1: [f"{c.letter.lower()}-base" for c in COLORS],
                3: [f"{c.letter.lower()}-{k}" for c in COLORS for k in ("flip", "paint")],
                14: [f"{c.letter.lower()}-reach" for c in COLORS]}
    envelopes = [
        _envelope(1, crest_abilities=tuple(crest_of[1])),
        _envelope(2, abilities=("second-look",)),
        _envelope(3, market_tracks=("books", "training", "trade"),
                  crest_choices=tuple(crest_of[3]), market_tools=("market-secret",)),
        _envelope(4, tools=("secret-tool-4",), free_tool_box_slots=1),
        _envelope(5, legacy_points=1),
        _envelope(6, dedication_abilities=("ded-books", "ded-training", "ded-trade")),
        _envelope(7, rules=(WindowRule("extra-pool-die"),),
                  rules_text="One more die in the pool SECRET-7."),
        _envelope(8, abilities=("all-families",)),
        _envelope(9, legacy_points=2),
        _envelope(10, rules=(WindowRule("star-points", points=1),),
                  rules_text="Stars score SECRET-10."),
        _envelope(11, market_tools=("secret-tool-11",)),
        _envelope(12, free_tool_box_slots=2),
        _envelope(13),
        _envelope(14, crest_choices=tuple(crest_of[14])),
        _envelope(15, legacy_points=1),
        _envelope(16),
        _envelope(17, tools=("t10",)),
        _envelope(18),
        _envelope(19, legacy_points=3),
    ]
    return {e.id: e for e in envelopes}


# window number -> (intro opens, outro opens, in-game triggers, End of Game unlocks)
WINDOW_UNLOCKS: dict[int, tuple[tuple[str, ...], tuple[str, ...], tuple[Trigger, ...],
                                tuple[EndOfGameUnlock, ...]]] = {
    1: (("e01",), ("e03",), (Trigger("end-of-round", "e02", round=6),), ()),
    2: ((), (), (Trigger("stars-filled", "e04"),), (EndOfGameUnlock("always", "e05"),)),
    3: (("e06",), (), (), (EndOfGameUnlock("winner-score-at-least", "e07", 1),)),
    4: ((), ("e08",), (), (EndOfGameUnlock("any-broken-window", "e09"),)),
    5: (("e09",), (), (), (EndOfGameUnlock("all-stars-filled", "e10"),)),
    6: ((), ("e10", "e11"), (), (EndOfGameUnlock("constructed-at-least", "e12", 1),)),
    7: (("e12",), ("e13",), (), ()),
    8: (("e14",), ("e15",), (), ()),
    9: (("e16",), ("e17",), (), ()),
    10: (("e18",), ("e19",), (), ()),
}


def _windows() -> tuple[dict[str, WindowCard], dict[str, StoryCard]]:
    windows: dict[str, WindowCard] = {}
    stories: dict[str, StoryCard] = {}
    for number in range(1, 11):
        wid = f"w{number:02d}"
        intro_opens, outro_opens, triggers, unlocks = WINDOW_UNLOCKS[number]
        rules = (WindowRule("grant-ability", ability=Ability(
            "window-gift", "Window Gift", ChangeValue(add=(-1,)), "Granted by window 4.")),
        ) if number == 4 else ()
        design = WindowDesign(
            id=wid, name=f"Window {number}", pattern=parse_window(pattern(number)),
            tools=WINDOW_TOOLS, rules=rules, triggers=triggers,
            private_objectives=_privates(number), legacy_points=2 + number // 3,
            rules_text=f"New rules of window {number}.",
        )
        intro = StoryCard(f"{wid}-intro", wid, "intro", f"Intro {number}", "Once upon a time.",
                          opens=intro_opens)
        outro_ids = [f"{wid}-outro"] + ([f"{wid}-outro-2"] if number == 10 else [])
        outros = [StoryCard(outro_ids[0], wid, "outro", f"Outro {number}", "And then.",
                            opens=outro_opens)]
        if number == 10:
            outros.append(StoryCard(outro_ids[1], wid, "outro", "Epilogue", "The end."))
        for card in [intro, *outros]:
            stories[card.id] = card
        reward = tuple(f"t{number}{k}" for k in range(3)) if number < 10 else ()
        windows[wid] = WindowCard(design=design, number=number, story=f"Story {number}.",
                                  year=1880 + number * 5, intro=intro.id,
                                  outros=tuple(outro_ids), unlocks=unlocks,
                                  reward_tools=reward)
    return windows, stories


REWARDS = (
    RewardRow(1, 1, 2, 3, window_legacy_points=True),
    RewardRow(2, 1, 1, 1, window_legacy_points=True), RewardRow(2, 2, 2, 3, 1),
    RewardRow(3, 1, 1, 1, window_legacy_points=True), RewardRow(3, 2, 1, 2, 1),
    RewardRow(3, 3, 2, 4),
    RewardRow(4, 1, 1, 1, window_legacy_points=True), RewardRow(4, 2, 1, 2, 1),
    RewardRow(4, 3, 1, 3), RewardRow(4, 4, 2, 4),
)

TRACKS = (
    MarketTrack("books", "Books of Wisdom", "Legacy Points.", (
        MarketBox(), MarketBox(legacy_points=1), MarketBox(), MarketBox(legacy_points=2),
    ), "ded-books"),
    MarketTrack("training", "Family Skill Training", "Crest stickers.", (
        MarketBox(), MarketBox(crest_ability=True), MarketBox(), MarketBox(crest_ability=True),
    ), "ded-training"),
    MarketTrack("trade", "Tools of the Trade", "Tools.", (
        MarketBox(tool=True), MarketBox(tool=True), MarketBox(tool=True), MarketBox(),
    ), "ded-trade", rewards_per_game=2),
)

SQUARE = MagicSquare(
    numbers=NUMBERS,
    color_variety=(
        MagicColorVariety("rows", "Rows", "Rows.", ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11),
                                                    (12, 13, 14, 15)), 1, 1),
        MagicColorVariety("columns", "Columns", "Columns.", ((0, 4, 8, 12), (1, 5, 9, 13),
                                                             (2, 6, 10, 14), (3, 7, 11, 15)),
                          1, 1),
        MagicColorVariety("four-corners", "Four Corners", "Corners.", ((0, 3, 12, 15),), 1),
        MagicColorVariety("middle-four", "Middle Four", "Middle.", ((5, 6, 9, 10),), 1),
        MagicColorVariety("diagonals", "Each Diagonal", "Diagonals.",
                          ((0, 5, 10, 15), (3, 6, 9, 12)), 1, 1),
    ),
    color_collections=MagicColorCollections("Four of a colour.", 4, 1),
)


def make_content(**changes: Any) -> CampaignContent:
    abilities, crests = _abilities()
    windows, stories = _windows()
    fields: dict[str, Any] = dict(
        windows=_m(windows), booster_windows=_m({}), story_cards=_m(stories),
        envelopes=_m(_envelopes(abilities)), tools=_m(_tools()), abilities=_m(abilities),
        crest_abilities=_m(crests),
        dedication_abilities=_m({t.dedication: DedicationAbility(t.dedication, t.id)
                                 for t in TRACKS}),
        public_objectives=_m({}), family_colors=COLORS, crest_slots=4, tool_card_copies=2,
        reward_chart=RewardChart(REWARDS), market_tracks=_m({t.id: t for t in TRACKS}),
        tool_box=(ToolBoxSlot(0, True), ToolBoxSlot(0, True), ToolBoxSlot(2), ToolBoxSlot(3),
                  ToolBoxSlot(4)),
        magic_square=SQUARE,
    )
    fields.update(changes)
    return CampaignContent(**fields)


CONTENT = make_content()

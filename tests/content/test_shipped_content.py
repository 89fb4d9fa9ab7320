"""The shipped content loads, validates and holds what the campaign needs."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

from sagrada_desktop.content import check_content, content_counts, default_root, load_content
from sagrada_desktop.engine import (
    STANDARD_COLORS,
    ChangeColor,
    Color,
    Die,
    FlipValue,
    IgnoreAdjacency,
    SetValue,
    Window,
    format_window,
    legal_spaces,
    parse_window,
    placement_errors,
)
from sagrada_desktop.engine.effects import ability_type
from sagrada_desktop.engine.legacy_types import CampaignContent, WindowCard
from sagrada_desktop.engine.objectives.catalogue import OBJECTIVES
from sagrada_desktop.engine.reasons import MustTouchFilled


def _all_windows(content: CampaignContent) -> list[WindowCard]:
    return [*content.windows.values(), *content.booster_windows.values()]


def test_the_shipped_content_is_valid() -> None:
    ok, counts, errors = check_content()
    assert errors == []
    assert ok
    assert counts["campaign_windows"] == 10


def test_counts_meet_the_campaign_minimums(content: CampaignContent) -> None:
    counts = content_counts(content)
    assert counts["campaign_windows"] == 10
    assert counts["booster_windows"] >= 6
    assert counts["envelopes"] == 19
    assert counts["tool_cards"] >= 24
    assert counts["public_objectives_by_set"]["base"] >= 12
    assert counts["public_objectives_by_set"]["rivalry"] == 6
    assert counts["public_objectives_by_set"]["strife"] == 6
    assert counts["story_cards"] == 21
    assert counts["dedication_abilities"] == 3
    assert set(counts["abilities_by_type"]) == {"color", "value", "flip", "placement"}
    assert counts["magic_square_spaces"] == 16


def test_load_content_is_cached_per_folder(content: CampaignContent) -> None:
    assert load_content() is content
    assert load_content(default_root()) is content


def test_every_pattern_parses_and_round_trips(content: CampaignContent) -> None:
    for card in _all_windows(content):
        folder = "booster" if card.booster else "campaign"
        path = default_root() / "windows" / folder / f"{card.design.id}.toml"
        written = tomllib.loads(path.read_text(encoding="utf-8"))["pattern"]
        printed = format_window(card.design.pattern)
        assert parse_window(printed) == card.design.pattern
        assert [line.split() for line in printed.splitlines()] == [
            line.split() for line in written.strip("\n").splitlines()
        ], card.design.id


def _spaces_adjacency_aside(window: Window, die: Die) -> list[tuple[int, int]]:
    """The empty spaces die could fill if no space had to touch another: its printed colour or
    value matched, and no edge neighbour of the same colour or value."""
    out = []
    for r in range(window.rows):
        for c in range(window.cols):
            errors = placement_errors(window, r, c, die)
            if all(isinstance(e, MustTouchFilled) for e in errors):
                out.append((r, c))
    return out


def _complete_fill(window: Window, colors: tuple[Color, ...]) -> Window | None:
    """A fill of every space by the engine's placement rules, found by backtracking.

    Fills the touching space with the fewest legal dice first, and gives up on a branch as
    soon as some empty space has no die left that could ever fill it.
    """
    if window.empty_count == 0:
        return window
    dice = [Die(c, v) for c in colors for v in range(1, 7)]
    someday = Counter(rc for die in dice for rc in _spaces_adjacency_aside(window, die))
    empty = [(i // window.cols, i % window.cols) for i, s in enumerate(window.spaces)
             if s.exists and window.fills[i] is None]
    if any(someday[rc] == 0 for rc in empty):
        return None
    now = [(r, c, die) for die in dice for r, c in legal_spaces(window, die)]
    options = Counter((r, c) for r, c, _ in now)
    if not options:
        return None
    target = min(options, key=lambda rc: (options[rc], rc))
    for r, c, die in now:
        if (r, c) == target:
            done = _complete_fill(window.with_fill(r, c, die), colors)
            if done is not None:
                return done
    return None


def test_every_window_can_be_filled_completely_without_breaking_a_space(
    content: CampaignContent,
) -> None:
    for card in _all_windows(content):
        colors = STANDARD_COLORS
        if any(s.color is Color.ORANGE for s in card.design.pattern.spaces):
            colors = (*STANDARD_COLORS, Color.ORANGE)  # the window grants a way to make orange
        filled = _complete_fill(card.design.pattern, colors)
        assert filled is not None, card.design.id
        assert filled.filled_count == 24


def test_window_one_is_simple_and_teaches_the_rulebook_tools(content: CampaignContent) -> None:
    first = content.windows["w01"]
    tools = {tool.name: tool.effect for tool in first.design.tools}
    assert tools["Hake Brush"] == SetValue(to=(1,))
    assert tools["Grinding Stone"] == FlipValue()
    assert tools["Cork-Backed Straight-Edge"] == IgnoreAdjacency()
    assert first.design.rules == ()
    assert [(t.kind, t.round) for t in first.design.triggers] == [("end-of-round", 4)]


def test_windows_grow_in_legacy_points_and_restrictions(content: CampaignContent) -> None:
    windows = list(content.windows.values())
    points = [w.design.legacy_points for w in windows]
    assert points == sorted(points)
    assert points[0] >= 3 and points[-1] > points[0]
    restricted = [sum(s.is_restricted for s in w.design.pattern.spaces) for w in windows]
    assert restricted[0] < restricted[-1]
    assert [w.number for w in windows] == list(range(1, 11))
    assert [w.year for w in windows] == sorted(w.year for w in windows)
    assert any(not all(s.exists for s in w.design.pattern.spaces) for w in windows)


def test_each_window_has_three_tools_and_enough_private_objectives(
    content: CampaignContent,
) -> None:
    for card in _all_windows(content):
        assert len(card.design.tools) == 3
        assert all(1 <= len(t.boxes) <= 3 for t in card.design.tools)
        assert len(card.design.private_objectives) >= 4
        stars = sum(s.star for s in card.design.pattern.spaces)
        assert 1 <= stars <= 4


def test_magic_square_spaces_cover_the_square(content: CampaignContent) -> None:
    printed = Counter(
        s.magic for w in content.windows.values() for s in w.design.pattern.spaces
        if s.magic is not None
    )
    square = Counter(n for row in content.magic_square.numbers for n in row)
    assert printed == square
    assert printed[10] == 2 and printed[14] == 2 and 12 not in printed
    assert not any(s.magic for w in content.booster_windows.values()
                   for s in w.design.pattern.spaces)


def test_every_envelope_opens_and_every_tool_reaches_play(content: CampaignContent) -> None:
    opened = {t.envelope for w in content.windows.values() for t in w.design.triggers}
    opened |= {u.envelope for w in content.windows.values() for u in w.unlocks}
    opened |= {e for s in content.story_cards.values() for e in s.opens}
    assert opened == set(content.envelopes)
    given = {t for w in content.windows.values() for t in w.reward_tools}
    for envelope in content.envelopes.values():
        given |= set(envelope.grants.tools) | set(envelope.grants.market_tools)
    assert given == set(content.tools)
    assert content.windows["w10"].reward_tools == ()
    assert len(content.windows["w10"].outros) == 2


def test_each_family_colour_has_crest_abilities_of_all_four_types(
    content: CampaignContent,
) -> None:
    assert content.family_colors == (Color.RED, Color.YELLOW, Color.BLUE, Color.PURPLE)
    for color in content.family_colors:
        types = {
            ability_type(content.abilities[c.ability].effect)
            for c in content.crest_abilities.values() if c.family is color
        }
        assert types == {"color", "value", "flip", "placement"}
    for crest in content.crest_abilities.values():
        if crest.records_color:
            assert isinstance(content.abilities[crest.ability].effect, ChangeColor)
    tracks = {d.track: d.ability for d in content.dedication_abilities.values()}
    assert set(tracks) == {"books-of-wisdom", "family-skill-training", "tools-of-the-trade"}


def test_public_objectives_match_the_engine_scoring(content: CampaignContent) -> None:
    assert set(content.public_objectives) == set(OBJECTIVES)
    for objective in content.public_objectives.values():
        rule = OBJECTIVES[objective.id]
        assert objective.set == rule.set
        assert objective.points[0] == rule.points
    seed_names = {"column-shade-variety": "Column Shade Variety",
                  "vertical-color-balance": "Vertical Color Balance",
                  "row-shade-variety": "Row Shade Variety"}
    for ident, name in seed_names.items():
        assert content.public_objectives[ident].name == name


def test_reward_chart_market_and_tool_box(content: CampaignContent) -> None:
    rows = content.reward_chart.rows
    for players in (1, 2, 3, 4):
        places = sorted((r.place, r) for r in rows if r.players == players)
        assert [p for p, _ in places] == list(range(1, players + 1))
        assert places[0][1].window_legacy_points
        if players > 1:
            assert places[1][1].legacy_points == 1
            assert places[-1][1].coins > places[0][1].coins
    books = content.market_tracks["books-of-wisdom"]
    assert sum(box.legacy_points for box in books.boxes) > 0
    assert any(b.crest_ability for b in content.market_tracks["family-skill-training"].boxes)
    assert content.market_tracks["tools-of-the-trade"].rewards_per_game == 2
    assert [s.filled_at_start for s in content.tool_box[:2]] == [True, True]
    assert [v.id for v in content.magic_square.color_variety] == [
        "rows", "columns", "four-corners", "middle-four", "diagonals"]


def test_no_resource_file_is_left_unread(content: CampaignContent) -> None:
    root = default_root()
    files = {p.relative_to(root).as_posix() for p in Path(root).rglob("*.toml")}
    expected = {"campaign.toml"}
    for card in _all_windows(content):
        expected.add(f"windows/{'booster' if card.booster else 'campaign'}/{card.design.id}.toml")
    expected |= {f"envelopes/{e}.toml" for e in content.envelopes}
    expected |= {f"glory/{name}.toml" for name in ("strife-boards", "strife-tools",
                                                   "pioneer-cards", "flourish-cards")}
    listed = {f for f in files if f.split("/")[0] in ("abilities", "tools", "objectives",
                                                      "stories")}
    # translations/LANG/ is read by `content check` (tests/content/test_translations.py);
    # editions/ by content/editions.py (tests/content/test_content_editions.py)
    listed |= {f for f in files if f.startswith(("translations/", "editions/"))}
    assert files == expected | listed


def test_the_rules_ship_with_the_program_and_match_docs() -> None:
    from importlib.resources import files
    from pathlib import Path

    shipped = Path(str(files("resources"))) / "help" / "rules.md"
    docs = Path(__file__).resolve().parents[2] / "docs" / "rules.md"
    assert shipped.read_text(encoding="utf-8") == docs.read_text(encoding="utf-8")
    assert "## The campaign" in shipped.read_text(encoding="utf-8")


def test_the_help_pages_name_no_code_a_player_cannot_see() -> None:
    """Help > Rules is read by players: it names what the program does, not the engine's
    functions (`engine.way_to_place`) or modules."""
    import re
    from importlib.resources import files
    from pathlib import Path

    root = Path(str(files("resources")))
    pages = [root / "help" / "rules.md", *sorted((root / "translations").glob("*/help/*.md"))]
    assert len(pages) >= 2
    for page in pages:
        code = re.findall(r"`[^`]*\b(?:engine|sagrada_desktop|ui|printing)\.[a-z_]+[^`]*`",
                          page.read_text(encoding="utf-8"))
        assert not code, (page, code)

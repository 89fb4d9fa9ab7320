"""A saved game's setup checked against the rules before anything is replayed from it.

A save is self-contained (the window, abilities and Tool Cards travel with it), so a file can
hold a setup no content would ever build: a 60x60 window, point boxes of -50, the same Tool
Card three times, a Cathedral space R99. Each problem names its field.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..codec.details import Detail, Quoted, Worded, detail
from ..engine import ROUNDS, STANDARD_COLORS, Die, GameSetup, GloryCards, WindowDesign
from ..engine.edition_numbers import FIRST_EDITION, RULES_EDITION
from ..engine.legacy_types import CAMPAIGN_WINDOWS
from .errors import CodecError

# The Glory decks' checks and the converter (cattrs) are imported where a setup is checked: the
# start screen's seat editor takes MAX_NAME from here before its first paint.

MAX_SIDE = 6            # rows or columns of the largest window printed
MAX_BOX = 6             # a window tool's point box
MAX_BOXES = 6           # point boxes of one window tool
MAX_RULE_POINTS = 6     # a window rule's points (star, Magic Square, colour, empty penalty)
MAX_WINDOW_LEGACY = 20  # the Legacy Points printed on a window
MAX_LEGACY = 999        # a family's Legacy Points brought to a game
MAX_TOOLS = 6           # Tool Cards one seat brings (the Tool Box's capacity)
MAX_OWNED = 99          # Tool Cards a family owns (the Starting Tool Count)
MAX_GAME = CAMPAIGN_WINDOWS  # the windows of a campaign
MAX_NAME = 60           # characters of a name a person types now (seats, families, members)
# characters of a name read from a file: a limit for typing is not a limit for reading. The
# longest name any version let a person type or store: up to 2026-11-30 (2461f92) the name
# fields had no limit of their own but Qt's line edit's, 32,767 characters, and saves none
MAX_NAME_READ = 32_767
MAX_SEED = (1 << 64) - 1


def cathedral_problems(cathedral: Iterable[Die], where: str) -> list[Detail]:
    """The Cathedral Board: spaces of the five colours, 1 to 6, each colour built from 1 up."""
    out = []
    dice = sorted(cathedral, key=lambda d: (d.color.letter, d.value))
    for d in dice:
        if d.color not in STANDARD_COLORS or not 1 <= d.value <= 6:
            out.append(detail("not-a-board-space", where, die=f"{d.color.letter}{d.value}"))
    for color in STANDARD_COLORS:
        values = sorted(d.value for d in dice if d.color is color and 1 <= d.value <= 6)
        if values != list(range(1, len(values) + 1)):
            shown = tuple(f"{color.letter}{v}" for v in values)
            out.append(detail("skips-a-space", where, spaces=shown))
    return out


def edition_problems(number: int, newest: int, what: Worded, where: str) -> list[Detail]:
    """An edition this program does not know (a newer one is named as such before: the file
    was written by a newer version, saves/newer_files.py)."""
    if FIRST_EDITION <= number <= newest:
        return []
    return [detail("unknown-edition", where, what=what, number=number, newest=newest)]


def range_problems(value: int, low: int, high: int, where: str) -> list[Detail]:
    """`where`'s value outside low..high, said with where it is (none when inside)."""
    return [] if low <= value <= high else [detail("not-in-range", where, value=value, low=low,
                                                   high=high)]


def _unique(ids: Iterable[str], what: Worded, where: str) -> list[Detail]:
    seen: set[str] = set()
    out = []
    for ident in ids:
        if ident in seen:
            out.append(detail("appears-twice", where, what=what, ident=Quoted(ident)))
        seen.add(ident)
    return out


def design_problems(design: WindowDesign, where: str) -> list[Detail]:
    out = []
    p = design.pattern
    if not (1 <= p.rows <= MAX_SIDE and 1 <= p.cols <= MAX_SIDE):
        out.append(detail("window-too-large", f"{where}.pattern", rows=p.rows, cols=p.cols,
                          most=MAX_SIDE))
    if p.has_any_fill or any(f is not None for f in p.fills):
        out.append(detail("design-has-dice", f"{where}.pattern"))
    if len(design.tools) != 3:
        out.append(detail("window-tools", f"{where}.tools", count=len(design.tools)))
    for i, tool in enumerate(design.tools):
        if not 1 <= len(tool.boxes) <= MAX_BOXES:
            out.append(detail("point-boxes", f"{where}.tools[{i}].boxes", most=MAX_BOXES,
                              count=len(tool.boxes)))
        for j, box in enumerate(tool.boxes):
            out += range_problems(box, 0, MAX_BOX, f"{where}.tools[{i}].boxes[{j}]")
    for i, rule in enumerate(design.rules):
        out += range_problems(rule.points, 0, MAX_RULE_POINTS, f"{where}.rules[{i}].points")
    out += range_problems(design.legacy_points, 0, MAX_WINDOW_LEGACY, f"{where}.legacy_points")
    if not design.private_objectives:
        out.append(detail("at-least-one", f"{where}.private_objectives"))
    for i, obj in enumerate(design.private_objectives):
        out += range_problems(obj.points, 0, MAX_RULE_POINTS, f"{where}.private_objectives[{i}].points")
        if obj.kind == "value-count":
            out += range_problems(obj.value, 1, 6, f"{where}.private_objectives[{i}].value")
    for i, trig in enumerate(design.triggers):
        out += range_problems(trig.round, 0, ROUNDS, f"{where}.triggers[{i}].round")
    return out


def setup_problems(setup: GameSetup, where: str = "setup") -> list[Detail]:
    """What makes the setup impossible under the rules (empty: nothing)."""
    out = design_problems(setup.window, f"{where}.window")
    n = len(setup.seats)
    if not 1 <= n <= 6:
        out.append(detail("seat-count", f"{where}.seats", count=n))
    for i, seat in enumerate(setup.seats):
        w = f"{where}.seats[{i}]"
        if not seat.name.strip() or len(seat.name) > MAX_NAME_READ:
            out.append(detail("name-length", f"{w}.name", most=MAX_NAME_READ))
        out += range_problems(seat.legacy_points, 0, MAX_LEGACY, f"{w}.legacy_points")
        out += range_problems(seat.starting_tool_count, 0, MAX_OWNED, f"{w}.starting_tool_count")
        if len(seat.tool_cards) > MAX_TOOLS:
            out.append(detail("too-many-tool-cards", f"{w}.tool_cards", most=MAX_TOOLS,
                              count=len(seat.tool_cards)))
        out += _unique((t.id for t in seat.tool_cards), Worded("Tool Card", "工具卡"),
                       f"{w}.tool_cards")
        out += _unique((a.id for a in seat.abilities), Worded("ability", "能力"), f"{w}.abilities")
        for j, ability in enumerate(seat.abilities):
            out += range_problems(ability.per_turn, 0, 6, f"{w}.abilities[{j}].per_turn")  # 0: no limit
    # Seats may share a colour: free play deals 5 or 6 seats the journals' 4 colours in turn,
    # and the colour is only what a seat is shown in. A campaign's families never share one
    # (campaign/save_checks.py), and its game must be set up as the campaign sets it up.
    out += edition_problems(setup.rules_edition, RULES_EDITION, Worded("rules", "規則"),
                            f"{where}.rules_edition")
    out += range_problems(setup.seed, 0, MAX_SEED, f"{where}.seed")
    out += range_problems(setup.start_seat, -1, 5, f"{where}.start_seat")  # the engine takes it modulo n
    out += range_problems(setup.game_number, 1, MAX_GAME, f"{where}.game_number")
    out += cathedral_problems(setup.cathedral, f"{where}.cathedral")
    out += _unique(setup.public_objectives, Worded("objective", "目標"),
                   f"{where}.public_objectives")
    out += _unique(setup.pioneer_card_ids, Worded("Pioneer Card", "先驅卡"),
                   f"{where}.pioneer_card_ids")
    from .deal_checks import deal_problems  # with the objectives: after the first paint

    out += deal_problems(setup, where)
    for i, env in enumerate(setup.envelope_rules):
        for j, rule in enumerate(env.rules):
            out += range_problems(rule.points, 0, MAX_RULE_POINTS,
                       f"{where}.envelope_rules[{i}].rules[{j}].points")
    if setup.glory != GloryCards():  # the decks a Glory module deals from (when given)
        from ..codec.glory_details import glory_detail
        from ..engine.glory.card_checks import card_problems

        for p in card_problems(setup.glory):
            card = f" ({p.card})" if p.card else ""
            field = f".{p.field}" if p.field and not p.card else ""
            out.append(glory_detail(p, f"{where}.glory.{p.deck}{field}{card}"))
    return out


def checked_setup(data: Any, where: str = "setup") -> GameSetup:
    """Read a setup and check it against the rules; raises CodecError naming each problem."""
    from .codec import setup_from_json

    setup = setup_from_json(data, where)
    problems = setup_problems(setup, where)
    if problems:
        raise CodecError(problems)
    return setup

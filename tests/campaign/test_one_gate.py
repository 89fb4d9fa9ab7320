"""One gate decides how far a campaign has come: campaign.visible.windows_reached (free play:
windows_unlocked). The rules, the print-outs and the screens ask it; none counts windows on its
own. Checked two ways: they give the gate's answer in every state of a whole campaign, and no
module of ui/ or printing/ reads the content's window list or a campaign's window index."""

from __future__ import annotations

import ast
from pathlib import Path

from printing.campaign_sheets import current_card, opened_windows
from sagrada_desktop.campaign import (
    Campaign,
    free_play_content,
    pending_decision,
    visible_content,
    windows_reached,
    windows_unlocked,
)
from sagrada_desktop.campaign.unlocks import window_card, window_number

from .content_fixture import CONTENT
from .helpers import start, step

ROOT = Path(__file__).resolve().parents[2]
FACES = (ROOT / "sagrada_desktop" / "ui", ROOT / "printing")

# Reading the content's whole window list is allowed only where a window is looked up by the id
# a person named or chose, never to decide which windows are reached.
LOOKUPS_BY_ID = {
    "sagrada_desktop/ui/common/catalogue.py": "the card of a window already chosen, by its id",
    "sagrada_desktop/ui/game/demo.py": "the demo game's window (a booster window)",
    "printing/print_inputs.py": "`print --window ID`: the window whose id was typed",
    "printing/print_command.py": "a blank journal with no campaign: window 1 and the boosters",
    "sagrada_desktop/ui/designer/own_list.py": "a designed window's own tools, looked up by name "
                                               "(the form offers only the visible windows' tools)",
}


def check(c: Campaign) -> None:
    reached = windows_reached(c, CONTENT)
    visible = visible_content(c, CONTENT)
    assert visible.windows == reached
    assert reached == tuple(CONTENT.windows.values())[: len(reached)] and reached
    boosters = list(CONTENT.booster_windows.values())
    assert opened_windows(c, CONTENT) == [*reached, *boosters]
    assert current_card(c, CONTENT) == reached[-1] == visible.latest
    assert window_card(c, CONTENT) == reached[-1]
    assert window_number(c) == len(reached)
    assert visible.current == (None if c.is_over else reached[-1])


def test_rules_print_outs_and_screens_agree_with_the_gate_through_a_whole_campaign() -> None:
    c = start(3, seed=5)
    states = 0
    seen: set[int] = set()
    while not c.is_over:
        if pending_decision(c, CONTENT) is not None or c.game_state is None:
            check(c)
            states += 1
            seen.add(len(windows_reached(c, CONTENT)))
        c = step(c)
    check(c)
    assert seen == set(range(1, len(CONTENT.windows) + 1))
    assert states > 50
    assert windows_reached(c, CONTENT) == tuple(CONTENT.windows.values())


def test_free_play_offers_the_windows_some_campaign_reached_then_the_boosters() -> None:
    ids = [c.design.id for c in CONTENT.windows.values()]
    noted = [ids[3], ids[0], "not-a-window", ids[3]]
    unlocked = windows_unlocked(CONTENT, noted)
    assert [c.design.id for c in unlocked] == [ids[0], ids[3]]  # the campaign's order
    shown = free_play_content(CONTENT, noted)
    assert shown.windows == unlocked + tuple(CONTENT.booster_windows.values())
    assert free_play_content(CONTENT).windows == tuple(CONTENT.booster_windows.values())


def _own_counting(path: Path) -> list[str]:
    """Expressions in `path` that read a content's window list or a campaign's window index."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        base = ast.unparse(node.value)
        from_gate = "visible" in base or "free_play_content" in base or base == "self"
        if node.attr in ("windows", "booster_windows") and not from_gate:
            out.append(f"line {node.lineno}: {base}.{node.attr}")
        elif node.attr == "window" and base.split(".")[-1] == "campaign":
            out.append(f"line {node.lineno}: {base}.window")
    return out


def test_no_screen_or_print_out_counts_the_windows_reached_itself() -> None:
    found = {}
    for face in FACES:
        for path in sorted(face.rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            hits = _own_counting(path)
            if hits and rel not in LOOKUPS_BY_ID:
                found[rel] = hits
    assert found == {}, ("these read the windows themselves; ask campaign.visible "
                         f"(visible_content, windows_reached, windows_unlocked): {found}")


def test_the_check_catches_a_print_out_counting_on_its_own(tmp_path: Path) -> None:
    sneaky = tmp_path / "sheet.py"
    sneaky.write_text("def f(campaign, content):\n"
                      "    return list(content.windows.values())[: campaign.window + 1]\n",
                      encoding="utf-8")
    assert sorted(_own_counting(sneaky)) == ["line 2: campaign.window", "line 2: content.windows"]


def _whole_content_reads(path: Path) -> list[str]:
    """Expressions in `path` that read a field of a campaign session's whole content
    (`session.content.magic_square`), not of what the players may see (`session.visible`)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                and node.value.attr == "content"):
            owner = ast.unparse(node.value.value)
            if owner == "s" or owner.split(".")[-1] == "session":
                out.append(f"line {node.lineno}: {ast.unparse(node)}")
    return out


def test_screens_read_the_campaigns_content_through_the_gate() -> None:
    """A screen passes the campaign's whole content to the campaign's rules (decide,
    purchase_errors...), but what it shows it reads from `session.visible`."""
    found = {}
    for face in FACES:
        for path in sorted(face.rglob("*.py")):
            hits = _whole_content_reads(path)
            if hits:
                found[path.relative_to(ROOT).as_posix()] = hits
    assert found == {}, f"read these through session.visible (visible_content): {found}"


def test_the_check_catches_a_screen_reading_the_whole_content(tmp_path: Path) -> None:
    sneaky = tmp_path / "page.py"
    sneaky.write_text("grid = Grid(self.session.content.magic_square.numbers)\n"
                      "ok = Grid(self.session.visible.content.magic_square.numbers)\n"
                      "rule = purchase_errors(s.campaign, s.content, buy)\n", encoding="utf-8")
    assert _whole_content_reads(sneaky) == [
        "line 1: self.session.content.magic_square"]

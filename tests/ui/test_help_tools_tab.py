"""Help > Tools and abilities follows the campaign: at window 2's set-up no game is being played
(window 1's is over), so the page lists no window's tools as "this game's"; once window 2's game
runs, its heading names window 2 and lists that window's three tools only, the seats' abilities
(crest stickers among them) and Tool Cards under headings of their own."""

from __future__ import annotations

import re

from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.content_words import tool_name, window_name

from .campaign_helpers import campaign_at, main_window, open_campaign


def _sections(markdown: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    heading = ""
    for line in markdown.splitlines():
        if line.startswith("## "):
            heading = line[3:]
            out[heading] = []
        elif line.startswith("- ") and heading:
            out[heading].append(line)
    return out


def _effects(window) -> str:  # type: ignore[no-untyped-def]
    dialog = window.help_dialog(1)
    text = dialog.tabs.widget(1).toMarkdown()
    dialog.close()
    return text


def test_window_twos_setup_lists_no_game_and_its_game_lists_its_own(qtbot, tmp_path):
    window = main_window(qtbot, tmp_path, size=(1280, 720))
    content = catalogue.content()
    first, second = (c for c in sorted(content.windows.values(), key=lambda c: c.number)[:2])
    # window 1 played in this window (its game session stays the window's last one) ...
    open_campaign(window, campaign_at(lambda c, d: c.game_state is not None
                                      and c.game_state.round == 12))
    assert window.session is not None
    first_tools = [tool_name(first.design, t) for t in first.design.tools]
    assert all(name in _effects(window) for name in first_tools)
    # ... then window 2's set-up: no game is being played
    setup = campaign_at(lambda c, d: c.window == 1 and c.stage == "setup")
    open_campaign(window, setup)
    effects = _effects(window)
    sections = _sections(effects)
    assert not any(h.startswith("This game's window tools") for h in sections), list(sections)
    assert window_name(first.design) not in effects
    playing = campaign_at(lambda c, d: c.window == 1 and c.game_state is not None
                          and c.game_state.round == 2)
    open_campaign(window, playing)
    sections = _sections(_effects(window))
    head = next(h for h in sections if h.startswith("This game's window tools"))
    assert window_name(second.design) in head and window_name(first.design) not in head
    names = [re.match(r"- \*\*(.+?)\*\*", line).group(1) for line in sections[head]]
    assert names == [tool_name(second.design, t) for t in second.design.tools]
    state = playing.game_state
    abilities = {a.id for seat in state.seats for a in seat.abilities}
    assert abilities and len(sections["The seats' abilities in this game"]) == len(abilities)

"""The tools strip gives every tool's text, the Strife Tool's included, in its tooltip and its
accessible description."""

from __future__ import annotations

from sagrada_desktop.engine import Modules, describe_effect

from .screens import game_screen


def test_strife_tool_text_in_tooltip_and_accessible_description(qtbot):
    screen = game_screen(qtbot, modules=Modules(strife=True), strife_tool_id="strife-tool-ii")
    state = screen.session.state
    tool = state.strife_tool
    assert tool is not None and tool in state.seats[0].tool_cards
    words = tool.text or describe_effect(tool.effect)
    assert words
    strip = screen.tools
    assert tool.name in strip.text()
    line = f"{tool.name} (Strife Tool): {words}"
    assert line in strip.toolTip().splitlines()
    assert line in strip.accessibleDescription().splitlines()
    for window_tool in state.setup.window.tools:
        if window_tool.text:
            assert f"{window_tool.name}: {window_tool.text}" in strip.toolTip()

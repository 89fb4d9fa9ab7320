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


def test_a_narrow_strip_wraps_between_tools_never_inside_a_name(qtbot):
    from PySide6.QtGui import QTextDocument

    screen = game_screen(qtbot, modules=Modules(strife=True), strife_tool_id="strife-tool-ii")
    state = screen.session.state
    names = [t.name for t in state.setup.window.tools] + [c.name for c in state.seats[0].tool_cards]
    assert any(" " in name for name in names)
    document = QTextDocument()
    document.setDefaultFont(screen.tools.font())
    document.setHtml(screen.tools.text())
    document.setTextWidth(max(document.idealWidth() * 0.45, 1.0))
    lines = []
    block = document.firstBlock()
    while block.isValid():
        layout = block.layout()
        for k in range(layout.lineCount()):
            line = layout.lineAt(k)
            text = block.text()[line.textStart():line.textStart() + line.textLength()]
            lines.append(text.replace("\xa0", " "))
        block = block.next()
    assert len(lines) > 1  # the strip does wrap at this width
    for name in names:
        assert any(name in line for line in lines), (name, lines)

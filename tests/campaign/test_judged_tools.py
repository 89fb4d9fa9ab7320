"""The Hard and Expert families judge their Tool Cards: worth what the one-turn judge finds a
card adds to a game on the windows they have seen (campaign/tool_trials.py), not the formula."""

from __future__ import annotations

from sagrada_desktop.campaign import BringTools, TakeTools, ToolBoxChoice, ToolRewardChoice
from sagrada_desktop.campaign import computer as computer_module
from sagrada_desktop.campaign.computer import (
    JUDGED_WINDOWS,
    TOOL_CARD,
    computer_answer,
    judged_worth,
)
from sagrada_desktop.campaign.tool_trials import tool_gain
from sagrada_desktop.campaign.visible import windows_reached
from sagrada_desktop.engine import Reroll, ToolCard

from .content_fixture import CONTENT
from .helpers import at_window, run_until, start

DESIGNS = [c.design for c in CONTENT.windows.values()]


def test_a_tool_gains_what_the_judge_finds_it_adds_and_a_reroll_nothing() -> None:
    design = DESIGNS[0]
    change = CONTENT.tools["t10"]  # +1 or -1
    assert tool_gain(change, design) > 0
    assert tool_gain(change, design) == tool_gain(change, design)  # the same trial every time
    reroll = ToolCard("trial-reroll", "Reroll", Reroll())  # chance: never planned
    assert tool_gain(reroll, design) == 0.0
    # the formula always puts +1/-1 (two ways for every die) before setting a die to 6 (one);
    # the judge finds setting it to 6 worth more on some windows
    to_six = CONTENT.tools["t12"]
    assert any(tool_gain(to_six, d) > tool_gain(change, d) for d in DESIGNS)


def test_judged_families_bring_the_tools_that_help_most_on_the_window_being_set_up() -> None:
    c = run_until(start(2), at_window(1))
    assert len(windows_reached(c, CONTENT)) <= JUDGED_WINDOWS
    owned = ("t12", "t11", "t10")
    design = windows_reached(c, CONTENT)[-1].design
    worth = {t: judged_worth(t, CONTENT, [design]) for t in owned}
    assert all(w >= TOOL_CARD for w in worth.values())
    best = tuple(sorted(owned, key=lambda t: (-worth[t], owned.index(t))))[:2]
    assert computer_answer(c, CONTENT, ToolBoxChoice(0, owned, 2), judged=True) == \
        BringTools(best)
    offer = ("t12", "t10")  # rewards: the windows reached so far (here windows 1 and 2)
    seen = [card.design for card in windows_reached(c, CONTENT)]
    want = max(offer, key=lambda t: (judged_worth(t, CONTENT, seen), -offer.index(t)))
    assert computer_answer(c, CONTENT, ToolRewardChoice(0, 1, 1, offer), judged=True) == \
        TakeTools((want,))


def test_judged_choices_look_only_at_windows_the_families_have_reached(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    asked = []

    def noted(card, design):  # type: ignore[no-untyped-def]
        asked.append(design.id)
        return 1.0

    monkeypatch.setattr(computer_module, "tool_gain", noted)
    c = run_until(start(2), at_window(2))
    reached = {card.design.id for card in windows_reached(c, CONTENT)}
    computer_answer(c, CONTENT, ToolRewardChoice(0, 1, 1, ("t12", "t10")), judged=True)
    computer_answer(c, CONTENT, ToolBoxChoice(0, ("t12", "t11", "t10"), 2), judged=True)
    assert asked and set(asked) <= reached
    assert len(reached) < len(DESIGNS)


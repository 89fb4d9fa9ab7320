"""The campaign's procedure and log in words: which step of the rulebook's procedure
something belongs to, why an envelope was opened, and the log grouped by window. Read from the
visible content only (an envelope's reason is only ever asked for an opened one)."""

from __future__ import annotations

import re

from attrs import frozen

from sagrada_desktop.campaign import VisibleCampaign
from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.engine.legacy_types import WindowCard
from sagrada_desktop.ui.common.window_words import envelope_numbers, trigger_words, unlock_words

# The rulebook's procedure of each window, in order (Game Setup, the game, End of Game with
# the Outro Story Card and scoring, Rewards with the Magic Square and the reward Tool Cards,
# the Market, Cleanup).
STEPS = (("setup", "Setup"), ("game", "Game"), ("end", "End of Game"),
         ("rewards", "Rewards"), ("market", "Market"), ("cleanup", "Cleanup"))
STAGE_STEP = {"setup": "setup", "game": "game", "magic-square": "rewards",
              "rewards": "rewards", "market": "market", "cleanup": "cleanup"}
STAGE_NOTE = {
    "setup": "Game Setup: the Start Player, the Intro Story Card, the Tool Box",
    "game": f"The game: {ROUNDS} rounds",
    "magic-square": "Rewards: Legacy Points and coins by place, then the Magic Square",
    "rewards": "Rewards: reward Tool Cards, from last place upward",
    "market": "The Market at Encant Vells, fewest Legacy Points first",
    "cleanup": "Cleanup: each family may name its masterpiece",
    "over": "The campaign is over",
}


@frozen
class Opening:
    """Why an envelope was opened, and the step of the procedure it belongs to."""

    step: str
    why: str


def envelope_opening(ident: str, visible: VisibleCampaign) -> Opening:
    """Why the opened envelope `ident` was opened (a Story Card read, a window's trigger
    during the game, or an End of Game Unlock Trigger after the Market)."""
    numbers = envelope_numbers(visible)
    windows = {w.design.id: w for w in visible.windows}
    for story in visible.story_cards:
        if ident in story.opens:
            card = windows.get(story.window)
            where = f" of window {card.number}" if card is not None else ""
            kind = "Intro" if story.kind == "intro" else "Outro"
            return Opening("setup" if story.kind == "intro" else "end",
                           f"the {kind} Story Card “{story.title}”{where} opens it")
    for card in visible.windows:
        trigger = next((t for t in card.design.triggers if t.envelope == ident), None)
        if trigger is not None:
            return Opening("game", f"window {card.number}'s trigger: "
                           + _lower_first(trigger_words(trigger, numbers)))
        unlock = next((u for u in card.unlocks if u.envelope == ident), None)
        if unlock is not None:
            return Opening("market", f"window {card.number}'s End of Game Unlock Trigger: "
                           + _lower_first(unlock_words(unlock, numbers)))
    return Opening("setup", "its trigger was met")


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


@frozen
class LogSection:
    heading: str
    lines: tuple[str, ...]


_WINDOW = re.compile(r"^Window (\d+): ")
_ENVELOPE = re.compile(r"^Envelope (\d+) is opened: ")
_STORY = re.compile(r"^Story Card: (.*)$")


def log_sections(log: tuple[str, ...], visible: VisibleCampaign) -> list[LogSection]:
    """The campaign log grouped by window ("Window 1: Lamp of the Crypt (1884).") with the
    reason after each envelope opened."""
    by_number = {e.number: e.id for e in visible.opened}
    kinds = {c.title: "Intro" if c.kind == "intro" else "Outro" for c in visible.story_cards}
    sections: list[LogSection] = []
    heading, lines = "Before the first window", list[str]()
    for line in log:
        if _WINDOW.match(line):
            if lines or sections:
                sections.append(LogSection(heading, tuple(lines)))
            heading, lines = line.rstrip("."), []
            continue
        envelope = _ENVELOPE.match(line)
        if envelope and int(envelope.group(1)) in by_number:
            opening = envelope_opening(by_number[int(envelope.group(1))], visible)
            line = f"{line.rstrip('.')} ({opening.why.rstrip('.')})."
        story = _STORY.match(line)
        if story and story.group(1).rstrip(".") in kinds:
            line = f"{kinds[story.group(1).rstrip('.')]} Story Card read: {story.group(1)}"
        lines.append(line)
    sections.append(LogSection(heading, tuple(lines)))
    return sections


def window_of(visible: VisibleCampaign) -> WindowCard | None:
    return visible.current or (visible.windows[-1] if visible.windows else None)

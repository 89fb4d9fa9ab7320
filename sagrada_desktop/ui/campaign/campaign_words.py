"""The campaign's procedure and log in words: which step of the rulebook's procedure
something belongs to, why an envelope was opened, and the log grouped by window. Read from the
visible content only (an envelope's reason is only ever asked for an opened one)."""

from __future__ import annotations

from attrs import frozen

from sagrada_desktop.campaign import VisibleCampaign
from sagrada_desktop.campaign.log_entries import (
    EnvelopeOpened,
    LogEntry,
    StoryRead,
)
from sagrada_desktop.campaign.log_words import log_line, log_names, starts_window
from sagrada_desktop.content.translations import localized
from sagrada_desktop.engine import ROUNDS
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.window_words import envelope_numbers, trigger_words, unlock_words
from sagrada_desktop.wording import current_language

# The rulebook's procedure of each window, in order (Game Setup, the game, End of Game with
# the Outro Story Card and scoring, Rewards with the Magic Square and the reward Tool Cards,
# the Market, Cleanup).
STEPS = (("setup", QT_TRANSLATE_NOOP("campaign_words", "Setup")),
         ("game", QT_TRANSLATE_NOOP("campaign_words", "Game")),
         ("end", QT_TRANSLATE_NOOP("campaign_words", "End of Game")),
         ("rewards", QT_TRANSLATE_NOOP("campaign_words", "Rewards")),
         ("market", QT_TRANSLATE_NOOP("campaign_words", "Market")),
         ("cleanup", QT_TRANSLATE_NOOP("campaign_words", "Cleanup")))
STAGE_STEP = {"setup": "setup", "game": "game", "magic-square": "rewards",
              "rewards": "rewards", "market": "market", "cleanup": "cleanup"}
STAGE_NOTE = {
    "setup": QT_TRANSLATE_NOOP("campaign_words", "Game Setup: the Start Player, the Intro Story Card, the Tool Box"),
    "game": QT_TRANSLATE_NOOP("campaign_words", "The game: {rounds} rounds"),
    "magic-square": QT_TRANSLATE_NOOP("campaign_words",
                                      "Rewards: Legacy Points and coins by place, then the Magic Square"),
    "rewards": QT_TRANSLATE_NOOP("campaign_words", "Rewards: reward Tool Cards, from last place upward"),
    "market": QT_TRANSLATE_NOOP("campaign_words", "The Market at Encant Vells, fewest Legacy Points first"),
    "cleanup": QT_TRANSLATE_NOOP("campaign_words", "Cleanup: each family may name its masterpiece"),
    "over": QT_TRANSLATE_NOOP("campaign_words", "The campaign is over"),
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
            where = translate("campaign_words", " of window {number}").format(number=card.number) if card is not None else ""
            kind = translate("campaign_words", "Intro") if story.kind == "intro" else translate("campaign_words", "Outro")
            return Opening("setup" if story.kind == "intro" else "end",
                           translate("campaign_words", "the {kind} Story Card “{title}”{where} opens it").format(kind=kind, title=story.title, where=where))
    for card in visible.windows:
        trigger = next((t for t in card.design.triggers if t.envelope == ident), None)
        if trigger is not None:
            return Opening("game", translate("campaign_words", "window {number}'s trigger: ").format(number=card.number)
                           + _lower_first(trigger_words(trigger, numbers)))
        unlock = next((u for u in card.unlocks if u.envelope == ident), None)
        if unlock is not None:
            return Opening("market", translate("campaign_words", "window {number}'s End of Game Unlock Trigger: ").format(number=card.number)
                           + _lower_first(unlock_words(unlock, numbers)))
    return Opening("setup", translate("campaign_words", "its trigger was met"))


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


@frozen
class LogSection:
    heading: str
    lines: tuple[str, ...]


def log_sections(log: tuple[LogEntry, ...], visible: VisibleCampaign) -> list[LogSection]:
    """The campaign log in the current language, grouped by window ("Window 1: Lamp of the
    Crypt (1884).") with the reason after each envelope opened and the kind of each Story
    Card read."""
    opened = {e.id for e in visible.opened}
    kinds = {c.id: c.kind for c in visible.story_cards}
    names = log_names(visible)
    sections: list[LogSection] = []
    heading, lines = translate("campaign_words", "Before the first window"), list[str]()
    for entry in log:
        line = log_line(entry, names)
        if starts_window(entry):
            if lines or sections:
                sections.append(LogSection(heading, tuple(lines)))
            heading, lines = line.rstrip(".。"), []
            continue
        if isinstance(entry, EnvelopeOpened) and entry.envelope in opened:
            why = envelope_opening(entry.envelope, visible).why.rstrip(".。")
            line = translate("campaign_words", "{line} ({why}).").format(line=line.rstrip(".。"), why=why)
        if isinstance(entry, StoryRead) and entry.story in kinds:
            kind = translate("campaign_words", "Intro") if kinds[entry.story] == "intro" else translate("campaign_words", "Outro")
            title = localized(f"{entry.story}.title", current_language(), names.get(f"{entry.story}.title"))
            end = "。" if current_language() == "zh_TW" else "."
            line = translate("campaign_words", "{v} Story Card read: {v2}").format(v=kind, v2=title + end)
        lines.append(line)
    sections.append(LogSection(heading, tuple(lines)))
    return sections


def stage_note(stage: str) -> str:
    """What happens in the campaign's `stage`, in the current language."""
    note = STAGE_NOTE.get(stage)
    return translate("campaign_words", note).format(rounds=ROUNDS) if note else ""

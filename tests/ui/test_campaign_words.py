"""Why each envelope was opened, in the words of the campaign log and the progress header:
a Story Card read, a window's trigger during its game, an End of Game Unlock Trigger after
the Market; and the log grouped by window with those reasons."""

from __future__ import annotations

from attrs import evolve

from sagrada_desktop.campaign import FamilySetup, new_campaign, visible_content
from sagrada_desktop.campaign.log_entries import (
    EnvelopeOpened,
    PlainText,
    StartPlayerChosen,
    StoryRead,
    WindowBegins,
)
from sagrada_desktop.engine import Color
from sagrada_desktop.ui.campaign.campaign_words import envelope_opening, log_sections
from sagrada_desktop.ui.common import catalogue


def _reached(window: int, opened: tuple[str, ...], stories: tuple[str, ...]):
    content = catalogue.content()
    c = new_campaign(content, [FamilySetup("Amat", Color.RED), FamilySetup("Batlló",
                                                                             Color.BLUE)], 5)
    c = evolve(c, window=window, opened=opened, stories_read=stories, stage="cleanup")
    return c, visible_content(c, content)


def test_each_way_an_envelope_opens_is_said():
    _c, visible = _reached(4, ("e01", "e02", "e10"), ("w01-intro", "w01-outro"))
    outro = envelope_opening("e02", visible)
    assert outro.step == "end" and "Outro Story Card “The Lamp Is Lit” of window 1" in outro.why
    trigger = envelope_opening("e01", visible)
    assert trigger.step == "game"
    assert trigger.why == ("window 1's trigger: at the end of round 4, open Envelope 1 before "
                           "the next round.")
    unlock = envelope_opening("e10", visible)
    assert unlock.step == "market"
    assert unlock.why == ("window 5's End of Game Unlock Trigger: after the Market, if any "
                          "family ended the game with an empty space, open Envelope 10.")


def test_the_log_is_grouped_by_window_with_the_reasons():
    c, visible = _reached(1, ("e01", "e02"), ("w01-intro", "w01-outro"))
    log = (WindowBegins(1, "w01", 1884), StoryRead("w01-intro"), EnvelopeOpened(1, "e01"),
           WindowBegins(2, "w02", 1894), StartPlayerChosen("Amat", "Amat"))
    sections = log_sections(log, visible)
    assert [s.heading for s in sections] == ["Window 1: Lamp of the Crypt (1884)",
                                             "Window 2: Dawn over the Nativity (1894)"]
    first = sections[0].lines
    assert first[0] == "Intro Story Card read: A Lantern in a Vault."
    assert first[1] == ("Envelope 1 is opened: The Crest above the Door (window 1's trigger: "
                        "at the end of round 4, open Envelope 1 before the next round).")
    assert sections[1].lines == ("Amat chooses Amat as Start Player.",)
    assert c.window == 1


def test_an_old_saves_plain_lines_are_grouped_as_they_were():
    _c, visible = _reached(1, ("e01", "e02"), ("w01-intro", "w01-outro"))
    log = (PlainText("Window 1: Lamp of the Crypt (1884)."), PlainText("Story Card: A Lantern."),
           PlainText("Window 2: Dawn over the Nativity (1894)."), PlainText("Amat chooses."))
    sections = log_sections(log, visible)
    assert [(s.heading, s.lines) for s in sections] == [
        ("Window 1: Lamp of the Crypt (1884)", ("Story Card: A Lantern.",)),
        ("Window 2: Dawn over the Nativity (1894)", ("Amat chooses.",))]

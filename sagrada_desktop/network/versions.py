"""Versions agreed when a guest joins: the protocol of the messages, the program's version,
and the rules and content editions of the game hosted (a game is played under the edition it
was started with: the guest must know it).

A guest of another program version is refused, naming both versions: the two programs must
show and decide the same things. Editions are checked too, for the day versions of one program
play together: the guest must know the game's rules edition and its content edition."""

from __future__ import annotations

from attrs import frozen

import sagrada_desktop

from ..engine.edition_numbers import CONTENT_EDITION, RULES_EDITION
from .messages import PROTOCOL, Hello, Refusal


@frozen
class Versions:
    program: str = sagrada_desktop.__version__
    rules_edition: int = RULES_EDITION      # the newest this program plays
    content_edition: int = CONTENT_EDITION  # the newest this program knows
    protocol: int = PROTOCOL

    def hello(self, code: str) -> Hello:
        return Hello(self.program, self.rules_edition, self.content_edition, code, self.protocol)


@frozen
class GameEditions:
    """The editions of the game hosted: its rules edition, and its content edition (a
    campaign's; free play shows the newest content)."""

    rules: int
    content: int = CONTENT_EDITION


def disagreement(hello: Hello, host: Versions, game: GameEditions) -> Refusal | None:
    """Why the guest cannot join this game (None: the versions agree)."""
    if hello.protocol != host.protocol:
        return Refusal("protocol", values=(str(hello.protocol), str(host.protocol)), closing=True)
    if hello.program != host.program:
        return Refusal("program", values=(hello.program, host.program), closing=True)
    if hello.rules_edition < game.rules or hello.content_edition < game.content:
        return Refusal("edition", values=(str(game.rules), str(game.content)), closing=True)
    return None

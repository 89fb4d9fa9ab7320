"""Who a game is played for: free play, a solo game, or the campaign. The host says what that
allows (saving, autosave, asking before leaving, which export choices), the lines the scoring
table shows, and what follows the game; the main window asks its host instead of branching on
a mode. No Qt here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from attrs import frozen

from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.common.plural import place

if TYPE_CHECKING:
    from sagrada_desktop.engine import GameState


class Records(Protocol):
    """The solo best scores kept on this machine (the settings)."""

    def best_score(self, window_id: str) -> int | None: ...

    def record_solo(self, window_id: str, total: int) -> bool: ...


@frozen
class FreePlay:
    """A game of free play: saved and autosaved, left only after asking; no rewards; the start
    screen follows it (`carry_on` None: the main window's start screen)."""

    carry_on: Callable[[], None] | None = None
    may_save: bool = True
    autosaves: bool = True
    asks_before_leaving: bool = True
    exports_campaign: bool = False
    next_label: str = ""  # the scoring table's button keeps its own words (else: translated)

    def reward_lines(self, state: GameState) -> list[str]:
        return [*self.place_lines(state), translate("main_window", "Free play awards no Legacy Points, Tool Cards or coins; the campaign does.")]

    @staticmethod
    def place_lines(state: GameState) -> list[str]:
        """Who came where: the winner first."""
        from sagrada_desktop.engine import final_scores  # the scoring: not for the first screen

        cards = sorted(final_scores(state), key=lambda c: c.place)
        out = [translate("main_window", "1st: {name}, the winner of this window.").format(name=cards[0].name)]
        out += [translate("main_window", "{place}: {name}").format(place=place(c.place), name=c.name)
                for c in cards[1:]]
        return out


@frozen
class Solo(FreePlay):
    """A solo game: like free play, and the scoring table keeps the window's best score."""

    records: Records | None = None

    def reward_lines(self, state: GameState) -> list[str]:
        if self.records is None:
            return super().reward_lines(state)
        from sagrada_desktop.engine import final_scores

        total = final_scores(state)[0].total
        window = state.setup.window
        best_before = self.records.best_score(window.id)
        if self.records.record_solo(window.id, total):
            before = "" if best_before is None else translate("main_window", " (the best was {best_before})").format(best_before=best_before)
            return [translate("main_window", "A new best score on {name}: {total}{before}.").format(name=window_name(window), total=total, before=before)]
        return [translate("main_window", "Best score on {name} stays {best_before}.").format(name=window_name(window), best_before=best_before)]


@frozen
class CampaignPlay:
    """The campaign: it saves itself after every step (no Save, no game autosave, nothing to
    ask before leaving a game), exports the campaign's pages, tells the rewards, and carries
    on at its between-games screen."""

    rewards: Callable[[], list[str]]
    carry_on: Callable[[], None]
    may_save: bool = False
    autosaves: bool = False
    asks_before_leaving: bool = False
    exports_campaign: bool = True
    next_label: str = QT_TRANSLATE_NOOP("main_window", "Continue the campaign")

    def reward_lines(self, state: GameState) -> list[str]:
        return self.rewards()


GameHost = FreePlay | CampaignPlay

"""The main window's dialogs and what opens them: Settings, Help (its rules and the tools
and abilities the players may see), the hint, and the entries of the newer capabilities
(feature_entries.py: start page buttons, Game and Help menu items).

MainWindow takes these from WindowDialogs; the words stay in the "main_window" context.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from sagrada_desktop.content import ContentError
from sagrada_desktop.engine import GameState, WindowDesign
from sagrada_desktop.ui.common.content_words import card_name, card_text
from sagrada_desktop.ui.common.i18n import translate

from . import feature_entries as table
from .campaign.campaign_files import CampaignFolder, unlocked_windows
from .common import catalogue
from .feature_entries import FeatureEntry, opener

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from sagrada_desktop.campaign import VisibleCampaign

    from .campaign.campaign_host import CampaignHost
    from .common.dialogs import HelpDialog
    from .common.settings import Settings
    from .game.screens.game_screen import GameScreen
    from .game.session import GameSession
    from .main_window import MainWindow

    _Window = QMainWindow  # the main window these are part of
else:
    _Window = object


class WindowDialogs(_Window):
    """Settings, Help, the hint and the feature entries, as the main window's menus offer them."""

    if TYPE_CHECKING:  # what the main window holds
        session: GameSession | None
        game_screen: GameScreen | None
        settings: Settings
        campaign_folder: CampaignFolder | None
        _campaign: CampaignHost | None

        def _status(self, text: str) -> None: ...

    def open_feature(self, entry: FeatureEntry) -> None:
        """A feature's entry used (its button or menu item): its module is imported now."""
        opener(entry)(self)

    def review_this_game(self) -> None:
        """The score screen's "Review this game" (ui/review/)."""
        from .review.entry import review_this_game

        review_this_game(cast("MainWindow", self))

    def review_saved_game(self, path: Path) -> None:
        """The review of a saved game: a campaign's game from its book (ui/review/)."""
        from .review.entry import review_file

        review_file(cast("MainWindow", self), path)

    def feature_entries(self) -> tuple[FeatureEntry, ...]:
        """Every feature's entry (read when the start page and the menus are made)."""
        return table.ENTRIES

    def show_hint(self) -> str:
        """Game > Hint: takes the die the Hard player would draft (undo gives it back), says
        where it would go and why, and marks that space on the board."""
        from .game.hint_words import take_hint

        screen = self.game_screen
        if screen is None:
            return ""
        words = take_hint(screen.session, your_turn=screen.can_act, board=screen.window_model)
        if words:
            screen.message.emit(words)
            screen.notice.setText(words)
        return words

    def settings_dialog(self) -> None:
        from .common.dialogs import SettingsDialog  # not needed for the first screen

        SettingsDialog(self.settings, self).exec()

    def visible_content(self) -> VisibleCampaign:
        """What the players may see of the content now: the open campaign's view, or what
        free play unlocks (nothing sealed in an envelope either way)."""
        from sagrada_desktop.campaign import free_play_content

        session = self._campaign.session if self._campaign is not None else None
        if session is not None:
            return session.visible.content
        unlocked = [design.id for _, design in unlocked_windows(self.campaign_folder)
                    if isinstance(design, WindowDesign)]
        return free_play_content(catalogue.content(), unlocked)

    def help_dialog(self, tab: int = 0) -> HelpDialog:
        from .common.dialogs import HelpDialog, effects_markdown, rules_markdown

        abilities: list[tuple[str, str]] = []
        tools: list[tuple[str, str]] = []
        try:
            visible = self.visible_content()
            abilities = [(card_name(a), card_text(a)) for a in visible.abilities.values()]
            tools = [(card_name(t), card_text(t)) for t in visible.tools.values()]
        except (ContentError, OSError) as exc:  # the game's own texts remain
            from sagrada_desktop.wording.system_errors import failure_text

            self._status(translate("main_window", "The content could not be read: {exc}").format(
                exc=failure_text(exc)))
        dialog = HelpDialog(rules_markdown(), effects_markdown(self._game_in_play(), abilities,
                                                               tools), self)
        dialog.tabs.setCurrentIndex(tab)
        dialog.show()
        return dialog

    def _game_in_play(self) -> GameState | None:
        """The game being played, or just finished in free play; during a campaign, its game in
        progress only (none at a window's set-up: the last window's game is over)."""
        campaign = self._campaign.session if self._campaign is not None else None
        if campaign is not None:
            return campaign.campaign.game_state
        return self.session.state if self.session is not None else None

"""The campaign being played: owns the Campaign value, asks the campaign what it waits for
after every step, and routes it: a person's decision to the screens, a computer family's to
the campaign's computer policy (at the pace of the settings, one answer per timer tick), and
each game to the ordinary GameSession, whose play controller asks this session (its referee)
to record each finished turn in the campaign: every action is applied once, by the controller,
and a turn the campaign refuses does not happen. Saves the campaign after every step.

The screens drive it: after `changed` they show the new reveals, then call step() again.

Stories and envelopes: Story Cards read and envelopes opened since the screens last showed
them are kept in `reveals`, in the order they happened (only opened ones: secrecy).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

from attrs import frozen
from PySide6.QtCore import QObject, QTimer, Signal

from sagrada_desktop.ai.factory import SEARCH_KINDS
from sagrada_desktop.campaign import (
    Answer,
    Campaign,
    CampaignError,
    CampaignSaveError,
    CrestSticker,
    Decision,
    VisibleCampaign,
    computer_answer,
    computer_chose,
    decide,
    pending_decision,
    record_turn,
    save_campaign,
    visible_content,
)
from sagrada_desktop.content.translations import localize_content
from sagrada_desktop.engine import Action, GameState
from sagrada_desktop.engine.legacy_types import CampaignContent, Envelope, StoryCard
from sagrada_desktop.saves import SaveError, SeatPlan
from sagrada_desktop.table.setup_steps import deal_key, setup_step
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.wording import color_name
from sagrada_desktop.wording.language import current_language
from sagrada_desktop.wording.system_errors import failure_text

from .campaign_files import CampaignFolder

CHOICES = {"start-player": QT_TRANSLATE_NOOP("campaign_session", "the Start Player"),
           "tool-box": QT_TRANSLATE_NOOP("campaign_session", "its Tool Box"),
           "reward-tools": QT_TRANSLATE_NOOP("campaign_session", "its reward Tool Cards"),
           "magic-square": QT_TRANSLATE_NOOP("campaign_session", "a Magic Square cell"),
           "market": QT_TRANSLATE_NOOP("campaign_session", "what to buy at the Market"),
           "masterpiece": QT_TRANSLATE_NOOP("campaign_session", "its masterpiece's name")}


def choice_words(kind: str) -> str:
    """What a campaign decision of `kind` chooses, in the current language."""
    return translate("campaign_session", CHOICES.get(kind, QT_TRANSLATE_NOOP("campaign_session", "a choice")))


@frozen
class Reveal:
    """Something to show once: a Story Card read ("story") or an envelope opened
    ("envelope"), by id."""

    kind: str
    ident: str


class CampaignSession(QObject):
    changed = Signal()              # the campaign moved on (redraw)
    decision_ready = Signal(object)  # a person's Decision
    game_ready = Signal(object)     # a GameSession for the window about to be played
    refused = Signal(str)           # why an answer was refused (the campaign's words)
    saved = Signal(str)             # a save failed: the message (empty: saved)
    table_ready = Signal(str)       # a window at the table: its step (table.setup_steps)
    review_requested = Signal(object)  # the Path of a finished game kept for its review

    def __init__(self, campaign: Campaign, content: CampaignContent, plans: Sequence[SeatPlan],
                 path: Path | None = None, folder: CampaignFolder | None = None,
                 pace_ms: int = 0, parent: QObject | None = None, *,
                 new: bool = False) -> None:
        super().__init__(parent)
        if len(plans) != len(campaign.families):
            raise ValueError(f"{len(campaign.families)} families but {len(plans)} plans")
        self.campaign = campaign
        self.content = content
        self._shown: dict[str, CampaignContent] = {}
        self.plans = tuple(plans)
        self.path = path
        self.folder = folder
        self.pace_ms = pace_ms
        self.game: GameSession | None = None
        self.remote_families: frozenset[int] = frozenset()  # played from other computers (network)
        self._here: int | None = None  # such a family whose choice is made here this once
        self._recorded: Campaign | None = None  # a turn the referee accepted, not yet shown
        self.reveals: list[Reveal] = []
        self.dealt_window = -1  # at the table: the window whose Private Objectives are dealt
        self._seen_stories: set[str] = set()
        self._seen_envelopes: set[str] = set()
        if new:  # a new campaign shows its first Intro Story Card (and what it opened)
            self._collect_reveals()
        else:
            self._seen_stories = set(campaign.stories_read)
            self._seen_envelopes = set(self.visible.opened_ids())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_step)

    # --- reading ----------------------------------------------------------------------
    @property
    def visible(self) -> _Visible:
        """What the players may see, its texts in the current language (the campaign itself,
        its saves and its rules keep the content's English texts)."""
        shown = self.shown_content()
        return _Visible(visible_content(self.campaign, shown), shown)

    def shown_content(self) -> CampaignContent:
        """The content with its texts in the current language: same ids, effects, numbers."""
        lang = current_language()
        shown = self._shown.get(lang)
        if shown is None:
            shown = self._shown[lang] = localize_content(self.content, lang)
        return shown

    @property
    def decision(self) -> Decision | None:
        return pending_decision(self.campaign, self.content)

    def is_person(self, family: int) -> bool:
        return self.plans[family].is_person

    def is_remote(self, family: int) -> bool:
        """The family is played from another computer (network play): it answers there."""
        return family in self.remote_families

    def may_choose_here(self, family: int) -> bool:
        """Whether this screen may make the choice of a family played elsewhere (its player
        away, say): the host's screen may, for the choice waiting now."""
        return self.is_remote(family)

    def choose_here(self, family: int) -> None:
        """The choice waiting for a family played elsewhere is made at this screen instead
        (once: its player answers its next choices at their computer again)."""
        if self.may_choose_here(family):
            self._here = family
            self.step()

    # --- moving on --------------------------------------------------------------------
    def step(self) -> None:
        """Say what comes next: a person's decision, a computer's (answered on a timer), or
        the game to play. Call once the screens have shown the reveals they wanted to."""
        self._timer.stop()
        if self.campaign.is_over:
            return
        table = setup_step(self.campaign, self.content,
                           self.dealt_window == deal_key(self.campaign))
        if table in ("deal", "tool-count", "playing"):
            self.table_ready.emit(table)  # the table's screens (ui/table/) take over
            return
        decision = self.decision
        if decision is None:
            if self.campaign.game_state is not None and self.game is None:
                self._open_game()
            return
        family = getattr(decision, "family", None)
        if family is not None and self.is_remote(family) and self._here != family:
            return  # its player answers at their computer (ui/network/)
        if family is not None and not self.is_person(family):
            self._timer.start(self.pace_ms)
            return
        self.decision_ready.emit(decision)

    def answer(self, answer: Answer) -> bool:
        """A person's answer; False (and `refused` with the reason) when it is not allowed."""
        try:
            campaign = decide(self.campaign, self.content, answer)
        except CampaignError as exc:
            self.refused.emit(str(exc))
            return False
        self._moved(campaign)
        return True

    def moved(self, campaign: Campaign) -> None:
        """A step taken elsewhere (the table's screens: table/): kept, saved, shown."""
        self._moved(campaign)

    def _computer_step(self) -> None:
        decision = self.decision
        if decision is None:
            return
        campaign = computer_chose(self.campaign, decision.family, decision.kind)
        judged = self.plans[decision.family].kind in SEARCH_KINDS  # Hard and Expert families
        self._moved(decide(campaign, self.content,
                           computer_answer(self.campaign, self.content, decision, judged)))

    def _moved(self, campaign: Campaign) -> None:
        self.campaign = campaign
        self._here = None
        self._collect_reveals()
        self.save()
        self.changed.emit()

    # --- the game ---------------------------------------------------------------------
    def _open_game(self) -> None:
        state = self.campaign.game_state
        game = self.campaign.game
        assert state is not None and game is not None
        session = GameSession(state, self.plans, game.actions, referee=self)
        session.remote = self.remote_families  # before its screen opens: not played here
        session.turn_ended.connect(self._turn_ended)
        self.game = session
        self.game_ready.emit(session)

    def hosted_game(self) -> GameSession:
        """The window's game in a new session, hosted on the network (ui/network/): the same
        game, its steps and this referee; it takes over when play_hosted() is called."""
        game = self.game
        assert game is not None
        return GameSession(game.state, self.plans, game.actions, referee=self)

    def play_hosted(self, session: GameSession) -> None:
        """The hosted session is now the window's game (the old one is closed)."""
        if self.game is not None:
            self.game.turn_ended.disconnect(self._turn_ended)
        session.turn_ended.connect(self._turn_ended)
        self.game = session

    def turn_over(self, actions: tuple[Action, ...], state: GameState) -> str | None:
        """The game's referee: a finished turn (the controller applied it, once) goes into
        the campaign; if the campaign refuses it, the turn's last action does not happen."""
        try:
            self._recorded = record_turn(self.campaign, self.content, actions, state)
        except CampaignError as exc:
            return translate("campaign_session", "the campaign did not accept the turn: {exc}").format(exc=exc)
        return None

    def _turn_ended(self, _seat: int) -> None:
        """A turn of the game is finished and recorded: the campaign moves on."""
        campaign, self._recorded = self._recorded, None
        if campaign is None:
            return
        if campaign.game_state is None:
            self._keep_game()
            self.game = None  # the game is over; the End of Game has begun
        self._moved(campaign)

    def _keep_game(self) -> None:
        """The finished game, kept beside the campaign file for its review (review/)."""
        game = self.game
        if game is None or self.path is None:
            return
        from sagrada_desktop.review.kept_games import keep_game

        played = self.visible.content.latest  # the window just played (campaign.visible)
        try:
            keep_game(self.path, played.number if played is not None else 1,
                      game.state.setup, game.actions, game.state, self.plans)
        except (SaveError, OSError) as exc:
            self.saved.emit(translate("campaign_session", "the game could not be kept for its "
                                      "review: {exc}").format(exc=failure_text(exc)))

    def kept_games(self) -> dict[int, Path]:
        """The campaign's finished games kept for their review, by window number."""
        if self.path is None:
            return {}
        from sagrada_desktop.review.kept_games import kept_games

        return kept_games(self.path)

    # --- saving -----------------------------------------------------------------------
    def move_to_newest_editions(self) -> None:
        """Between windows, with the players' yes: the campaign under the newest rules and
        content (campaign/editions.py), shown with the newest content, saved."""
        from sagrada_desktop.campaign.editions import move_to_newest
        from sagrada_desktop.content.editions import content_of_edition
        from sagrada_desktop.engine.edition_numbers import CONTENT_EDITION

        moved = move_to_newest(self.campaign)
        self.content = content_of_edition(self.content, CONTENT_EDITION)
        self._shown.clear()
        self._moved(moved)

    def save(self) -> None:
        if self.path is None:
            return
        try:
            save_campaign(self.path, self.campaign, self.plans, content=self.content)
        except CampaignSaveError as exc:
            self.saved.emit(str(exc))
            return
        self.saved.emit("")
        if self.folder is not None:
            self.folder.note_unlocked(w.design.id for w in self.visible.content.windows)
            self.folder.mark_playing(None if self.campaign.is_over else self.path)

    def _collect_reveals(self) -> None:
        for story in self.campaign.stories_read:
            if story not in self._seen_stories:
                self._seen_stories.add(story)
                self.reveals.append(Reveal("story", story))
        for envelope in self.visible.opened_ids():
            if envelope not in self._seen_envelopes:
                self._seen_envelopes.add(envelope)
                self.reveals.append(Reveal("envelope", envelope))

    def stop(self) -> None:
        self._timer.stop()


NOT_REVEALED = QT_TRANSLATE_NOOP("campaign_session", "(not revealed yet)")  # never an id: ids do not reach the screen


class _Visible:
    """visible_content() with the look-ups the screens need (`shown`: the whole content in
    the current language, where an ability's own name is read)."""

    def __init__(self, content: VisibleCampaign, shown: CampaignContent | None = None) -> None:
        self.content = content
        self.shown = shown

    def opened_ids(self) -> list[str]:
        return [e.id for e in self.content.opened]

    def envelope(self, ident: str) -> Envelope:
        """An opened envelope (the screens only show opened ones)."""
        return _by_id(self.content.opened, ident)

    def story(self, ident: str) -> StoryCard:
        """A Story Card read (the screens only show those)."""
        return _by_id(self.content.story_cards, ident)

    def tool(self, ident: str) -> str:
        tool = self.content.tools.get(ident)
        return tool.name if tool is not None else translate("campaign_session", NOT_REVEALED)

    def tool_text(self, ident: str) -> str:
        tool = self.content.tools.get(ident)
        return tool.text if tool is not None else ""

    def ability(self, ident: str) -> str:
        """An ability's own name (a crest sticker's recorded colour is the sticker's: see
        sticker())."""
        ability = self.content.abilities.get(ident)
        if ability is None:
            return translate("campaign_session", NOT_REVEALED)
        own = self.shown.abilities.get(ident) if self.shown is not None else None
        return own.name if own is not None else ability.name

    def sticker(self, sticker: CrestSticker) -> str:
        """A Family Crest sticker: its ability, and the colour the family recorded on it."""
        name = self.ability(sticker.ability)
        if sticker.color is None:
            return name
        return translate("campaign_session", "{name} ({colour})").format(
            name=name, colour=color_name(sticker.color, lower=True))

    def ability_text(self, ident: str) -> str:
        ability = self.content.abilities.get(ident)
        return ability.text if ability is not None else ""


_Shown = TypeVar("_Shown", Envelope, StoryCard)


def _by_id(items: Sequence[_Shown], ident: str) -> _Shown:
    for item in items:
        if item.id == ident:
            return item
    raise KeyError(f"{ident} is not among the campaign's visible content")

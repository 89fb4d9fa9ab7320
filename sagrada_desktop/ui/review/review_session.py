"""The game under review for the game screen's parts (the Cathedral Board, the windows, the
round track, the tools): a session that only ever holds what the reviewing seat could see at
the moment on show (ReviewedGame.seen_by: its observation until the game is over) and refuses
every action. Moving to a moment tells the parts what changed, as a played step would."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from sagrada_desktop.engine import Action, Die, GameState
from sagrada_desktop.play import Checkpoint
from sagrada_desktop.review.game_turns import Moment, ReviewedGame
from sagrada_desktop.saves import SeatPlan
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.ui.game.session import GameSession

NOT_NOW = QT_TRANSLATE_NOOP("review_session", "this is a review: the game is played already")


class ReviewSession(GameSession):
    def __init__(self, game: ReviewedGame, seat: int, plans: Sequence[SeatPlan],
                 parent: QObject | None = None) -> None:
        self.game = game
        self.seat = seat
        self.moment = game.moments[0]
        super().__init__(game.seen_by(self.moment, seat), plans, (), parent)

    @property
    def active_is_person(self) -> bool:
        """Nobody acts in a review: no die may be taken, no space lights up."""
        return False

    def show(self, moment: Moment, seat: int) -> None:
        """The game at `moment` as `seat` saw it."""
        self.moment, self.seat = moment, seat
        seen: GameState = self.game.seen_by(moment, seat)
        self.broadcast(self.controller.restore(Checkpoint(seen, self.game.actions[:moment.step])))

    def play(self, action: Action) -> bool:
        self.refused.emit(translate("review_session", NOT_NOW))
        return False

    def drop(self, die: Die, row: int, col: int) -> bool:
        self.refused.emit(translate("review_session", NOT_NOW))
        return False

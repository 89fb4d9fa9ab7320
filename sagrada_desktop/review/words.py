"""The review's judgements and summary in words, in a language: the content's names (Public
Objectives, abilities, window tools, Tool Cards) looked up in its translations, the sentences
made by wording/review_words.py. The screen and the command line say the same."""

from __future__ import annotations

from collections.abc import Mapping

from ..content.translations import ENGLISH, localized
from ..engine import GameState
from ..wording.actions import action_label
from ..wording.language import chosen
from ..wording.review_words import (
    judgement_words,
    pick_words,
    reason_words,
    summary_words,
    turn_title,
)
from .game_turns import ReviewedGame, Turn
from .judgement import TurnJudgement
from .pick_reason import Reason
from .picks import EffectUse, Pick, pick_of
from .summary import Summary, cost_points


class ReviewWords:
    """`objective_names`: each Public Objective's English name by id (the content's); an
    objective without one is named by its id."""

    def __init__(self, game: ReviewedGame, objective_names: Mapping[str, str],
                 lang: str | None = None) -> None:
        self.game = game
        self.objective_names = objective_names
        self.lang = chosen(lang)

    def _localized(self, text_id: str, english: str) -> str:
        return english if self.lang == ENGLISH else localized(text_id, self.lang, english)

    def window(self) -> str:
        design = self.game.setup.window
        return self._localized(f"{design.id}.name", design.name)

    def objective(self, oid: str) -> str:
        english = self.objective_names.get(oid, oid.replace("-", " ").title())
        return self._localized(f"{oid}.name", english)

    def effect(self, state: GameState, seat: int, use: EffectUse) -> str:
        if use.kind == "window-tool":
            design = state.setup.window
            index = int(use.ident)
            tool = design.tools[index]
            return self._localized(f"{design.id}.tools[{index}].name", tool.name)
        s = state.seats[seat]
        cards = s.abilities if use.kind == "ability" else s.tool_cards
        card = next((c for c in cards if c.id == use.ident), None)
        return self._localized(f"{use.ident}.name", card.name if card else use.ident)

    def pick(self, judgement: TurnJudgement, pick: Pick) -> str:
        return self._pick(judgement.turn, pick)

    def _pick(self, turn: Turn, pick: Pick) -> str:
        state = self.game.before(turn)
        names = [self.effect(state, turn.seat, e) for e in pick.effects]
        return pick_words(pick.die, pick.placed, pick.space, names, self.lang)

    def turn(self, turn: Turn) -> str:
        """What the turn's seat did: 'Blue 4 to row 2, column 3', 'Construct the Red 1
        Cathedral space', 'Keep 1 of 2 Flourish Cards'."""
        actions = self.game.turn_actions(turn)
        if turn.kind == "draft":
            return self._pick(turn, pick_of(self.game.before(turn), actions))
        return action_label(actions[-1], self.lang) or ""

    def reason(self, reason: Reason | None) -> str:
        if reason is None:
            return ""
        return reason_words(reason.kind, self.objective(reason.objective)
                            if reason.kind == "objective" else "", self.lang)

    def title(self, judgement: TurnJudgement) -> str:
        return self.title_of(judgement.turn)

    def title_of(self, turn: Turn) -> str:
        """'Round 7, turn 3'."""
        return turn_title(turn.round, turn.number, self.lang)

    def judgement(self, j: TurnJudgement) -> str:
        """What Hard would have done and what the turn played cost (after the turn played)."""
        return judgement_words(self.pick(j, j.hard), j.same, cost_points(j), j.cost,
                               j.error, self.reason(j.reason), self.lang)

    def line(self, j: TurnJudgement) -> str:
        """'Round 7, turn 3: Blue 4 to row 2, column 3. Hard would have played …'."""
        sep = "：" if self.lang == "zh_TW" else ": "
        end = "。" if self.lang == "zh_TW" else ". "
        return f"{self.title(j)}{sep}{self.pick(j, j.played)}{end}{self.judgement(j)}"

    def summary(self, s: Summary) -> str:
        big = s.biggest
        biggest = None if big is None else (big.turn.round, self.pick(big, big.played),
                                            big.hard.die, self.reason(big.reason))
        return summary_words(s.judged, s.hard_picks, len(s.costly), s.points, biggest,
                             self.lang)

"""Playing windows of a campaign at the table, headless: the families' games are played by
greedy computer players (as `simulate --campaign` plays them) and what they finished with is
entered at the table, as a family would copy its paper journal into the program."""

from __future__ import annotations

from collections.abc import Collection

from attrs import frozen

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import Campaign, computer_answer, decide, pending_decision, play
from sagrada_desktop.campaign.paper_score import MagicMark, PaperScore
from sagrada_desktop.campaign.table_window import OVER, EnteredSpace, SpacesEntered
from sagrada_desktop.engine import (
    Action,
    Die,
    GameSetup,
    GameState,
    ScoreCard,
    Window,
    apply,
    final_scores,
    new_game,
)
from sagrada_desktop.engine.legacy_types import CampaignContent
from sagrada_desktop.table.companion import confirm_trigger, go_to_round
from sagrada_desktop.table.entries import (
    enter,
    set_constructed,
    set_scorecard,
    set_tool_boxes,
)
from sagrada_desktop.table.results import close_window


@frozen
class PlayedGame:
    """A window's game played to its end by greedy players: its actions, its final state,
    and the triggers that fired (trigger index, the round at whose end)."""

    actions: tuple[Action, ...]
    final: GameState
    fired: tuple[tuple[int, int], ...]


def greedy_game(setup: GameSetup, seed: int) -> PlayedGame:
    players = [make_player("greedy", seed * 10 + i) for i in range(len(setup.seats))]
    state = new_game(setup)
    fired: list[tuple[int, int]] = []
    actions: list[Action] = []
    while not state.is_over:
        before = state
        action = players[state.active_seat].choose(state)
        actions.append(action)
        state = apply(state, action)
        fired += [(k, before.round) for k in state.fired_triggers
                  if k not in before.fired_triggers]
    return PlayedGame(tuple(actions), state, tuple(fired))


def decide_all(campaign: Campaign, content: CampaignContent) -> Campaign:
    """Every pending decision answered by the campaign's computer policy."""
    while (decision := pending_decision(campaign, content)) is not None:
        campaign = decide(campaign, content, computer_answer(campaign, content, decision))
    return campaign


def play_on_screen(campaign: Campaign, content: CampaignContent, game: PlayedGame) -> Campaign:
    """The game played on screen, action by action through the campaign."""
    for action in game.actions:
        campaign = play(campaign, content, action)
    return campaign


def scorecard_of(card: ScoreCard, final: GameState, seat: int) -> PaperScore:
    """What a family writes on its paper scorecard for the seat's finished window, with the
    Magic Square spaces, the broken and empty spaces and the star spaces of its window."""
    w = final.seats[seat].window
    magic = tuple(MagicMark(space.magic, fill.color if isinstance(fill, Die) else None)
                  for space, fill in zip(w.spaces, w.fills, strict=True)
                  if space.exists and space.magic is not None and fill is not None)
    stars = all(f is not None for s, f in zip(w.spaces, w.fills, strict=True)
                if s.exists and s.star)
    return PaperScore(card.public, card.private, card.tools, w.broken_count, w.empty_count,
                      card.extra, magic, stars)


def window_steps(family: int, window: Window) -> list[EnteredSpace]:
    """Every filled space of the window, as the table enters it."""
    return [EnteredSpace(k, f, False) if isinstance(f, Die) else EnteredSpace(k, broken=True)
            for k, f in enumerate(window.fills) if f is not None]


def enter_at_table(campaign: Campaign, content: CampaignContent, game: PlayedGame,
                   by_scorecard: Collection[int] = (), space_by_space: bool = False
                   ) -> Campaign:
    """A window at the table, from its Starting Tool Count to its close (entered_at_table,
    then the window closed)."""
    return close_window(entered_at_table(campaign, content, game, by_scorecard,
                                         space_by_space), content)


def entered_at_table(campaign: Campaign, content: CampaignContent, game: PlayedGame,
                     by_scorecard: Collection[int] = (), space_by_space: bool = False
                     ) -> Campaign:
    """A window at the table from its Starting Tool Count: the companion walked round by
    round, each trigger confirmed at the end of the round it fired in on screen, then every
    family's results entered (its window, or for the families `by_scorecard` its scorecard's
    numbers); the window not closed yet."""
    final = game.final
    campaign = go_to_round(campaign, content, 1)
    for k, round_ in sorted(game.fired, key=lambda f: f[1]):
        campaign = go_to_round(campaign, content, round_)
        campaign = confirm_trigger(campaign, content, k, round_)
    campaign = go_to_round(campaign, content, OVER)
    cards = final_scores(final)
    for i, seat in enumerate(final.seats):
        if i in by_scorecard:
            campaign = set_scorecard(campaign, i, scorecard_of(cards[i], final, i))
        else:
            spaces = window_steps(i, seat.window)
            if space_by_space:
                for s in spaces:
                    campaign = enter(campaign, SpacesEntered(i, (s,)))
            else:
                campaign = enter(campaign, SpacesEntered(i, tuple(spaces)))
            campaign = set_tool_boxes(campaign, i, seat.tool_boxes_used)
        if seat.constructed:
            campaign = set_constructed(campaign, i, seat.constructed)
    return campaign

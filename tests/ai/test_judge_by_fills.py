"""The one-turn judge works from what a fill changes, keeps what it judged, and is kept from one
decision to the next while it fits; none of that may change a value or a choice. Here the
judge and the greedy player are checked against judging every filled window whole (the
judge as it was first written), over many positions of random games."""

from __future__ import annotations

import random
from collections.abc import Iterable

from attrs import evolve

from sagrada_desktop.ai.dead_spaces import (
    ALL_COLORS,
    ALL_VALUES,
    Killer,
    dead_spaces,
    edge_neighbours,
    is_dead,
    killers,
)
from sagrada_desktop.ai.greedy import GreedyPlayer
from sagrada_desktop.ai.heuristic import Place, WindowJudge
from sagrada_desktop.ai.plans import is_reroll, turn_plans
from sagrada_desktop.ai.player import decision_rng
from sagrada_desktop.engine import (
    Action,
    Color,
    Die,
    DraftDie,
    FillSpace,
    GameState,
    LoseDie,
    Stage,
    Window,
    apply,
    legal_actions,
    new_game,
)
from tests.ai.test_heuristic import ALL_DICE, _random_states
from tests.engine.golden_games import golden_setup
from tests.engine.test_score_delta import random_window


class WholeWindowJudge(WindowJudge):
    """The judge as first written: every candidate fill judged by scoring the whole window."""

    def values_after_fills(self, die: Die, places: Iterable[Place],
                           window: Window | None = None) -> list[float]:
        base = self.window if window is None else window
        out = []
        for place in places:
            row, col = place if isinstance(place, tuple) else (place.row, place.col)
            out.append(self.value(base.with_fill(row, col, die)))
        return out


def _whole_window_choice(state: GameState, seed: int, depth: int = 2,
                         draft_depth: int = 1) -> Action:
    """The greedy player's choice worked out the first way: every plan of every die on
    offer, each fill judged on the whole window, ties broken by the decision's generator."""
    rng = decision_rng(seed, state)
    judge = WholeWindowJudge(state, state.active_seat)
    if state.stage is Stage.DRAFT:
        options = [(DraftDie(d), max(p.value for p in turn_plans(apply(state, DraftDie(d)),
                                                                  judge, draft_depth)))
                   for d in state.pool]
        top = max(v for _, v in options)
        return rng.choice([o for o in options if o[1] >= top - 1e-9])[0]
    plans = turn_plans(state, judge, depth)
    top = max(p.value for p in plans)
    action = rng.choice([p for p in plans if p.value >= top - 1e-9]).actions[0]
    if isinstance(action, LoseDie):
        rerolls = [a for a in legal_actions(state) if is_reroll(state, a)]
        if rerolls:
            return rerolls[0]
    return action


def _game_states(games: int, seats: int | None = None) -> list[GameState]:
    """Every decision of whole greedy games (1-4 seats, abilities, Tool Cards, window rules,
    Glory modules on and off), in the order they came."""
    states = []
    for seed in range(games):
        n = seats or 1 + seed % 4
        state = new_game(golden_setup(n, 500 + seed, modules=seed % 3 == 0))
        players = [GreedyPlayer(seed + i) for i in range(n)]
        while not state.is_over:
            states.append(state)
            state = apply(state, players[state.active_seat].choose(state))
    return states


def test_judging_the_spaces_of_a_die_at_once_equals_judging_each_filled_window() -> None:
    checked = 0
    for state in _random_states(30):
        for seat in range(len(state.seats)):
            judge = WindowJudge(state, seat)
            whole = WholeWindowJudge(state, seat)
            window = judge.window
            empty = [divmod(i, window.cols) for i, (s, f)
                     in enumerate(zip(window.spaces, window.fills, strict=True))
                     if s.exists and f is None]
            dice = list(ALL_DICE)
            random.Random(seat).shuffle(dice)
            for die in dice:  # asked twice, in different orders: what is kept stays right
                want = whole.values_after_fills(die, empty)
                assert judge.values_after_fills(die, empty) == want, state.objectives
                assert judge.values_after_fills(die, empty[::-1]) == want[::-1]
                checked += len(empty)
    assert checked > 5_000


def test_the_plans_of_a_turn_have_the_values_of_whole_windows() -> None:
    """turn_plans (which Hard and the hint rank) gives the same plans, in the same order, with
    exactly the same values, as with every fill judged on the whole window."""
    checked = 0
    for state in _game_states(5)[::3]:
        if state.stage is not Stage.PLACE:
            continue
        seat = state.active_seat
        fast = turn_plans(state, WindowJudge(state, seat), 2)
        assert fast == turn_plans(state, WholeWindowJudge(state, seat), 2)
        checked += len(fast)
    assert checked > 200


def test_the_greedy_player_chooses_as_with_whole_windows_judged() -> None:
    """One player deciding a whole run of games in order (so its judge is kept from a draft to
    the placing steps) chooses at every decision what the first way of judging chose."""
    states = _game_states(6)
    player = GreedyPlayer(7)
    decided = 0
    for state in states:
        if state.stage not in (Stage.DRAFT, Stage.PLACE):
            continue
        assert player.choose(state) == _whole_window_choice(state, 7), (state.round,
                                                                        state.stage)
        decided += 1
    assert decided > 150


def test_a_kept_judge_is_used_only_while_windows_objectives_and_private_card_are_the_same(
) -> None:
    state = new_game(golden_setup(2, 3, modules=False))
    judge = WindowJudge(state, state.active_seat)
    seat = state.active_seat
    drafted = apply(state, DraftDie(state.pool[0]))
    assert judge.fits(drafted, seat)  # a draft leaves every window as it was
    assert not judge.fits(drafted, 1 - seat)
    filled = apply(drafted, next(a for a in legal_actions(drafted) if isinstance(a, FillSpace)))
    assert not judge.fits(filled, seat)  # one die more in the window
    other = evolve(state, seats=tuple(
        evolve(s, window=s.window.with_fill(0, 0, Die(Color.RED, 1))) if i != seat else s
        for i, s in enumerate(state.seats)))
    assert not judge.fits(other, seat)  # comparative objectives look at the other windows
    assert not judge.fits(evolve(state, objectives=state.objectives[:1]), seat)
    private = evolve(state.seats[seat].private_objective, name="another")
    assert not judge.fits(evolve(state, seats=tuple(
        evolve(s, private_objective=private) if i == seat else s
        for i, s in enumerate(state.seats))), seat)


def test_a_player_choice_does_not_depend_on_what_it_decided_before() -> None:
    """The judge is kept between decisions: the same state gets the same choice from a player
    that has just decided elsewhere and from a new one."""
    states = [s for s in _game_states(4, seats=3) if s.stage in (Stage.DRAFT, Stage.PLACE)]
    seasoned = GreedyPlayer(5)
    rng = random.Random(1)
    for _ in range(80):
        state = rng.choice(states)
        assert seasoned.choose(state) == GreedyPlayer(5).choose(state)


def _killers_by_sets(window: Window) -> list[Killer | None]:
    """killers as first written: the colours and values each empty space has left, as sets."""
    out: list[Killer | None] = []
    near = edge_neighbours(window.rows, window.cols)
    for j, space in enumerate(window.spaces):
        if not space.exists or window.fills[j] is not None:
            out.append(None)
            continue
        colors = {space.color} if space.color is not None else set(ALL_COLORS)
        values = {space.value} if space.value is not None else set(ALL_VALUES)
        for k in near[j]:
            f = window.fills[k]
            if isinstance(f, Die):
                colors.discard(f.color)
                values.discard(f.value)
        out.append((next(iter(colors)) if len(colors) == 1 else None,
                    next(iter(values)) if len(values) == 1 else None,
                    not colors or not values))
    return out


def test_killers_and_dead_spaces_agree_with_the_sets_of_what_is_left() -> None:
    rng = random.Random(4)
    for _ in range(400):
        window = random_window(rng, *rng.choice([(4, 5), (5, 4), (3, 3)]))
        assert killers(window) == _killers_by_sets(window)
        dead = {i for i in range(len(window.spaces)) if is_dead(window, i)}
        assert dead_spaces(window) == dead

"""Hard's judgement of given turns, for reviewing a game: "how good were these turns, from
what this seat could see?".

    candidate_turns(state)                       Hard's own candidates at a draft or placing step
    chosen_turn(state, samples, seed)            the one of them Hard plays (a fixed number of
                                                 samples, no time budget: always the same)
    judge_turns(state, turns, samples, seed)     each turn judged against turns[0]

A turn is the actions of one seat from a draft (or a placing step) to the end of its turn:
the draft, the abilities or tools used, then the fill (or giving up the die). Everything is
decided from the active seat's observation (engine.observe), like every computer player.
Each turn gets the one-turn judge's value (its window and reserves after the turn, as Medium
sees it) and, over `samples` plausible games dealt behind the observation, played on as Hard
plays them on (to the round's end and three turns more), its mean gain over turns[0] with the
standard error of that mean: the same sampled games for every turn (common random numbers),
so the differences are sharper than the values. The same state, turns, samples and seed give
the same judgement.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from attrs import evolve, frozen

from ..engine import Action, GameState, Stage, apply, observe
from ..engine.observation import observation_key
from .hard import HARD, HardPlayer
from .heuristic import WindowJudge, resource_value

Turn = tuple[Action, ...]


@frozen
class TurnJudgement:
    turn: Turn
    judged: float  # the one-turn judge's value of the seat's window and reserves after it
    gain: float  # the mean playout value over turns[0]'s in the same sampled games
    error: float  # the standard error of that mean (0 for turns[0] and with one sample)
    samples: int


def candidate_turns(state: GameState) -> list[Turn]:
    """The turns Hard would try at this draft or placing step, its favourite first."""
    seat = state.active_seat
    seen = observe(state, seat)
    hard = HardPlayer()
    if seen.stage is Stage.DRAFT and seen.pool:
        return hard._draft_turns(seen, seat)
    if seen.stage is Stage.PLACE:
        return hard._place_turns(seen, seat)
    return []


def chosen_turn(state: GameState, samples: int = 32, seed: int = 0) -> Turn:
    """The whole turn Hard plays here, searched with `samples` sampled games and no time
    budget (so the same state and seed always give the same turn); () outside a draft or
    placing step."""
    turns = candidate_turns(state)
    if len({t[0] for t in turns}) <= 1:
        return turns[0] if turns else ()
    seat = state.active_seat
    seen = observe(state, seat)
    hard = HardPlayer(seed, settings=evolve(HARD, budget_ms=math.inf))
    return hard._search(seen, seat, turns, math.inf, samples * len(turns))


def judged_value(seen: GameState, seat: int, turn: Turn) -> float:
    """The one-turn judge's value of the seat's window and reserves after `turn`."""
    judge = WindowJudge(seen, seat)
    state = seen
    for action in turn:
        state = apply(state, action)
    after = state.seats[seat]
    return judge.value(after.window) + resource_value(state, after)


def judge_turns(state: GameState, turns: Sequence[Turn], samples: int = 32, seed: int = 0
                ) -> list[TurnJudgement]:
    """Each of `turns` (legal from `state`, at the active seat's draft or placing step)
    judged against turns[0] over `samples` sampled games; a turn the rules do not allow
    raises the engine's IllegalAction."""
    if not turns:
        return []
    seat = state.active_seat
    seen = observe(state, seat)
    values = [judged_value(seen, seat, turn) for turn in turns]  # each turn is played first
    # every turn played in every sample: no racing, no early stop, no time budget
    settings = evolve(HARD, race_after=samples + 1, clear=samples + 1)
    player = HardPlayer(seed, settings=settings)
    rng = random.Random(f"review:{seed}:{observation_key(seen)}")
    found = player._sample(seen, seat, list(turns), math.inf,
                           samples * len(turns), rng)
    out = []
    for k, turn in enumerate(turns):
        n = found.count[k]
        mean = found.gain[k] / n if n else 0.0
        spread = 0.0
        if n > 1 and found.square is not None:
            variance = max(0.0, (found.square[k] - n * mean * mean) / (n - 1))
            spread = math.sqrt(variance / n)
        out.append(TurnJudgement(tuple(turn), values[k], mean, spread,
                                 found.played if k == 0 else n))
    return out

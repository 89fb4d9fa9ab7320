"""Envelopes do what their text says when it says it, on the shipped content.

Envelope 1 opens after round 4 of window 1: "from now on, on your turn ... you may use the
abilities on your crest ... Continue with round 5." Its sticker goes "in the first slot of your
crest". Envelope 9 (window 5, round 8) gives a family that completed a Market track its
Dedication Ability at once, in that game. Every envelope is opened by its own primary trigger
in seeded computer campaigns, and `simulate --campaign --json` says how each was opened.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from attrs import evolve

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign import (
    Campaign,
    CrestSticker,
    TrackProgress,
    computer_answer,
    decide,
    pending_decision,
    play,
    result_json_lines,
    simulate_campaign,
)
from sagrada_desktop.campaign.unlocks import envelope_rules
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import Color, UseAbility, apply, legal_actions, new_game

from .helpers import start

CONTENT = load_content()
CREST = {Color.RED: "red-kiln-blush", Color.YELLOW: "yellow-silver-stain",
         Color.BLUE: "blue-deep-water", Color.PURPLE: "purple-vintage"}


def advance_until(c: Campaign, done: Callable[[Campaign], bool]) -> Campaign:
    for _ in range(5000):
        if done(c):
            return c
        decision = pending_decision(c, CONTENT)
        if decision is not None:
            c = decide(c, CONTENT, computer_answer(c, CONTENT, decision))
            continue
        state = c.game_state
        assert state is not None
        c = play(c, CONTENT, make_player("random", 7 + state.active_seat).choose(state))
    raise AssertionError("the campaign never got there")


def in_round(n: int) -> Callable[[Campaign], bool]:
    return lambda c: c.game_state is not None and c.game_state.round >= n


def test_envelope_1_crest_abilities_work_from_round_5_of_window_1() -> None:
    c = start(4, seed=3, content=CONTENT)
    assert c.window == 0 and "e01" not in c.opened
    c = advance_until(c, in_round(4))
    state = c.game_state
    assert state is not None and all(s.abilities == () for s in state.seats)
    c = advance_until(c, in_round(5))
    state = c.game_state
    assert state is not None and state.round == 5 and "e01" in state.opened
    for family, seat in zip(c.families, state.seats, strict=True):
        assert [a.id for a in seat.abilities] == [CREST[family.color]]
    # the ability is offered on a turn: find a drafted die it changes (a yellow die for red)
    c = advance_until(c, lambda c: c.game_state is not None and any(
        isinstance(a, UseAbility) for a in legal_actions(c.game_state)))
    assert c.window == 0
    # after the game the sticker sits in the first slot of each crest, where the Family
    # Skill Training track may cover it later
    c = advance_until(c, lambda c: c.stage != "game")
    for family in c.families:
        assert family.crest == (CrestSticker(CREST[family.color]), None, None, None)
    assert [(o.envelope, o.window, o.round, o.source) for o in c.openings[:1]] == [
        ("e01", 1, 4, "w01")]


def test_envelope_9_gives_a_completed_track_its_dedication_ability_in_the_same_game() -> None:
    c = start(2, seed=4, content=CONTENT)
    books = CONTENT.market_tracks["books-of-wisdom"]
    amat = evolve(c.families[0], market=(TrackProgress(books.id, len(books.boxes)),))
    c = evolve(c, families=(amat,) + c.families[1:], window=4)
    rules = {r.envelope: r for r in envelope_rules(c, CONTENT)}
    assert [[a.id for a in seat] for seat in rules["e09"].seat_abilities] == [
        ["scholars-certainty"], []]
    assert c.game is not None
    setup = evolve(c.game.setup, window=CONTENT.windows["w05"].design,
                   envelope_rules=tuple(rules.values()))
    game = new_game(setup)
    players = [make_player("random", 11), make_player("random", 12)]
    while game.round <= 8:
        assert "e09" not in game.opened
        assert all(a.id != "scholars-certainty" for s in game.seats for a in s.abilities)
        game = apply(game, players[game.active_seat].choose(game))
    assert game.round == 9
    assert "e09" in game.opened
    assert [a.id for a in game.seats[0].abilities if a.id == "scholars-certainty"] == [
        "scholars-certainty"]
    assert all(a.id != "scholars-certainty" for a in game.seats[1].abilities)


SEEDS = {2: 3, 3: 3, 4: 3}


def test_every_envelope_is_opened_by_its_own_primary_trigger() -> None:
    """Seeded computer campaigns with 2, 3 and 4 families (random players: cheap), chosen so
    that together they open every envelope by the first trigger its opened_by names."""
    primary: set[int] = set()
    for seats, seed in SEEDS.items():
        result = simulate_campaign(seats, "random", seed, CONTENT)
        opened = {e.number for e in result.envelopes}
        assert opened == set(range(1, 20))
        primary |= {e.number for e in result.envelopes if e.primary}
        records = [json.loads(line) for line in result_json_lines(result)]
        envelopes = [r for r in records if r["type"] == "envelope"]
        assert [r["envelope"] for r in envelopes] == list(range(1, 20))
        first = envelopes[0]
        assert (first["window"], first["round"], first["source"], first["primary"]) == (
            1, 4, "w01", True)
        assert first["trigger"] == "end of round 4"
    assert primary == set(range(1, 20))


@pytest.mark.parametrize("ident", [e.id for e in CONTENT.envelopes.values()])
def test_every_primary_trigger_is_one_play_can_meet(ident: str) -> None:
    """No End of Game Unlock Trigger waits for a broken window, which play never makes."""
    source = CONTENT.envelopes[ident].opened_by[0]
    card = CONTENT.windows.get(source)
    if card is None:
        assert ident in CONTENT.story_cards[source].opens
        return
    conditions = [u.condition for u in card.unlocks if u.envelope == ident]
    triggers = [t for t in card.design.triggers if t.envelope == ident]
    assert triggers or conditions
    assert "any-broken-window" not in conditions

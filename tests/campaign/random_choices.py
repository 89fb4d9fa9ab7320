"""A campaign's choices made at random among the legal ones (seeded): every option the rules
offer gets taken some time (a crest sticker over another, a Tool Box slot, a reward card left
on offer, a new member at any Cleanup, the last window's included), which the computer policy
(campaign/computer.py), choosing by value, would never try."""

from __future__ import annotations

import random

from sagrada_desktop.campaign import Campaign
from sagrada_desktop.campaign.decisions import (
    Answer,
    BringTools,
    ChooseStartPlayer,
    Decision,
    FillSquareCell,
    MagicSquareChoice,
    MarketChoice,
    MasterpieceChoice,
    NameMasterpiece,
    StartPlayerChoice,
    TakeTools,
    ToolBoxChoice,
    ToolRewardChoice,
)


def random_answer(campaign: Campaign, decision: Decision, rng: random.Random) -> Answer:
    """A legal answer to `decision`, at random."""
    if isinstance(decision, StartPlayerChoice):
        return ChooseStartPlayer(rng.choice(decision.options))
    if isinstance(decision, ToolBoxChoice):
        owned = list(decision.owned)
        rng.shuffle(owned)
        return BringTools(tuple(owned[:rng.randint(0, decision.capacity)]))
    if isinstance(decision, ToolRewardChoice):
        offer = list(decision.offer)
        rng.shuffle(offer)
        return TakeTools(tuple(offer[:rng.randint(0, decision.count)]))
    if isinstance(decision, MagicSquareChoice):
        return FillSquareCell(rng.choice(decision.cells))
    if isinstance(decision, MarketChoice):
        options = decision.options
        if len(options) > 1 and rng.random() < 0.85:  # mostly buy: the tracks get completed
            return rng.choice(options[:-1])
        return options[-1]
    assert isinstance(decision, MasterpieceChoice)
    name = rng.choice(["", decision.suggestion, "Ω" * rng.randint(1, 60)])
    member = rng.choice(["", "", f"Member of window {campaign.window + 1}"])
    return NameMasterpiece(name, member)

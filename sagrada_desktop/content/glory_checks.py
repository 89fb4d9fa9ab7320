"""The Glory cards of resources/glory/ checked against the engine's rules
(engine/glory/card_checks.py, the same checks a saved game's decks get): each problem named by
file, card and field."""

from __future__ import annotations

from ..codec.glory_details import glory_detail
from ..engine.glory.card_checks import card_problems
from ..engine.glory.cards import GloryCards
from .files import GLORY
from .sources import Sources

_FILES = {"strife_boards": ("strife-boards.toml", "Strife Board"),
          "strife_tools": ("strife-tools.toml", "Tool Card"),
          "pioneer_cards": ("pioneer-cards.toml", "Pioneer Card"),
          "flourish_cards": ("flourish-cards.toml", "Flourish Card")}


def check_glory(glory: GloryCards, sources: Sources) -> None:
    for problem in card_problems(glory):
        name, kind = _FILES[problem.deck]
        if problem.card:
            sources.add(kind, problem.card, problem.field, glory_detail(problem))
        else:
            sources.add_at(sources.file(f"{GLORY}/{name}"), None, problem.field,
                           glory_detail(problem))

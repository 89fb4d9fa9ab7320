"""The engine's checks of the Glory decks (engine/glory/card_checks.py: a kind and its values)
as details of a file (codec/details.py), worded in each language by wording/rule_details.py
under the rule "glory-<kind>"."""

from __future__ import annotations

from ..engine.glory.card_checks import CardProblem
from .details import Detail, DetailValue, Quoted, Worded, rule

# what a deck holds, for "11 Flourish Cards; a game needs at least 12"
DECK_WORDS: dict[str, Worded] = {
    "strife_boards": Worded("Strife Boards", "紛爭圖板"),
    "strife_tools": Worded("Strife Tools", "紛爭工具"),
    "pioneer_cards": Worded("Pioneer Cards", "先驅卡"),
    "flourish_cards": Worded("Flourish Cards", "花飾卡"),
}


def glory_detail(problem: CardProblem, at: str = "") -> Detail:
    """One problem of a Glory deck as a detail found at `at`."""
    values: dict[str, DetailValue] = dict(problem.values)
    if problem.kind == "pattern-letters":
        letters = problem.value("letters")
        assert isinstance(letters, tuple)
        values["letters"] = tuple(Quoted(str(ch)) for ch in letters)
    if problem.kind == "deck-too-small":
        values["what"] = DECK_WORDS[problem.deck]
    return rule(f"glory-{problem.kind}", at, **values)

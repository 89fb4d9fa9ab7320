"""How often an ability may be used in one turn, and what keeps a turn finite.

The rulebook: "On your turn, you may use each type of ability repeatedly, and in any
combination ... Some abilities allow you to fill spaces with values less than 1 or greater
than 6!" So an ability with per_turn = 0 (the default) may be used again and again; a card
that says "once" (a re-roll) has per_turn = 1.

Decision (docs/rules.md, Abilities): a repeated ability may never
- bring the drafted die back to a colour and value it has already had this turn (as drafted,
  or after any ability or tool), nor
- take its value below VALUE_FLOOR or above VALUE_CEILING (one step of the largest ability,
  2, beyond the faces 1-6).
So a turn holds at most 7 colours x 10 values forms of its die, and every computer player and
random playout ends its turn. Abilities with a per_turn limit (and the saves written before
this rule, whose abilities all carry per_turn = 1) are counted, not checked this way.
"""

from __future__ import annotations

from .definitions import Ability
from .die import Die
from .reasons import FormSeenThisTurn, Reason, ValueOutOfRange
from .state import InHand

VALUE_FLOOR = -1
VALUE_CEILING = 8


def uses_left(ability: Ability, hand: InHand) -> bool:
    """True while the ability may still be used this turn (always, without a per_turn limit)."""
    return not ability.per_turn or hand.ability_uses.count(ability.id) < ability.per_turn


def repeat_problem(ability: Ability, hand: InHand, choice: object) -> Reason | None:
    """Why a repeatable ability may not give the die in hand this form; None when it may."""
    if ability.per_turn or not isinstance(choice, Die):
        return None
    if not VALUE_FLOOR <= choice.value <= VALUE_CEILING:
        return ValueOutOfRange(ability.name, choice.value, VALUE_FLOOR, VALUE_CEILING)
    if choice == hand.die or choice == hand.current or choice in hand.seen:
        return FormSeenThisTurn(ability.name, choice)
    return None

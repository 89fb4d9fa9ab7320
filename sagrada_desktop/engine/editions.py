"""The rules editions: what each edition plays differently, as small named functions chosen
by the game's edition (GameSetup.rules_edition), never as conditions on the way of every move.

    rules_of(state).placement_ability_spaces(bits)

Edition 1 is the rules of the first whole game (861ec27) and of every main before the
placement ability's "touching no die" (f2bce6c, 2026-11-30); edition 2 the rules from then to
the main before the rules-as-written merge (4920642); edition 3 the rules since that merge
(332a35a). What an edition changes in the campaign (envelopes, the Market) is chosen the same
way in campaign/editions.py. docs/rules.md lists what differs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from attrs import frozen

from .edition_numbers import FIRST_EDITION, RULES_EDITION
from .placement import PlacementRefusals, anywhere_refusals_edition_1, touching_no_die_refusals
from .window_bits import FillBits, any_space_edition_1, spaces_touching_no_die

if TYPE_CHECKING:
    from .state import GameState


@frozen
class RulesEdition:
    """One edition of the rules of a game.

    placement_ability_spaces(bits): where a placement ability ("fill in a nonadjacent space")
    lets the die go as far as adjacency goes (a mask of the window's spaces; the printed
    restrictions and the neighbours sharing an edge still hold); placement_ability_refusals
    (window, i): why not, as reasons (empty: it may)."""

    number: int
    placement_ability_spaces: Callable[[FillBits], int]
    placement_ability_refusals: PlacementRefusals


EDITIONS: dict[int, RulesEdition] = {
    # 1: the placement ability lifted the adjacency restriction: any space, touching dice or not
    1: RulesEdition(1, any_space_edition_1, anywhere_refusals_edition_1),
    # 2 on: the placement ability fills only a space touching no die, as the rulebook says
    2: RulesEdition(2, spaces_touching_no_die, touching_no_die_refusals),
    # 3: the same game (its changes are the campaign's: campaign/editions.py)
    3: RulesEdition(3, spaces_touching_no_die, touching_no_die_refusals),
}
NEWEST = EDITIONS[RULES_EDITION]

if sorted(EDITIONS) != list(range(FIRST_EDITION, RULES_EDITION + 1)):  # pragma: no cover
    raise TypeError("every rules edition from the first to the newest needs its entry")


def rules_edition(number: int) -> RulesEdition:
    """The edition of that number; ValueError for a number no edition has (a file's setup
    is checked before it is played: saves/setup_checks.py)."""
    try:
        return EDITIONS[number]
    except KeyError:
        raise ValueError(f"no rules edition {number} (this program knows 1 to "
                         f"{RULES_EDITION})") from None


def rules_of(state: GameState) -> RulesEdition:
    """The edition the game is played under (chosen when it was set up)."""
    return EDITIONS[state.setup.rules_edition]

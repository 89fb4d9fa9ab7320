"""The 15 Pioneer Cards: goals a player reaches first, collected at the end of that turn.

I, II, IV, VI, IX, XIV and XV carry the goals of the Glory rulebook (their points where it
gives them; IX and XIV are given 4 and 5 here). III, V, VII, VIII, X, XI, XII and XIII are this
project's own. The names are this project's; each goal's rule is in pioneer_goals.py.
"""

from __future__ import annotations

from attrs import frozen


@frozen
class PioneerCard:
    id: str
    numeral: str
    name: str
    text: str
    points: int


PIONEER_CARDS: tuple[PioneerCard, ...] = (
    PioneerCard("pioneer-i", "I", "Upper Lights",
                "First to fill the top half of their window.", 3),
    PioneerCard("pioneer-ii", "II", "Leaded Frame",
                "First to complete the outer frame of their window.", 3),
    PioneerCard("pioneer-iii", "III", "Cornerstones",
                "First to fill the first and last spaces of both the top and the bottom row of "
                "their window.", 3),
    PioneerCard("pioneer-iv", "IV", "Nine-Pane Square",
                "First to complete a 3 x 3 area anywhere in their window.", 3),
    PioneerCard("pioneer-v", "V", "Keystone",
                "First to have a die with another die on each of its four edges.", 3),
    PioneerCard("pioneer-vi", "VI", "Three Guilds",
                "First to have 3 dice of 3 different colors each.", 3),
    PioneerCard("pioneer-vii", "VII", "Full Scale",
                "First to have one die of every value from 1 to 6 in a single row.", 4),
    PioneerCard("pioneer-viii", "VIII", "Colour Guild",
                "First to have 5 dice of one colour anywhere in their window.", 4),
    PioneerCard("pioneer-ix", "IX", "Six-Step Cluster",
                "First to have an orthogonally connected cluster of all 6 numbers.", 4),
    PioneerCard("pioneer-x", "X", "Climbing Light",
                "First to have 4 dice on one diagonal line whose values climb one step at a "
                "time (such as 2, 3, 4, 5).", 4),
    PioneerCard("pioneer-xi", "XI", "Dawn Row",
                "First to complete a row that shows only values 1, 2 and 3.", 5),
    PioneerCard("pioneer-xii", "XII", "Ribbon of Glass",
                "First to have 4 dice of one colour on one diagonal line.", 5),
    PioneerCard("pioneer-xiii", "XIII", "Rising Column",
                "First to complete a column whose values rise from its bottom to its top.", 5),
    PioneerCard("pioneer-xiv", "XIV", "Honest Column",
                "First to have a column of 4 unique colors and values.", 5),
    PioneerCard("pioneer-xv", "XV", "Master's Row",
                "First to have a row with 5 unique colors and values.", 7),
)

PIONEER_CARDS_BY_ID: dict[str, PioneerCard] = {c.id: c for c in PIONEER_CARDS}

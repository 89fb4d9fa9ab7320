"""A Pioneer Card: a goal a player reaches first, collected at the end of that turn. The cards
are content (resources/glory/pioneer-cards.toml); each goal's rule is in pioneer_goals.py,
keyed by the card's id."""

from __future__ import annotations

from attrs import frozen


@frozen
class PioneerCard:
    id: str
    numeral: str
    name: str
    text: str
    points: int

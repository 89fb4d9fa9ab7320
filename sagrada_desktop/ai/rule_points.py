"""What a window's own rules make a die or an empty space worth, as the judge counts it: the
points for dice on starred spaces, on Magic Square spaces or of one colour (scoring step 6,
engine scoring.extra_points: star-points, magic-points, color-points) and the points an empty
space costs (empty-penalty; 1 without it)."""

from __future__ import annotations

from attrs import frozen

from ..engine import Die, Space, Window, WindowRule


@frozen
class RulePoints:
    per_empty: int = 1
    star: int = 0
    magic: int = 0
    colors: tuple[tuple[str, int], ...] = ()  # (colour letter, points per die)

    @property
    def per_die(self) -> bool:
        """Whether a die is worth points of its own here."""
        return bool(self.star or self.magic or self.colors)

    def of_window(self, window: Window) -> int:
        """The points the window's dice get by these rules (not its empty spaces)."""
        if not self.per_die:
            return 0
        bits = window.bits
        total = self.star * (bits.pattern.star & bits.dice).bit_count()
        total += self.magic * (bits.pattern.magic & bits.dice).bit_count()
        for letter, points in self.colors:
            total += points * bits.by_color.get(letter, 0).bit_count()
        return total

    def of_space(self, space: Space) -> int:
        """What any die on `space` gets."""
        return self.star * space.star + self.magic * (space.magic is not None)

    def of_color(self, die: Die) -> int:
        """What `die` gets for its colour wherever it goes."""
        return next((p for letter, p in self.colors if letter == die.color.value), 0)


NO_RULES = RulePoints()


def rule_points(rules: tuple[WindowRule, ...]) -> RulePoints:
    if not rules:
        return NO_RULES
    per_empty: int | None = None  # the first empty-penalty counts, as at scoring
    star = magic = 0
    colors: dict[str, int] = {}
    for r in rules:
        if r.kind == "empty-penalty":
            per_empty = r.points if per_empty is None else per_empty
        elif r.kind == "star-points":
            star += r.points
        elif r.kind == "magic-points":
            magic += r.points
        elif r.kind == "color-points" and r.color is not None:
            colors[r.color.value] = colors.get(r.color.value, 0) + r.points
    return RulePoints(1 if per_empty is None else per_empty, star, magic, tuple(colors.items()))

"""Expert: Hard's search (hard.py) with ten times its time, for strong players. About a second
a decision buys many more sampled games, so Expert tries more turns (abilities and tools two
steps deep, three ways per die), trusts smaller differences between them and plays its sampled
games on with better one-turn players. It decides from the observation only, as every level."""

from __future__ import annotations

from .hard import Search

EXPERT = Search(budget_ms=1000.0, simulations=1000, candidates=10, per_die=3, close=5.0,
                margin=0.5, clear=8, race_after=4, plan_depth=2)

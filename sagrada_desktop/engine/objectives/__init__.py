"""Public objectives (base, Rivalry, Strife) and private objectives, scored from windows."""

from .catalogue import (
    BASE_OBJECTIVES,
    OBJECTIVES,
    RIVALRY_OBJECTIVES,
    STRIFE_OBJECTIVES,
    ObjectiveRule,
    score_objective,
    score_objectives,
)
from .private import score_private

__all__ = [
    "BASE_OBJECTIVES", "OBJECTIVES", "RIVALRY_OBJECTIVES", "STRIFE_OBJECTIVES",
    "ObjectiveRule", "score_objective", "score_objectives", "score_private",
]

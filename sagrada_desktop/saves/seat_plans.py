"""Who plays each seat: a person at this computer or a computer player of some level.

Saved inside the game and campaign documents as "seats": [{"kind": "person"}, {"kind": "hard"}]
(one entry per seat, or per family in a campaign); the seat's name is the setup's (or the
family's). Read through the one codec, so an unknown kind is an error naming its place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, get_args

from attrs import frozen

from ..codec.details import Worded, detail
from .errors import CodecError

# the converter (saves/codec.py, cattrs) is imported where plans are read or written: the start
# screen's seat editor makes SeatPlans before its first paint

SeatKind = Literal["person", "easy", "medium", "hard", "expert", "greedy", "random"]
PERSON: SeatKind = "person"
# the computer levels a person picks, then two only older saves and tests use
COMPUTER_KINDS: tuple[SeatKind, ...] = tuple(k for k in get_args(SeatKind) if k != PERSON)


@frozen
class SeatPlan:
    """How a seat is played in this program: by a person or by a computer player."""

    kind: SeatKind = PERSON

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON


def everyone_a_person(seats: int) -> tuple[SeatPlan, ...]:
    """The plans of a file saved before plans were kept: every seat a person."""
    return (SeatPlan(),) * seats


def plans_to_json(plans: Sequence[SeatPlan]) -> list[Any]:
    from .codec import to_json

    return to_json(tuple(plans), tuple[SeatPlan, ...])  # type: ignore[no-any-return]


def plans_from_json(data: Any, seats: int, *, where: str = "seats", counted: str = "seats"
                    ) -> tuple[SeatPlan, ...]:
    """Read and check the seat plans: one known kind per seat (`counted` names what is counted:
    "seats" of a game, "families" of a campaign)."""
    from .codec import from_json

    plans: tuple[SeatPlan, ...] = from_json(data, tuple[SeatPlan, ...], where)
    if len(plans) != seats:
        what, each = (Worded("seats", "座位"), Worded("seat", "座位")) if counted == "seats" \
            else (Worded("families", "家族"), Worded("family", "家族"))
        word = Worded("seat plan" if len(plans) == 1 else "seat plans", "座位安排")
        raise CodecError([detail("seat-plans-count", where, count=len(plans), word=word,
                                 seats=seats, counted=what, each=each)])
    return plans

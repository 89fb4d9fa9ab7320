"""How big the game screen's parts are, from the screen's size alone (no Qt).

Every part whose contents change during a turn (the notice, the tools strip, the hand panel)
has a size fixed by the screen, not by what it shows, so the window's spaces never move under
the pointer while a die is taken, changed or dropped.
"""

from __future__ import annotations

HAND_MIN, HAND_MAX = 176, 300      # the hand panel's height: 29% of the screen's, within these
OPPONENT_MAX = 150                 # an opponent's card at most
FLOURISH_CELL = 30                 # the window's least cell while Flourish Cards are chosen
BOARD_MIN, BOARD_MAX = 240, 400    # the columns' widths: 21% (the board's) and 33% (the tabs')
SIDE_MIN, SIDE_MAX = 300, 520
NOTICE_MIN, NOTICE_MAX = 300, 560  # the notice's width: 30% of the screen's
CHIP_MAX = 160                     # a turn-order chip's width at most (a longer name ends in …)


def _share(size: int, part: float, least: int, most: int) -> int:
    return max(least, min(most, int(size * part)))


def board_width(width: int) -> int:
    """The Cathedral Board's column (with the round track and the keys)."""
    return _share(width, 0.21, BOARD_MIN, BOARD_MAX)


def side_width(width: int) -> int:
    """The tabs and the other seats' cards."""
    return _share(width, 0.33, SIDE_MIN, SIDE_MAX)


def notice_width(width: int) -> int:
    return _share(width, 0.3, NOTICE_MIN, NOTICE_MAX)


def turn_chips(widths: list[int], room: int, spacing: int) -> tuple[int, list[int]]:
    """The turn order's chips in `room` pixels, from each name's own chip width: one row of
    chips at those widths (at most CHIP_MAX) when they fit, else two rows, the round's first
    turns above its second turns, of equal chips filling the room (a name wider than its chip
    ends in '…'). Each chip has `spacing` on either side and a row needs one more at its end,
    as a QListView lays them out. The number of rows, and each chip's width."""
    own = [min(CHIP_MAX, w) for w in widths]
    if spacing + sum(w + 2 * spacing for w in own) <= room:
        return 1, own
    per_row = -(-len(own) // 2)
    return 2, [max(1, (room - spacing) // per_row - 2 * spacing)] * len(own)


def hand_height(height: int) -> int:
    return _share(height, 0.29, HAND_MIN, HAND_MAX)


def seat_columns(opponents: int) -> int:
    """One column of wide cards for one or two opponents, then tiles two or three abreast."""
    return 1 if opponents <= 2 else 2 if opponents <= 4 else 3


def seat_card_height(height: int, opponents: int) -> int:
    """Each opponent's card: an equal share of the side column's lower part (most of a third
    of the screen for one, 42% for several), at most OPPONENT_MAX."""
    others = max(1, opponents)
    rows = -(-others // seat_columns(others))
    share = (height - 80) * (0.42 if others > 1 else 0.3)
    return min(OPPONENT_MAX, int(share / rows) - 6)

"""The game screen's sizes come from the screen's size alone (docs/ui.md, Screen sizes)."""

import pytest

from sagrada_desktop.ui.game.table_sizes import (
    CHIP_MAX,
    OPPONENT_MAX,
    board_width,
    hand_height,
    notice_width,
    seat_card_height,
    seat_columns,
    side_width,
    turn_chips,
)


@pytest.mark.parametrize("width, height, board, side, notice, hand", [
    (1280, 720, 268, 422, 384, 208),
    (1366, 768, 286, 450, 409, 222),
    (1920, 1080, 400, 520, 560, 300),   # the widest columns and the tallest hand panel
    (800, 500, 240, 300, 300, 176),     # the least of each
])
def test_columns_notice_and_hand_panel(width, height, board, side, notice, hand):
    assert (board_width(width), side_width(width), notice_width(width), hand_height(height)) \
        == (board, side, notice, hand)


@pytest.mark.parametrize("opponents, columns", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3)])
def test_wide_cards_for_one_or_two_opponents_then_tiles(opponents, columns):
    assert seat_columns(opponents) == columns


def test_an_opponents_card_shares_the_height_and_stays_within_its_most():
    assert seat_card_height(720, 1) == OPPONENT_MAX           # one card: at most its most
    assert seat_card_height(720, 5) == int((720 - 80) * 0.42 / 2) - 6  # two rows of tiles
    assert seat_card_height(720, 2) < seat_card_height(720, 1)


def test_turn_chips_keep_their_own_widths_in_one_row_where_they_fit():
    widths = [60, 80, 80, 60]
    # 2 before the first chip and 2 after each one, 2 more at the row's end
    assert turn_chips(widths, 2 + 4 * 4 + 280, 2) == (1, widths)
    assert turn_chips([60, 400], 1000, 2) == (1, [60, CHIP_MAX])  # a long name ends in '…'


def test_turn_chips_take_two_even_rows_of_equal_chips_filling_the_room():
    rows, widths = turn_chips([60, 80, 80, 60], 2 + 4 * 4 + 279, 2)
    assert rows == 2 and widths == [(297 - 2) // 2 - 4] * 4
    rows, widths = turn_chips([90] * 12, 692, 2)   # six seats at 1280x720
    assert rows == 2 and len(set(widths)) == 1
    assert 6 * (widths[0] + 4) + 2 <= 692 < 7 * (widths[0] + 4) + 2  # six to a row, no more

"""The screens of a window played at the table (issue 35): the Private Objectives dealt behind a
hand-over screen, the window's set-up shown, the round-by-round companion with its triggers,
and each family's results entered (its window on a grid, by click or keyboard, or its
scorecard's numbers). The steps themselves are sagrada_desktop/table/'s (Qt-free); the
campaign's own screens (ui/campaign/) run everything before and after."""

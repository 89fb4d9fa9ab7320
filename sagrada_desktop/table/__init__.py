"""A campaign played at the table: the families play a window on paper with real dice while
the program keeps the campaign (issue 35). No Qt; the screens are sagrada_desktop/ui/table/.

- setup_steps.py: the window's Game Setup in the rulebook's order (who chooses the Start
  Player, the Intro Story Card read out, the Private Objectives dealt one family at a time,
  the Public Objectives and window tools, the Tool Boxes, the Starting Tool Count);
- companion.py: the optional round-by-round companion (the round, its Start Player, the dice
  to draw, the snake order, the end-of-round steps, the triggers, each envelope opened only
  when the table confirms it);
- entries.py: each family's result entered step by step (its window space by space, its
  Cathedral constructions and window tools used, or its scorecard's numbers), undo;
- checks.py: an entered window against the placement restrictions (which spaces break which
  restriction, the rulebook's mending by crossing out);
- results.py: the results scored and placed, and the window closed into the campaign's own
  End of Game (flow.record_table_window), which runs as after a game on screen;
- refusals.py: why a step is refused, in English and Traditional Chinese.

The window itself is the campaign's data (campaign/table_window.py, in the campaign save):
`Campaign.at_table` for the window's choice, `Campaign.table` while it is played.
"""

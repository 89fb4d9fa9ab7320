"""The game's screens: the start, the game at the table, and the scoring."""

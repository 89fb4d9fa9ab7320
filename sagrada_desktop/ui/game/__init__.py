"""The game at the table: its session, the Qt models, views and delegates over the engine's
state, undo, computer seats, and the start, game and scoring screens."""

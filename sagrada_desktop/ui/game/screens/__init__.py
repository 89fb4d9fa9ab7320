"""The program's screens: start, game, scoring, and the campaign between games."""

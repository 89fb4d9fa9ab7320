"""The game screen's parts."""

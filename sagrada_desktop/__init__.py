"""Sagrada Artisans Desktop: the legacy dice-drafting game as a desktop program."""

__version__ = "0.1.0"

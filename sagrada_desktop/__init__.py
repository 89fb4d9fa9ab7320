"""Sagrada Artisans Desktop: the legacy dice-drafting game as a desktop program."""

__version__ = "0.1.0"

# The engine says why it refuses as data (engine/reasons.py); the wording package words it.
# Importing it here installs those words for str() wherever the engine is used.
from . import wording as _wording  # noqa: F401

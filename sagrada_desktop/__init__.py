"""Sagrada Artisans Desktop: the legacy dice-drafting game as a desktop program."""

__version__ = "0.2.0"

# The engine says why it refuses as data (engine/reasons.py); the wording package words it.
# str() of a reason reads through the wording package wherever the engine is used: installed
# here as a hand-over that imports the wording (and the reasons it words) on first use, so a
# program that never words a reason does not pay for them; importing sagrada_desktop.wording
# installs its reason_text directly.
from .engine.worded import install_wording as _install


def _reason_text(item: object) -> str:
    from .wording import reason_text

    _install(reason_text)  # from now on str() calls it directly
    return reason_text(item)


_install(_reason_text)

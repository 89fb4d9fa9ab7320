"""Stained-glass colours: a jewel tone per die colour, its pale tint, and the inks for its texture.

Red, blue and purple print as nearly the same grey, which is why every colour also has a
texture (textures.py). The texture ink on a full-colour space contrasts with that colour in
greyscale: light lines on dark glass, dark lines on light glass.
"""

from __future__ import annotations

from attrs import frozen

from sagrada_desktop.engine import Color


@frozen
class Glass:
    full: str          # the colour of a filled space, a die, a swatch
    tint: str          # a printed colour restriction: pale, so pencil shows over it
    on_full: str       # texture lines on `full`
    on_tint: str       # texture lines on `tint`


GLASS: dict[Color, Glass] = {
    Color.RED: Glass("#b01e3c", "#f8dfe4", "#f6bcc8", "#c4526a"),
    Color.YELLOW: Glass("#efb21f", "#fcf1cf", "#7a4f00", "#c48d12"),
    Color.GREEN: Glass("#1b8557", "#dbf0e4", "#b7ead0", "#3f9d72"),
    Color.BLUE: Glass("#1d4c9c", "#dce5f6", "#c0d3f6", "#4a73bb"),
    Color.PURPLE: Glass("#6a3696", "#ebe0f4", "#dcc6ef", "#8a5bb2"),
    Color.ORANGE: Glass("#e06a1b", "#fbe4d4", "#5e2400", "#d0702e"),
    Color.GRAY: Glass("#7e8790", "#e7e9eb", "#1f2429", "#858d95"),
}

INK = "#2b2522"          # text and pencil-like marks
LEAD = "#2f2a26"         # the lead came between pieces of glass
PAPER = "#fffdf8"        # a blank space waiting for pencil
FAINT = "#a8a199"        # printed value restrictions, guide lines
RULE = "#8c8278"         # thin rules and table lines
SHADE = "#efe9df"        # table headers, used tool boxes
GOLD = "#c9962b"         # stars, ornaments, constructed seals
GOLD_DARK = "#7d5a12"
CUT = "#55504b"          # dashed cut lines

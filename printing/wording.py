"""Every word the sheets print, in one place (the Traditional Chinese translation will key on
these names). Player-facing names (windows, tools, objectives) come from the content files.
"""

from __future__ import annotations

from sagrada_desktop.engine import Color

PROGRAM = "Sagrada Artisans Desktop"
PRINT_AND_PLAY = "print-and-play"

JOURNAL = "Journal"
BOOSTER = "Window Booster Pack"
WINDOW_NUMBER = "Window {number} of the campaign"
WINDOW = "Window"
FAMILY = "Family"
MEMBER = "Member"
MASTERPIECE = "Name of this masterpiece"
ROUND_TRACK = "Round track"
WINDOW_TOOLS = "Window tools"
TOOL_HINT = "Fill the next box to use a tool; each empty box scores its points."
NEW_RULES = "New Rules"
NO_NEW_RULES = "No new rules: play by the rule book."
WINNER_LEGACY = "Legacy Points to the winner: {points}"
CONSTRUCTED = "Cathedral spaces you constructed"
COLOUR_KEY = "Colour key"
STAR_KEY = "star space"
MAGIC_KEY = "Magic Square space"
BROKEN_KEY = "broken space"
CONTINUED = "continued"
NOTES = "Notes"
PAGE_OF = "page {page} of {pages}"

SCORING = "Scoring"
STEP_STARTING_TOOLS = "Starting tool count"
STEP_PUBLIC = "Public objective {letter}"
STEP_PRIVATE = "Private objective"
STEP_TOOLS = "Unused window tools"
STEP_BROKEN = "Broken & empty spaces"
STEP_EXTRA = "Window rules & other points"
TOTAL = "Total"
PLACE = "Place"

SCORECARD = "Scorecard"
SCORECARD_BLANK = "Scorecard for the table"
SO_FAR = "the score so far, in round {round} of 12"
SEAT = "Player"
LEGACY_POINTS = "Legacy Points"
LEGACY_TABLE = "Legacy Points of the campaign"
LEGACY_HINT = "Most Legacy Points at the end of Window 10: the most renowned family of artisans."

MAGIC_SQUARE = "The Magic Square"
MAGIC_HINT = ("Fill a numbered space when you fill the matching Magic Square space of a window; "
              "cross it out when that space breaks.")
COLOR_VARIETY = "Color Variety"
COLOR_VARIETY_HINT = ("Scored at the end of the game in which it is completed: "
                      "four different colours.")
COLOR_COLLECTIONS = "Color Collections"
COLOR_COLLECTIONS_HINT = ("End of the campaign: 1 Legacy Point for each colour filling "
                          "4 or more spaces.")
FIRST_ONE = "first one"
ALL_OF_THEM = "all of them"
LP = "LP"
MAGIC_COLUMN = "Magic"

CATHEDRAL = "The Cathedral Board"
CATHEDRAL_HINT = ("A space is constructed when its sticker covers it; constructed spaces stay "
                  "constructed for the rest of the campaign.")
STICKERS = "Construction stickers"
STICKERS_HINT = "Cut out along the dashed lines; stick one on the board when its space is built."
CONSTRUCTED_COUNT = "{count} of 30 spaces constructed"
CUT_HINT = "Cut along the dashed lines."

COLOR_NAMES: dict[Color, str] = {c: c.label for c in Color}

JOURNAL_COVER = "Journal cover"
FRONT_COVER = "The family of artisans"
BACK_COVER = "Legacy and the Market"
FAMILY_CREST = "Family Crest"
CREST_BASE = "Stickers from the envelopes"
TOOL_BOX = "Tool Box Capacity"
TOOL_BOX_HINT = "Fill a slot for its coins at the Market; bring as many Tool Cards as slots filled."
OWNED_TOOLS = "Tool Cards owned"
FAMILY_TREE = "Family tree"
MASTERPIECE_SHORT = "Masterpiece"
LEGACY_TRACK = "Legacy Points track"
MARKET = "The Market at Encant Vells"
MARKET_HINT = "Each coin crosses off the leftmost box of a track."
MARKET_TRACK = "Market track"
DEDICATION = "Dedication Ability"
CAMPAIGN_BOOK = "the campaign book"
KEY_LEGACY = "that many Legacy Points"
KEY_CREST = "a Family Crest ability of your colour"
KEY_TOOL = "a Tool Card from the Market Box"

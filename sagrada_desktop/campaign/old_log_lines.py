"""An old save's campaign log line read back as the entry it words, so that it shows in the
reader's language: a campaign save before schema 3 wrote its log as English sentences (kept as
PlainText entries, log_migration.py), and each sentence the program wrote names its entry's
values in a fixed form ("Batlló gains 1 Legacy Point (2nd place in window 1).").

Nothing is written back: the save keeps its lines as they are. A line is taken for an entry
only if that entry words to exactly the same English (log_words' English) with the English
names of what the players may see; any other line (one no version of the program wrote, a name it cannot find)
stays as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from ..content.translations import localized
from ..engine import Color
from ..wording import color_name
from .log_entries import (
    BoxCrossed,
    CampaignOver,
    ChoiceKind,
    ComputerChose,
    CrestAdded,
    DedicationGained,
    EnvelopeOpened,
    LegacyGained,
    LegacyWhy,
    LogEntry,
    MarketLeft,
    MasterpieceNamed,
    NewMember,
    Placed,
    SquareCellMarked,
    StartPlayerChosen,
    StartPlayerDrawn,
    StoryRead,
    ToolBoxExpanded,
    ToolGained,
    ToolsBrought,
    TrackCompleted,
    WindowBegins,
)

Names = Mapping[str, str]  # text id -> English text (log_words.log_names)
_Read = Callable[[re.Match[str], "_Ids"], LogEntry | None]
CHOICES_EN: dict[str, ChoiceKind] = {
    "the Start Player": "start-player", "its Tool Box": "tool-box",
    "its reward Tool Cards": "reward-tools", "a Magic Square cell": "magic-square",
    "what to buy at the Market": "market", "its masterpiece's name": "masterpiece",
}


class _Ids:
    """English names back to the content ids they name (of one kind of text: '.name' of
    windows, tools, abilities, tracks and objectives, '.title' of envelopes and stories)."""

    def __init__(self, names: Names) -> None:
        self.by_text: dict[tuple[str, str], str] = {}
        for text_id, text in names.items():
            ident, _, field = text_id.rpartition(".")
            self.by_text.setdefault((field, text), ident)

    def name(self, text: str) -> str | None:
        return self.by_text.get(("name", text))

    def title(self, text: str) -> str | None:
        return self.by_text.get(("title", text))

    def names(self, text: str) -> tuple[str, ...] | None:
        found = tuple(self.name(t) for t in text.split(", "))
        return None if any(f is None for f in found) else found  # type: ignore[return-value]


def _colour(text: str | None) -> Color | None:
    return next((c for c in Color if color_name(c, "en", lower=True) == text), None)


def _why(text: str, ids: _Ids) -> LegacyWhy | None:
    if m := re.fullmatch(r"(\d+)(?:st|nd|rd|th) place in window (\d+)", text):
        return LegacyWhy("placement", window=int(m[2]), place=int(m[1]))
    if m := re.fullmatch(r"Color Variety: (.+?)(, all)?", text):
        objective = ids.name(m[1])
        return LegacyWhy("color-variety", objective=objective, all_groups=bool(m[2])) \
            if objective else None
    if m := re.fullmatch(r"Color Collections: (.+)", text):
        colors = tuple(_colour(c) for c in m[1].split(", "))
        return None if None in colors else LegacyWhy(
            "color-collections", colors=colors)  # type: ignore[arg-type]
    if m := re.fullmatch(r"Envelope (\d+)", text):
        return LegacyWhy("envelope", envelope=int(m[1]))
    track = ids.name(text)
    return LegacyWhy("market", track=track) if track else None


def _tools_brought(m: re.Match[str], ids: _Ids) -> LogEntry | None:
    tools = () if m[2] == "no Tool Card" else ids.names(m[2])
    return None if tools is None else ToolsBrought(m[1], tools, int(m[3]), int(m[4]))


def _all_brought(m: re.Match[str], ids: _Ids) -> LogEntry | None:
    tools = ids.names(m[3])
    return None if tools is None else ToolsBrought(m[1], tools, int(m[2]), len(tools), True)


def _legacy(m: re.Match[str], ids: _Ids) -> LogEntry | None:
    why = _why(m[3], ids)
    return None if why is None else LegacyGained(m[1], int(m[2]), why)


def _with(make: Callable[..., LogEntry], *fields: Callable[[re.Match[str], _Ids], object]
          ) -> _Read:
    """An entry made of the match's fields (each read from the match), or None when one of
    them names nothing the players may see."""
    def read(m: re.Match[str], ids: _Ids) -> LogEntry | None:
        values = [f(m, ids) for f in fields]
        return None if any(v is None for v in values) else make(*values)
    return read


def _group(k: int) -> Callable[[re.Match[str], _Ids], str]:
    return lambda m, _ids: m[k]


def _number(k: int) -> Callable[[re.Match[str], _Ids], int]:
    return lambda m, _ids: int(m[k])


def _content(k: int, field: str = "name") -> Callable[[re.Match[str], _Ids], str | None]:
    return lambda m, ids: ids.name(m[k]) if field == "name" else ids.title(m[k])


# each English sentence of log_words._english, with how its entry is read from it
_LINES: tuple[tuple[re.Pattern[str], _Read], ...] = tuple((re.compile(p), r) for p, r in (
    (r"Window (\d+): (.+?)(?: \((\d+)\))?\.",
     _with(WindowBegins, _number(1), _content(2), lambda m, _: int(m[3] or 0))),
    (r"(.+) plays alone and is the Start Player\.",
     _with(StartPlayerDrawn, _group(1), lambda m, _: True)),
    (r"The Start Player of the first window is drawn at random: (.+)\.",
     _with(StartPlayerDrawn, _group(1))),
    (r"(.+?) chooses (.+) as Start Player\.", _with(StartPlayerChosen, _group(1), _group(2))),
    (r"(.+) owns no Tool Card to bring\.", _with(ToolsBrought, _group(1))),
    (r"(.+?) brings every Tool Card it owns \(Tool Box Capacity (\d+), no choice needed\): "
     r"(.+)\.", _all_brought),
    (r"(.+?) brings (.+) \(Tool Box Capacity (\d+); (\d+) owned\)\.", _tools_brought),
    (r"(.+) \(played by the computer\) chooses (.+):",
     _with(ComputerChose, _group(1), lambda m, _: CHOICES_EN.get(m[2]))),
    (r"(\d+)(?:st|nd|rd|th): (.+) with (-?\d+) points\.",
     _with(Placed, _number(1), _group(2), _number(3))),
    (r"(.+?) gains (-?\d+) Legacy Points? \((.+)\)\.", _legacy),
    (r"(.+?) takes the Tool Card (.+) from the Market Box\.",
     _with(ToolGained, _group(1), _content(2), lambda m, _: True)),
    (r"(.+?) gains the Tool Card (.+)\.", _with(ToolGained, _group(1), _content(2))),
    (r"(.+?) crosses out Magic Square cell (\d+)\.",
     _with(SquareCellMarked, _group(1), _number(2))),
    (r"(.+?) colours (\w+) Magic Square cell (\d+)\.",
     _with(SquareCellMarked, _group(1), _number(3), lambda m, _: _colour(m[2]))),
    (r"(.+?) crosses off box (\d+) of (.+)\.",
     _with(BoxCrossed, _group(1), _number(2), _content(3))),
    (r"(.+?) adds (.+) to its Family Crest, slot (\d+) recording (\w+)\.",
     _with(CrestAdded, _group(1), _content(2), _number(3), lambda m, _: _colour(m[4]))),
    (r"(.+?) adds (.+) to its Family Crest, slot (\d+)\.",
     _with(CrestAdded, _group(1), _content(2), _number(3))),
    (r"(.+?) completes (.+) and gains the Dedication Ability (.+)\.",
     _with(TrackCompleted, _group(1), _content(2), _content(3))),
    (r"(.+?) completes (.+); its Dedication Ability is gained once an envelope reveals it\.",
     _with(TrackCompleted, _group(1), _content(2))),
    (r"(.+?) gains the Dedication Ability (.+) \((.+)\)\.",
     _with(DedicationGained, _group(1), _content(2), _content(3))),
    (r"(.+?) fills Tool Box Capacity slot (\d+) for (\d+) coins\.",
     _with(ToolBoxExpanded, _group(1), _number(2), _number(3))),
    (r"(.+?) leaves the Market; (\d+) unspent coins? (?:is|are) lost\.",
     _with(MarketLeft, _group(1), _number(2))),
    (r"Envelope (\d+) is opened: (.+)\.",
     _with(EnvelopeOpened, _number(1), _content(2, "title"))),
    (r"Story Card: (.+)\.", _with(StoryRead, _content(1, "title"))),
    (r"(.+?) names its masterpiece (['\"])(.*)\2\.",
     _with(MasterpieceNamed, _group(1), _group(3))),
    (r"A new age: (.+?) works for (.+) from window (\d+) on\.",
     _with(NewMember, _group(2), _group(1), _number(3))),
    (r"The campaign is over: (.+) is the most renowned family of artisans, with (-?\d+) "
     r"Legacy Points\.", _with(CampaignOver, _group(1), _number(2))),
))


# content texts whose English spelling changed since a save wrote them: old -> new
RESPELLED = {"Encants Vells": "Encant Vells"}  # the rulebook's spelling (Envelope 2's title)


def old_line_entry(text: str, names: Names,
                   words: Callable[[LogEntry, Names], str]) -> LogEntry | None:
    """The entry an old save's English log line words (`words`: log_words' English, which
    must give `text` back exactly, in today's spelling), or None when no entry does."""
    for old, new in RESPELLED.items():
        text = text.replace(old, new)
    english = english_names(names)
    ids = _Ids(english)
    for pattern, read in _LINES:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        entry = read(m, ids)
        if entry is not None and words(entry, english) == text:
            return entry
    return None


def english_names(names: Names) -> dict[str, str]:
    """The English of each text `names` gives (which, from content in another language, says
    it in that language): the content files' own English, else the text given."""
    out = {}
    for text_id, text in names.items():
        found = localized(text_id, "en")
        out[text_id] = text if found == text_id else found
    return out

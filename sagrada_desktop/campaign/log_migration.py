"""Campaign saves before schema 3 wrote the log and the tie-break notes as English text;
schema 3 writes them as data (log_entries.py, engine.TieBreak). `structured_log_v2_to_v3` is
the migration step (after the seat plans' step 1 -> 2, which leaves the log alone): each old log line becomes a PlainText entry (shown as it is, in English),
and each tie-break note the program wrote ("tie on 41 broken by fewer Legacy Points") becomes
the TieBreak it says; an empty note becomes none."""

from __future__ import annotations

import re
from typing import Any

_TIE = re.compile(r"^tie on (-?\d+) broken by (.+)$")
_RULES = {
    "fewer Legacy Points": "legacy-points",
    "fewer broken or empty spaces": "broken-empty",
    "more Private Objective points": "private",
    "earlier in the final round's turn order": "turn-order",
    "the last window's placement": "last-placement",
}


def old_tie_break(note: object) -> object:
    """An old score card's tie_break text as the data schema 3 writes (None: no tie).
    Anything but text is left for the reader to report."""
    if not isinstance(note, str):
        return note
    m = _TIE.match(note)
    if m is None or m.group(2) not in _RULES:
        return None  # no tie, or a note no version of the program wrote: nothing to show
    return {"total": int(m.group(1)), "rule": _RULES[m.group(2)]}


def _score(score: object) -> object:
    if isinstance(score, dict) and "tie_break" in score:
        return {**score, "tie_break": old_tie_break(score["tie_break"])}
    return score


def _family(family: object) -> object:
    if not isinstance(family, dict) or not isinstance(family.get("journal"), list):
        return family
    journal = [{**e, "score": _score(e.get("score"))} if isinstance(e, dict) else e
               for e in family["journal"]]
    return {**family, "journal": journal}


def structured_log_v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 -> 3: log lines and tie-break notes from English text to data. Parts of the
    wrong shape are left as they are, for the reader to report."""
    body = doc.get("campaign")
    if not isinstance(body, dict):
        return doc
    body = dict(body)
    log = body.get("log")
    if isinstance(log, list):
        body["log"] = [{"kind": "plain", "text": line} if isinstance(line, str) else line
                       for line in log]
    after = body.get("after")
    if isinstance(after, dict) and isinstance(after.get("scores"), list):
        body["after"] = {**after, "scores": [_score(s) for s in after["scores"]]}
    if isinstance(body.get("families"), list):
        body["families"] = [_family(f) for f in body["families"]]
    return {**doc, "campaign": body}

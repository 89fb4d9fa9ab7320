"""The drag payload: our own MIME type carrying the engine's action (a DraftDie) as one line
of JSON, written by the save files' codec so the payload and the action log agree."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData

from sagrada_desktop.engine import Action, DraftDie
from sagrada_desktop.saves import CodecError, action_from_json, action_to_json, dumps, loads

MIME_TYPE = "application/x-sagrada-action"


def encode(action: Action) -> QMimeData:
    data = QMimeData()
    text = dumps(action_to_json(action), compact=True)
    data.setData(MIME_TYPE, QByteArray(text.encode("utf-8")))
    return data


def decode(data: QMimeData | None) -> Action | None:
    """The action carried, or None when the data is not ours or cannot be read."""
    if data is None or not data.hasFormat(MIME_TYPE):
        return None
    try:
        raw = bytes(data.data(MIME_TYPE).data()).decode("utf-8")
        return action_from_json(loads(raw, "drag payload"))
    except (CodecError, UnicodeDecodeError):
        return None


def dragged_draft(data: QMimeData | None) -> DraftDie | None:
    action = decode(data)
    return action if isinstance(action, DraftDie) else None

"""An autosave a newer version of the program wrote is not offered (this version cannot play
it), and is never written over: the next autosave keeps it aside, byte for byte, for the newer
version."""

from __future__ import annotations

import json

from sagrada_desktop.engine import legal_actions
from sagrada_desktop.ui.game.autosave import AUTOSAVE, NEWER, Autosaver

from .conftest import make_session


def test_a_newer_version_s_autosave_is_kept_aside(tmp_path, qapp):
    session = make_session()
    session.play(legal_actions(session.state)[0])
    Autosaver(tmp_path).save(session)
    doc = json.loads((tmp_path / AUTOSAVE).read_text(encoding="utf-8"))
    doc["schema_version"] += 1
    doc["written_by"] = "9.0.0"
    (tmp_path / AUTOSAVE).write_text(json.dumps(doc), encoding="utf-8")
    newer = (tmp_path / AUTOSAVE).read_bytes()
    saver = Autosaver(tmp_path)
    assert saver.pending() is None  # not offered: this version cannot play it
    other = make_session(seed=3)
    other.play(legal_actions(other.state)[0])
    saver.save(other)
    assert (tmp_path / NEWER).read_bytes() == newer
    saver.save(other)  # later autosaves leave it alone
    assert (tmp_path / NEWER).read_bytes() == newer
    assert saver.pending() is not None

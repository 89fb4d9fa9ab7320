"""What a campaign prints never shows what is still sealed: later windows, envelopes."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from sagrada_desktop.campaign import FamilySetup, new_campaign
from sagrada_desktop.campaign.campaign_file import save_campaign
from sagrada_desktop.content import load_content
from sagrada_desktop.engine import Color

from .test_print_command import run


def _pdf_text(path: Path) -> str:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return " ".join(" ".join(page.extract_text().split()) for page in reader.pages)


@pytest.mark.parametrize("sheet", ["blank-journal", "journal"])
def test_a_new_campaign_prints_window_one_and_nothing_sealed(tmp_path: Path, sheet: str) -> None:
    content = load_content()
    campaign = new_campaign(content, [FamilySetup("Amat", Color.RED, "Rosa"),
                                      FamilySetup("Batlló", Color.BLUE, "Jaume")], seed=3)
    saved = tmp_path / "campaign.json"
    save_campaign(saved, campaign)
    out = tmp_path / "sheet.pdf"
    assert run(sheet, "--campaign", str(saved), "--out", str(out)) == 0
    text = _pdf_text(out)
    windows = sorted(content.windows.values(), key=lambda w: w.number)
    assert windows[0].design.name in text
    for later in windows[1:]:
        assert later.design.name not in text, f"{later.design.name} is not reached yet"
    if sheet == "blank-journal":
        for booster in content.booster_windows.values():
            assert booster.design.name in text
    for envelope in content.envelopes.values():
        assert envelope.title not in text
        assert " ".join(envelope.story.split())[:40] not in text

"""Every number printed is in lining figures: on each sheet, in English and in 繁體中文, every
digit the PDF draws stands on the baseline as tall as a capital, as the page is rendered
(pdfium reads the glyphs back). EB Garamond's own digits are old-style: "Place: 1st" read
"ıst", "Window 10" read "Window ıo", and 3, 4, 5 dropped below the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from sagrada_desktop.campaign import save_campaign

from .pdf_checks import drawn_digits, words
from .test_print_command import run

LINING_TOP = 0.55  # a lining figure's top in ems (capitals: about 0.65; an old-style 1: 0.41)


def _old_style(data: bytes) -> list[tuple[int, str, str, float, float]]:
    return [d for d in drawn_digits(data) if d[3] < LINING_TOP or d[4] < -0.05]


@pytest.fixture(scope="module")
def campaign_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A campaign of the shipped content at the Cleanup of its first window (scores, places
    and Legacy Points to print), played by computer families."""
    from sagrada_desktop.campaign.families import FamilySetup
    from sagrada_desktop.campaign.flow import new_campaign
    from sagrada_desktop.content import load_content
    from tests.campaign.helpers import run_until

    content = load_content()
    families = [FamilySetup(n, content.family_colors[i], "Rosa")
                for i, n in enumerate(("Amat", "Batlló", "Calvet"))]
    campaign = run_until(new_campaign(content, families, 5), lambda c: c.stage == "cleanup",
                         content)
    path = tmp_path_factory.mktemp("lining") / "campaign.json"
    save_campaign(path, campaign)
    return path


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("sheet", ["journal", "scorecard", "journal-cover", "campaign-book",
                                   "magic-square", "cathedral", "blank-journal"])
def test_every_printed_digit_is_a_lining_figure(sheet: str, lang: str, tmp_path: Path,
                                                campaign_file: Path) -> None:
    out = tmp_path / "sheet.pdf"
    assert run(sheet, "--campaign", str(campaign_file), "--lang", lang, "--out", str(out)) == 0
    data = out.read_bytes()
    assert drawn_digits(data), "the sheet prints numbers"
    assert _old_style(data) == []


def test_the_italic_lines_with_numbers_are_read_back(tmp_path: Path,
                                                     campaign_file: Path) -> None:
    """The lines that read "ıst" and "Window ıo" before: the place on the journal page and the
    Legacy Points table's closing line, both in the italic face, now lining."""
    out = tmp_path / "book.pdf"
    assert run("campaign-book", "--campaign", str(campaign_file), "--out", str(out)) == 0
    data = out.read_bytes()
    text = words(data)
    assert "1st" in text and "at the end of Window 10" in text
    italic = [d for d in drawn_digits(data) if "Italic" in d[2]]
    assert {d[1] for d in italic} >= {"1", "0", "3"}
    assert all(d[3] >= LINING_TOP and d[4] >= -0.05 for d in italic), italic

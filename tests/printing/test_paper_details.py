"""Small things on paper: the footer names its paper in the language printed (no "LETTER" on a
Chinese page); a window's journal page at its Game Setup already carries the Starting Tool
Count the family records there (the fresh campaign's first page prints its 0, window 2's the
tools owned); and the Market is spelled one way, the rulebook's "Encant Vells"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from printing import wording
from printing.campaign_book import family_journals
from printing.campaign_sheets import campaign_journal_sheets
from printing.page import footer, page_format
from printing.primitives import Text
from sagrada_desktop.campaign import Campaign
from sagrada_desktop.campaign.families import FamilySetup
from sagrada_desktop.campaign.flow import decide, new_campaign, pending_decision
from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from tests.campaign.helpers import run_until

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang, a4, letter", [("en", "A4", "US Letter"),
                                              ("zh_TW", "A4 紙", "美式信紙")])
def test_the_footer_names_the_paper_in_the_language_printed(lang: str, a4: str,
                                                            letter: str) -> None:
    with wording.language(lang):
        for size, name in (("a4", a4), ("letter", letter)):
            text = next(i for i in footer(page_format(size)) if isinstance(i, Text)).text
            assert text.endswith(f"\u00b7 {name}"), text
            assert "LETTER" not in text


@pytest.fixture(scope="module")
def shipped() -> CampaignContent:
    return load_content()


def _played(shipped: CampaignContent, until) -> Campaign:  # type: ignore[no-untyped-def]
    """A campaign of two families of the shipped content, played by the computer until."""
    families = [FamilySetup(n, shipped.family_colors[i], "Rosa")
                for i, n in enumerate(("Amat", "Batlló"))]
    return run_until(new_campaign(shipped, families, 5), until, shipped)


def _campaign_at_window_two_setup(shipped: CampaignContent) -> Campaign:
    return _played(shipped, lambda c: c.window == 1 and c.stage == "setup")


def test_window_twos_setup_prints_the_starting_tool_count(shipped: CampaignContent) -> None:
    campaign = _campaign_at_window_two_setup(shipped)
    owned = [len(f.tools) for f in campaign.families]
    assert any(owned)
    assert [s.starting_tools for s in campaign_journal_sheets(campaign, shipped)] == owned
    assert [book[-1].starting_tools for book in family_journals(campaign, shipped)] == owned
    # the same count the game then scores, once its set-up is done
    from sagrada_desktop.campaign.computer import computer_answer

    while (decision := pending_decision(campaign, shipped)) is not None:
        campaign = decide(campaign, shipped, computer_answer(campaign, shipped, decision))
    state = campaign.game_state
    assert state is not None and state.setup.game_number == 2
    assert [s.starting_tool_count for s in state.seats] == owned


def test_a_fresh_campaign_prints_its_first_count_too(shipped: CampaignContent) -> None:
    campaign = new_campaign(shipped, [FamilySetup("Amat", shipped.family_colors[0], "Rosa")], 1)
    assert [s.starting_tools for s in campaign_journal_sheets(campaign, shipped)] == [0]


def test_the_market_is_spelled_as_the_rulebook_spells_it() -> None:
    """'Encant Vells' (the rulebook's "The Market at Encant Vells"), never 'Encants Vells', in
    the content, its translations, the program's words and the docs (but for the table of
    old spellings an old save's log is read back with, campaign/old_log_lines.py)."""
    wrong = []
    for folder in ("resources", "sagrada_desktop", "printing", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.name == "old_log_lines.py":
                continue
            if path.suffix in (".toml", ".py", ".md", ".ts") and path.is_file():
                text = path.read_text(encoding="utf-8")
                wrong += [f"{path.relative_to(ROOT)}: {m.group(0)}"
                          for m in re.finditer(r"Encants Vells", text)]
    assert wrong == []


def test_the_printed_crest_shows_envelope_ones_sticker_while_it_is_active(
        shipped: CampaignContent, tmp_path: Path) -> None:
    """Window 1, round 6: Envelope 1 has given each family its crest ability; the journal
    cover and the campaign book print it in the crest's first slot (not an empty crest until
    the window ends)."""
    from printing.campaign_book import family_cover
    from sagrada_desktop.campaign import save_campaign, visible_content

    from .pdf_checks import words
    from .test_print_command import run

    campaign = _played(shipped, lambda c: c.game_state is not None and c.game_state.round >= 6)

    visible = visible_content(campaign, shipped)
    names = []
    for i, family in enumerate(campaign.families):
        cover = family_cover(campaign, visible, i, shipped)
        assert cover.crest[0] is not None, family.name
        names.append(cover.crest[0])
    path = tmp_path / "w1r6.json"
    save_campaign(path, campaign)
    for sheet in ("journal-cover", "campaign-book"):
        out = tmp_path / f"{sheet}.pdf"
        assert run(sheet, "--campaign", str(path), "--out", str(out)) == 0
        text = words(out.read_bytes())
        assert all(name in text for name in names), (sheet, names)

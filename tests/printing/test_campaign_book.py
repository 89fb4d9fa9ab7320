"""The whole campaign book, the journal covers and a campaign printed in the middle of a game,
from a campaign of the shipped content played by computer families (module fixture)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from printing import print_command
from printing.campaign_book import (
    campaign_book_pages,
    campaign_book_pdf_of,
    campaign_covers_pdf,
    family_cover,
    family_journals,
)
from printing.campaign_sheets import campaign_journal_sheets
from printing.journal_page import journal_pages
from printing.page import page_format
from printing.primitives import Rect
from sagrada_desktop.campaign import Campaign, save_campaign, visible_content
from sagrada_desktop.engine import Die, final_scores
from sagrada_desktop.engine.legacy_types import CampaignContent

from .pdf_checks import page_sizes, reader, words
from .test_pencil_room import tagged

MID_WINDOW, MID_ROUND = 4, 7  # the campaign stops in round 7 of its fifth window


@pytest.fixture(scope="module")
def shipped() -> CampaignContent:
    from sagrada_desktop.content import ContentError, load_content

    try:
        return load_content()
    except ContentError as exc:  # the content has its own tests; these are about printing
        pytest.skip(f"the shipped content does not load: {exc}")


@pytest.fixture(scope="module")
def campaigns(shipped: CampaignContent) -> tuple[Campaign, Campaign]:
    """The same campaign in round 7 of window 5, and at its end."""
    from sagrada_desktop.ai import make_player
    from sagrada_desktop.campaign.computer import computer_answer
    from sagrada_desktop.campaign.families import FamilySetup
    from sagrada_desktop.campaign.flow import decide, new_campaign, pending_decision, play

    names = (("Amat", "Rosa"), ("Batlló", "Jaume"), ("Calvet", "Eulàlia"))
    campaign = new_campaign(shipped, [FamilySetup(n, shipped.family_colors[i], m)
                                      for i, (n, m) in enumerate(names)], 5)
    players = [make_player("random", i) for i in range(len(names))]
    mid = None
    while not campaign.is_over:
        decision = pending_decision(campaign, shipped)
        if decision is not None:
            campaign = decide(campaign, shipped, computer_answer(campaign, shipped, decision))
            continue
        state = campaign.game_state
        assert state is not None
        if mid is None and campaign.window == MID_WINDOW and state.round == MID_ROUND:
            mid = campaign
        campaign = play(campaign, shipped, players[state.active_seat].choose(state))
    assert mid is not None
    return mid, campaign


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="sagrada-artisans")
    print_command.add_parser(parser.add_subparsers(dest="command"))
    return print_command.run(parser.parse_args(["print", *argv]))


def _page_texts(data: bytes) -> list[str]:
    return [" ".join((p.extract_text() or "").split()) for p in reader(data).pages]


@pytest.mark.parametrize("size, paper", [("a4", (595, 842)), ("letter", (612, 792))])
def test_the_whole_book_in_order(shipped: CampaignContent,
                                 campaigns: tuple[Campaign, Campaign], size: str,
                                 paper: tuple[int, int]) -> None:
    over = campaigns[1]
    data = campaign_book_pdf_of(over, shipped, page_size=size)
    assert set(page_sizes(data)) == {paper}
    texts = _page_texts(data)
    assert len(texts) >= 40
    # the journal pages: family by family, windows 1 to 10 (a tall window's second page
    # says "continued")
    kickers = [(t.split("JOURNAL · WINDOW ")[1].split(" ")[0], t) for t in texts
               if t.startswith("JOURNAL · WINDOW ") and "continued" not in t]
    expected = [(f.name, str(n)) for f in over.families for n in range(1, 11)]
    found = [(next(f.name for f in over.families if f.name in t), n) for n, t in kickers]
    assert found == expected
    for family in over.families:
        for entry in family.journal:
            if entry.masterpiece:
                assert any(entry.masterpiece in t for t in texts), entry.masterpiece
    # then two covers per family, the Magic Squares, the Legacy Points table, the board, and
    # the campaign log
    rest = texts[len(kickers) + sum(1 for t in texts if t.startswith("JOURNAL · WINDOW ")
                                    and "continued" in t):]
    covers = [t for t in rest if t.startswith("JOURNAL COVER")]
    assert len(covers) == 2 * len(over.families)
    assert "LEGACY POINTS OF THE CAMPAIGN" in " ".join(rest).upper()
    log = [t for t in rest if t.startswith("THE CAMPAIGN BOOK What happened, window by window")]
    assert log and rest[-len(log):] == log
    assert "the cathedral board" in rest[-len(log) - 1].lower()  # the board or its stickers
    assert "Window 1: " in log[0] and "Window 10: " in " ".join(log)
    assert "The campaign is over: " in log[-1]
    assert any("continued" in t for t in log[1:])  # a window carried over to the next page


def test_the_book_is_the_same_bytes_every_time(shipped: CampaignContent,
                                               campaigns: tuple[Campaign, Campaign]) -> None:
    assert (campaign_book_pdf_of(campaigns[0], shipped)
            == campaign_book_pdf_of(campaigns[0], shipped))


def test_a_campaign_in_the_middle_of_a_game(shipped: CampaignContent,
                                            campaigns: tuple[Campaign, Campaign]) -> None:
    mid = campaigns[0]
    state = mid.game_state
    assert state is not None and state.round == MID_ROUND
    so_far = final_scores(state)
    for sheets in (campaign_journal_sheets(mid, shipped),
                   [book[-1] for book in family_journals(mid, shipped)]):
        assert len(sheets) == len(mid.families)
        for i, sheet in enumerate(sheets):
            assert sheet.number == MID_WINDOW + 1
            assert sheet.window == state.seats[i].window  # the dice placed so far
            assert sheet.rounds_done == MID_ROUND - 1 and sheet.round_now == MID_ROUND
            assert sheet.starting_tools == so_far[i].starting_tools
            pages = journal_pages(sheet, page_format("letter"))
            framed = [r for r, _ in tagged(pages, "round-now") if isinstance(r, Rect)]
            assert len(framed) == 1
    dice = sum(1 for f in state.seats[0].window.fills if isinstance(f, Die))
    assert dice > 0
    # every family's pages so far: the windows played, then the one being played
    for family, book in zip(mid.families, family_journals(mid, shipped), strict=True):
        assert [s.number for s in book] == [*range(1, MID_WINDOW + 1), MID_WINDOW + 1]
        assert [s.masterpiece for s in book[:-1]] == [e.masterpiece for e in family.journal]


def test_covers_show_what_the_family_has_and_nothing_sealed(
        shipped: CampaignContent, campaigns: tuple[Campaign, Campaign]) -> None:
    mid = campaigns[0]
    visible = visible_content(mid, shipped)
    for i, family in enumerate(mid.families):
        cover = family_cover(mid, visible, i)
        assert cover.family == family.name and cover.member == family.member
        assert cover.legacy_points == family.legacy_points
        assert cover.slots_filled == family.tool_box_slots
        assert cover.tools == tuple(visible.tools[t].name for t in family.tools)
        assert [t.name for t in cover.tracks] == [t.name for t in visible.market_tracks]
        assert [t.crossed for t in cover.tracks] == [family.crossed(t.id)
                                                     for t in visible.market_tracks]
        assert [r.number for r in cover.tree] == [*range(1, MID_WINDOW + 2)]
    text = words(campaign_book_pdf_of(mid, shipped))
    hidden = [t for t in shipped.market_tracks.values()
              if t.id not in {v.id for v in visible.market_tracks}]
    for track in hidden:
        assert track.name not in text
    covers = words(campaign_covers_pdf(mid, shipped))
    for tool in set(shipped.tools) - set(visible.tools):
        assert shipped.tools[tool].name not in covers


def test_print_campaign_book_and_covers(tmp_path: Path, shipped: CampaignContent,
                                        campaigns: tuple[Campaign, Campaign]) -> None:
    path = tmp_path / "mid.campaign"
    save_campaign(path, campaigns[0])
    out = tmp_path / "book.pdf"
    assert run("campaign-book", "--campaign", str(path), "--page-size", "letter",
               "--out", str(out)) == 0
    data = out.read_bytes()
    assert len(page_sizes(data)) == len(campaign_book_pages(campaigns[0], shipped, "letter"))
    assert run("campaign-book", "--out", str(tmp_path / "no.pdf")) == 2
    assert not (tmp_path / "no.pdf").exists()

    covers = tmp_path / "covers.pdf"
    assert run("journal-cover", "--campaign", str(path), "--seat", "2", "--out",
               str(covers)) == 0
    text = words(covers.read_bytes())
    assert len(page_sizes(covers.read_bytes())) == 2
    assert "Batlló" in text and "Amat" not in text
    blank = tmp_path / "blank.pdf"
    assert run("journal-cover", "--family", "Vidal", "--out", str(blank)) == 0
    text = words(blank.read_bytes()).lower()
    assert "tool box capacity" in text and "legacy points track" in text and "vidal" in text
    assert run("journal-cover", "--window", "w01", "--out", str(blank)) == 2


def test_between_games_the_journal_page_carries_the_masterpiece(
        shipped: CampaignContent, campaigns: tuple[Campaign, Campaign]) -> None:
    over = campaigns[1]
    sheets = campaign_journal_sheets(over, shipped)
    assert [s.masterpiece for s in sheets] == [f.journal[-1].masterpiece for f in over.families]
    assert any(s.masterpiece for s in sheets)


def test_a_new_campaign_prints_no_market_track_before_its_envelope(
        shipped: CampaignContent) -> None:
    from sagrada_desktop.campaign.families import FamilySetup
    from sagrada_desktop.campaign.flow import new_campaign

    fresh = new_campaign(shipped, [FamilySetup("Amat", shipped.family_colors[0], "Rosa")], 1)
    assert family_cover(fresh, visible_content(fresh, shipped), 0).tracks == ()
    text = words(campaign_book_pdf_of(fresh, shipped))
    assert shipped.market_tracks
    for track in shipped.market_tracks.values():
        assert track.name not in text
    assert "Market track" in text  # three blank tracks to name when they open


def _recorded_stickers(shipped: CampaignContent) -> tuple[Campaign, str, list]:
    """A new campaign whose two families put the same colour-recording sticker on their
    crests, each recording another colour."""
    from attrs import evolve

    from sagrada_desktop.campaign.families import CrestSticker, FamilySetup
    from sagrada_desktop.campaign.family_crest import place_sticker, recordable_colors
    from sagrada_desktop.campaign.flow import new_campaign

    ability = next(a for a in shipped.crest_abilities if recordable_colors(a, shipped))
    colours = list(recordable_colors(ability, shipped)[:2])
    fresh = new_campaign(shipped, [FamilySetup("Amat", shipped.family_colors[0], "Rosa"),
                                   FamilySetup("Batlló", shipped.family_colors[1], "Jaume")], 1)
    families = tuple(place_sticker(f, CrestSticker(ability, c), 1)
                     for f, c in zip(fresh.families, colours, strict=True))
    return evolve(fresh, families=families), ability, colours


def test_a_recorded_sticker_names_its_own_family_s_colour_once(shipped: CampaignContent) -> None:
    from printing import wording
    from sagrada_desktop.content.translations import localize_content

    campaign, ability, colours = _recorded_stickers(shipped)
    name = shipped.abilities[ability].name
    visible = visible_content(campaign, shipped)
    for i, colour in enumerate(colours):
        assert family_cover(campaign, visible, i, shipped).crest[1] == \
            f"{name} ({wording.COLOR_NAMES[colour]})"
    chinese = localize_content(shipped, "zh_TW")
    with wording.language("zh_TW"):
        visible = visible_content(campaign, chinese)
        for i, colour in enumerate(colours):
            assert family_cover(campaign, visible, i, chinese).crest[1] == \
                f"{chinese.abilities[ability].name}（{wording.COLOR_NAMES[colour]}）"

"""A label and its words on paper: 'FAMILY: VIDAL', 'Place: 1st', 'first one: +1 LP', a tie's
'Vidal: …' and the document's title 'Journal: …' in English; in 繁體中文 the full-width colon
with no space after it ('家族：VIDAL'), as on the screen (sagrada_desktop.wording.labelled)."""

from __future__ import annotations

import pytest
from attrs import evolve

from printing import wording
from printing.documents import journal_pdf, magic_square_pdf, scorecard_pdf
from printing.journal_page import JournalSheet
from sagrada_desktop.content import load_content
from sagrada_desktop.content.translations import localize_design
from sagrada_desktop.engine import TieBreak, final_scores
from sagrada_desktop.wording import place_name

from .conftest import MAGIC, SQUARE, played
from .pdf_checks import reader, words


@pytest.fixture(scope="module")
def scores():
    """A finished game's scores, the first two tied on total (the second placed by its
    Private Objective)."""
    cards = final_scores(played(finish=True))
    tied = evolve(cards[1], tie_break=TieBreak(cards[1].total, "private"))
    return (cards[0], tied, *cards[2:])


@pytest.fixture(scope="module")
def design():
    """A shipped window: its content texts come in Chinese too (the stand-in's do not)."""
    return load_content().windows["w01"].design


def _printed(lang: str, scores, design) -> dict[str, str]:
    with wording.language(lang):
        journal = journal_pdf([JournalSheet(design, score=scores[0])])
        return {
            "journal": words(journal),
            "title": str(reader(journal).metadata.title),
            "magic square": words(magic_square_pdf(MAGIC, families=[("Vidal", SQUARE)])),
            "scorecard": words(scorecard_pdf(scores=scores, public_names=("A", "B", "C"))),
        }


def test_english_joins_a_label_and_its_words_with_colon_space(scores, design):
    printed = _printed("en", scores, design)
    assert "Place: 1st" in printed["journal"]
    assert printed["title"] == f"Journal: {design.name}"
    assert "FAMILY: VIDAL" in printed["magic square"]  # the kicker, in capitals
    assert "first one: +1 LP" in printed["magic square"]
    assert f"{scores[1].name} {place_name(scores[1].place, 'en')}: tie on {scores[1].total} broken by more Private" \
        in printed["scorecard"]


def test_chinese_joins_them_with_the_full_width_colon_and_no_space(scores, design):
    printed = _printed("zh_TW", scores, design)
    assert "名次：第 1 名" in printed["journal"]
    assert printed["title"] == f"日誌：{localize_design(design, 'zh_TW').name}"
    assert "家族：VIDAL" in printed["magic square"]
    assert "第一個：+1 傳承分" in printed["magic square"]
    assert f"{scores[1].name} 第 {scores[1].place} 名：{scores[1].total} 分同分，依個人目標分數較多者優先" \
        in printed["scorecard"]
    for name, text in printed.items():
        assert ": " not in text and "： " not in text, (name, text)


def test_a_tie_is_one_line_naming_the_places_it_gave(scores):
    """Two seats tied on one total: one line, the winner of the tie first ('Puig 1st, Vidal
    2nd: ...'); a line per seat read as if each had won it."""
    tie = TieBreak(50, "private")
    tied = (evolve(scores[0], place=2, tie_break=tie), evolve(scores[1], place=1, tie_break=tie),
            *scores[2:])
    with wording.language("en"):
        text = words(scorecard_pdf(scores=tied, public_names=("A", "B", "C")))
    line = (f"{scores[1].name} 1st, {scores[0].name} 2nd: tie on 50 broken by more Private "
            "Objective points")
    assert line in text
    assert text.count("tie on 50") == 1

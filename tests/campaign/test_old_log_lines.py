"""An old campaign save's log (English sentences, before schema 3) reads in the reader's
language: each line the program wrote is read back as the entry it words and shown in
Chinese; in English it is shown exactly as it was written; a line no version of the program
wrote, or one naming what the players cannot see, stays as it is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sagrada_desktop.campaign import load_campaign, visible_content
from sagrada_desktop.campaign.log_entries import LogEntry, PlainText
from sagrada_desktop.campaign.log_words import log_by_window, log_line, log_names
from sagrada_desktop.campaign.old_log_lines import old_line_entry
from sagrada_desktop.content import load_content

OLD = Path(__file__).parent / "fixtures" / "campaign_v1_ties_and_log.json"
NAMES = ("Amat", "Batlló", "Member 1", "Member 2")


@pytest.fixture(scope="module")
def old():  # type: ignore[no-untyped-def]
    content = load_content()
    campaign = load_campaign(OLD, content)
    return campaign, log_names(visible_content(campaign, content))


def test_an_old_log_reads_in_chinese(old) -> None:  # type: ignore[no-untyped-def]
    campaign, names = old
    assert all(isinstance(e, PlainText) for e in campaign.log)
    sections = log_by_window(campaign.log, names, "zh_TW")
    lines = [h for h, _ in sections] + [line for _, ls in sections for line in ls]
    assert "玻璃窗 1：地下聖堂之燈（1884）" in lines
    assert "Batlló 獲得 1 傳承分數（玻璃窗 1 的第 2 名）。" in lines
    assert "打開信封 2：老市集的攤位。" in lines  # written 'Encants Vells' then
    english = []
    for line in lines:
        plain = line
        for name in NAMES:
            plain = plain.replace(name, "")
        plain = re.sub(r"「[^」]*」", "", plain)  # masterpieces: names the players typed
        if re.search(r"[A-Za-z]{2,}", plain):
            english.append(line)
    assert english == []


def test_in_english_an_old_line_is_shown_as_written(old) -> None:  # type: ignore[no-untyped-def]
    campaign, names = old
    assert [log_line(e, names, "en") for e in campaign.log] == [e.text for e in campaign.log]


def test_a_line_the_program_never_wrote_stays_as_it_is(old) -> None:  # type: ignore[no-untyped-def]
    _, names = old
    from sagrada_desktop.campaign.log_words import _english

    def words(entry: LogEntry, n: object) -> str:
        return _english(entry, names)

    for text in ("Amat found a coin under the table.", "Story Card: A Tale Nobody Wrote.",
                 "Batlló gains the Tool Card Sealed Tool Nobody Saw."):
        assert old_line_entry(text, names, words) is None
        assert log_line(PlainText(text), names, "zh_TW") == text


def test_the_same_with_the_names_of_the_content_in_chinese(old) -> None:  # type: ignore[no-untyped-def]
    """The book and the printed book word the log with the content already in Chinese (its
    names Chinese): the old English lines are still read back."""
    from sagrada_desktop.content.translations import localize_content

    campaign, english = old
    shown = localize_content(load_content(), "zh_TW")
    names = log_names(visible_content(campaign, shown))
    assert names != english
    chinese = [log_line(e, names, "zh_TW") for e in campaign.log]
    assert chinese == [log_line(e, english, "zh_TW") for e in campaign.log]
    assert "故事卡：拱頂下的提燈。" in chinese

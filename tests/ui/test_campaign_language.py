"""The campaign pages switch language live (Settings → Language): the story on display stays
on display, now in the new language; the campaign book dialog keeps its page; a decision page
shows the same choice with its Tool Cards in the new language; an envelope dialog open during
the switch is written again. The campaign itself keeps the content's English texts."""

from __future__ import annotations

import re

import pytest

from sagrada_desktop.content.translations import localized
from sagrada_desktop.ui.common.i18n import translators
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.main_window import MainWindow

from .campaign_helpers import begin, main_window, moved_on, play_game, play_until, read_stories
from .screens import choose_language

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def english_after(qapp):
    yield
    translators().install("en")
    qapp.processEvents()


def _begin(qtbot, tmp_path) -> MainWindow:
    shared().update(language="en")
    return begin(main_window(qtbot, tmp_path, size=(1280, 720)))


def test_the_story_on_display_and_the_book_switch_language(qtbot, tmp_path):
    window = _begin(qtbot, tmp_path)
    old = window.campaign.screen
    assert old.story.card.title.text() == "A Lantern in a Vault"
    assert "font-style: italic" in old.story.card.story.styleSheet()
    book = window.campaign.show_book()
    book.book.setCurrentIndex(book.book.count() - 2)  # envelopes and Story Cards
    items = [book.book.envelope_list.item(i).text() for i in range(book.book.envelope_list.count())]
    assert "Story: A Lantern in a Vault" in items
    choose_language(qtbot, window, "zh_TW")
    screen = window.campaign.screen
    assert screen is not old and window.stack.currentWidget() is screen
    assert screen.pages.currentWidget() is screen.story  # not skipped: still to be read
    assert screen.story.card.title.text() == localized("w01-intro.title", "zh_TW")
    assert CJK.search(screen.story.card.story.text())
    assert "font-style: normal" in screen.story.card.story.styleSheet()  # no slanted Han
    assert CJK.search(book.windowTitle()) and CJK.search(book.close_button.text())
    assert book.book.currentIndex() == book.book.count() - 2
    items = [book.book.envelope_list.item(i).text() for i in range(book.book.envelope_list.count())]
    assert any(localized("w01-intro.title", "zh_TW") in item for item in items), items
    assert not any("Lantern" in item for item in items)
    assert window.campaign.session.visible.story("w01-intro").title == localized(
        "w01-intro.title", "zh_TW")
    assert window.campaign.session.content.story_cards["w01-intro"].title == "A Lantern in a Vault"
    book.close()
    assert read_stories(window) >= 1
    assert window.session is not None and window.session.state.setup.window.id == "w01"


def test_a_decision_page_keeps_its_choice_in_the_new_language(qtbot, tmp_path):
    window = _begin(qtbot, tmp_path)
    read_stories(window)
    play_game(qtbot, window)
    window.score_screen.again.click()
    screen = window.campaign.screen
    for _ in range(200):
        page = screen.pages.currentWidget()
        if page is screen.rewards:
            break
        if page is screen.story:
            page.next.click()
        elif page is screen.square:
            page.grid.buttons[page.grid.choosable[0]].click()
        else:
            moved_on(qtbot, window, page)
    assert screen.pages.currentWidget() is screen.rewards
    offer = [t for _box, t in screen.rewards.boxes]
    tools = window.campaign.session.content.tools
    assert [b.text() for b, _t in screen.rewards.boxes] == [tools[t].name for t in offer]
    choose_language(qtbot, window, "zh_TW")
    new = window.campaign.screen
    assert new is not screen and new.pages.currentWidget() is new.rewards
    assert [t for _box, t in new.rewards.boxes] == offer
    assert [b.text() for b, _t in new.rewards.boxes] == [
        localized(f"{t}.name", "zh_TW") for t in offer]
    assert all(CJK.search(b.toolTip()) for b, _t in new.rewards.boxes)
    choose_language(qtbot, window, "en")
    back = window.campaign.screen
    assert [b.text() for b, _t in back.rewards.boxes] == [tools[t].name for t in offer]


def test_an_open_envelope_dialog_switches_language(qtbot, tmp_path):
    window = _begin(qtbot, tmp_path)
    read_stories(window)
    play_until(qtbot, window, lambda: bool(window.campaign.envelope_dialogs))
    assert window.campaign.envelope_dialogs, "no envelope opened during the first game"
    dialog = window.campaign.envelope_dialogs[0]
    assert dialog.isVisible()
    english = window.campaign.session.content.envelopes[dialog.ident]
    assert dialog.card.title.text() == english.title
    assert dialog.button.text() == "Back to the game"
    choose_language(qtbot, window, "zh_TW")
    assert dialog.card.title.text() == localized(f"{dialog.ident}.title", "zh_TW")
    assert CJK.search(dialog.windowTitle()) and CJK.search(dialog.button.text())
    assert CJK.search(dialog.card.story.text()) and CJK.search(dialog.card.details.text())
    dialog.button.click()
    assert not window.campaign.envelope_dialogs


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_book_crest_shows_each_family_s_recorded_colour(qtbot, lang):
    from PySide6.QtWidgets import QLabel

    from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
    from sagrada_desktop.ui.campaign.widgets.campaign_book import CampaignBook
    from sagrada_desktop.ui.common import catalogue
    from sagrada_desktop.ui.game.session import SeatPlan
    from sagrada_desktop.wording import color_name
    from tests.printing.test_campaign_book import _recorded_stickers

    assert translators().install(lang)
    content = catalogue.content()
    campaign, ability, colours = _recorded_stickers(content)
    session = CampaignSession(campaign, content, [SeatPlan("person"), SeatPlan("person")])
    book = CampaignBook(session)
    qtbot.addWidget(book)
    book.refresh()
    texts = [w.text() for w in book.crests.findChildren(QLabel)]
    name = localized(f"{ability}.name", lang, content.abilities[ability].name)
    for colour in colours:
        words = color_name(colour, lower=True)
        shown = f"{name}（{words}色）" if lang == "zh_TW" else f"{name} ({words})"
        assert sum(shown in t for t in texts) == 1, (shown, texts)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_exported_campaign_book_is_in_the_program_s_language(qapp, lang):
    from sagrada_desktop.campaign.families import FamilySetup
    from sagrada_desktop.campaign.flow import new_campaign
    from sagrada_desktop.ui.campaign.campaign_export import campaign_pdf
    from sagrada_desktop.ui.common import catalogue
    from sagrada_desktop.ui.common.export_choices import CAMPAIGN_BOOK, CAMPAIGN_PAGE
    from tests.printing.pdf_checks import words

    assert translators().install(lang)
    content = catalogue.content()
    campaign = new_campaign(content, [FamilySetup("Amat", content.family_colors[0], "Rosa")], 1)
    english = content.windows["w01"].design.name
    for choice in (CAMPAIGN_BOOK, CAMPAIGN_PAGE):
        text = words(campaign_pdf(campaign, content, choice, "A4"))
        if lang == "zh_TW":
            assert localized("w01.name", "zh_TW") in text and english not in text
            assert "日誌" in text
        else:
            assert english in text and not CJK.search(text)

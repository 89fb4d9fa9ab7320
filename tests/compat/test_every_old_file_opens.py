"""Every file an earlier main wrote (tests/compat/files/, README.md) opens through every load
path of today's program and plays on to its end with computer seats.

Saved games and autosaves: File → Load in the program (then played to the end and shown on the
score screen), the autosave offered back at start-up (and its .bak, when the autosave itself is
damaged), `replay FILE`, `print journal|scorecard --save FILE`. Campaigns: the start's
Continue list and its Continue button, the start's banner offering the campaign left being
played (the campaigns folder as the old version left it), `print campaign-book|journal|scorecard
--campaign FILE`, and the campaign's own load path played on by computer families to the end of its window and
through the next window's set-up, then saved and read again. Each test is one file through one
path, so a failure names both.
"""

from __future__ import annotations

import contextlib
import io
import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton

from sagrada_desktop.ai import make_player
from sagrada_desktop.campaign.campaign_file import load_campaign_file, save_campaign
from sagrada_desktop.campaign.flow import pending_decision
from sagrada_desktop.cli import main
from sagrada_desktop.engine import final_scores
from sagrada_desktop.saves import load_game
from sagrada_desktop.ui.app import _offer_resume
from sagrada_desktop.ui.common import catalogue
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.plain_question import PlainQuestion
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.game.autosave import Autosaver
from sagrada_desktop.ui.game.session import GameSession
from sagrada_desktop.ui.main_window import MainWindow
from tests.ui.campaign_helpers import computer_step
from tests.ui.test_nothing_lost import _Answer

from . import corpus
from .corpus import Entry

GAMES = list(corpus.params("game", "autosave"))  # an autosave is a saved game too
AUTOSAVES = list(corpus.params("autosave"))
AUTOSAVE_BACKUPS = list(corpus.backups("autosave"))
CAMPAIGNS = list(corpus.params("campaign"))
CAMPAIGN_BACKUPS = list(corpus.backups("campaign"))
LEFT_PLAYING = list(corpus.params("left-playing"))
FAST = ("greedy", "random")


def test_the_corpus_holds_what_the_readme_promises():
    """The whole sets of at least the first whole-game main, the main before the
    rules-as-written merge and today's, with every kind of file the README names; a corpus
    that lost its files would pass everything."""
    written = corpus.manifests()
    whole = {c for c, doc in written.items() if doc["set"] == "whole"}
    assert {"861ec27", "4920642", "9d82e36"} <= whole
    for commit, doc in written.items():
        for f in doc["files"]:
            assert (corpus.FILES / commit / f["file"]).is_file(), f["file"]
    for commit in whole:
        mine = written[commit]["files"]
        games = [f for f in mine if f["kind"] == "game"]
        campaigns = [f for f in mine if f["kind"] == "campaign"]
        assert {f["seats"] for f in games} == set(range(1, 7)), commit
        assert {f["glory"] == "off" for f in games} == {True, False}, commit
        assert {f["over"] for f in games} == {True, False}, commit
        assert any(f["used_tools"] for f in games), commit
        assert any(f["kind"] == "autosave" and f["backup"] for f in mine), commit
        assert {f["families"] for f in campaigns} == {1, 2, 3, 4}, commit
        assert {1, 3, 5, 10} <= {f["window"] for f in campaigns}, commit
        assert {f["game_in_progress"] for f in campaigns} == {True, False}, commit
        assert any(f["envelopes_opened"] for f in campaigns), commit
        assert any(f["market_bought"] for f in campaigns), commit
        assert any(f["dedications"] for f in campaigns), commit
        assert any(f["longest_name"] == written[commit]["max_name"] for f in games), commit
        assert any(f["kind"] == "left-playing" for f in mine), commit


# --- the program's own load paths for a game ---------------------------------------------------
def _window(qtbot, folder: Path) -> MainWindow:
    shared().update(pace="instant")
    window = MainWindow(shared(), Autosaver(folder), [(w.design.name, w.design)
                                                      for w in catalogue.free_play_windows()])
    qtbot.addWidget(window)
    window.show()
    return window


def _play_to_the_end(window: MainWindow, session: GameSession, seed: int) -> None:
    """Every seat played by a fast computer player through the session, as a click plays a
    turn; then the score screen. The first autosave after a turn (today's program writing
    the old game) must load as the game stands; the ones after it are left out (each one is
    written and synced to the disk, most of the time of a whole game)."""
    assert window.game_screen is not None and window.autosaver is not None
    window.game_screen.driver.set_paused(True)  # the turns are played here, one by one
    players = [make_player(FAST[i % 2], seed + i) for i in range(len(session.state.seats))]
    refused: list[str] = []
    session.refused.connect(refused.append)
    autosave = window.autosaver.path
    before = autosave.stat().st_mtime_ns if autosave.exists() else None
    while not session.state.is_over:
        state = session.state
        assert session.play(players[state.active_seat].choose(state)), refused
        if window.autosaver is not None and autosave.exists() \
                and autosave.stat().st_mtime_ns != before:
            assert load_game(autosave).state == session.state
            window.autosaver = None
    assert window.autosaver is None, "no autosave after a turn"
    assert window.show_scores() is not None
    assert [c.place for c in final_scores(session.state)]


@pytest.mark.parametrize("entry", GAMES)
def test_game_opens_in_the_program_and_plays_to_its_end(qtbot, tmp_path, monkeypatch,
                                                        entry: Entry):
    path = entry.copy_into(tmp_path / "saves")
    window = _window(qtbot, tmp_path / "data")
    monkeypatch.setattr(FileDialog, "open_name", staticmethod(lambda *a, **kw: str(path)))
    answer = _Answer("OK")
    window.load_dialog()  # Game → Load…
    answer.stop()
    assert window.session is not None, f"{entry.name} refused: {answer.seen}"
    session = window.session
    assert len(session.actions) == entry.facts["actions"]
    assert len(session.plans) == len(session.state.seats)
    # who plays each seat: inside the file, or in the side file where that version kept it
    # (an old autosave opened with Load has none beside it there: a person at every seat,
    # as that version read it too)
    found = entry.kind == "game" or not entry.facts.get("side_file")
    assert [p.kind for p in session.plans] == (entry.facts["players"] if found
                                               else ["person"] * len(session.plans))
    window.save_to(tmp_path / "again.sagrada.json")  # saved again by today's program
    assert load_game(tmp_path / "again.sagrada.json").state == session.state
    if not session.state.is_over:
        _play_to_the_end(window, session, seed=len(session.actions))


@pytest.mark.parametrize("entry", AUTOSAVES)
def test_autosave_is_offered_at_start_up_and_plays_to_its_end(qtbot, tmp_path, entry: Entry):
    data = tmp_path / "data"
    entry.copy_into(data)
    window = _window(qtbot, data)
    pending = window.autosaver.pending()
    assert pending is not None and not pending.from_backup, \
        f"{entry.name} not offered: {Autosaver(data).pending()}"
    yes = _Answer("Yes")
    _offer_resume(window, PlainQuestion)
    yes.stop()
    assert yes.seen and window.session is not None, f"{entry.name}: no offer to resume"
    assert [p.kind for p in window.session.plans] == entry.facts["players"]
    _play_to_the_end(window, window.session, seed=7)


@pytest.mark.parametrize("entry", AUTOSAVE_BACKUPS)
def test_autosave_backup_is_offered_when_the_autosave_is_damaged(qtbot, tmp_path,
                                                                 entry: Entry):
    data = tmp_path / "data"
    path = entry.copy_into(data)
    path.write_text('{"format": "sagrada-artisans-game", "schema', encoding="utf-8")  # cut off
    window = _window(qtbot, data)
    pending = window.autosaver.pending()
    assert pending is not None and pending.from_backup, f"{entry.name}.bak not offered"
    yes = _Answer("Yes")
    _offer_resume(window, PlainQuestion)
    yes.stop()
    assert window.session is not None, f"{entry.name}.bak: no offer to resume"
    _play_to_the_end(window, window.session, seed=8)


# --- the command line ---------------------------------------------------------------------------
def _run(*argv: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    return code, (err.getvalue() + out.getvalue()).strip()


@pytest.mark.parametrize("entry", GAMES)
def test_game_replays(tmp_path, entry: Entry):
    path = entry.copy_into(tmp_path)
    code, text = _run("replay", str(path))
    assert code == 0, text


PRINTS = [pytest.param(e, source, sheet, id=f"{sheet}-{e.name}")
          for kinds, source, sheets in ((("game", "autosave"), "--save", ("journal", "scorecard")),
                                        (("campaign",), "--campaign",
                                         ("campaign-book", "journal", "scorecard")))
          for e in corpus.entries(*kinds) for sheet in sheets]


@pytest.mark.parametrize(("entry", "source", "sheet"), PRINTS)
def test_prints(tmp_path, entry: Entry, source: str, sheet: str):
    """`print journal|scorecard --save FILE`, `print campaign-book|journal|scorecard
    --campaign FILE`."""
    path = entry.copy_into(tmp_path)
    out = tmp_path / f"{sheet}.pdf"
    code, text = _run("print", sheet, source, str(path), "--out", str(out))
    assert code == 0, text
    assert out.read_bytes().startswith(b"%PDF")


# --- campaigns ----------------------------------------------------------------------------------
@pytest.mark.parametrize("entry", CAMPAIGNS)
def test_campaign_continues_in_the_program(qtbot, tmp_path, entry: Entry):
    catalogue.content()
    path = entry.copy_into(tmp_path / "campaigns")
    window = _window(qtbot, tmp_path)
    window.start.continue_button.click()
    screen = window.campaign.start_screen
    assert screen.saved_list.count() == 1
    screen.continue_button.click()
    assert window.campaign.session is not None, \
        f"{entry.name} refused: {screen.error.text()}"
    assert window.stack.currentWidget() in (window.campaign.screen, window.game_screen)
    assert [p.kind for p in window.campaign.session.plans] == entry.facts["players"]
    assert path.exists()


@pytest.mark.parametrize("entry", LEFT_PLAYING)
def test_campaign_left_being_played_is_offered_at_start_up(qtbot, tmp_path, entry: Entry):
    """The campaigns folder as the old version left it when the program stopped mid-game:
    the next start's banner offers the campaign, and its button resumes it."""
    catalogue.content()
    shutil.copytree(entry.path.parent, tmp_path / "campaigns")
    window = _window(qtbot, tmp_path)
    assert window.check_resume() is None  # a campaign, not a free-play game, is offered
    banner = window.campaign.banner
    assert banner is not None, f"{entry.name}: no offer to resume it"
    resume = next(b for b in banner.findChildren(QPushButton) if b.objectName() == "primary")
    resume.click()
    assert window.campaign.session is not None, \
        f"{entry.name} refused: {window.statusBar().currentMessage()}"
    assert window.stack.currentWidget() in (window.campaign.screen, window.game_screen)
    assert [p.kind for p in window.campaign.session.plans] == entry.facts["players"]


def _play_on(path: Path, entry: Entry) -> None:
    """The campaign's own load path, played on by computer families to the end of its window
    and through the next window's set-up; then saved by today's program and read again."""
    content = catalogue.content()
    loaded = load_campaign_file(path, content)
    campaign = loaded.campaign
    assert len(loaded.plans) == len(campaign.families)
    window = campaign.window
    players = [make_player(FAST[i % 2], 100 + i) for i in range(len(campaign.families))]
    steps = 0
    while not campaign.is_over and not (campaign.window > window and campaign.stage == "game"):
        campaign = computer_step(campaign, content, players, pending_decision(campaign, content))
        steps += 1
        assert steps < 20_000, f"{entry.name}: the campaign does not move on"
    if window < 9:
        assert campaign.window == window + 1 and campaign.game is not None
    again = path.with_name("again.json")
    save_campaign(again, campaign, loaded.plans)
    assert load_campaign_file(again, content).campaign == campaign


@pytest.mark.parametrize("entry", CAMPAIGNS)
def test_campaign_plays_on_through_the_next_window(tmp_path, entry: Entry):
    _play_on(entry.copy_into(tmp_path), entry)


@pytest.mark.parametrize("entry", CAMPAIGN_BACKUPS)
def test_campaign_backup_plays_on(tmp_path, entry: Entry):
    """The save before (its .bak) is a campaign file too: a player may have to fall back on it."""
    copied = entry.copy_into(tmp_path)
    path = copied.with_name("from-backup.json")
    shutil.copyfile(copied.with_name(copied.name + ".bak"), path)
    side = entry.facts.get("side_file")
    if side:
        shutil.copyfile(tmp_path / side, tmp_path / "from-backup.seats.json")
    _play_on(path, entry)

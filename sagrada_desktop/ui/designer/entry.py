"""Where the window designer is entered (ui/feature_entries.py: "Design a window" on the start
page and in the Game menu) and how it meets the rest of the program: free play's window list,
the file dialogs, the status bar, a new language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sagrada_desktop.designer.checks import findings, is_finished
from sagrada_desktop.designer.design_file import DesignFileError
from sagrada_desktop.designer.draft import WindowDraft
from sagrada_desktop.designer.tool_choices import tool_choices
from sagrada_desktop.ui.common.content_words import window_name
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.plain_question import PlainQuestion

from . import window_files
from .design_form import grid_shapes
from .designer_screen import DesignerScreen
from .finding_words import finding_text
from .own_list import every_tool, own_label, playable, shelf_of, square

if TYPE_CHECKING:
    from sagrada_desktop.ui.main_window import MainWindow


def open_designer(window: MainWindow) -> DesignerScreen | None:
    """The designer on the main window, with the window last worked on (None: the person
    chose to stay in the game in progress)."""
    screen = window.stack.findChild(DesignerScreen)
    if window.stack.currentWidget() is screen and screen is not None:
        return screen
    if not window.leave_game_ok():
        return None
    window.show_start()
    if screen is None:
        screen = _made(window)
        shelf = screen.shelf
        kept = sorted(shelf.drafts(), key=lambda d: shelf.path_of(d.id).stat().st_mtime)
        if kept:
            screen.open_draft(kept[-1])
        else:
            screen.new_window()
    window.stack.setCurrentWidget(screen)
    screen.canvas.setFocus()
    window.statusBar().showMessage(translate("designer", "Paint the spaces: choose a brush, then "
                                             "click or drag over the window."), 8000)
    return screen


def _made(window: MainWindow, before: DesignerScreen | None = None) -> DesignerScreen:
    visible = window.visible_content().playable_windows
    shapes = grid_shapes([(window_name(c.design), c.design.pattern) for c in visible])
    screen = DesignerScreen(shelf_of(window), tool_choices(visible), shapes, square(),
                            window.stack)
    if before is not None:
        screen.take_history(before.history)
    window.stack.addWidget(screen)
    screen.back.connect(window.show_start)
    screen.play.connect(lambda draft: _play(window, draft))
    screen.changed.connect(lambda draft: _offered(window, draft))
    screen.deleted.connect(window.start.withdraw_window)
    screen.message.connect(lambda text: window.statusBar().showMessage(text, 8000))
    screen.file_asked.connect(lambda kind: _file(window, screen, kind))
    screen.form.delete_requested.connect(lambda: _delete(window, screen))
    screen.language_changed.connect(lambda: _again(window, screen))
    return screen


def _again(window: MainWindow, old: DesignerScreen) -> None:
    """The screen made again in the new language, the window and its history as they were."""
    shown = window.stack.currentWidget() is old
    new = _made(window, old)
    if shown:
        window.stack.setCurrentWidget(new)
    window.stack.removeWidget(old)
    old.deleteLater()


def _offered(window: MainWindow, draft: WindowDraft) -> None:
    """Free play's list in step with the window: offered while it passes every check."""
    design = playable(draft, every_tool())
    if design is None:
        window.start.withdraw_window(draft.id)
    else:
        window.start.offer_window(own_label(design), design)


def _play(window: MainWindow, draft: WindowDraft) -> None:
    design = playable(draft, every_tool())
    if design is None:
        return
    window.start.offer_window(own_label(design), design, select=True)
    window.show_start()
    window.start.choose(solo=False)
    window.statusBar().showMessage(translate("designer", "{name} is chosen: set the seats and "
                                             "the Glory modules, then start the game.").format(
                                                 name=design.name), 8000)


def _delete(window: MainWindow, screen: DesignerScreen) -> None:
    draft = screen.draft
    name = draft.name or translate("designer", "this window")
    answer = PlainQuestion.question(
        screen, translate("designer", "Delete this window?"),
        translate("designer", "{name} goes from your windows and from free play's list. Games "
                  "saved on it still open.").format(name=name),
        yes=translate("designer", "Delete"), no=translate("designer", "Keep it"))
    if answer != PlainQuestion.StandardButton.Yes:
        return
    screen.shelf.remove(draft.id)
    screen.deleted.emit(draft.id)
    kept = screen.shelf.drafts()
    if kept:
        screen.open_draft(kept[0])
    else:
        screen.new_window()


def _file(window: MainWindow, screen: DesignerScreen, kind: str) -> None:
    draft = screen.draft
    design = playable(draft, every_tool())
    written = ""
    if kind == "import":
        _import(window, screen)
        return
    if design is None:
        return
    if kind == "journal":
        written = window_files.ask_journal(screen, design)
    elif kind == "svg":
        written = window_files.ask_svg(screen, design)
    elif kind == "share":
        written = window_files.ask_share(screen, draft)
    if written:
        window.statusBar().showMessage(translate("designer", "Written: {path}").format(
            path=written), 8000)


def import_checked(screen: DesignerScreen, draft: WindowDraft) -> WindowDraft | None:
    """A friend's window, kept among the player's own if it passes every check (a message box
    lists what does not); a window of an id already kept, but different, gets a new id."""
    from printing.journal_page import name_prints_whole

    found = findings(draft, screen.square, name_prints_whole)
    if not is_finished(found):
        problems = "\n".join(f"• {finding_text(f)}" for f in found if f.severity == "problem")
        PlainQuestion.warning(screen, translate("designer", "Cannot use this window"),
                              translate("designer", "This window does not pass the checks:\n"
                                        "{problems}").format(problems=problems))
        return None
    kept = {d.id: d for d in screen.shelf.drafts()}
    if draft.id in kept and kept[draft.id] != draft:
        from attrs import evolve

        draft = evolve(draft, id=screen.shelf.fresh_id())
    try:
        screen.shelf.save(draft)
    except DesignFileError as exc:
        PlainQuestion.warning(screen, translate("designer", "Cannot keep this window"), str(exc))
        return None
    screen.open_draft(draft)
    screen.changed.emit(draft)
    return draft


def _import(window: MainWindow, screen: DesignerScreen) -> None:
    draft = window_files.ask_import(screen, list(every_tool()))
    if draft is None:
        return
    kept = import_checked(screen, draft)
    if kept is not None:
        window.statusBar().showMessage(translate("designer", "{name} is among your windows "
                                                 "now.").format(name=kept.name), 8000)

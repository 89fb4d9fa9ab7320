"""The Private Objectives printed each on its own slip to fold, instead of the hand-over screen
(printing/objective_slips.py draws them): in the language on screen, on the page size of the
settings, written atomically to the file the person chooses."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from sagrada_desktop.saves import atomic_write_bytes
from sagrada_desktop.table.setup_steps import private_objective
from sagrada_desktop.ui.campaign.campaign_session import CampaignSession
from sagrada_desktop.ui.common.file_dialog import FileDialog
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.ui.common.settings import shared
from sagrada_desktop.ui.common.user_folders import suggested_path
from sagrada_desktop.wording.language import current_language
from sagrada_desktop.wording.objectives import private_objective_text


def slips_pdf(session: CampaignSession) -> bytes:
    from printing import wording
    from printing.objective_slips import objective_slips_pdf

    c = session.campaign
    slips = [(f.name, private_objective_text(private_objective(c, session.content, i)))
             for i, f in enumerate(c.families)]
    with wording.language(current_language()):
        return objective_slips_pdf(slips, _number(session),
                                   page_size=shared().page_size.lower())


def print_slips(session: CampaignSession, parent: QWidget, path: Path | None = None
                ) -> Path | None:
    """The slips written to `path` (None: asked in a file dialog); None when cancelled."""
    if path is None:
        name = FileDialog.save_name(
            parent, translate("objective_slips", "Print the Private Objectives"),
            suggested_path(translate("objective_slips", "private-objectives-window-{n}.pdf")
                           .format(n=_number(session))),
            translate("objective_slips", "PDF files (*.pdf)"))
        if not name:
            return None
        path = Path(name)
    atomic_write_bytes(path, slips_pdf(session), backup=False)
    return path


def _number(session: CampaignSession) -> int:
    card = session.visible.content.current
    return card.number if card is not None else 0

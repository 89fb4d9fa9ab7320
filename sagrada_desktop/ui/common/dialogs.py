"""Settings and Help."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from sagrada_desktop.content.translations import help_page
from sagrada_desktop.engine import GameState, describe_effect
from sagrada_desktop.ui.common.content_words import (
    card_name,
    card_text,
    tool_name,
    tool_text,
    window_name,
)
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.wording import current_language, labelled

from .dialog_size import fit_to_window
from .settings import LANGUAGE_CHOICES, PACES, PAGE_SIZES, Settings


def _packaged_rules() -> Path:
    from importlib.resources import files

    return Path(str(files("resources"))) / "help" / "rules.md"


PACE_NAMES = {"slow": QT_TRANSLATE_NOOP("dialogs", "Slow"),
              "normal": QT_TRANSLATE_NOOP("dialogs", "Normal"),
              "fast": QT_TRANSLATE_NOOP("dialogs", "Fast"),
              "instant": QT_TRANSLATE_NOOP("dialogs", "Instant")}

RULES_FILES = (
    _packaged_rules(),  # resources/help/rules.md: docs/rules.md, shipped with the program
    Path(__file__).resolve().parents[3] / "docs" / "rules.md",
)


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("dialogs", "Settings"))
        self._settings = settings
        form = QFormLayout(self)
        self.textures = QCheckBox(translate("dialogs", "Show a distinct texture on every colour (colour-blind help)"))
        self.textures.setChecked(settings.textures)
        self.pace = QComboBox()
        for name in PACES:
            self.pace.addItem(translate("dialogs", PACE_NAMES[name]), name)
        self.pace.setCurrentIndex(self.pace.findData(settings.pace))
        self.pace.setAccessibleName(translate("dialogs", "Pace of computer turns and animations"))
        self.page = QComboBox()
        for size in PAGE_SIZES:
            self.page.addItem(size, size)
        self.page.setCurrentIndex(self.page.findData(settings.page_size))
        self.page.setAccessibleName(translate("dialogs", "Page size of print-outs"))
        form.addRow(self.textures)
        self.turn_sound = QCheckBox(translate("dialogs", "Sound when your turn comes in a game over the network"))
        self.turn_sound.setChecked(settings.turn_sound)
        form.addRow(self.turn_sound)
        self.language = QComboBox()
        for key in LANGUAGE_CHOICES:
            self.language.addItem(language_name(key), key)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        self.language.setAccessibleName(translate("dialogs", "Language"))
        form.addRow(translate("dialogs", "Language"), self.language)
        form.addRow(translate("dialogs", "Computer turns and animations"), self.pace)
        form.addRow(translate("dialogs", "Page size of print-outs"), self.page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self._settings.update(textures=self.textures.isChecked(), pace=self.pace.currentData(),
                              page_size=self.page.currentData(),
                              language=self.language.currentData(),
                              turn_sound=self.turn_sound.isChecked())
        super().accept()


def language_name(key: str) -> str:
    """A language choice as the Settings list shows it: each language in its own words, so a
    player who cannot read the current one still finds theirs."""
    if key == "en":
        return "English"
    if key == "zh_TW":
        return "繁體中文"
    return translate("dialogs", "Follow the system")


def rules_markdown() -> str:
    """The rules page in the language shown (resources/translations/LANG/help/rules.md),
    else the English one."""
    translated = help_page("rules.md", current_language())
    for path in (translated, *RULES_FILES):
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return translate("dialogs", "# Rules\n\nThe rules file (docs/rules.md) is not installed with this copy.")


def effects_markdown(state: GameState | None, abilities: list[tuple[str, str]],
                     tools: list[tuple[str, str]]) -> str:
    """Every tool's and ability's text: this game's window tools and the seats' own, then the
    content's catalogue."""
    lines = [translate("dialogs", "# Tools and abilities"), ""]
    if state is not None:
        lines += [translate("dialogs", "## This game's window tools ({name})").format(name=window_name(state.setup.window)), ""]
        design = state.setup.window
        for t in design.tools:
            boxes = ("、" if current_language() == "zh_TW" else ", ").join(str(b) for b in t.boxes)
            lines.append(translate("dialogs", "- **{name}** (point boxes {boxes}): {v}").format(name=tool_name(design, t), boxes=boxes, v=tool_text(design, t) or describe_effect(t.effect)))
        lines.append("")
        abilities_now = list({a.id: a for seat in state.seats for a in seat.abilities}.values())
        if abilities_now:
            lines += [translate("dialogs", "## The seats' abilities in this game"), ""]
            lines += [translate("dialogs", "- **{name}** (ability): {v}").format(name=card_name(a), v=card_text(a) or describe_effect(a.effect))
                      for a in abilities_now] + [""]
        cards_now = list({c.id: c for seat in state.seats for c in seat.tool_cards}.values())
        if cards_now:
            lines += [translate("dialogs", "## Tool Cards brought to this game"), ""]
            lines += [translate("dialogs", "- **{name}** (Tool Card): {v}").format(name=card_name(c), v=card_text(c) or describe_effect(c.effect))
                      for c in cards_now] + [""]
    if abilities:
        lines += [translate("dialogs", "## Abilities"), ""] + ["- " + labelled(f"**{n}**", t) for n, t in abilities] + [""]
    if tools:
        lines += [translate("dialogs", "## Tool Cards"), ""] + ["- " + labelled(f"**{n}**", t) for n, t in tools] + [""]
    return "\n".join(lines)


class HelpDialog(QDialog):
    def __init__(self, rules: str, effects: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("dialogs", "Help"))
        # long pages: taller on a large screen, lines no longer than a reader follows
        fit_to_window(self, (0.6, 0.85), QSize(760, 640), QSize(960, 980))
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        for title, text in ((translate("dialogs", "Rules"), rules), (translate("dialogs", "Tools and abilities"), effects)):
            browser = QTextBrowser()
            browser.setMarkdown(text)
            browser.setOpenExternalLinks(True)
            browser.setAccessibleName(title)
            self.tabs.addTab(browser, title)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

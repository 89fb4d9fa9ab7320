"""Settings and Help."""

from __future__ import annotations

from pathlib import Path

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

from sagrada_desktop.engine import GameState, describe_effect

from .settings import PACES, PAGE_SIZES, Settings


def _packaged_rules() -> Path:
    from importlib.resources import files

    return Path(str(files("resources"))) / "help" / "rules.md"


RULES_FILES = (
    _packaged_rules(),  # resources/help/rules.md: docs/rules.md, shipped with the program
    Path(__file__).resolve().parents[3] / "docs" / "rules.md",
)


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._settings = settings
        form = QFormLayout(self)
        self.textures = QCheckBox("Show a distinct texture on every colour (colour-blind help)")
        self.textures.setChecked(settings.textures)
        self.pace = QComboBox()
        for name in PACES:
            self.pace.addItem(name.capitalize(), name)
        self.pace.setCurrentIndex(self.pace.findData(settings.pace))
        self.pace.setAccessibleName("Pace of computer turns and animations")
        self.page = QComboBox()
        for size in PAGE_SIZES:
            self.page.addItem(size, size)
        self.page.setCurrentIndex(self.page.findData(settings.page_size))
        self.page.setAccessibleName("Page size of print-outs")
        form.addRow(self.textures)
        form.addRow("Computer turns and animations", self.pace)
        form.addRow("Page size of print-outs", self.page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self._settings.update(textures=self.textures.isChecked(), pace=self.pace.currentData(),
                              page_size=self.page.currentData())
        super().accept()


def rules_markdown() -> str:
    for path in RULES_FILES:
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return "# Rules\n\nThe rules file (docs/rules.md) is not installed with this copy."


def effects_markdown(state: GameState | None, abilities: list[tuple[str, str]],
                     tools: list[tuple[str, str]]) -> str:
    """Every tool's and ability's text: this game's window tools and the seats' own, then the
    content's catalogue."""
    lines = ["# Tools and abilities", ""]
    if state is not None:
        lines += [f"## This game's window tools ({state.setup.window.name})", ""]
        for t in state.setup.window.tools:
            boxes = ", ".join(str(b) for b in t.boxes)
            lines.append(f"- **{t.name}** (point boxes {boxes}): "
                         f"{t.text or describe_effect(t.effect)}")
        seen: set[str] = set()
        for seat in state.seats:
            for a in seat.abilities:
                if a.id not in seen:
                    seen.add(a.id)
                    lines.append(f"- **{a.name}** (ability): {a.text or describe_effect(a.effect)}")
            for c in seat.tool_cards:
                if c.id not in seen:
                    seen.add(c.id)
                    lines.append(f"- **{c.name}** (Tool Card): {c.text or describe_effect(c.effect)}")
        lines.append("")
    if abilities:
        lines += ["## Abilities", ""] + [f"- **{n}**: {t}" for n, t in abilities] + [""]
    if tools:
        lines += ["## Tool Cards", ""] + [f"- **{n}**: {t}" for n, t in tools] + [""]
    return "\n".join(lines)


class HelpDialog(QDialog):
    def __init__(self, rules: str, effects: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Help")
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        for title, text in (("Rules", rules), ("Tools and abilities", effects)):
            browser = QTextBrowser()
            browser.setMarkdown(text)
            browser.setOpenExternalLinks(True)
            browser.setAccessibleName(title)
            self.tabs.addTab(browser, title)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

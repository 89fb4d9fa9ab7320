"""The tabs beside the active window: Objectives, Window rules and, with a Glory module in
play, Glory."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QTabWidget, QWidget

from sagrada_desktop.ui.common.i18n import translate

from .glory_panel import GloryPanel
from .objectives_panel import ObjectivesPanel
from .window_rules import WindowRules


def _scrolled(widget: QWidget) -> QScrollArea:
    """A tab's page that scrolls when the screen is too short for it."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setObjectName("page")
    area.setWidget(widget)
    return area


class SideTabs(QTabWidget):
    def __init__(self, glory: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("side_tabs", "Objectives, the window's rules and the Glory cards"))
        self.objectives = ObjectivesPanel()
        objectives = _scrolled(self.objectives)
        objectives.setObjectName("objectivesPanel")  # a guide finds it by name (ui/lesson)
        self.addTab(objectives, translate("side_tabs", "Objectives"))
        self.window_rules = WindowRules()
        self.addTab(self.window_rules, translate("side_tabs", "Window rules"))
        self.glory = GloryPanel()
        self.glory_tab = self.addTab(_scrolled(self.glory), translate("side_tabs", "Glory"))
        self.setTabVisible(self.glory_tab, glory)

"""The probe's controls: every button, check box, drop-down, field, tab, menu and menu item a
person can reach on the screen, keyed by the program's own name for it, never by its words.

A control's key is its attribute path from the main window: `start.free_button`,
`game_screen.hand.effect_buttons[2]`, `start.glory.boxes[strife]`,
`game_screen.flourish_choice.tiles[1].keep` (two "Keep this card" boxes are two keys). A
control no attribute names is keyed under the nearest widget that has one (or its window's
class): `campaign.screen.rewards/QPushButton[0]`; a message box's buttons by their role or
standard button: `QMessageBox/yes`, `QMessageBox/give_up` (its object name). Menus are keyed
`menu[0]` (the menu bar's first), their items by attribute (`save_action`) or `menu[0].item[3]`.
"""

from __future__ import annotations

from collections import deque
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QRadioButton,
    QTabBar,
    QToolButton,
    QWidget,
)

Names = dict[int, str]


def _members(attr: str, value: object) -> list[tuple[str, object]]:
    """The objects an attribute holds, with their names: itself, or a list's, a tuple's or a
    dict's items (one level of nesting more: a list of tuples)."""
    if isinstance(value, QObject):
        return [(attr, value)]
    out: list[tuple[str, object]] = []
    items: list[tuple[str, object]] = []
    if isinstance(value, list | tuple):
        items = [(f"{attr}[{i}]", v) for i, v in enumerate(value)]
    elif isinstance(value, dict):
        items = [(f"{attr}[{k}]", v) for k, v in value.items() if isinstance(k, str | int)]
    for name, item in items:
        if isinstance(item, QObject):
            out.append((name, item))
        elif isinstance(item, list | tuple):
            out.extend((f"{name}[{j}]", v) for j, v in enumerate(item) if isinstance(v, QObject))
    return out


def names(root: QObject) -> Names:
    """id(object) -> the attribute path by which the program names it, from `root`, breadth
    first (the shortest path wins)."""
    out: Names = {id(root): ""}
    queue: deque[tuple[object, str]] = deque([(root, "")])
    while queue:
        obj, path = queue.popleft()
        attrs = getattr(obj, "__dict__", None)
        if not attrs:
            continue
        for attr, value in list(attrs.items()):
            for sub, item in _members(attr, value):
                if id(item) in out or not shiboken6.isValid(item):
                    continue
                named = f"{path}.{sub}" if path else sub
                out[id(item)] = named
                queue.append((item, named))
    return out


def global_rect(widget: QWidget, rect: QRect | None = None) -> list[int]:
    r = rect if rect is not None else widget.rect()
    top_left = widget.mapToGlobal(r.topLeft())
    return [top_left.x(), top_left.y(), r.width(), r.height()]


def centre(widget: QWidget, rect: QRect) -> list[int]:
    c: QPoint = widget.mapToGlobal(rect.center())
    return [c.x(), c.y()]


def _clip(widget: QWidget) -> list[int] | None:
    """The part of the widget that shows (not hidden by a scroll area or a parent), on the
    screen; None when none of it shows."""
    shown = widget.visibleRegion().boundingRect()
    return None if shown.isEmpty() else global_rect(widget, shown)


def _kind(widget: QWidget) -> str | None:
    if isinstance(widget, QCheckBox):
        return "check"
    if isinstance(widget, QRadioButton):
        return "radio"
    if isinstance(widget, QToolButton):
        return "tool"
    if isinstance(widget, QAbstractButton):
        return "button"
    if isinstance(widget, QComboBox):
        return "combo"
    if isinstance(widget, QLineEdit) and not isinstance(widget.parentWidget(), QComboBox | QAbstractSpinBox):
        return "field"
    if isinstance(widget, QAbstractSpinBox):
        return "spin"
    if isinstance(widget, QTabBar):
        return "tabs"
    return None


class _Keys:
    """Gives each control its key (see the module's words), unique within one report."""

    def __init__(self, known: Names) -> None:
        self.known = known
        self.used: set[str] = set()
        self._counts: dict[tuple[str, str], int] = {}

    def anchor(self, widget: QWidget) -> str:
        """The nearest named widget at or above `widget` (or its window's class)."""
        w: QWidget | None = widget
        while w is not None:
            if id(w) in self.known and self.known[id(w)]:
                return self.known[id(w)]
            w = w.parentWidget()
        return type(widget.window()).__name__

    def key(self, obj: QObject, widget: QWidget, own: str = "") -> str:
        named = self.known.get(id(obj), "")
        if not named:
            base = self.anchor(widget.parentWidget() or widget)
            tail = own or obj.objectName() or type(obj).__name__
            n = self._counts.get((base, tail), 0)
            self._counts[(base, tail)] = n + 1
            named = f"{base}/{tail}" if own and n == 0 else f"{base}/{tail}[{n}]"
        key, n = named, 1
        while key in self.used:
            n += 1
            key = f"{named}#{n}"
        self.used.add(key)
        return key


def _message_role(widget: QAbstractButton) -> str:
    """A message box's button by its standard button ('yes') or object name, else its role."""
    box = widget.window()
    if not isinstance(box, QMessageBox):
        return ""
    standard = box.standardButton(widget)
    if standard != QMessageBox.StandardButton.NoButton:
        return (standard.name or "").lower()
    return widget.objectName() or box.buttonRole(widget).name.lower()


def _entry(widget: QWidget, kind: str) -> dict[str, Any]:
    out: dict[str, Any] = {
        "kind": kind, "rect": global_rect(widget), "clip": _clip(widget),
        "enabled": widget.isEnabled(), "tooltip": widget.toolTip(),
        "name": widget.accessibleName(), "object": widget.objectName(),
    }
    if isinstance(widget, QAbstractButton):
        out["text"] = widget.text()
        if widget.isCheckable():
            out["checked"] = widget.isChecked()
    elif isinstance(widget, QComboBox):
        out["text"] = widget.currentText()
        out["current"] = widget.currentIndex()
        out["items"] = [widget.itemText(i) for i in range(widget.count())]
        view = widget.view()
        if view.isVisible():  # its list is open: where each choice is
            port = view.viewport()
            out["open"] = [global_rect(port, view.visualRect(view.model().index(i, 0)))
                           for i in range(widget.count())]
    elif isinstance(widget, QLineEdit):
        out["text"] = widget.text()
    elif isinstance(widget, QAbstractSpinBox):
        out["text"] = widget.text()
    return out


def _tabs(bar: QTabBar, key: str, out: dict[str, dict[str, Any]]) -> None:
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        r = bar.tabRect(i)
        out[f"{key}[{i}]"] = {
            "kind": "tab", "rect": global_rect(bar, r), "clip": _clip(bar),
            "enabled": bar.isEnabled() and bar.isTabEnabled(i), "tooltip": bar.tabToolTip(i),
            "name": bar.accessibilityTabName(i) if hasattr(bar, "accessibilityTabName") else "",
            "object": "", "text": bar.tabText(i), "checked": i == bar.currentIndex()}


def _actions(widget: QWidget, base: str, keys: _Keys, out: dict[str, dict[str, Any]]) -> None:
    """A menu bar's menus, or an open menu's items, with where they are."""
    for i, action in enumerate(widget.actions()):
        if action.isSeparator() or not action.isVisible():
            continue
        geometry = widget.actionGeometry(action)  # type: ignore[attr-defined]
        if geometry.isEmpty():
            continue
        named = keys.known.get(id(action), "")
        key = named if named and named not in keys.used else f"{base}[{i}]"
        keys.used.add(key)
        entry = {"kind": "menu" if action.menu() is not None else "action",
                 "rect": global_rect(widget, geometry), "clip": global_rect(widget, geometry),
                 "enabled": action.isEnabled(), "tooltip": action.toolTip(), "name": "",
                 "object": action.objectName(), "text": action.text(),
                 "shortcut": action.shortcut().toString()}
        if action.isCheckable():
            entry["checked"] = action.isChecked()
        out[key] = entry


def controls(window: QMainWindow) -> dict[str, dict[str, Any]]:
    """Every control on show in the program's windows (the main window, its dialogs, an open
    menu), by key."""
    keys = _Keys(names(window))
    out: dict[str, dict[str, Any]] = {}
    tops = [window] + [t for t in QApplication.topLevelWidgets()
                       if t is not window and t.isVisible() and not isinstance(t, QMenu)]
    for top in tops:
        for widget in top.findChildren(QWidget):
            kind = _kind(widget)
            if kind is None or not widget.isVisible():
                continue
            if kind == "tabs":
                assert isinstance(widget, QTabBar)
                _tabs(widget, keys.key(widget, widget), out)
                continue
            own = _message_role(widget) if isinstance(widget, QAbstractButton) else ""
            out[keys.key(widget, widget, own)] = _entry(widget, kind)
    bar = window.menuBar()
    if bar.isVisible():
        _actions(bar, "menu", keys, out)
    menus = [m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()]
    for menu in menus:
        owner = menu.menuAction()
        index = next((i for i, a in enumerate(bar.actions()) if a is owner), None)
        _actions(menu, f"menu[{index}].item" if index is not None else "popup.item", keys, out)
    return out


def windows(window: QMainWindow) -> list[dict[str, Any]]:
    """The program's other windows on show (dialogs, message boxes, menus, tooltips): what
    might lie under the pointer."""
    out = []
    for top in QApplication.topLevelWidgets():
        if top is window or not top.isVisible():
            continue
        entry: dict[str, Any] = {"kind": type(top).__name__, "title": top.windowTitle(),
                                 "rect": global_rect(top), "modal": top.isModal()}
        if isinstance(top, QMessageBox):
            entry["text"] = "\n".join(t for t in (top.text(), top.informativeText()) if t)
        out.append(entry)
    return out


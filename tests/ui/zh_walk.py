"""What a player reading 繁體中文 sees: every visible text, tooltip and accessible name of a
widget tree, and the words in them that are still English.

Allowed in English: numbers, the product name, the players' own names, key names, and the
content's texts (window names, card names and texts: the content's own translation carries
them), which `content_words` gathers from the loaded content."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping

import attrs
import shiboken6
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from sagrada_desktop.engine import describe_effect

# Words a person reads the same in either language (the product's name, key caps, paper sizes,
# the languages' own names in the Settings list, file patterns, the Strife colour letters).
ALLOWED = ("Sagrada Artisans", "La Sagrada Família", "Ctrl+Shift+Z", "Ctrl", "Shift", "Esc",
           "Enter", "PDF", "A4", "Letter", "English", "*.sagrada.json", "*.json", "*.pdf")
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
         Qt.ItemDataRole.AccessibleTextRole)


def content_words(*roots: object) -> set[str]:
    """Every text inside the content objects `roots` (attrs classes, mappings, sequences),
    and the engine's words for every effect among them."""
    out: set[str] = set()
    seen: set[int] = set()
    stack: list[object] = list(roots)
    while stack:
        obj = stack.pop()
        if isinstance(obj, str):
            if re.search(r"[A-Za-z]{2,}", obj):
                out.add(obj)
            continue
        if id(obj) in seen or obj is None or isinstance(obj, int | float | bool):
            continue
        seen.add(id(obj))
        if attrs.has(type(obj)):
            if hasattr(obj, "effect") and obj.effect is not None:
                try:
                    out.add(describe_effect(obj.effect))
                except (TypeError, ValueError, AttributeError):
                    pass
            stack += [getattr(obj, f.name) for f in attrs.fields(type(obj))]
        elif isinstance(obj, Mapping):
            stack += list(obj.keys()) + list(obj.values())
        elif isinstance(obj, list | tuple | set | frozenset):
            stack += list(obj)
    return out


def _model_texts(view: QAbstractItemView) -> list[str]:
    model = view.model()
    if model is None:
        return []
    out = []
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = _columns(model) if orientation == Qt.Orientation.Horizontal \
            else model.rowCount(QModelIndex())
        out += [h for i in range(count)
                if isinstance(h := model.headerData(i, orientation), str)]
    for r in range(model.rowCount(QModelIndex())):
        for c in range(max(1, _columns(model))):
            index = model.index(r, c)
            out += [str(index.data(role)) for role in ROLES
                    if isinstance(index.data(role), str)]
    return out


def _columns(model: QAbstractItemModel) -> int:
    """Columns of a table model; a list model (whose columnCount is private) has one."""
    try:
        return int(model.columnCount(QModelIndex()))
    except TypeError:
        return 1


def _menu_texts(menu: QMenu) -> list[str]:
    out = [menu.title()]
    for action in menu.actions():
        out += [action.text(), action.toolTip()]
        if action.menu() is not None:
            out += _menu_texts(action.menu())
    return out


def visible_texts(root: QWidget, skip: Iterable[QWidget] = ()) -> list[str]:
    """The words on `root` and its visible children, every tab of its tab widgets included
    (each is shown in turn); `skip`: widgets whose own text is not the program's."""
    skipped = {_address(c) for w in skip for c in (w, *w.findChildren(QWidget))}
    out = [root.windowTitle()]
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            if action.menu() is not None:
                out += _menu_texts(action.menu())
        out.append(root.statusBar().currentMessage())
    for tabs in root.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        current = tabs.currentIndex()
        for i in range(tabs.count()):
            out += [tabs.tabText(i), tabs.tabToolTip(i)]
            tabs.setCurrentIndex(i)
            out += _widget_texts(tabs.widget(i), skipped)
        tabs.setCurrentIndex(current)
    out += _widget_texts(root, skipped)
    return [t for t in out if t]


def _widget_texts(root: QWidget, skipped: set[int]) -> list[str]:
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or _address(w) in skipped:
            continue
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
        if isinstance(w, QLabel | QAbstractButton):
            out.append(w.text())
        if isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QTextBrowser):
            out.append(w.toPlainText())
        elif isinstance(w, QAbstractItemView):
            out += _model_texts(w)
    return out


def _address(w: QWidget) -> int:
    """The widget's own identity (a Python wrapper's id() may change between look-ups)."""
    return int(shiboken6.getCppPointer(w)[0])


def english_left(texts: Iterable[str], allowed: Iterable[str]) -> list[tuple[str, list[str]]]:
    """Each text that still has English words once the allowed words are taken out, with
    those words."""
    words = sorted({" ".join(a.split()) for a in (*allowed, *ALLOWED) if a.strip()},
                   key=len, reverse=True)
    out = []
    for text in texts:
        plain = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())
        for a in words:
            if a in plain:
                plain = plain.replace(a, " ")
        left = re.findall(r"[A-Za-z]{2,}", plain)
        if left:
            out.append((text, left))
    return out


# An ASCII colon joining a label to its words ('擴充 1: 名稱', 'Amat:用…'): Chinese takes the
# full-width colon with no space after it ('擴充 1：名稱'; wording.labelled). Markup and style
# sheets ('color: #…') are taken out first; a time ('12:30') is no join.
_MARKUP = re.compile(r"<[^>]+>|style=(\'[^\']*\'|\"[^\"]*\")")
_ASCII_JOIN = re.compile(r":(\s|$)|[\u3400-\u9fff]:|:[\u3400-\u9fff]")


def ascii_joins(texts: Iterable[str]) -> list[str]:
    """Each text with an ASCII colon joining a label to what follows it."""
    out = []
    for text in texts:
        plain = html.unescape(_MARKUP.sub(" ", text))
        if any(_ASCII_JOIN.search(line) for line in plain.splitlines()):
            out.append(text)
    return out

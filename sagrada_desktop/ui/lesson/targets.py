"""Where a step's marks are on the screen: the widget it names (by object name, on the screen
on show), and on it the window spaces, Cathedral Board dice or scoring table row it speaks
of, as rectangles in the coordinates of the widget the marks are drawn on."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from sagrada_desktop.lesson.steps import Mark


def find(screen: QWidget | None, name: str) -> QWidget | None:
    """The visible widget of that object name on the screen on show (None: not there)."""
    if screen is None:
        return None
    found = [w for w in screen.findChildren(QWidget, name) if w.isVisible()]
    return found[0] if found else None


def _on(frame: QWidget, widget: QWidget, rect: QRect) -> QRect:
    """`rect` of `widget` in `frame`'s coordinates (the frame lies over the screen, it is not
    its parent)."""
    return QRect(frame.mapFromGlobal(widget.mapToGlobal(rect.topLeft())), rect.size())


def _cells(view: QAbstractItemView, mark: Mark) -> list[QRect]:
    model = view.model()
    out = []
    for r, c in mark.spaces:
        out.append(view.visualRect(model.index(r, c)))
    die_at = getattr(model, "die_at", None)
    if mark.dice and die_at is not None:
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                if die_at(r, c) in mark.dice:
                    out.append(view.visualRect(model.index(r, c)))
    return [r for r in out if r.isValid()]


def _row(table: QTableView, mark: Mark) -> QRect | None:
    """The scoring table's row, its heading included, across every seat's column."""
    model = table.model()
    row_of = getattr(model, "row_of", None)
    if row_of is None:
        return None
    row = row_of(mark.row, mark.public if mark.public >= 0 else None)
    if row < 0:
        return None
    cells = QRect()
    for c in range(model.columnCount()):
        cells = cells.united(table.visualRect(model.index(row, c)))
    header = table.verticalHeader()
    top = header.sectionViewportPosition(row)
    label = QRect(QPoint(0, top), QPoint(header.width() - 1, top + header.sectionSize(row) - 1))
    return _on(table, header.viewport(), label).united(_on(table, table.viewport(), cells))


def crossed(frame: QWidget, screen: QWidget | None, mark: Mark) -> list[QRect]:
    """The spaces the mark crosses out (the rules refuse them), in `frame`'s coordinates."""
    widget = find(screen, mark.widget)
    if widget is None or not mark.refused or not isinstance(widget, QAbstractItemView):
        return []
    model, port = widget.model(), widget.viewport()
    return [_on(frame, port, widget.visualRect(model.index(r, c))) for r, c in mark.refused]


def rectangles(frame: QWidget, screen: QWidget | None, mark: Mark) -> tuple[QRect | None,
                                                                           list[QRect]]:
    """The mark's widget (None: not on the screen) and its spaces, dice or row, in `frame`'s
    coordinates."""
    widget = find(screen, mark.widget)
    if widget is None:
        return None, []
    whole = _on(frame, widget, widget.rect())
    parts: list[QRect] = []
    if mark.effect is not None:
        actions = getattr(widget, "button_actions", [])
        buttons = getattr(widget, "effect_buttons", [])
        parts = [_on(frame, b, b.rect()) for a, b in zip(actions, buttons, strict=False)
                 if a == mark.effect and b.isVisible()]
    elif isinstance(widget, QTableView) and mark.row:
        row = _row(widget, mark)
        parts = [_on(frame, widget, row)] if row is not None else []
    elif isinstance(widget, QAbstractItemView):
        port = widget.viewport()
        parts = [_on(frame, port, r).intersected(whole) for r in _cells(widget, mark)]
    return whole, [p for p in parts if not p.isEmpty()]

"""The look of the program: lead-came darks, jewel-tone glass, cream parchment.

The jewel tones are the print-outs' own (printing.palette), so the screen and the paper agree.
Colours in words are sagrada_desktop.wording.color_name, the same word on screen and paper.
"""

from __future__ import annotations

from printing.palette import GLASS, GOLD, GOLD_DARK, INK, LEAD, PAPER

__all__ = [
    "BG", "CREAM", "GLASS", "GOLD", "GOLD_DARK", "HEADING", "HEADING_FAMILY", "INK", "LEAD",
    "LEGAL", "MUTED", "PANEL",
    "PANEL_EDGE", "PAPER", "PARCHMENT", "REFUSED", "SMOKE", "STYLESHEET",
]

BG = "#16120f"            # the lead came around everything
PANEL = "#241e19"         # a panel set in the came
PANEL_EDGE = "#4a3d2e"
SMOKE = "#3b332b"         # an empty pane of smoked glass
CREAM = "#f3e8d0"         # text on dark
MUTED = "#b9a98c"         # secondary text on dark
PARCHMENT = "#f4ead5"     # the journal's pages
LEGAL = "#7fe0a0"         # a space the die may fill
REFUSED = "#ff6f61"       # a space it may not

# Titles and headings: the bundled EB Garamond with lining figures (style.HEADING_FONT), whose
# digits stand as tall as capitals ("Round 6 of 12", never "I2"); Chinese falls back on the
# CJK font.
HEADING_FAMILY = "Sagrada Heading"
HEADING = f"'{HEADING_FAMILY}', Georgia, serif"


STYLESHEET = f"""
QMainWindow, QDialog, QWidget#screen {{ background: {BG}; color: {CREAM}; }}
QWidget {{ color: {CREAM}; font-size: 10.5pt; }}
QLabel#title {{ font-family: {HEADING}; font-size: 22pt; color: {GOLD}; }}
QLabel#heading {{ font-family: {HEADING}; font-size: 14pt; color: {GOLD}; }}
QLabel#muted {{ color: {MUTED}; }}
QLabel#banner {{ font-size: 12pt; color: {CREAM}; padding: 4px 10px;
    background: {PANEL}; border: 1px solid {GOLD_DARK}; border-radius: 6px; }}
QFrame#panel, QFrame#handPanel {{ background: {PANEL}; border: 1px solid {PANEL_EDGE}; border-radius: 8px; }}
QFrame#panel[chosen="true"] {{ border: 2px solid {GOLD_DARK}; }}
QFrame#card {{ background: {PARCHMENT}; border: 2px solid {GOLD_DARK}; border-radius: 8px; }}
QFrame#card QLabel {{ color: {INK}; }}
QFrame#card QLabel#cardTitle {{ font-family: {HEADING}; font-size: 12.5pt;
    font-weight: bold; color: {INK}; }}
QFrame#card QLabel#cardTag {{ color: {GOLD_DARK}; font-weight: bold; }}
QPushButton {{ background: #3a2f25; color: {CREAM}; border: 1px solid {GOLD_DARK};
    border-radius: 6px; padding: 6px 12px; }}
QPushButton:hover {{ background: #4b3c2e; border-color: {GOLD}; }}
QPushButton:pressed {{ background: #2c241c; }}
QPushButton:disabled {{ color: #7b6f5f; border-color: #3d342b; background: #28211b; }}
QPushButton:focus, QToolButton:focus {{ border: 2px solid {GOLD}; }}
QPushButton#primary {{ background: {GOLD_DARK}; color: #fff8e6; font-weight: bold; }}
QPushButton#primary:hover {{ background: #9a7018; }}
QPushButton#primary:disabled {{ background: #2e2720; color: #a39580; font-weight: normal;
    border: 1px dashed #5a4d3e; }}
QPushButton#danger, QPushButton#giveUpDie {{ background: #6b1f1f; border-color: #b04a3a; }}
QPushButton#danger:disabled, QPushButton#giveUpDie:disabled {{ background: #2e2420; color: #9a7f74; border-color: #4d3430; }}
QToolButton {{ background: #3a2f25; border: 1px solid {GOLD_DARK}; border-radius: 6px;
    padding: 4px; color: {CREAM}; }}
QToolButton:hover {{ border-color: {GOLD}; }}
QToolButton:disabled {{ color: #6d6253; border-color: #3d342b; }}
QLineEdit, QComboBox, QSpinBox {{ background: #2e2620; color: {CREAM};
    border: 1px solid {PANEL_EDGE}; border-radius: 5px; padding: 4px 6px; }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border: 2px solid {GOLD}; }}
QComboBox QAbstractItemView {{ background: #2e2620; color: {CREAM};
    selection-background-color: {GOLD_DARK}; }}
QTableView, QListView {{ background: transparent; border: none; outline: none; }}
QTableView:focus, QListView:focus {{ border: 1px dashed {GOLD}; }}
QHeaderView::section {{ background: {PANEL}; color: {GOLD}; border: none; padding: 4px; }}
QStatusBar {{ background: {PANEL}; color: {CREAM}; border-top: 1px solid {PANEL_EDGE}; }}
QMenuBar {{ background: {PANEL}; color: {CREAM}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {GOLD_DARK}; }}
QMenu {{ background: {PANEL}; color: {CREAM}; border: 1px solid {PANEL_EDGE}; }}
QMenu::item:disabled {{ color: #7b6f5f; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget#page {{ background: transparent; }}
QWidget#effects {{ background: transparent; }}
QWidget#effects QPushButton {{ padding: 3px 9px; }}
QScrollBar:vertical {{ background: {PANEL}; width: 12px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: {PANEL}; height: 12px; margin: 0; border: none; }}
QScrollBar::handle {{ background: {PANEL_EDGE}; border-radius: 5px; min-height: 24px;
    min-width: 24px; margin: 2px; }}
QScrollBar::handle:hover {{ background: {GOLD_DARK}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QTextBrowser QScrollBar:vertical {{ background: #e9dcc0; }}
QTextBrowser QScrollBar::handle {{ background: #c9b48e; }}
QTextBrowser QScrollBar::handle:hover {{ background: {GOLD_DARK}; }}
QTabWidget::pane {{ border: 1px solid {PANEL_EDGE}; border-radius: 6px; top: -1px;
    background: {PANEL}; }}
QTabBar::tab {{ background: {PANEL}; color: {MUTED}; border: 1px solid {PANEL_EDGE};
    padding: 5px 10px; border-top-left-radius: 6px; border-top-right-radius: 6px; }}
QTabBar::tab:selected {{ background: {GOLD_DARK}; color: {CREAM}; }}
QTabBar::tab:hover {{ color: {CREAM}; }}
QTabBar::tab:focus {{ border: 2px solid {GOLD}; }}
QTreeView, QListView, QTableView {{ color: {CREAM}; selection-background-color: {GOLD_DARK};
    selection-color: #fff8e6; }}
QFileDialog QListView, QFileDialog QTreeView {{ background: #211b16;
    border: 1px solid {PANEL_EDGE}; }}
QTextBrowser {{ background: {PARCHMENT}; color: {INK}; border: 2px solid {GOLD_DARK};
    border-radius: 8px; padding: 8px; }}
QToolTip {{ background: {PARCHMENT}; color: {INK}; border: 1px solid {GOLD_DARK}; padding: 4px; }}
QGroupBox {{ border: 1px solid {PANEL_EDGE}; border-radius: 8px; margin-top: 14px;
    padding-top: 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; color: {GOLD}; }}
"""

"""Print-and-play: journal pages, the Magic Square, scorecards and the Cathedral Board as PDF
(reportlab), and windows and their small pictures as SVG (svgwrite). No Qt.

One drawing model (primitives.py) and two back ends (pdf_render.py, svg_render.py).
The documents are in documents.py, the command in print_command.py, the SVG pictures for
the screen in svg_art.py; docs/printing.md describes them. Nothing is imported here, so that
the screen can use printing.art and printing.svg_render without loading reportlab.
"""

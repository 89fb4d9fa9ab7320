"""SVG: the window drawing and the small pictures are valid, self-contained SVG."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from printing import svg_art
from sagrada_desktop.engine import Color, parse_window

from .conftest import DESIGN

NS = "{http://www.w3.org/2000/svg}"


def parsed(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == f"{NS}svg"
    for bad in ("pattern", "clipPath", "image", "use", "mask", "filter"):
        assert root.find(f".//{NS}{bad}") is None, f"<{bad}> is not for QtSvg"
    assert "href" not in text
    return root


def test_window_svg_has_its_panes_marks_and_name() -> None:
    root = parsed(svg_art.window_svg(DESIGN))
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert "The Rose of the Nativity" in texts
    assert "14" in texts and "7" in texts  # Magic Square numbers
    rects = list(root.iter(f"{NS}rect"))
    assert len(rects) >= 2 * 24  # lead backing and a pane for every space
    assert len(list(root.iter(f"{NS}line"))) > 20  # red hatching, purple lines...
    assert len(list(root.iter(f"{NS}path"))) >= 2  # stars and waves


def test_window_svg_with_fills() -> None:
    window = parse_window("""
.=R3  .=X   -
4     .=G9  .
""")
    root = parsed(svg_art.window_svg(window, cell=30))
    texts = [t.text for t in root.iter(f"{NS}text")]
    assert "3" in texts and "9" in texts
    assert float(root.get("viewBox", "0 0 0 0").replace(",", " ").split()[2]) < 3 * 30 + 20


@pytest.mark.parametrize("picture", [
    lambda: svg_art.die_face_svg(Color.RED, 5, 48),
    lambda: svg_art.die_face_svg(Color.ORANGE, 7, 48),
    lambda: svg_art.texture_swatch_svg(Color.BLUE, 48),
    lambda: svg_art.restriction_svg(color=Color.GREEN, size=48),
    lambda: svg_art.restriction_svg(value=4, size=48),
    lambda: svg_art.restriction_svg(size=48),
    lambda: svg_art.star_svg(48),
    lambda: svg_art.magic_badge_svg(14, 48),
    lambda: svg_art.broken_svg(48),
    lambda: svg_art.constructed_svg(48),
])
def test_pictures_are_sized_and_self_contained(picture) -> None:  # type: ignore[no-untyped-def]
    root = parsed(picture())
    assert root.get("width") == "48" and root.get("height") == "48"
    assert len(list(root)) > 1


def test_a_die_outside_one_to_six_shows_its_number() -> None:
    root = parsed(svg_art.die_face_svg(Color.PURPLE, -1))
    assert [t.text for t in root.iter(f"{NS}text")] == ["-1"]
    root = parsed(svg_art.die_face_svg(Color.PURPLE, 6))
    assert list(root.iter(f"{NS}text")) == []
    assert len(list(root.iter(f"{NS}circle"))) >= 6

"""The small SVG pictures' titles (what a screen reader says of a colour, a texture, a mark)
are in the language being printed, and on screen in the language shown."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from printing import svg_art, wording
from sagrada_desktop.engine import Color
from sagrada_desktop.wording import set_language

NS = "{http://www.w3.org/2000/svg}"


def title(svg: str) -> str:
    found = ET.fromstring(svg).find(f"{NS}title")
    assert found is not None and found.text
    return found.text


PICTURES = [
    (lambda: svg_art.die_face_svg(Color.RED, 5), "Red 5", "紅 5"),
    (lambda: svg_art.texture_swatch_svg(Color.BLUE), "Blue: ", "藍：波浪"),
    (lambda: svg_art.restriction_svg(color=Color.GREEN), "Green restriction", "綠色限制"),
    (lambda: svg_art.restriction_svg(value=4), "value 4 restriction", "數值 4 限制"),
    (lambda: svg_art.restriction_svg(), "plain space", "空白欄位"),
    (lambda: svg_art.star_svg(), "star space", "星號欄位"),
    (lambda: svg_art.magic_badge_svg(14), "Magic Square 14", "魔方陣 14"),
    (lambda: svg_art.broken_svg(), "broken space", "破損欄位"),
    (lambda: svg_art.constructed_svg(), "constructed", "已建造"),
]


@pytest.mark.parametrize("picture, english, chinese", PICTURES)
def test_each_picture_is_titled_in_the_language_printed(picture, english, chinese) -> None:  # type: ignore[no-untyped-def]
    assert title(picture()).startswith(english)
    with wording.language("zh_TW"):
        assert title(picture()) == chinese


def test_the_screen_pictures_follow_the_language_shown(qapp) -> None:  # type: ignore[no-untyped-def]
    from sagrada_desktop.ui.common import svg_pictures

    try:
        assert title(svg_pictures.die_svg(Color.YELLOW, 2)) == "Yellow 2"
        set_language("zh_TW")
        assert title(svg_pictures.die_svg(Color.YELLOW, 2)) == "黃 2"
        assert title(svg_pictures.seal_svg()) == "已建造"
        assert wording.LANGUAGE == "en"  # the screen's pictures leave the printing language be
    finally:
        set_language("en")

"""Names as long as a file may hold them (a limit for typing is not one for reading: up to
32,767 characters, the most any version let a person type) are laid out in time linear in
their length (issue 32, item 8: 10,000 characters took 10.8 s, 100,000 over 600 s, a
campaign book with 10,000-character names 47.7 s): a long word is cut where the line ends and
an ellipsis is placed by halving, each with a few measures, never one per character."""

from __future__ import annotations

import pytest

from printing import fonts


@pytest.fixture
def measures(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    seen: list[int] = []
    real = fonts.text_width

    def counted(text: str, role: fonts.FontRole, size: float) -> float:
        seen.append(len(text))
        return real(text, role, size)

    monkeypatch.setattr(fonts, "text_width", counted)
    return seen


def test_an_ellipsis_takes_a_few_measures(measures: list[int]) -> None:
    text = "W" * 3000
    cut = fonts.ellipsize(text, "body", 9, 200)
    assert cut.endswith("\u2026") and fonts.text_width(cut, "body", 9) <= 200
    assert len(measures) < 40
    assert sum(measures) < 4 * len(text)  # each measure short, but for the first


def test_a_long_word_is_cut_where_the_line_ends(measures: list[int]) -> None:
    text = "Ø" * 3000
    lines = fonts.wrap(text, "body", 9, 300)
    assert "".join(lines) == text and len(lines) > 10
    assert all(fonts.text_width(line, "body", 9) <= 300 for line in lines)
    assert sum(measures) < 12 * len(text)


def test_a_name_of_the_longest_reading_fits_its_field() -> None:
    name = "Amat" * 8192  # 32,768 characters, one word
    size, lines = fonts.fit_name(name, "title", 14, 180, 7)
    assert size == 7 and len(lines) == 2 and lines[-1].endswith("\u2026")
    assert all(fonts.text_width(line, "title", 7) <= 180 for line in lines)

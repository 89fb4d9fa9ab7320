"""`sagrada-artisans --version` prints the program's version and the newest rules and content
editions (a game or a campaign plays under its own, which may be older)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import sagrada_desktop
from sagrada_desktop.cli import main
from sagrada_desktop.engine.edition_numbers import CONTENT_EDITION, RULES_EDITION
from sagrada_desktop.wording import set_language


@pytest.fixture(autouse=True)
def english_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """--lang sets the program's language for the process: English again after each test."""
    monkeypatch.delenv("LANG", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    yield
    set_language("en")


@pytest.mark.parametrize(("argv", "expected"), [
    (["--version"], f"sagrada-artisans {sagrada_desktop.__version__} (rules edition "
                    f"{RULES_EDITION}, content edition {CONTENT_EDITION})"),
    (["--lang", "zh_TW", "--version"], f"sagrada-artisans {sagrada_desktop.__version__}（規則第 "
                                       f"{RULES_EDITION} 版，內容第 {CONTENT_EDITION} 版）"),
])
def test_version_names_the_editions(argv: list[str], expected: str,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == expected
    assert sagrada_desktop.__version__ == "0.2.0"

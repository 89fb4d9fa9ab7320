"""The Chinese rulebook calls the campaign 劇情 (遊戲設置 1: 在劇情中使用同一本日誌); every
shipped Chinese text uses that word, never 戰役 (docs/glossary.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# everything a person reads in Chinese: the screens' .ts, the content translations, the
# printed words, the command line's and the campaign's words, the installer's menu entry
SHIPPED = [
    *sorted((ROOT / "resources" / "translations").rglob("*.ts")),
    *sorted((ROOT / "resources" / "translations").rglob("*.toml")),
    *sorted((ROOT / "sagrada_desktop").rglob("*.py")),
    *sorted((ROOT / "printing").rglob("*.py")),
    *sorted((ROOT / "installer").rglob("*.desktop")),
    ROOT / "docs" / "glossary.md",
]


def test_the_shipped_texts_are_found() -> None:
    names = {p.name for p in SHIPPED}
    assert "sagrada_zh_TW.ts" in names and "wording.py" in names
    assert any(p.suffix == ".toml" for p in SHIPPED)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_campaign_is_called_as_the_rulebook_calls_it(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if path.name == "glossary.md":  # the glossary names the word to avoid, once
        text = text.replace("never 戰役", "")
    lines = [n for n, line in enumerate(text.splitlines(), 1) if "戰役" in line]
    assert not lines, f"{path.relative_to(ROOT)} says 戰役 (the rulebook: 劇情) on lines {lines}"


def test_the_rulebook_word_is_used() -> None:
    ts = (ROOT / "resources" / "translations" / "sagrada_zh_TW.ts").read_text(encoding="utf-8")
    assert ts.count("劇情") >= 25
    from printing.wording import ZH_TW

    assert ZH_TW["CAMPAIGN_BOOK"] == "劇情紀錄簿"

"""The Chinese rulebook calls the campaign 劇情 (遊戲設置 1: 在劇情中使用同一本日誌); every
shipped Chinese text uses that word, never 戰役 (docs/glossary.md). The same for the Glory
words the glossary fixes: Flourish is 花飾 (not 繁盛 or 華飾), Rivalry 競逐 (not 較勁), and a window
is counted 一片 (not 一扇), the Family Crest is 家徽 (not 徽章)."""

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


# a word to avoid -> the glossary's word
AVOIDED = {"戰役": "劇情", "繁盛": "花飾", "華飾": "花飾", "較勁": "競逐", "扇玻璃窗": "片玻璃窗",
           "徽章": "家徽"}


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_glossary_words_are_used(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if path.name == "glossary.md":  # the glossary names the words to avoid
        text = text.replace("never 戰役", "").replace("never 扇", "")
        text = text.split("## Words we do not use")[0]
    for avoided, word in AVOIDED.items():
        lines = [n for n, line in enumerate(text.splitlines(), 1) if avoided in line]
        assert not lines, f"{path.relative_to(ROOT)} says {avoided} (the glossary: {word}) " \
                          f"on lines {lines}"


def test_the_rulebook_word_is_used() -> None:
    ts = (ROOT / "resources" / "translations" / "sagrada_zh_TW.ts").read_text(encoding="utf-8")
    assert ts.count("劇情") >= 25
    from printing.wording import ZH_TW

    assert ZH_TW["CAMPAIGN_BOOK"] == "劇情紀錄簿"

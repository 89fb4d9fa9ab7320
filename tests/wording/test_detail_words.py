"""Every kind of detail (codec/details.py) and every rule a saved campaign or a content file can
break has words in both languages, with the same values in each."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import get_args

import pytest

from sagrada_desktop.codec.details import DetailKind, Expected, Got, Quoted, detail, rule
from sagrada_desktop.wording.details import TEMPLATES, detail_text
from sagrada_desktop.wording.rule_details import RULES

ROOT = Path(__file__).resolve().parents[2]
CHECKERS = [*sorted((ROOT / "sagrada_desktop" / "content").glob("*.py")),
            *sorted((ROOT / "sagrada_desktop" / "campaign").glob("*.py")),
            *sorted((ROOT / "sagrada_desktop" / "saves").glob("*.py"))]


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("kind", [k for k in get_args(DetailKind) if k != "rule"])
def test_every_kind_has_words_in_both_languages(kind: str) -> None:
    en, zh = TEMPLATES[kind]
    assert en and zh and _fields(zh) <= _fields(en)  # Chinese has no plural to choose
    assert re.search(r"[\u4e00-\u9fff]", zh), kind


def test_every_rule_used_has_words_in_both_languages() -> None:
    used = {name for path in CHECKERS
            for name in re.findall(r'\brule\("([a-z0-9-]+)"', path.read_text(encoding="utf-8"))}
    assert len(used) > 60
    assert used <= set(RULES), sorted(used - set(RULES))
    for name in used:
        en, zh = RULES[name]
        assert _fields(zh) <= _fields(en), name


@pytest.mark.parametrize("lang, words", [
    ("en", "setup.seats[0].name: expected text, got a number"),
    ("zh_TW", "setup.seats[0].name：應為文字，卻是數字"),
])
def test_a_detail_is_worded_in_the_language_asked(lang: str, words: str) -> None:
    found = detail("expected", "setup.seats[0].name", expected=Expected("text"), got=Got("number"))
    assert detail_text(found, lang) == words


def test_values_are_worded_in_the_same_language() -> None:
    found = rule("unknown-id", "campaign.after.offer[0]", what="x", ident=Quoted("kiln"))
    assert detail_text(found, "en") == "campaign.after.offer[0]: unknown x 'kiln'"
    assert detail_text(found, "zh_TW") == "campaign.after.offer[0]：沒有這個x：「kiln」"

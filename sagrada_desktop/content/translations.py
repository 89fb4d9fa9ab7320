"""Content texts in other languages: `localized(text_id, lang)` with English as the fallback.

Every text a player reads in a content file has a text id, made from the id of the entry it
belongs to and the field: `w03.name`, `w03.tools[1].text`, `w03-intro.actions[0]`,
`e02.grants.rules_text`, `campaign.magic_square.color_collections.text`. A translation file
mirrors its content file under `translations/LANG/` (resources/translations/zh_TW/windows/
campaign/w03.toml translates resources/windows/campaign/w03.toml) and is a flat table of
`"text id" = "translated text"`. The Glory cards, written in the engine today, are translated
in `translations/LANG/glory.toml` under the ids `strife-board.ID.name`, `pioneer.ID.text` ...

See docs/content-format.md ("Translations").
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from attrs import evolve, frozen

from ..codec.details import Raw, detail
from ..engine.definitions import Ability, PrivateObjective, WindowDesign, WindowRule, WindowTool
from ..engine.legacy_types import CampaignContent
from .errors import Problem
from .loader import default_root
from .reading import shown_path

ENGLISH = "en"
LANGUAGES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文"}
TRANSLATIONS = "translations"
GLORY_FILE = "glory.toml"

# The fields players read; every other string (ids, kinds, colours, patterns) is not words.
TEXT_FIELDS = frozenset({"name", "title", "text", "story", "instructions", "rules_text"})
TEXT_LISTS = frozenset({"contents", "actions"})
# Folders and files of the content that hold texts (the translations folder itself does not).
_CONTENT_GLOBS = ("campaign.toml", "windows/*/*.toml", "stories/*.toml", "envelopes/*.toml",
                  "tools/*.toml", "abilities/*.toml", "objectives/*.toml")


class LanguageError(ValueError):
    """A language code the program has no words for."""


def check_language(lang: str) -> str:
    """`lang` itself when known (en, zh_TW; zh-TW and zh_tw are read as zh_TW)."""
    for known in LANGUAGES:
        if lang.replace("-", "_").lower() == known.lower():
            return known
    raise LanguageError(f"unknown language {lang!r}; choose one of: {', '.join(LANGUAGES)}")


# --- the English texts and their ids --------------------------------------------------------

def _walk(table: Mapping[str, Any], prefix: str, out: dict[str, str]) -> None:
    for key, value in table.items():
        if key in TEXT_FIELDS and isinstance(value, str):
            out[f"{prefix}.{key}"] = value
        elif key in TEXT_LISTS and isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, str):
                    out[f"{prefix}.{key}[{i}]"] = item
        elif isinstance(value, dict):
            _walk(value, _own_id(value, f"{prefix}.{key}"), out)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict):
                    _walk(item, _own_id(item, f"{prefix}.{key}[{i}]"), out)


def _own_id(table: Mapping[str, Any], fallback: str) -> str:
    ident = table.get("id")
    return ident if isinstance(ident, str) and ident else fallback


def content_files(root: Path) -> list[Path]:
    """The content files holding texts, in a stable order."""
    files: list[Path] = []
    for pattern in _CONTENT_GLOBS:
        files.extend(sorted(root.glob(pattern)))
    return files


def file_texts(path: Path) -> dict[str, str]:
    """Text id -> English text of one content file (raises OSError / TOMLDecodeError)."""
    table = tomllib.loads(path.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    _walk(table, _own_id(table, path.stem), out)
    return out


def glory_texts() -> dict[str, str]:
    """Text id -> English text of the Glory cards (Strife Boards and Tools, Pioneer and
    Flourish Cards), as the content's glory/ files give them."""
    from .loader import load_content

    glory = load_content().glory
    out: dict[str, str] = {}
    for board in glory.strife_boards:
        out[f"strife-board.{board.id}.name"] = board.name
        out[f"strife-board.{board.id}.text"] = board.text
    for tool in glory.strife_tools:
        out[f"{tool.id}.name"] = tool.name
        out[f"{tool.id}.text"] = tool.text
    for pioneer in glory.pioneer_cards:
        out[f"{pioneer.id}.name"] = pioneer.name
        out[f"{pioneer.id}.text"] = pioneer.text
    for flourish in glory.flourish_cards:
        out[f"{flourish.id}.name"] = flourish.name
        out[f"{flourish.id}.text"] = flourish.text
    return out


def translation_path(root: Path, lang: str, content_file: Path) -> Path:
    return root / TRANSLATIONS / lang / content_file.relative_to(root)


# --- reading translation files ---------------------------------------------------------------

def _read_translation(root: Path, path: Path, problems: list[Problem]) -> dict[str, str]:
    """The flat table of a translation file; its mistakes are added to `problems`."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(Problem(shown_path(root, path), None, "",
                                detail("cannot-read", error=Raw(str(exc)))))
        return {}
    return _translation_table(root, path, text, problems)


def _translation_table(root: Path, path: Path, text: str, problems: list[Problem]
                       ) -> dict[str, str]:
    """The flat table of a translation file read as `text`; its mistakes go to `problems`."""
    shown = shown_path(root, path)
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        problems.append(Problem(shown, None, "", detail("invalid-toml", error=Raw(str(exc)))))
        return {}
    out: dict[str, str] = {}
    for key, value in table.items():
        if not isinstance(value, str):
            problems.append(Problem(shown, None, key, detail("translation-not-text")))
        elif not value.strip():
            problems.append(Problem(shown, None, key, detail("translation-empty")))
        else:
            out[key] = value
    return out


@frozen
class Report:
    """What `content check` says about one language: the problems (missing translations,
    translations whose id no content has, malformed files) and how many texts are translated."""

    lang: str
    problems: tuple[Problem, ...]
    translated: int
    total: int


def check_translations(root: Path, lang: str) -> Report:
    """Every text id of the content at `root` against the translation files of `lang`."""
    problems: list[Problem] = []
    translated = total = 0
    base = root / TRANSLATIONS / lang
    expected: set[Path] = set()
    for path in content_files(root):
        target = translation_path(root, lang, path)
        expected.add(target)
        try:
            english = file_texts(path)
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue  # the content check reports the content file itself
        done = _read_translation(root, target, problems) if target.is_file() else {}
        translated_here, total_here = _compare(root, target, english, done, problems)
        translated, total = translated + translated_here, total + total_here
    glory = base / GLORY_FILE
    expected.add(glory)
    done = _read_translation(root, glory, problems) if glory.is_file() else {}
    translated_here, total_here = _compare(root, glory, glory_texts(), done, problems)
    translated, total = translated + translated_here, total + total_here
    for page in sorted((root / "help").glob("*.md")):
        target = base / "help" / page.name
        expected.add(target)
        if not target.is_file():
            problems.append(Problem(shown_path(root, target), None, "",
                                    detail("translation-file-missing", file=page.name)))
    for stray in sorted(base.rglob("*.toml")) if base.is_dir() else []:
        if stray not in expected:
            problems.append(Problem(shown_path(root, stray), None, "",
                                    detail("translation-file-stray")))
    return Report(lang, tuple(problems), translated, total)


def _compare(root: Path, target: Path, english: Mapping[str, str], done: Mapping[str, str],
             problems: list[Problem]) -> tuple[int, int]:
    shown = shown_path(root, target)
    for key in english:
        if key not in done:
            problems.append(Problem(shown, None, key, detail("translation-missing")))
    for key in done:
        if key not in english:
            problems.append(Problem(shown, None, key, detail("translation-stray")))
    return sum(1 for key in english if key in done), len(english)


def translation_languages(root: Path) -> list[str]:
    """The languages with a folder under translations/."""
    base = root / TRANSLATIONS
    return sorted(p.name for p in base.iterdir() if p.is_dir()) if base.is_dir() else []


# --- the catalogue the program asks ----------------------------------------------------------

@cache
def _english(root: Path) -> dict[str, str]:
    out = glory_texts()
    for path in content_files(root):
        out.update(file_texts(path))
    return out


# A line that may define a text of a flat table: a key (quoted or bare) and "=". Every text
# a file defines is on such a line unless the file writes its key with an escape (a backslash).
_KEY_LINE = re.compile(r"""^[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([A-Za-z0-9_-]+))[ \t]*=""",
                       re.MULTILINE)


class _Catalogue:
    """The translation files of one language, each parsed when a text it may hold is first
    asked for: the start screen, which shows a few window names, reads those windows' files
    only. A text is what the files give it read in path order, the last file winning, as
    though all were read: the files that may hold it are known from their lines (`_KEY_LINE`),
    and a file with an escape may hold any."""

    def __init__(self, root: Path, base: Path) -> None:
        self._root = root
        self._paths = sorted(base.rglob("*.toml")) if base.is_dir() else []
        self._texts: dict[int, str] = {}
        self._tables: dict[int, dict[str, str]] = {}
        self._holders: dict[str, list[int]] = {}  # text id -> the files that may hold it
        self._escaped: list[int] = []  # files that may hold any text id
        for i, path in enumerate(self._paths):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):  # read as an empty table, as before
                continue
            self._texts[i] = text
            if "\\" in text:
                self._escaped.append(i)
                continue
            for match in _KEY_LINE.finditer(text):
                key = next(group for group in match.groups() if group is not None)
                holders = self._holders.setdefault(key, [])
                if not holders or holders[-1] != i:
                    holders.append(i)

    def get(self, text_id: str) -> str | None:
        holders = self._holders.get(text_id, [])
        if self._escaped:
            holders = sorted({*holders, *self._escaped})
        for i in reversed(holders):
            found = self._table(i).get(text_id)
            if found is not None:
                return found
        return None

    def _table(self, i: int) -> dict[str, str]:
        table = self._tables.get(i)
        if table is None:  # a damaged file falls back to English; `content check` says so
            table = self._tables[i] = _translation_table(
                self._root, self._paths[i], self._texts[i], [])
        return table


@cache
def _catalogue(root: Path, lang: str) -> _Catalogue:
    return _Catalogue(root, root / TRANSLATIONS / lang)


def localized(text_id: str, lang: str, english: str | None = None,
              root: Path | None = None) -> str:
    """The text `text_id` in `lang`; the English text when `lang` has no translation of it.

    `english` is what to fall back to (the content object's own text, e.g. `window.name`);
    without it the English text is looked up in the content files, and an unknown id gives
    the id itself so that nothing prints empty.
    """
    where = (root or default_root()).resolve()
    if lang != ENGLISH:
        found = _catalogue(where, lang).get(text_id)
        if found is not None:
            return found
    if english is not None:
        return english
    return _english(where).get(text_id, text_id)


def texts(lang: str, root: Path | None = None) -> Iterator[tuple[str, str]]:
    """Every (text id, text in `lang`), English where `lang` has no translation."""
    where = (root or default_root()).resolve()
    for key, english in _english(where).items():
        yield key, localized(key, lang, english, where)


def help_page(name: str, lang: str, root: Path | None = None) -> Path:
    """The help page `name` (e.g. "rules.md") in `lang`: translations/LANG/help/NAME when it
    exists, else the English resources/help/NAME."""
    where = (root or default_root()).resolve()
    translated = where / TRANSLATIONS / lang / "help" / name
    if lang != ENGLISH and translated.is_file():
        return translated
    return where / "help" / name


# --- content objects in another language -----------------------------------------------------

def _tool(window_id: str, i: int, tool: WindowTool, lang: str) -> WindowTool:
    key = f"{window_id}.tools[{i}]"
    return evolve(tool, name=localized(f"{key}.name", lang, tool.name),
                  text=localized(f"{key}.text", lang, tool.text))


def _private(objective: PrivateObjective, lang: str) -> PrivateObjective:
    return evolve(objective, name=localized(f"{objective.id}.name", lang, objective.name),
                  text=localized(f"{objective.id}.text", lang, objective.text))


def _ability(ability: Ability, lang: str) -> Ability:
    return evolve(ability, name=localized(f"{ability.id}.name", lang, ability.name),
                  text=localized(f"{ability.id}.text", lang, ability.text))


def _rule(rule: WindowRule, lang: str) -> WindowRule:
    """A New Rule; the ability it grants (Dawn Fire...) in `lang`."""
    return rule if rule.ability is None else evolve(rule, ability=_ability(rule.ability, lang))


def localize_design(design: WindowDesign, lang: str) -> WindowDesign:
    """The window with its name, New Rules (and the abilities they grant), tools and Private
    Objectives in `lang` (rules, ids and pattern unchanged: for showing and printing, never for play)."""
    if lang == ENGLISH:
        return design
    wid = design.id
    return evolve(
        design,
        name=localized(f"{wid}.name", lang, design.name),
        rules_text=localized(f"{wid}.rules_text", lang, design.rules_text),
        tools=tuple(_tool(wid, i, t, lang) for i, t in enumerate(design.tools)),
        rules=tuple(_rule(r, lang) for r in design.rules),
        private_objectives=tuple(_private(p, lang) for p in design.private_objectives),
    )


def _named(entries: Mapping[str, Any], lang: str, fields: tuple[str, ...]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for ident, entry in entries.items():
        changes = {f: localized(f"{entry.id}.{f}", lang, getattr(entry, f)) for f in fields}
        out[ident] = evolve(entry, **changes)
    return out


def _listed(ident: str, field: str, items: tuple[str, ...], lang: str) -> tuple[str, ...]:
    return tuple(localized(f"{ident}.{field}[{i}]", lang, item) for i, item in enumerate(items))


def localize_content(content: CampaignContent, lang: str) -> CampaignContent:
    """The whole content with every text in `lang` (English where it has no translation).
    Ids, effects and numbers are unchanged, so the result is shown or printed, never played
    from a save of another language's texts."""
    if lang == ENGLISH:
        return content
    windows = {k: evolve(c, design=localize_design(c.design, lang),
                         story=localized(f"{k}.story", lang, c.story))
               for k, c in content.windows.items()}
    boosters = {k: evolve(c, design=localize_design(c.design, lang),
                          story=localized(f"{k}.story", lang, c.story))
                for k, c in content.booster_windows.items()}
    stories = {k: evolve(s, title=localized(f"{k}.title", lang, s.title),
                         story=localized(f"{k}.story", lang, s.story),
                         actions=_listed(k, "actions", s.actions, lang))
               for k, s in content.story_cards.items()}
    envelopes = {k: evolve(e, title=localized(f"{k}.title", lang, e.title),
                           story=localized(f"{k}.story", lang, e.story),
                           instructions=localized(f"{k}.instructions", lang, e.instructions),
                           contents=_listed(k, "contents", e.contents, lang),
                           grants=evolve(e.grants, rules_text=localized(
                               f"{k}.grants.rules_text", lang, e.grants.rules_text)))
                 for k, e in content.envelopes.items()}
    square = content.magic_square
    square = evolve(
        square,
        color_variety=tuple(evolve(v, name=localized(f"{v.id}.name", lang, v.name),
                                   text=localized(f"{v.id}.text", lang, v.text))
                            for v in square.color_variety),
        color_collections=evolve(square.color_collections, text=localized(
            "campaign.magic_square.color_collections.text", lang,
            square.color_collections.text)),
    )
    return evolve(
        content,
        windows=windows,
        booster_windows=boosters,
        story_cards=stories,
        envelopes=envelopes,
        tools=_named(content.tools, lang, ("name", "text")),
        abilities=_named(content.abilities, lang, ("name", "text")),
        public_objectives=_named(content.public_objectives, lang, ("name", "text")),
        market_tracks=_named(content.market_tracks, lang, ("name", "text")),
        magic_square=square,
    )

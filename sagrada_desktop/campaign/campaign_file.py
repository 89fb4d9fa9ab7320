"""Campaign saves: one JSON file per campaign, written atomically with the previous version
kept as ".bak", versioned, checked when read.

    {"format": "sagrada-artisans-campaign", "schema_version": 5, "written_by": "0.2.0",
     "campaign": {...every Campaign field but the game, rules_edition and content_edition,
                  at_table and the window played at the table with its results so far...},
     "game": null | {"setup": {...}, "actions": [{"kind": "draft", "die": "R3"}, ...]},
     "seats": [{"kind": "person"}, {"kind": "medium"}]}

The game in progress is its setup and action log, replayed under its rules edition; "seats"
says who plays each family (saves.seat_plans). Values in the save format of saves (docs/saves.md).
A campaign is checked against its own content edition (content/editions.py), handed back in
LoadedCampaign.content; a newer version's file is refused with its number (campaign_migrations)."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attrs import evolve, fields, frozen

from ..codec.details import Detail, Expected, Quoted, Worded, detail, got, rule
from ..engine.edition_numbers import CONTENT_EDITION, RULES_EDITION
from ..engine.legacy_types import CampaignContent
from ..saves import (
    CodecError,
    MigrationError,
    ReplayError,
    SeatPlan,
    action_from_json,
    action_to_json,
    atomic_write,
    backup_path,
    dumps,
    everyone_a_person,
    from_json,
    loads,
    plans_from_json,
    plans_to_json,
    read_save_text,
    replay,
    setup_to_json,
    to_json,
    upgrade,
)
from ..saves.atomic import exists
from ..saves.newer_files import (
    edition_in,
    newer_file,
    program_version,
    written_by_problems,
)
from ..saves.old_editions import first_that_plays, setup_rules_editions
from ..saves.old_seat_files import campaign_side_file
from ..saves.setup_checks import checked_setup, edition_problems
from ..wording import message
from ..wording.system_errors import os_error_words
from .campaign_migrations import campaign_migrations
from .campaign_state import Campaign, GameInProgress
from .campaign_summary import summary_json, summary_problems
from .editions import campaign_content
from .families import SQUARE_CELLS, FamilySetup
from .flow import MAX_FAMILIES, new_campaign
from .save_checks import rule_problems
from .table_checks import table_shape_problems

CAMPAIGN = Worded("campaign", "劇情")

CAMPAIGN_FORMAT = "sagrada-artisans-campaign"
CAMPAIGN_SCHEMA_VERSION = 5
_KEYS = ("format", "schema_version", "campaign", "game", "seats")
_OPTIONAL = ("written_by",  # files of before schema 4 do not say who wrote them
             "summary")  # what the Continue list shows (files of before it have none)


class CampaignSaveError(Exception):
    """A campaign file that cannot be written, read or trusted; the message names the file
    and what is wrong."""


@frozen
class LoadedCampaign:
    """A campaign read from its file, with who plays each family (one plan per family) and,
    when it was read with the content, the content of the campaign's own edition (to play,
    show and print it with)."""

    campaign: Campaign
    plans: tuple[SeatPlan, ...]
    content: CampaignContent | None = None


def _body(campaign: Campaign) -> dict[str, Any]:
    data: dict[str, Any] = to_json(evolve(campaign, game=None), Campaign)
    del data["game"]
    return data


def _game(game: GameInProgress | None, setup_json: dict[str, Any] | None = None
          ) -> dict[str, Any] | None:
    if game is None:
        return None
    return {
        "setup": setup_json if setup_json is not None else setup_to_json(game.setup),
        "actions": [action_to_json(a) for a in game.actions],
    }


def _document(body: dict[str, Any], game: dict[str, Any] | None,
              plans: Sequence[SeatPlan] | None, campaign: Campaign) -> dict[str, Any]:
    families = len(campaign.families)
    if plans is None:
        plans = everyone_a_person(families)
    if len(plans) != families:
        raise ValueError(f"{families} families but {len(plans)} seat plans")
    return {"format": CAMPAIGN_FORMAT, "schema_version": CAMPAIGN_SCHEMA_VERSION,
            "written_by": program_version(),
            "summary": summary_json(campaign),  # before the body: the Continue list's header
            "campaign": body, "game": game, "seats": plans_to_json(plans)}


def campaign_document(campaign: Campaign, plans: Sequence[SeatPlan] | None = None
                      ) -> dict[str, Any]:
    """The campaign as JSON data (what save_campaign writes); `plans`: who plays each family
    (None: a person each)."""
    return _document(_body(campaign), _game(campaign.game), plans, campaign)


class _LastSaved:
    """The JSON of the campaign (without its game) and of the game's setup last written, kept
    for as long as the same frozen values are saved again: during a game only the action log
    changes from turn to turn, so an autosave converts only that."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] = ()
        self.body: dict[str, Any] = {}
        self.setup: object = None
        self.setup_json: dict[str, Any] = {}

    def body_of(self, campaign: Campaign) -> dict[str, Any]:
        key = tuple(getattr(campaign, f.name) for f in fields(Campaign) if f.name != "game")
        if len(key) != len(self.key) or any(a is not b for a, b in zip(key, self.key,
                                                                         strict=True)):
            self.key, self.body = key, _body(campaign)
        return self.body

    def game_of(self, game: GameInProgress | None) -> dict[str, Any] | None:
        if game is None:
            return None
        if game.setup is not self.setup:
            self.setup, self.setup_json = game.setup, setup_to_json(game.setup)
        return _game(game, self.setup_json)


_LAST = _LastSaved()


def save_campaign(path: str | os.PathLike[str], campaign: Campaign,
                  plans: Sequence[SeatPlan] | None = None, *,
                  content: CampaignContent | None = None) -> None:
    """Write the campaign and who plays each family (`plans`; None: a person each)
    atomically; the file `path` held before is kept as `path.bak`. Cheap enough to call after
    every turn. With the content, what is about to be written is first read back as loading
    would read it: a campaign that would not load, or would load as another, is not written
    (CampaignSaveError says why; the file keeps its last save)."""
    doc = _document(_LAST.body_of(campaign), _LAST.game_of(campaign.game), plans, campaign)
    text = dumps(doc, compact=True)
    if content is not None:
        problem = unreadable_problem(text, campaign, plans, content)
        if problem:
            raise CampaignSaveError(message(
                "{path}: not saved: the campaign as it is now could not be read back ({error}); "
                "the file keeps its last save", path=os.fspath(path), error=problem))
    try:
        atomic_write(path, text)
    except UnicodeEncodeError:
        raise CampaignSaveError(message("{path}: cannot be saved: a name holds a broken character",
                                      path=os.fspath(path))) from None
    except OSError as e:
        raise CampaignSaveError(message("{path}: cannot be saved: {error}", path=os.fspath(path),
                                        error=os_error_words(e))) from None


def unreadable_problem(text: str, campaign: Campaign, plans: Sequence[SeatPlan] | None,
                       content: CampaignContent) -> str:
    """Why the campaign file `text` would not load as `campaign` with `plans` ('' when it
    would): read back exactly as load_campaign_file reads a file."""
    try:
        loaded = read_campaign_file(loads(text, ""), content)
    except (CodecError, MigrationError, ReplayError) as e:
        return str(e)
    if loaded.campaign != campaign or (plans is not None and loaded.plans != tuple(plans)):
        return message("it would read back as another campaign")
    return ""


def load_campaign(path: str | os.PathLike[str], content: CampaignContent | None = None
                  ) -> Campaign:
    """The campaign of load_campaign_file (without who plays each family)."""
    return load_campaign_file(path, content).campaign


def load_campaign_file(path: str | os.PathLike[str], content: CampaignContent | None = None
                       ) -> LoadedCampaign:
    """Read, migrate and check a campaign file and replay its game in progress; with the
    content, also check that everything it names exists. Raises CampaignSaveError naming the
    file. The file is only read: a damaged one stays as it is (an old one gets its seat plans
    inside when it is next saved)."""
    name = os.fspath(path)
    try:
        try:
            text = read_save_text(path)
        except FileNotFoundError:
            raise CampaignSaveError(message("{path}: no such file", path=name)) from None
        return read_campaign_file(loads(text, ""), content,
                                  side_file=campaign_side_file(path))
    except (CodecError, MigrationError, ReplayError) as e:
        raise CampaignSaveError(message("{path}: {error}", path=name, error=e)
                                + _backup_note(path)) from None


def read_campaign(data: Any, content: CampaignContent | None = None) -> Campaign:
    """The campaign of read_campaign_file."""
    return read_campaign_file(data, content).campaign


def read_campaign_file(data: Any, content: CampaignContent | None = None, *,
                       side_file: Path | None = None) -> LoadedCampaign:
    """A parsed campaign document, migrated and checked. Raises CodecError, MigrationError
    or ReplayError (load_campaign_file names the file). `side_file`: where a version 1 file
    kept its seat plans."""
    if not isinstance(data, dict):
        raise CodecError([detail("holds-not", got=got(data), what=CAMPAIGN)])
    doc: dict[str, Any] = data
    if doc.get("format") != CAMPAIGN_FORMAT:
        raise CodecError([detail("wrong-format", expected=repr(CAMPAIGN_FORMAT),
                                 got=repr(doc.get("format")), what=CAMPAIGN)])
    newer = newer_file(doc, CAMPAIGN_SCHEMA_VERSION, _editions_in(doc))
    if newer is not None:
        raise MigrationError(newer)
    before = doc.get("game")  # a game of before editions: the editions its log may be played in
    editions = setup_rules_editions(before.get("setup") if isinstance(before, dict) else None)
    named = isinstance(doc.get("campaign"), dict) and "rules_edition" in doc["campaign"]
    doc = upgrade(doc, current=CAMPAIGN_SCHEMA_VERSION, steps=campaign_migrations(side_file))
    missing = [k for k in _KEYS if k not in doc]
    extra = sorted(set(doc) - set(_KEYS) - set(_OPTIONAL))
    if missing or extra:
        raise CodecError([detail("missing-field", k) for k in missing]
                         + [detail("unexpected-field", k) for k in extra])
    if written_by_problems(doc):
        raise CodecError(written_by_problems(doc))
    body = doc["campaign"]
    if not isinstance(body, dict):
        raise CodecError([detail("expected", "campaign", expected=Expected("object"),
                                 got=got(body))])
    campaign: Campaign = from_json({**body, "game": None}, Campaign, "campaign")
    game = doc["game"]
    if game is not None:
        played = _read_game(game, editions)
        campaign = evolve(campaign, game=played)
        if not named:  # a campaign of before editions plays under its game's rules
            campaign = evolve(campaign, rules_edition=played.setup.rules_edition)
    problems = campaign_problems(campaign, content)
    if "summary" in doc:
        problems += summary_problems(doc["summary"], campaign)
    if problems:
        raise CodecError(problems)
    plans = plans_from_json(doc["seats"], len(campaign.families), counted="families")
    own = campaign_content(campaign, content) if content is not None else None
    return LoadedCampaign(campaign, plans, own)


def _editions_in(doc: dict[str, Any]) -> list[tuple[object, int]]:
    """The editions a campaign document names, each with the newest this version knows."""
    body, game = doc.get("campaign"), doc.get("game")
    return [(edition_in(body, "rules_edition"), RULES_EDITION),
            (edition_in(body, "content_edition"), CONTENT_EDITION),
            (edition_in(edition_in(game, "setup"), "rules_edition"), RULES_EDITION)]


def _read_game(game: Any, editions: tuple[int, ...]) -> GameInProgress:
    """The game in progress, replayed under the first of `editions` its log plays in (one: the
    edition its setup names)."""
    if not isinstance(game, dict) or set(game) != {"setup", "actions"}:
        raise CodecError([rule("game-shape", "game")])
    setup = checked_setup(game["setup"], "game.setup")
    raw = game["actions"]
    if not isinstance(raw, list):
        raise CodecError([detail("expected", "game.actions", expected=Expected("list"),
                                 got=got(raw))])
    actions = tuple(action_from_json(a, f"game.actions[{i}]") for i, a in enumerate(raw))

    def played(edition: int) -> GameInProgress:
        under = setup if edition == setup.rules_edition else evolve(setup, rules_edition=edition)
        try:
            return GameInProgress(under, actions, replay(under, actions))
        except ReplayError as e:
            raise e.located("game") from None

    return first_that_plays(editions, played)


def campaign_problems(campaign: Campaign, content: CampaignContent | None = None
                      ) -> list[Detail]:
    """What makes a read campaign impossible (empty: nothing)."""
    out = []
    n = len(campaign.families)
    if not 1 <= n <= MAX_FAMILIES:
        out.append(rule("family-count", "campaign.families", most=MAX_FAMILIES, count=n))
    if (campaign.stage == "game") != (campaign.game is not None):
        out.append(rule("game-stage", "game"))
    if campaign.game is not None and len(campaign.game.setup.seats) != n:
        out.append(rule("seats-for-families", "game.setup.seats",
                        seats=len(campaign.game.setup.seats), families=n))
    out += table_shape_problems(campaign)
    if len(campaign.bring) not in (0, n):
        out.append(rule("entries-per-family", "campaign.bring", families=n,
                        count=len(campaign.bring)))
    if not -1 <= campaign.start_player < n:
        out.append(rule("start-player", "campaign.start_player", last=n - 1))
    for i, f in enumerate(campaign.families):
        if len(f.square) != SQUARE_CELLS:
            out.append(rule("square-cells", f"campaign.families[{i}].square", cells=SQUARE_CELLS,
                            count=len(f.square)))
        if not f.members:
            out.append(rule("no-member", f"campaign.families[{i}].members"))
    after = campaign.after
    if after is not None and after.coins and len(after.coins) != n:
        out.append(rule("coins-count", "campaign.after.coins", families=n))
    out += edition_problems(campaign.rules_edition, RULES_EDITION, Worded("rules", "規則"),
                            "campaign.rules_edition")
    out += edition_problems(campaign.content_edition, CONTENT_EDITION,
                            Worded("content", "內容"), "campaign.content_edition")
    if content is not None and not out:
        out += _content_problems(campaign, campaign_content(campaign, content))
    return out


def _content_problems(campaign: Campaign, content: CampaignContent) -> list[Detail]:
    out = []
    if not 0 <= campaign.window < len(content.windows):
        out.append(detail("not-in-range", "campaign.window", value=campaign.window, low=0,
                          high=len(content.windows) - 1))
    known = (
        (Worded("envelope", "信封"), campaign.opened + tuple(o.envelope for o in campaign.openings),
         content.envelopes),
        (Worded("Story Card", "故事卡"), campaign.stories_read, content.story_cards),
        (Worded("Tool Card", "工具卡"), campaign.market_box + campaign.discarded
         + tuple(t for f in campaign.families for t in f.tools), content.tools),
        (Worded("ability", "能力"), tuple(a for f in campaign.families for a in f.dedications)
         + tuple(s.ability for f in campaign.families
                 for s in f.stickers() + f.covered), content.abilities),
        (Worded("Market track", "市場軌道"), tuple(p.track for f in campaign.families for p in f.market),
         content.market_tracks),
        (Worded("window", "玻璃窗"), tuple(e.window for f in campaign.families for e in f.journal),
         content.windows),
    )
    for word, ids, table in known:
        for ident in dict.fromkeys(ids):
            if ident not in table:
                out.append(rule("unknown-content", "campaign", what=word, ident=Quoted(ident)))
    for i, f in enumerate(campaign.families):
        if len(f.crest) != content.crest_slots:
            out.append(rule("crest-slots", f"campaign.families[{i}].crest",
                            slots=content.crest_slots, count=len(f.crest)))
    return out or rule_problems(campaign, content)


def _backup_note(path: str | os.PathLike[str]) -> str:
    bak = backup_path(path)
    if exists(bak):
        return message(" (the file is left as it is; the previous save is in {bak})",
                       bak=bak.name)
    return message(" (the file is left as it is)")


def reset_path(path: str | os.PathLike[str]) -> str:
    """Where reset_campaign keeps the campaign it replaced (autosaves never touch it)."""
    return os.fspath(path) + ".before-reset"


def reset_campaign(path: str | os.PathLike[str], content: CampaignContent,
                   seed: int | None = None) -> Campaign:
    """Start the same families over from window 1 in the same file. The old campaign is kept
    as `path.bak` (and as `path.before-reset`, which later autosaves leave alone)."""
    loaded = load_campaign_file(path, content)
    old = loaded.campaign
    families = [FamilySetup(f.name, f.color, f.members[0].name) for f in old.families]
    fresh_seed = seed if seed is not None else int(time.time_ns() % (1 << 62))
    campaign = new_campaign(content, families, fresh_seed)
    try:
        shutil.copyfile(path, reset_path(path))
    except OSError as e:
        raise CampaignSaveError(message("{path}: cannot keep the old campaign: {error}",
                                        path=os.fspath(path), error=os_error_words(e))) from None
    save_campaign(path, campaign, loaded.plans, content=content)
    return campaign

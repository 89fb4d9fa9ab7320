"""Files whose shape differs from the engine's types (a flat window file, an ability that is
also a Family Crest sticker, rules naming abilities by id, campaign.toml) are read straight
into those types, and every mistake in them is named by file, entry and field path."""

from __future__ import annotations

from pathlib import Path

from sagrada_desktop import codec
from sagrada_desktop.content import read_content
from sagrada_desktop.engine import Ability, Color, Reroll, WindowRule
from sagrada_desktop.wording.details import detail_text

from .conftest import edit, problems

W04 = "windows/campaign/w04.toml"
W04_SHOWN = "resources/windows/campaign/w04.toml: window 'w04'"
CREST = "abilities/family-crest.toml"
CREST_SHOWN = "resources/abilities/family-crest.toml: ability 'red-kiln-blush'"


def test_a_window_file_becomes_a_card_and_its_design(content_root: Path) -> None:
    content = read_content(content_root)
    card = content.windows["w04"]
    assert card.number == 4 and not card.booster
    (rule,) = [r for r in card.design.rules if r.ability is not None]
    assert rule.ability is content.abilities["vigil-light"]
    assert all(c.booster for c in content.booster_windows.values())


def test_a_window_field_of_the_design_and_of_the_card_name_their_paths(
        content_root: Path) -> None:
    edit(content_root, W04, "number = 4", 'number = "4"')
    edit(content_root, W04, 'ability = "vigil-light"', "ability = 7")
    lines = problems(content_root)
    assert f"{W04_SHOWN}, number: expected a whole number, got the text '4'" in lines
    assert f"{W04_SHOWN}, rules[0].ability: expected text, got a number" in lines
    assert len(lines) == 2


def test_a_window_file_takes_only_the_fields_a_content_writer_writes(
        content_root: Path) -> None:
    edit(content_root, W04, "number = 4", "number = 4\nbooster = true\ndesign = 1")
    (line,) = problems(content_root)
    assert line.startswith(f"{W04_SHOWN}: unknown fields 'booster', 'design'; expected among: "
                           "id, name, pattern, tools, rules, ")
    assert line.endswith(", number, story, year, intro, outros, unlocks, reward_tools")


def test_a_missing_window_field_is_named(content_root: Path) -> None:
    text = (content_root / W04).read_text(encoding="utf-8")
    pattern_start = text.index("pattern = ")
    pattern_end = text.index('"""', text.index('"""', pattern_start) + 3) + 3
    (content_root / W04).write_text(text[:pattern_start] + text[pattern_end:], encoding="utf-8")
    (line,) = problems(content_root)
    assert line == f"{W04_SHOWN}, pattern: required field missing"


def test_an_unknown_ability_in_an_envelope_rule_names_its_path(content_root: Path) -> None:
    edit(content_root, "envelopes/e03.toml", "[grants]\n",
         '[grants]\nrules = [{ kind = "grant-ability", ability = "candle-power" }]\n'
         'rules_text = "Candles for everyone."\n')
    (line,) = problems(content_root)
    assert line == ("resources/envelopes/e03.toml: envelope 'e03', grants.rules[0].ability: "
                    "unknown ability 'candle-power'")


def test_an_envelope_rule_names_an_ability_by_id_only(content_root: Path) -> None:
    edit(content_root, "envelopes/e03.toml", "[grants]\n",
         '[grants]\nrules = [{ kind = "grant-ability", ability = { id = "vigil-light" } }]\n')
    (line,) = problems(content_root)
    assert line == ("resources/envelopes/e03.toml: envelope 'e03', grants.rules[0].ability: "
                    "expected text, got an object")


def test_an_ability_with_a_family_is_also_a_crest_sticker(content_root: Path) -> None:
    content = read_content(content_root)
    crest = content.crest_abilities["red-kiln-blush"]
    assert crest.family is Color.RED and not crest.records_color
    assert content.abilities["red-kiln-blush"].name == "Kiln Blush"
    assert "vigil-light" in content.abilities and "vigil-light" not in content.crest_abilities


def test_an_ability_file_names_its_crest_fields_in_mistakes(content_root: Path) -> None:
    edit(content_root, CREST, 'family = "R"', 'family = "Z"\nrecord_color = true')
    lines = problems(content_root)
    assert f"{CREST_SHOWN}, family: unknown colour letter 'Z'; expected one of " \
           "R Y G B P O S" in lines
    assert f"{CREST_SHOWN}: unknown field 'record_color'; expected among: id, name, effect, " \
           "text, per_turn, family, records_color" in lines
    assert len(lines) == 2


def test_a_broken_ability_is_reported_once_not_again_where_a_window_names_it(
        content_root: Path) -> None:
    edit(content_root, "abilities/granted.toml", 'name = "Vigil Light"', 'name = 3')
    (line,) = problems(content_root)
    assert line == ("resources/abilities/granted.toml: ability 'vigil-light', name: "
                    "expected text, got a number")


def test_campaign_file_mistakes_name_section_and_path(content_root: Path) -> None:
    edit(content_root, "campaign.toml", "coins = 3", 'coins = "3"')
    edit(content_root, "campaign.toml", "crest_slots = 4", "crest_slot = 4")
    lines = problems(content_root)
    assert ("resources/campaign.toml: reward chart, rewards[0].coins: "
            "expected a whole number, got the text '3'") in lines
    assert "resources/campaign.toml: campaign, crest_slots: required field missing" in lines
    assert any(line.startswith("resources/campaign.toml: campaign: unknown field 'crest_slot'; "
                               "expected among: family_colors, crest_slots, tool_card_copies, "
                               "rewards, market_tracks, tool_box, magic_square")
               for line in lines)


def test_an_ability_is_named_by_id_only_while_content_is_read() -> None:
    vigil = Ability("vigil-light", "Vigil Light", Reroll())
    written = {"kind": "grant-ability", "ability": "vigil-light"}
    with codec.references({vigil.id: vigil}):
        assert codec.structure(written, WindowRule).ability is vigil
    try:
        codec.structure(written, WindowRule)
    except Exception as exc:  # a save holds its abilities whole, never an id
        assert [detail_text(d, "en") for d in codec.problems(exc)] == [
            "ability: expected an object, got the text 'vigil-light'"]
    else:
        raise AssertionError("an ability id was read outside the content loader")
    whole = codec.unstructure(WindowRule("grant-ability", ability=vigil))
    assert codec.structure(whole, WindowRule).ability == vigil

"""Malformed content: every problem names the file, the entry and the field."""

from __future__ import annotations

from pathlib import Path

from sagrada_desktop.content import check_content, load_content, read_content

from .conftest import edit, problems

W03 = "windows/campaign/w03.toml"
W03_SHOWN = "resources/windows/campaign/w03.toml: window 'w03'"


def test_the_copy_loads_before_it_is_broken(content_root: Path) -> None:
    assert set(read_content(content_root).windows) == {f"w{n:02}" for n in range(1, 11)}


def test_bad_toml_names_file_entry_and_key(content_root: Path) -> None:
    edit(content_root, W03, "legacy_points = 4", "legacy_points = = 4")
    (line,) = problems(content_root)
    assert line.startswith(f"{W03_SHOWN}, legacy_points: invalid TOML at line 5, column ")


def test_bad_toml_in_a_list_file_names_the_entry_around_it(content_root: Path) -> None:
    edit(content_root, "tools/window-03.toml", 'name = "Light Box"', 'name = "Light Box')
    (line,) = problems(content_root)
    assert line.startswith(
        "resources/tools/window-03.toml: Tool Card 'light-box', name: invalid TOML at line 11"
    )


def test_unknown_effect_kind(content_root: Path) -> None:
    edit(content_root, W03, '{ kind = "change-color", to = ["B"], when = ["P", "G"] }',
         '{ kind = "turn-blue" }')
    (line,) = problems(content_root)
    assert line.startswith(f"{W03_SHOWN}, tools[1].effect: unknown kind 'turn-blue'; ")
    assert "flip-value" in line


def test_effect_without_kind(content_root: Path) -> None:
    edit(content_root, "tools/window-03.toml", '{ kind = "reroll" }', "{ times = 2 }")
    (line,) = problems(content_root)
    assert line.startswith(
        "resources/tools/window-03.toml: Tool Card 'light-box', effect: no kind given;"
    )


def test_bad_window_notation_token(content_root: Path) -> None:
    edit(content_root, W03, "B  .   5  .  .  B+*", "B  Q   5  .  .  B+*")
    (line,) = problems(content_root)
    assert line == (
        f"{W03_SHOWN}, pattern: window notation: row 0 column 1: unknown printed part "
        "'Q'; expected . R Y G B P O 1-6 * M1-M16 or - (token 'Q')"
    )


def test_missing_field(content_root: Path) -> None:
    edit(content_root, "tools/window-03.toml", 'name = "Light Box"\n', "")
    (line,) = problems(content_root)
    assert line == (
        "resources/tools/window-03.toml: Tool Card 'light-box', name: "
        "required field missing"
    )


def test_wrong_type(content_root: Path) -> None:
    edit(content_root, W03, "boxes = [2]", 'boxes = "2"')
    (line,) = problems(content_root)
    assert line == f"{W03_SHOWN}, tools[1].boxes: expected a list of whole numbers, got the text '2'"


def test_wrong_type_inside_a_list(content_root: Path) -> None:
    edit(content_root, W03, "boxes = [1, 2]", 'boxes = [1, "2"]')
    (line,) = problems(content_root)
    assert line == (
        f"{W03_SHOWN}, tools[0].boxes[1]: expected a whole number, got the text '2'"
    )


def test_unknown_colour_letter_and_literal(content_root: Path) -> None:
    edit(content_root, W03, 'color = "B"\npoints = 1', 'color = "Z"\npoints = 1')
    edit(content_root, W03, 'kind = "end-of-round"', 'kind = "end-of-turn"')
    lines = problems(content_root)
    assert f"{W03_SHOWN}, rules[0].color: unknown colour letter 'Z'; expected one of " \
           "R Y G B P O S" in lines
    assert any(line.startswith(f"{W03_SHOWN}, triggers[0].kind: expected one of "
                               "'end-of-round', 'stars-filled', got the text 'end-of-turn'")
               for line in lines)


def test_misspelt_field(content_root: Path) -> None:
    edit(content_root, W03, 'name = "Bead Counter"', 'name = "Bead Counter"\ncolour = "B"')
    (line,) = problems(content_root)
    assert line == (
        f"{W03_SHOWN}, tools[0]: unknown field 'colour'; expected among: name, effect, boxes, text"
    )


def test_unknown_cross_references(content_root: Path) -> None:
    edit(content_root, W03, '"stippling-brush"]', '"glass-saw"]')
    edit(content_root, W03, 'envelope = "e05"', 'envelope = "e99"')
    edit(content_root, "windows/campaign/w04.toml", 'ability = "vigil-light"',
         'ability = "candle-power"')
    edit(content_root, "envelopes/e03.toml", 'tools = ["apprentices-fid"]',
         'tools = ["apprentices-awl"]')
    lines = problems(content_root)
    assert f"{W03_SHOWN}, reward_tools[2]: unknown Tool Card 'glass-saw'" in lines
    assert f"{W03_SHOWN}, triggers[0].envelope: unknown envelope 'e99'" in lines
    assert ("resources/windows/campaign/w04.toml: window 'w04', rules[0].ability: "
            "unknown ability 'candle-power'") in lines
    assert ("resources/envelopes/e03.toml: envelope 'e03', grants.tools[0]: "
            "unknown Tool Card 'apprentices-awl'") in lines


def test_unreachable_content_is_reported(content_root: Path) -> None:
    edit(content_root, W03, ', "stippling-brush"]', "]")
    lines = problems(content_root)
    assert ("resources/tools/window-03.toml: Tool Card 'stippling-brush', id: no window "
            "rewards it and no envelope grants it: it never reaches play") in lines


def test_duplicate_ids(content_root: Path) -> None:
    edit(content_root, "tools/window-03.toml", 'id = "light-box"', 'id = "cutters-wheel"')
    (line, *_) = problems(content_root)
    assert line == (
        "resources/tools/window-03.toml: Tool Card 'cutters-wheel', id: already used in "
        "resources/tools/window-01.toml"
    )


def test_unplayable_pattern(content_root: Path) -> None:
    edit(content_root, W03, ".  2   .  P  .  .", ".  2   5  P  .  .")
    lines = problems(content_root)
    assert (f"{W03_SHOWN}, pattern: row 0 column 2 and row 1 column 2 share an edge and both "
            "print 5: no legal fill exists") in lines


def test_window_needs_24_spaces_and_three_tools(content_root: Path) -> None:
    edit(content_root, W03, "4  .   B  .  1  .", "4  .   B  .  1  -")
    text = (content_root / W03).read_text(encoding="utf-8")
    start = text.index("[[tools]]\nname = \"Cloister Key\"")
    end = text.index("[[rules]]")
    (content_root / W03).write_text(text[:start] + text[end:], encoding="utf-8")
    lines = problems(content_root)
    assert f"{W03_SHOWN}, tools: a window has exactly 3 tools, found 2" in lines
    assert any(line.startswith(f"{W03_SHOWN}, pattern: has 23 spaces; a window needs 24")
               for line in lines)


def test_magic_square_spaces_must_match_the_square(content_root: Path) -> None:
    edit(content_root, "windows/campaign/w01.toml", "M1 ", "M12")
    lines = problems(content_root)
    assert any("the Magic Square has 1 cell(s) numbered 1, the campaign windows print M1 "
               "0 time(s)" in line for line in lines)
    assert any(line.startswith("resources/windows/campaign: pattern: the Magic Square has 0 "
                               "cell(s) numbered 12") for line in lines)


def test_envelope_openers_must_agree(content_root: Path) -> None:
    edit(content_root, "envelopes/e02.toml", 'opened_by = ["w01-outro"]',
         'opened_by = ["w01-outro", "w02-intro"]')
    edit(content_root, "stories/w03.toml", 'actions = [\n  "Each family may name',
         'opens = ["e07"]\nactions = [\n  "Each family may name')
    lines = problems(content_root)
    assert ("resources/envelopes/e02.toml: envelope 'e02', opened_by[1]: 'w02-intro' is not "
            "a window or story card that opens this envelope") in lines
    assert ("resources/envelopes/e07.toml: envelope 'e07', opened_by: 'w03-outro' opens this "
            "envelope but is not listed") in lines


def test_campaign_file_problems_name_their_section(content_root: Path) -> None:
    edit(content_root, "campaign.toml", "{ legacy_points = 1 }, {}, { legacy_points = 1 }",
         '{ legacy_points = "one" }, {}, { legacy_points = 1 }')
    (line,) = problems(content_root)
    assert line == (
        "resources/campaign.toml: market track 'books-of-wisdom', boxes[2].legacy_points: "
        "expected a whole number, got the text 'one'"
    )


def test_missing_folder(content_root: Path) -> None:
    for path in (content_root / "objectives").iterdir():
        path.unlink()
    (content_root / "objectives").rmdir()
    lines = problems(content_root)
    assert "resources/objectives: missing folder" in lines


def test_problems_in_several_files_are_reported_together(content_root: Path) -> None:
    edit(content_root, W03, "boxes = [2]", 'boxes = "2"')
    edit(content_root, "tools/window-03.toml", 'name = "Light Box"\n', "")
    ok, counts, errors = check_content(content_root)
    assert not ok and counts == {}
    assert len(errors) == 2
    assert errors[0].startswith("resources/tools/window-03.toml: Tool Card 'light-box', name:")
    assert errors[1].startswith(f"{W03_SHOWN}, tools[1].boxes:")


def test_load_content_caches_each_folder_separately(content_root: Path) -> None:
    first = load_content(content_root)
    assert load_content(content_root) is first
    assert load_content() is not first


def test_ids_are_kebab_case(content_root: Path) -> None:
    edit(content_root, "tools/window-03.toml", 'id = "light-box"', 'id = "Light Box"')
    lines = problems(content_root)
    assert ("resources/tools/window-03.toml: Tool Card 'Light Box', id: ids are lowercase "
            "letters and digits joined by hyphens (glass-cutter)") in lines


def test_numbers_are_bounded_by_what_the_game_can_use(content_root: Path) -> None:
    edit(content_root, "campaign.toml", "crest_slots = 4", "crest_slots = 1000000000")
    edit(content_root, W03, "legacy_points = 4", "legacy_points = 9223372036854775807")
    lines = problems(content_root)
    assert "resources/campaign.toml: campaign, crest_slots: 1000000000 is out of range: " \
           "1 to 8" in lines
    assert f"{W03_SHOWN}, legacy_points: 9223372036854775807 is out of range: 0 to 20" in lines


def test_toml_nested_too_deeply_is_a_problem_not_a_crash(content_root: Path) -> None:
    path = content_root / W03
    path.write_text(path.read_text(encoding="utf-8") + "\nx = " + "[" * 3000 + "]" * 3000
                    + "\n", encoding="utf-8")
    assert problems(content_root) == [
        "resources/windows/campaign/w03.toml: invalid TOML: arrays or tables nested too deeply"]


def test_an_emptied_stories_file_is_named_first(content_root: Path) -> None:
    (content_root / "stories" / "w01.toml").write_text("", encoding="utf-8")
    lines = problems(content_root)
    assert lines[0] == ("resources/stories/w01.toml: card: the file holds no [[card]] entries "
                        "(it is empty or was cut short)")


def test_a_negative_reward_names_its_field(content_root: Path) -> None:
    edit(content_root, "campaign.toml", "coins = 3", "coins = -3")
    assert problems(content_root) == [
        "resources/campaign.toml: reward chart, rewards[0].coins: 1 players, place 1: "
        "no negative rewards"]


def test_content_limits_fit_inside_what_a_save_accepts() -> None:
    from sagrada_desktop.campaign import save_checks
    from sagrada_desktop.content import bounds
    from sagrada_desktop.saves import setup_checks

    assert bounds.MAX_WINDOW_LEGACY <= setup_checks.MAX_WINDOW_LEGACY
    assert bounds.MAX_BOX <= setup_checks.MAX_BOX
    assert bounds.MAX_BOXES <= setup_checks.MAX_BOXES
    assert bounds.MAX_RULE_POINTS <= setup_checks.MAX_RULE_POINTS
    assert bounds.MAX_TOOL_BOX <= setup_checks.MAX_TOOLS
    assert max(bounds.MAX_WINDOW_LEGACY, bounds.MAX_BOX_LEGACY, bounds.MAX_GRANT,
               bounds.MAX_REWARD, 5 * bounds.MAX_PER_COLOR) <= save_checks.MAX_AWARD

"""`sagrada-artisans print`: each sheet from each source, and clear errors for bad input."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from printing import print_command
from sagrada_desktop.engine.legacy_types import CampaignContent

from .pdf_checks import page_sizes, words


def run(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="sagrada-artisans")
    sub = parser.add_subparsers(dest="command")
    print_command.add_parser(sub)
    args = parser.parse_args(["print", *argv])
    return print_command.run(args)


def test_blank_sheets_need_no_input(tmp_path: Path, own_content: CampaignContent) -> None:
    for sheet, pages in (("scorecard", 2), ("cathedral", 2), ("magic-square", 1),
                         ("blank-journal", 2)):
        out = tmp_path / f"{sheet}.pdf"
        assert run(sheet, "--page-size", "letter", "--out", str(out)) == 0
        assert page_sizes(out.read_bytes()) == [(612, 792)] * pages


def test_blank_journal_without_a_campaign_is_window_one_and_the_boosters(
        tmp_path: Path, own_content: CampaignContent) -> None:
    out = tmp_path / "journal.pdf"
    assert run("blank-journal", "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "The Rose of the Nativity" in text and "Aurora over Montjuic" in text
    assert "Lantern of the Crypt" not in text


def test_one_window_by_id_with_family(tmp_path: Path, own_content: CampaignContent) -> None:
    out = tmp_path / "w.pdf"
    assert run("journal", "--window", "lantern-of-the-crypt", "--family", "Vidal",
               "--member", "Jordi", "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "Lantern of the Crypt" in text and "Vidal" in text and "Jordi" in text


def test_window_as_svg(tmp_path: Path, own_content: CampaignContent) -> None:
    out = tmp_path / "w.svg"
    assert run("blank-journal", "--window", "booster-aurora", "--svg", "--out", str(out)) == 0
    assert out.read_text(encoding="utf-8").startswith("<svg")
    assert "Aurora over Montjuic" in out.read_text(encoding="utf-8")


def test_saved_game_journal_scorecard_and_cathedral(tmp_path: Path, save_file: Path,
                                                    own_content: CampaignContent) -> None:
    out = tmp_path / "j.pdf"
    assert run("journal", "--save", str(save_file), "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert page_sizes(out.read_bytes()) == [(595, 842)] * 3
    assert "Vidal" in text and "Domènech" in text and "WINDOW 1 OF THE CAMPAIGN" in text
    assert run("journal", "--save", str(save_file), "--seat", "2", "--out", str(out)) == 0
    assert len(page_sizes(out.read_bytes())) == 1
    assert "Puig" in words(out.read_bytes())
    assert run("scorecard", "--save", str(save_file), "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "Light Shades" in text and "THE SCORE SO FAR, IN ROUND" in text
    assert "1st" not in text  # no places before the game is over
    assert run("cathedral", "--save", str(save_file), "--out", str(out)) == 0
    assert "of 30 spaces constructed" in words(out.read_bytes())
    svg = tmp_path / "seat.svg"
    assert run("journal", "--save", str(save_file), "--svg", "--out", str(svg)) == 0
    assert "<svg" in svg.read_text(encoding="utf-8")


def test_a_missing_save_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                         ) -> None:
    missing = tmp_path / "nowhere.json"
    assert run("journal", "--save", str(missing), "--out", str(tmp_path / "o.pdf")) == 1
    err = capsys.readouterr().err
    assert str(missing) in err and "no such file" in err
    assert not (tmp_path / "o.pdf").exists()


def test_a_damaged_save_is_a_clear_error(tmp_path: Path, save_file: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    save_file.write_text(save_file.read_text(encoding="utf-8")[:200], encoding="utf-8")
    assert run("scorecard", "--save", str(save_file), "--out", str(tmp_path / "o.pdf")) == 1
    assert str(save_file) in capsys.readouterr().err


def test_an_unknown_window_names_the_known_ones(tmp_path: Path, own_content: CampaignContent,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert run("journal", "--window", "nope", "--out", str(tmp_path / "o.pdf")) == 1
    err = capsys.readouterr().err
    assert "'nope'" in err and "rose-of-the-nativity" in err


def test_usage_errors_exit_2(tmp_path: Path, own_content: CampaignContent,
                             capsys: pytest.CaptureFixture[str]) -> None:
    out = str(tmp_path / "o.pdf")
    assert run("cathedral", "--svg", "--out", out) == 2
    assert run("journal", "--out", out) == 2
    assert "--window ID" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        run("journal", "--page-size", "a3", "--out", out)
    assert exc.value.code == 2


def test_an_unwritable_output_is_a_clear_error(tmp_path: Path, own_content: CampaignContent,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "no-such-folder" / "o.pdf"
    assert run("cathedral", "--out", str(out)) == 1
    assert str(out) in capsys.readouterr().err


def test_a_campaign_prints_every_sheet(tmp_path: Path, campaign_file: Path,
                                       own_content: CampaignContent) -> None:
    out = tmp_path / "o.pdf"
    assert run("journal", "--campaign", str(campaign_file), "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert len(page_sizes(out.read_bytes())) == 3
    assert "Member 2" in text and "Place:" in text and "The Rose of the Nativity" in text
    assert run("blank-journal", "--campaign", str(campaign_file), "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "The Rose of the Nativity" in text and "Aurora over Montjuic" in text
    assert "Lantern of the Crypt" not in text  # window 2 is not reached before the Cleanup ends
    assert run("magic-square", "--campaign", str(campaign_file), "--seat", "3",
               "--out", str(out)) == 0
    assert "The Magic Square · Domènech" in words(out.read_bytes())
    assert run("scorecard", "--campaign", str(campaign_file), "--out", str(out)) == 0
    text = words(out.read_bytes())
    assert "LEGACY POINTS OF THE CAMPAIGN" in text and "Light Shades" in text
    assert run("cathedral", "--campaign", str(campaign_file), "--out", str(out)) == 0
    assert "2 of 30 spaces constructed" in words(out.read_bytes())
    svg = tmp_path / "w.svg"
    assert run("journal", "--campaign", str(campaign_file), "--seat", "2", "--svg",
               "--out", str(svg)) == 0
    assert svg.read_text(encoding="utf-8").startswith("<svg")


def test_a_damaged_campaign_is_a_clear_error(tmp_path: Path, campaign_file: Path,
                                             own_content: CampaignContent,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    campaign_file.write_text('{"format": "sagrada-artisans-campaign"}', encoding="utf-8")
    assert run("cathedral", "--campaign", str(campaign_file), "--out",
               str(tmp_path / "o.pdf")) == 1
    assert str(campaign_file) in capsys.readouterr().err
    missing = tmp_path / "gone.json"
    assert run("scorecard", "--campaign", str(missing), "--out", str(tmp_path / "o.pdf")) == 1
    assert "no such file" in capsys.readouterr().err
    assert run("journal", "--campaign", str(tmp_path / "o.pdf"), "--seat", "9",
               "--out", str(tmp_path / "o.pdf")) == 1


def test_registered_as_a_subcommand_of_the_program(tmp_path: Path) -> None:
    from sagrada_desktop import cli

    out = tmp_path / "cards.pdf"
    assert cli.main(["print", "scorecard", "--seats", "2", "--out", str(out)]) == 0
    assert page_sizes(out.read_bytes())[0] == (595, 842)

"""Every document holds its own seat plans, copies included: a copy the program kept of a file
written when the plans were a side file (a game's or a campaign's `.bak`, a campaign's
`.before-reset`) opens with its original's plans, and is saved with them inside, so a file is
one file. The files are those 861ec27 wrote (tests/compat)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from sagrada_desktop.campaign import load_campaign_file, reset_campaign, save_campaign
from sagrada_desktop.content import load_content
from sagrada_desktop.saves import SeatPlan, load_game, save_game
from sagrada_desktop.saves.old_seat_files import campaign_side_file, game_side_file

OLD = Path(__file__).parents[1] / "compat" / "files" / "861ec27"
CONTENT = load_content()


def test_a_copy_reads_its_original_s_side_file() -> None:
    assert game_side_file("d/g.sagrada.json.bak") == Path("d/g.sagrada.json.seats")
    assert campaign_side_file("d/c.json.bak") == Path("d/c.seats.json")
    assert campaign_side_file("d/c.json.before-reset") == Path("d/c.seats.json")
    assert campaign_side_file("d/c.json") == Path("d/c.seats.json")
    assert game_side_file("d/.bak") == Path("d/.bak.seats")  # a name that is only the suffix


def test_a_campaign_s_backup_opens_with_its_plans_and_keeps_them_inside(tmp_path: Path) -> None:
    for name in ("f2-w01-game.json", "f2-w01-game.json.bak", "f2-w01-game.seats.json"):
        shutil.copy(OLD / "campaigns" / name, tmp_path / name)
    wanted = tuple(SeatPlan(k) for k in json.loads(
        (tmp_path / "f2-w01-game.seats.json").read_text(encoding="utf-8")))
    assert wanted == (SeatPlan("person"), SeatPlan("greedy"))
    backup = load_campaign_file(tmp_path / "f2-w01-game.json.bak", CONTENT)
    assert backup.plans == wanted
    again = tmp_path / "restored.json"  # the backup saved as a campaign of its own
    save_campaign(again, backup.campaign, backup.plans)
    assert json.loads(again.read_text(encoding="utf-8"))["seats"] == [
        {"kind": "person"}, {"kind": "greedy"}]
    assert load_campaign_file(again, CONTENT).plans == wanted


def test_a_reset_keeps_the_old_campaign_whole_with_its_plans(tmp_path: Path) -> None:
    for name in ("f2-w03-market.json", "f2-w03-market.seats.json"):
        shutil.copy(OLD / "campaigns" / name, tmp_path / name)
    path = tmp_path / "f2-w03-market.json"
    reset_campaign(path, CONTENT, seed=4)
    before = load_campaign_file(tmp_path / "f2-w03-market.json.before-reset", CONTENT)
    assert before.plans == (SeatPlan("person"), SeatPlan("greedy"))
    assert before.campaign.window == 2
    fresh = load_campaign_file(path, CONTENT)
    assert fresh.plans == before.plans and fresh.campaign.window == 0


def test_a_game_s_backup_opens_with_its_plans(tmp_path: Path) -> None:
    source = OLD / "games" / "s4-glory-off-mid.sagrada.json"
    path = tmp_path / "g.sagrada.json"
    shutil.copy(source, path)
    shutil.copy(source.with_name(source.name + ".seats"), tmp_path / "g.sagrada.json.seats")
    loaded = load_game(path)
    save_game(path, loaded.setup, loaded.actions, loaded.state, plans=loaded.plans)
    assert (tmp_path / "g.sagrada.json.bak").read_bytes() == source.read_bytes()
    assert load_game(tmp_path / "g.sagrada.json.bak").plans == loaded.plans
    (tmp_path / "g.sagrada.json.seats").unlink()  # the saved file needs no side file now
    assert load_game(path).plans == loaded.plans
    assert len({p.kind for p in loaded.plans}) > 1

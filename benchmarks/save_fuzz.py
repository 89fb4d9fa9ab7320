"""Save fuzzing, the long run: thousands of damaged and crafted variants of valid game saves
(1-6 seats, Glory on and off, every stage) and campaign saves (1-4 families, from setup to
the end) through every headless load path, with the same checks as
tests/saves/test_fuzz_loading.py; then the kinds of issue 32: rule-breaking campaign states of
every family of fields (tests/saves/fuzz_campaign_rules.py), special files given as saves,
names in 4-byte characters, two windows of the program on one data folder, a data folder that
cannot be made (tests/saves/fuzz_files.py), the campaigns earlier versions wrote
(tests/compat/files: each must open under its own editions, each rule-breaking edit of it be
refused), and whole campaigns played with a save and a load after every step
(tests/campaign/test_saves_every_step.py).

Run: .venv/bin/python benchmarks/save_fuzz.py [--per-source 100] [--seed 1] [--print-every 10]
     [--campaigns 4]
Prints tried / clear error / accepted / broken per kind, the first broken cases, and the
counts that must be 0: crashes (a traceback, a hang, an unclear message), impossible states
accepted, files lost (a file changed by loading, another window's file removed, a save that
does not load back), valid old files refused.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sagrada_desktop.campaign import FamilySetup, new_campaign
from sagrada_desktop.content import load_content
from sagrada_desktop.engine.legacy_types import CampaignContent
from tests.saves.fuzz_campaign_rules import impossible_campaigns
from tests.saves.fuzz_files import (
    SPECIAL_KINDS,
    check_four_byte_campaign,
    check_four_byte_game,
    check_special_campaign,
    check_special_game,
    check_two_windows,
    check_unmakeable_folder,
)
from tests.saves.fuzz_saves import (
    check_campaign_file,
    check_game_file,
    mutants,
    write_mutant,
)
from tests.saves.helpers import random_game, rich_setup
from tests.saves.sources import campaign_saves, game_saves

LOST = ("changed a file", "cleared the other", "does not load back", "loads back as",
        "not the one saved")
ACCEPTED = ("was accepted", "impossible state accepted")
REFUSED = ("valid old file refused",)


class Tally:
    """Results per kind, and the broken cases by what went wrong."""

    def __init__(self, keep: str | None) -> None:
        self.figures: Counter[tuple[str, str]] = Counter()
        self.broken: list[str] = []
        self.counts: Counter[str] = Counter()
        self.keep = keep

    def run(self, kind: str, label: str, check: Callable[[], str],
            path: Path | None = None) -> None:
        try:
            result = check()
        except BaseException as exc:  # count it and go on
            if isinstance(exc, KeyboardInterrupt):
                raise
            text = str(exc)
            result = "broken"
            what = ("files lost" if any(w in text for w in LOST) else
                    "impossible states accepted" if any(w in text for w in ACCEPTED) else
                    "valid old files refused" if any(w in text for w in REFUSED) else
                    "crashes")
            self.counts[what] += 1
            self.broken.append(f"{kind}, {label}: {what}: {type(exc).__name__}: {text[:200]}")
            if self.keep and path is not None and path.exists() and path.is_file():
                Path(self.keep).mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, Path(self.keep) / f"{kind}-{len(self.broken)}.json")
        self.figures[kind, result] += 1

    def impossible(self, kind: str, label: str, check: Callable[[], str],
                   path: Path | None = None) -> None:
        """A case that must be refused: accepted counts as an impossible state accepted."""
        def refused() -> str:
            result = check()
            if result == "accepted":
                raise AssertionError("an impossible state accepted")
            return result
        self.run(kind, label, refused, path)


def _fresh(root: Path) -> Path:
    return Path(tempfile.mkdtemp(dir=root))


def damaged(tally: Tally, root: Path, content: CampaignContent, per_source: int, seed: int,
            print_every: int) -> None:
    sources = [("game", label, text) for label, text in game_saves()]
    for families in range(1, 5):
        sources += [("campaign", label, text)
                    for label, text in campaign_saves(content, families, seed=families)]
    rng = random.Random(seed)
    for kind, label, text in sources:
        for k, variant in enumerate(mutants(text, rng, kind, per_source)):
            folder, out = _fresh(root), _fresh(root)
            path = folder / f"{kind}.json"
            write_mutant(path, variant)
            with_print = k % print_every == 0
            tally.run(kind, f"{label}, variant {k}",
                      (lambda p=path, o=out, w=with_print: check_game_file(p, o, w))
                      if kind == "game" else
                      (lambda p=path, o=out, w=with_print: check_campaign_file(p, content, o, w)),
                      path)
        if kind == "campaign":
            for name, edited in impossible_campaigns(text, rng):
                folder, out = _fresh(root), _fresh(root)
                path = folder / "campaign.json"
                write_mutant(path, edited)
                tally.impossible("campaign rules", f"{label}, {name}",
                                 lambda p=path, o=out: check_campaign_file(p, content, o, False),
                                 path)


def old_files(tally: Tally, root: Path, content: CampaignContent, seed: int) -> None:
    """The campaigns earlier versions wrote (tests/compat/files): each opens through every
    load path under its own editions, and each rule-breaking edit of it is refused."""
    from tests.compat.corpus import entries

    rng = random.Random(seed)
    for entry in entries("campaign"):
        folder, out = _fresh(root), _fresh(root)
        path = entry.copy_into(folder)
        tally.run("old campaigns", entry.name,
                  lambda p=path, o=out: _opens(check_campaign_file(p, content, o, False)), path)
        text = entry.path.read_text(encoding="utf-8")
        for name, edited in impossible_campaigns(text, rng):
            folder, out = _fresh(root), _fresh(root)
            path = folder / entry.path.name
            write_mutant(path, edited)
            tally.impossible("old campaign rules", f"{entry.name}, {name}",
                             lambda p=path, o=out: check_campaign_file(p, content, o, False),
                             path)


def _opens(result: str) -> str:
    if result != "accepted":
        raise AssertionError("a valid old file refused")
    return result


def files(tally: Tally, root: Path, content: CampaignContent) -> None:
    setup = rich_setup(3, seed=8)
    state, log = random_game(setup, seed=8, stop_after=12)
    from sagrada_desktop.saves import dumps, game_document

    game_text = dumps(game_document(setup, log, state))
    campaigns = [text for _label, text in campaign_saves(content, 2, seed=6, whole=False)]
    for kind in SPECIAL_KINDS:
        tally.run("special files", f"game, {kind}",
                  lambda k=kind: check_special_game(k, _fresh(root), game_text))
        for c, text in enumerate(campaigns):
            tally.run("special files", f"campaign {c}, {kind}",
                      lambda k=kind, t=text: check_special_campaign(k, _fresh(root), t, content))
    for families in range(1, 5):
        for length in (1, 15, 30, 45, 60):
            tally.run("4-byte names", f"{families} families of {length} characters",
                      lambda f=families, n=length: check_four_byte_campaign(
                          _fresh(root), content, f, n, seed=f * 100 + n))
    for seats in range(1, 7):
        s = rich_setup(seats, seed=seats)
        st, lg = random_game(s, seed=seats, stop_after=3 * seats)
        for length in (30, 60):
            tally.run("4-byte names", f"game of {seats} seats, {length} characters",
                      lambda s=s, st=st, lg=lg, n=length: check_four_byte_game(
                          _fresh(root), s, lg, st, n))
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance() or QCoreApplication([])  # (the locks and settings)
    from sagrada_desktop.ui.game.session import GameSession
    from tests.ui.conftest import make_session

    def sessions(seed: int) -> Iterator[GameSession]:
        for k in range(2):
            yield make_session(seats=2 + k, seed=seed + k)

    for run in range(8):
        tally.run("two windows", f"run {run}",
                  lambda r=run: check_two_windows(_fresh(root), sessions(10 * r)))
    campaign = new_campaign(content, [FamilySetup("Amat", content.family_colors[0], "Rosa")], 1)
    for run in range(8):
        tally.run("read-only folders", f"run {run}",
                  lambda r=run: check_unmakeable_folder(_fresh(root), make_session(seed=r),
                                                        campaign, content))
    del app


def played(tally: Tally, root: Path, content: CampaignContent, count: int) -> int:
    from tests.campaign.test_saves_every_step import play_saving_every_step

    saves = Counter[str]()
    for k in range(count):
        families = 1 + k % 4

        def one(k: int = k, families: int = families) -> str:
            saves["saves"] += play_saving_every_step(content, families, 1000 + k,
                                                     _fresh(root) / "campaign.json")
            return "accepted"

        tally.run("played campaigns", f"{families} families, seed {1000 + k}", one)
    return saves["saves"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-source", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--print-every", type=int, default=10,
                        help="send every Nth variant through `print` too (it renders a PDF)")
    parser.add_argument("--campaigns", type=int, default=4,
                        help="whole campaigns played with a save and a load after every step")
    parser.add_argument("--keep", metavar="DIR", help="copy each broken variant into DIR")
    args = parser.parse_args()
    content = load_content()
    tally = Tally(args.keep)
    start = time.process_time()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        damaged(tally, root, content, args.per_source, args.seed, args.print_every)
        old_files(tally, root, content, args.seed)
        files(tally, root, content)
        saves = played(tally, root, content, args.campaigns)
    cpu = time.process_time() - start
    kinds = list(dict.fromkeys(k for k, _ in tally.figures))
    for kind in kinds:
        tried = sum(n for (k, _), n in tally.figures.items() if k == kind)
        print(f"{kind}: {tried} tried, {tally.figures[kind, 'error']} clear errors, "
              f"{tally.figures[kind, 'accepted']} accepted, {tally.figures[kind, 'broken']} "
              f"broken")
    print(f"played campaigns: {saves} saves, each loaded back")
    for line in tally.broken[:20]:
        print(f"  {line}")
    print(f"crashes: {tally.counts['crashes']}, impossible states accepted: "
          f"{tally.counts['impossible states accepted']}, files lost: "
          f"{tally.counts['files lost']}, valid old files refused: "
          f"{tally.counts['valid old files refused']}")
    print(f"CPU time: {cpu:.0f} s")
    return 1 if tally.broken else 0


if __name__ == "__main__":
    sys.exit(main())

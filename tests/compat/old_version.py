"""The functions of an earlier version of the program, found where that version kept them:
write_corpus.py runs inside the old code (PYTHONPATH set to its checkout) and reaches it
only through `Old`, so each lookup lists the places a thing lived, newest first."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from types import MethodType, ModuleType, SimpleNamespace
from typing import Any

LONG_NAME_BEFORE_LIMITS = 80  # 861ec27 had no limit on a seat's name; the issue names 80


def first(*names: str) -> ModuleType:
    """The first of these modules the old version has."""
    for name in names:
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
    raise ModuleNotFoundError(f"none of {names}")


class Old:
    """The old version's functions, found where that version kept them."""

    def __init__(self, commit: str, source: Path) -> None:
        import sagrada_desktop

        where = Path(sagrada_desktop.__file__).resolve()
        if source.resolve() not in where.parents:
            raise SystemExit(f"sagrada_desktop comes from {where}, not from {source}")
        self.commit = commit
        self.engine = importlib.import_module("sagrada_desktop.engine")
        self.saves = importlib.import_module("sagrada_desktop.saves")
        self.ai = importlib.import_module("sagrada_desktop.ai")
        self.flow = importlib.import_module("sagrada_desktop.campaign.flow")
        self.computer = importlib.import_module("sagrada_desktop.campaign.computer")
        self.families = importlib.import_module("sagrada_desktop.campaign.families")
        self.campaign_file = importlib.import_module("sagrada_desktop.campaign.campaign_file")
        self.session = first("sagrada_desktop.ui.game.session", "sagrada_desktop.ui.session")
        self.autosave = first("sagrada_desktop.ui.game.autosave", "sagrada_desktop.ui.autosave")
        self.catalogue = first("sagrada_desktop.ui.common.catalogue",
                               "sagrada_desktop.ui.catalogue")
        self.campaign_session = first("sagrada_desktop.ui.campaign.campaign_session",
                                      "sagrada_desktop.ui.campaign_session")
        self.campaign_files = first("sagrada_desktop.ui.campaign.campaign_files",
                                    "sagrada_desktop.ui.campaign_files")
        try:
            self.save_to: Callable[..., None] = first("sagrada_desktop.ui.game_files").GameFiles.save_to
        except ModuleNotFoundError:
            self.save_to = first("sagrada_desktop.ui.main_window").MainWindow.save_to
        self.content = self.catalogue.content()
        seat_plan = getattr(self.session, "SeatPlan", None) or self.saves.SeatPlan
        self.SeatPlan = seat_plan
        self.computer_kinds: tuple[str, ...] = tuple(getattr(self.session, "COMPUTER_KINDS", ())
                                                     or self.ai.PLAYER_KINDS)
        checks = _maybe("sagrada_desktop.saves.setup_checks")
        self.max_name: int = getattr(checks, "MAX_NAME", LONG_NAME_BEFORE_LIMITS)
        self.setup_fields = {f.name for f in _attrs_fields(self.engine.GameSetup)}

    # games
    def modules(self, glory: str) -> Any:
        names = {"off": (), "all": ("strife", "pioneer", "flourish", "rivalry"),
                 "strife": ("strife",), "pioneer-flourish": ("pioneer", "flourish"),
                 "rivalry": ("rivalry",)}[glory]
        return self.engine.Modules(**{n: True for n in names})

    def setup(self, window: Any, names: list[str], colors: list[Any], glory: str,
              seed: int) -> Any:
        """A free-play setup as that version's start screen made it."""
        seats = tuple(self.engine.SeatSetup(n, family_color=c) for n, c in zip(names, colors,
                                                                               strict=True))
        modules = self.modules(glory)
        extra: dict[str, Any] = {}
        if "glory" in self.setup_fields:  # the decks a game is dealt from (later versions)
            deals = getattr(modules, "deals", modules.any)
            extra["glory"] = self.content.glory if deals else self.engine.GloryCards()
        return self.engine.GameSetup(window=window, seats=seats, seed=seed, modules=modules,
                                     **extra)

    def play(self, setup: Any, kinds: list[str], seed: int) -> tuple[list[Any], list[Any]]:
        """Every state and action of a whole game, the seats played by `kinds`."""
        players = [self.ai.make_player(k, seed * 10 + i) for i, k in enumerate(kinds)]
        state = self.engine.new_game(setup)
        states, actions = [state], []
        while not state.is_over:
            action = players[state.active_seat].choose(state)
            state = self.engine.apply(state, action)
            states.append(state)
            actions.append(action)
        return states, actions

    def game_session(self, state: Any, plans: list[str], actions: list[Any]) -> Any:
        return self.session.GameSession(state, [self.SeatPlan(k) for k in plans], actions)

    def save_game(self, path: Path, session: Any) -> None:
        """Game > Save, as that version did it (the seat plans inside, or beside as a side file)."""
        window = SimpleNamespace(session=session, _status=lambda _text: None)
        self.save_to(window, path)

    def load_game(self, path: Path) -> Any:
        return self.saves.load_game(path)

    # campaigns
    def campaign_save(self, path: Path, campaign: Any, plans: list[str], *, first_save: bool,
                      as_in_the_data_folder: bool = False) -> None:
        """CampaignSession.save as that version did it (and its side file of seat plans);
        `as_in_the_data_folder`: also its marks in the folder (the campaign being played, the
        windows unlocked), as the program left them in the player's campaigns folder."""
        plan_objs = [self.SeatPlan(k) for k in plans]
        folder = self.campaign_files.CampaignFolder(path.parent)
        session = self.campaign_session.CampaignSession
        fake = SimpleNamespace(path=path, campaign=campaign, content=self.content,
                               plans=plan_objs, _shown={},
                               folder=folder if as_in_the_data_folder else None,
                               saved=SimpleNamespace(emit=_refuse))
        if hasattr(session, "shown_content"):  # what the session's own `visible` reads
            fake.shown_content = MethodType(session.shown_content, fake)
        fake.visible = session.visible.fget(fake)  # the windows reached, for unlocked.json
        session.save(fake)
        if first_save and hasattr(folder, "write_plans"):
            folder.write_plans(path, plan_objs)

    def load_campaign(self, path: Path) -> Any:
        return self.campaign_file.load_campaign(path, self.content)


def _refuse(text: str) -> None:
    raise SystemExit(f"the old version refused to save: {text}")


def _maybe(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError:
        return None


def _attrs_fields(cls: type) -> tuple[Any, ...]:
    import attrs

    return tuple(attrs.fields(cls))

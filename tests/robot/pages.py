"""The robot away from the table: the start screen (free play with the Glory modules asked
for, the seats), the campaign's start and its pages between games, the scoring table's way
on."""

from __future__ import annotations

from dataclasses import dataclass

from .hands import Hands, Seen, Stuck
from .table import play_game

MODULES = ("strife", "pioneer", "flourish", "rivalry")
KINDS = {"person": 0, "easy": 1, "medium": 2, "hard": 3}  # the "Played by" list's order


@dataclass(frozen=True)
class Game:
    """One run of the robot: free play (the modules on, the seats' players) or a campaign
    (its families' players, played through `windows` windows)."""

    modules: tuple[str, ...] = ()
    seats: tuple[str, ...] = ("person", "medium")
    campaign_windows: int = 0  # 0: free play
    window: int = 0            # free play: the window list's choice

    @property
    def name(self) -> str:
        if self.campaign_windows:
            return f"campaign windows 1-{self.campaign_windows}"
        return "free play" + (f" with {'+'.join(self.modules)}" if self.modules else "")


def start_screen(hands: Hands) -> Seen:
    return hands.wait("the start screen, taking input", lambda p: not p["loading"]
                      and p["screen"] == "StartScreen" and "start.free_button" in p["controls"])


def _seats(hands: Hands, seen: Seen, prefix: str, kinds: tuple[str, ...]) -> Seen:
    """The editor's rows as many as `kinds`, each played by its kind."""
    def rows(p: Seen) -> int:
        return sum(1 for k in p["controls"] if k.startswith(f"{prefix}.rows[") and k.endswith("][0]"))

    while rows(seen) < len(kinds):
        n = rows(seen)
        hands.press(f"{prefix}.add_button", seen)
        seen = hands.wait("a row more", lambda p, n=n: rows(p) > n)
    while rows(seen) > len(kinds):
        n = rows(seen)
        hands.press(f"{prefix}.remove_button", seen)
        seen = hands.wait("a row fewer", lambda p, n=n: rows(p) < n)
    for i, kind in enumerate(kinds):
        combos = [k for k in seen["controls"] if k.startswith(f"{prefix}.rows[{i}][")
                  and seen["controls"][k]["kind"] == "combo"]
        combo = max(combos, key=lambda k: int(k.rsplit("[", 1)[1].rstrip("]")))  # the last
        if seen["controls"][combo]["current"] != KINDS[kind]:
            seen = hands.choose(combo, KINDS[kind])
    return seen


def free_play(hands: Hands, game: Game) -> Seen:
    seen = hands.press("start.free_button", start_screen(hands))
    seen = _seats(hands, seen, "start.seat_editor", game.seats)
    for module in MODULES:
        box = f"start.glory.boxes[{module}]"
        if hands.control(seen, box)["checked"] != (module in game.modules):
            seen = hands.press(box, seen)
    if game.window and hands.control(seen, "start.window_combo")["current"] != game.window:
        seen = hands.choose("start.window_combo", game.window)
    hands.press("start.start_button", seen)
    seen = hands.wait("the game", lambda p: p["screen"] == "GameScreen")
    return play_game(hands)


CAMPAIGN = "_campaign.screen"


def campaign(hands: Hands, game: Game) -> Seen:
    seen = hands.press("start.campaign_button", start_screen(hands))
    seen = hands.wait("the campaign's start", lambda p: "_campaign.start_screen.start_button"
                      in p["controls"])
    seen = _seats(hands, seen, "_campaign.start_screen.editor", game.seats)
    hands.press("_campaign.start_screen.start_button", seen)
    played = 0
    while True:
        seen = between_games(hands)
        seen = play_game(hands)
        played += 1
        if played >= game.campaign_windows:
            return seen
        hands.press("score_screen.again", seen)


def between_games(hands: Hands) -> Seen:
    """Answer the campaign's pages as their family's person until a game is on screen."""
    for _ in range(200):
        seen = hands.look()
        if seen["screen"] == "GameScreen":
            return seen
        if seen["screen"] != "CampaignScreen":
            hands.wait("the campaign", lambda p: p["screen"] in ("CampaignScreen", "GameScreen"))
            continue
        _answer(hands, seen)
    raise Stuck("the campaign's pages never led to a game")


def _on_page(seen: Seen, attr: str) -> list[str]:
    return [k for k, c in seen["controls"].items() if k.startswith(f"{CAMPAIGN}.{attr}")
            and c["enabled"] and c["kind"] in ("button", "tool")]


def _answer(hands: Hands, seen: Seen) -> None:
    page, before = seen["page"], seen["seq"]
    if page == "StoryPage":
        hands.press(f"{CAMPAIGN}.story.next", seen)
    elif page == "WaitingPage":
        step = _step(seen)
        hands.wait("a computer family's choice", lambda p: p["screen"] != "CampaignScreen"
                   or _step(p) != step)
        return
    elif page == "MagicSquarePage":
        cells = [k for k in _on_page(seen, "square.grid.buttons")
                 if "click to choose" in seen["controls"][k]["name"]]
        hands.press(cells[hands.rng.randrange(len(cells))], seen)
    elif page == "MarketPage":
        hands.press(f"{CAMPAIGN}.market.leave", seen)
    elif page in ("RewardsPage", "ToolBoxPage", "CleanupPage", "StartPlayerPage"):
        attr = {"RewardsPage": "rewards", "ToolBoxPage": "tool_box", "CleanupPage": "cleanup",
                "StartPlayerPage": "start_player"}[page]
        if page == "RewardsPage":
            boxes = [k for k, c in seen["controls"].items()
                     if k.startswith(f"{CAMPAIGN}.rewards.boxes[") and c["enabled"]]
            if boxes and not any(seen["controls"][b].get("checked") for b in boxes):
                seen = hands.press(boxes[0], seen)
        buttons = [k for k in _on_page(seen, attr)
                   if seen["controls"][k]["object"] == "primary"] or _on_page(seen, attr)
        if not buttons:
            raise Stuck(f"nothing to press on {page}")
        hands.press(buttons[0], seen)
    elif page == "CampaignEndPage":
        raise Stuck("the campaign ended before its windows were played")
    else:
        raise Stuck(f"a campaign page the robot does not know: {page}")
    step = _step(seen)
    hands.wait(f"the campaign to move on from {page} ({step})", lambda p: p["seq"] > before + 1
               and (p["page"] != page or p["screen"] != "CampaignScreen" or _step(p) != step))


def _step(seen: Seen) -> tuple[object, ...]:
    """Where the campaign is: it moves on when any of these change."""
    c = seen.get("campaign", {})
    return (c.get("window"), c.get("stage"), c.get("decision"), c.get("family"), c.get("log"),
            c.get("reveal"), seen["page"], seen.get("status"))

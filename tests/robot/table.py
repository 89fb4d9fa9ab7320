"""The robot at the table: one game from its first turn to the scoring table, each of its own
turns by a drag along one of a hand's paths, by click then click, or by keys alone; a die
that fits nowhere given up; Cathedral Construction; the Flourish choice; the hand-over.

What the robot knows of the game is the probe's game document, read with the engine: the
spaces a die may fill (the referee of its own, against which each drop is judged)."""

from __future__ import annotations

from typing import Any

from sagrada_desktop.engine import (
    ConstructSpace,
    Die,
    DraftDie,
    GameState,
    Stage,
    fill_spaces,
    legal_actions,
    way_to_place,
)
from sagrada_desktop.engine import apply as engine_apply
from sagrada_desktop.saves import read_game

from .hands import Hands, Seen, Stuck
from .paths import SHAPES, path

STILL = 12  # looks in a row with nothing happening: the game is stuck


def state_of(seen: Seen) -> GameState:
    return read_game(seen["game"]).state


def key(die: Die) -> str:
    return f"{die.color.value}{die.value}"


def _actions(seen: Seen) -> int:
    return len(seen["game"]["actions"]) if "game" in seen else -1


def _moment(seen: Seen) -> tuple[Any, ...]:
    return (seen["screen"], _actions(seen), seen.get("handover"), seen.get("active_seat"),
            bool(seen["windows"]))


def _legal(state: GameState, die: Die) -> list[tuple[int, int]]:
    return _cells(engine_apply(state, DraftDie(die)))


def _cells(state: GameState) -> list[tuple[int, int]]:
    """The spaces the die in hand may fill now."""
    return sorted((a.row, a.col) for a in fill_spaces(state))


def _box(seen: Seen) -> tuple[int, int, int, int]:
    x, y, w, h = seen["window"]
    return x, y, w, h


def _space(cell: tuple[int, int]) -> str:
    return f"{cell[0]},{cell[1]}"


def play_game(hands: Hands) -> Seen:
    """Play until the scoring table is on screen; its probe."""
    still, last = 0, None
    while True:
        seen = hands.look()
        if seen["screen"] == "ScoreScreen":
            hands.tally.games += 1
            hands.tally.scores.append([s["total"] for s in seen["scores"]])
            return seen
        if seen["screen"] != "GameScreen":
            raise Stuck(f"the game left for {seen['screen']}")
        moment = _moment(seen)
        still = still + 1 if moment == last else 0
        last = moment
        if still > STILL:
            raise Stuck(f"nothing happens at {moment}")
        _one_step(hands, seen)


def _one_step(hands: Hands, seen: Seen) -> None:
    dialogs = [w for w in seen["windows"] if w["kind"] in ("EnvelopeDialog", "QMessageBox")]
    if dialogs:
        _read_dialog(hands, seen)
        return
    if seen["handover"]:
        hands.press("game_screen.handover.button", seen)
        return
    state = state_of(seen)
    if state.is_over:
        hands.wait("the scoring table", lambda p: p["screen"] == "ScoreScreen")
        return
    if not seen["seats"][seen["active_seat"]]["person"]:
        before = _moment(seen)
        hands.wait("the computer's move", lambda p: _moment(p) != before)
        return
    if state.stage is Stage.FLOURISH:
        _flourish(hands, seen)
    elif state.stage is Stage.DRAFT:
        hands.tally.turns += 1
        _turn(hands, seen, state)
    elif state.stage is Stage.PLACE:
        _place_held(hands, seen, state)
    elif state.stage is Stage.CONSTRUCT:
        _construct(hands, seen, state)


def _read_dialog(hands: Hands, seen: Seen) -> None:
    keys = [k for k, c in seen["controls"].items()
            if k.endswith(".button") and "envelope_dialogs" in k and c["enabled"]]
    if not keys:
        raise Stuck(f"a dialog with no way on: {seen['windows']}")
    hands.press(keys[0], seen)


def _flourish(hands: Hands, seen: Seen) -> None:
    boxes = sorted(k for k in seen["controls"] if k.startswith("game_screen.flourish_choice.tiles")
                   and k.endswith(".keep"))
    for box in boxes:
        if hands.rng.random() < 0.5:
            seen = hands.press(box)
    hands.press("game_screen.flourish_choice.confirm", seen)
    before = _actions(seen)
    hands.wait("the Flourish choice made", lambda p: _actions(p) > before)


def _turn(hands: Hands, seen: Seen, state: GameState) -> None:
    choices = [(die, cell) for die in state.pool for cell in _legal(state, die)]
    if not choices:
        _give_up(hands, seen, state, state.pool[hands.rng.randrange(len(state.pool))])
        return
    die, cell = choices[hands.rng.randrange(len(choices))]
    how = hands.rng.random()
    if how < 0.12:
        _by_keys(hands, seen, state, die, cell)
    elif how < 0.24:
        _by_clicks(hands, seen, state, die, cell)
    else:
        if hands.rng.random() < 0.15:
            _refused_drag(hands, seen, state, die)
            seen = hands.look()
        _drag(hands, seen, state, die, cell)


def _filled(hands: Hands, seen: Seen, state: GameState, die_key: str, cell: tuple[int, int],
            what: str) -> Seen:
    """Wait for the turn to be over with `die_key` in `cell`: the probe, else Stuck."""
    before = _actions(seen)
    seat = state.active_seat
    return hands.wait(what, lambda p: _actions(p) > before and
                      read_game(p["game"]).state.seats[seat].window.die_at(*cell) is not None
                      and key(read_game(p["game"]).state.seats[seat].window.die_at(*cell))
                      == die_key, timeout=6.0)


def _drag(hands: Hands, seen: Seen, state: GameState, die: Die, cell: tuple[int, int]) -> None:
    shape = SHAPES[hands.rng.randrange(len(SHAPES))]
    start, end = seen["board"][key(die)]["at"], seen["spaces"][_space(cell)]["at"]
    cell_px = seen["spaces"][_space(cell)]["rect"][2]
    way = path(shape, (start[0], start[1]), (end[0], end[1]), hands.rng, _box(seen), cell_px)
    hands.tally.drops += 1
    hands.tally.drops_by_shape[shape] += 1
    after = hands.drag(start, way)
    try:
        _filled(hands, seen, state, key(die), cell, "the dropped die in its space")
    except Stuck:
        placed = state_of(after).seats[state.active_seat].window
        elsewhere = [(r, c) for r in range(placed.rows) for c in range(placed.cols)
                     if placed.die_at(r, c) is not None
                     and state.seats[state.active_seat].window.die_at(r, c) is None]
        hands.tally.failed_drops.append(
            f"{key(die)} to {_space(cell)} by {shape} (rest {way.rest_at}/{way.rest_writes}, "
            f"{way.rest_before_release} before release): "
            + (f"placed at {elsewhere}" if elsewhere else f"nothing placed; status {after['status']!r}"))
        hands.tally.failed_by_shape[shape] += 1
        if not elsewhere:  # carry on as a person would: click, then click
            _by_clicks(hands, hands.look(), state, die, cell, counted=False)


def _refused_drag(hands: Hands, seen: Seen, state: GameState, die: Die) -> None:
    """A drag onto a space that refuses the die, on purpose: nothing placed, the reason said."""
    legal = set(_legal(state, die))
    w = state.seats[state.active_seat].window
    refused = [(r, c) for r in range(w.rows) for c in range(w.cols)
               if w.space(r, c).exists and (r, c) not in legal]
    if not refused:
        return
    cell = refused[hands.rng.randrange(len(refused))]
    start, end = seen["board"][key(die)]["at"], seen["spaces"][_space(cell)]["at"]
    way = path("straight", (start[0], start[1]), (end[0], end[1]), hands.rng, _box(seen), 40)
    after = hands.drag(start, way)
    if _actions(after) != _actions(seen) or "Not here" not in after["notice"] + after["status"]:
        hands.tally.incomplete.append(f"a drop on refused {_space(cell)}: actions "
                                      f"{_actions(seen)}->{_actions(after)}, {after['notice']!r}")
    else:
        hands.tally.refused_drops += 1


def _by_clicks(hands: Hands, seen: Seen, state: GameState, die: Die, cell: tuple[int, int],
               *, counted: bool = True) -> None:
    if counted:
        hands.tally.clicks += 1
    hands.click_at(seen["board"][key(die)]["at"])
    held = hands.wait("the die in hand", lambda p: p.get("stage") == "PLACE")
    hands.click_at(held["spaces"][_space(cell)]["at"])
    _filled(hands, seen, state, key(die), cell, "the clicked die in its space")


def _cursor_to(hands: Hands, which: str, cell: tuple[int, int]) -> Seen:
    seen = hands.look()
    for _ in range(40):
        row, col = seen[which]
        if (row, col) == tuple(cell):
            return seen
        if row < 0 or col < 0:
            name = "Right"
        elif row != cell[0]:
            name = "Down" if row < cell[0] else "Up"
        else:
            name = "Right" if col < cell[1] else "Left"
        hands.keys(name)
        seen = hands.wait(f"the {which} to move from {(row, col)} by {name} (focus "
                          f"{seen['focus']!r}, stage {seen.get('stage')})",
                          lambda p, old=(row, col): tuple(p[which]) != old, timeout=5.0)
    raise Stuck(f"the {which} never reached {cell}")


def _board_cell(seen: Seen, die: Die) -> tuple[int, int]:
    rows = sorted({b["at"][1] for b in seen["board"].values()})
    cols = sorted({b["at"][0] for b in seen["board"].values()})
    x, y = seen["board"][key(die)]["at"]
    return rows.index(y), cols.index(x)


def _by_keys(hands: Hands, seen: Seen, state: GameState, die: Die, cell: tuple[int, int]) -> None:
    hands.tally.keyboard += 1
    x, y, _w, h = seen["window"]
    hands.program.move(x + 4, y + h - 4, seen=False)  # out of the way: keys alone
    hands.keys("b")
    _cursor_to(hands, "board_cursor", _board_cell(seen, die))
    hands.keys("Return")
    hands.wait("the die taken by key", lambda p: p.get("stage") == "PLACE")
    hands.keys("w")
    _cursor_to(hands, "window_cursor", cell)
    hands.keys("Return")
    _filled(hands, seen, state, key(die), cell, "the die placed by key")


def _place_held(hands: Hands, seen: Seen, state: GameState) -> None:
    """A die in hand (taken before): fill a space it may, else give it up."""
    cells = _cells(state)
    assert state.in_hand is not None
    if cells:
        cell = cells[hands.rng.randrange(len(cells))]
        hands.click_at(seen["spaces"][_space(cell)]["at"])
        _filled(hands, seen, state, key(state.in_hand.current), cell, "the held die placed")
        return
    _give_up(hands, seen, state, None)


def _give_up(hands: Hands, seen: Seen, state: GameState, die: Die | None) -> None:
    """Take `die` (if not in hand yet) and, as it fits nowhere as it is: give it up when the
    program offers it, else use the abilities and tools that place it."""
    if die is not None:
        seen = hands.click_at(seen["board"][key(die)]["at"])
        seen = hands.wait("the die in hand", lambda p: p.get("stage") == "PLACE")
        state = state_of(seen)
    lose = "game_screen.hand.lose_button"
    before = _actions(seen)
    if lose in seen["controls"]:
        seen = hands.press(lose, seen)
        asked = hands.wait("the give-up question",
                           lambda p: any(k.endswith("/give_up") for k in p["controls"]))
        hands.press(next(k for k in asked["controls"] if k.endswith("/give_up")), asked)
        hands.wait("the die given up", lambda p: _actions(p) > before)
        hands.tally.given_up += 1
        return
    way = way_to_place(state)
    if not way:
        raise Stuck(f"the die in hand fits nowhere and no give-up is offered: {seen['notice']!r}")
    effects = [a for a in legal_actions(state) if a not in fill_actions(state)]
    hands.press(f"game_screen.hand.effect_buttons[{effects.index(way[0])}]", seen)
    hands.wait("the ability used", lambda p: _actions(p) > before)


def fill_actions(state: GameState) -> list[Any]:
    from sagrada_desktop.engine import FillSpace, LoseDie

    return [a for a in legal_actions(state) if isinstance(a, FillSpace | LoseDie)]


def _construct(hands: Hands, seen: Seen, state: GameState) -> None:
    options = [a.die for a in legal_actions(state) if isinstance(a, ConstructSpace)]
    die = options[hands.rng.randrange(len(options))]
    before = _actions(seen)
    if not seen["board"][key(die)]["constructible"]:
        hands.tally.incomplete.append(f"{key(die)} may be constructed but does not glow")
    if hands.rng.random() < 0.3:
        x, y, _w, h = seen["window"]
        hands.program.move(x + 4, y + h - 4, seen=False)
        hands.keys("b")
        _cursor_to(hands, "board_cursor", _board_cell(seen, die))
        hands.keys("Return")
    else:
        hands.click_at(seen["board"][key(die)]["at"])
    hands.wait("the space constructed", lambda p: _actions(p) > before)
    hands.tally.constructions += 1

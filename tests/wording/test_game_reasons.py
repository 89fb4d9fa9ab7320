"""The reasons a game refuses an action with, and the steps of a die's chain: the engine gives
the right kind with the right values (in IllegalAction.reasons), and both languages word every
kind. Windows in the notation."""

import types
from typing import get_args

import pytest
from attrs import evolve

from sagrada_desktop.engine import (
    Ability,
    Color,
    Die,
    DraftDie,
    FillSpace,
    GameState,
    IllegalAction,
    LoseDie,
    Stage,
    UseAbility,
    UseToolCard,
    UseWindowTool,
    WindowRule,
    apply,
    fill_errors,
    new_game,
    parse_window,
    steps,
)
from sagrada_desktop.engine import reasons as r
from sagrada_desktop.wording import reason_text, set_language
from tests.engine.fixtures import FLIP, PLUS_ONE, TEST_WINDOW, setup

ONCE = Ability("once", "Lucky Break", PLUS_ONE.effect, per_turn=1)


def game(window: str, pool: str, *, rules: tuple[WindowRule, ...] = (),
         abilities: tuple[Ability, ...] = (PLUS_ONE, FLIP, ONCE)) -> GameState:
    """One seat on `window`, the Cathedral Board holding `pool` (die texts), at the draft."""
    design = evolve(TEST_WINDOW, pattern=parse_window(window), rules=rules)
    state = new_game(evolve(setup(1, seed=3, abilities=abilities), window=design))
    dice = tuple(Die(Color.from_letter(t[0]), int(t[1:])) for t in pool.split())
    return evolve(state, pool=dice)


def drafted(window: str, die: str, **kw: object) -> GameState:
    state = game(window, die, **kw)  # type: ignore[arg-type]
    return apply(state, DraftDie(state.pool[0]))


def refusal(state: GameState, *actions: object) -> tuple[object, ...]:
    for action in actions[:-1]:
        state = apply(state, action)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as refused:
        apply(state, actions[-1])  # type: ignore[arg-type]
    return refused.value.reasons


R1, R3 = Die(Color.RED, 1), Die(Color.RED, 3)

# name, state, actions (the last one refused), reason, English, Chinese
CASES = [
    ("fill at the draft step", lambda: game(". .", "R3"), (FillSpace(0, 0),),
     r.WrongStep(r.Deed.FILL, Stage.DRAFT),
     "cannot fill a space now: the game is at the draft step",
     "現在不能填滿玻璃窗欄位：遊戲正處於「選擇骰子」階段"),
    ("draft twice", lambda: drafted(". .", "R3"), (DraftDie(R3),),
     r.WrongStep(r.Deed.DRAFT, Stage.PLACE),
     "cannot draft a die now: the game is at the place step",
     "現在不能選擇骰子：遊戲正處於「填滿欄位」階段"),
    ("a die not on the board", lambda: game(". .", "R3"), (DraftDie(R1),),
     r.NotInPool(R1), "there is no red 1 die on the Cathedral Board", "聖家堂圖板上沒有紅色 1 的骰子"),
    ("the first die on the edge", lambda: drafted(". . .\n. . .\n. . .", "R3",
                                                  rules=(WindowRule("first-on-edge"),)),
     (FillSpace(1, 1),), r.FirstOnEdge(),
     "this window's New Rules put the first die on the outer edge",
     "這片玻璃窗的新規則要求第一顆骰子填在外圍"),
    ("give up a die that fits", lambda: drafted(". .", "R3"), (LoseDie(),), r.DieStillFits(),
     "the die can still fill a space, so it cannot be given up",
     "這顆骰子仍能填滿某個欄位，所以不能放棄"),
    ("an ability not held", lambda: drafted(". .", "R3"), (UseAbility("nope"),),
     r.NoSuchAbility("Seat 1", "nope"), "Seat 1 has no ability 'nope'", "Seat 1 沒有能力「nope」"),
    ("a once-a-turn ability twice", lambda: drafted(". .", "R3"),
     (UseAbility("once"), UseAbility("once")), r.AbilityUsedUp("Lucky Break"),
     "Lucky Break is used up for this turn", "「Lucky Break」本回合已用完"),
    ("an option the ability lacks", lambda: drafted(". .", "R3"), (UseAbility("plus-one", 4),),
     r.EffectUnusable("Steady Hand", R3), "Steady Hand cannot be used on a red 3 now",
     "「Steady Hand」現在不能用在紅色 3 上"),
    ("flip back to the drafted die", lambda: drafted(". .", "R1"),
     (UseAbility("flip"), UseAbility("flip")), r.FormSeenThisTurn("Turn the Pane", R1),
     "Turn the Pane cannot bring the die back to red 1: it was that already this turn",
     "「Turn the Pane」不能把骰子變回紅色 1：本回合它已經是這樣"),
    ("a value beyond the ceiling", lambda: drafted(". .", "R6"),
     (UseAbility("plus-one"), UseAbility("plus-one"), UseAbility("plus-one")),
     r.ValueOutOfRange("Steady Hand", 9, -1, 8),
     "Steady Hand cannot take the die to 9: values stay from -1 to 8",
     "「Steady Hand」不能把骰子變成 9：數值只能在 -1 到 8 之間"),
    ("a window tool that is not there", lambda: drafted(". .", "R3"), (UseWindowTool(7),),
     r.NoSuchTool(7), "this window has no tool 7", "這片玻璃窗沒有工具 7"),
    ("a Favor Token not held", lambda: drafted(". .", "R3"), (UseWindowTool(0, favor=True),),
     r.NoFavorToken("Seat 1"), "Seat 1 has no Favor Token left", "Seat 1 已沒有恩惠標記"),
    ("a Tool Card not brought", lambda: drafted(". .", "R3"), (UseToolCard("lathekin"),),
     r.ToolCardNotBrought("Seat 1", "lathekin"), "Seat 1 did not bring the Tool Card 'lathekin'",
     "Seat 1 沒有帶工具卡「lathekin」"),
]


@pytest.mark.parametrize("name, make, actions, reason, english, chinese", CASES,
                         ids=[c[0] for c in CASES])
def test_each_refusal_is_given_and_worded(name: str, make, actions, reason, english: str,
                                          chinese: str) -> None:
    assert refusal(make(), *actions) == (reason,)
    assert reason_text(reason, "en") == english
    assert reason_text(reason, "zh_TW") == chinese


def test_nothing_drafted_and_the_chain_of_steps() -> None:
    state = game(". .", "R3")
    assert fill_errors(state, 0, 0) == [r.NothingDrafted()]
    assert reason_text(r.NothingDrafted(), "zh_TW") == "本回合尚未選擇骰子"
    state = apply(apply(state, DraftDie(R3)), UseAbility("plus-one"))
    step = steps.EffectUsed("Steady Hand", Die(Color.RED, 4))
    assert state.in_hand is not None and state.in_hand.steps == (step,)
    assert reason_text(step, "en") == "Steady Hand: R4"
    assert reason_text(step, "zh_TW") == "Steady Hand：R4"


# Every kind, worded in both languages (the kinds no short scenario reaches are here too).
SAMPLES: list[tuple[object, str, str]] = [
    (r.NoPointBox("Lathekin"), "Lathekin has no empty point box left", "「Lathekin」已沒有空的工具分數欄位"),
    (r.ToolCardUsed("Grozing Pliers"), "Grozing Pliers was already used this game",
     "「Grozing Pliers」本場遊戲已使用過"),
    (r.FlourishCount("Ana", 2, 1), "Ana holds 2 Flourish Cards: say keep or discard for each, not 1",
     "Ana 持有 2 張花飾卡：每張都要選擇保留或棄掉，而不是 1 張"),
    (r.CannotConstruct(Die(Color.BLUE, 2)),
     "the blue 2 space cannot be constructed: a remaining die must sit on the lowest "
     "unconstructed space of its colour", "不能建造藍色 2 的欄位：剩下的骰子必須對應其顏色最低的未建造欄位"),
    (r.UnknownAction("Nothing()"), "unknown action Nothing()", "未知的行動 Nothing()"),
    (steps.SwapMade("Strife Tool III", Die(Color.GRAY, 4), 1, 2, Die(Color.BLUE, 5)),
     "Strife Tool III: S4 at row 2, column 3 swapped with B5",
     "Strife Tool III：第 2 列第 3 欄的 S4 與 B5 交換"),
    (r.StrifeBoardRefuses("unknown-board"), "the Strife Board does not allow a gray die here",
     "紛爭圖板不允許灰色骰子填在這裡"),
]


def _every_kind() -> set[type]:
    union = r.Reason | steps.Step
    assert isinstance(union, types.UnionType)
    return set(get_args(union))


def test_every_kind_has_words_in_both_languages() -> None:
    from .test_placement_reasons import CASES as PLACEMENT

    worded = {type(c[3]) for c in CASES} | {type(c[6]) for c in PLACEMENT}
    worded |= {type(s[0]) for s in SAMPLES} | {r.NothingDrafted, steps.EffectUsed}
    assert _every_kind() - worded == set(), "a reason kind no test words"
    for item, english, chinese in SAMPLES:
        assert reason_text(item, "en") == english
        assert reason_text(item, "zh_TW") == chinese


def test_str_of_a_refusal_follows_the_current_language() -> None:
    state = drafted(". .", "R3")
    with pytest.raises(IllegalAction) as refused:
        apply(state, LoseDie())
    assert str(refused.value) == "the die can still fill a space, so it cannot be given up"
    try:
        set_language("zh_TW")
        assert str(refused.value) == "這顆骰子仍能填滿某個欄位，所以不能放棄"
        assert str(r.NeedsValue(4, 3)) == "這個欄位有數值限制 4；這顆骰子是 3"
    finally:
        set_language("en")
    assert str(r.NeedsValue(4, 3)) == "this space needs a 4; the die shows 3"


def test_an_unworded_object_is_an_error_not_a_guess() -> None:
    with pytest.raises(TypeError):
        reason_text(object(), "en")
    with pytest.raises(TypeError):
        reason_text(object(), "zh_TW")

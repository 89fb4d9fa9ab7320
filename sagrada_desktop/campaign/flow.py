"""The campaign's steps, one after the other: everything that needs no choice happens at once,
and the campaign stops at each choice a person makes (a Decision) and at each game turn.

    campaign = new_campaign(content, families, seed)
    while not campaign.is_over:
        decision = pending_decision(campaign, content)
        if decision is None:   # a game is being played
            campaign = play(campaign, content, action)
        else:
            campaign = decide(campaign, content, answer)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from attrs import evolve

from ..engine import Action, GameState, apply
from ..engine.legacy_types import MAX_FAMILIES as MAX_FAMILIES  # also read from here
from ..engine.legacy_types import CampaignContent
from .campaign_state import Campaign
from .cleanup import masterpiece_choice, name_errors, name_masterpiece
from .decisions import (
    ANSWERS_TO,
    Answer,
    BringTools,
    ChooseStartPlayer,
    CrossBox,
    Decision,
    ExpandToolBox,
    FillSquareCell,
    LeaveMarket,
    NameMasterpiece,
    StartPlayerChoice,
    TakeTools,
    ToolBoxChoice,
)
from .editions import campaign_content
from .end_of_campaign import finish_campaign
from .errors import CampaignError
from .families import Family, FamilyMember, FamilySetup
from .game_setup import (
    bring_tools,
    choose_start_player,
    enter_setup,
    intro_read,
    read_intro,
    start_game,
    start_player_chooser,
)
from .magic_square import award_color_variety, fill_cell, settle_square, square_choice
from .market import buy, leave, market_choice, open_market, purchase_options, shopper
from .refusals import Refusal, Term, TermKey, refusal
from .rewards import (
    fill_market_box,
    give_rewards,
    record_game,
    skip_picker,
    take_tools,
    tool_reward_choice,
)
from .tool_box import starting_slots
from .unlocks import end_of_game_unlocks, record_game_openings


def new_campaign(content: CampaignContent, families: Sequence[FamilySetup], seed: int
                 ) -> Campaign:
    """A campaign at the Game Setup of window 1."""
    errors = family_errors(content, families)
    if errors:
        raise CampaignError(*errors)
    made = tuple(
        Family(
            name=f.name.strip(), color=f.color,
            members=(FamilyMember(f.member.strip() or f.name.strip(), 1),),
            crest=(None,) * content.crest_slots, tool_box_slots=starting_slots(content),
        )
        for f in families
    )
    return advance(enter_setup(Campaign(seed=seed, families=made), content), content)


def family_errors(content: CampaignContent, families: Sequence[FamilySetup]) -> list[Refusal]:
    errors = []
    if not 1 <= len(families) <= MAX_FAMILIES:
        errors.append(refusal("family-count", most=MAX_FAMILIES, count=len(families)))
    names = [f.name.strip() for f in families]
    if any(not n for n in names):
        errors.append(refusal("family-unnamed"))
    if len(set(names)) != len(names):
        errors.append(refusal("family-names-shared"))
    for f in families:
        errors += name_errors(f.name.strip(), "family name") + name_errors(
            f.member.strip(), "member's name")
    colors = [f.color for f in families]
    if len(set(colors)) != len(colors):
        errors.append(refusal("family-colors-shared"))
    allowed = tuple(content.family_colors)
    for f in families:
        if f.color not in content.family_colors:
            errors.append(refusal("family-color-unknown", family=f.name, allowed=allowed))
    return errors


def pending_decision(campaign: Campaign, content: CampaignContent) -> Decision | None:
    """The choice the campaign waits for now; None while a game is played or when it is over.
    (Here and in decide, play, record_turn and advance, `content` is the shipped content or
    the campaign's own edition of it: the campaign is played with its own.)"""
    content = campaign_content(campaign, content)
    stage = campaign.stage
    if stage == "setup":
        if campaign.start_player < 0:
            return StartPlayerChoice(start_player_chooser(campaign),
                                     tuple(range(len(campaign.families))))
        for i, chosen in enumerate(campaign.bring):
            if chosen is None:
                f = campaign.families[i]
                return ToolBoxChoice(i, f.tools, f.tool_box_slots)
        return None
    if stage == "magic-square":
        return square_choice(campaign, content)
    if stage == "rewards":
        return tool_reward_choice(campaign, content)
    if stage == "market":
        return market_choice(campaign, content)
    if stage == "cleanup":
        return masterpiece_choice(campaign, content)
    return None


def decide(campaign: Campaign, content: CampaignContent, answer: Answer) -> Campaign:
    """Answer the pending decision, then carry on to the next one (or the next game turn).
    Raises CampaignError, saying why, when the answer is not allowed."""
    content = campaign_content(campaign, content)
    decision = pending_decision(campaign, content)
    if decision is None:
        raise CampaignError(refusal("no-choice"))
    if not isinstance(answer, ANSWERS_TO[decision.kind]):
        given = next(k for k, kinds in ANSWERS_TO.items() if isinstance(answer, kinds))
        raise CampaignError(refusal("wrong-choice", waits=Term(decision.kind),
                                    given=Term(cast(TermKey, given))))
    if isinstance(answer, ChooseStartPlayer):
        campaign = choose_start_player(campaign, answer.family)
    elif isinstance(answer, BringTools):
        assert isinstance(decision, ToolBoxChoice)
        campaign = bring_tools(campaign, decision.family, tuple(answer.tools), content)
    elif isinstance(answer, TakeTools):
        campaign = take_tools(campaign, content, tuple(answer.tools))
    elif isinstance(answer, FillSquareCell):
        campaign = fill_cell(campaign, content, answer.cell)
    elif isinstance(answer, CrossBox | ExpandToolBox | LeaveMarket):
        campaign = buy(campaign, content, answer)
    elif isinstance(answer, NameMasterpiece):
        campaign = name_masterpiece(campaign, content, answer.name, answer.new_member)
    return advance(campaign, content)


def play(campaign: Campaign, content: CampaignContent, action: Action) -> Campaign:
    """One action of the game in progress (raises the engine's IllegalAction with its reason);
    when it ends the game, the End of Game runs up to the next choice."""
    game = campaign.game
    if campaign.stage != "game" or game is None:
        raise CampaignError(refusal("no-game"))
    state = apply(game.state, action)
    campaign = evolve(campaign, game=evolve(game, actions=game.actions + (action,), state=state))
    if state.fired_triggers != game.state.fired_triggers:
        campaign = record_game_openings(campaign, game.state, state)
    return advance(campaign, content) if state.is_over else campaign


def record_turn(campaign: Campaign, content: CampaignContent, actions: Sequence[Action],
                state: GameState) -> Campaign:
    """A finished turn of the game in progress, played elsewhere (the play controller applied
    each action once): `actions` is the whole log, which must continue the one recorded, and
    `state` the state after it. Records them, the envelopes the turn opened, and when the game
    is over runs the End of Game up to the next choice (CampaignError: the turn is refused)."""
    game = campaign.game
    if campaign.stage != "game" or game is None:
        raise CampaignError(refusal("no-game"))
    done = len(game.actions)
    if tuple(actions[:done]) != game.actions or len(actions) == done:
        raise CampaignError(refusal("turn-not-continuing"))
    if state.setup != game.state.setup:
        raise CampaignError(refusal("turn-other-game"))
    campaign = evolve(campaign, game=evolve(game, actions=tuple(actions), state=state))
    if state.fired_triggers != game.state.fired_triggers:
        campaign = record_game_openings(campaign, game.state, state)
    return advance(campaign, content) if state.is_over else campaign


def advance(campaign: Campaign, content: CampaignContent) -> Campaign:
    """Do every step that needs no choice, up to the next Decision or game turn."""
    content = campaign_content(campaign, content)
    while True:
        stage = campaign.stage
        if stage == "setup":
            if campaign.start_player >= 0 and not intro_read(campaign):
                campaign = read_intro(campaign, content)
            if pending_decision(campaign, content) is not None:
                return campaign
            campaign = start_game(campaign, content)
        elif stage == "game":
            state = campaign.game_state
            if state is None or not state.is_over:
                return campaign
            campaign = give_rewards(record_game(campaign, content), content)
        elif stage == "magic-square":
            campaign = settle_square(campaign, content)
            if square_choice(campaign, content) is not None:
                return campaign
            campaign = evolve(award_color_variety(campaign, content), stage="rewards")
        elif stage == "rewards":
            campaign = _next_picker(campaign, content)
            if tool_reward_choice(campaign, content) is not None:
                return campaign
            campaign = open_market(fill_market_box(campaign))
        elif stage == "market":
            family = shopper(campaign)
            if family is None:
                campaign = _to_cleanup(end_of_game_unlocks(campaign, content))
            elif purchase_options(campaign, content) == (LeaveMarket(),):
                campaign = leave(campaign)
            else:
                return campaign
        elif stage == "cleanup":
            if masterpiece_choice(campaign, content) is not None:
                return campaign
            if campaign.window + 1 >= len(content.windows):
                return finish_campaign(campaign, content)
            campaign = enter_setup(evolve(campaign, window=campaign.window + 1), content)
        else:
            return campaign


def _next_picker(campaign: Campaign, content: CampaignContent) -> Campaign:
    after = campaign.after
    while after is not None and after.to_pick and tool_reward_choice(campaign, content) is None:
        campaign = skip_picker(campaign)
        after = campaign.after
    return campaign


def _to_cleanup(campaign: Campaign) -> Campaign:
    after = campaign.after
    assert after is not None
    naming = tuple(range(len(campaign.families)))
    return evolve(campaign, stage="cleanup", after=evolve(after, naming=naming))

"""The lesson's words: each step's title and text, what a step waits for, and why the lesson
refuses a move (the script, sagrada_desktop.lesson, names them by id and kind)."""

from __future__ import annotations

from sagrada_desktop.engine import GameState, Stage
from sagrada_desktop.lesson import situations as at
from sagrada_desktop.lesson.progress import Lesson
from sagrada_desktop.lesson.script import Scoring
from sagrada_desktop.lesson.setup import COMPUTER, PERSON
from sagrada_desktop.lesson.steps import LessonStep, Refusal
from sagrada_desktop.ui.common.catalogue import objective_name, objective_text
from sagrada_desktop.ui.common.content_words import card_name, card_text
from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from sagrada_desktop.wording import die_label, private_objective_text, space_name

TITLES: dict[str, str] = {
    "welcome": QT_TRANSLATE_NOOP("lesson_words", "Your first window"),
    "take_die": QT_TRANSLATE_NOOP("lesson_words", "Take a die from the Cathedral Board"),
    "first_die": QT_TRANSLATE_NOOP("lesson_words", "Your first die may go anywhere"),
    "snake_draft": QT_TRANSLATE_NOOP("lesson_words", "The snake draft and the Start Player"),
    "adjacency": QT_TRANSLATE_NOOP("lesson_words", "Each later die touches one already placed"),
    "objectives": QT_TRANSLATE_NOOP("lesson_words", "What scores"),
    "same_neighbour": QT_TRANSLATE_NOOP("lesson_words", "Never the same colour or value side by side"),
    "printed": QT_TRANSLATE_NOOP("lesson_words", "Printed colours and values"),
    "stars": QT_TRANSLATE_NOOP("lesson_words", "Star spaces"),
    "broken": QT_TRANSLATE_NOOP("lesson_words", "A broken window costs a point"),
    "ability": QT_TRANSLATE_NOOP("lesson_words", "An ability: Sea Glass"),
    "chain_flip": QT_TRANSLATE_NOOP("lesson_words", "Chaining: a tool flips the die"),
    "point_boxes": QT_TRANSLATE_NOOP("lesson_words", "A tool costs its point box"),
    "play_on": QT_TRANSLATE_NOOP("lesson_words", "Play on"),
    "cathedral_plan": QT_TRANSLATE_NOOP("lesson_words", "The round's last die"),
    "cathedral_build": QT_TRANSLATE_NOOP("lesson_words", "Cathedral Construction"),
    "round_track": QT_TRANSLATE_NOOP("lesson_words", "The Round Track"),
    "give_up": QT_TRANSLATE_NOOP("lesson_words", "A die that fits nowhere"),
    "score_public_a": QT_TRANSLATE_NOOP("lesson_words", "Public Objective A: {name}"),
    "score_public_b": QT_TRANSLATE_NOOP("lesson_words", "Public Objective B: {name}"),
    "score_public_c": QT_TRANSLATE_NOOP("lesson_words", "Public Objective C: {name}"),
    "score_private": QT_TRANSLATE_NOOP("lesson_words", "Your Private Objective: {name}"),
    "score_tools": QT_TRANSLATE_NOOP("lesson_words", "Unused window tools"),
    "score_empty": QT_TRANSLATE_NOOP("lesson_words", "Broken or empty spaces"),
    "score_extra": QT_TRANSLATE_NOOP("lesson_words", "Window rules and the Cathedral"),
    "score_total": QT_TRANSLATE_NOOP("lesson_words", "The total"),
}

TEXTS: dict[str, str] = {
    "welcome": QT_TRANSLATE_NOOP("lesson_words", "You play the {person} against the {computer}, a computer player. This is "
                    "your window, Lamp of the Crypt: 4 rows of 6 spaces, filled over 12 rounds "
                    "of 2 turns; each turn you take a die and fill one space with its colour and "
                    "value. This box points at what each rule speaks of and waits for you to do "
                    "it. Skip passes a lesson; Leave keeps the game for later."),
    "take_die": QT_TRANSLATE_NOOP("lesson_words", "Each round the Cathedral Board holds 2 dice per player and 1 more, each "
                     "on the space of its colour and value: 5 dice here. Take one: click it to "
                     "hold it, or drag it straight onto your window."),
    "first_die": QT_TRANSLATE_NOOP("lesson_words", "Your first die may fill any space of your window that its colour and "
                      "value match (printed colours and values come in a later lesson). The "
                      "lit spaces are where it may go: click one, or drag the die there."),
    "snake_draft": QT_TRANSLATE_NOOP("lesson_words", "The turns go from the Start Player round the table and back again: this "
                        "round {person}, {computer}, {computer}, {person}. You are round 1's Start "
                        "Player, so you have its first and its last turn; each round the Start "
                        "Player passes to the left. Watch {computer} take its two turns."),
    "adjacency": QT_TRANSLATE_NOOP("lesson_words", "From your second die on, every space you fill must share an edge or a "
                      "corner with a space already filled. Only those spaces light up; point "
                      "at another one and the window says why it is refused. Fill one."),
    "objectives": QT_TRANSLATE_NOOP("lesson_words", "At the end, the three Public Objectives (A, B and C) score for every "
                       "player, and your Private Objective for you alone: {computer} cannot see "
                       "it. Yours is {private}: {text} Keep them in mind as you place your dice."),
    "same_neighbour": QT_TRANSLATE_NOOP("lesson_words", "Two spaces that share an edge may never hold the same colour or the "
                           "same value; at a corner they may. Nothing in the game overrides "
                           "this. Fill a space that shares an edge with one of your dice: the "
                           "{die} may go to {space}."),
    "printed": QT_TRANSLATE_NOOP("lesson_words", "A space printed with a colour takes only a die of that colour, one printed "
                    "with a number only a die of that value; nothing overrides this either. "
                    "Fill a printed space: the {die} fits {space}."),
    "stars": QT_TRANSLATE_NOOP("lesson_words", "A star adds no restriction: any die that may go there may fill it. "
                  "Objectives and window rules count the stars: here {objective} gives 2 "
                  "points for each star filled. Fill a star: the {die} fits {space}."),
    "broken": QT_TRANSLATE_NOOP("lesson_words", "At the table, a space filled against these rules is crossed out: a broken "
                   "window. It restricts nothing, counts for no objective and costs 1 point at "
                   "the end, as each space left empty does. This program refuses such a move "
                   "(you have seen why), so your window never breaks, but an empty space still "
                   "costs its point."),
    "ability": QT_TRANSLATE_NOOP("lesson_words", "Window 1 has no abilities of its own: in the campaign they come later. For "
                    "this lesson your seat has Sea Glass, which booster window 4 gives every "
                    "player: treat a blue die as green, or a green die as blue. Take the {die} "
                    "and use Sea Glass in the panel under your window."),
    "chain_flip": QT_TRANSLATE_NOOP("lesson_words", "Abilities and tools chain: each works on the die as the one before left "
                       "it. Now flip it with the Grinding Stone, a tool of your window: a flip "
                       "turns the die over, 1 and 6, 2 and 5, 3 and 4. Your {before} becomes "
                       "{after}."),
    "point_boxes": QT_TRANSLATE_NOOP("lesson_words", "Using a window tool fills its next point box: the Grinding Stone's "
                        "first box is filled now. At the end, each empty point box scores the "
                        "points printed in it, so a tool costs what its box is worth. Now fill "
                        "a space with your {die}."),
    "play_on": QT_TRANSLATE_NOOP("lesson_words", "That is every rule of a turn. Play on to the end of round 12: the lesson "
                    "comes back when something new happens. Game > Hint (H) shows what a strong "
                    "player would take."),
    "cathedral_plan": QT_TRANSLATE_NOOP("lesson_words", "You have the round's last turn. When a round ends, its last player "
                           "must construct a space of the Cathedral Board if a die left on it "
                           "sits on the lowest space of its colour not yet built. Take the "
                           "{die} and leave the {other}: it can be built."),
    "cathedral_build": QT_TRANSLATE_NOOP("lesson_words", "The round is over and you were its last player: the marked die "
                            "sits on the lowest space of its colour not yet built, so you must "
                            "construct one (one a round at most). Click it. Each space you build "
                            "is worth 1 point to you at the end of this game."),
    "round_track": QT_TRANSLATE_NOOP("lesson_words", "The die left over went onto the Round Track, one slot for each of the "
                        "12 rounds, so you see how far the game has come. Round {round} has "
                        "begun, and the Start Player passed to the left: {start} starts it."),
    "give_up": QT_TRANSLATE_NOOP("lesson_words", "The {die} fits no space of your window, even with Sea Glass and your "
                    "tools. Give it up with the button: it is lost (it does not go back to the "
                    "Cathedral Board), you fill nothing this turn, and a space left empty at "
                    "the end costs 1 point."),
    "give_up_draft": QT_TRANSLATE_NOOP("lesson_words", "No die on the Cathedral Board fits your "
                                       "window, even with Sea Glass and your tools. Take one "
                                       "anyway: you will give it up and fill no space this "
                                       "turn."),
    "score_public_a": QT_TRANSLATE_NOOP("lesson_words", "The score adds up in six steps, top to bottom; step 1, the Starting "
                           "Tool Count, counts only from a campaign's second game. {text} You "
                           "score {points}: the marked spaces of your window are the dice it "
                           "counts."),
    "score_public_b": QT_TRANSLATE_NOOP("lesson_words", "{text} You score {points}: the marked spaces of your window are the "
                           "dice it counts."),
    "score_public_c": QT_TRANSLATE_NOOP("lesson_words", "{text} You score {points}: the marked spaces of your window are the "
                           "dice it counts."),
    "score_private": QT_TRANSLATE_NOOP("lesson_words", "{text} You score {points}: the marked dice are the ones it counts. "
                          "Only you knew this objective."),
    "score_tools": QT_TRANSLATE_NOOP("lesson_words", "Each empty point box of your window tools scores the points printed in "
                        "it: {points} for you."),
    "score_empty": QT_TRANSLATE_NOOP("lesson_words", "Each broken or empty space costs 1 point: {count} on your window, "
                        "marked, so {points}."),
    "score_extra": QT_TRANSLATE_NOOP("lesson_words", "Step 6 adds what the window's own rules score (window 1 has none) and "
                        "1 point for each Cathedral Board space you built in this game: {points} "
                        "for you."),
    "score_total": QT_TRANSLATE_NOOP("lesson_words", "{points} points in all: {outcome} That is the whole game. Play another "
                        "on any window, or begin a campaign: its windows, envelopes and "
                        "abilities build on what you learnt here."),
}

# what a step waits for when the dice do not allow it now, or the game has not reached it
WAITING: dict[str, str] = {
    "take_die": QT_TRANSLATE_NOOP("lesson_words", "Wait for your turn, then take a die from the Cathedral Board."),
    "adjacency": QT_TRANSLATE_NOOP("lesson_words", "On your next turn, fill a space that touches one of your dice."),
    "same_neighbour": QT_TRANSLATE_NOOP("lesson_words", "No die on the board can go next to one of yours, sharing an edge, "
                           "this turn. Play it as you like: the lesson comes back on your next "
                           "turn."),
    "printed": QT_TRANSLATE_NOOP("lesson_words", "No die on the board fits a printed space of yours this turn. Play it as "
                    "you like: the lesson comes back on your next turn."),
    "stars": QT_TRANSLATE_NOOP("lesson_words", "No die on the board fits a star of yours this turn. Play it as you like: "
                  "the lesson comes back on your next turn."),
    "ability": QT_TRANSLATE_NOOP("lesson_words", "This lesson needs a blue or green die that Sea Glass and then the Grinding "
                    "Stone can place. Play this turn as you like: the lesson comes back on your "
                    "next turn."),
    "chain_flip": QT_TRANSLATE_NOOP("lesson_words", "On your turn, take a die: this lesson flips it with the Grinding Stone "
                       "before you place it."),
    "point_boxes": QT_TRANSLATE_NOOP("lesson_words", "On your turn, fill a space with the die in hand."),
}
CROSSED = QT_TRANSLATE_NOOP("lesson_words", "The crossed spaces refuse it: each shares an edge with a "
                                            "die of its colour or value.")
WAITING_DEFAULT = QT_TRANSLATE_NOOP("lesson_words", "Play on: this lesson comes when the game reaches it.")
SCORING_LATER = QT_TRANSLATE_NOOP("lesson_words", "The scoring is added up when round 12 is over.")
DONE = QT_TRANSLATE_NOOP("lesson_words", "Done: {text}")

REFUSALS: dict[str, str] = {
    "same_neighbour": QT_TRANSLATE_NOOP("lesson_words", "this lesson asks for a space that shares an edge with one of your "
                           "dice: the {die} may go to {space}"),
    "printed": QT_TRANSLATE_NOOP("lesson_words", "this lesson asks for a space with a printed colour or value: the {die} "
                    "fits {space}"),
    "stars": QT_TRANSLATE_NOOP("lesson_words", "this lesson asks for a star space: the {die} fits {space}"),
    "ability": QT_TRANSLATE_NOOP("lesson_words", "this lesson asks for a blue or green die for Sea Glass: take the {die}"),
    "ability-first": QT_TRANSLATE_NOOP("lesson_words", "first use Sea Glass on the {die}, in the panel under your window"),
    "chain_flip": QT_TRANSLATE_NOOP("lesson_words", "first flip the die with the Grinding Stone, in the panel under your "
                       "window"),
    "cathedral_plan": QT_TRANSLATE_NOOP("lesson_words", "leave the {other} on the board for Cathedral Construction: take "
                           "the {die}"),
}


def then(words: str, more: str) -> str:
    """Two sentences, one after the other (a space between them in English only)."""
    return translate("lesson_words", "{words} {more}").format(words=words, more=more)


def refusal_words(why: Refusal) -> str:
    """Why the lesson refuses a move, as the notice says it after "Not allowed:"."""
    return translate("lesson_words", REFUSALS[why.kind]).format(
        die=die_label(why.die, lower=True) if why.die is not None else "",
        other=die_label(why.other, lower=True) if why.other is not None else "",
        space=space_name(*why.space) if why.space is not None else "")


def title(step: LessonStep, s: GameState) -> str:
    return translate("lesson_words", TITLES[step.id]).format(name=_scored_name(step, s))


def text(step: LessonStep, s: GameState, lesson: Lesson) -> str:
    """What the step says now: its text, what it waits for, or that it is done already."""
    if not step.ready(s) and step.id in WAITING:
        return translate("lesson_words", WAITING[step.id])
    if not step.ready(s):
        return translate("lesson_words", SCORING_LATER if not step.in_game else WAITING_DEFAULT)
    key = "give_up_draft" if step.id == "give_up" and s.stage is Stage.DRAFT else step.id
    words = translate("lesson_words", TEXTS[key]).format(**_values(step, s))
    if any(mark.refused for mark in step.marks(s)):
        words = then(words, translate("lesson_words", CROSSED))
    if step.id in lesson.progress.met_on_arrival:
        return translate("lesson_words", DONE).format(text=words)
    return words


def _scored_name(step: LessonStep, s: GameState) -> str:
    if not isinstance(step, Scoring):
        return ""
    if step.public >= 0 and step.public < len(s.objectives):
        return objective_name(s.objectives[step.public])
    if step.row == "private":
        return card_name(s.seats[PERSON].private_objective)
    return ""


def _values(step: LessonStep, s: GameState) -> dict[str, object]:
    p = s.seats[PERSON].private_objective
    values: dict[str, object] = {
        "computer": s.seats[COMPUTER].name, "person": s.seats[PERSON].name, "round": s.round,
        "start": s.seats[s.start_seat].name, "private": card_name(p),
        "text": card_text(p) or private_objective_text(p),
        "objective": objective_name("star-light"),
    }
    way = step.way(s)
    if way is not None:
        values.update(die=die_label(way.die, lower=True), space=space_name(*way.space))
    hand = s.in_hand
    if hand is not None:
        values.setdefault("die", die_label(hand.current, lower=True))
        flip = at.flipped(s)
        values["before"] = die_label(hand.current, lower=True)
        values["after"] = die_label(flip.in_hand.current, lower=True) \
            if flip is not None and flip.in_hand is not None else ""
    take = at.leaving_to_build(s)
    if take:
        values["die"] = die_label(take[0], lower=True)
        values["other"] = die_label(next(d for d in s.pool if d not in take), lower=True)
    if isinstance(step, Scoring) and s.is_over:
        values.update(_score_values(step, s))
    for key in ("die", "space", "before", "after", "other"):
        values.setdefault(key, "")
    return values


def _score_values(step: Scoring, s: GameState) -> dict[str, object]:
    from sagrada_desktop.engine import final_scores

    points = step.points(s)
    out: dict[str, object] = {"points": points, "count": -points}
    if step.public >= 0:
        out["text"] = objective_text(s.objectives[step.public])
    if step.id == "score_total":
        cards = sorted(final_scores(s), key=lambda c: c.place)
        mine = next(c for c in cards if c.seat == PERSON)
        out["outcome"] = translate("lesson_words", "you win your first game.") if mine.place == 1 \
            else translate("lesson_words", "{name} wins with {total}.").format(name=cards[0].name,
                                                                  total=cards[0].total)
    return out

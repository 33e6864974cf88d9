"""Learn to play (`game.lessons`, `scenes.table.coach`): every title's
lesson has its words in both languages, and a lesson driven by posted
events, following the coach's pointer or playing otherwise at every step,
reaches its summary, with every pointed place inside the window."""
import json
import math

import pytest

from game.core import Action

from game.lessons import DEVIATED, FOLLOWED, HAPPENED, LEARNER, LESSONS, LessonRun, all_lessons, lesson_match
from scenes.i18n import TRANSLATIONS_DIR
from app_driver import button, click, click_at, press_space, wait_a_frame

LEARNER_NAME, BOTS = "Ann", ["Bo", "Cy", "Di", "Ed", "Fay"]


def translated(title_id: str, language: str) -> dict:
    return json.loads((TRANSLATIONS_DIR / f"{title_id}.{language}.json").read_text(encoding="utf-8"))[language]


def lookup(tree: dict, key: str):
    for part in key.split("."):
        tree = tree.get(part, {}) if isinstance(tree, dict) else {}
    return tree


@pytest.mark.parametrize("language", ["en", "zh"])
def test_tutorial_text_of_every_step_exists_in_both_languages(language):
    """A lesson's words live in the title's translation file: every step's
    point and after texts and every rule of the summary, in each language."""
    for lesson in all_lessons():
        words = translated(lesson.title_id, language)
        missing = [key for key in lesson.text_keys() if not isinstance(lookup(words, key), str)]
        assert not missing, f"{lesson.title_id} ({language}) lacks {missing}"


def as_the_table_asks(pending):
    """The decision a table takes up first (`Turns.next_decision`): with
    several made together, the bots seal theirs before the learner."""
    bots = [decision for decision in pending if decision.seat != LEARNER]
    return bots[0] if bots and len(pending) > 1 else pending[0]


def play_the_lesson(lesson, choose):
    """Play `lesson` with the rules alone: the learner's moves from
    `choose(run, match, legal)`, the bots' Normal moves; the run told
    every move as the table tells it."""
    match = lesson_match(lesson, LEARNER_NAME, BOTS)
    run = LessonRun(lesson)
    while not run.finished and not match.is_over():
        decision = as_the_table_asks(match.pending())
        if decision.seat == LEARNER:
            run.settle(match.view(LEARNER), decision, match.legal_actions(LEARNER))
            action = choose(run, match, decision)
        else:
            action = match.think(decision.seat)
        events = match.submit(decision.seat, action)
        run.observe(decision.seat, action, [event.seen_by(LEARNER) for event in events])
    if match.is_over():
        run.game_over()
    return run


def pointed(run, match, decision):
    """The move the step on now points at, if it points at one now."""
    step = run.step
    if step is None or step.points_at is None or not run.applies(match.view(LEARNER), decision,
                                                                 match.legal_actions(LEARNER)):
        return None
    return next((a for a in match.legal_actions(LEARNER) if step.points_at(a)), None)


def follower(run, match, decision):
    """A learner who plays the move pointed at, else Normal's move."""
    return pointed(run, match, decision) or match.think(LEARNER)


def deviator(run, match, decision):
    """A learner who plays anything but the move pointed at, whenever there is another."""
    wanted = pointed(run, match, decision)
    others = [a for a in match.legal_actions(LEARNER) if a != wanted]
    return others[-1] if others else wanted


@pytest.mark.parametrize("lesson", all_lessons(), ids=lambda lesson: lesson.title_id)
def test_tutorial_story_comes_out_as_prepared_when_the_pointer_is_followed(lesson):
    """Following every pointer, every step is followed or happens (none
    passes by): the prepared deal and Normal's moves tell the whole story."""
    run = play_the_lesson(lesson, follower)
    assert run.finished
    assert run.ended == {step.id: FOLLOWED if step.done_by else HAPPENED for step in lesson.steps}


@pytest.mark.parametrize("lesson", all_lessons(), ids=lambda lesson: lesson.title_id)
def test_tutorial_reaches_its_end_when_the_learner_always_plays_otherwise(lesson):
    """A learner who never plays the move pointed at still reaches the end:
    each such move is worded as what it did, and the story moves on."""
    run = play_the_lesson(lesson, deviator)
    assert run.finished
    assert DEVIATED in run.ended.values()


# --- at the table: driven by posted events ------------------------------------------

def inside_the_window(app, rect) -> bool:
    return app.screen.get_rect().contains(rect)


def choice_places(table):
    """Each legal move with a place on screen (a target on the felt or a
    prompt button), and the steps of a decision that are no move yet (a
    prompt button's, then a card to pick first) as their places."""
    moves = [(action, places[0]) for action in table.legal for places in [table._places_of(action)] if places]
    steps = ([button.rect for button, choice in table.prompt.buttons if callable(choice) and not isinstance(choice, Action)]
             + [target.rect for target in table.targets_now if target.action is None and target.on_click is not None])
    return moves, steps


def learner_moves(app, table, deviate: bool, tried: list) -> None:
    """One click of the learner: on the place the coach points at (or, to
    deviate, on any other choice).  Where it points at a region (a hand),
    on each card there in turn (`tried` so far) until the pointed move
    appears; with no step on, on the first choice."""
    run = table.coach.run
    moves, steps = choice_places(table)
    applies = run.applies(table.shown_view, table.decision, table.legal)
    picks = run.step.points_at if applies and run.step.points_at is not None else None
    wanted = [rect for action, rect in moves if picks is not None and picks(action)]
    others = [rect for action, rect in moves if picks is None or not picks(action)]
    untried = [rect for rect in steps if rect.center not in tried]
    if deviate and others:
        click_at(app, others[-1].center)
    elif wanted and not deviate:
        click_at(app, wanted[0].center)
    elif picks is not None and untried and not deviate:
        tried.append(untried[0].center)
        click_at(app, untried[0].center)
    elif moves:
        click_at(app, moves[0][1].center)
    else:
        click_at(app, steps[0].center)


def dragonstones_bids(app, table, deviate: bool, tried: list) -> None:
    """A Dragonstones bid as the coach asks (one fairy gold more, to play
    otherwise): the bid panel's steppers pressed, then Seal bid; any other
    decision as `learner_moves` makes it."""
    from game.dragonstones.lesson import BIDS, REBID
    from scenes.dragonstones.table import SEAL_BID
    kind = table.decision.kind
    if kind not in ("bid_fairy", "bid_gold", "bid_silver"):
        learner_moves(app, table, deviate, tried)
        return
    wanted = {"silver": REBID} if kind == "bid_silver" else dict(BIDS.get(table.shown_view.auction["card"], {}))
    if deviate and kind != "bid_silver":
        wanted["fairy"] = wanted.get("fairy", 0) + 1
    for coin, amount in wanted.items():
        for _ in range(amount):
            stepper = table._control(coin)
            if stepper.value < stepper.high:
                click_at(app, stepper.plus_rect.center)
    click_at(app, next(button for button, choice in table.prompt.buttons if choice == SEAL_BID).rect.center)


#: A title whose moves are set on controls before they are sent: its clicks.
CLICKS = {"dragonstones": dragonstones_bids}


def drive_the_lesson(app, title_id: str, deviate: bool = False, limit: int = 3000):
    """Open `title_id`'s lesson and play it by posted events to its summary
    (the learner's clicks by `learner_moves`, or the title's `CLICKS`)."""
    moves = CLICKS.get(title_id, learner_moves)
    app.open_lesson(title_id)
    table = app.scenes.top
    tried, decision = [], None
    for _ in range(limit):
        if table.coach.summary_rect is not None:
            return table
        applies = table.coach.run.applies(table.shown_view, table.decision, table.legal)
        pointed = table._lesson_target() if applies else None
        assert pointed is None or inside_the_window(app, pointed), f"{table.coach.run.step.id} points at {pointed}"
        if table.decision is not None and not table.events.busy:
            if (table.decision, len(table.match.log)) != decision:   # a new decision: nothing tried yet
                tried, decision = [], (table.decision, len(table.match.log))
            moves(app, table, deviate, tried)
        elif table.events.busy:
            press_space(app)
        else:
            wait_a_frame(app, table)
    raise AssertionError(f"the lesson did not end within {limit} steps; on step {table.coach.run.step}")


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("title_id", list(LESSONS))
def test_tutorial_followed_by_clicks_to_its_summary(app, title_id, size):
    """Clicking where the coach points, each title's lesson tells its whole
    story (every step followed or seen) and ends with the summary; "Play a
    real game" opens that title's setup."""
    from scenes.menus.setup import SetupScene
    app.resize(size)
    table = drive_the_lesson(app, title_id)
    lesson = table.match.lesson
    assert table.coach.run.ended == {step.id: FOLLOWED if step.done_by else HAPPENED for step in lesson.steps}
    assert inside_the_window(app, table.coach.summary_rect)
    click(app, table.coach.summary_buttons["play_real"])
    assert isinstance(app.scenes.top, SetupScene) and app.scenes.top.title_id == title_id


@pytest.mark.parametrize("title_id", list(LESSONS))
def test_tutorial_played_otherwise_at_every_step_still_ends(app, title_id):
    """A learner who clicks anything but the pointed place whenever there
    is another choice reaches the summary all the same."""
    app.resize((960, 600))
    table = drive_the_lesson(app, title_id, deviate=True)
    assert DEVIATED in table.coach.run.ended.values()


def test_tutorial_left_keeps_nothing(app, tmp_path):
    """"Leave the lesson" goes back to the title: no statistics, no autosave, no save."""
    from saves.stats import StatsBook
    from scenes.menus.title import TitleScene
    app.open_lesson("dragons_lair")
    table = app.scenes.top
    assert app.autosaver is None
    while table.decision is None:
        wait_a_frame(app, table)
    learner_moves(app, table, False, [])
    click(app, table.coach.buttons["leave"])
    assert isinstance(app.scenes.top, TitleScene)
    assert not app.store.has_autosave()
    app.wait_for_records()
    assert not StatsBook(app.store.root).players()


def test_tutorial_step_can_be_repeated_and_skipped(app):
    """Repeat shows the step on now again; Skip moves to the next step."""
    app.open_lesson("dragons_lair")
    table = app.scenes.top
    while table.decision is None:
        wait_a_frame(app, table)
    first = table.coach.run.step
    click(app, table.coach.buttons["repeat"])
    assert table.coach.run.step is first and table.coach.repeated
    click(app, table.coach.buttons["skip"])
    assert table.coach.run.step is table.match.lesson.steps[1]


def test_tutorial_is_reached_from_the_title_menu_and_offered_once_in_setup(app):
    """Title menu → Learn to play → a title opens its lesson; the setup
    screen offers a title's lesson the first time it is chosen, once, and
    its Learn to play button opens it."""
    from scenes.menus.setup import SetupScene
    from scenes.menus.title import TitleScene
    click(app, app.scenes.top.menu_buttons["app.title.learn"])
    click(app, app.scenes.top.lesson_buttons["dragons_lair"])
    assert app.scenes.top.match.lesson.title_id == "dragons_lair"
    app.back_to_title()
    click(app, app.scenes.top.menu_buttons["app.title.new_game"])
    setup = app.scenes.top
    click(app, setup.title_buttons["dragons_lair"])
    assert setup.offer_buttons
    click(app, setup.title_buttons["citadels"])
    click(app, setup.title_buttons["dragons_lair"])
    assert not setup.offer_buttons, "offered once only"
    click(app, setup.learn_button)
    assert app.scenes.top.match.lesson.title_id == "dragons_lair"
    assert isinstance(app.scenes.stack[0], TitleScene) and not app.scenes.find(SetupScene)


def test_tutorial_buttons_stay_under_a_menu_through_a_resize(app):
    """The coach's buttons hide while the game menu lies over the table,
    stay hidden when the window changes size meanwhile, and come back
    with the table."""
    app.open_lesson("dragons_lair")
    table = app.scenes.top
    table.open_game_menu()
    assert not any(button.visible for button in table.coach.buttons.values())
    app.resize((960, 600))
    assert not any(button.visible for button in table.coach.buttons.values())
    app.scenes.pop()
    assert all(button.visible for button in table.coach.buttons.values())



def test_tutorial_buttons_are_moved_not_made_again_through_a_resize(app):
    """A resize moves the coach's buttons to the foot of the new dock and
    sets them in the new scale's type: the same buttons, not new ones."""
    app.resize((1280, 720))
    app.open_lesson("dragons_lair")
    table = app.scenes.top
    before = dict(table.coach.buttons)
    small_height = before["leave"].rect.h
    app.resize((2560, 1440))
    after = table.coach.buttons
    assert all(after[name] is button for name, button in before.items())
    dock = table.coach.dock()
    assert after["leave"].rect.bottom <= dock.bottom and after["leave"].rect.w == dock.w
    assert after["leave"].rect.h == 2 * small_height
    assert all(button.alive() and button.visible for button in after.values())


def follow_until(app, table, step_id: str):
    """Follow the coach until `step_id` is on at a decision of the learner's."""
    for _ in range(500):
        on = table.coach.run.step
        if table.decision is not None and not table.events.busy:
            if on is not None and on.id == step_id:
                return table
            learner_moves(app, table, False, [])
        elif table.events.busy:
            press_space(app)
        else:
            wait_a_frame(app, table)
    raise AssertionError(f"{table.match.title_id}'s lesson never reached {step_id}")


def test_tutorial_undo_rewinds_the_coach_to_the_step_of_the_move_taken_back(app):
    """Esc menu → Undo in a lesson: the coach shows the step that was on
    when the undone move was made (Citadels: the murder taken back, the
    coach asks for it again), and following it then counts as followed."""
    app.open_lesson("citadels")
    table = follow_until(app, app.scenes.top, "gold")
    table.open_game_menu()
    wait_a_frame(app, table)
    click(app, button(app, "app.menu.undo"))
    wait_a_frame(app, table)
    assert table.coach.run.step.id == "murder" and "murder" not in table.coach.run.ended
    assert table.coach.run.applies(table.shown_view, table.decision, table.legal)
    follow_until(app, table, "gold")
    assert table.coach.run.ended["murder"] == FOLLOWED


def test_tutorial_played_to_the_game_end_keeps_no_statistics_replay_or_autosave(app):
    """A lesson is never counted or kept (`keep_finished_game`'s guard):
    Citadels' lesson played to its game's end, its results asked for as a
    final table asks, leaves no statistics, no replay and no autosave."""
    from saves.replays import ReplayStore
    from saves.stats import StatsBook
    table = drive_the_lesson(app, "citadels")
    assert table.match.is_over()
    table.show_results()
    app.wait_for_records()
    assert not StatsBook(app.store.root).players()
    assert ReplayStore(app.store.root).listing() == ([], [])
    assert not app.store.has_autosave()


def test_tutorial_offer_in_setup_is_learn_or_not_now_and_never_blocks_start(app):
    """The first choice of a title offers its lesson as a choice of its
    own ("New to Citadels? ...", Learn / Not now): Not now puts it away,
    Start works while it shows, and pass-and-play is never offered one
    (a second human seat puts the offer away)."""
    from scenes.menus.setup import SetupScene
    click(app, app.scenes.top.menu_buttons["app.title.new_game"])
    setup = app.scenes.top
    click(app, setup.title_buttons["citadels"])
    assert setup.offer_buttons["learn"].visible and setup.offer_buttons["learn"].is_enabled
    click(app, setup.offer_buttons["not_now"])
    assert not setup.offer_buttons and not setup.offering
    click(app, setup.title_buttons["dragon_lyre"])
    setup.set_kind(1, "human")
    assert not setup.offer_buttons, "never for pass-and-play"
    setup.set_kind(1, "normal")
    click(app, setup.title_buttons["rattlebones"])
    assert setup.offer_buttons and setup.start_button.is_enabled
    click(app, setup.start_button)
    assert not app.scenes.find(SetupScene) and app.scenes.top.match.lesson is None


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_tutorial_coach_arrow_is_never_a_stub_and_its_bubble_stays_compact(app, size):
    """At each lesson's first step: the coach's arrow is long enough to be
    read as one (none where the place touches the bubble: Dragon's Lair's
    hand at 1280×720, Dragonstones' bid panel, which its ring marks), and
    the bubble takes under half the game log's column."""
    from scenes import layout
    from scenes.table.coach import SHORTEST_ARROW, path_length
    app.resize(size)
    for title_id in LESSONS:
        app.open_lesson(title_id)
        table = app.scenes.top
        while table.decision is None or table.events.busy:
            wait_a_frame(app, table)
        wait_a_frame(app, table)
        coach = table.coach
        assert table._lesson_target() is not None, title_id
        assert coach.arrow is None or path_length(coach.arrow) >= layout.px(SHORTEST_ARROW), (title_id, coach.arrow)
        assert coach.bubble.h < table._log_rect().h / 2, title_id


def first_step_arrow(app, title_id, size):
    """The lesson's first step at `size`: the place pointed at, the other
    choices (each with the coach's clearance around it) and the arrow."""
    from scenes import layout
    from scenes.table.coach import CLEARANCE
    app.resize(size)
    app.open_lesson(title_id)
    table = app.scenes.top
    while table.decision is None or table.events.busy:
        wait_a_frame(app, table)
    wait_a_frame(app, table)
    pointed = table._lesson_target()
    margin = 2 * layout.px(CLEARANCE)
    others = [target.rect.inflate(margin, margin) for target in table.pointing.targets
              if not target.rect.colliderect(pointed)]
    return pointed, others, table.coach.arrow


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_tutorial_coach_arrow_goes_round_the_row_of_characters_in_citadels(app, size):
    """Citadels' first step points at the Assassin, first of the characters
    passed to the learner: the arrow comes round the row and down to it
    rather than across the other characters' pictures and names."""
    from scenes.table.coach import crossings
    pointed, others, arrow = first_step_arrow(app, "citadels", size)
    row = [other for other in others if other.centery == pointed.centery]
    assert len(row) >= 4 and arrow is not None
    assert crossings(arrow, row) == 0, (arrow, row)
    assert arrow[-1][1] == pointed.top


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_tutorial_coach_arrow_goes_round_the_other_dice_in_rattlebones(app, size):
    """Rattlebones' first step points at the white die: the coach's arrow
    reaches it without running over the black and grey dice beside it or
    the captions just under them (a straight line from the bubble would)."""
    from scenes.table.coach import crossings
    pointed, other_dice, arrow = first_step_arrow(app, "rattlebones", size)
    assert len(other_dice) >= 2 and arrow is not None
    assert crossings(arrow, other_dice) == 0, (arrow, other_dice)

"""`LessonRun` (game.lessons) following moves: the events a step waits
for, named by kind or picked by a predicate."""
from game.core import Action, Event
from game.lessons import DEVIATED, FOLLOWED, HAPPENED, PASSED, Lesson, LessonRun, Step


def run_of(*steps: Step) -> LessonRun:
    return LessonRun(Lesson("test", players=2, seed=1, steps=steps, learned=()))


def test_tutorial_step_waits_for_the_event_its_predicate_picks():
    """A step's `done_on` may be a predicate: only the event it picks
    completes the step, not every event of that kind."""
    run = run_of(Step("robbed", region="table", done_on=lambda e: e.kind == "gold" and e.reason == "robbed"))
    run.observe(1, Action("take_gold"), [Event("gold", reason="take_gold")])
    assert not run.finished
    run.observe(1, Action("end_turn"), [Event("gold", reason="robbed")])
    assert run.ended == {"robbed": HAPPENED}


def test_tutorial_steps_whose_moment_is_the_same_event_pass_together():
    """Steps that wait until the same event all pass at it, and a later
    step still sees what came after it in the same move."""
    run = run_of(Step("rob", region="table", done_on="rob", until="round_end"),
                 Step("murdered", region="table", done_on="reveal", until="round_end"),
                 Step("end", region="table", done_on="game_over"))
    run.observe(1, Action("end_turn"), [Event("round_end"), Event("game_over")])
    assert run.ended == {"rob": PASSED, "murdered": PASSED, "end": HAPPENED}


def test_tutorial_move_sent_in_steps_is_judged_by_every_step():
    """A move begun by one action and ended by another (a bid: its fairy
    gold, then its gold) follows the pointer only if every part of it is
    the one pointed at; otherwise it still completes the step, worded
    from the events of all its parts."""
    asked = {"bid_fairy": 1, "bid_gold": 0}
    step = Step("bid", region="bid panel", points_at=lambda a: a.amount == asked[a.kind],
                begun_by=lambda a: a.kind == "bid_fairy", done_by=lambda a: a.kind == "bid_gold")
    run = run_of(step, Step("next", region="table", done_on="never"))
    run.observe(0, Action("bid_fairy", amount=3), [Event("fairy_sealed", seat=0)])
    assert run.step.id == "bid"
    run.observe(0, Action("bid_gold", amount=0), [Event("gold_sealed", seat=0)])
    assert run.ended == {"bid": DEVIATED}
    assert [event.kind for event in run.said[0].events] == ["fairy_sealed", "gold_sealed"]
    run = run_of(step, Step("next", region="table", done_on="never"))
    run.observe(0, Action("bid_fairy", amount=1), [])
    run.observe(0, Action("bid_gold", amount=0), [])
    assert run.ended == {"bid": FOLLOWED}

"""Fist of Dragonstones' Learn to play (`game.dragonstones.lesson`): the
prepared deal is a fresh one rearranged (the lesson itself is played by
`test_tutorial`, its bids set on the bid panel by `dragonstones_bids`)."""
from game import registry
from game.dragonstones.invariants import broken
from game.dragonstones.lesson import FIRST_CARDS, LESSON, STONES


def test_tutorial_dragonstones_deal_is_a_fresh_one_rearranged():
    """The prepared deal keeps every coin and stone (the learner's four
    stones drawn from the bank's bag as red, red, blue, yellow) and the
    round's cards, the Red Dragon and the Wizard first after the Witch."""
    rules = registry.get("dragonstones")
    fresh = rules.new_state(LESSON.players, LESSON.seed)
    state = rules.new_state(LESSON.players, LESSON.seed)
    LESSON.deal(state)
    assert broken(state) == []
    assert {colour: state.seats[0][colour] for colour in STONES} == STONES
    assert state.auction["card"] == "witch" and tuple(state.pile[:2]) == FIRST_CARDS
    assert sorted(state.pile) == sorted(fresh.pile)


def test_tutorial_dragonstones_bid_with_other_fairy_gold_is_played_otherwise():
    """The Witch's step asks 1 fairy gold and no gold: sealing 2 fairy
    gold and no gold is another bid (worded as what it did), not the one
    asked, and the lesson goes on."""
    from game.core import Action
    from game.lessons import DEVIATED, LessonRun, lesson_match
    match = lesson_match(LESSON, "Ann", ["Bo", "Cy"])
    run = LessonRun(LESSON)
    while not run.ended:
        decision = next((d for d in match.pending() if d.seat != 0), match.pending()[0])
        if decision.seat == 0:
            amount = 2 if decision.kind == "bid_fairy" else 0
            action = Action(decision.kind, amount=amount)
        else:
            action = match.think(decision.seat)
        run.observe(decision.seat, action, [event.seen_by(0) for event in match.submit(decision.seat, action)])
    assert run.ended == {"witch": DEVIATED} and run.step.id == "red_dragon"

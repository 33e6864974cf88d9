"""Fist of Dragonstones' Learn to play (`game.dragonstones.lesson`): the
prepared deal is a fresh one rearranged, and the lesson is clicked
through by posted events to its summary, the bid panel's steppers set
as the coach asks (see `test_tutorial` for every lesson's common checks)."""
import pytest

from game import registry
from game.dragonstones.invariants import broken
from game.dragonstones.lesson import BIDS, FIRST_CARDS, LESSON, REBID, STONES
from game.lessons import DEVIATED, FOLLOWED, HAPPENED
from scenes.dragonstones.table import SEAL_BID
from app_driver import click_at
from test_tutorial import drive_the_lesson, inside_the_window, learner_moves


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


def bids_as_asked(app, table, deviate: bool, tried: list) -> None:
    """A bid as the coach asks (one fairy gold more, to play otherwise):
    the panel's steppers pressed, then Seal bid; any other decision as
    every lesson's learner makes it."""
    kind = table.decision.kind
    if kind not in ("bid_fairy", "bid_gold", "bid_silver"):
        learner_moves(app, table, deviate, tried)
        return
    card = table.shown_view.auction["card"]
    wanted = {"silver": REBID} if kind == "bid_silver" else dict(BIDS.get(card, {}))
    if deviate and kind != "bid_silver":
        wanted["fairy"] = wanted.get("fairy", 0) + 1
    for coin, amount in wanted.items():
        for _ in range(amount):
            stepper = table._control(coin)
            if stepper.value < stepper.high:
                click_at(app, stepper.plus_rect.center)
    seal = next(button for button, choice in table.prompt.buttons if choice == SEAL_BID)
    click_at(app, seal.rect.center)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_tutorial_dragonstones_followed_by_clicks_to_its_summary(app, size):
    """Bidding as the coach asks, the Dragonstones lesson loses the Witch,
    ties for the Red Dragon, wins it on a silver rebid and pays the
    Wizard's stones for a point: every step followed or seen, and the
    summary in the window."""
    app.resize(size)
    table = drive_the_lesson(app, "dragonstones", moves=bids_as_asked)
    assert table.coach.run.ended == {step.id: FOLLOWED if step.done_by else HAPPENED for step in LESSON.steps}
    assert table.match.state.seats[0]["points"] == 1 and inside_the_window(app, table.coach.summary_rect)


def test_tutorial_dragonstones_played_otherwise_at_every_step_still_ends(app):
    """A learner who bids otherwise (and picks anything but the pointed
    choice) reaches the Dragonstones summary all the same."""
    app.resize((960, 600))
    table = drive_the_lesson(app, "dragonstones", deviate=True, moves=bids_as_asked)
    assert DEVIATED in table.coach.run.ended.values()

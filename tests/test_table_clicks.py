"""Every click answers (the table toolkit): the decision's choices are lit,
a click that is not a choice says why and shakes, the prompt bar's buttons
keep their slots within a decision, the one inspector's pin rules, and
hints that never repeat a move."""
import random

import pygame
import pytest

from game import registry
from game.ai.hint import ranked, suggest
from game.ai.ismcts import Choice
from game.core import Action
from game.match import AI, Match, Seat
from scenes.table.inspect import HOVER_DELAY, Inspector
from scenes.table.targets import SHAKE_SECONDS, Target
from scenes.table.widgets import PromptBar
from app_driver import click_at, frames, wait_a_frame


def human_decision(app, table, limit=3000):
    """Run frames (skipping motion) until the human at `table` decides
    (None: the game ended first)."""
    for _ in range(limit):
        if app.scenes.top is table and table.decision is not None and not table.events.busy:
            return table.decision
        if table.match.is_over() and not table.events.busy:
            return None
        if table.events.busy:
            table.skip_animations()
        wait_a_frame(app, table)
    raise AssertionError("no human decision came")


def open_table(app, title_id="citadels", seed=5, seats=3):
    match = Match(title_id, [Seat("Ann")] + [Seat(name, AI, "normal") for name in "BoCyDi"[:2 * (seats - 1):2]],
                  seed=seed)
    app.open_game(match)
    table = app.scenes.top
    human_decision(app, table)
    return table


def move_to(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)


def bar(app, choices, before=(), pointer=(-1, -1)):
    prompt = PromptBar(app.ui, pygame.Rect(10, 600, 900, 84))
    prompt.pointer = pointer
    prompt.show("Your turn", choices, before=before, gone=lambda action: "not now")
    return prompt


def test_stable_slots_a_button_still_offered_stays_and_a_gone_one_greys_out_in_place(app):
    gold, cards, income, smithy = (Action(kind) for kind in ("take_gold", "draw_cards", "income", "smithy"))
    first = bar(app, [("Take 2 gold", gold), ("Draw cards", cards), ("Income +1", income), ("Smithy", smithy)])
    where = {choice: button.rect.copy() for button, choice in first.buttons}
    then = bar(app, [("Smithy", smithy), ("End turn", Action("end_turn"))], before=first.order)
    assert {choice: button.rect for button, choice in then.buttons if choice in where} == {smithy: where[smithy]}
    greyed = {button.text: button.rect for button, _ in then.greyed}
    assert greyed == {"Take 2 gold": where[gold], "Draw cards": where[cards], "Income +1": where[income]}
    assert all(not button.is_enabled for button, _ in then.greyed)
    end_turn = next(button for button, choice in then.buttons if choice == Action("end_turn"))
    assert end_turn.rect.right < min(rect.left for rect in where.values())   # a new one comes in on the left


def test_stable_slots_a_button_appearing_under_the_resting_pointer_is_armed_only_once_it_moves(app):
    first = bar(app, [("Take 2 gold", Action("take_gold"))])
    spot = first.buttons[0][0].rect.center
    then = bar(app, [("Smithy", Action("smithy"))], pointer=spot)
    smithy = then.buttons[0][0]
    assert smithy.rect.collidepoint(spot) and not then.armed(smithy)
    then.point_at(spot)
    assert then.armed(smithy)


def test_reason_a_click_on_a_place_that_is_no_choice_shakes_it_and_says_why(app):
    table = open_table(app)
    spot = pygame.Rect(table.table_rect.center, (60, 80))
    table.targets = lambda view, legal: [Target(spot, refusal="Not enough gold: it costs 5, you have 2")]
    table._refresh_targets()
    move_to(app, spot.center)
    assert table.explanation() == ("Not enough gold: it costs 5, you have 2", True, True)   # said on hover
    decision = table.decision
    click_at(app, spot.center)
    assert table.decision is decision and table.pointing.refusal.rect == spot
    assert table.pointing.refusal.shake(table.pointing.refusal.at + SHAKE_SECONDS / 3) is not None
    move_to(app, table.table_rect.topleft)
    assert table.explanation()[0] == "Not enough gold: it costs 5, you have 2"   # it stays a while


def test_reason_a_greyed_out_button_says_why_when_pointed_at_and_clicked(app):
    table = open_table(app)
    table.prompt_choices = lambda decision, legal: [("Smithy", None, "Only once a turn")] + [
        (table.action_label(a), a) for a in legal[:2]]
    table._show_prompt()
    greyed, why = table.prompt.greyed[0]
    move_to(app, greyed.rect.center)
    assert table.explanation() == ("Only once a turn", True, True)
    click_at(app, greyed.rect.center)
    assert table.pointing.refusal.reason == "Only once a turn" and table.decision is not None


def test_highlight_every_choice_of_the_viewer_s_decision_is_lit_and_the_pointed_one_captioned(app):
    table = open_table(app)
    lit, captions = [], []
    table.draw_choice = lambda surface, rect: lit.append(rect)
    table.invalidate()
    frames(app, 1)
    assert lit and set(map(tuple, lit)) == {tuple(t.rect) for t in table.targets_now if not t.refusal}
    target = table.targets_now[0]
    table.target_caption = lambda t: captions.append(t) or "what it does"
    move_to(app, target.rect.center)
    assert captions[-1] == table.hover and table.pointing.caption_rect is not None


def test_pin_a_right_click_pins_and_a_left_click_or_a_new_decision_lets_go(app):
    table = open_table(app, "dragons_lair")
    card = table.hand_rects(len(table.shown_view.hands[0]))[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=3))
    frames(app, 1)
    assert table.inspector.pinned is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.table_rect.topleft, button=1))
    frames(app, 1)
    assert table.inspector.pinned is None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=3))
    frames(app, 1)
    assert table.inspector.pinned is not None
    table.submit(table.legal[0])
    human_decision(app, table)
    assert table.inspector.pinned is None


def inspector_with_a_card():
    inspector = Inspector()
    inspector.add("card", pygame.Rect(100, 100, 60, 90), lambda size: pygame.Surface(size), caption=lambda: "a card")
    return inspector


def test_pin_rules_nothing_opens_under_a_pointer_resting_since_the_screen_changed():
    inspector = inspector_with_a_card()
    inspector.hush((120, 130))
    assert inspector.shown(0.0) is None and inspector.shown(HOVER_DELAY * 4) is None
    inspector.pointer = (300, 300)             # off the card, and back
    inspector.shown(HOVER_DELAY * 5)
    inspector.pointer = (120, 130)
    inspector.shown(HOVER_DELAY * 6)
    assert inspector.shown(HOVER_DELAY * 8).key == "card"


def test_pin_rules_nothing_shows_from_under_a_panel_drawn_over_it():
    inspector = inspector_with_a_card()
    inspector.cover(pygame.Rect(130, 80, 100, 100))
    inspector.add("coin", pygame.Rect(150, 150, 20, 20), lambda size: pygame.Surface(size))
    assert inspector.spot_at((110, 110)).key == "card"
    assert inspector.spot_at((140, 110)) is None               # the panel is over the card here
    assert inspector.spot_at((160, 160)).key == "coin"         # drawn on the panel
    over_everything = Inspector(covered=lambda pos: pos[0] > 105)
    over_everything.spots = inspector.spots
    assert over_everything.spot_at((110, 110)) is None


def test_pin_rules_the_large_face_leaves_the_decision_s_choices_in_sight():
    choices = [pygame.Rect(400, 400, 300, 300)]               # below right of the pointer
    inspector = Inspector(avoid=lambda: choices)
    inspector.add("card", pygame.Rect(300, 300, 60, 90), lambda size: pygame.Surface(size))
    inspector.pointer = (330, 345)
    place = inspector._clearest_place((120, 180), inspector.pointer, pygame.Rect(0, 0, 1280, 720),
                                      inspector.spots[0].rect)
    assert not place.colliderect(choices[0]) and not place.collidepoint(inspector.pointer)


def test_hint_reasons_come_for_distinct_moves_in_the_order_of_their_value():
    a, b, c = Action("a"), Action("b"), Action("c")
    tried = [Choice(a, 30, 0.4), Choice(b, 20, 0.6), Choice(b, 5, 0.1), Choice(c, 10, 0.5), Choice(Action("d"), 0, 0)]
    assert [choice.action for choice in ranked(tried, a)] == [a, b, c]   # Hard's pick first, then by value


@pytest.mark.parametrize("title_id", registry.ids())
def test_hint_reasons_never_repeat_a_move(title_id):
    rules = registry.get(title_id)
    state = rules.new_state(players=3, seed=11, options={})
    rng = random.Random(1)
    for _ in range(12):
        if rules.is_over(state):
            break
        seat = rules.pending(state)[0].seat
        suggestions = suggest(rules, state, seat, 0.02, rng)
        moves = [s.action for s in suggestions]
        assert len(moves) == len(set(moves)) and all(m in rules.legal_actions(state, seat) for m in moves)
        rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


def test_hint_reasons_worded_alike_are_one_move(app):
    table = open_table(app)
    from game.ai.hint import Suggestion
    twice = [Suggestion(Action("x", card=1), 0.5, None, 0), Suggestion(Action("x", card=2), 0.4, None, 0)]
    table.hint_label = lambda action: "Prophet takes the Port"
    assert len(table.hint.distinct(twice)) == 1


def places_on_show(table) -> dict:
    """Where each choice of the decision on show is: its targets on the
    felt (by action) and its prompt buttons (by label)."""
    places = {("target", t.action): tuple(t.rect) for t in table.targets_now if t.action is not None}
    places.update({("button", b.text): tuple(b.rect) for b, _ in table.prompt.buttons + table.prompt.greyed})
    return places


@pytest.mark.parametrize("title_id", registry.ids())
def test_stable_places_of_every_target_through_a_turn_of_a_scripted_game(app, title_id):
    """Within a turn (the same seat deciding again, nobody else having
    played), every choice still offered is where it was: nothing slides
    under the pointer."""
    table = open_table(app, title_id, seed=7)
    rng = random.Random(3)
    before, compared = None, 0
    for _ in range(40):
        decision = human_decision(app, table)
        if decision is None:
            break
        now = (decision.seat, decision.kind, len(table.match.log), places_on_show(table))
        if before is not None and before[:2] == now[:2] and now[2] == before[2] + 1:
            common = before[3].keys() & now[3].keys()
            assert {key: now[3][key] for key in common} == {key: before[3][key] for key in common}
            compared += len(common)
        before = now
        table.submit(rng.choice(table.legal))
    assert compared or title_id not in ("citadels", "dragon_lyre")   # both have turns of several decisions


def test_reason_a_stepper_at_its_end_says_why_its_button_does_nothing():
    from scenes.table.controls import Stepper
    stepper = Stepper("Gold", 3, 0, 3, limits=("Gold cannot go below 0.", "Gold cannot go above 3."))
    minus, plus = stepper.targets()
    assert minus.choice is not None and plus.refusal == "Gold cannot go above 3." and plus.choice is None
    stepper.set(0)
    assert stepper.targets()[0].refusal == "Gold cannot go below 0."


def kind_of(key) -> object:
    """What a face on the table is ("hand", "space"), from its inspector key."""
    return key[0] if isinstance(key, tuple) else key


def seat_counts(title_id: str) -> list[int]:
    rules = registry.get(title_id)
    return sorted({rules.min_players, rules.max_players})


@pytest.mark.parametrize("title_id, seats", [(title_id, seats) for title_id in registry.ids()
                                            for seats in seat_counts(title_id)])
def test_reason_every_clickable_thing_that_is_no_choice_now_says_why_through_a_seeded_game(app, title_id, seats):
    """Every click answers: at every decision of a seeded game, a click on
    anything the table treats as clickable that is no choice now (a place
    with a refusal, a greyed-out button, or a face of a kind that is a
    choice at other times: a card in hand, a space, a character) shakes
    it and says a reason of its own on the prompt line (as pointing at it
    did); the decision stays."""
    table = open_table(app, title_id, seed=9, seats=seats)
    not_now = app.t("table.refuse.not_now")
    rng = random.Random(4)
    clickable, refused = set(), 0
    for _ in range(45):
        decision = human_decision(app, table)
        if decision is None:
            break
        faces = table.inspector.spots
        choices = [t.rect for t in table.targets_now if not t.refusal]
        clickable |= {kind_of(face.key) for face in faces for rect in choices
                      if face.rect.collidepoint(rect.center) and rect.collidepoint(face.rect.center)}
        spots = [t.rect.center for t in table.targets_now if t.refusal and table.pointing.under(t.rect.center) is t]
        spots += [b.rect.center for b, _ in table.prompt.greyed]
        spots += [face.rect.center for face in faces if kind_of(face.key) in clickable
                  and table.pointing.under(face.rect.center) is None
                  and not any(pile.collidepoint(face.rect.center) for pile, _ in table.piles)
                  and table.inspector.spot_at(face.rect.center) is face]
        for spot in spots:
            table.pointing.refusal = None
            table.pointing.point_at(spot)
            pointed = table.explanation()
            table.click(spot)
            refusal = table.pointing.refusal
            assert refusal is not None, f"a click at {spot} in a {decision.kind} decision said nothing"
            assert refusal.reason.strip() and refusal.reason != not_now, decision.kind
            assert refusal.shake(refusal.at + SHAKE_SECONDS / 3) and table.explanation()[0] == refusal.reason
            assert pointed == (refusal.reason, True, True)   # said already when pointed at
            assert table.decision is decision
            refused += 1
        table.submit(rng.choice(table.legal))
    assert refused


@pytest.mark.parametrize("title_id", ["citadels", "dragonstones"])
def test_hint_reasons_start_with_the_move_hard_plays(title_id):
    """Counted on a clock that ticks per look, the hint's first move is
    the Hard bot's own in the same dealt world."""
    from game.ai import hard_bot

    def ticks():
        count = iter(range(10 ** 9))
        return lambda: next(count) * 0.001

    rules = registry.get(title_id)
    state = rules.new_state(players=3, seed=5, options={})
    seat = rules.pending(state)[0].seat
    hint = suggest(rules, state, seat, 0.2, random.Random(8), clock=ticks())
    rng = random.Random(8)
    guess = rules.determinize(state, seat, rng)
    assert hint[0].action == hard_bot(title_id, 0.2, ticks()).choose(rules, guess, seat, rng)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_hint_reasons_dock_over_the_game_log_never_over_a_seat_panel(app, size):
    """Seven seats' panels fill most of the sidebar: the hints' plate
    still lies over the game log's lines alone, however many lines it has."""
    from game.ai.hint import Suggestion
    app.resize(size)
    match = Match("citadels", [Seat("Ann")] + [Seat(name, AI, "easy") for name in ("Bo", "Cy", "Di", "Ed", "Flo", "Gus")],
                  seed=5)
    app.open_game(match)
    table = app.scenes.top
    human_decision(app, table)
    table.hint.suggestions = [Suggestion(action, 0.5, "gold", 2.0) for action in table.legal[:3]]
    table.hint_label = lambda action: "A move worded at length, to wrap over several lines of the plate " * 2
    frames(app, 1)
    plate = table.hint.plate
    assert plate is not None and table.log_lines_rect.contains(plate)
    assert not [seat for seat in range(7) if table.seat_panel_rect(seat).colliderect(plate)]

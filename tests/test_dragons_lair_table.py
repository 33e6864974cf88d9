"""Dragon's Lair on screen: a whole game played with the mouse, from the
title menu to the results, and the table's own helpers."""
import pygame

from game.core import Action
from game.match import Match, Seat
from app_driver import click_at


def play_one_decision(app, table):
    """Decide as a player would: click a hand card then a maze end, click a
    room, or press the prompt button for a sensible action."""
    kind = table.decision.kind
    if kind == "place" and table.selected is None and table.targets_now[0].on_click:
        click_at(app, table.targets_now[0].rect.center)
        return
    clickable = [t for t in table.targets_now if t.action is not None]
    if clickable:
        click_at(app, clickable[0].rect.center)
        return
    buttons = [(b, a) for b, a in table.prompt.buttons if isinstance(a, Action)]
    if kind == "vote":
        travel = table.shown_view.travel[table.decision.seat]
        wanted = "stay" if travel >= 3 else "leave"
        buttons = [(b, a) for b, a in buttons if a.kind == wanted] or buttons
    click_at(app, buttons[0][0].rect.center)


def test_a_placed_card_is_marked_only_for_its_owner(app):
    from scenes.dragons_lair.table import Table
    match = Match("dragons_lair", [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "normal")], seed=5)
    table = Table(app, match)
    seat = match.pending()[0].seat
    placed = match.legal_actions(seat)[0]
    match.submit(seat, placed)
    own, other = match.view(seat), match.view(1 - seat if seat < 2 else 0)
    end = 0 if placed.end == "left" else -1
    assert own.maze[end] == placed.card and other.maze[end] == "?"
    assert table.shows_hidden_info(own, seat)


def test_every_event_has_an_animation_or_passes_quietly(app):
    """Play a bot game through the table's handlers: no event kind
    crashes the log or the animations."""
    from scenes.dragons_lair.table import Table
    match = Match("dragons_lair", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy"), Seat("C", "ai", "normal")], seed=9)
    table = Table(app, match)
    surface = pygame.Surface((1280, 720))
    kinds = set()
    while not match.is_over():
        seat = match.pending()[0].seat
        for event in match.submit(seat, match.think(seat)):
            kinds.add(event.kind)
            table.describe(event.seen_by(None))
            table.tweens.add(*filter(None, [table.animations_for(event.seen_by(None))]))
            table.draw(surface)
            table.tweens.skip()
        table.sight.show(match.view(None))
    assert {"flip", "votes_revealed", "chips", "place"} <= kinds


def _distance(a, b):
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def test_round_end_close_up_moves_the_maze_cards(app):
    """At a round end the opened rooms fly to the discard pile and the
    closed ones slide together: mid-animation the maze cards are actors on
    their way from their old slots to their new ones (nothing jumps), and
    after Space the table shows the new view with no actor left over."""
    from scenes.dragons_lair.table import Table
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")], seed=4)
    table = Table(app, match)
    while True:
        assert not match.is_over(), "no round end with opened rooms in this game"
        seat = match.pending()[0].seat
        events = match.submit(seat, match.think(seat))
        kinds = [e.kind for e in events]
        cleared = next((e for e in events if e.kind == "maze_cleared"), None)
        if cleared and cleared.cards and "round_start" in kinds:
            break
        table.events.push(events, table.viewer)
        table.events.skip()
        table.sight.show(match.view(table.viewer))
    at = kinds.index("maze_cleared")
    table.events.push(events[:at], table.viewer)
    table.events.skip()
    before = table.shown_view
    old_rects = table.places.maze_rects(len(before.maze))
    new_rects = iter(table.places.maze_rects(cleared.maze_size))
    journeys = [(old.center, table.places.discard_pos if up else next(new_rects).center)
                for old, up in zip(old_rects, before.face_up)]

    table.events.push(events[at:], table.viewer)
    for _ in range(20):          # a third of a second into the close-up (at any animation speed)
        table.tweens.update(1 / 60 / table.tweens.speed)
        table.events.update()
    actors = table.lifted["maze"]
    assert len(actors) == len(journeys)
    moving = [(actor, start, end) for actor, (start, end) in zip(actors, journeys) if start != end]
    assert moving
    for actor, start, end in moving:
        assert actor in table.stage.actors
        assert 0 < _distance(actor.pos, start) and _distance(actor.pos, end) < _distance(start, end)

    table.skip_animations()
    assert not table.events.busy and not table.lifted and not table.arriving
    new_view = match.view(table.viewer)
    for field in ("maze", "face_up", "discard", "chips", "pool", "hands"):
        assert getattr(table.shown_view, field) == getattr(new_view, field), field


def test_the_table_lands_every_event_on_the_match_s_view(app):
    """The table follows the events itself: once an action's events have
    played, the view it shows is the match's view for its viewer (nothing
    resyncs it), and no piece is left lifted off the table."""
    from scenes.dragons_lair.table import Table
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")], seed=6,
                  options={"key_card": True, "brave_chooses_direction": True})
    table = Table(app, match)
    while not match.is_over():
        seat = match.pending()[0].seat
        table.events.push(match.submit(seat, match.think(seat)), table.viewer)
        table.events.skip()
        assert table.shown_view.to_json() == match.view(table.viewer).to_json()
        assert not table.lifted and not table.arriving


def test_travel_money_leaves_the_stack_at_once_and_counts_where_it_lands(app):
    """While a seat's travel money flies, its stack on the panel already
    shows the chips gone and the plate does not count them yet."""
    from scenes.dragons_lair.table import Table
    match = Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")], seed=6)
    table = Table(app, match)
    while match.state.phase != "commit":
        seat = match.pending()[0].seat
        table.events.push(match.submit(seat, match.think(seat)), table.viewer)
        table.events.skip()
    seat = match.pending()[0].seat
    chips = table.shown_view.chips[seat]
    events = match.submit(seat, Action("commit", amount=3))
    table.events.push(events, table.viewer)
    while table.events.waiting and table.events.waiting[0].kind != "chips":
        table.events.update()
        table.tweens.skip()
    table.events.update()            # the chips set off
    assert table.seat_numbers(table.shown_view, seat)[0] == ("chip", chips - 3)
    assert table.shown_view.travel[seat] == 0 and table.lifted["chips"] == [("chips", seat, 3)]
    table.skip_animations()
    assert table.seat_numbers(table.shown_view, seat)[0] == ("chip", chips - 3)
    assert table.shown_view.travel[seat] == 3 and not table.lifted


def test_the_big_card_of_a_dragon_or_a_treasure_is_drawn_ahead(app):
    """The big card a dragon or a treasure shows in the middle of the table
    (and its shadow) is among the pictures the table draws ahead, so the
    frame it appears in only puts it together."""
    from game.core import Event
    from scenes.dragons_lair import motion
    from scenes.table import sprites
    app.open_game(Match("dragons_lair", [Seat("Ann"), Seat("Bo", "ai", "easy")], seed=4))
    table = app.scenes.top
    for draw in table.pictures_ahead(table.shown_view):
        draw()
    drawn = sprites.playing_card.cache_info().misses, sprites.shadow.cache_info().misses
    shown = [motion.dragon(table, Event("dragon", size=size)) for size in ("small", "big")]
    shown += [motion.treasure_split(table, Event("treasure_split", card=rank + suit, value=20))
              for rank in "JQK" for suit in "SHDC"]
    for animation in shown:
        table.tweens.add(animation)
    table.tweens.update(0.4)
    table.stage.draw(app.screen)
    assert (sprites.playing_card.cache_info().misses, sprites.shadow.cache_info().misses) == drawn

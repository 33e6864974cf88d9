"""Pass-and-play privacy on the table: the log keeps events and words them
for whoever looks now; a game brought back shows its whole log."""
from app_driver import pass_the_laptop
from game.dragons_lair.log import card_name
from game.match import Match, Seat
from game.text import Translator
from scenes.tables import open_table


def two_humans_after_a_secret_card():
    """Dragon's Lair, Ann and Mei at one laptop with a bot, played until
    Ann has put a card from her hand into the maze (only she knows it)."""
    match = Match("dragons_lair", [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "easy")], seed=3)
    while True:
        decision = match.pending()[0]
        events = match.submit(decision.seat, match.legal_actions(decision.seat)[0])
        placed = [e for e in events if e.kind == "place" and e.get("card") and e.seat == 0]
        if placed:
            return match, placed[0].card


def test_the_log_is_worded_again_for_the_next_human(app):
    match, card = two_humans_after_a_secret_card()
    named = card_name(card, Translator("dragons_lair", "en"))
    table = open_table(app, match)
    table.sight.look_as(0)
    assert any(named in line for line in table.log.lines()), "Ann reads which card she put"
    table.sight.look_as(1)
    lines = table.log.lines()
    assert lines and not any(named in line for line in lines), "Mei never reads Ann's card"
    table.sight.look_as(None)
    assert not any(named in line for line in table.log.lines())


def test_a_game_brought_back_shows_its_whole_log(app):
    match, _ = two_humans_after_a_secret_card()
    for _ in range(60):
        decision = match.pending()[0]
        match.submit(decision.seat, match.legal_actions(decision.seat)[-1])
    table = open_table(app, match)
    table.sight.look_as(1)
    played = table.log.lines()
    again = open_table(app, Match.from_json(match.to_json()))
    again.sight.look_as(1)
    assert len(played) > 5 and again.log.lines() == played


def test_bids_open_in_the_public_view_and_a_curtain_comes_before_anyone_s_own_view(app):
    """Dragonstones, Ann and Mei at one laptop: when the last of them seals,
    the reveal plays with nobody's coins behind the screen on show, and
    the next human's own view comes only after a curtain."""
    import pygame
    from game.dragonstones.rules import HIDDEN_COINS
    from scenes.table.curtain import CurtainScene
    match = Match("dragonstones", [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "easy")], seed=5)
    table = open_table(app, match)
    app.scenes.push(table)
    reveals, screens = [], []
    play = table.animations_for

    def watch(event):
        if event.kind == "reveal":
            hidden = [table.shown_view.seats[s][c] for s in range(3) for c in HIDDEN_COINS]
            reveals.append((table.viewer, hidden))
        return play(event)
    table.animations_for = watch
    for _ in range(3000):
        top = app.scenes.top
        events = []
        if isinstance(top, CurtainScene):
            screens.append(("curtain", top.seat))
            events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300)))
        elif top is table and table.turns.handing_over is not None:
            events.append(pass_the_laptop(table))
        elif top is table and table.decision is not None and not table.events.busy:
            screens.append(("own view", table.viewer))
            table.submit(table.legal[0])
        else:
            events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        app.step(events, 1 / 60)
        if len(reveals) >= 3:
            break
    assert len(reveals) >= 3
    assert all(viewer is None and set(hidden) == {None} for viewer, hidden in reveals)
    owners = [i for i, (kind, _) in enumerate(screens) if kind == "own view"]
    for before, now in zip(owners, owners[1:]):
        if screens[before][1] != screens[now][1]:
            assert ("curtain", screens[now][1]) in screens[before:now], "a curtain before the other human's view"

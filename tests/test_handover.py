"""Pass-and-play hand-over: a human's turn ends at a "Done — pass to Ben /
Undo" step before anyone else sees the table, and an undo there leaves no
trace on the other human's screen (no log line, no marker)."""
import pygame
import pytest

from app_driver import click, pass_the_laptop, wait_a_frame
from game.match import Match, Seat
from game.registry import TITLE_IDS
from scenes.table.curtain import CurtainScene
from scenes.tables import open_table


def two_humans_and_a_bot(title_id: str) -> Match:
    return Match(title_id, [Seat("Ann"), Seat("Mei"), Seat("Bot", "ai", "easy")], seed=11)


def skip(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))


def play_a_frame(app, table) -> None:
    """One frame of a game played at `table`: the laptop passed on, the
    first choice taken, motion skipped."""
    if app.scenes.top is table and table.turns.handing_over is not None:
        pygame.event.post(pass_the_laptop(table))
    elif app.scenes.top is table and table.decision is not None and not table.events.busy:
        table.submit(table.legal[0])
    else:
        skip(app)
    wait_a_frame(app, table)


def button(table, label: str):
    return next(b for b, _ in table.prompt.buttons if b.text == label)


@pytest.mark.parametrize("title_id", TITLE_IDS)
def test_handover_undo_of_a_turn_s_last_action_leaves_no_trace_for_the_other_human(app, title_id):
    """Ann plays until her turn is done with Undo offered; Undo there gives
    her the decision back, and when Mei's own view comes (after a curtain)
    her log is the one a fresh table words for her: nothing was taken back."""
    match = two_humans_and_a_bot(title_id)
    table = open_table(app, match)
    app.scenes.push(table)
    undone = False
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300)))
        elif top is table and table.turns.handing_over is not None:
            labels = [b.text for b, _ in table.prompt.buttons]
            assert table.viewer == table.turns.handing_over, "the bar shows to the one who played, on their view"
            if not undone and table.turns.handing_over == 0 and "Undo" in labels:
                moves = len(match.log)
                click(app, button(table, "Undo"))
                assert len(match.log) < moves and table.viewer == 0
                assert table.decision is not None and table.decision.seat == 0, "Ann decides again"
                undone = True
                continue
            click(app, table.prompt.buttons[0][0])
            continue
        elif top is table and table.decision is not None and not table.events.busy:
            if undone and table.viewer == 1:
                lines = table.log.lines()
                fresh = open_table(app, Match.from_json(match.to_json()))
                fresh.sight.look_as(1)
                assert lines == fresh.log.lines()
                assert not any("set back" in line for line in lines)
                assert not any(highlight for entry, highlight in table.log.entries
                               if not hasattr(entry, "kind") and table.story.line(entry) is not None)
                return
            table.submit(table.legal[-1])
        else:
            skip(app)
        wait_a_frame(app, table)
        if match.is_over():
            break
    pytest.fail(f"no hand-over undo followed by Mei's turn (undone: {undone})")


def test_handover_step_comes_when_a_human_s_turn_is_done_and_holds_the_game_until_passed_on():
    """With two humans, once the one holding the laptop has moved and no
    decision now is theirs, the turn order offers the hand-over step (to
    the next human by name) and starts nothing else until they pass on."""
    from test_table_parts import Calls, turns_for
    match = Match("dragons_lair", [Seat("Ann"), Seat("Mei")], seed=3)
    seat = match.pending()[0].seat
    calls = Calls()
    turns = turns_for(match, calls, viewer=seat)
    turns.next_decision()
    turns.play(seat, match.legal_actions(seat)[0])
    assert seat not in {d.seat for d in match.pending()}
    calls.clear()
    turns.next_decision()
    turns.next_decision()
    assert calls == [("turn done", seat, 1 - seat)]
    calls.clear()
    turns.passed_on()
    turns.next_decision()
    assert calls == [("hand over", 1 - seat)]


#: The titles with something to hide (Rattlebones has no curtain at all: its table is public).
HIDING = [title_id for title_id in TITLE_IDS if title_id != "rattlebones"]


@pytest.mark.parametrize("title_id", HIDING)
def test_handover_curtains_come_only_when_the_laptop_changes_hands(app, title_id):
    """Two humans and a bot play on: every curtain is for the human who did
    not have the laptop last (a bot's move or a fight in between never asks
    a player to pass the laptop to themselves)."""
    match = two_humans_and_a_bot(title_id)
    table = open_table(app, match)
    app.scenes.push(table)
    curtains = 0
    for _ in range(2500):
        top = app.scenes.top
        if isinstance(top, CurtainScene):
            assert top.seat != table.turns.last_human, f"a curtain for {top.seat}, who has the laptop"
            curtains += 1
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300)))
            wait_a_frame(app, table)
        else:
            play_a_frame(app, table)
        if match.is_over() or curtains >= 8:
            break
    assert curtains >= 3


def test_handover_esc_on_the_curtain_opens_the_game_menu_over_the_curtain_and_the_table_stays_hidden(app):
    """Esc on the pass-and-play curtain opens the game menu (resume, save,
    quit to title) over the curtain, never over the table: the table is
    not drawn, and around the menu every pixel is the curtain's, dimmed.
    Undo waits for the player at the table; Esc again comes back to the
    curtain, and a click lifts it for its player."""
    from scenes.menus.game_menu import GameMenuScene
    from app_driver import frames
    match = two_humans_and_a_bot("citadels")
    table = open_table(app, match)
    app.scenes.push(table)
    for _ in range(3000):
        if isinstance(app.scenes.top, CurtainScene):
            break
        play_a_frame(app, table)
    curtain = app.scenes.top
    assert isinstance(curtain, CurtainScene)
    frames(app, 1)
    behind = app.screen.copy()
    table_drawn = []
    table.draw = table_drawn.append
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    frames(app, 2)
    menu = app.scenes.top
    assert isinstance(menu, GameMenuScene) and app.scenes.visible() == [curtain, menu]
    assert not table_drawn and not menu.undo_button.is_enabled
    shade = pygame.Surface(behind.get_size(), pygame.SRCALPHA)
    shade.fill(GameMenuScene.DIM)
    behind.blit(shade, (0, 0))
    around = [(x, y) for x in range(0, behind.get_width(), 16) for y in range(0, behind.get_height(), 16)
              if not any(panel.inflate(8, 8).collidepoint(x, y) for panel in menu.panel_rects)]
    assert around and all(app.screen.get_at(spot) == behind.get_at(spot) for spot in around)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    frames(app, 2)
    assert app.scenes.top is curtain and not table_drawn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(400, 300)))
    frames(app, 2)
    assert app.scenes.top is table and table.viewer == curtain.seat


def log_until(title_id: str, players: int, seed: int, reached) -> list:
    """The moves of a seeded random game up to the first decision `reached(decision, state)` holds for."""
    import random
    from game import registry
    rules = registry.get(title_id)
    state, rng, moves = rules.new_state(players, seed, {}), random.Random(seed), []
    while not rules.is_over(state):
        decision = rules.pending(state)[0]
        if reached(decision, state):
            return moves
        action = rng.choice(rules.legal_actions(state, decision.seat))
        rules.apply(state, decision.seat, action)
        moves.append((decision.seat, action))
    raise AssertionError("the game ended first")


ANSWERS = {   # a decision answered out of turn, and how its cue begins (from the state, the seats' names)
    "dragon_lyre": (2, 5, lambda decision, state: decision.kind == "fight" and decision.seat != state.attack["attacker"],
                    lambda state, names: f"{names[state.attack['attacker']]} attacks your "),
    "citadels": (3, 5, lambda decision, state: decision.kind == "graveyard" and decision.seat != state.current,
                 lambda state, names: f"{names[state.current]}'s Warlord destroyed your "),
}


@pytest.mark.parametrize("title_id", sorted(ANSWERS))
def test_handover_a_defence_is_cued_as_what_it_is_not_as_your_turn(app, title_id):
    """A seat that answers out of turn (a Dragon & Lyre defender, the
    Citadels Graveyard's owner in the Warlord's turn) is cued with who
    did what to them and what to choose, never "Your turn", and no turn
    chime sounds."""
    from app_driver import frames
    players, seed, answering, begins = ANSWERS[title_id]
    moves = log_until(title_id, players, seed, answering)
    seat = Match(title_id, [Seat(f"P{i}") for i in range(players)], seed=seed, log=moves).pending()[0].seat
    names = [("Ann", "Greta", "Bram", "Cora")[(i - seat) % players] for i in range(players)]
    match = Match(title_id, [Seat(name) if i == seat else Seat(name, "ai", "easy") for i, name in enumerate(names)],
                  seed=seed, log=moves)
    played = []
    app.sound.play = played.append
    app.open_game(match)
    table = app.scenes.top
    for _ in range(200):
        if table.decision is not None:
            break
        frames(app, 1)
    assert table.decision.seat == seat and table.notice is not None
    assert table.notice.text.startswith(begins(match.state, names)), table.notice.text
    assert "Your turn" not in table.notice.text and "turn" not in played

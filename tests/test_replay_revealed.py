"""Replays with everything revealed: seats labelled as they played, the
round counted as the table counts it, the viewpoint list inside the window."""
import pygame
import pytest

from app_driver import click, frames
from game.match import Match, Seat
from game.replay import Replay
from scenes.replay import ReplayScene


def replayed(app, title: str, size: tuple[int, int]) -> ReplayScene:
    match = Match(title, [Seat("Mei", "ai", "easy"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")], seed=3)
    match.play_ai_turns()
    match.seats[0] = Seat("Mei")
    app.resize(size)
    scene = ReplayScene(app, Replay.of(match))
    app.scenes.push(scene)
    frames(app, 2)
    return scene


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_revealed_viewpoint_list_opens_inside_the_window(app, size):
    scene = replayed(app, "dragons_lair", size)
    click(app, scene.view_menu)
    options = scene.view_menu.menu_states["expanded"].options_selection_list
    assert options is not None, "the list opened"
    window = pygame.Rect((0, 0), size)
    assert window.contains(options.rect), f"{options.rect} leaves {window}"
    assert len(options.item_list) == 4


def test_revealed_seats_are_labelled_as_they_played(app):
    scene = replayed(app, "citadels", (1280, 720))
    roles = [scene.table.chrome.role_label(seat) for seat in scene.table.chrome.seats]
    assert roles == [app.t("table.role.human"), app.t("table.role.ai", level=app.t("table.level.easy")),
                     app.t("table.role.ai", level=app.t("table.level.easy"))]


def test_revealed_counts_rounds_as_the_table_does(app):
    """Dragon & Lyre numbers its setup 0: the counter says "Setup", then
    Round 1 when the table does."""
    scene = replayed(app, "dragon_lyre", (1280, 720))
    first, second = scene.round_starts[:2]
    rules = scene.match.rules
    scene._open_at(second)
    shown = scene.replay.round_at(scene.position, scene.round_starts) - 1 + scene.first_round
    assert shown == rules.round_number(scene.match.state) == 1
    assert scene.first_round == 0


# --- what the table draws face up with everything revealed ---------------------------------

def revealed_at(app, title: str, players: int, size: tuple[int, int], viewpoint: int | None = None,
                middle: float = 0.5) -> ReplayScene:
    """A replay of a finished bot game, paused `middle` of the way through,
    seen with everything revealed (or through `viewpoint`'s eyes)."""
    match = Match(title, [Seat(f"P{i}", "ai", "easy") for i in range(players)], seed=3)
    match.play_ai_turns()
    app.resize(size)
    scene = ReplayScene(app, Replay.of(match), viewpoint)
    scene._open_at(int(len(match.log) * middle))
    scene.playing = False
    app.scenes.push(scene)
    frames(app, 3)
    return scene


def captions(scene: ReplayScene) -> set[str]:
    """What hovering each face the table drew would say."""
    return {spot.caption() for spot in scene.table.inspector.spots if spot.caption is not None}


@pytest.mark.parametrize("players,size", [(3, (960, 600)), (4, (1920, 1080))])
def test_revealed_dragon_lyre_rivals_hands_are_drawn_face_up(app, players, size):
    """Everything revealed: every hero in a rival's hand is drawn face up
    (hovering it names it); another seat's view at the same moment draws
    none of them (only how many the rival holds)."""
    from game.dragon_lyre import log
    from scenes.dragon_lyre.words import t
    scene = revealed_at(app, "dragon_lyre", players, size)
    table, state = scene.table, scene.match.state
    rival = next(seat for seat in range(players) if seat != table.bottom_seat and state.hands[seat])
    held = {table.tell("inspect.hand", rival, hero=log.hero_with_attack(hero, t)) for hero in state.hands[rival]}
    assert held <= captions(scene)
    app.scenes.pop()
    onlooker = next(seat for seat in range(players) if seat != rival)
    seen = revealed_at(app, "dragon_lyre", players, size, viewpoint=onlooker)
    held = {seen.table.tell("inspect.hand", rival, hero=log.hero_with_attack(hero, t)) for hero in state.hands[rival]}
    assert not held & captions(seen)


@pytest.mark.parametrize("players,size", [(3, (1920, 1080)), (7, (960, 600))])
def test_revealed_citadels_rivals_hands_are_drawn_face_up(app, players, size):
    """Everything revealed: every district in a rival's hand is drawn face
    up beside its purse (hovering it names it); another seat's view at the
    same moment draws none of them (only backs and the count)."""
    from scenes.citadels.words import district_name
    scene = revealed_at(app, "citadels", players, size)
    table, state = scene.table, scene.match.state
    rival = next(seat for seat in range(players) if seat != table.viewer and state.hands[seat])
    held = {table.tell("inspect.hand_of", rival, card=district_name(card)) for card in state.hands[rival]}
    assert held <= captions(scene)
    app.scenes.pop()
    onlooker = next(seat for seat in range(players) if seat != rival)
    seen = revealed_at(app, "citadels", players, size, viewpoint=onlooker)
    assert not held & captions(seen)


def test_revealed_citadels_face_down_set_aside_is_drawn_face_up(app):
    """Everything revealed, during the draft: the character set aside face
    down is drawn (hovering says it lies face down); a seat's view draws
    its back."""
    from scenes.citadels.words import character_name
    scene = revealed_at(app, "citadels", 4, (1280, 720), middle=0.0)
    state = scene.match.state
    assert state.phase == "draft" and state.face_down
    hidden = {scene.table.tell("inspect.aside_down", None, number=c, character=character_name(c))
              for c in state.face_down}
    assert hidden <= captions(scene)
    app.scenes.pop()
    seen = revealed_at(app, "citadels", 4, (1280, 720), viewpoint=0, middle=0.0)
    assert not hidden & captions(seen)


@pytest.mark.parametrize("players,size", [(3, (1920, 1080)), (6, (960, 600))])
def test_revealed_dragons_lair_rivals_hands_and_pile_top_are_drawn_face_up(app, players, size):
    """Everything revealed, while the maze is built: every card in a rival's
    hand is drawn face up on its plate, and the draw pile's top is shown
    on its back (hovering names them); another seat's view at the same
    moment draws none of them."""
    scene = revealed_at(app, "dragons_lair", players, size, middle=0.03)
    table, state = scene.table, scene.match.state
    words = table.words
    rival = next(seat for seat in range(players) if seat != table.viewer and state.hands[seat])
    hidden = {words.tell("inspect.hand_of", rival, card=words.card_name(card)) for card in state.hands[rival]}
    hidden.add(words.card_caption("draw_pile_top", state.draw_pile[-1], count=len(state.draw_pile)))
    assert hidden <= captions(scene)
    app.scenes.pop()
    onlooker = next(seat for seat in range(players) if seat != rival)
    seen = revealed_at(app, "dragons_lair", players, size, viewpoint=onlooker, middle=0.03)
    assert not hidden & captions(seen)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_revealed_dragonstones_coins_behind_screens_and_sealed_bids_are_drawn(app, size):
    """Everything revealed, while bids are sealed: a rival's coins behind
    its screen are drawn on the screen and its sealed bid as an open hand
    (hovering tells them); another seat's view at the same moment draws a
    bare screen and a closed fist."""
    from scenes.dragonstones.layout import COINS_BEHIND
    scene = revealed_at(app, "dragonstones", 4, size, middle=0.1)
    table, state = scene.table, scene.match.state
    words, auction = table.words, state.auction
    rival = next(seat for seat in range(4) if seat != table.viewer and auction["sealed"][seat])
    player = state.seats[rival]
    hidden = {words.tell("inspect.behind", rival, what=words.what(coin, player[coin]),
                         about=words.t(f"inspect.about.{coin}")) for coin in COINS_BEHIND}
    hidden.add(words.bid_caption(rival, auction["bids"][rival], "sealed_shown"))
    assert hidden <= captions(scene)
    app.scenes.pop()
    onlooker = next(seat for seat in range(4) if seat != rival)
    seen = revealed_at(app, "dragonstones", 4, size, viewpoint=onlooker, middle=0.1)
    assert not hidden & captions(seen)
    assert seen.table.words.tell("inspect.sealed", rival) in captions(seen)


def test_revealed_dragon_lyre_used_piles_name_the_heroes_below_the_top(app):
    """Everything revealed: hovering a rival's used pile names the heroes
    under its top too; another seat's view names only the top."""
    from game.dragon_lyre import log
    from game.text import listed
    from scenes.dragon_lyre.words import t
    scene = revealed_at(app, "dragon_lyre", 3, (1280, 720))
    table, state = scene.table, scene.match.state
    rival = next(seat for seat in range(3) if seat != table.viewer and len(state.used[seat]) >= 2)
    pile = state.used[rival]

    def below_named(shown: ReplayScene) -> str:
        return shown.table.tell("inspect.used_below", rival, count=len(pile), hero=log.hero_with_attack(pile[-1], t),
                                below=listed([log.hero_name(hero, t) for hero in pile[-2::-1]], t))
    assert below_named(scene) in captions(scene)
    app.scenes.pop()
    seen = revealed_at(app, "dragon_lyre", 3, (1280, 720), viewpoint=next(s for s in range(3) if s != rival))
    assert below_named(seen) not in captions(seen)

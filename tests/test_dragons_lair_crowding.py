"""Dragon's Lair's long maze (50-70 rooms) at every window size, and the
preview of a room being placed."""
import pygame
import pytest

from game.match import HUMAN, Seat
from scenes import style
from scenes.dragons_lair import pieces
from scenes.dragons_lair.draw import room_number_size
from scenes.dragons_lair.layout import LairLayout
from scenes.table.chrome import Chrome
from app_driver import click_at, point_at, table_where

SIZES = [(960, 600), (1280, 720), (1920, 1080), (2560, 1440)]
LONG_MAZES = (50, 60, 70)


def lair_layout(app, size, players=6):
    app.resize(size)
    chrome = Chrome.__new__(Chrome)
    chrome.seats = [Seat(f"Seat {i}", HUMAN) for i in range(players)]
    chrome.place(size)
    return LairLayout(chrome.table_rect, players)


@pytest.mark.parametrize("size", SIZES)
def test_a_long_maze_uses_the_width_of_the_felt(app, size):
    """A maze of 50 to 70 rooms spreads across at least 90 % of the felt's
    width, inside it."""
    places = lair_layout(app, size)
    for count in LONG_MAZES:
        rects = places.maze_rects(count) + list(places.end_slots(count).values())
        used = max(r.right for r in rects) - min(r.left for r in rects)
        assert used >= 0.9 * places.maze_area.w, (size, count, used, places.maze_area.w)
        assert all(places.maze_area.contains(r) for r in rects)


def test_a_long_mazes_numbers_and_marks_grow_with_the_window(app):
    """In a 70-room maze the rooms, their numbers and the face of a room
    the viewer placed grow with the window; a number is never smaller than
    the smallest text and a known face never under 30 pixels high."""
    rooms, numbers = [], []
    for size in SIZES:
        room = lair_layout(app, size).maze_rects(70)[0]
        rooms.append(room.h)
        numbers.append(room_number_size(room))
        assert numbers[-1] >= style.MIN_TEXT
        assert room.h * pieces.KNOWN_FACE // 100 >= 30, (size, room)
    assert rooms == sorted(rooms) and rooms[0] < rooms[-1]
    assert numbers == sorted(numbers) and numbers[0] < numbers[-1]


def test_rooms_of_a_long_maze_never_overlap(app):
    """Packed closer, a long maze's rooms still lie side by side, never on one another."""
    for size in SIZES:
        rects = lair_layout(app, size).maze_rects(70)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), size


def table_placing(app):
    """A four-seat game opened at the human's (seat 0) first placement with a card in hand."""
    return table_where(app, "dragons_lair", 4, lambda match: match.view(0).hands[0] and any(
        d.seat == 0 and d.kind == "place" for d in match.pending()))


@pytest.mark.parametrize("end", ["left", "right"])
def test_the_preview_of_a_pointed_maze_end_shows_the_card_the_engine_puts_there(app, end):
    """With a hand card picked, pointing at a maze end shows that card
    there, face down as only its owner sees it; placed, the engine puts
    that very card at that end."""
    app.resize((1280, 720))
    table = table_placing(app)
    card = table.shown_view.hands[0][0]
    click_at(app, table.targets_now[0].rect.center)     # pick the first hand card
    slot = table.places.end_slots(len(table.shown_view.maze))[end]
    point_at(app, slot.center)
    assert table.landing() == (card, slot)
    click_at(app, slot.center)
    maze = table.match.view(0).maze
    assert (maze[0] if end == "left" else maze[-1]) == card


def test_nothing_lands_while_no_maze_end_is_pointed_at(app):
    """Pointing at a hand card (picking it is a step, not a placement) previews no room."""
    table = table_placing(app)
    point_at(app, table.targets_now[0].rect.center)
    assert table.hover is not None and table.landing() is None


def test_the_preview_shows_the_room_when_its_prompt_button_is_pointed_at(app):
    """The prompt's "Right end" button previews the same room in the same
    place as that end of the maze does."""
    from game.core import Action
    app.resize((1280, 720))
    table = table_placing(app)
    card = table.shown_view.hands[0][0]
    click_at(app, table.targets_now[0].rect.center)
    button = next(b for b, choice in table.prompt.buttons if isinstance(choice, Action) and choice.end == "right")
    point_at(app, button.rect.center)
    assert table.hover is None
    assert table.landing() == (card, table.places.end_slots(len(table.shown_view.maze))["right"])

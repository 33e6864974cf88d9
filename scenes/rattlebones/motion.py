"""How each Rattlebones event moves on the table: dice tumble in the tray,
monkeys hop space by space, faces fly onto dice, the hat slides down the
track, pawns move up it, gold, stars and tickets fly between the tray and
the rows.

`MOTIONS = {event kind: motion(table, event) -> animation}`.  A motion
reads the shown view as it is before the event; a piece it takes off the
still picture is named in `table.lifted` and drawn by an actor in
`table.arriving` until the event lands (`TableScene.land`), when the still
picture draws it where the actor stopped.
"""
from __future__ import annotations

import random

import pygame

from game.core import Event
from game.rattlebones import data
from scenes import style
from scenes.layout import px
from scenes.rattlebones import pieces
from scenes.table import flights, sprites
from scenes.table.animation import Actor
from scenes.table.tween import (Animation, Call, Parallel, Sequence, Tween, Wait, ease_in, ease_in_out, ease_out,
                                ease_out_back, fade, move)


class Tumble(Animation):
    """A die rolling across the tray: it spins and shows random faces as it
    travels, then lands showing `final`."""

    def __init__(self, actor: Actor, faces: list, final: pygame.Surface, end, duration: float,
                 rng: random.Random) -> None:
        self.actor, self.faces, self.final, self.end = actor, faces, final, end
        self.duration, self.rng = duration, rng
        self.start = actor.pos
        self.elapsed = 0.0
        self.next_face = 0.0

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.actor.image, self.actor.pos = self.final, self.end
            self.done = True
            return self.elapsed - self.duration
        p = ease_out(self.elapsed / self.duration)
        self.actor.pos = (self.start[0] + (self.end[0] - self.start[0]) * p,
                          self.start[1] + (self.end[1] - self.start[1]) * p - 30 * (1 - p) * abs((p * 3) % 1 - 0.5))
        if self.elapsed >= self.next_face:
            self.next_face = self.elapsed + 0.07
            face = self.rng.choice(self.faces)
            self.actor.image = pygame.transform.rotate(face, self.rng.uniform(-40, 40) * (1 - p))
        return 0.0


# --- helpers ---------------------------------------------------------------------

def arriving(table, image: pygame.Surface, pos, layer: int = 5, shadow: bool = True) -> Actor:
    """An actor that gives way to the still picture when its event lands."""
    actor = table.stage.add(Actor(image, pos, layer=layer, shadow=shadow))
    table.arriving.append(actor)
    return actor


def lift(table, what: str, piece) -> None:
    """Take `piece` (of the kind `what`) off the still picture until the event lands."""
    table.lifted.setdefault(what, []).append(piece)
    table.invalidate("felt")


def pop(table, text: str, pos, color=style.GOLD_LIGHT) -> Animation:
    """A short word rising over `pos` ("+3")."""
    actor = table.stage.add(Actor(pieces.pop_label(text, style.rgb(color)), pos, layer=6))
    return Sequence(move(actor, (pos[0], pos[1] - px(24)), 0.5, ease_out),
                    fade(actor, 0, 0.2), Call(table.stage.remover(actor)))


def banner(table, text: str, hold: float = 0.7) -> Animation:
    return flights.pop_banner(table.stage, sprites.banner(text, style.rgb(style.GOLD_LIGHT)),
                              table.places.board_rect.center, hold)


def flash(table, rect: pygame.Rect) -> Animation:
    """A gold ring flashing round `rect`."""
    glow = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*style.rgb(style.GOLD_LIGHT), 200), glow.get_rect(), 4, border_radius=12)
    actor = table.stage.add(Actor(glow, rect.center, layer=6))
    return Sequence(Wait(0.25), fade(actor, 0, 0.15), Call(table.stage.remover(actor)))


# --- the turn and the dice ----------------------------------------------------------

def turn(table, event: Event) -> None:
    """A new turn: the last gamble's result leaves the tray."""
    table.gamble_result = None


def pay(table, event: Event) -> Animation:
    return pop(table, f"−{event.amount}", table.places.row_center(event.seat), style.RED)


def roll(table, event: Event) -> Animation:
    """Each die rolled tumbles from the tray's corner into its place."""
    places, rng = table.places, table.tumble_rng
    dice = table.shown_view.dice[event.seat]
    table.sound("dice")
    tumbles = []
    for die, position in zip(event.dice, event.positions):
        lift(table, "die", die)
        faces = [pieces.face_image(f, places.tray_die, die, pieces.pointed_face(dice[die], p))
                 for p, f in enumerate(dice[die])]
        start = (places.tray_rect.left + 10, places.tray_rect.top + 10 + rng.random() * 20)
        actor = arriving(table, faces[0], start, shadow=False)   # spinning: its size changes every frame
        duration = 0.55 + 0.15 * rng.random()
        tumbles.append(Tumble(actor, faces, faces[position], places.tray_slot(die).center, duration, rng))
    return Parallel(*tumbles, Wait(0.75))


def roll_again(table, event: Event) -> Animation:
    return banner(table, table.words.roll_again_banner(), 0.3)


def resolve(table, event: Event) -> Animation:
    return flash(table, table.places.tray_slot(event.die))


def double(table, event: Event) -> Animation:
    return flash(table, table.places.tray_slot(event.target))


def gamble(table, event: Event) -> Animation:
    """The gamble die grows out of the tray, then stays small in its corner."""
    table.gamble_result = event.result
    table.invalidate("felt")
    image = pieces.face_image(event.result, table.places.tray_die, 0)
    actor = table.stage.add(Actor(image, table.places.tray_rect.center, layer=6, scale=0.4))
    return Sequence(Tween(actor, 0.3, ease_out_back, scale=1.0), Wait(0.4), fade(actor, 0, 0.2),
                    Call(table.stage.remover(actor)))


# --- the marker, points, gold, stars, stock ----------------------------------------------

def marker(table, event: Event) -> Animation:
    """The hat slides down the track."""
    places = table.places
    lift(table, "hat", True)
    hat = arriving(table, pieces.hat(places.track_rect.h - 6), places.hat_spot(table.shown_view.marker))
    return move(hat, places.hat_spot(event.marker), 0.45, ease_in_out)


def gain(table, event: Event) -> Animation:
    """Points move the seat's pawn up the track; gold and stars fly from
    the tray to its row."""
    places, seat = table.places, event.seat
    if event.what == "points":
        lift(table, "pawn", seat)
        pawn = arriving(table, pieces.score_pawn(pieces.seat_color(seat), places.track_pawn()),
                        places.track_spot(table.shown_view.scores[seat], seat), shadow=False)
        return Parallel(pop(table, f"+{event.amount}", places.row_center(seat)),
                        move(pawn, places.track_spot(event.total, seat), 0.45, ease_in_out))
    item = "gold" if event.what == "gold" else "star"
    start = places.tray_rect.center
    icon = arriving(table, pieces.item_icon(item, px(26)), start)
    return Parallel(move(icon, places.row_center(seat), 0.45, ease_out), pop(table, f"+{event.amount}", start))


def stock(table, event: Event) -> Animation:
    icon = arriving(table, pieces.item_icon("stock", px(26)), table.places.tray_rect.center)
    return move(icon, table.places.row_center(event.seat), 0.4, ease_out)


def stock_payout(table, event: Event) -> Animation:
    return banner(table, table.words.payout_banner(event.payout), 0.9)


def steal(table, event: Event) -> Animation:
    places = table.places
    icon = arriving(table, pieces.item_icon(event.item, px(26)), places.row_center(event.victim))
    return move(icon, places.row_center(event.seat), 0.5, ease_in_out)


def sell(table, event: Event) -> Animation:
    """The stars sold fly to START."""
    places = table.places
    start = places.row_center(event.seat)
    icons = [arriving(table, pieces.item_icon("star", px(24)), start) for _ in range(event.stars)]
    target = places.space_rect(0).center
    return Parallel(*(move(icon, target, 0.45, ease_in_out, delay=0.1 * i) for i, icon in enumerate(icons)))


def train(table, event: Event) -> Animation:
    """The train scores its space and moves on one."""
    places = table.places
    previous = (event.space - 1) % len(data.TRAIN_TRACK)
    icon = arriving(table, pieces.item_icon("train", places.train_rect(0).w), places.train_rect(previous).center)
    return Parallel(move(icon, places.train_rect(event.space).center, 0.4, ease_in_out),
                    pop(table, f"+{event.value}", places.train_rect(previous).center))


# --- monkeys and faces ----------------------------------------------------------------------

def hop(table, event: Event) -> Animation:
    """The monkey hops along its path, space by space."""
    places, seat = table.places, event.seat
    size = places.pawn
    here = places.monkey_spot(table.shown_view.monkeys[seat][event.monkey], seat)
    lift(table, "monkey", (seat, event.monkey))
    actor = arriving(table, pieces.monkey(pieces.seat_color(seat), size), here)
    hops = []
    for space in event.path:
        end = places.monkey_spot(space, seat)
        top = ((here[0] + end[0]) / 2, min(here[1], end[1]) - size * 0.8)
        hops.append(Sequence(move(actor, top, 0.1, ease_out), move(actor, end, 0.1, ease_in)))
        here = end
    return Sequence(*hops)


def replace(table, event: Event) -> Animation:
    """The new face flies from the space the monkey landed on onto the die."""
    view, places = table.shown_view, table.places
    seat, die, position = event.seat, event.die, event.position
    target = places.face_rect(seat, die, position)
    space = view.space if view.space is not None else view.monkeys[seat][0]
    lift(table, "face", (seat, die, position))
    actor = arriving(table, pieces.face_image(event.new, target.w, die), places.space_rect(space).center)
    return move(actor, target.center, 0.5, ease_in_out)


def game_over(table, event: Event) -> Animation:
    return banner(table, table.words.game_over_banner(), 1.0)


MOTIONS = {"turn": turn, "pay": pay, "roll": roll, "roll_again": roll_again, "resolve": resolve, "double": double,
           "gamble": gamble, "marker": marker, "gain": gain, "stock": stock, "stock_payout": stock_payout,
           "steal": steal, "sell": sell, "train": train, "hop": hop, "replace": replace, "game_over": game_over}

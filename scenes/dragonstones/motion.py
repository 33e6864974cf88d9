"""How each Fist of Dragonstones event moves on the table:
`MOTIONS = {event kind: motion(table, event) -> animation}`.

The toolkit plays a motion, then lands the event's change
(`follow.CHANGES`) on the shown view.  A piece on its way is an actor;
one that arrives where the still picture will draw it is `arriving` and
gives way when the event lands; pieces the still picture must not draw
meanwhile are `lifted` ("card": the card flying in, "fists": the fists
gone to the reveal).  An event whose news is a banner over the changed
table (a round, a tie, a winner) lands at once and plays its banner after.
"""
from __future__ import annotations

from game.core import Event
from game.dragonstones.rules import bid_value
from scenes import style
from scenes.dragonstones import pieces
from scenes.dragonstones.layout import FIST, PALM
from scenes.dragonstones.pieces import card_face
from scenes.dragonstones.words import coins_of, frame_of
from scenes.layout import px
from scenes.table import sprites
from scenes.table.animation import Actor
from scenes.table.base import SEAT_COLORS
from scenes.table.tween import (Animation, Call, Parallel, Sequence, Tween, Wait, ease_in, ease_out, ease_out_back,
                                fade, flip, linear, move, stagger)


def banner(table, text: str, color=style.GOLD_LIGHT, hold: float = 0.6, at=None) -> Animation:
    """Words grow over the card, stay a moment and fade."""
    actor = Actor(sprites.banner(text, style.rgb(color)), at or table.lay.card_rect.center, layer=8, scale=0.6)
    table.stage.add(actor)
    return Sequence(Tween(actor, 0.22, ease_out_back, scale=1.0), Wait(hold), fade(actor, 0, 0.2),
                    Call(table.stage.remover(actor)))


def after_landing(table, *animations: Animation) -> None:
    """Play `animations` over the table as the event has changed it: the
    event has no motion of its own (it lands at once), and the next event
    waits for them."""
    table.tweens.add(Sequence(*animations))


# --- coins and stones -------------------------------------------------------------

def coins_move(table, event: Event) -> Animation:
    """Coins and stones fly; moves of the same kind that follow at once
    (everyone paying a bid, a round's returns) fly together and land with
    this one."""
    batch = [event]
    waiting = table.events.waiting
    while waiting and waiting[0].kind == "move" and waiting[0].reason == event.reason:
        batch.append(table.events.take())
    flights = [flight for moved in batch for flight in _flights(table, moved)]
    return Sequence(Call(lambda: table.sound("coin")), stagger(flights, 0.03) if flights else None,
                    Call(lambda: [table.land(moved) for moved in batch[1:]]))


def _flights(table, event: Event) -> list[Animation]:
    lay, item, amount = table.lay, event.item, event.get("amount") or 1
    if event.reason in ("bid", "rebid") and event.giver != "bank":
        start = lay.spots(event.giver)["fist"]
    else:
        start = lay.place_of(event.giver, event.source, item)
    end = lay.place_of(event.taker, event.dest, item)
    image = pieces.piece_image(item, 22)
    flights = []
    for i in range(min(amount, 5)):
        actor = table.stage.add(Actor(image, start, layer=4, shadow=False))
        flights.append(Sequence(Wait(i * 0.05), move(actor, end, 0.4, ease_out), Call(table.stage.remover(actor))))
    return flights


def points(table, event: Event) -> Animation:
    """The seat's white die turns to its new total; the change floats up."""
    spot = table.lay.spots(event.seat)["die"]
    die = Actor(sprites.die(event.total, px(34)), spot, layer=6, scale=1.9, shadow=True)
    sign = "+" if event.delta > 0 else "−"
    gain = Actor(style.text(f"{sign}{abs(event.delta)}", style.TITLE, style.GOLD_LIGHT, bold=True),
                 (spot[0] + 30, spot[1]), layer=7)
    table.stage.add(die)
    table.stage.add(gain)
    table.arriving += [die, gain]
    return Sequence(Call(lambda: table.sound("dice")),
                    Parallel(Tween(die, 0.45, ease_out_back, scale=1.0),
                             move(gain, (spot[0] + 30, spot[1] - 40), 0.8, ease_out), fade(gain, 0, 0.4, delay=0.45)))


# --- rounds and auctions ---------------------------------------------------------------

def round_start(table, event: Event) -> None:
    after_landing(table, banner(table, table.words.t("banner.round", round=event.round), hold=0.5))


def round_end(table, event: Event) -> Animation:
    return banner(table, table.words.t("banner.round_end", round=event.round), style.MUTED, hold=0.35)


def auction_start(table, event: Event) -> Animation:
    """The card comes from the tracker face down, grows and turns over."""
    lay = table.lay
    rect = lay.card_rect
    start = _tracker_spot(table, event.card, card_lifted=True)
    actor = table.stage.add(Actor(sprites.card_back(rect.size), start, layer=5, shadow=True, scale=0.25))
    table.lifted["card"] = [actor]
    table.arriving.append(actor)
    face = card_face(event.card, rect.size, table.words)
    return Sequence(Call(lambda: table.sound("card")),
                    Parallel(move(actor, rect.center, 0.4, ease_out), Tween(actor, 0.4, ease_out, scale=1.0)),
                    flip(actor, lambda: setattr(actor, "image", face), 0.3))


def _tracker_spot(table, card: str, card_lifted: bool) -> tuple[int, int]:
    """Where `card` lies in the round tracker now."""
    lay = table.lay
    rows = lay.tracker(table.shown_view, table.words.card_name, card_lifted).rows
    return next((row.rect for row in rows if row.card == card), lay.tracker_rect).center


def bid_sealed(table, event: Event) -> Animation:
    seat = event.seat
    actor = Actor(pieces.fist(SEAT_COLORS[seat % len(SEAT_COLORS)], px(FIST)), table.lay.spots(seat)["fist"],
                  layer=4, scale=0.3)
    table.stage.add(actor)
    table.arriving.append(actor)
    return Sequence(Call(lambda: table.sound("chip")), Tween(actor, 0.22, ease_out_back, scale=1.0))


def _open_fists(table, hands: list[tuple[int, tuple, int | None]]) -> Animation:
    """Every fist goes to the card, all open together showing their
    coins, and the hands go back to their screens."""
    lay, motions = table.lay, []
    for index, (seat, coins, value) in enumerate(hands):
        color = SEAT_COLORS[seat % len(SEAT_COLORS)]
        home = lay.spots(seat)["fist"]
        actor = table.stage.add(Actor(pieces.fist(color, px(FIST)), home, layer=5, shadow=True))
        table.lifted.setdefault("fists", []).append(actor)
        meet = lay.gather_spot(index, len(hands))
        palm = pieces.open_hand(color, coins, value, px(PALM))
        shake = [move(actor, (meet[0] + dx, meet[1]), 0.04, linear) for dx in (-3, 3, -2, 2, 0)]
        motions.append(Sequence(Parallel(move(actor, meet, 0.4, ease_out), Tween(actor, 0.4, ease_out, scale=1.3)),
                                *shake, flip(actor, lambda a=actor, p=palm: setattr(a, "image", p), 0.24),
                                Wait(0.9), Parallel(move(actor, home, 0.35, ease_in),
                                                    Tween(actor, 0.35, ease_in, scale=1.0)),
                                Call(table.stage.remover(actor))))
    return Sequence(Parallel(*motions), Call(lambda: table.sound("coin")))


def reveal(table, event: Event) -> Animation:
    hands = []
    for seat, seat_hands in enumerate(event.bids):
        for fairy, gold, black, amulet in seat_hands:
            bid = {"fairy": fairy, "gold": gold, "black": black, "amulet": amulet}
            hands.append((seat, coins_of(bid), bid_value(bid)))
    return _open_fists(table, hands)


def rebid_reveal(table, event: Event) -> Animation:
    return _open_fists(table, [(seat, coins_of({"silver": silver, "amulet": amulet}), silver * (2 if amulet else 1))
                               for seat, silver, amulet in event.bids])


def tie(table, event: Event) -> None:
    after_landing(table, banner(table, table.words.t("banner.tie"), hold=0.6))


def no_winner(table, event: Event) -> None:
    after_landing(table, banner(table, table.words.t(f"banner.{event.reason}"), style.MUTED, hold=0.5))


def winner(table, event: Event) -> None:
    words, color = table.words, SEAT_COLORS[event.seat % len(SEAT_COLORS)]
    steps = [Call(lambda: table.sound("fanfare" if not event.cursed else "card")),
             banner(table, words.tell("banner.wins", event.seat, card=words.card_name(event.card)),
                    color=style.shade(color, 1.5), hold=0.55)]
    if event.cursed:
        steps.append(banner(table, words.t("banner.cursed"), (230, 80, 70), hold=0.5))
    after_landing(table, *steps)


def game_end(table, event: Event) -> Animation:
    if event.winner is None:
        return banner(table, table.words.t("banner.game_end_limit"), hold=1.0)
    return Sequence(Call(lambda: table.sound("fanfare")),
                    banner(table, table.words.tell("banner.game_end", event.winner), hold=1.0))


# --- powers ------------------------------------------------------------------------------

def power(table, event: Event) -> Animation:
    """The card pulses as its power is used."""
    rect = table.lay.card_rect
    actor = table.stage.add(Actor(card_face(event.card, rect.size, table.words), rect.center, layer=3))
    return Sequence(Tween(actor, 0.15, ease_out, scale=1.05), Tween(actor, 0.15, ease_in, scale=1.0),
                    Call(table.stage.remover(actor)))


def copy(table, event: Event) -> Animation:
    words = table.words
    return banner(table, words.t("banner.copy", card=words.card_name(event.card), copied=words.card_name(event.copied)),
                  hold=0.6)


def card_drawn(table, event: Event) -> Animation:
    """Goblin or Imp: the card comes out of the tracker, shows its face and fades."""
    lay = table.lay
    start = _tracker_spot(table, event.card, card_lifted=False)
    size = (lay.card_rect.w // 2, lay.card_rect.h // 2)
    actor = table.stage.add(Actor(sprites.card_back(size), start, layer=6, shadow=True, scale=0.5))
    face = card_face(event.card, size, table.words)
    target = (lay.card_rect.centerx, lay.card_rect.centery - 20)
    return Sequence(Parallel(move(actor, target, 0.35, ease_out), Tween(actor, 0.35, ease_out, scale=1.0)),
                    flip(actor, lambda: setattr(actor, "image", face), 0.25), Wait(0.5),
                    fade(actor, 0, 0.2), Call(table.stage.remover(actor)))


def keep(table, event: Event) -> Animation:
    """The kept card shrinks to its place in front of the seat."""
    spot = table.lay.spots(event.seat)["kept"]
    actor = Actor(card_face(event.card, (74, 30), table.words), table.lay.card_rect.center, layer=6, shadow=True,
                  scale=2.0)
    table.stage.add(actor)
    table.arriving.append(actor)
    return Parallel(move(actor, spot, 0.45, ease_out), Tween(actor, 0.45, ease_out, scale=1.0))


def illusionist(table, event: Event) -> None:
    after_landing(table, banner(table, table.words.card_name("illusionist"), hold=0.4))


def rainbow_draw(table, event: Event) -> Animation:
    """A stone comes out of the bag: kept in the row on the panel, or the
    named colour, which ends the draw."""
    frame = frame_of(table.shown_view)
    named = frame.get("colour") if frame else None
    drawn = sum(frame["drawn"].values()) if frame and "drawn" in frame else 0
    end = table.lay.rainbow_row(drawn + 1)[-1]
    actor = Actor(sprites.gem(event.colour, px(30)), table.lay.bank_spots()[event.colour], layer=6, scale=1.6,
                  shadow=True)
    table.stage.add(actor)
    table.arriving.append(actor)
    steps = [Call(lambda: table.sound("chip")),
             Parallel(move(actor, end, 0.45, ease_out), Tween(actor, 0.45, ease_out, scale=1.0))]
    if event.colour == named:
        steps.append(banner(table, table.words.t("banner.rainbow_hit", colour=table.words.t(f"colour_name.{named}")),
                            (255, 140, 120), hold=0.6))
    return Sequence(*steps)


MOTIONS = {
    "move": coins_move,
    "points": points,
    "round_start": round_start,
    "round_end": round_end,
    "auction_start": auction_start,
    "bid_sealed": bid_sealed,
    "reveal": reveal,
    "rebid_reveal": rebid_reveal,
    "tie": tie,
    "no_winner": no_winner,
    "winner": winner,
    "game_end": game_end,
    "power": power,
    "copy": copy,
    "card_drawn": card_drawn,
    "keep": keep,
    "illusionist": illusionist,
    "rainbow_draw": rainbow_draw,
}

"""How each Fist of Dragonstones event changes what a seat sees:
`CHANGES = {event kind: change(view, event) -> view}` (see
scenes/table/follow.py).  Pure: no pygame, no table.

A change gets its own copy of the view and returns it changed.  Coins
behind another seat's screen are None in a view and stay None.

The events leave out one thing a seat's view shows: its own bid in the
making (`bids_in_the_making`), so the shown view has it as the other
seats do, unknown, until the reveal; the decision to bid reads it from
the match.
"""
from __future__ import annotations

from game.core import Event
from game.dragonstones import powers
from game.dragonstones.data import COLOURS, STANDARD
from game.dragonstones.rules import bid_value
from game.dragonstones.state import BANK, DragonstonesState as View


# --- coins, stones and points ---------------------------------------------------

def moved(view: View, event: Event) -> View:
    """Coins, tokens or stones go from one holder to another (a seat's
    fairy gold in front of its screen is its slot "front").  A holder's
    count the view does not show stays unknown; a Brigand's haul shows
    only to the Brigand, and its victim is left with none."""
    amount = event.get("amount")
    for who, place, sign in ((event.giver, event.source, -1), (event.taker, event.dest, 1)):
        holder = view.bank if who == BANK else view.seats[who]
        slot = "front" if place == "front" else event.item
        if holder[slot] is None:
            continue
        if amount is not None:
            holder[slot] += sign * amount
        elif sign < 0 and event.get("emptied"):
            holder[slot] = 0
    _gift_given(view, event)
    return view


def _gift_given(view: View, event: Event) -> None:
    """A Generous Dragon short of stones for everyone: its holder has given
    one more."""
    frame = view.stack[-1] if view.stack else None
    if frame and frame["stage"] == "pick_recipient" and event.giver == BANK:
        frame["given"].append(event.taker)


def scored(view: View, event: Event) -> View:
    """A seat's points change (never below 0; reaching 3 ends the game)."""
    view.seats[event.seat]["points"] = event.total
    return view


# --- rounds and auctions ------------------------------------------------------------

def round_started(view: View, event: Event) -> View:
    """Two specials are drawn (the discards shuffled in first when the deck
    runs short) and shuffled with the standard cards."""
    if event.reshuffled:
        view.special_deck += view.special_discard
        view.special_discard = []
    for card in event.specials:
        view.special_deck.remove(card)
    view.special_deck.sort()
    view.round = event.round
    view.pile = sorted([*STANDARD, *event.specials])
    view.used_this_round = []
    return view


def auction_started(view: View, event: Event) -> View:
    """The next card is up: every seat seals a bid (the events leave out
    the bids in the making: see `bids_in_the_making`)."""
    n = view.players
    view.pile.remove(event.card)
    view.stack = []
    view.auction = {"card": event.card, "mode": "bid", "pool": list(range(n)), "sealed": [False] * n,
                    "drafts": [None] * n, "bids": [None] * n, "revealed": False, "choosing": [],
                    "values": None, "rebids": None, "rebid_values": None, "cursed": False, "hands_of": None,
                    "paid": [0] * n, "paid_fairy": [0] * n, "winner": None, "drawn": []}
    return view


def discarded(view: View, event: Event) -> View:
    view.special_discard += event.cards
    return view


def round_ended(view: View, event: Event) -> View:
    """The Illusionist's power ends with the round; no card is up."""
    for player in view.seats:
        player["illusionist"] = False
    view.auction = None
    view.stack = []
    return view


def game_ended(view: View, event: Event) -> View:
    view.over, view.winner, view.stack = True, event.winner, []
    return view


# --- sealed bids ----------------------------------------------------------------------

def bid_sealed(view: View, event: Event) -> View:
    view.auction["sealed"][event.seat] = True
    return view


def revealed(view: View, event: Event) -> View:
    """Every fist opens together; an Illusionist holding two different
    hands must pick one, else everyone pays."""
    auction = view.auction
    auction["revealed"] = True
    auction["bids"] = [[{"fairy": f, "gold": g, "black": b, "amulet": a} for f, g, b, a in hands]
                       for hands in event.bids]
    auction["choosing"] = [seat for seat, hands in enumerate(auction["bids"]) if len(hands) == 2]
    if auction["choosing"]:
        auction.update(mode="hand", hands_of="bid")
    else:
        _bids_paid(auction)
    return view


def _bids_paid(auction: dict) -> None:
    """What each bid is worth and paid; a black coin in any bid curses the card."""
    bids = [hands[0] for hands in auction["bids"]]
    auction["paid_fairy"] = [bid["fairy"] for bid in bids]
    auction["paid"] = [bid["fairy"] + bid["gold"] for bid in bids]
    auction["values"] = [bid_value(bid) for bid in bids]
    auction["cursed"] = any(bid["black"] for bid in bids)


def rebid_hands_opened(view: View, event: Event) -> View:
    """An Illusionist's two silver hands are opened; it picks one."""
    auction = view.auction
    for seat, hands in event.bids:
        auction["rebids"][seat] = [{"silver": silver, "amulet": amulet} for silver, amulet in hands]
    auction.update(mode="hand", hands_of="rebid",
                   choosing=[seat for seat, hands in event.bids if len(hands) == 2])
    return view


def hand_chosen(view: View, event: Event) -> View:
    """The chosen hand counts; when every Illusionist has chosen, the bids
    are paid (a rebid goes on to its reveal)."""
    auction = view.auction
    hands = auction["rebids" if auction["hands_of"] == "rebid" else "bids"]
    hands[event.seat] = [hands[event.seat][event.hand - 1]]
    auction["choosing"].remove(event.seat)
    if not auction["choosing"]:
        auction["mode"] = auction["hands_of"]
        if auction["mode"] == "bid":
            _bids_paid(auction)
    return view


def tied(view: View, event: Event) -> View:
    """Only the tied seats rebid, in silver."""
    n = view.players
    view.auction.update(mode="rebid", pool=list(event.seats), sealed=[s not in event.seats for s in range(n)],
                        rebids=[None] * n)
    return view


def rebids_revealed(view: View, event: Event) -> View:
    """The silver rebids open together and are paid."""
    auction = view.auction
    values = [None] * view.players
    for seat, silver, amulet in event.bids:
        auction["rebids"][seat] = {"silver": silver, "amulet": amulet}
        auction["paid"][seat] += silver
        values[seat] = bid_value(auction["rebids"][seat])
    auction["rebid_values"] = values
    return view


def _resolved(view: View, card: str, winner: int | None) -> None:
    auction = view.auction
    auction.update(mode="resolved", winner=winner)
    rebids = auction["rebids"]
    view.history.append({"round": view.round, "card": card,
                         "bids": [None if hands is None else [dict(bid) for bid in hands] for hands in auction["bids"]],
                         "rebids": None if rebids is None else [rebid and dict(rebid) for rebid in rebids],
                         "winner": winner, "cursed": auction["cursed"]})


def no_winner(view: View, event: Event) -> View:
    """Nobody takes the card; a Rat King's holder may be offered its power."""
    _resolved(view, event.card, None)
    if event.offer is not None:
        view.stack.append(powers.offer_frame("rat_king", event.card, event.offer))
    return view


def won(view: View, event: Event) -> View:
    """The winner takes the card; a Doppelganger's holder may be offered its power."""
    _resolved(view, event.card, event.seat)
    view.used_this_round.append(event.card)
    if event.offer is not None:
        view.stack.append(powers.offer_frame("doppelganger", event.card, event.offer))
    return view


# --- powers ----------------------------------------------------------------------------

def power_used(view: View, event: Event) -> View:
    view.stack.append(powers.frame(event.card, event.seat))
    return view


def power_staged(view: View, event: Event) -> View:
    """A power comes to a choice; the powers above it on the stack are done."""
    stack = view.stack
    while not (stack[-1]["card"] == event.card and stack[-1]["seat"] == event.seat
               and stack[-1]["power"] == event.power):
        stack.pop()
    frame = stack[-1]
    frame["stage"] = event.stage
    if event.colour is not None:
        frame["colour"] = event.colour
    if event.stage == "rainbow_draw":
        frame["drawn"] = {colour: 0 for colour in COLOURS}
    elif event.stage == "pick_recipient":
        frame["given"] = []
    return view


def copied(view: View, event: Event) -> View:
    """A power uses another card's power (Ghost, Goblin, Imp; a kept
    Doppelganger or Rat King, then discarded, the copied power counting
    as used this round)."""
    frame = view.stack[-1]
    if frame["power"] == "offer":
        if event.copied not in view.used_this_round:
            view.used_this_round.append(event.copied)
        view.seats[event.seat]["kept"].remove(event.card)
        view.special_discard.append(event.card)
    frame["stage"] = powers.DONE
    view.stack.append(powers.frame(event.copied, event.seat))
    return view


def card_drawn(view: View, event: Event) -> View:
    """Goblin or Imp: the card leaves this round's auctions, its power used."""
    view.pile.remove(event.card)
    view.used_this_round.append(event.card)
    view.auction["drawn"].append(event.card)
    return view


def kept(view: View, event: Event) -> View:
    view.seats[event.seat]["kept"].append(event.card)
    return view


def illusionist(view: View, event: Event) -> View:
    view.seats[event.seat]["illusionist"] = True
    return view


def rainbow_drawn(view: View, event: Event) -> View:
    """A stone comes out of the bag: kept aside unless it is the named colour."""
    frame = view.stack[-1]
    if event.colour != frame["colour"]:
        frame["drawn"][event.colour] += 1
    return view


def bids_in_the_making(view: View) -> View:
    """`view` without its seat's own bid in the making: the draft of the
    bid it is setting and the hands it has sealed before the reveal.

    The steps of a sealed bid (fairy gold, gold, the seal; an
    Illusionist's first hand) have no events, on purpose: they tell the
    other seats nothing, and a move with no events adds no edge to the
    other seats' search trees (game/ai/ismcts.py).  Events for them, seen
    only by the bidder, cost Hard a fifth of its iterations at 4 seats
    (0.38 -> 0.45 ms each).  The table keeps the bid being set on its bid
    panel, so only this is left out of the follow property."""
    if view.auction is None:
        return view
    blank = view.clone()
    auction = blank.auction
    auction["drafts"] = [None] * view.players
    if not auction["revealed"]:
        auction["bids"] = [None] * view.players
    if auction["mode"] == "rebid" and auction["rebids"]:
        auction["rebids"] = [None] * view.players
    return blank


CHANGES = {
    "move": moved,
    "points": scored,
    "round_start": round_started,
    "auction_start": auction_started,
    "discarded": discarded,
    "round_end": round_ended,
    "game_end": game_ended,
    "bid_sealed": bid_sealed,
    "reveal": revealed,
    "rebid_hands": rebid_hands_opened,
    "hand_chosen": hand_chosen,
    "tie": tied,
    "rebid_reveal": rebids_revealed,
    "no_winner": no_winner,
    "winner": won,
    "power": power_used,
    "power_stage": power_staged,
    "copy": copied,
    "card_drawn": card_drawn,
    "keep": kept,
    "illusionist": illusionist,
    "rainbow_draw": rainbow_drawn,
}

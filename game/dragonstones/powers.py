"""The character powers.

A power being resolved is a frame on `state.stack`:
``{"power", "card", "seat", "stage", ...}``.  `begin` does what needs no
choice; a stage other than "start"/"done" is a decision of the frame's
seat, whose legal actions are `choices` and whose effect is `answer`.
Every "or" in a power text is such a choice, and every payment offered is
one the seat can make.  Powers that use another card's power (Ghost,
Goblin, Imp, Doppelganger, Rat King) push that card's frame on top.
"""
from __future__ import annotations

from itertools import combinations
from typing import Callable

from game.core import Action, Event

from .data import CARDS, COLOURS, KEEPERS
from .state import BANK, DragonstonesState, add_points, pay_stones, stone_count, transfer

START, DONE = "start", "done"


def frame(card: str, seat: int, **extra) -> dict:
    """A power about to be used by `seat`, the power of `card`."""
    return {"power": CARDS[card].power, "card": card, "seat": seat, "stage": START, **extra}


def offer_frame(keeper: str, copied: str, seat: int) -> dict:
    """Doppelganger / Rat King: ask `seat` whether to use `copied` now."""
    return {"power": "offer", "card": keeper, "copy": copied, "seat": seat, "stage": START}


# --- simple gains ---------------------------------------------------------

def begin_gain(st: DragonstonesState, fr: dict, ev: list) -> None:
    """Witch, Alchemist, Dwarf, Fairy, Gnome, Goldsmith: take the coins shown
    from the bank (as far as it has them)."""
    for item, amount in CARDS[fr["card"]].args:
        transfer(st, ev, item, amount, BANK, fr["seat"], "power")
    fr["stage"] = DONE


def begin_stone(st, fr, ev) -> None:
    """Red, Blue, Yellow Dragon: one stone of the dragon's colour from the bank."""
    transfer(st, ev, CARDS[fr["card"]].args[0], 1, BANK, fr["seat"], "power")
    fr["stage"] = DONE


def begin_keep(st, fr, ev) -> None:
    """Doppelganger, Rat King: the card lies face up in front of its winner
    until used."""
    st.seats[fr["seat"]]["kept"].append(fr["card"])
    ev.append(Event("keep", seat=fr["seat"], card=fr["card"]))
    fr["stage"] = DONE


def begin_black_death(st, fr, ev) -> None:
    """The Black Death: its taker loses 1 point."""
    add_points(st, ev, fr["seat"], -1)
    fr["stage"] = DONE


def begin_illusionist(st, fr, ev) -> None:
    """Illusionist: for the rest of the round its holder seals two bids."""
    st.seats[fr["seat"]]["illusionist"] = True
    ev.append(Event("illusionist", seat=fr["seat"]))
    fr["stage"] = DONE


# --- stones for points ------------------------------------------------------

#: power -> (which stones, how many, points, the alternative gain or None)
EXCHANGES = {
    "magician": ("any", 4, 1, ("silver", 3)),
    "sorcerer": ("same", 4, 2, ("gold", 1)),
    "wizard": ("distinct", 3, 1, ("silver", 3)),
    "enchantress": ("any", 5, 2, ("fairy", 1)),
    "apprentice": ("same", 2, 1, None),
    "quack_wizard": ("all", 0, 1, None),
}


def stone_payments(seat: dict, kind: str, count: int) -> list[dict]:
    """Every set of stones `seat` can pay: `count` of any colours, `count` of
    one colour, one of each colour, or all its stones."""
    have = {c: seat[c] for c in COLOURS}
    if kind == "all":
        return [have] if sum(have.values()) else []
    if kind == "distinct":
        return [{c: 1 for c in COLOURS}] if all(have.values()) else []
    if kind == "same":
        return [{c: count if c == colour else 0 for c in COLOURS} for colour in COLOURS if have[colour] >= count]
    payments = []
    for red in range(min(count, have["red"]) + 1):
        for blue in range(min(count - red, have["blue"]) + 1):
            yellow = count - red - blue
            if yellow <= have["yellow"]:
                payments.append({"red": red, "blue": blue, "yellow": yellow})
    return payments


def begin_exchange(st, fr, ev) -> None:
    """Quack Wizard with no stones at all: a free point."""
    kind = EXCHANGES[fr["power"]][0]
    if kind == "all" and stone_count(st.seats[fr["seat"]]) == 0:
        add_points(st, ev, fr["seat"], 1)
        fr["stage"] = DONE
    else:
        fr["stage"] = "exchange"


def choices_exchange(st, fr) -> list[Action]:
    kind, count, _, alternative = EXCHANGES[fr["power"]]
    options = [Action("exchange", **p) for p in stone_payments(st.seats[fr["seat"]], kind, count)]
    options.append(Action("take") if alternative else Action("decline"))
    return options


def answer_exchange(st, fr, action, ev) -> None:
    """Magician: 4 stones -> 1 point, or 3 silver.  Sorcerer: 4 stones of
    one colour -> 2 points, or 1 gold.  Wizard: one stone of each colour ->
    1 point, or 3 silver.  Enchantress: 5 stones -> 2 points, or 1 fairy
    gold.  Sorcerer's Apprentice: 2 stones of one colour -> 1 point.
    Quack Wizard: all one's stones -> 1 point."""
    _, _, points, alternative = EXCHANGES[fr["power"]]
    if action.kind == "exchange":
        pay_stones(st, ev, fr["seat"], action.fields, "power")
        add_points(st, ev, fr["seat"], points)
    elif action.kind == "take":
        transfer(st, ev, alternative[0], alternative[1], BANK, fr["seat"], "power")
    fr["stage"] = DONE


# --- colour choices ---------------------------------------------------------

def bank_colours(st) -> list[str]:
    return [c for c in COLOURS if st.bank[c] > 0]


def begin_pick_bank_colour(st, fr, ev) -> None:
    fr["stage"] = "pick_colour" if bank_colours(st) else DONE


def choices_bank_colour(st, fr) -> list[Action]:
    return [Action("colour", colour=c) for c in bank_colours(st)]


def answer_ancient_dragon(st, fr, action, ev) -> None:
    """Ancient Dragon: any one stone from the bank."""
    transfer(st, ev, action.colour, 1, BANK, fr["seat"], "power")
    fr["stage"] = DONE


def begin_troll(st, fr, ev) -> None:
    fr["stage"] = "pick_colour"


def choices_troll(st, fr) -> list[Action]:
    return [Action("colour", colour=c) for c in COLOURS]


def answer_troll(st, fr, action, ev) -> None:
    """Troll: name a colour; every seat, its holder included, loses all its
    stones of that colour."""
    for seat in range(st.players):
        transfer(st, ev, action.colour, st.seats[seat][action.colour], seat, BANK, "power")
    fr["stage"] = DONE


def answer_generous_dragon(st, fr, action, ev) -> None:
    """Generous Dragon: name a colour from the bank; every seat gets one such
    stone.  If the bank has too few, the holder picks who gets them."""
    fr["colour"] = action.colour
    if st.bank[action.colour] >= st.players:
        for seat in range(st.players):
            transfer(st, ev, action.colour, 1, BANK, seat, "power")
        fr["stage"] = DONE
    else:
        fr["given"] = []
        fr["stage"] = "pick_recipient"


def choices_generous_recipient(st, fr) -> list[Action]:
    return [Action("give", seat=s) for s in range(st.players) if s not in fr["given"]]


def answer_generous_recipient(st, fr, action, ev) -> None:
    transfer(st, ev, fr["colour"], 1, BANK, action.seat, "power")
    fr["given"].append(action.seat)
    if st.bank[fr["colour"]] == 0 or len(fr["given"]) == st.players:
        fr["stage"] = DONE


def answer_rainbow_colour(st, fr, action, ev) -> None:
    fr["colour"] = action.colour
    fr["drawn"] = {c: 0 for c in COLOURS}
    fr["stage"] = "rainbow_draw"


def rainbow_bag(st, fr) -> dict:
    """The bank's stones not yet drawn (drawn stones stay in the bank's
    count until the draw ends)."""
    return {c: st.bank[c] - fr["drawn"][c] for c in COLOURS}


def choices_rainbow(st, fr) -> list[Action]:
    return [Action("draw"), Action("stop")]


def answer_rainbow(st, fr, action, ev) -> None:
    """Rainbow Dragon: draw the bank's stones one at a time.  Stop before
    the named colour comes: keep all drawn.  Draw the named colour: keep
    that one stone only, the rest go back."""
    seat = fr["seat"]
    if action.kind == "draw":
        bag = rainbow_bag(st, fr)
        pick = st.rng.randrange(sum(bag.values()))
        colour = next(c for c in COLOURS if (pick := pick - bag[c]) < 0)
        ev.append(Event("rainbow_draw", seat=seat, colour=colour))
        if colour == fr["colour"]:
            transfer(st, ev, colour, 1, BANK, seat, "power")
            fr["stage"] = DONE
            return
        fr["drawn"][colour] += 1
        if sum(rainbow_bag(st, fr).values()) > 0:
            return
    for colour in COLOURS:
        transfer(st, ev, colour, fr["drawn"][colour], BANK, seat, "power")
    fr["stage"] = DONE


def begin_two_headed(st, fr, ev) -> None:
    fr["stage"] = "pick_colours" if bank_colours(st) else DONE


def choices_two_headed(st, fr) -> list[Action]:
    return [Action("colours", first=a, second=b) for a, b in combinations(COLOURS, 2)
            if st.bank[a] + st.bank[b] > 0]


def answer_two_headed(st, fr, action, ev) -> None:
    """Two-headed Dragon: two stones of each of two colours from the bank go
    in the bag (as many as the bank has); draw two, the rest go back."""
    bag = [c for c in (action.first, action.second) for _ in range(min(2, st.bank[c]))]
    for _ in range(min(2, len(bag))):
        colour = bag.pop(st.rng.randrange(len(bag)))
        transfer(st, ev, colour, 1, BANK, fr["seat"], "power")
    fr["stage"] = DONE


# --- other seats --------------------------------------------------------

def begin_target(st, fr, ev) -> None:
    fr["stage"] = "pick_target"


def choices_brigand(st, fr) -> list[Action]:
    return [Action("target", seat=s) for s in range(st.players) if s != fr["seat"]]


def answer_brigand(st, fr, action, ev) -> None:
    """Brigand: take all gold and silver of one other seat, chosen without
    knowing how much it has.  Only the two seats learn the amounts."""
    for coin in ("gold", "silver"):
        transfer(st, ev, coin, st.seats[action.seat][coin], action.seat, fr["seat"], "power",
                 hidden_amount=True)
    fr["stage"] = DONE


def thief_targets(st: DragonstonesState, thief: int) -> list[int]:
    """The second-highest bidder(s) of the auction in progress: in a tie-break
    the second-highest silver bidder.  If only the winner bid more than 0,
    every other seat counts as second.  Among several, those with stones
    come first."""
    auction = st.auction or {}
    values = auction.get("rebid_values") or auction.get("values") or [0] * st.players
    others = [s for s, v in enumerate(values) if v is not None and s not in (thief, auction.get("winner"))]
    if not others:
        others = [s for s in range(st.players) if s != thief]
    best = max(values[s] or 0 for s in others)
    second = [s for s in others if (values[s] or 0) == best]
    with_stones = [s for s in second if stone_count(st.seats[s]) > 0]
    return with_stones or second


def begin_thief(st, fr, ev) -> None:
    fr["stage"] = "steal"


def choices_thief(st, fr) -> list[Action]:
    options = []
    for target in thief_targets(st, fr["seat"]):
        colours = [c for c in COLOURS if st.seats[target][c] > 0]
        options += [Action("steal", seat=target, colour=c) for c in colours] or [Action("steal", seat=target, colour=None)]
    return options


def answer_thief(st, fr, action, ev) -> None:
    """Thief: steal one stone of its choice from the second-highest bidder;
    if it has none, 1 gold; if no gold, 1 fairy gold, from behind its
    screen first, else from in front of it."""
    target, thief = action.seat, fr["seat"]
    if action.colour is not None:
        transfer(st, ev, action.colour, 1, target, thief, "steal")
    elif not transfer(st, ev, "gold", 1, target, thief, "steal"):
        if not transfer(st, ev, "fairy", 1, target, thief, "steal"):
            transfer(st, ev, "fairy", 1, target, thief, "steal", source="front")
    fr["stage"] = DONE


def begin_necromancer(st, fr, ev) -> None:
    fr["stage"] = "use_or_decline"


def necromancer_price(st, seat: int) -> int:
    """The fairy gold `seat` bid for the card in auction: what the
    Necromancer gives back to the bank (its gold is there already); 0 when
    it bid none, as for a card used through the Rat King."""
    auction = st.auction
    return auction["paid_fairy"][seat] if auction and auction["paid"][seat] else 0


def choices_necromancer(st, fr) -> list[Action]:
    return [Action("use"), Action("decline")]


def answer_necromancer(st, fr, action, ev) -> None:
    """Necromancer: return everything bid for this card to the bank (its
    fairy gold too, lost for good) for 1 point; or decline.  A seat that bid
    nothing for the card returns nothing and still gains the point."""
    if action.kind == "use":
        seat = fr["seat"]
        transfer(st, ev, "fairy", necromancer_price(st, seat), seat, BANK, "power", source="front")
        add_points(st, ev, seat, 1)
    fr["stage"] = DONE


def begin_merchant(st, fr, ev) -> None:
    fr["stage"] = "buy"


MERCHANT_PRICES = (("fairy", 1), ("gold", 1), ("silver", 3))


def choices_merchant(st, fr) -> list[Action]:
    seat = st.seats[fr["seat"]]
    return [Action("buy", colour=c, pay=coin) for c in bank_colours(st)
            for coin, price in MERCHANT_PRICES if seat[coin] >= price] + [Action("done")]


def answer_merchant(st, fr, action, ev) -> None:
    """Merchant: buy stones of any colour the bank has, one at a time, each
    for 1 fairy gold, 1 gold or 3 silver, until done."""
    if action.kind == "done":
        fr["stage"] = DONE
        return
    price = dict(MERCHANT_PRICES)[action.pay]
    transfer(st, ev, action.pay, price, fr["seat"], BANK, "merchant")
    transfer(st, ev, action.colour, 1, BANK, fr["seat"], "merchant")


# --- powers that use other cards -----------------------------------------

def ghost_cards(st) -> list[str]:
    return sorted({c for c in st.used_this_round
                   if CARDS[c].power != "ghost" and c not in KEEPERS})


def begin_ghost(st, fr, ev) -> None:
    fr["stage"] = "pick_card" if ghost_cards(st) else DONE


def choices_ghost(st, fr) -> list[Action]:
    return [Action("card", card=c) for c in ghost_cards(st)]


def answer_use_card(st, fr, action, ev) -> None:
    """Ghost: use the power of a card used earlier this round, even a cursed
    one.  Imp: pick one of this round's unauctioned cards and use it; the
    rest are shuffled."""
    fr["stage"] = DONE
    if fr["power"] == "imp":
        st.pile.remove(action.card)
        st.rng.shuffle(st.pile)
        leave_round(st, action.card, ev, fr["seat"])
    ev.append(Event("copy", seat=fr["seat"], card=fr["card"], copied=action.card))
    st.stack.append(frame(action.card, fr["seat"]))


def begin_goblin(st, fr, ev) -> None:
    """Goblin: draw one of this round's unauctioned cards at random and use
    its power.  As the last card of the round it does nothing."""
    fr["stage"] = DONE
    if not st.pile:
        return
    card = st.pile.pop(st.rng.randrange(len(st.pile)))
    leave_round(st, card, ev, fr["seat"])
    ev.append(Event("copy", seat=fr["seat"], card=fr["card"], copied=card))
    st.stack.append(frame(card, fr["seat"]))


def begin_imp(st, fr, ev) -> None:
    fr["stage"] = "pick_card" if st.pile else DONE


def choices_imp(st, fr) -> list[Action]:
    return [Action("card", card=c) for c in sorted(set(st.pile))]


def leave_round(st, card: str, ev: list, seat: int) -> None:
    """A card drawn by Goblin or Imp leaves this round's auctions; its power
    counts as used this round."""
    st.used_this_round.append(card)
    st.auction["drawn"].append(card)
    ev.append(Event("card_drawn", seat=seat, card=card))


def begin_offer(st, fr, ev) -> None:
    still_held = fr["card"] in st.seats[fr["seat"]]["kept"]
    fr["stage"] = "use_or_decline" if still_held else DONE


def choices_offer(st, fr) -> list[Action]:
    return [Action("use"), Action("decline")]


def answer_offer(st, fr, action, ev) -> None:
    """Doppelganger (after any won card's power, never the Necromancer's) and
    Rat King (after a card that drew no bid): use that card's power now, then
    the face-up card is discarded.  A power used this way counts as used this
    round (a Ghost may copy it)."""
    fr["stage"] = DONE
    if action.kind == "use":
        if fr["copy"] not in st.used_this_round:
            st.used_this_round.append(fr["copy"])
        st.seats[fr["seat"]]["kept"].remove(fr["card"])
        st.special_discard.append(fr["card"])
        ev.append(Event("copy", seat=fr["seat"], card=fr["card"], copied=fr["copy"]))
        st.stack.append(frame(fr["copy"], fr["seat"]))


# --- the table -------------------------------------------------------------

Begin = Callable[[DragonstonesState, dict, list], None]
Choices = Callable[[DragonstonesState, dict], list]
Answer = Callable[[DragonstonesState, dict, Action, list], None]

#: power -> (begin, choices, answer)
POWERS: dict[str, tuple[Begin, Choices | None, Answer | None]] = {
    "gain": (begin_gain, None, None),
    "stone": (begin_stone, None, None),
    "keep": (begin_keep, None, None),
    "black_death": (begin_black_death, None, None),
    "illusionist": (begin_illusionist, None, None),
    "magician": (begin_exchange, choices_exchange, answer_exchange),
    "sorcerer": (begin_exchange, choices_exchange, answer_exchange),
    "wizard": (begin_exchange, choices_exchange, answer_exchange),
    "enchantress": (begin_exchange, choices_exchange, answer_exchange),
    "apprentice": (begin_exchange, choices_exchange, answer_exchange),
    "quack_wizard": (begin_exchange, choices_exchange, answer_exchange),
    "ancient_dragon": (begin_pick_bank_colour, choices_bank_colour, answer_ancient_dragon),
    "troll": (begin_troll, choices_troll, answer_troll),
    "generous_dragon": (begin_pick_bank_colour, choices_bank_colour, answer_generous_dragon),
    "rainbow_dragon": (begin_pick_bank_colour, choices_bank_colour, answer_rainbow_colour),
    "two_headed_dragon": (begin_two_headed, choices_two_headed, answer_two_headed),
    "brigand": (begin_target, choices_brigand, answer_brigand),
    "thief": (begin_thief, choices_thief, answer_thief),
    "necromancer": (begin_necromancer, choices_necromancer, answer_necromancer),
    "merchant": (begin_merchant, choices_merchant, answer_merchant),
    "ghost": (begin_ghost, choices_ghost, answer_use_card),
    "goblin": (begin_goblin, None, None),
    "imp": (begin_imp, choices_imp, answer_use_card),
    "offer": (begin_offer, choices_offer, answer_offer),
}

#: Stages of one power that need their own rule (others use the power's).
STAGES: dict[tuple[str, str], tuple[Choices, Answer]] = {
    ("generous_dragon", "pick_recipient"): (choices_generous_recipient, answer_generous_recipient),
    ("rainbow_dragon", "rainbow_draw"): (choices_rainbow, answer_rainbow),
}


def begin(st: DragonstonesState, fr: dict, ev: list) -> None:
    POWERS[fr["power"]][0](st, fr, ev)
    _tell_stage(fr, START, ev)


def choices(st: DragonstonesState, fr: dict) -> list[Action]:
    rule = STAGES.get((fr["power"], fr["stage"]))
    return (rule[0] if rule else POWERS[fr["power"]][1])(st, fr)


def answer(st: DragonstonesState, fr: dict, action: Action, ev: list) -> None:
    stage = fr["stage"]
    rule = STAGES.get((fr["power"], stage))
    (rule[1] if rule else POWERS[fr["power"]][2])(st, fr, action, ev)
    _tell_stage(fr, stage, ev)


def _tell_stage(fr: dict, before: str, ev: list) -> None:
    """A power that comes to a new choice says so, for everyone: whose it
    is, and the colour named (Rainbow and Generous Dragon)."""
    if fr["stage"] not in (before, DONE):
        ev.append(Event("power_stage", seat=fr["seat"], card=fr["card"], power=fr["power"], stage=fr["stage"],
                        colour=fr.get("colour")))

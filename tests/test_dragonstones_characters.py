"""Fist of Dragonstones: one scenario per character card (seed 000)."""
from game.core import Action
from game.dragonstones import RULES
from game.dragonstones.data import CARDS, EXPANSION, SPECIAL, STANDARD
from test_dragonstones_helpers import auction, bid, bid_all, decide, give, rebid, stones, table, win


def kinds(state, seat=0):
    return sorted({a.kind for a in RULES.legal_actions(state, seat)})


def test_every_card_has_both_names_and_a_power():
    """8 standard and 25 special cards, 4 expansion cards, with English and
    Chinese names from the seed."""
    assert len(STANDARD) == 8 and len(SPECIAL) == 25 and len(EXPANSION) == 4
    assert all(c.name_en and c.name_zh and c.text for c in CARDS.values())
    assert CARDS["troll"].name_zh == "巨魔"


# --- standard cards ---------------------------------------------------------

def test_witch_gives_a_black_coin():
    """Witch: its winner takes a black coin from the bank."""
    state = table()
    win(state, "witch", seat=1)
    assert state.seats[1]["black"] == 1 and state.bank["black"] == 1


def test_magician_four_stones_for_a_point_or_three_silver():
    """Magician: pay any 4 stones for 1 point, or take 3 silver."""
    state = table()
    give(state, 0, red=2, blue=2, yellow=1)
    win(state, "magician")
    options = RULES.legal_actions(state, 0)
    assert Action("take") in options and len([a for a in options if a.kind == "exchange"]) == 3
    decide(state, Action("exchange", red=2, blue=1, yellow=1))
    assert state.seats[0]["points"] == 1 and stones(state, 0) == {"red": 0, "blue": 1, "yellow": 0}
    win(state, "magician")              # too few stones: the 3 silver are taken at once
    assert state.seats[0]["silver"] == 8


def test_sorcerer_four_of_one_colour_for_two_points_or_a_gold():
    """Sorcerer: pay 4 stones of one colour for 2 points, or take 1 gold."""
    state = table()
    give(state, 0, blue=4, red=3)
    win(state, "sorcerer")
    assert RULES.legal_actions(state, 0) == [Action("exchange", red=0, blue=4, yellow=0), Action("take")]
    decide(state, Action("exchange", red=0, blue=4, yellow=0))
    assert state.seats[0]["points"] == 2 and state.seats[0]["blue"] == 0


def test_wizard_one_of_each_colour_for_a_point_or_three_silver():
    """Wizard: pay one stone of each colour for 1 point, or take 3 silver."""
    state = table()
    give(state, 0, red=1, blue=1, yellow=2)
    win(state, "wizard")
    decide(state, Action("take"))
    assert state.seats[0]["silver"] == 8 and state.seats[0]["points"] == 0
    win(state, "wizard")
    decide(state, Action("exchange", red=1, blue=1, yellow=1))
    assert state.seats[0]["points"] == 1 and state.seats[0]["yellow"] == 1


def test_colour_dragons_give_a_stone_of_their_colour():
    """Red, Blue, Yellow Dragon: one stone of that colour from the bank."""
    state = table()
    for card in ("red_dragon", "blue_dragon", "yellow_dragon"):
        win(state, card)
    assert stones(state, 0) == {"red": 1, "blue": 1, "yellow": 1}


# --- special cards ------------------------------------------------------------

def test_alchemist_gnome_dwarves_fairy_goldsmith_gain_from_the_bank():
    """Alchemist 3 gold; Gnome 2 gold + 2 silver; the two Dwarves 4 and 5
    silver; Fairy 1 fairy gold (kept for good); Goldsmith a red amulet."""
    state = table()
    win(state, "alchemist")
    win(state, "gnome")
    win(state, "dwarf_4")
    win(state, "dwarf_5")
    win(state, "fairy_1")
    win(state, "goldsmith")
    player = state.seats[0]
    assert (player["gold"], player["silver"], player["amulet"]) == (7, 5 + 2 + 4 + 5, 1)
    assert player["fairy"] + player["front"] == 9


def test_ancient_dragon_takes_any_one_stone():
    """Ancient Dragon: any one stone from the bank."""
    state = table()
    win(state, "ancient_dragon_2")
    assert kinds(state) == ["colour"]
    decide(state, Action("colour", colour="yellow"))
    assert state.seats[0]["yellow"] == 1


def test_brigand_takes_all_gold_and_silver_of_one_seat_secretly():
    """Brigand: take all the gold and silver of one chosen seat; the amounts
    are hidden from the other seats."""
    state = table()
    win(state, "brigand")
    assert {a.seat for a in RULES.legal_actions(state, 0)} == {1, 2, 3}
    events = decide(state, Action("target", seat=2))
    assert (state.seats[0]["gold"], state.seats[0]["silver"]) == (4, 10)
    assert (state.seats[2]["gold"], state.seats[2]["silver"]) == (0, 0)
    moves = [e for e in events if e.kind == "move"]
    assert all(e.seen_by(3).get("amount") is None and e.seen_by(0).amount for e in moves)


def test_doppelganger_copies_a_later_won_card_then_is_discarded():
    """Doppelganger: kept face up; after a later won card's power (even its
    holder's own) the holder may use that power too; then it is discarded."""
    state = table()
    win(state, "doppelganger", seat=1)
    assert state.seats[1]["kept"] == ["doppelganger"]
    win(state, "dwarf_5", seat=1)
    assert RULES.pending(state)[0].seat == 1 and kinds(state, 1) == ["decline", "use"]
    decide(state, Action("use"))
    assert state.seats[1]["silver"] == 15
    assert state.seats[1]["kept"] == [] and "doppelganger" in state.special_discard


def test_doppelganger_never_copies_the_necromancer():
    """The Doppelganger cannot copy the Necromancer."""
    state = table()
    win(state, "doppelganger", seat=1)
    win(state, "necromancer", seat=0, fairy=2)
    decide(state, Action("decline"))
    assert RULES.pending(state)[0].kind == "bid_fairy"
    assert state.seats[1]["kept"] == ["doppelganger"]


def test_enchantress_five_stones_for_two_points_or_a_fairy_gold():
    """Enchantress: pay 5 stones for 2 points, or take 1 fairy gold."""
    state = table()
    give(state, 0, red=5, blue=1)
    win(state, "enchantress")
    decide(state, Action("exchange", red=4, blue=1, yellow=0))
    assert state.seats[0]["points"] == 2 and stones(state, 0)["red"] == 1
    win(state, "enchantress", fairy=1)       # one stone only: the fairy gold is taken at once
    assert state.seats[0]["fairy"] + state.seats[0]["front"] == 9


def test_ghost_uses_a_card_used_this_round_even_cursed():
    """Ghost: use the power of a card already used this round, even one the
    black coin cursed."""
    state = table()
    give(state, 2, black=1)
    auction(state, "alchemist")
    bid(state, 0)
    bid(state, 1, fairy=1)
    bid(state, 2, black=True)
    bid(state, 3)
    assert state.seats[1]["gold"] == 2
    win(state, "red_dragon", seat=3)
    win(state, "ghost", seat=1)
    assert Action("card", card="alchemist") in RULES.legal_actions(state, 1)
    decide(state, Action("card", card="alchemist"))
    assert state.seats[1]["gold"] == 5


def test_goblin_draws_an_unauctioned_card_at_random_and_uses_it():
    """Goblin: draw at random one of this round's unauctioned cards and use
    it; it leaves the round.  As the round's last card it does nothing."""
    state = table()
    state.pile = ["alchemist"]
    auction(state, "goblin")
    state.pile = ["alchemist"]
    events = bid_all(state, [1, 0, 0, 0])
    assert any(e.kind == "move" and e.item == "gold" and e.taker == 0 and e.amount == 3 for e in events)
    assert state.round == 2                  # the Alchemist left the round with the Goblin
    state = table()
    state.pile = []
    auction(state, "goblin")
    state.pile = []
    events = bid_all(state, [1, 0, 0, 0])
    assert not any(e.kind == "move" and e.taker == 0 and e.reason not in ("bid", "round_end") for e in events)


def test_imp_picks_an_unauctioned_card():
    """Imp: look at this round's unauctioned cards, pick one and use it; the
    rest are shuffled and still auctioned."""
    state = table()
    auction(state, "imp")
    state.pile = ["magician", "alchemist", "red_dragon"]
    bid_all(state, [1, 0, 0, 0])
    assert sorted(a.card for a in RULES.legal_actions(state, 0)) == ["alchemist", "magician", "red_dragon"]
    decide(state, Action("card", card="red_dragon"))
    assert state.seats[0]["red"] == 1
    assert sorted(state.pile + [state.auction["card"]]) == ["alchemist", "magician"]


def test_merchant_buys_stones_one_at_a_time_with_what_it_can_pay():
    """Merchant: each stone costs 1 fairy gold, 1 gold or 3 silver; it buys
    until done, offered only payments it can make."""
    state = table()
    give(state, 0, fairy=1, gold=0, silver=3)
    win(state, "merchant", fairy=1)
    pays = {a.pay for a in RULES.legal_actions(state, 0) if a.kind == "buy"}
    assert pays == {"silver"}
    decide(state, Action("buy", colour="red", pay="silver"))     # then only "done": taken at once
    assert state.seats[0]["red"] == 1 and state.seats[0]["silver"] == 0


def test_necromancer_returns_the_bid_for_a_point_or_declines():
    """Necromancer: return everything bid for it (fairy gold too, lost for
    good) to the bank for 1 point; or decline and keep the fairy gold."""
    state = table()
    bank_fairy = state.bank["fairy"]
    win(state, "necromancer", fairy=3)
    decide(state, Action("use"))
    assert state.seats[0]["points"] == 1 and state.seats[0]["front"] == 0
    assert state.bank["fairy"] == bank_fairy + 3
    win(state, "necromancer", fairy=2)
    decide(state, Action("decline"))
    assert state.seats[0]["points"] == 1 and state.seats[0]["front"] == 2


def test_quack_wizard_all_stones_for_a_point_or_free_without_stones():
    """Quack Wizard: pay all one's stones for 1 point; with no stones the
    point is free."""
    state = table()
    give(state, 0, red=3, yellow=1)
    win(state, "quack_wizard_1")
    assert RULES.legal_actions(state, 0) == [Action("exchange", red=3, blue=0, yellow=1), Action("decline")]
    decide(state, Action("exchange", red=3, blue=0, yellow=1))
    assert state.seats[0]["points"] == 1
    win(state, "quack_wizard_2")
    assert state.seats[0]["points"] == 2


def test_rainbow_dragon_drawing_the_named_colour_keeps_only_it():
    """Rainbow Dragon: name a colour the bank has; draw stones one by one;
    drawing the named colour ends the draw and keeps only that stone."""
    state = table()
    give(state, 1, red=12, blue=11)           # bank: 1 blue, 12 yellow
    win(state, "rainbow_dragon")
    assert {a.colour for a in RULES.legal_actions(state, 0)} == {"blue", "yellow"}
    decide(state, Action("colour", colour="blue"))
    draws = []
    while state.stack:
        draws += [e.colour for e in decide(state, Action("draw")) if e.kind == "rainbow_draw"]
    assert draws[-1] == "blue" and all(c == "yellow" for c in draws[:-1])
    assert stones(state, 0) == {"red": 0, "blue": 1, "yellow": 0}


def test_rainbow_dragon_stop_keeps_every_drawn_stone():
    """Rainbow Dragon: stopping before the named colour keeps all drawn."""
    for seed in range(20):
        state = table(seed=seed)
        give(state, 1, red=11, blue=12, yellow=10)   # bank: 1 red, 2 yellow
        win(state, "rainbow_dragon")
        decide(state, Action("colour", colour="red"))
        drawn = [e.colour for e in decide(state, Action("draw")) if e.kind == "rainbow_draw"]
        if drawn == ["yellow"]:
            decide(state, Action("stop"))
            assert stones(state, 0) == {"red": 0, "blue": 0, "yellow": 1}
            return
    raise AssertionError("no seed drew yellow first")


def test_sorcerers_apprentice_two_of_a_colour_for_a_point():
    """Sorcerer's Apprentice: pay 2 stones of one colour for 1 point."""
    state = table()
    give(state, 0, red=2, blue=2)
    win(state, "apprentice_1")
    assert len([a for a in RULES.legal_actions(state, 0) if a.kind == "exchange"]) == 2
    decide(state, Action("exchange", red=0, blue=2, yellow=0))
    assert state.seats[0]["points"] == 1 and stones(state, 0)["red"] == 2


def test_troll_makes_everyone_lose_one_colour():
    """Troll: name a colour; every seat, its winner too, loses all its stones
    of that colour."""
    state = table()
    give(state, 0, red=2, blue=1)
    give(state, 1, red=3)
    win(state, "troll")
    decide(state, Action("colour", colour="red"))
    assert state.seats[0]["red"] == 0 and state.seats[1]["red"] == 0 and state.seats[0]["blue"] == 1


def test_two_headed_dragon_draws_two_of_four():
    """Two-headed Dragon: 2 stones of each of two chosen colours go in the
    bag, 2 are drawn, the rest go back."""
    state = table()
    win(state, "two_headed_dragon_1")
    decide(state, Action("colours", first="red", second="blue"))
    got = stones(state, 0)
    assert got["red"] + got["blue"] == 2 and got["yellow"] == 0


# --- expansion ---------------------------------------------------------------

def test_rat_king_uses_a_card_nobody_bid_on():
    """Rat King: kept face up; when a card draws no bid its holder may use
    that card's power; then it is discarded."""
    state = table(expansion=True)
    win(state, "rat_king", seat=2)
    auction(state, "alchemist")
    bid_all(state, [0, 0, 0, 0])
    assert RULES.pending(state)[0].seat == 2
    decide(state, Action("use"))
    assert state.seats[2]["gold"] == 5 and "rat_king" in state.special_discard


def test_necromancer_through_the_rat_king_gains_a_point_for_nothing():
    """docs/rulings.md: the Necromancer returns everything bid for the card for 1
    point; through the Rat King nobody bid for it, so nothing goes back."""
    state = table(expansion=True)
    win(state, "rat_king", seat=2)
    auction(state, "necromancer")
    bid_all(state, [0, 0, 0, 0])
    bank_fairy = state.bank["fairy"]
    decide(state, Action("use"))                   # the Rat King uses the Necromancer
    assert RULES.legal_actions(state, 2) == [Action("use"), Action("decline")]
    decide(state, Action("use"))
    assert state.seats[2]["points"] == 1 and state.bank["fairy"] == bank_fairy


def test_generous_dragon_gives_everyone_a_stone_or_holder_picks():
    """Generous Dragon: name a colour; every seat gets one such stone; if the
    bank has too few, its winner picks who gets them."""
    state = table(expansion=True)
    win(state, "generous_dragon")
    decide(state, Action("colour", colour="blue"))
    assert all(p["blue"] == 1 for p in state.seats)
    give(state, 1, red=10)
    win(state, "generous_dragon")
    decide(state, Action("colour", colour="red"))
    decide(state, Action("give", seat=3))
    decide(state, Action("give", seat=0))
    assert [p["red"] for p in state.seats] == [1, 10, 0, 1]


def test_black_death_goes_to_the_lowest_bidder():
    """The Black Death: the lowest bidder takes it and loses 1 point; a tie
    for lowest rebids in silver, lowest takes it; a second tie: the tied
    seats lose 1 point."""
    state = table(expansion=True)
    for seat in range(4):
        give(state, seat, points=1)
    auction(state, "black_death")
    bid_all(state, [2, 1, 3, 2])
    assert [p["points"] for p in state.seats] == [1, 0, 1, 1]
    auction(state, "black_death")
    bid_all(state, [2, 1, 1, 2])
    rebid(state, 1, silver=1)
    rebid(state, 2, silver=1)
    assert [p["points"] for p in state.seats] == [1, 0, 0, 1]


def test_black_death_all_bids_zero_is_a_tie_for_lowest_among_every_seat():
    """Ruling (docs/rulings.md): a 0 bid is a bid, so all bids 0 is a tie for lowest among
    every seat, settled by a silver rebid (the card is not discarded)."""
    state = table(expansion=True)
    for seat in range(4):
        give(state, seat, points=1)
    auction(state, "black_death")
    events = bid_all(state, [0, 0, 0, 0])
    assert [e.seats for e in events if e.kind == "tie"] == [(0, 1, 2, 3)]
    assert {d.kind for d in RULES.pending(state)} == {"bid_silver"}
    for seat, silver in enumerate((2, 0, 3, 1)):
        rebid(state, seat, silver=silver)
    assert [p["points"] for p in state.seats] == [1, 0, 1, 1]


def test_black_death_second_tie_costs_only_the_seats_tied_in_the_rebid():
    """Ruling (docs/rulings.md): after a second tie only the seats tied in that silver rebid
    lose 1 point each, not every seat of the first tie."""
    state = table(expansion=True)
    for seat in range(4):
        give(state, seat, points=1)
    auction(state, "black_death")
    bid_all(state, [1, 1, 1, 2])
    rebid(state, 0, silver=3)
    rebid(state, 1, silver=1)
    rebid(state, 2, silver=1)
    assert [p["points"] for p in state.seats] == [1, 0, 0, 1]


def test_a_cursed_black_death_costs_nobody_a_point_even_after_a_second_tie():
    """A black coin curses the card: 此回合能力丧失, its power is lost.  The
    Black Death's power is the lost point, so a cursed one takes none,
    whether one seat bid lowest or the silver rebid tied again."""
    state = table(3, expansion=True)
    give(state, 0, black=1)
    for seat in range(3):
        give(state, seat, points=1)
    auction(state, "black_death")
    bid(state, 0, black=True)
    bid(state, 1)
    bid(state, 2)
    for seat in range(3):
        rebid(state, seat, silver=0)
    assert [p["points"] for p in state.seats] == [1, 1, 1]
    give(state, 1, black=1)
    auction(state, "black_death")
    bid(state, 0, fairy=2)
    bid(state, 1, fairy=1, black=True)
    bid(state, 2)
    assert [p["points"] for p in state.seats] == [1, 1, 1]


def test_rat_king_never_uses_a_cursed_card():
    """Ruling (docs/rulings.md): the Rat King may use a card that drew no bid and is not
    cursed; a black coin in a 0 bid curses the card, so no offer is made."""
    state = table(expansion=True)
    win(state, "rat_king", seat=2)
    give(state, 1, black=1)
    auction(state, "alchemist")
    bid(state, 0)
    bid(state, 1, black=True)
    bid(state, 2)
    bid(state, 3)
    assert not any(d.kind == "use_or_decline" for d in RULES.pending(state))
    assert "rat_king" in state.seats[2]["kept"] and state.seats[2]["gold"] == 2


def test_ghost_may_copy_a_power_used_through_the_rat_king():
    """Ruling (docs/rulings.md): the Ghost copies any power already used this round, however
    it was used, a Rat King's use included."""
    state = table(expansion=True)
    win(state, "rat_king", seat=2)
    auction(state, "alchemist")
    bid_all(state, [0, 0, 0, 0])
    decide(state, Action("use"))
    give(state, 1, gold=0)
    events = win(state, "ghost", seat=1)     # the only card to copy: used at once
    assert [e.copied for e in events if e.kind == "copy"] == ["alchemist"]
    assert state.seats[1]["gold"] == 3


def test_illusionist_seals_two_bids_and_picks_one_after_the_reveal():
    """Illusionist: for the rest of the round its holder seals two different
    bids; after the reveal it picks which counts and pays only that one."""
    state = table(expansion=True)
    win(state, "illusionist", seat=0)
    assert state.seats[0]["illusionist"]
    auction(state, "alchemist")
    bid(state, 0, fairy=5)
    # 7 fairy gold held, 5 in the first hand: the second can hold 0..2
    assert [a.amount for a in RULES.legal_actions(state, 0)] == [0, 1, 2]
    bid(state, 0, fairy=1)
    bid_all_but_0 = [bid(state, s, fairy=f) for s, f in ((1, 2), (2, 0), (3, 0))]
    assert bid_all_but_0 and RULES.pending(state)[0].kind == "pick_hand"
    view = RULES.view(state, 1)
    assert view.auction["bids"][0] == [{"fairy": 5, "gold": 0, "black": False, "amulet": False},
                                       {"fairy": 1, "gold": 0, "black": False, "amulet": False}]
    decide(state, Action("hand", hand=2))     # 1 loses to 2: pays 1 only
    assert state.seats[0]["fairy"] == 6 and state.seats[1]["gold"] == 5


def test_an_illusionist_holding_two_amulets_may_put_one_in_each_hand():
    """Each hand holds its own coins: the two together hold no more than
    the seat has, so with both red amulets each hand may double its bid,
    and with one only the first may."""
    for amulets, second_may_double in ((2, True), (1, False)):
        state = table(expansion=True)
        win(state, "illusionist", seat=0)
        give(state, 0, amulet=amulets)
        auction(state, "alchemist")
        bid(state, 0, fairy=2, amulet=True)
        RULES.apply(state, 0, Action("bid_fairy", amount=1))
        RULES.apply(state, 0, Action("bid_gold", amount=0))
        doubled = Action("seal", black=False, amulet=True)
        assert (doubled in RULES.legal_actions(state, 0)) == second_may_double


def test_illusionist_seals_two_hands_in_a_silver_rebid_too():
    """Ruling (docs/rulings.md): the Illusionist's holder seals two different bids in every
    auction, silver rebids included; after the reveal it chooses which
    counts and pays only that."""
    state = table(expansion=True)
    win(state, "illusionist", seat=0)
    auction(state, "alchemist")
    bid(state, 0, fairy=2)
    bid(state, 0, fairy=1)
    bid_all_but_0 = [bid(state, s, fairy=f) for s, f in ((1, 2), (2, 0), (3, 0))]
    assert bid_all_but_0 and RULES.pending(state)[0].kind == "pick_hand"
    decide(state, Action("hand", hand=1))            # 2 against 2: a tie
    silver = state.seats[0]["silver"]
    rebid(state, 0, silver=4)
    # the second silver hand holds what the first left
    assert [a.amount for a in RULES.legal_actions(state, 0)] == list(range(silver - 4 + 1))
    rebid(state, 0, silver=1)
    events = rebid(state, 1, silver=2)
    assert [e.bids for e in events if e.kind == "rebid_hands"] == [((0, ((4, False), (1, False))), (1, ((2, False),)))]
    assert RULES.pending(state)[0].kind == "pick_hand"
    decide(state, Action("hand", hand=1))            # 4 beats 2: pays 4 silver only
    assert state.seats[0]["silver"] == silver - 4 and state.seats[0]["gold"] == 5

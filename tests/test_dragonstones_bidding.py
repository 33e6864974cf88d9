"""Fist of Dragonstones: sealed bids, ties, curses, amulets, the Thief's
target and the bank running out."""
import pytest

from game.core import Action, IllegalAction
from game.dragonstones import RULES
from game.dragonstones.rules import bid_value, rank_bids
from test_dragonstones_helpers import auction, bid, bid_all, decide, give, rebid, stones, table, win


def test_start_holdings_and_first_auction_is_the_witch():
    """Each seat starts with 8 fairy gold, 2 gold, 5 silver, 4 stones and 0
    points; a round is 10 auctions, the Witch first."""
    state = RULES.new_state(5, 3)
    for player in state.seats:
        assert (player["fairy"], player["gold"], player["silver"], player["points"]) == (8, 2, 5, 0)
        assert player["red"] + player["blue"] + player["yellow"] == 4
    assert state.auction["card"] == "witch"
    assert len(state.pile) == 9 and sum(c in ("magician", "thief") for c in state.pile) == 2


def test_bid_steps_and_everyone_pays():
    """Bids are sealed fairy gold + gold; when all are in they are revealed
    and everyone pays: fairy gold in front of its own screen, gold to the
    bank.  The highest bid wins."""
    state = table()
    auction(state, "alchemist")
    events = bid(state, 0, fairy=3, gold=1)
    assert [e.kind for e in events] == ["bid_sealed"]
    assert state.seats[0]["fairy"] == 8          # nothing paid before the reveal
    bid(state, 1, fairy=2)
    bid(state, 2, gold=2)
    events = bid(state, 3)
    assert any(e.kind == "reveal" for e in events)
    assert (state.seats[0]["fairy"], state.seats[0]["front"], state.seats[0]["gold"]) == (5, 3, 4)  # +3 Alchemist
    assert state.seats[2]["gold"] == 0 and state.seats[1]["front"] == 2
    assert any(e.kind == "winner" and e.seat == 0 for e in events)


def test_all_zero_bids_discard_the_card():
    """If nobody bids, nobody wins and the card is discarded."""
    state = table()
    auction(state, "alchemist")
    events = bid_all(state, [0, 0, 0, 0])
    assert any(e.kind == "no_winner" and e.reason == "no_bids" for e in events)
    assert "alchemist" in state.special_discard
    assert state.seats[0]["gold"] == 2


def test_top_tie_rebids_in_silver_only_among_the_tied():
    """Tied top bidders (only they) rebid in silver, sealed; all silver bid
    goes to the bank; the higher silver bid wins."""
    state = table()
    auction(state, "alchemist")
    bid_all(state, [3, 3, 1, 0])
    assert {d.seat for d in RULES.pending(state)} == {0, 1}
    assert RULES.legal_actions(state, 2) == []
    rebid(state, 0, silver=2)
    events = rebid(state, 1, silver=1)
    assert state.seats[0]["silver"] == 3 and state.seats[1]["silver"] == 4
    assert state.seats[0]["gold"] == 5      # won: Alchemist's 3 gold
    assert any(e.kind == "rebid_reveal" for e in events)


def test_second_tie_discards_the_card():
    """A second tie: nobody wins, the silver stays in the bank, the card is
    discarded."""
    state = table()
    auction(state, "alchemist")
    bid_all(state, [2, 2, 0, 0])
    rebid(state, 0, silver=1)
    events = rebid(state, 1, silver=1)
    assert any(e.kind == "no_winner" and e.reason == "second_tie" for e in events)
    assert state.seats[0]["silver"] == 4 and state.seats[0]["gold"] == 2


def test_amulet_doubles_a_bid_and_a_silver_rebid_then_returns_to_the_bank():
    """The red amulet doubles that bid (gold or silver rebid) and goes back
    to the bank; it lasts until used."""
    assert bid_value({"fairy": 2, "gold": 1, "amulet": True}) == 6
    assert bid_value({"silver": 3, "amulet": True}) == 6
    state = table()
    give(state, 0, amulet=1)
    give(state, 1, amulet=1)
    auction(state, "alchemist")
    bid(state, 0, fairy=2, amulet=True)
    bid(state, 1, fairy=3)
    bid(state, 2, fairy=4)
    bid(state, 3)
    assert state.seats[0]["amulet"] == 0 and state.bank["amulet"] == 1
    # 0 (2x2=4) and 2 (4) tie; 0 rebids 2 silver doubled by... it has no amulet left
    rebid(state, 0, silver=2)
    rebid(state, 2, silver=3)
    assert state.seats[2]["gold"] == 5
    auction(state, "gnome")
    bid_all(state, [1, 1, 0, 0])
    assert [a for a in RULES.legal_actions(state, 1) if a.kind == "bid_silver"]
    rebid(state, 0, silver=2)
    rebid(state, 1, silver=2, amulet=True)       # 2 silver x2 beats 2
    assert state.seats[1]["gold"] == 4 and state.seats[1]["amulet"] == 0


def test_black_coin_curses_the_card():
    """A bid holding the black coin curses the card: the winner pays and gets
    no power; the coin returns to the bank."""
    state = table()
    give(state, 2, black=1)
    auction(state, "alchemist")
    bid(state, 0, fairy=4)
    bid(state, 1)
    bid(state, 2, black=True)
    events = bid(state, 3)
    assert any(e.kind == "winner" and e.seat == 0 and e.cursed for e in events)
    assert state.seats[0]["gold"] == 2 and state.seats[0]["front"] == 4
    assert state.seats[2]["black"] == 0 and state.bank["black"] == 2


def test_unused_black_coin_and_fairy_gold_at_round_end():
    """At round end fairy gold in front of the screens goes back behind them
    and unused black coins return to the bank."""
    state = table()
    give(state, 1, black=1)
    state.pile = []
    auction(state, "alchemist")
    state.pile = []
    bid_all(state, [3, 0, 0, 0])
    assert state.round == 2 and state.auction["card"] == "witch"
    assert state.seats[0]["fairy"] == 8 and state.seats[0]["front"] == 0
    assert state.seats[1]["black"] == 0


def test_gold_and_silver_vanish_at_round_end():
    """Seed: at the end of each round the players' ordinary gold and silver
    vanish back to the bank; only fairy gold, being magic, stays."""
    state = table()
    give(state, 2, gold=3, silver=4)
    bank_gold, bank_silver = state.bank["gold"], state.bank["silver"]
    held_gold = sum(p["gold"] for p in state.seats)
    held_silver = sum(p["silver"] for p in state.seats)
    state.pile = []
    auction(state, "alchemist")
    state.pile = []
    bid_all(state, [3, 0, 0, 0])
    assert state.round == 2
    assert all(p["gold"] == 0 and p["silver"] == 0 for p in state.seats)
    assert state.bank["gold"] == bank_gold + held_gold and state.bank["silver"] == bank_silver + held_silver
    assert state.seats[0]["fairy"] == 8


def test_rank_bids():
    """rank_bids: all zero -> none; single best -> winner; shared best -> tie;
    the Black Death is taken by the lowest."""
    assert rank_bids([0, 0, 0]) == ("none", [])
    assert rank_bids([1, 4, 2]) == ("winner", [1])
    assert rank_bids([4, 4, 2]) == ("tie", [0, 1])
    assert rank_bids([None, 3, 3]) == ("tie", [1, 2])
    assert rank_bids([1, 4, 2], lowest=True) == ("winner", [0])


def test_bid_over_holdings_is_illegal():
    """A seat cannot bid more fairy gold or gold than it holds, nor a black
    coin it does not hold."""
    state = table()
    with pytest.raises(IllegalAction, match="0 to 8"):
        RULES.apply(state, 0, Action("bid_fairy", amount=9))
    RULES.apply(state, 0, Action("bid_fairy", amount=1))
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, Action("seal", black=True, amulet=False))


# --- the Thief ---------------------------------------------------------------

def test_thief_steals_a_stone_of_its_choice_from_the_second_highest():
    """The Thief steals one stone of its choice from the second-highest bidder."""
    state = table()
    give(state, 1, red=1, blue=2)
    give(state, 2, yellow=3)
    auction(state, "thief")
    bid_all(state, [4, 2, 1, 0])
    assert sorted(a.colour for a in RULES.legal_actions(state, 0)) == ["blue", "red"]
    assert {a.seat for a in RULES.legal_actions(state, 0)} == {1}
    decide(state, Action("steal", seat=1, colour="blue"))
    assert stones(state, 0)["blue"] == 1 and stones(state, 1)["blue"] == 1


def test_thief_after_a_tie_break_robs_the_second_silver_bidder():
    """After a tie-break the Thief's target is the second-highest silver
    bidder, not the second-highest first bid."""
    state = table()
    give(state, 1, red=1)
    give(state, 2, blue=1)
    auction(state, "thief")
    bid_all(state, [3, 3, 2, 0])
    rebid(state, 0, silver=2)
    rebid(state, 1, silver=0)      # one choice only (seat 1's red stone): taken at once
    assert stones(state, 0)["red"] == 1 and stones(state, 2)["blue"] == 1


def test_thief_lone_bidder_may_rob_any_seat_with_stones_first():
    """If only the winner bid more than 0, every other seat counts as second;
    among several second seats it must pick one with stones."""
    state = table()
    give(state, 2, red=1)
    give(state, 3, yellow=2)
    auction(state, "thief")
    bid_all(state, [2, 0, 0, 0])
    assert {a.seat for a in RULES.legal_actions(state, 0)} == {2, 3}


def test_thief_takes_gold_then_fairy_gold_from_a_seat_without_stones():
    """A target with no stones loses 1 gold; with no gold, 1 fairy gold."""
    state = table()
    auction(state, "thief")
    bid_all(state, [3, 2, 0, 0])         # only target: seat 1, no stones -> forced
    assert state.seats[0]["gold"] == 3 and state.seats[1]["gold"] == 1
    give(state, 1, gold=0)
    auction(state, "thief")
    bid_all(state, [2, 1, 0, 0])
    assert state.seats[1]["fairy"] == 4 and state.seats[0]["fairy"] == 4


# --- the bank ------------------------------------------------------------------

def test_bank_pays_a_gain_only_as_far_as_it_can():
    """What the bank lacks cannot be gained; a partial gain is paid as far
    as it goes."""
    state = table()
    give(state, 3, gold=state.seats[3]["gold"] + state.bank["gold"] - 1)
    assert state.bank["gold"] == 1
    events = win(state, "alchemist", seat=0)
    assert state.seats[0]["gold"] == 3 and state.bank["gold"] == 0
    assert [e.amount for e in events if e.kind == "move" and e.item == "gold" and e.taker == 0] == [1]
    win(state, "alchemist", seat=0)
    assert state.seats[0]["gold"] == 3


def test_bank_without_a_colour_offers_no_such_stone():
    """Ancient Dragon: only colours the bank still has can be taken."""
    state = table()
    give(state, 1, red=12)
    win(state, "ancient_dragon_1")
    assert {a.colour for a in RULES.legal_actions(state, 0)} == {"blue", "yellow"}


def test_first_to_three_points_wins_at_once():
    """The first seat to reach 3 points wins at once."""
    state = table()
    give(state, 2, points=2)
    win(state, "quack_wizard_1", seat=2)     # no stones: a free point
    assert RULES.is_over(state) and RULES.pending(state) == []
    assert RULES.outcome(state).winners == (2,)


def test_thief_fairy_gold_fallback_takes_from_in_front_of_the_screen():
    """Ruling (docs/rulings.md): a target with no stones and no gold loses 1 fairy gold from
    behind its screen first, else from the fairy gold lying in front of it."""
    state = table()
    give(state, 1, gold=0, fairy=1)
    auction(state, "thief")
    bid_all(state, [2, 1, 0, 0])          # seat 1's last fairy gold now lies in front
    assert state.seats[1]["fairy"] == 0 and state.seats[1]["front"] == 0
    assert state.seats[0]["fairy"] + state.seats[0]["front"] == 9


def test_safety_stop_ends_the_game_after_40_rounds():
    """Ruling (docs/rulings.md): a game still running after 40 rounds ends; most points
    wins, then most stones."""
    from game.dragonstones.data import MAX_ROUNDS
    state = table()
    assert MAX_ROUNDS == 40
    state.round = MAX_ROUNDS
    give(state, 1, points=2, red=1)
    give(state, 2, points=2, blue=3)
    state.pile = []
    auction(state, "witch")
    state.pile = []
    bid_all(state, [0, 0, 0, 0])
    assert RULES.is_over(state) and state.round == MAX_ROUNDS
    assert RULES.outcome(state).winners == (2,)

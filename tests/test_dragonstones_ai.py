"""Fist of Dragonstones Normal bot: legal answers through determinizations,
whole games that end by points, and the key decisions."""
import random

from game.ai import decide
from game.core import Action
from game.dragonstones import RULES
from game.dragonstones.ai import NormalBot
from game.match import AI, Match, Seat
from test_dragonstones_helpers import auction, bid, give, table, win


def planned_bid(state, seat):
    """The (fairy, gold, black, amulet) the bot seals for the card on
    auction, played step by step on a copy of `state`."""
    state = state.clone()
    bot, rng = NormalBot(), random.Random(0)
    while not state.auction["bids"][seat]:
        RULES.apply(state, seat, decide(RULES, state, seat, bot, rng))
    sealed = state.auction["bids"][seat][0]
    return sealed["fairy"], sealed["gold"], sealed["black"], sealed["amulet"]


def bot_answer(state, seat=0):
    return decide(RULES, state, seat, NormalBot(), random.Random(1))


# --- whole games ------------------------------------------------------------

def test_normal_bot_plays_whole_games_against_easy_bots_with_legal_actions():
    """Seeded games Normal + 3 Easy (expansion on and off) finish; every
    Normal choice was legal (Match.submit checks it)."""
    for seed, expansion in ((1, False), (2, True)):
        seats = [Seat("n", AI, "normal")] + [Seat(f"e{i}", AI, "easy") for i in range(3)]
        match = Match("dragonstones", seats, seed, {"expansion": expansion})
        match.play_ai_turns()
        assert match.is_over()


def test_four_normal_bots_end_the_game_by_points_before_round_20():
    """Normal bots bid to win cards: someone reaches 3 points, no stalemate."""
    for seed in (0, 3):
        match = Match("dragonstones", [Seat(f"n{i}", AI, "normal") for i in range(4)], seed)
        match.play_ai_turns()
        assert match.state.winner is not None
        assert match.state.round < 20


def test_normal_bot_answers_every_kind_of_decision_legally():
    """Random games (expansion on) where seat 0 is the Normal bot, seeing
    only determinizations: every answer is legal."""
    bot = NormalBot()
    for seed in range(4):
        state = RULES.new_state(4, 50 + seed, {"expansion": True})
        rng = random.Random(seed)
        while RULES.pending(state):
            seat = RULES.pending(state)[0].seat
            if seat == 0:
                action = decide(RULES, state, 0, bot, rng)
            else:
                action = rng.choice(RULES.legal_actions(state, seat))
            assert action in RULES.legal_actions(state, seat), action
            RULES.apply(state, seat, action)


def test_normal_bot_never_reads_hidden_coins():
    """Its bid depends on the view only: how the hidden coins are shared
    between the other screens does not matter (the bank is unchanged)."""
    state = table()
    give(state, 0, points=1, red=3, blue=1)
    auction(state, "red_dragon")
    before = planned_bid(state, 0)
    give(state, 1, fairy=0, gold=0)
    give(state, 2, fairy=16, gold=4)
    assert planned_bid(state, 0) == before


# --- bidding ------------------------------------------------------------------

def test_bids_high_for_a_sorcerer_that_wins_the_game():
    """With 1 point and 4 red stones the Sorcerer's 2 points win: the bot bids
    most of its money; without a set of four it bids little."""
    state = table()
    give(state, 0, points=1, red=4)
    auction(state, "sorcerer")
    fairy, gold, _, _ = planned_bid(state, 0)
    assert fairy + gold >= 8
    state = table()
    give(state, 0, points=1, red=3, blue=1)
    auction(state, "sorcerer")
    fairy, gold, _, _ = planned_bid(state, 0)
    assert fairy + gold <= 2


def test_bids_for_the_card_that_wins_the_game_though_another_comes_later():
    """The game ends at the first win: with 2 points and 4 blue stones the
    Magician on auction wins it now, so the bot bids most of its money
    rather than waiting for the Sorcerer still to come this round (a win
    later is no surer than one now, and counts once)."""
    state = table()
    give(state, 0, points=2, blue=4)
    auction(state, "magician")
    assert "sorcerer" in state.pile
    fairy, gold, _, _ = planned_bid(state, 0)
    assert fairy + gold >= 8


def test_expects_a_rival_to_bid_as_rivals_in_its_place_were_seen_to():
    """A rival's bid is expected as Normal's rivals were seen to bid (the
    learned table of bids): one whose Magician wins it the game bids 7 or
    more several times as often as one who only keeps it from that rival,
    and a rival who wants the card on auction little mostly bids nothing."""
    state = table()
    give(state, 1, points=2, blue=4)
    auction(state, "magician")
    chances = NormalBot().rival_bid_chances(RULES.view(state, 0), 0)
    assert sum(chances[1][7:]) > 3 * sum(chances[2][7:])
    state = table()
    give(state, 0, red=2, blue=1)
    auction(state, "red_dragon")
    chances = NormalBot().rival_bid_chances(RULES.view(state, 0), 0)
    assert all(chances[rival][0] >= 0.5 for rival in (1, 2, 3))


def test_a_card_is_left_to_the_seat_wanting_it_most_which_takes_it_with_a_coin():
    """In this all-pay auction a card nobody else bids on goes to a single
    coin, and without silver a tie discards it: the seat that wants a card
    most (as every seat can tell from the table) is expected to bid at
    least a coin for it and takes it with one; the others leave it such a
    minor card.  Seat 0's Yellow Dragon (two red stones, a blue one: a
    Wizard's set) is worth more to it than to anyone."""
    from game.dragonstones.ai import Table
    state = table()
    give(state, 0, red=2, blue=1)
    auction(state, "yellow_dragon")
    fairy, gold, _, _ = planned_bid(state, 0)
    assert fairy + gold == 1
    for rival in (1, 2, 3):
        _, auctions, _ = NormalBot().bid_options(Table(RULES.view(state, rival), rival))
        assert auctions.claimant("yellow_dragon") == 0
        assert planned_bid(state, rival)[:2] == (0, 0)
    chances = NormalBot().rival_bid_chances(RULES.view(state, 1), 1)
    assert chances[0][0] == 0 and chances[0][1] > 0


def test_the_table_of_bids_is_learned_from_the_bids_revealed():
    """learn_bids counts every rival's revealed bid under the kind its seat
    filed it as, and makes each kind's chances of each bid (the counts of
    every seat count as the prior) add up to one."""
    from game.dragonstones.learn_bids import chances, count_bids
    from game.dragonstones.rival_bids import FAIR_SHARES, TOP_BID
    counts = count_bids(3, games=1, seed=5)
    assert sum(counts.values()) > 20 and all(kind in FAIR_SHARES and 0 <= bid <= TOP_BID for kind, bid in counts)
    learned = chances({3: counts, 4: counts})
    for kinds in learned.values():
        assert set(kinds) == set(FAIR_SHARES)
        assert all(abs(sum(row) - 1) < 1e-3 and len(row) == TOP_BID + 1 for row in kinds.values())
    most_seen = max(FAIR_SHARES, key=lambda kind: sum(n for (k, _), n in counts.items() if k == kind))
    most_bid = max(range(TOP_BID + 1), key=lambda bid: counts[most_seen, bid])
    assert max(learned[3][most_seen]) == learned[3][most_seen][most_bid]


def test_values_the_stone_that_completes_a_set():
    """With 3 red stones, the Red Dragon (a Sorcerer's set of four) is worth
    more than twice the Yellow Dragon (a Wizard's set of one of each) to
    the bot: with little money it bids at least as much for the red one
    (a coin takes either when nobody else wants it)."""
    from game.dragonstones.ai import Table
    bids, worth, best = {}, {}, {}
    for dragon in ("red_dragon", "yellow_dragon"):
        state = table()
        give(state, 0, points=0, red=3, blue=1, fairy=2, gold=0)
        auction(state, dragon)
        fairy, gold, _, _ = planned_bid(state, 0)
        bids[dragon] = fairy + gold
        options, _, worth[dragon] = NormalBot().bid_options(Table(RULES.view(state, 0), 0))
        best[dragon] = max(options)[1]
    assert worth["red_dragon"] > 2 * worth["yellow_dragon"]
    assert bids["red_dragon"] >= bids["yellow_dragon"] and best["red_dragon"] >= best["yellow_dragon"]


def test_spends_its_gold_on_the_last_card_of_the_round():
    """Gold vanishes at round end: on the round's last card the bot bids it."""
    state = table()
    give(state, 0, blue=1)
    state.pile = []
    auction(state, "red_dragon")
    assert not state.pile
    fairy, gold, _, _ = planned_bid(state, 0)
    assert gold == state.seats[0]["gold"] == 2


def test_curses_a_rivals_winning_card_with_the_black_coin():
    """Seat 1 (2 points, 4 stones) would win with the Magician: seat 2 holds
    a black coin and curses the card."""
    state = table()
    give(state, 1, points=2, blue=4)
    give(state, 2, black=1)
    auction(state, "magician")
    assert planned_bid(state, 2)[2] is True


def test_keeps_the_black_coin_when_nobody_threatens():
    state = table()
    give(state, 1, blue=1)
    give(state, 2, black=1)
    auction(state, "red_dragon")
    assert planned_bid(state, 2)[2] is False


# --- powers ---------------------------------------------------------------------

def test_takes_the_winning_exchange():
    """With 2 points and 4 stones the Magician's point wins: the bot pays.
    A hoard of stones is no reason to keep them when one exchange wins."""
    state = table()
    give(state, 0, points=2, red=2, blue=2)
    win(state, "magician")
    assert bot_answer(state).kind == "exchange"
    state = table()
    give(state, 0, points=2, red=12, blue=12, yellow=12)
    win(state, "wizard")
    assert bot_answer(state).kind == "exchange"


def test_takes_a_point_rather_than_silver_for_tie_breaks():
    """Silver is kept for tie-breaks, but a point in hand is worth more: with
    no points and one stone of each colour the Wizard's point is taken, not
    its 3 silver."""
    state = table()
    give(state, 0, points=0, silver=0, red=1, blue=1, yellow=1)
    win(state, "wizard")
    assert bot_answer(state).kind == "exchange"


def test_sorcerer_pays_the_colour_it_has_four_of():
    state = table()
    give(state, 0, points=0, red=1, blue=4, yellow=1)
    win(state, "sorcerer")
    action = bot_answer(state)
    assert action == Action("exchange", red=0, blue=4, yellow=0)


def test_thief_steals_from_a_seat_with_stones_preferring_the_leader():
    """Only the thief bid, so every other seat counts as second: the bot
    steals from the leader, a stone it can use."""
    state = table()
    give(state, 0, red=3)
    give(state, 1, red=1, points=0)
    give(state, 2, red=1, blue=1, points=2)
    win(state, "thief")
    action = bot_answer(state)
    assert action.seat == 2 and action.colour == "red"


def test_brigand_robs_the_seat_that_got_gold_this_round():
    """Seat 3 won the Alchemist (3 gold) this round: the Brigand robs it."""
    state = table()
    win(state, "alchemist", seat=3)
    win(state, "brigand")
    assert bot_answer(state) == Action("target", seat=3)


def test_necromancer_takes_the_winning_point_and_declines_a_dear_one():
    state = table()
    give(state, 0, points=2)
    win(state, "necromancer", fairy=6)
    assert bot_answer(state).kind == "use"
    state = table()
    give(state, 0, points=0, red=1, blue=1)
    win(state, "necromancer", fairy=8)
    assert bot_answer(state).kind == "decline"


def test_merchant_buys_the_stone_that_completes_a_set_with_gold():
    """3 red stones, the Sorcerer still to come: the Merchant buys a red
    stone, paying in silver or gold before fairy gold."""
    state = table()
    give(state, 0, red=3)
    state.pile = ["sorcerer"] + [c for c in state.pile if c != "sorcerer"]
    win(state, "merchant")
    action = bot_answer(state)
    assert action.kind == "buy" and action.colour == "red" and action.pay in ("silver", "gold")


def test_rainbow_dragon_stops_when_the_named_colour_is_likely():
    """Four stones drawn and the named colour is most of the bag: stop."""
    state = table()
    give(state, 0, red=2, blue=1)
    win(state, "rainbow_dragon")
    frame = state.stack[-1]
    frame.update(stage="rainbow_draw", colour="red", drawn={"red": 0, "blue": 2, "yellow": 2})
    assert bot_answer(state) == Action("stop")
    frame.update(drawn={"red": 0, "blue": 0, "yellow": 0})
    assert bot_answer(state) == Action("draw")


def test_troll_names_the_colour_that_hurts_rivals_most():
    state = table()
    give(state, 0, red=2, blue=0, yellow=0)
    give(state, 1, blue=4, points=1)
    give(state, 2, yellow=1)
    win(state, "troll")
    assert bot_answer(state) == Action("colour", colour="blue")


# --- playing like a person: ties, silver, reports ----------------------------

def planned_rebid(state, seat):
    """The silver the bot rebids in the tie-break now open."""
    state = state.clone()
    bot, rng = NormalBot(), random.Random(0)
    while state.auction["mode"] == "rebid" and not state.auction["sealed"][seat]:
        RULES.apply(state, seat, decide(RULES, state, seat, bot, rng))
    return (state.auction["rebids"] or [None] * state.players)[seat]


def tie_for(card, silver=5):
    """Seats 0 and 1 tied at 2 fairy gold for `card`; both hold `silver`."""
    from test_dragonstones_helpers import bid_all
    state = table()
    for seat in (0, 1):
        give(state, seat, silver=silver)
    auction(state, card)
    bid_all(state, [2, 2, 0, 0])
    assert state.auction["mode"] == "rebid"
    return state


def test_keeps_silver_for_later_tie_breaks_on_a_minor_card():
    """A person does not throw all its silver at a card worth little: the
    rebid for a Fairy (1 fairy gold) keeps some silver back."""
    state = tie_for("fairy_1")
    rebid = planned_rebid(state, 0)
    assert rebid[0]["silver"] < 5


def test_tied_seats_seldom_rebid_the_same_silver():
    """Equal seats in equal tie-breaks choose their silver by their own mood:
    over many auctions their rebids differ at least as often as not."""
    same = 0
    for history in range(20):
        state = tie_for("blue_dragon")
        state.history = [{"round": 0, "card": "witch", "bids": [None] * 4, "rebids": None,
                          "winner": None, "cursed": False}] * history
        same += planned_rebid(state, 0) == planned_rebid(state, 1)
    assert same <= 10


def test_expects_a_tied_rival_to_rebid_little_and_as_it_did_before():
    """A person keeps silver back, so a tied rival is more likely to rebid
    a coin than all it may hold; and a rival that rebid 2 silver before
    is expected to do so again."""
    from game.dragonstones.ai import Table
    state = tie_for("blue_dragon")
    fresh = NormalBot.rival_rebid(Table(RULES.view(state, 0), 0), 1)
    assert len(fresh) > 2 and fresh[1] > fresh[-1]
    state.history = [{"round": 0, "card": "witch", "bids": [None] * 4, "winner": None, "cursed": False,
                      "rebids": [None, {"silver": 2, "amulet": False}, None, None]}] * 6
    habit = NormalBot.rival_rebid(Table(RULES.view(state, 0), 0), 1)
    assert habit[2] > fresh[2] and habit[2] == max(habit)


def test_report_counts_how_auctions_end():
    """game.report: rounds per game and the share of auctions tied and
    discarded after a tie, from seeded Normal games."""
    from game.report import run_report
    report = run_report("dragonstones", ["normal"] * 3, games=2, seed=1)
    assert report["rounds_per_game"] >= 1 and report["auctions_per_game"] >= 10
    assert 0 <= report["discarded_after_tie"] <= report["tied"] <= 1 and report["price_per_point"] > 0


def test_a_rival_that_takes_a_card_left_to_the_bot_for_two_coins_cannot_exploit_the_one_coin_claim():
    """The seat a card is left to takes it with a coin when the others leave
    it; a person who bids two takes it cheaply from a bot that always bids
    one.  Once seat 1 has taken seat 0's Yellow Dragon (seat 0's Wizard set)
    over its single coin with two, seat 0 expects it to bid so again and
    bids what the card is worth against that: more than two.  (The old
    claimant bid one coin again.)"""
    state = table()
    give(state, 0, red=2, blue=1, gold=0)
    give(state, 1, gold=0)
    auction(state, "yellow_dragon")
    assert planned_bid(state, 0)[:2] == (1, 0)
    bid(state, 0, fairy=1)
    bid(state, 1, fairy=2)
    bid(state, 2)
    bid(state, 3)
    assert state.history[-1]["winner"] == 1
    give(state, 0, red=2, blue=1, yellow=0)
    give(state, 1, yellow=0)
    auction(state, "yellow_dragon")
    fairy, gold, _, _ = planned_bid(state, 0)
    assert fairy + gold > 2

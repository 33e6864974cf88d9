"""Fist of Dragonstones gives Hard a guide of its own (`guide.HardGuide`):
Normal that foresees each rival's sealed bid, planned as Normal plans it
from the public record, and bids against those bids."""
import random

from game.ai import hard_bot
from game.dragonstones import RULES, TITLE
from game.dragonstones.ai import NormalBot, Table
from game.dragonstones.guide import HardGuide, foreseen_top
from game.registry import title
from tests.test_dragonstones_helpers import auction, give, table


def plan(bot, state, seat=0):
    """The whole sealed bid (fairy gold + gold) the bot plans for the card on auction."""
    fairy, gold, _, _ = bot.plan_bid(Table(RULES.view(state, seat), seat))
    return fairy + gold


def foreseen(state, seat=0):
    return foreseen_top(Table(RULES.view(state, seat), seat))


def test_the_title_gives_hard_its_guide():
    assert title("dragonstones") is TITLE and TITLE.hard_guide is HardGuide
    assert type(hard_bot("dragonstones", 0.1).guide) is HardGuide


def a_winning_sorcerer_each_rival_can_outbid(seed):
    """Seat 0 has 1 point and four red stones: the Sorcerer's 2 points win
    it the game.  It holds 8 fairy gold; each rival holds 8 and 2 gold."""
    state = table(seed=seed)
    give(state, 0, points=1, red=4, gold=0)
    auction(state, "sorcerer")
    return state


def test_the_guide_lets_a_card_go_that_a_rival_is_foreseen_to_outbid_it_for():
    """Every bid is paid, won or lost: where a rival will bid all its 10
    coins to keep seat 0 from winning, the guide bids nothing rather than
    pay its 8 for nothing, as Normal does."""
    for seed in range(3):
        state = a_winning_sorcerer_each_rival_can_outbid(seed)
        assert foreseen(state) == 10
        assert plan(NormalBot(), state) == 8
        assert plan(HardGuide(), state) == 0


def test_the_guide_bids_a_coin_over_the_highest_foreseen_bid():
    """Seat 0 and seat 1 both hold four red stones, the Sorcerer's 2
    points for either; seat 1 has spent 6 of its fairy gold this round
    (it lies in front of its screen): seat 1 is foreseen to bid 2, and the
    guide bids 3 where Normal pays 5."""
    state = table(seed=1)
    give(state, 0, red=4)
    give(state, 1, red=4, fairy=2, front=6)
    state.bank["fairy"] -= 6
    auction(state, "sorcerer")
    assert foreseen(state) == 2
    assert plan(NormalBot(), state) == 5
    assert plan(HardGuide(), state) == 3


def test_the_guide_foresees_from_the_public_record_not_the_rivals_screens():
    """The rivals' coins behind their screens are reckoned from what the
    table shows: moving fairy gold from behind one rival's screen to
    another's changes nothing the guide does."""
    state = a_winning_sorcerer_each_rival_can_outbid(0)
    moved = state.clone()
    moved.seats[1]["fairy"] -= 5
    moved.seats[2]["fairy"] += 5
    assert RULES.view(moved, 0).seats == RULES.view(state, 0).seats
    assert foreseen(moved) == foreseen(state)
    for seed in range(3):
        assert HardGuide().choose(RULES, moved.clone(), 0, random.Random(seed)) \
            == HardGuide().choose(RULES, state.clone(), 0, random.Random(seed))

"""Fist of Dragonstones Normal bot: legal answers, sensible choices, whole games."""
import random

from game.ai import decide
from game.core import Action
from game.dragonstones import RULES
from game.dragonstones.ai import NormalBot
from game.match import AI, Match, Seat
from test_dragonstones_helpers import give, table, win


def test_normal_bot_plays_whole_games_against_easy_bots_with_legal_actions():
    """Seeded games Normal + 3 Easy (expansion on and off) finish; every
    Normal choice was legal (Match.submit checks it)."""
    for seed, expansion in ((1, False), (2, True)):
        seats = [Seat("n", AI, "normal")] + [Seat(f"e{i}", AI, "easy") for i in range(3)]
        match = Match("dragonstones", seats, seed, {"expansion": expansion})
        match.play_ai_turns()
        assert match.is_over()


def test_normal_bot_takes_the_winning_exchange():
    """With 2 points and 4 stones the Magician's point wins: the bot pays."""
    state = table()
    give(state, 0, points=2, red=2, blue=2)
    win(state, "magician")
    action = decide(RULES, state, 0, NormalBot(), random.Random(1))
    assert action.kind == "exchange"


def test_normal_bot_bids_more_for_a_winning_card_and_curses_a_rival_win():
    """A card that would win the game is bid on; a rival's winning card is
    cursed with a held black coin."""
    state = table()
    give(state, 0, points=2, red=4)
    give(state, 1, points=2, blue=4)
    win(state, "red_dragon", seat=3)
    state.pile = ["sorcerer"] + [c for c in state.pile if c != "sorcerer"]
    RULES._start_auction(state, [])
    bot = NormalBot()
    fairy, gold, black, amulet = bot.plan_bid(RULES.determinize(state, 0, random.Random(2)), 0)
    assert fairy + gold >= 4
    give(state, 2, black=1)
    assert bot.plan_bid(RULES.determinize(state, 2, random.Random(3)), 2)[2] is True


def test_normal_bot_answers_every_kind_of_decision():
    """Random games where seat 0 is the Normal bot: every answer is legal."""
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

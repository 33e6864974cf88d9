"""Citadels Normal bot: legal, deterministic for a seed, and better than random."""
import random

from game.ai import RandomBot, decide
from game.citadels import RULES
from game.citadels.ai import NormalBot, holding_odds, unreadable_murder
from game.citadels.data import ASSASSIN, KING


def play(seed, normal_seat, players=5):
    state = RULES.new_state(players, seed)
    rng = random.Random(seed)
    bots = [NormalBot() if s == normal_seat else RandomBot() for s in range(players)]
    while not RULES.is_over(state):
        seat = RULES.pending(state)[0].seat
        action = decide(RULES, state, seat, bots[seat], rng)
        RULES.apply(state, seat, action)  # raises if the bot picked an illegal action
    return RULES.outcome(state)


def test_normal_beats_random_players_most_of_the_time():
    """One Normal against four Easy, the Normal's seat rotating: it wins clearly more than its share."""
    wins = sum(seat in play(500 + game, seat).winners for game in range(15) for seat in [game % 5])
    assert wins >= 9


def test_normal_plays_every_seat_count():
    for players in range(2, 8):
        assert play(players, 0, players).winners


def test_holding_odds_are_certain_for_own_and_shown_characters():
    """The bot knows its own characters and any character shown when called."""
    state = RULES.new_state(4, 8)
    while state.phase == "draft":
        seat = RULES.pending(state)[0].seat
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    seat = RULES.pending(state)[0].seat
    odds = holding_odds(state, seat, random.Random(1))
    for character in state.chars[seat]:
        assert list(odds[character]) == [seat] and abs(odds[character][seat] - 1) < 1e-9
    assert KING not in state.face_up
    assert sum(odds.get(ASSASSIN, {}).values()) <= 1.0 + 1e-9


def drafted(players, seed):
    """A state in the draft where the seat to pick has seen earlier picks."""
    state = RULES.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(2):
        seat = RULES.pending(state)[0].seat
        RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    return state


def test_the_character_pick_depends_only_on_what_the_seat_can_see():
    """The Normal imagines rounds from the seat's knowledge alone: two
    worlds it cannot tell apart (two determinizations of one table) give the
    same pick for the same luck."""
    for seed in range(3):
        state = drafted(4, seed)
        seat = RULES.pending(state)[0].seat
        picks = {NormalBot().choose(RULES, RULES.determinize(state, seat, random.Random(dealer)), seat,
                                    random.Random(7)) for dealer in (1, 2)}
        assert len(picks) == 1


def test_takes_gold_with_a_district_worth_building_and_draws_with_an_empty_hand():
    """The resource action (2 gold, or draw 2 keep 1): a hand with districts
    still to pay for wants gold; an empty hand wants cards."""
    bot = NormalBot()
    state = RULES.new_state(4, 3)
    seat = 0
    state.hands[seat], state.gold[seat] = ["castle", "palace", "temple"], 1
    assert bot.resource_action(state, seat, {"take_gold", "draw_cards"}).kind == "take_gold"
    state.hands[seat] = []
    assert bot.resource_action(state, seat, {"take_gold", "draw_cards"}).kind == "draw_cards"


def test_hards_rollouts_play_turns_as_normal_does_the_draft_as_its_glance_and_strikes_by_its_beliefs():
    """Hard plays each move it tries on to the round's end: a turn the way
    today's Normal plays it (what Hard's own later moves and the table's
    will be like), a draft pick as Normal's glance at the characters
    judges them (`likely_pick`), and a strike as Normal aims it, by the
    draft histories the striker believes (`believed_holders`), not the
    frozen first Normal's."""
    from game.citadels import evaluate
    state, rng = RULES.new_state(4, 5), random.Random(5)
    seen = set()
    while not RULES.is_over(state) and len(seen) < 3:
        waiting = RULES.pending(state)[0]
        legal = RULES.legal_actions(state, waiting.seat)
        world = RULES.determinize(state, waiting.seat, rng)
        strikes = any(a.kind in ("murder", "rob") for a in legal)
        if waiting.kind == "pick_character":
            expected = evaluate.likely_pick(world.clone(), waiting.seat, legal, random.Random(1))
        elif strikes:
            aim = random.Random(1)
            odds = evaluate.believed_holders(world.clone(), waiting.seat, aim)
            expected = NormalBot().strike(world.clone(), waiting.seat, legal, odds, aim)
        else:
            expected = NormalBot().choose(RULES, world.clone(), waiting.seat, random.Random(1))
        assert evaluate.rollout_action(RULES, world.clone(), waiting.seat, legal, random.Random(1)) == expected
        seen.add("strike" if strikes else waiting.kind if waiting.kind in ("pick_character", "turn") else None)
        seen.discard(None)
        RULES.apply(state, waiting.seat, decide(RULES, state, waiting.seat, NormalBot(), rng))
    assert seen == {"pick_character", "turn", "strike"}


def test_the_assassin_mixes_close_calls_and_names_a_clearly_better_murder():
    """A murder worth a fifth of a point less than the best is named nearly
    as often (a person cannot dodge the Assassin by leaving one character
    alone); one worth five points less almost never."""
    from game.core import Action
    murders = [Action("murder", character=c) for c in (6, 4, 7)]
    rng = random.Random(3)
    close = [unreadable_murder(murders, [3.0, 2.8, 0.5], rng).character for _ in range(400)]
    assert 0.3 <= close.count(4) / 400 <= 0.5 and close.count(6) > close.count(4)
    clear = [unreadable_murder(murders, [6.0, 1.0, 0.5], rng).character for _ in range(400)]
    assert clear.count(6) >= 390


def test_hards_worlds_deal_characters_the_seat_cannot_tell_from_the_table():
    """Hard deals the characters it did not see again by how likely each
    draft history is (`guess_characters`): every world it plays in shows
    the seat exactly its own view of the table, in the draft and in turns."""
    from game.citadels.evaluate import guess_characters
    for players, seed in ((2, 1), (4, 2), (7, 3)):
        state, rng = RULES.new_state(players, seed), random.Random(seed)
        for step in range(40):
            seat = RULES.pending(state)[0].seat
            world = RULES.determinize(state, seat, rng)
            guess_characters(world, seat)
            assert RULES.view(world, seat).to_json() == RULES.view(state, seat).to_json()
            RULES.apply(state, seat, decide(RULES, state, seat, NormalBot(), rng))

"""Rattlebones' Hard search plug-in (game/rattlebones/evaluate.py): the
claims its evaluation and rollouts rest on."""
import random

from game.core import Action
from game.rattlebones import RULES, evaluate
from game.rattlebones.ai import NormalBot

from test_rattlebones_rules import play, set_die, table


def test_a_roll_again_face_is_worth_another_die_rolled_along():
    """Roll Again re-rolls the die with a die not yet rolled: two such faces
    on the die rolled first bring the seat's best other die along a third
    of the time.  The evaluation counts the die it brings, die by die:
    more than the numbers the faces cover."""
    state = table()
    set_die(state, 1, ["p5", "p5", "p5", "p5", "p5"])
    set_die(state, 0, ["p4", "p4", "p4", "5", "6"])
    before = evaluate.dice_worth(state, 0)
    set_die(state, 0, ["p4", "p4", "p4", "roll_again", "roll_again"])
    assert evaluate.dice_worth(state, 0) > before + 0.5


def test_rollouts_count_turns_until_the_end_is_near_then_play_to_the_finish():
    """Nine turns make a rollout's HORIZON at two seats, five at four."""
    for players, turns in ((2, 9), (4, 5)):
        state = table(players=players)
        far = evaluate.progress(state)
        state.turn += turns
        assert evaluate.progress(state) == far + evaluate.HORIZON
    state = table()
    far = evaluate.progress(state)
    state.turn += 3
    assert evaluate.progress(state) == far + 3 * evaluate.HORIZON // 9
    state.scores = [state.marker - 2, 10]
    near = evaluate.progress(state)
    state.turn += 3
    assert evaluate.progress(state) == near < far + evaluate.HORIZON


def test_a_nine_pip_in_a_rollout_lands_where_the_offered_face_helps_most():
    """Late in the game a plain number is worth little: the star two
    spaces before START beats the other tiles."""
    state = table(tiles=("nine_pip", "thief", "arrow", "rank", "gold", "star", "plus_one"))
    state.scores = [40, 40]
    set_die(state, 0, ["nine_pip", "nine_pip", "nine_pip", "nine_pip", "nine_pip"])
    play(state, Action("take", die=0), Action("move", monkey=0), rolls=[1])
    assert state.phase == "distance"
    choice = evaluate.rollout_action(RULES, state, 0, RULES.legal_actions(state, 0), random.Random(0))
    assert state.tiles[choice.n] == "star"


def test_the_rollout_policy_makes_normals_move_almost_always():
    """Rollouts stand in for the table's Normal bots, cheaply: along a
    Normal game they pick Normal's move in at least 85 % of the decisions
    with a choice (90.3 % measured at seeds 3-6, 89.1 % before a rollout's
    monkey weighed where it stands; 96 % before Normal weighed that in
    every face it takes, which the rollouts' new faces leave out for speed)."""
    bot, same, asked = NormalBot(), 0, 0
    for seed in (3, 4):
        state = RULES.new_state(4, seed)
        rng = random.Random(seed)
        while not RULES.is_over(state):
            seat = state.seat
            legal = RULES.legal_actions(state, seat)
            action = bot.choose(RULES, state, seat, rng) if len(legal) > 1 else legal[0]
            if len(legal) > 1:
                asked += 1
                same += evaluate.rollout_action(RULES, state.clone(), seat, legal, random.Random(0)) == action
            RULES.apply(state, seat, action)
    assert same >= 0.85 * asked


def test_the_evaluation_favours_the_eventual_winner_late_in_the_game():
    """When the leader is three quarters of the way to the marker, the seat
    with the best win chance goes on to win far more often than one in
    four (about two games in three measured over 250 Normal games)."""
    bot, favourite_won, games = NormalBot(), 0.0, 12
    for seed in range(games):
        state = RULES.new_state(4, 100 + seed)
        rng = random.Random(seed)
        favourite = None
        while not RULES.is_over(state):
            if favourite is None and max(state.scores) >= 0.75 * state.marker:
                chances = evaluate.win_chances(state)
                favourite = chances.index(max(chances))
            seat = state.seat
            RULES.apply(state, seat, bot.choose(RULES, state, seat, rng))
        winners = RULES.outcome(state).winners
        favourite_won += (favourite in winners) / len(winners)
    assert favourite_won > 0.4 * games


def test_a_monkey_that_can_reach_a_good_tile_is_worth_more_than_one_past_it():
    """Where the monkeys stand counts: with the Train the best face on
    offer, monkeys just before it (a roll of 2 lands there) promise more
    than monkeys just past it, whose rolls land elsewhere."""
    state = table(tiles=("train", "thief", "arrow", "rank", "gold", "star", "plus_one"))
    state.monkeys[0] = [7, 7, 7]
    before = evaluate.reach(state, 0)
    state.monkeys[0] = [2, 2, 2]
    past = evaluate.reach(state, 0)
    assert before > past >= 0


def test_hard_rollouts_keep_a_monkey_within_reach_of_the_train_as_normal_does():
    """A move is worth its landing and what the monkey's new place promises
    the best die (`reach`), as Normal weighs it.  A 2 that lands nowhere
    worth a face moves the monkey a 3 away from the Train rather than the
    monkey a 3 takes onto it (the rollouts moved the first monkey of equal
    landings, the one within reach, before they weighed where it stands)."""
    state = table(tiles=("nine_pip", "thief", "arrow", "train", "gold", "star", "plus_one"))
    for die in range(3):
        set_die(state, die, ["3", "3", "3", "3", "3"])
    set_die(state, 0, ["2", "3", "3", "3", "3"])
    state.supply["arrow"] = 0               # nothing left to take on the arrow
    state.monkeys[0] = [1, 5, 5]            # a 3 takes the first onto the Train
    play(state, Action("take", die=0), rolls=[1])
    legal = RULES.legal_actions(state, 0)
    assert state.phase == "move" and state.steps == 2 and legal[0] == Action("move", monkey=0)
    normal = NormalBot().choose(RULES, RULES.determinize(state, 0, random.Random(0)), 0, random.Random(0))
    assert evaluate.rollout_action(RULES, state, 0, legal, random.Random(0)) == normal != legal[0]


def test_hard_counts_points_above_stars_late_in_the_race():
    """Stars are worth points only once sold on START, and late in the race
    few seats get there in time: with the lead four fifths of the way to
    the marker, four points ahead beat three stars in hand (the hand-set
    evaluation counted each star 2.6 points and favoured the stars), even
    for the seat about to roll."""
    state = table(players=4)
    state.scores = [48, 52, 30, 30]
    state.stars[0] = 3
    chances = evaluate.win_chances(state)
    assert chances[1] > chances[0]


def test_the_evaluation_weighs_the_features_as_the_learned_standings_say(monkeypatch):
    """The standings come from game/rattlebones/standings.py: the seat with
    more of the feature weighed most gets the higher chance."""
    state = table(players=2)
    state.gold = [0, 3]
    assert evaluate.win_chances(state)[0] >= 0.4
    key = evaluate.phase(state)
    only_gold = tuple(5.0 if name == "gold" else 0.0 for name in evaluate.FEATURE_NAMES)
    monkeypatch.setitem(evaluate.WEIGHTS, key, only_gold)
    assert evaluate.win_chances(state)[1] > 0.99
    assert len(evaluate.features(state)[0]) == len(evaluate.FEATURE_NAMES)


def test_hard_plays_two_moves_out_in_one_world_on_the_same_rolls_turn_by_turn():
    """The search compares moves on equal luck: played out in one world,
    a move that rolls one die and one that pays a gold for a second still
    deal the next seat the same roll (with one stream of rolls for the whole
    play-out, the second die would have taken the next seat's roll)."""
    world = RULES.determinize(table(), 0, random.Random(3))
    world.gold[0] = 2
    next_rolls = []
    for move in ([Action("take", die=0), Action("roll")],
                 [Action("take", die=0), Action("take", die=1), Action("roll")]):
        played, luck = world.clone(), random.Random(5)
        for action in move:
            RULES.apply(played, 0, action)
        while played.seat == 0 or played.showing == [None] * 3:
            seat = RULES.pending(played)[0].seat
            legal = RULES.legal_actions(played, seat)
            action = legal[0] if len(legal) == 1 else evaluate.rollout_action(RULES, played, seat, legal, luck)
            RULES.apply(played, seat, action)
        next_rolls.append((played.chosen, played.showing))
    assert next_rolls[0] == next_rolls[1]

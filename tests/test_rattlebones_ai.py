"""Rattlebones Normal bot: legal in whole games, and the plan it builds by."""
import random

from game.core import Action
from game.rattlebones import RULES
from game.rattlebones import data
from game.rattlebones.ai import FaceWorths, NormalBot, die_worth, move_worth, reach, value

from test_rattlebones_rules import Loaded, dice_showing, play, set_die, table
from random_games import play_against_random_bots


def choose(state, seat=0):
    """The bot's choice in a world with an ordinary future (it looks ahead)."""
    return NormalBot().choose(RULES, RULES.determinize(state, seat, random.Random(0)), seat, random.Random(0))


def test_normal_bot_plays_whole_games_legally():
    """At every seat count, through determinizations only (apply rejects
    anything illegal)."""
    for game in range(6):
        players = 2 + game % 3
        state = RULES.new_state(players, seed=game)
        play_against_random_bots(RULES, state, NormalBot(), game)


def test_rolls_its_best_die_and_pays_for_a_good_second_one():
    state = table()
    set_die(state, 2, ["p5", "p5", "p4", "p4", "gold"])
    set_die(state, 1, ["p3", "p3", "p2", "star", "star"])
    state.gold[0] = 1
    assert choose(state) == Action("take", die=2)
    play(state, Action("take", die=2))
    assert choose(state) == Action("take", die=1)


def test_keeps_its_gold_for_a_die_not_worth_it():
    state = table()
    state.scores = [50, 50]            # late: plain numbers are worth little
    set_die(state, 0, ["p5", "p5", "p5", "p4", "p4"])
    state.gold[0] = 1
    play(state, Action("take", die=0))
    assert choose(state) == Action("roll")


def test_takes_a_good_face_over_a_number_never_over_its_points():
    state = table(tiles=("train", "thief", "arrow", "rank", "nine_pip", "star", "plus_one"))
    set_die(state, 0, ["p5", "3", "4", "5", "6"])
    play(state, Action("take", die=0), Action("move", monkey=0), rolls=[0])
    assert state.phase == "replace"
    choice = choose(state)
    assert choice.kind == "replace" and choice.face != 1
    before = die_worth(state, 0, state.dice[0][0], move_worth(state))
    play(state, choice)
    assert die_worth(state, 0, state.dice[0][0], move_worth(state)) > before


POOR_TRACK = ("arrow", "plus_one", "thief", "stock", "double", "rank", "roll_again")


def test_on_a_track_of_poor_tiles_a_number_is_worth_less_than_the_tiles_face():
    """A number only walks the monkey to a tile, so it is worth at most
    part of the best face a tile still offers: with no Train, Star, Gold
    or 9-Pip on the track, Stock is worth putting over a number."""
    state = table(tiles=POOR_TRACK)
    play(state, Action("take", die=0), Action("move", monkey=0), rolls=[3])   # a 4: onto Stock
    assert state.phase == "replace" and state.tiles[state.space] == "stock"
    assert choose(state).kind == "replace"


def test_two_normal_bots_on_a_poor_track_score_rather_than_walk_until_the_marker_falls():
    """Seed 1 deals the poor track above.  Normal used to value every
    number over every face it offered, declined each one, and the game
    ended 0-0 after a thousand moves when the marker fell to 0."""
    state = RULES.new_state(2, seed=1)
    assert sorted(state.tiles[1:]) == sorted(POOR_TRACK)
    bot, rng, moves = NormalBot(), random.Random(1), 0
    while not RULES.is_over(state):
        RULES.apply(state, state.seat, bot.choose(RULES, state.clone(), state.seat, rng))
        moves += 1
    assert max(RULES.outcome(state).scores) >= 30 and moves < 300


def test_sells_four_stars_on_start():
    state = table()
    state.stars[0] = 5
    state.monkeys[0][0] = 6
    play(state, Action("take", die=0), Action("move", monkey=0), rolls=[1])
    assert choose(state) == Action("sell", stars=4)


def test_moves_a_monkey_onto_a_wanted_tile_rather_than_staying():
    state = table(tiles=("nine_pip", "thief", "gold", "rank", "arrow", "star", "plus_one"))
    play(state, Action("take", die=0), rolls=[2])          # a 3: Gold is 3 spaces on
    assert choose(state) == Action("move", monkey=0)


def test_the_thief_takes_what_hurts_most():
    state = table(players=3)
    state.stars = [0, 2, 0]
    state.gold = [0, 1, 0]
    state.stock = [0, 0, 1]
    set_die(state, 0, ["thief"] * 5)
    state.rng = Loaded(1)
    RULES.apply(state, 0, Action("take", die=0))
    assert state.phase == "steal" and choose(state) == Action("steal", item="star")


def test_resolves_double_after_the_dice_it_could_double_and_doubles_the_biggest_gain():
    """Double doubles what another die gave: Normal resolves it last, then
    names the die that gave most (the p4, not the gold)."""
    state = dice_showing("double", "gold", "p4")
    play(state, Action("take", die=0), Action("take", die=1), Action("take", die=2), rolls=[1, 1, 1])
    while state.phase == "resolve":
        choice = choose(state)
        assert choice != Action("resolve", die=0)
        play(state, choice)
    assert state.phase == "double" and choose(state) == Action("double", die=2)


def test_the_rollouts_double_the_biggest_gain_too():
    from game.rattlebones.evaluate import rollout_action
    state = dice_showing("double", "p4", "gold")
    play(state, Action("take", die=0), Action("take", die=1), Action("take", die=2), Action("resolve", die=1),
         Action("resolve", die=2), rolls=[1, 1, 1])
    legal = RULES.legal_actions(state, 0)
    assert rollout_action(RULES, state, 0, legal, random.Random(0)) == Action("double", die=1)


def test_the_report_counts_dice_faces_and_empty_moves_and_flags_them():
    from game.report import outside_bands, run_report
    report = run_report("rattlebones", ["normal"] * 2, games=1, seed=1)
    assert 1 <= report["dice_per_turn"] <= 3 and report["turns_per_game"] > 10
    for share in ("one_die_with_gold", "moves_kept", "moves_for_nothing", "doubles_for_nothing"):
        assert 0 <= report[share] <= 1
    assert "doubles_for_nothing" in outside_bands("rattlebones", {**report, "doubles_for_nothing": 0.5})
    assert "dice_per_turn" in outside_bands("rattlebones", {**report, "dice_per_turn": 2.8})


def test_a_double_face_is_worth_something_only_with_gold_for_a_second_die():
    """Double gains again what another die gave: rolled alone it gives
    nothing (game.report counted 100 % of Normal's Doubles with nothing to
    double when it valued them regardless), so without gold it is worth
    nothing."""
    state = table()
    assert FaceWorths.at_table(state, 0)["double"] == 0.0
    state.gold[0] = 1
    assert FaceWorths.at_table(state, 0)["double"] > 0.0


def test_a_gold_is_worth_a_roll_of_the_die_it_pays_for():
    """Gold buys a roll of the seat's second die: a gold is worth what that
    die brings per roll; once the gold held pays for the second die every
    turn left, a roll of the third (at least a move); past both, little."""
    from game.rattlebones.ai import IDLE_GOLD, turns_left
    state = table()
    set_die(state, 1, ["p3", "p3", "p3", "p3", "p3"])
    set_die(state, 2, ["p2", "p2", "p2", "p2", "p2"])
    worths = FaceWorths.at_table(state, 0)
    assert worths["gold"] == worths.plain(state.dice[0][2])           # the p2 die, second best
    state.gold[0] = int(turns_left(state, 0)) + 1
    worths = FaceWorths.at_table(state, 0)
    assert worths["gold"] == worths.move                              # the die of numbers
    state.gold[0] = int(2 * turns_left(state, 0)) + 1
    assert FaceWorths.at_table(state, 0)["gold"] == IDLE_GOLD


def test_exploit_normal_spends_its_gold_on_the_next_die():
    """Gold buys nothing but dice, and a thief takes what is hoarded: with
    gold in hand Normal rolls its next die too while that die can still
    take faces."""
    state = table()
    state.scores = [20, 20]
    set_die(state, 0, ["p5", "p5", "p5", "p4", "p4"])
    state.gold[0] = 2
    play(state, Action("take", die=0))
    assert choose(state) == Action("take", die=1)


def test_a_roll_again_face_on_the_best_die_is_worth_more_than_a_number():
    """Roll Again rolls its own die again and brings the next die along
    free: Normal counts it as both rolls, well above the number it covers."""
    state = table()
    worths = FaceWorths.at_table(state, 0)
    assert worths["roll_again"] > 1.5 * worths["2"]


def test_monkeys_that_can_reach_the_train_make_the_table_worth_more():
    """Where the monkeys stand counts (`reach`): every roll of a number can
    take a face only where a monkey lands, so monkeys a roll before the
    Train promise more than monkeys past it, and Normal's table is worth
    more with them there."""
    state = table(tiles=("nine_pip", "thief", "arrow", "train", "gold", "star", "plus_one"))
    state.monkeys[0] = [5, 5, 5]          # past the Train (space 4)
    behind, value_behind = reach(state, 0), value(state, 0)
    state.monkeys[0] = [1, 1, 1]          # a 3 lands on it
    assert reach(state, 0) > behind and value(state, 0) > value_behind


def _afresh(state, seat):
    """A seat's face worths at `state`, worked out anew."""
    return FaceWorths(state, seat, move_worth(state))


def test_worths_of_a_table_met_again_are_those_worked_out_afresh():
    """`FaceWorths.at_table` hands a table met before the worths it worked
    out then.  Along Normal games at 2-4 seats, every seat's worths of
    every face, of each die and of where its monkeys could stand are those
    worked out afresh, also for a copy of a table whose original has since
    moved on (a play-out puts new faces on the original's dice)."""
    faces = list(data.MOVES) + ["gold", "roll_again", "star", "stock", "train", "rank", "thief", "double",
                                "gamble", "arrow", "p1", "p3", "p5"]
    checked = 0
    for game in range(3):
        players = 2 + game
        state, rng, bot = RULES.new_state(players, seed=40 + game), random.Random(game), NormalBot()
        while not RULES.is_over(state):
            seat = RULES.pending(state)[0].seat
            before = state.clone()
            for s in range(players):
                FaceWorths.at_table(state, s).reach(state.monkeys[s])
            RULES.apply(state, seat, bot.choose(RULES, state.clone(), seat, rng))
            for table in (state, before):
                for s in range(players):
                    kept, afresh = FaceWorths.at_table(table, s), _afresh(table, s)
                    assert [kept[f] for f in faces] == [afresh[f] for f in faces]
                    assert [kept.of_die(d) for d in table.dice[s]] == [afresh.of_die(d) for d in table.dice[s]]
                    places = [table.monkeys[s], [m + 1 for m in table.monkeys[s]]]
                    assert [kept.reach(p) for p in places] == [afresh.reach(p) for p in places]
                    checked += 1
    assert checked > 1000


def test_worths_kept_for_a_table_never_read_the_table_they_were_first_worked_out_at():
    """The worths kept for a table (`FaceWorths.at_table`), what landing
    on each space brings its best die among them, serve its copy, though
    the original has since gained gold and a new face on its best die:
    what they work out later is the copy's."""
    original = table(tiles=("train", "thief", "arrow", "rank", "nine_pip", "star", "plus_one"))
    set_die(original, 0, ["train", "train", "train", "train", "3"])
    FaceWorths.at_table(original, 0).best_die()      # kept, nothing past the offers worked out yet
    copy = original.clone()
    original.gold[0] += 3
    original.dice[0][0][5] = "train"
    kept, afresh = FaceWorths.at_table(copy, 0), _afresh(copy, 0)
    assert kept["gold"] == afresh["gold"] and kept["roll_again"] == afresh["roll_again"]
    spaces = range(data.SPACES)
    assert [kept.best_die_gain(s) for s in spaces] == [afresh.best_die_gain(s) for s in spaces]

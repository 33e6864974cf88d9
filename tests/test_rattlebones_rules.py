"""Rattlebones rules, one scenario per face and per tile (seed 004 and the
Rattlebones section of docs/rulings.md)."""
import pytest

from game.core import Action, IllegalAction
from game.rattlebones import RULES, data, effective_face, rank_points, star_sale, stock_payout
from game.rattlebones.rules import OVER, faces_in_play, hop_path

TAKE = [Action("take", die=d) for d in range(3)]
ROLL = Action("roll")
STAY = Action("stay")
DECLINE = Action("decline")


class Loaded:
    """Loaded dice: `randrange` gives the listed positions in order and
    `choice` the listed gamble faces."""

    def __init__(self, *values):
        self.values = list(values)

    def randrange(self, n):
        return self.values.pop(0)

    def choice(self, faces):
        value = self.values.pop(0)
        assert value in faces
        return value


def table(players=2, tiles=("nine_pip", "thief", "arrow", "rank", "gold", "star", "plus_one")):
    """Seat 0 to play, with the loop START + `tiles`."""
    state = RULES.new_state(players, 1)
    state.tiles = ["start", *tiles]
    RULES._start_turn(state, 0, [])
    return state


def play(state, *actions, rolls=()):
    """Seat `state.seat` plays `actions`; the dice show `rolls`."""
    state.rng = Loaded(*rolls)
    events = []
    for action in actions:
        events += RULES.apply(state, state.seat, action)
    return events


def kinds(events):
    return [e.kind for e in events]


def set_die(state, die, faces, seat=0):
    state.dice[seat][die] = ["ringmaster", *faces]


# --- setup -------------------------------------------------------------------

@pytest.mark.parametrize("players,marker", [(2, 55), (3, 60), (4, 65)])
def test_setup(players, marker):
    """7 of the 12 tiles around START, monkeys on START, dice 1–6 with the
    Ringmaster as the 1, train on 0, marker at 55/60/65."""
    state = RULES.new_state(players, 9)
    assert state.tiles[0] == "start" and len(set(state.tiles[1:])) == 7
    assert set(state.tiles[1:]) <= set(data.TILES)
    assert state.monkeys == [[0, 0, 0]] * players
    assert all(die == list(data.START_DIE) for dice in state.dice for die in dice)
    assert state.train == 0 and state.marker == marker
    assert RULES.pending(state)[0].seat == state.first_seat


def test_opposite_faces_add_to_seven_on_the_starting_die():
    """Opposite faces: 1–6, 2–5, 3–4; an arrow may point at the four around it."""
    assert [data.opposite(p) + 1 for p in range(6)] == [6, 5, 4, 3, 2, 1]
    assert data.adjacent(0) == (1, 2, 3, 4)


# --- choosing dice and gold --------------------------------------------------

def test_one_die_is_free_and_with_no_gold_it_rolls_at_once():
    state = table()
    events = play(state, TAKE[1], rolls=[2])
    assert kinds(events)[:2] == ["take_die", "roll"]
    assert state.showing == [None, 2, None]


def test_each_extra_die_costs_one_gold():
    """A seat with 2 gold may roll all three dice for 2 gold."""
    state = table()
    state.gold[0] = 2
    assert RULES.legal_actions(state, 0) == TAKE
    play(state, TAKE[0])
    assert set(RULES.legal_actions(state, 0)) == {TAKE[1], TAKE[2], ROLL}
    events = play(state, TAKE[2], TAKE[1], rolls=[1, 1, 1])
    assert state.gold[0] == 0 and [e.amount for e in events if e.kind == "pay"] == [2]


def test_one_gold_buys_one_extra_die_only():
    state = table()
    state.gold[0] = 1
    play(state, TAKE[0])
    play(state, TAKE[1], rolls=[3, 3])   # no gold for a third: the roll follows
    assert state.gold[0] == 0 and state.showing[2] is None and state.showing[0] == 3


# --- moving monkeys and taking faces -----------------------------------------

def test_number_moves_a_monkey_and_the_landed_face_goes_on_that_die():
    """A 3 moves a monkey 3 spaces; the space's face may replace any face
    but the Ringmaster of the die that moved it; the old number leaves."""
    state = table(tiles=("nine_pip", "thief", "rank", "arrow", "gold", "star", "plus_one"))
    play(state, TAKE[2], rolls=[2])                  # position 2 is the "3"
    assert [a.kind for a in RULES.legal_actions(state, 0)] == ["move", "stay"]
    play(state, Action("move", monkey=0))
    assert state.monkeys[0] == [3, 0, 0] and state.phase == "replace"
    assert Action("replace", face=0) not in RULES.legal_actions(state, 0)
    play(state, Action("replace", face=5))
    assert state.dice[0][2][5] == state.tiles[3] == "rank"
    assert state.supply["rank"] == 14 and state.seat == 1


def test_several_dice_may_move_one_monkey_each_die_takes_its_own_face():
    """The seed's example: 3 with the grey die onto the Thief, then the
    Ringmaster with the white die moves the same monkey on; each face goes
    to the die that moved it."""
    state = table(tiles=("nine_pip", "gold", "thief", "rank", "arrow", "star", "plus_one"))
    state.gold[0] = 1
    play(state, TAKE[2], TAKE[0], rolls=[0, 2])    # white: Ringmaster, grey: 3
    play(state, Action("resolve", die=2), Action("move", monkey=0), Action("replace", face=1))
    assert state.dice[0][2][1] == "thief"
    events = play(state, Action("move", monkey=0), Action("replace", face=4))
    assert state.marker == 54 and state.monkeys[0][0] == 4
    assert state.dice[0][0][4] == "rank" and state.dice[0][2][1] == "thief"
    assert "hop" in kinds(events)


def test_landing_never_triggers_the_power():
    state = table(tiles=("gold", "thief", "arrow", "rank", "nine_pip", "star", "plus_one"))
    play(state, TAKE[0], Action("move", monkey=0), DECLINE, rolls=[0])
    assert state.gold[0] == 0 and state.monkeys[0][0] == 1


def test_a_monkey_may_stay():
    state = table()
    play(state, TAKE[0], STAY, rolls=[4])
    assert state.monkeys[0] == [0, 0, 0] and state.seat == 1


def test_monkeys_together_count_as_one_choice():
    state = table()
    state.monkeys[0] = [2, 2, 5]
    play(state, TAKE[0], rolls=[1])
    assert RULES.legal_actions(state, 0) == [Action("move", monkey=0), Action("move", monkey=2), STAY]


def test_the_loop_wraps_past_start():
    assert hop_path(6, 3) == (7, 0, 1)


def test_nine_pip_moves_one_to_nine():
    state = table()
    set_die(state, 0, ["nine_pip"] * 5)
    play(state, TAKE[0], Action("move", monkey=0), rolls=[3])
    assert RULES.legal_actions(state, 0) == [Action("steps", n=n) for n in range(1, 10)]
    play(state, Action("steps", n=9))
    assert state.monkeys[0][0] == 1


def test_an_empty_supply_offers_nothing():
    state = table()
    state.supply["nine_pip"] = 0
    play(state, TAKE[0], Action("move", monkey=0), rolls=[0])
    assert state.seat == 1


def test_arrow_face_is_aimed_when_placed():
    """The arrow points at one of the four faces around it, chosen then."""
    state = table(tiles=("arrow", "thief", "nine_pip", "rank", "gold", "star", "plus_one"))
    play(state, TAKE[0], Action("move", monkey=0), Action("replace", face=2), rolls=[0])
    assert RULES.legal_actions(state, 0) == [Action("aim", toward=p) for p in (0, 1, 4, 5)]
    play(state, Action("aim", toward=5))
    assert state.dice[0][0][2] == "arrow>5" and state.supply["arrow"] == 14


def test_every_seat_sees_what_the_roller_is_asked_next():
    """Everything is public, the roller's choices too: a choice that
    leaves a decision open says what it is and what it is about (the
    monkey a 9-Pip moves, the face an arrow goes over), even where nothing
    else happens; a turn's first decision is told by the turn itself."""
    state = table()
    set_die(state, 0, ["nine_pip"] * 5)
    play(state, TAKE[0], rolls=[3])
    (asked,) = RULES.apply(state, 0, Action("move", monkey=0))
    assert (asked.kind, asked.phase, asked.monkey, asked.steps) == ("decision", "distance", 0, None)
    state = table(tiles=("arrow", "thief", "nine_pip", "rank", "gold", "star", "plus_one"))
    play(state, TAKE[0], Action("move", monkey=0), rolls=[0])
    (asked,) = RULES.apply(state, 0, Action("replace", face=2))
    assert (asked.phase, asked.aim_face) == ("aim", 2)
    events = play(state, Action("aim", toward=5))
    assert kinds(events)[-1] == "turn" and state.phase == "choose_dice"


# --- START and +1 -------------------------------------------------------------

def test_start_sells_stars():
    """Landing on START sells 1/2/3/4 stars for 3/7/11/15 points."""
    assert [star_sale(k) for k in (1, 2, 3, 4)] == [3, 7, 11, 15]
    state = table()
    state.stars[0] = 5
    state.monkeys[0][0] = 6
    play(state, TAKE[0], Action("move", monkey=0), rolls=[1])
    assert RULES.legal_actions(state, 0) == [Action("sell", stars=k) for k in (1, 2, 3, 4)] + [DECLINE]
    events = play(state, Action("sell", stars=3))
    assert state.stars[0] == 2 and state.scores[0] == 11
    assert kinds(events).count("sell") == 1 and state.seat == 1


def test_start_sells_once_per_landing():
    """START sells one of its four offers per landing (docs/rulings.md): after a
    sale the die is done, with stars left over (already so before round 3)."""
    state = table()
    state.stars[0], state.gold[0] = 6, 1
    state.monkeys[0][0] = 6
    play(state, TAKE[0], TAKE[1], Action("resolve", die=0), Action("move", monkey=0), rolls=[1, 4])
    assert state.phase == "sell"
    play(state, Action("sell", stars=1))
    assert state.phase == "move" and state.current == 1 and state.stars[0] == 5     # the other die moves on


def test_passing_start_sells_nothing():
    state = table()
    state.stars[0] = 2
    state.monkeys[0][0] = 6
    play(state, TAKE[0], Action("move", monkey=0), rolls=[2])
    assert state.monkeys[0][0] == 1 and state.phase == "replace"


def test_plus_one_gives_a_point_face_or_upgrades_one():
    state = table()
    set_die(state, 0, ["p2", "3", "4", "p5", "6"])
    state.monkeys[0][0] = 3                      # +1 is space 7
    play(state, TAKE[0], rolls=[4])   # the p5 face: 5 points
    assert state.scores[0] == 5
    state = table()
    set_die(state, 0, ["p2", "3", "4", "p5", "6"])
    state.monkeys[0][0] = 3
    play(state, TAKE[0], Action("move", monkey=0), rolls=[3])   # the 4: to +1
    legal = RULES.legal_actions(state, 0)
    assert legal == [Action("replace", face=p) for p in (2, 3, 5)] + [Action("upgrade", face=1), DECLINE]
    play(state, Action("upgrade", face=1))
    assert state.dice[0][0][1] == "p3" and state.supply["p2"] == 5 and state.supply["p3"] == 2


def test_plus_one_with_an_empty_supply():
    """No 1-point face left: only upgrades whose next value remains."""
    state = table()
    state.supply.update(p1=0, p3=0)
    set_die(state, 0, ["p2", "p4", "4", "3", "6"])
    state.monkeys[0][0] = 4
    play(state, TAKE[0], Action("move", monkey=0), rolls=[4])   # the "3" at position 4
    assert RULES.legal_actions(state, 0) == [Action("upgrade", face=2), DECLINE]
    state = table()
    state.supply.update(p1=0, p2=0, p3=0, p4=0, p5=0)
    state.monkeys[0][0] = 4
    play(state, TAKE[0], Action("move", monkey=0), rolls=[2])
    assert state.seat == 1     # nothing to take: no question


# --- faces that give -----------------------------------------------------------

@pytest.mark.parametrize("face,field,amount", [("p3", "scores", 3), ("p5", "scores", 5), ("gold", "gold", 1),
                                               ("star", "stars", 1)])
def test_simple_gains(face, field, amount):
    state = table()
    set_die(state, 0, [face] * 5)
    play(state, TAKE[0], rolls=[1])
    assert getattr(state, field)[0] == amount


def test_ringmaster_lowers_the_marker():
    state = table()
    play(state, TAKE[0], STAY, rolls=[0])
    assert state.marker == 54


def test_ringmaster_lowers_the_marker_first_then_a_monkey_may_move():
    """团长 — 玩家将团长的分数下降一分。接着玩家可以选择一个他的猴子米宝移动1格:
    the rule text's order over the worked example's (which moves first and
    lowers the marker last).  Already so before round 3."""
    state = table()
    events = play(state, TAKE[0], rolls=[0])
    assert kinds(events)[-2:] == ["marker", "decision"] and state.marker == 54 and state.phase == "move"
    play(state, Action("move", monkey=0))
    assert state.monkeys[0][0] == 1


def test_a_ringmaster_that_brings_the_marker_down_to_a_score_moves_no_monkey():
    state = table()
    state.scores[1] = 54
    events = play(state, TAKE[0], rolls=[0])
    assert state.phase == OVER and "hop" not in kinds(events) and state.monkeys[0] == [0, 0, 0]


def test_rank_ranks_below_a_tie_skip():
    """1234, 如果平手的话，名次往前计算: scores 20, 20, 10, 5 rank 1, 1, 3, 4
    (docs/rulings.md; already so before round 3)."""
    assert [rank_points([20, 20, 10, 5], seat) for seat in range(4)] == [1, 1, 3, 4]
    assert [rank_points([7, 7, 7, 0], seat) for seat in range(4)] == [1, 1, 1, 4]


def test_rank_scores_by_current_rank_ties_take_the_better_rank():
    """1234: 1st 1 point … 4th 4 points; tied seats share the better rank."""
    assert rank_points([10, 20, 20, 5], 1) == 1 and rank_points([10, 20, 20, 5], 3) == 4
    state = table(players=4)
    state.scores = [10, 10, 30, 5]
    set_die(state, 0, ["rank"] * 5)
    play(state, TAKE[0], rolls=[1])
    assert state.scores[0] == 12


def test_train_scores_its_space_then_moves_on():
    state = table()
    state.train = 7
    set_die(state, 0, ["train"] * 5)
    play(state, TAKE[0], rolls=[1])
    assert state.scores[0] == 7 and state.train == 0


@pytest.mark.parametrize("result,score,marker", [("2", 2, 55), ("5", 5, 55), ("ringmaster", 0, 54)])
def test_gamble(result, score, marker):
    """2–5 points; the Ringmaster lowers the marker and moves no monkey."""
    state = table()
    set_die(state, 0, ["gamble"] * 5)
    play(state, TAKE[0], rolls=[1, result])
    assert (state.scores[0], state.marker, state.seat) == (score, marker, 1)


def test_gamble_nine_pip_moves_and_offers_a_face_for_the_gamble_die():
    state = table()
    set_die(state, 1, ["gamble"] * 5)
    play(state, TAKE[1], Action("move", monkey=0), Action("steps", n=5), rolls=[1, "nine_pip"])
    assert state.phase == "replace"
    play(state, Action("replace", face=3))
    assert state.dice[0][1][3] == "gold"


# --- stock --------------------------------------------------------------------

@pytest.mark.parametrize("holdings,payout", [
    ([3, 2], [10, 5]), ([4, 1], [10, 5]), ([5, 0], [15, 0]),
    ([2, 2, 1], [7, 7, 2]),            # tied first: 7 each, second 2
    ([2, 1, 1, 1], [10, 2, 2, 2]),     # tied second: 2 each
    ([3, 1, 1, 0], [10, 2, 2, 0]),
    ([0, 2, 2, 1], [0, 7, 7, 2]),
    ([1, 2, 2, 0], [2, 7, 7, 0]),
    ([0, 0, 5, 0], [0, 0, 15, 0]),
    ([3, 0, 2], [10, 0, 5]),
])
def test_stock_payouts(holdings, payout):
    assert stock_payout(holdings) == payout


def test_the_last_ticket_pays_out_and_every_ticket_returns():
    state = table(players=3)
    state.stock = [1, 2, 1]
    set_die(state, 0, ["stock"] * 5)
    events = play(state, TAKE[0], rolls=[1])
    assert state.stock == [0, 0, 0] and state.scores == [7, 7, 2]
    assert [e.payout for e in events if e.kind == "stock_payout"] == [(7, 7, 2)]


def test_a_payout_pays_every_seat_before_the_game_can_end():
    """股票最多的玩家获得10分，第二多的获得5分 — both are paid, even when
    the first payout already reaches the marker; only then does the game
    end."""
    state = table(players=2)
    state.scores, state.stock = [50, 45], [1, 3]
    state.seat = 1
    set_die(state, 0, ["stock"] * 5, seat=1)
    events = play(state, TAKE[0], rolls=[1])
    assert state.scores == [55, 55] and state.phase == "over"
    assert kinds(events).count("game_over") == 1


def test_the_tickets_return_with_a_payout_that_ends_the_game_and_count_for_nothing():
    """计分后，所有人退还手上所有的股票: the return is part of the payout, also
    when the payout ends the game, so the tie-break (gold + stock + stars)
    counts no tickets: seat 0's one gold beats seat 1's four tickets (before
    round 3 the tickets stayed and won it for seat 1)."""
    state = table(players=2)
    state.scores, state.stock, state.gold = [50, 45], [1, 3], [1, 0]
    state.seat = 1
    set_die(state, 0, ["stock"] * 5, seat=1)
    play(state, TAKE[0], rolls=[1])
    assert state.scores == [55, 55] and state.phase == OVER
    assert state.stock == [0, 0]
    assert RULES.outcome(state).winners == (0,)


# --- thief ---------------------------------------------------------------------

def test_thief_takes_one_thing_of_the_rollers_choice_from_each_other_seat():
    state = table(players=4)
    state.stars = [0, 1, 0, 2]
    state.gold = [0, 1, 0, 0]
    state.stock = [0, 0, 0, 1]
    set_die(state, 0, ["thief"] * 5)
    play(state, TAKE[0], rolls=[1])
    assert state.victims == [1, 3]
    assert RULES.legal_actions(state, 0) == [Action("steal", item="star"), Action("steal", item="gold")]
    play(state, Action("steal", item="gold"))
    assert RULES.legal_actions(state, 0) == [Action("steal", item="star"), Action("steal", item="stock")]
    play(state, Action("steal", item="stock"))
    assert (state.gold, state.stars, state.stock) == ([1, 0, 0, 0], [0, 1, 0, 2], [1, 0, 0, 0])


def test_thief_with_one_kind_of_loot_takes_it_without_asking():
    state = table(players=3)
    state.stars = [0, 3, 0]
    set_die(state, 0, ["thief"] * 5)
    events = play(state, TAKE[0], rolls=[1])
    assert state.stars == [1, 2, 0] and "steal" in kinds(events) and state.seat == 1


# --- arrow -------------------------------------------------------------------

@pytest.mark.parametrize("target,check", [
    ("gold", lambda s: s.gold[0] == 1),
    ("star", lambda s: s.stars[0] == 1),
    ("p4", lambda s: s.scores[0] == 4),
    ("train", lambda s: s.scores[0] == 0 and s.train == 1),
    ("stock", lambda s: s.stock[0] == 1),
    ("rank", lambda s: s.scores[0] == 1),
    ("thief", lambda s: s.stars == [1, 0]),
    ("double", lambda s: s.seat == 1),          # alone: nothing to double
    ("roll_again", lambda s: s.phase == "again_die"),
])
def test_arrow_uses_the_face_it_points_at(target, check):
    state = table()
    state.stars[1] = 1
    state.dice[0][0] = ["ringmaster", "arrow>2", target, "4", "arrow>2", "6"]
    play(state, TAKE[0], rolls=[1])
    assert check(state)


def test_arrow_at_the_ringmaster_and_at_numbers_moves():
    state = table()
    state.dice[0][0] = ["ringmaster", "arrow>0", "arrow>3", "4", "5", "6"]
    play(state, TAKE[0], Action("move", monkey=0), DECLINE, rolls=[1])
    assert state.marker == 54 and state.monkeys[0][0] == 1
    state = table()
    state.dice[0][0] = ["ringmaster", "arrow>0", "arrow>3", "4", "5", "6"]
    play(state, TAKE[0], Action("move", monkey=0), DECLINE, rolls=[2])
    assert state.monkeys[0][0] == 4


def test_arrow_at_nine_pip_moves_one_to_nine():
    state = table()
    state.dice[0][0] = ["ringmaster", "arrow>2", "nine_pip", "4", "5", "6"]
    play(state, TAKE[0], Action("move", monkey=0), Action("steps", n=7), DECLINE, rolls=[1])
    assert state.monkeys[0][0] == 7 and state.seat == 1


def test_arrow_at_gamble_rolls_the_gamble_die():
    state = table()
    state.dice[0][0] = ["ringmaster", "arrow>2", "gamble", "4", "5", "6"]
    play(state, TAKE[0], rolls=[1, "3"])
    assert state.scores[0] == 3


def test_arrows_follow_arrows_and_a_circle_does_nothing():
    assert effective_face(["ringmaster", "arrow>2", "arrow>4", "3", "star", "6"], 1) == "star"
    state = table()
    state.dice[0][0] = ["ringmaster", "arrow>2", "arrow>1", "4", "5", "6"]
    events = play(state, TAKE[0], rolls=[1])
    assert "nothing" in kinds(events) and state.seat == 1


# --- double -------------------------------------------------------------------

def dice_showing(*faces):
    """Seat 0 to play, one die per face given showing it on every face but
    the Ringmaster, and the gold to roll them all."""
    state = table()
    state.gold[0] = len(faces) - 1
    for die, face in enumerate(faces):
        set_die(state, die, [face] * 5)
    return state


@pytest.mark.parametrize("face,field,amount", [("p4", "scores", 8), ("gold", "gold", 2), ("star", "stars", 2),
                                               ("train", "scores", 6), ("rank", "scores", 2)])
def test_double_doubles_what_another_die_gave(face, field, amount):
    """两倍 — 将你这回合骰出的另一颗骰所给予的分数／金币／星星加倍."""
    state = dice_showing("double", face)
    state.train = 3
    events = play(state, TAKE[0], TAKE[1], Action("resolve", die=1), rolls=[1, 1])
    assert state.seat == 1 and getattr(state, field)[0] == amount
    assert [(e.die, e.target) for e in events if e.kind == "double"] == [(0, 1)]


def test_a_double_resolved_before_the_other_die_has_nothing_to_double():
    """Double doubles what another die gave: resolved first, it finds
    nothing given yet (before round 3 it marked the other die to count
    twice)."""
    state = dice_showing("double", "p4")
    events = play(state, TAKE[0], TAKE[1], Action("resolve", die=0), rolls=[1, 1])
    assert "nothing_to_double" in kinds(events) and state.scores[0] == 4


def test_double_is_judged_by_what_a_die_rolled_and_gave_not_the_face_it_shows():
    """A die that rolled a 5, moved onto Gold and put the gold face over
    the 5 it rolled is still a number die: it gave nothing, so the Double
    has nothing to double (before round 3 its new gold face qualified)."""
    state = table()
    state.gold[0] = 1
    set_die(state, 0, ["double"] * 5)
    play(state, TAKE[0], TAKE[1], Action("resolve", die=1), Action("move", monkey=0), rolls=[1, 4])
    assert state.tiles[state.space] == "gold" and state.phase == "replace"
    events = play(state, Action("replace", face=4))
    assert state.dice[0][1][4] == "gold"
    assert "nothing_to_double" in kinds(events) and "double" not in kinds(events)
    assert state.gold[0] == 0 and state.seat == 1


def test_a_die_that_gave_nothing_cannot_be_chosen():
    """The train on its 0 space gives nothing: of the p3 and the train dice
    only the p3 can be doubled, so the Double takes it without asking
    (before round 3 it asked between the two)."""
    state = dice_showing("double", "p3", "train")
    state.train = 0
    events = play(state, TAKE[0], TAKE[1], TAKE[2], Action("resolve", die=1), Action("resolve", die=2),
                  rolls=[1, 1, 1])
    assert [(e.die, e.target) for e in events if e.kind == "double"] == [(0, 1)]
    assert state.scores[0] == 6 and state.seat == 1


def test_a_double_with_nothing_to_double_says_so_in_the_log():
    from game.rattlebones.log import describe
    from game.text import Translator
    state = dice_showing("double")
    event = next(e for e in play(state, TAKE[0], rolls=[1]) if e.kind == "nothing_to_double")
    names = ["Ann", "Bo"].__getitem__
    assert "nothing" in describe(event, Translator("rattlebones", "en"), names, viewer=0)
    assert describe(event, Translator("rattlebones", "en"), names, viewer=1).startswith("Double: none of Ann's")
    assert "没有效果" in describe(event, Translator("rattlebones", "zh"), names, viewer=1)


def test_double_alone_does_nothing_and_never_doubles_the_gamble_die():
    state = dice_showing("double", "gamble")
    events = play(state, TAKE[0], TAKE[1], Action("resolve", die=1), rolls=[1, 1, "4"])
    assert "nothing_to_double" in kinds(events) and state.scores[0] == 4


def test_double_asks_which_die_when_two_gave_something():
    state = dice_showing("double", "p2", "star")
    play(state, TAKE[0], TAKE[1], TAKE[2], rolls=[1, 1, 1])
    play(state, Action("resolve", die=1), Action("resolve", die=2))
    assert RULES.legal_actions(state, 0) == [Action("double", die=1), Action("double", die=2)]
    play(state, Action("double", die=2))
    assert (state.scores[0], state.stars[0]) == (2, 2)


def test_a_second_double_doubles_the_doubled_gain():
    """Two Doubles on one p3 die: 3, then 3 more, then 6 more (house ruling)."""
    state = dice_showing("double", "double", "p3")
    play(state, TAKE[0], TAKE[1], TAKE[2], Action("resolve", die=2), Action("resolve", die=0), rolls=[1, 1, 1])
    assert state.scores[0] == 12 and state.seat == 1


# --- roll again ---------------------------------------------------------------

def test_roll_again_brings_in_an_unrolled_die():
    """Roll Again: take a die not rolled and roll it with this one."""
    state = table()
    set_die(state, 0, ["roll_again", "3", "4", "5", "6"])
    play(state, TAKE[0], rolls=[1])
    assert state.phase == "again_die"
    assert RULES.legal_actions(state, 0) == [Action("again", die=1), Action("again", die=2)]
    events = play(state, Action("again", die=2), rolls=[3, 4])
    assert state.showing == [3, None, 4] and "roll_again" in kinds(events) and state.phase == "resolve"


def test_roll_again_twice_rolls_all_three():
    state = table()
    set_die(state, 0, ["roll_again"] * 5)
    set_die(state, 2, ["roll_again"] * 5)
    play(state, TAKE[0], rolls=[1])
    play(state, Action("again", die=2), rolls=[2, 2, 0, 3, 3])
    assert state.showing == [0, 3, 3] and state.again == 2


def test_roll_again_with_three_dice_does_nothing():
    state = table()
    state.gold[0] = 2
    set_die(state, 0, ["roll_again"] * 5)
    set_die(state, 1, ["gold"] * 5)
    set_die(state, 2, ["gold"] * 5)
    events = play(state, TAKE[0], TAKE[1], TAKE[2], Action("resolve", die=0), Action("resolve", die=1),
                  rolls=[1, 1, 1])
    assert "roll_again" not in kinds(events) and "nothing" in kinds(events) and state.gold[0] == 2


# --- the end -----------------------------------------------------------------------

def test_the_game_ends_at_once_when_a_score_reaches_the_marker():
    """Mid-turn: the second die is never resolved."""
    state = table()
    state.gold[0] = 1
    state.scores[0] = 52
    set_die(state, 0, ["p3"] * 5)
    set_die(state, 1, ["gold"] * 5)
    events = play(state, TAKE[0], TAKE[1], Action("resolve", die=0), rolls=[1, 1])
    assert state.phase == OVER and RULES.pending(state) == [] and state.gold[0] == 0
    assert events[-1].kind == "game_over" and RULES.outcome(state).winners == (0,)


def test_the_marker_coming_down_to_a_score_ends_the_game():
    state = table()
    state.scores[1] = 54
    play(state, TAKE[0], rolls=[0])
    assert state.phase == OVER and RULES.outcome(state).winners == (1,)


def test_ties_go_to_gold_stock_and_stars_then_are_shared():
    state = table(players=3)
    state.scores = [40, 40, 10]
    state.gold, state.stock, state.stars = [1, 0, 9], [1, 1, 0], [0, 1, 0]
    assert RULES.outcome(state).winners == (0, 1)
    state.stars[1] = 2
    assert RULES.outcome(state).winners == (1,)


# --- the contract --------------------------------------------------------------------

def test_illegal_actions_name_themselves_and_change_nothing():
    state = table()
    before = state.to_json()
    with pytest.raises(IllegalAction, match="roll"):
        RULES.apply(state, 0, ROLL)
    with pytest.raises(IllegalAction, match="not seat 1"):
        RULES.apply(state, 1, TAKE[0])
    assert state.to_json() == before


def test_faces_are_conserved():
    state = table()
    play(state, TAKE[0], Action("move", monkey=0), Action("replace", face=3), rolls=[0])
    assert faces_in_play(state) == data.starting_supply()


def test_determinize_hides_the_future_rolls():
    """Two states alike to the eye but with different futures give the
    same world for the same rng."""
    import random
    a, b = RULES.new_state(3, 5), RULES.new_state(3, 5)
    b.rng.random()
    assert RULES.view(a, 0).to_json() == RULES.view(b, 0).to_json()
    world_a = RULES.determinize(a, 0, random.Random(1))
    world_b = RULES.determinize(b, 0, random.Random(1))
    assert world_a == world_b and world_a.rng.getstate() != a.rng.getstate()

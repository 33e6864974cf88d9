"""Rattlebones: what the Hard search (game/ai/ismcts.py) needs of this title.

The search is flat (TREE_DEPTH 1): each iteration deals one world and
plays every move at hand out in it with the same dice, turn by turn
(`_pair_dice`), so moves are compared on equal luck: the paired
difference's spread fell by 14 % at four seats and 13 % at two (mean
over 78 challengers of 30 decisions from Normal games, 24 worlds each)
for 14 % more CPU a world at four seats (median of three paired runs;
a seed is about 11 µs) and 5 % at two.  Against Normals at 0.25 s CPU
(seed 1) Hard then won 31.4 % of 140 games at four seats (±7.7; 35.3 %
of 150 before) and 60 % of 50 at two (±13.7; 52 % of 50 before): no
change the games could tell from noise.

Where Normals win (150 games at four seats, points per seat and game,
winners against the rest): the Train 23.3 against 14.1, the gamble die
9.2 against 5.2, stars sold on START 5.8 against 3.5, stock 4.5 against
3.6, 1234 1.5 against 3.3; point faces bring almost nothing.  Of the
stars gained 47 % are never sold (4.1 of 8.9 a game), so a star gained
brought 1.9 points where Normal counts 2.6: Normal rolls its richest die
without asking whether another die's moves reach START with stars in
hand.  Hard sees that only where its search reaches it (at two seats,
late, a die of moves beat the die of Trains by 10 % of win chance in
60 worlds); at four seats the best challenger beat Normal's move by two
standard errors in 3 of 49 decisions (60 worlds each).  At 0.1 s CPU the
search at two seats stops after a median of 6 worlds, short of the 20 it
needs to leave Normal's move, so arenas at 0.1 s measure Normal there
(60 games, seed 500: 47.5 %, and 49.2 % with DEPARTURE_ERRORS 1.5).
Weights fitted to five times the games (1500 per seat count) did not
tell the winner better on 150 fresh games a seat count at two and four
seats (log loss 0.6531 -> 0.6557, 1.1380 -> 1.1360; three 0.9495 ->
0.9290), so standings.py stays.  At 0.25 s CPU, two seats, seed 600,
Hard won 48.8 % of 160 games against one Normal (41.0-56.6; the run
stopped at the session's end): with the 60 % of 50 above, within noise,
nothing shows Hard ahead of Normal at two seats.  Issue 32 asked why:
at 0.25 s CPU a two-seat decision gets a median of 46 worlds (fewest 20;
four seats 20: `python -m game.bench --hard 0.25`, 20 decisions), and in
two Normal games (seed 5) Hard left its guide's move in 8 of 98
decisions, judged to the end in 40 worlds each at -0.025 (±0.046) of a
game (`game.ai.departures`).  Seed 600 again, Hard won 54.4 % of 80 games
(43.5-65.3) at 0.25 s and 58.8 % of 40 (43.5-74.0) at 1 s (57.5 % of the
same 40 at 0.25 s): more thinking may help, but no run so far tells.
On fresh seeds (71000), searching until nine tenths of the budget, Hard
won 49.0 % (42.1-55.9) of 200, and on seeds 72000 52.0 % (45.1-58.9) of
200: 51.2 % (47.5-55.0) of the 690 games at two seats at 0.25 s in all,
within noise of Normal's share.  Judged to the game's end by how sure
the search was (`game.ai.departures`, 60 worlds each): at two seats
Hard's 32 departures in ten games (seeds 9940-9949) were worth +0.048
(±0.018) of a game each, those found at two to three standard errors
+0.026 (±0.015; 20); at four seats those at two to three lost -0.018 (±0.009;
23 in 24 games, seeds 9900-9907 and 9910-9925), those at three or more
gained +0.009 (±0.005; 50 in eight games), and the five a threshold of
one and a half would add lost -0.052 (±0.033); at two seats the 25 it
would add in twenty games (seeds 9960-9979) were worth -0.008 (±0.017).
Below two the departures stop paying at either seat count, so the
threshold stays at two.  Summed, Hard's 2.85 departures a game at two
seats would be worth 14 points of win share where the arenas find one
or two; but those were found in Normal's games.  Along Hard's own games
(`--hard-plays`, twenty at two seats, seeds 9980-9999, 60 worlds each)
it played another move than Normal 45 times in 1153 decisions (2.3 a
game, its guide's habits among them), judged +0.029 (±0.015) each:
Hard's gain over Normal, summed game by game, +6.5 (±4.1) points of win
share, a share of 56.5 %, within the arenas' 51.2 % (47.5-55.0); at four
seats (sixteen games, seeds 9980-9995) 49 in 959 decisions, +0.021
(±0.009) each, +6.5 (±3.1) points, a share of 31.5 % where the arenas
find 30.3 %.  Nothing is hidden in Rattlebones, so those sums are exact
in expectation: at either seat count Hard is Normal and a few points,
and its own games meet fewer positions where it departs than Normal's.

More features tell the winner a little better, not much: at four seats
(2200 Normal-only games, seeds 7000-9199, every fifth held out), the
best die's faces by kind (Train, gamble, star, stock, thief, points,
gold and Roll Again, 1234, Double, moves, each a sixth times the turns
left), its `reach` and the stars past four, each weighed apart, took the
held-out log loss from 1.331 to 1.318 early in the race, from 1.043 to
1.011 at the most and from 0.445 to 0.438 near the end: about the step
from hand-set to learned weights below (1.119 to 1.100 over all
stages), which no arena could tell from noise, so they were not played.

A rollout plays the Normal bot's habits cheaply (its dice and resolving
order; a monkey goes where its landing and its new place promise most, a
new face over the die's weakest, the thief takes what Normal would;
90 % of Normal's moves at about an eighth of its cost) for nine turns
(five at four seats), or near the end to the finish.  The position is
then judged by each seat's standing: its `features` (points, gold,
stars, stock, its dice over the turns left,
where a Roll Again face counts the die it brings along, and what its
monkeys' places promise its best die, `reach`; the seats rolling before
it; the stock payout to come) weighed as learned from Normal-only games
for the seat count and how far the lead is along (standings.py, written
by `python -m game.ai.learn_standings --game rattlebones --players 2 3 4
--games 300 --shrinkage 100`).  Hand-set, a star counted 2.6 points to
the end; learned, a star is worth about half a point once the lead is
four fifths of the way.  The held-out log loss of who wins falls from
1.119 to 1.100 at four seats and 0.638 to 0.608 at two; at three it
rises from 0.931 to 0.948 (fitted to another 240 games and held out on 60
more, it fell from 1.017 to 0.972: the figures vary that much by game).
A finished game is judged by who won.

Why Hard used to play Normal's every move: its evaluation was Normal's
own, so the search could only agree (in 30 sampled decisions Normal's
move was the search's best or within a hundredth).  The evaluation counts
a Roll Again face die by die (what its own die's other faces and the
seat's best other die bring), where Normal counts every one alike.
Hard's favourite move is its guide's (guide.py: Normal, with habits
fixed); the play-outs keep Normal's habits (`rollout_action`: it cannot
tell the searching seat from the Normals it stands in for).  Starting
from the guide, Hard won 32.2 % (25.0-39.4) of 160 games against three
Normals at 0.25 s CPU, seed 3400 (the run stopped at the session's end):
within noise of the 31.4 % above.  Run again on the same seeds, 41.0 %
(31.3-50.7) of 100 (Hard's games part ways from run to run: its search
stops on the clock), and on fresh seeds 26.8 % (20.6-32.9) of 200 twice
(70000 and 73000): 30.3 % (26.8-33.8) of the 660 in all.  More thinking does not help at four
seats: at 2 s CPU a decision, on the seeds of the 41.0 %, Hard won 42.0 %
(32.3-51.7) of 100, and along three Normal games (seeds 9100-9102) it
left its guide as seldom as at 0.25 s (once in 133 decisions, an arrow's
aim): 126 of those 133 searches settled, every other move out of reach,
before the 2 s ran out (110 at 0.25 s), most after the 20 worlds a
challenger must have.  What holds Hard back is what its
play-outs and leaf can tell, not how many it plays.  At two seats it
does help: about half of the searches there run the whole budget, and
Hard at 1 s won 56.0 % (50.9-61.1) of 360 games against Hard at 0.25 s
(seeds 81000-81179, 55.3 %, and 82000-82179, 56.7 %).  Since then a
world costs a quarter less at two seats and a third less at four, for
the same samples (a table's face worths kept, `FaceWorths.at_table`,
and the play-outs' moves applied unchecked; 60 fixed searches of 30
worlds each, medians of three: 7.5 s of CPU -> 5.6 s at two seats, 3.5 s
-> 2.4 s at four), and a two-seat decision at 0.25 s gets a median of
49 worlds, not 34-46: Hard won 58.1 % (55.3-60.9) of 1200 games against
one Normal (seeds 84000-84599, 59.2 %, and 85000-85599, 57.0 %), its
mean score 39.3 against 36.6, within noise of the 57.6 % of 460 below.
But four times the thinking wins no more against Normal, though it
beats Hard at 0.25 s: at 1 s Hard won 55.3 % (49.7-60.9) of 300 games
against one Normal (seeds 87000-87149, 57.3 %, and 88000-88149,
53.3 %), its mean score 39.1 against 37.5.  A faster search would not
bring two seats to 65 %.

How far twice the share is, in points: a Normal given a head start
against Normals (Normal-only games, the head start's seat rotating,
seeds 90000-95999) won at two seats 54.1 % of 2000 games with one
point, 58.0 % of 1500 with three, 64.2 % of 2000 with five and 65.9 %
of 1500 with six; at four seats 31.9 % of 1000 with two, 48.2 % of 800
with eight, 54.0 % of 1000 with ten and 72.2 % of 800 with sixteen.  A
winner scores about 44 points at either seat count (about 24 turns a
seat; the marker falls from 55 or 65 to about 41).  Hard's 30.3 % at
four seats is worth about a point and a half a game.  At two, from the
guide that counts a theft as the rival's loss too (`guide.RaceWorths`),
Hard won 57.6 % (53.1-62.1) of 460 games against one Normal at 0.25 s
CPU (seeds 76000, 200 games, 59.0 %; 77000, 100, 54.0 %; 78000 and
79000, 80 each, 60.0 % and 56.2 %), its mean score 39.4 against 36.8:
about two points a game, where before that habit it won 51.2 % of 690,
a third of a point.  65 % and 50 % are worth five to six
points a game and nine, an eighth and a fifth of a winner's score, in
a game where nearly all of a Normal's points come from the Train, the
gamble die, stock and stars sold (Easy, playing at random, wins 0.3 %
of 600 games against Normal: the gap is between good play and better).
And most of a game leaves nothing to choose: in 200 Normal-only games
at each seat count (seeds 500-699) a seat rolled a die with no move
face but its Ringmaster in 59 % of its turns at two seats and 55 % at
four (means over seats), and 45 % of seats at either count ended the
game with two of their three dice as they started: once the die a seat
builds has taken a face over every number, its monkeys stand still but
for a Ringmaster's step, and each turn is one roll of that die, so what
Hard can win it wins while the dice are being built.

How much a built die is worth, and where Normals' winners differ: a seat
that starts with its best die built (the Ringmaster and five Train
faces; every seat Normal) won 94.2 % (±2.3) of 400 games at two seats
and 85.5 % (±3.5) of 400 at four (seeds 100000-100399); at two seats,
300 games each, five gamble faces won 81.0 %, stock 81.7 %, thieves
56.2 % and stars 32.2 % (a die of stars moves only by its Ringmaster and
seldom reaches START to sell); at four, gamble faces 55.1 % and thieves
43.5 %: there the Train is worth far more than any other face.  But
Normals build alike: their best die holds five faces over its numbers by
the seat's ninth turn of about 20 at two seats and its eighth of 23 at
four (medians, 300 and 150 games, seeds 6000-), winners and losers
alike, and at two seats the winners' best dice end with what the losers'
hold (1.82 Train faces against 1.80, gamble 1.05 against 0.98, stock
0.52 against 0.56), stars aside (0.37 against 0.58; at four seats 0.27
against 0.45).  Between equals the rolls decide; to win more a seat must
build sooner or better than Normal, and no guide variant so far has
(guide.py).

Measured against the first Normal (`normal-v1`, frozen before issue 32,
which Normal must beat): Normal won 39.4 % (34.6-44.2) of 400 games
against three at four seats and 59.6 % (56.6-62.6) of 1000 against one
at two (seed 5000); Hard at 0.25 s CPU won 47.5 % (42.6-52.4) of 400
against three (seeds 96000, 49.0 %, and 98000, 46.0 %) and 76.0 %
(70.1-81.9) of 200 against one (seed 97000).  Each level stands a like
step above the one before, and at four seats Hard reaches about half
only against normal-v1: a Normal weakened to its own goal (35 % against
three normal-v1) would still leave Hard short of 50 % against it.
"""
from __future__ import annotations

import random

from game.ai.ismcts import TitleSearch, final_chances
from game.ai.learn_standings import chances
from game.core import Action, Rng

from . import RULES, data
from .ai import (OTHER_DICE, POINTS_PER_TURN, REACH, RIVALS, FaceWorths, NormalBot, loot_worth, new_face,
                 reach, turns_left)
from .rules import (AGAIN, AIM, CHOOSE, DISTANCE, DOUBLE, MOVE, OVER, PLUS_ONE, REPLACE, RESOLVE, SELL, STEAL,
                    RattleState, effective_faces, stock_left, stock_payout)
from .standings import WEIGHTS

#: Turns a rollout plays, by seat count.  At two seats nine (the seat's
#: next four): the further the dice are played, the less the evaluation
#: has to guess what they will bring; five won 59 % of 300 games against
#: Normal, nine 67 % of 190.  At four seats nine turns cost so much that
#: a quarter second deals only ~30 worlds, and five (the round and the
#: seat's next turn) won 50 % of 60 games against three Normals where
#: nine won 24 % of the same 60.  Three seats keep nine (not measured).
#: Judged to the game's end instead (`game.ai.departures`, 4 seats, the
#: same twelve Normal games, seeds 9100-9111, 60 worlds each), five stay
#: best: Hard's departures were worth +1.67 wins in all (±0.65; 28, of
#: which 13 monkey moves at +0.11 each), against +0.69 (±0.31, 28) when
#: three turns are played and +1.30 (±0.63, 42) when seven; the 14 more
#: it would take at one to two standard errors were worth -0.23 (±0.41).
#: At two seats play-outs to the finish (45 turns) found half the
#: departures nine turns find in the same ten Normal games (seeds
#: 9940-9949): 18, judged +2.03 wins in all (±0.67), against 36, +2.52
#: (±0.79).
TURNS_PLAYED_OUT = {2: 9, 3: 9, 4: 5}
#: `progress` counts each turn as HORIZON / TURNS_PLAYED_OUT[players] ...
HORIZON = 45
#: ... or, once the lead is ENDGAME turns of points from the marker, to the finish.
ENDGAME = 2.0
ROLLOUT_STEPS = 160
TREE_DEPTH = 1
#: Hard keeps Normal's move unless another promises half a point of win
#: chance more.  The evaluation sees where the monkeys stand (`reach`): when
#: it did not, Hard left Normal's monkey moves for staying put on "sure"
#: gains of 0.3-1 %, and only a bar of two points kept it from that.
MIN_GAIN = 0.005


def progress(state: RattleState) -> int:
    """Turns played (in units of HORIZON / TURNS_PLAYED_OUT) while the end
    is far; near the end (ENDGAME turns left, roughly) the count stops, so
    a rollout plays on to the finish.  Near means `turns_left` at most
    ENDGAME, reckoned here from the marker and the lead alone: a play-out
    asks at every step."""
    if state.marker - max(state.scores) > ENDGAME * POINTS_PER_TURN:
        return state.turn * (HORIZON // TURNS_PLAYED_OUT[state.players])
    return -1


def dice_worth(state: RattleState, seat: int, worths: FaceWorths | None = None) -> float:
    """The seat's dice per turn: its best die, and the others as often as
    they roll unplanned (Normal's OTHER_DICE; 0.35 of the second die before
    Normal rolled one die a turn in 99 % of its turns).  A Roll Again face is worth a roll of the die
    again plus the seat's best other die, die by die (Normal counts every
    Roll Again face alike, as its second die and its best die rolled).
    `worths`: the seat's face worths, when the caller has them."""
    worths = FaceWorths.at_table(state, seat) if worths is None else worths
    plain = [worths.of_die(die) for die in state.dice[seat]]
    per_roll = sorted((_with_roll_again(die, plain, d, worths["roll_again"])
                       for d, die in enumerate(state.dice[seat])), reverse=True)
    return per_roll[0] + OTHER_DICE * (per_roll[1] + per_roll[2])


def _with_roll_again(die: list, plain: list[float], index: int, normal_worth: float) -> float:
    """Die `index` per roll (`plain`: each die's worth as Normal sees it,
    a Roll Again face at `normal_worth`) with each Roll Again face worth
    the die's other faces rolled again plus the seat's best other die,
    which comes along."""
    again = effective_faces(die).count("roll_again")
    if not again or again == data.FACES_PER_DIE:
        return plain[index]
    others = plain[index] * data.FACES_PER_DIE - again * normal_worth
    rest = others / (data.FACES_PER_DIE - again)
    best_other = max(w for d, w in enumerate(plain) if d != index)
    return (others + again * (rest + best_other)) / data.FACES_PER_DIE


def hint_features(state: RattleState, seat: int) -> dict[str, float]:
    """What a hint may say a move improves."""
    return {"points": state.scores[seat], "gold": state.gold[seat], "stars": state.stars[seat],
            "stock": state.stock[seat], "dice": round(dice_worth(state, seat), 2)}


#: What a seat's standing is weighed from (`features`), with weights learned
#: from Normal-only games (game/rattlebones/standings.py).
FEATURE_NAMES = ("points", "gold", "stars", "stock", "engine", "order", "stock_payout")
#: The lead's share of the way to the marker at which the weights change:
#: late in the race points count for more and stars for less.
STAGES = (0.35, 0.6, 0.8, 0.9)


def phase(state: RattleState) -> tuple[int, int]:
    """The standings' weights to use: the seat count, and how far the lead is along the way to the marker."""
    share = max(state.scores) / state.marker
    return state.players, sum(share >= stage for stage in STAGES)


def features(state: RattleState) -> list[list[float]]:
    """Each seat's standing in numbers: its points, gold, stars (up to the
    four a sale takes), stock tickets; its `engine`, what its dice and its
    monkeys' places bring over the turns left; how many seats roll before
    it; and the payout its tickets would bring now, by how few are left."""
    turns = turns_left(state)
    payout = stock_payout(state.stock) if any(state.stock) else [0] * state.players
    paid_soon = 1 - stock_left(state) / data.STOCK_TICKETS
    rows = []
    for seat in range(state.players):
        worths = FaceWorths.at_table(state, seat)
        engine = turns * (dice_worth(state, seat, worths) + REACH * reach(state, seat, worths))
        rows.append([state.scores[seat], state.gold[seat], min(state.stars[seat], max(data.STAR_SALE)),
                     state.stock[seat], engine, (seat - state.seat) % state.players, payout[seat] * paid_soon])
    return rows


def win_chances(state: RattleState) -> list[float]:
    """A finished game by who won; otherwise each seat's standing, its
    `features` weighed as learned for this `phase` of the game."""
    if state.phase == OVER:
        return final_chances(RULES, state)
    weights = WEIGHTS[phase(state)]
    return chances(weights, features(state))


def rollout_action(rules, state: RattleState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """The Normal bot's habits, cheaply: its choice of dice, its order of
    resolving and its aim; a monkey goes where its landing and its new
    place promise most (`_move_gain`, no look-ahead); a new face goes over
    the die's weakest face when it is worth more; every star it may is sold.
    A turn's first choice also seeds the turn's rolls (`_pair_dice`)."""
    phase = state.phase
    if phase == CHOOSE:
        if not state.chosen:
            _pair_dice(state, rng)
        return NormalBot._choose_dice(state, seat, actions)
    if phase in (AGAIN, RESOLVE, AIM):
        return _normal.choose(rules, state, seat, rng)
    if phase == MOVE and state.steps is None:     # a 9-Pip: the distance decides where it lands
        return actions[0]
    if phase in (MOVE, DISTANCE):
        worths = FaceWorths.at_table(state, seat)
        now = worths.reach(state.monkeys[seat])
        if phase == MOVE:
            return max(actions, key=lambda a: _move_gain(worths, a, state.steps, now))
        return max(actions, key=lambda a: _move_gain(worths, _MOVED, a.n, now))
    if phase in (REPLACE, PLUS_ONE):
        return new_face(state, seat, actions)
    if phase == SELL:
        return actions[-2]          # the most stars (the last action declines)
    if phase == STEAL:
        victim = state.victims[0]
        return max(actions, key=lambda a: loot_worth(state, seat, a.item) + RIVALS * loot_worth(state, victim, a.item))
    if phase == DOUBLE:
        return max(actions, key=lambda a: _gain_worth(state, seat, state.gained[a.die]))
    return actions[int(rng.random() * len(actions))]


def _pair_dice(state: RattleState, rng: random.Random) -> None:
    """Each turn of a play-out rolls from a seed of its own, the next one
    drawn from the play-out's `rng`.  Every move raced in one world is
    played out with a twin of the same `rng`, and this policy draws from it
    only here, once a turn: so two moves meet the same rolls turn by turn,
    not only until one of them rolls a die more than the other (one stream
    of rolls for the whole play-out would deal them different dice from
    there on)."""
    state.rng = Rng(rng.getrandbits(64))


def _gain_worth(state: RattleState, seat: int, gain: list) -> float:
    """Points, gold and stars a die gave, in points."""
    points, gold, stars = gain
    return points + gold * loot_worth(state, seat, "gold") + stars * loot_worth(state, seat, "star")


_normal = NormalBot()
_MOVED = Action("moved")    # the monkey already chosen (state.monkey)


def _move_gain(worths: FaceWorths, action: Action, steps: int, reach_now: float) -> float:
    """What a move brings per turn, as Normal weighs it at a glance: the
    offered face over the weakest of the die that moved (a sixth of a
    roll; a sale of stars on START), and what the monkey's new place
    promises the seat's best die against its old one (`reach`, from the
    `worths` of this table).  Staying brings nothing."""
    if action.kind == "stay":
        return 0.0
    state, seat = worths.state, worths.seat
    monkey = state.monkey if action is _MOVED else action.monkey
    spaces = list(state.monkeys[seat])
    spaces[monkey] = landing = (spaces[monkey] + steps) % data.SPACES
    face = worths.landing_gain(state.dice[seat][state.current], landing) / data.FACES_PER_DIE
    return face + REACH * (worths.reach(spaces) - reach_now)


#: Hard's plug-in for this title (see `TitleSearch`).
SEARCH = TitleSearch(
    win_chances=win_chances,
    progress=progress,
    horizon=HORIZON,
    rollout_steps=ROLLOUT_STEPS,
    rollout_action=rollout_action,
    features=hint_features,
    tree_depth=TREE_DEPTH,
    min_gain=MIN_GAIN)

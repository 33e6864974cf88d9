"""Citadels: what the Hard search (game/ai/ismcts.py) needs of this title.

The search tries each of the moves at hand and plays every seat on to the
end of the round: turns as today's Normal plays them (a tenth of a
millisecond a move), draft picks as Normal's glance at the characters
judges them (`likely_pick`, a tenth of a millisecond, where its own pick
thinks the best two through in imagined rounds, milliseconds), and the
Assassin's and the Thief's aim as Normal's own, by the draft histories
the striker believes (`believed_holders`: of 252 murders and 182 thefts
in Normal games at 4 seats, 70 % and 65 % hit a held character as
Normal's 69 % and 65 % did, and 37 % and 57 % named Normal's very
target; aimed at the world's true holders, as Normal imagines any seat
aiming, 88 % and 83 % hit, 26 % and 31 % named it: the search judged its
character picks by strikes that knew them; against three Normals at
0.25 s, 4 seats, seeds 700-899, Hard won 47.5 % (40.6-54.4) of 200
games, 43.5 % (36.6-50.4) before, within noise), so Hard improves on play much like the one it meets at the table, its own
later moves included (with random rollouts and a deeper tree it won only
29 % against three Normals).  The position is then judged by
each city's score so far plus tempo and what is still in hand: builds are
the scarce thing (one a turn), so every district counts on top of its
points; gold and district cards turn into districts later; and a city
near eight districts is close to ending the game on its owner's terms.
Weights learned from Normal-only games (`game.ai.learn_standings` over
points, districts, gold, cards, the crown, districts past five and the
districts in hand it could pay for, per seat count and stage) tell the
winner better (held-out log loss at 4 seats 1.235, these constants
1.329) but judge moves no better: they weigh a coin above a point, as
Normals spend their gold, so a search judging by them kept its gold
rather than build (of 40 decisions it left Normal's move in 20, these
constants in 10; 6 of its own were to keep gold or build or keep a
cheaper district), and won 43.3 % against 41.7 % of the same 120
seeded games at 0.25 s.  Judged by play-outs to the game's end
(drafting the plain way; 167 decisions of Normal-only games, every move
played out in the same 60 worlds, one half choosing as Hard does and the
other judging), the moves Hard leaves Normal's for gain as much with
these constants (+1.07 wins in all) as with a horizon of two rounds
(+1.29), a coin worth a point (+1.33), the crown (+1.13), another spread
(+0.97 to +1.12) or cards worth their cost (+0.75), all within their
noise (about 0.25).  In Hard's own games (4 seats, 0.25 s, four games,
seed 3000) its pick searches play out a median 82 worlds and 45 % settle
early; its turn searches settle after the 20 worlds a challenger needs
(82 %, a median 0.02 s), so a turn has time for longer play-outs: played
over two round ends (its picks over one) Hard won 50.0 % and 46.5 %
(±6.9) of 200 and 200 games (seeds 2100 and 2300), 48.2 % of the 400,
where over one it won 53.0 % and 49.5 %.

Every world the search plays in deals the characters it did not see from
the draft histories Normal believes (`guess_characters`): a history is as
likely as the seats' picking as it says, not every consistent one alike,
so the search aims its strikes and plays its rivals' turns at the
characters they most likely hold.

The move the search races is its guide's (`guide.HardGuide`), not
Normal's: Normal whose pick imagines rival Assassins and Thieves aiming
by the draft they believe (`believed_holders`, as here), not at the
characters its imagined worlds dealt: from it Hard won 50.2 %
(43.3-57.2) of 200 games against three Normals at 0.25 s, 4 seats,
seeds 700-899 (47.5 % from Normal, within noise), and 48.2 % (41.3-55.2)
of 200 more (seeds 900-1099): 49.2 % (44.3-54.1) of the 400.  On fresh
seeds, 48.0 % (41.1-54.9) of 200 (1100-1299) and, searching until nine
tenths of the budget instead of four fifths, 45.5 % (38.6-52.4) of 200
(1300-1499): 48.0 % (44.5-51.5) of the 800; with 600 more (1500-1699,
51.0 %, 44.1-57.9; 1700-1899, 48.0 %, 41.1-54.9; 1900-2099, 46.2 %,
39.3-53.2) and 600 (2100-2699, 53.0 %, 49.5 %, 46.5 %), 48.6 %
(46.4-50.8) of 2000; on 2000 fresh seeds (4000-4999, 48.8 %, 45.7-51.8;
5000-5999, 50.0 %, 47.0-53.1), 49.4 % (47.2-51.6): 49.0 % (47.5-50.5)
of the 4000; on 2000 more (6000-6999, 47.4 %, 44.4-50.5; 7000-7999,
47.3 %, 44.2-50.4), 47.4 % (45.2-49.5): 48.5 % (47.2-49.7) of the 6000,
below the half.  Judging a lead by one spread at every stage was what
held it back: fitted to the winners of Normal-only games, a lead early
in a four-seat game counts as much as one three to five times smaller
near its end (`spread`), and with the spread so fitted Hard won 50.8 %
(47.8-53.9) and 51.4 % (48.3-54.5) of 1000 games each (seeds
10000-10999 and 11000-11999): 51.1 % (48.9-53.3) of 2000; on 2000
more (12000-12999, 52.2 %, 49.1-55.3; 13000-13999, 50.7 %,
47.7-53.8), 51.5 % (49.3-53.6): 51.3 % (49.7-52.8) of the 4000, above
the half, the Normals 16.2 % each.  At 0.5 s on seeds 2100-2299 it won
54.5 % (47.6-61.4), at 0.25 s 53.0 %: twice the thinking, within noise
of the same.
Where Hard's departures stop paying, judged to the game's end by how sure
the search was (`game.ai.departures`, the margin in standard errors of
the paired difference; 4 seats, 60 worlds each): those at two to three
were worth +0.014 (±0.016) of a game each (28 in 22 games, seeds 9800-9805 and
9820-9835), those at three and more +0.044 (±0.021, 35 in 6 games), and
the five more that a threshold of one and a half would add +0.038
(±0.024).  Forty more games (seeds 9840-9879, Hard departing at one
and a half) found 31 departures at one and a half to two standard
errors, judged +0.030 (±0.016) each, 0.8 a game (at two seats 38 in
thirty games, seeds 9920-9949, +0.010, ±0.015), and the 35 that one
to one and a half would add in forty more (seeds 9880-9919) -0.014
(±0.014).  Yet departing at one and a half Hard won 47.3 % of 1000
games against three Normals at 0.25 s (seeds 2100-2299, 53.5 %;
2300-2499, 47.0 %; 2500-2699, 42.0 %; 2700-2899, 45.2 %; 2900-3099,
49.0 %), where at two it won 49.7 % of the same first 600 (53.0 %,
49.5 %, 46.5 %; within noise, but not the gain the judging promised).
Those departures were judged at positions of Normal's games, which
Hard's own games may seldom reach (in Rattlebones they meet fewer
departures than Normal's: `game.ai.departures --hard-plays`), so the
threshold stays at two.  Judged by
play-outs to the game's end (`game.ai.departures`, 4 seats, seed 9300,
60 worlds, about three games), the turns Hard left the guide's for were
worth what its search said (15 departures, searched +0.84 wins in all,
judged +0.82, ±0.30); its character picks were overstated (`--kind
pick_character`, 38 departures in twelve games, seed 9320: searched
+0.050 of a game each, judged +0.006 ±0.016), as the largest margins of
noisy races are, but lose nothing, so Hard keeps them.  The play-outs above
still play Normal at every seat, the searching seat too: the guide's
pick thinks through imagined rounds (milliseconds), and a play-out ends
with the round, so its own picks in them (only at 2 and 3 seats) barely
count.
"""
from __future__ import annotations

import math
import random
import zlib

from game.ai.ismcts import TitleSearch, softmax_chances
from game.core import Action

from .ai import SAMPLES, NormalBot, odds_of_histories, standings, weighted_histories
from .data import COMPLETE_CITY
from .rules import CitadelsRules, CitadelsState, deal_characters, score_city

#: A rollout stops when the round changes.
HORIZON = 1
ROLLOUT_STEPS = 120
TREE_DEPTH = 1          # only the move at hand is searched; the first Normal plays on
DISTRICT = 1.5          # a build done: one turn's tempo, on top of its points
GOLD = 0.5              # a gold coin: half a point of district later
GOLD_USEFUL = 8
CARD = 0.5              # a district card in hand: a build still to pay for
CARDS_USEFUL = 4        # cards beyond these seldom get built before the end
NEAR_COMPLETE = 1.5     # per district past five: the end comes on this city's terms
#: Points of standing that make a win e times likelier when the longest
#: city lacks one district ...
SPREAD_AT_END = 4.0
#: ... and more for each further district it lacks, this many for each
#: seat beyond two, up to SPREAD_SEATS_COUNTED of them (`spread`).
SPREAD_PER_DISTRICT_AND_SEAT = 1.0
SPREAD_SEATS_COUNTED = 3
HISTORIES = 32          # draft histories weighed once a decision, to deal characters from


def progress(state: CitadelsState) -> int:
    return state.round


def features(state: CitadelsState, seat: int) -> dict[str, float]:
    city = state.cities[seat]
    return {"score": score_city(city, state.first_complete == seat)["total"],
            "gold": state.gold[seat], "cards": len(state.hands[seat]), "districts": len(city)}


def standing(state: CitadelsState, seat: int) -> float:
    city = state.cities[seat]
    score = score_city(city, state.first_complete == seat)["total"]
    near = max(0, min(len(city), COMPLETE_CITY) - 5) * NEAR_COMPLETE
    return (score + DISTRICT * len(city) + GOLD * min(state.gold[seat], GOLD_USEFUL)
            + CARD * min(len(state.hands[seat]), CARDS_USEFUL) + near)


def spread(state: CitadelsState) -> float:
    """Points of standing that make a win e times likelier: the nearer the
    end (the fewer districts the longest city lacks) and the fewer the
    seats, the surer a lead.  Fitted to the winners of 300 Normal-only
    games a seat count (seeds 20000-20299, each seat's `standing` at the
    start of every round, the spread of least log loss by the longest
    city): at two seats 3.5-4 from three districts on (6 at two); at
    three 5, 6, 6, 8, 8, 8 from seven districts down to two; at four 4,
    6, 8, 10, 14, 20 (from seven down to two); at five 4, 6, 10, 14, 14,
    20; at seven (150 games) 3.5, 6, 10, 14, 20, 20, as at five, so seats
    beyond five add nothing.  A single spread of 4 read an early lead at
    four seats as if the game were nearly over."""
    lacking = COMPLETE_CITY - min(max(map(len, state.cities)), COMPLETE_CITY - 1)
    seats = min(state.players - 2, SPREAD_SEATS_COUNTED)
    return SPREAD_AT_END + SPREAD_PER_DISTRICT_AND_SEAT * seats * (lacking - 1)


def win_chances(state: CitadelsState) -> list[float]:
    return softmax_chances([standing(state, s) for s in range(state.players)], spread(state))


def knowledge(world: CitadelsState, seat: int) -> tuple:
    """What `seat` knows of the draft in a world dealt for it, the same in
    every world of one decision: its own and the face-up draft entries, the
    pools it was offered, the characters called so far and who showed
    them, and the public table the other seats picked by."""
    return (seat, world.round, world.phase, world.called, world.murdered,
            tuple((c, world.holder(c)) for c in world.revealed),
            tuple((who, kind, c if kind == "up" or who == seat else None) for who, kind, c in world.draft_log),
            tuple((index, tuple(pool)) for index, pool in world.offers[seat]),
            tuple(map(tuple, world.cities)), tuple(world.gold), tuple(map(len, world.hands)))


#: The last decision's beliefs: (its `knowledge`, the histories' shares, the histories).
_beliefs: tuple = (None, [], [])


def guess_characters(world: CitadelsState, seat: int) -> None:
    """Deal the characters `seat` did not see again, a draft history as
    likely as the seats' picking as it says (`weighted_histories`, what
    Normal believes) rather than every consistent one alike: the seat
    after a pool without the Merchant most likely took it, and the search
    aims its Assassin and plays its rivals' turns by that.  The histories
    are weighed in a decision's first world, for all its worlds."""
    global _beliefs
    key = knowledge(world, seat)
    known, shares, histories = _beliefs
    if known != key:
        # Seeded by the knowledge alone: whether this world is a decision's
        # first changes neither the histories nor the world's own dice.
        weighted = weighted_histories(world, seat, random.Random(zlib.crc32(repr(key).encode())), HISTORIES)
        shares, histories = [share for share, _ in weighted], [slots for _, slots in weighted]
        _beliefs = (key, shares, histories)
    if histories:
        deal_characters(world, seat, world.rng.choices(histories, shares)[0], world.rng)


_normal = NormalBot()
#: Decisions played as today's Normal imagines any seat playing them: the
#: face-down discards (its own weighs draft histories, a millisecond).
IMAGINED = ("discard_character",)
#: Worth, in Normal's points, that makes a character e times likelier to be
#: picked in a rollout (0.5 and 2 foretell Normal's picks worse).
PICK_SPREAD = 1.0


def likely_pick(state: CitadelsState, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """A draft pick as today's Normal makes it, nearly: the character it
    judges best at a glance (`character_value`: its turn with its own hand
    and gold, its power, the risk of a murder or a theft, without weighing
    draft histories), or one judged a little worse now and then (a point
    less, e times less often).  Normal's own pick thinks the best two
    through in imagined rounds (milliseconds); the glance's best is that
    pick in 65 % of Normal's picks at 4 seats, what looks good to anyone
    (`plain_action`, the rollouts' pick before) in 39 %, and the chance
    it gives Normal's pick is e^-0.88 on average, against e^-1.20.  With
    it Hard won 43.5 % (36.6-50.4) of 200 games against three Normals at
    0.25 s, 4 seats, 39.0 % (32.2-45.8) before, the same seeds; at 2
    seats 87.5 % (81.6-93.4) of 120 games, 76.7 % of 30 before."""
    ranks = standings(state)
    values = [_normal.character_value(state, seat, a.character, {}, ranks) for a in actions]
    top = max(values)
    return rng.choices(actions, [math.exp((v - top) / PICK_SPREAD) for v in values])[0]


#: Draft histories a striking seat may believe, by its `knowledge`: the
#: worlds of a decision share a few of them.
_strikers_histories: dict[tuple, list] = {}
STRIKERS_KEPT = 1024
#: Histories weighed once for each thing a striker may know; each strike
#: reads as many of them as Normal's own (`SAMPLES`).  Fewer strike as a
#: few histories say (12: a Thief robbed the Magician in 69 % of its
#: play-outs where Normal's robs it in 16 %); 48 took 3-9 ms a striker at
#: 7 seats, and a search weighing many new strikers in its first worlds
#: gave up as too slow after 3 of them.  24 still do now and then (of 15
#: decisions at each of 2-7 seats, the fewest worlds fell to 3-9 at 3 and
#: 5-7 seats in some of 3 bench runs; never below 20 before strikers
#: weighed histories), and whole-budget searches play about a third fewer
#: play-outs at 2 and 7 seats.
STRIKER_HISTORIES = 24


def believed_holders(world: CitadelsState, seat: int, rng: random.Random) -> dict[int, dict[int, float]]:
    """Who `seat` believes holds each character as its Normal reckons it
    when it aims (`holding_odds`: SAMPLES draft histories, each as likely
    as the seats' picking as it says), from histories weighed once for
    each thing the seat may know: a millisecond a strike was a third of a
    play-out's time."""
    key = knowledge(world, seat)
    histories = _strikers_histories.get(key)
    if histories is None:
        if len(_strikers_histories) >= STRIKERS_KEPT:
            _strikers_histories.clear()
        histories = _strikers_histories[key] = weighted_histories(
            world, seat, random.Random(zlib.crc32(repr(key).encode())), STRIKER_HISTORIES)
    if not histories:
        return {}
    drawn = rng.choices(histories, k=SAMPLES)
    total = sum(share for share, _ in drawn)
    return odds_of_histories(world, [(share / total, slots) for share, slots in drawn])


def rollout_action(rules: CitadelsRules, state: CitadelsState, seat: int, actions: list[Action],
                   rng: random.Random) -> Action:
    """Today's Normal bot's move: its pick nearly (`likely_pick`), its
    strike by histories weighed once for many worlds (`believed_holders`),
    its discard as it imagines any seat making it (`plain_action`), its
    own elsewhere."""
    kind = rules.pending(state)[0].kind
    if kind == "pick_character":
        return likely_pick(state, seat, actions, rng)
    if kind == "turn" and any(a.kind in ("murder", "rob") for a in actions):
        return _normal.strike(state, seat, actions, believed_holders(state, seat, rng), rng)
    if kind in IMAGINED:
        return _normal.plain_action(state, seat, kind, actions, None, rng)
    return _normal.decide(rules, state, seat, kind, actions, rng)


#: Hard's plug-in for this title (see `TitleSearch`).
SEARCH = TitleSearch(
    win_chances=win_chances,
    progress=progress,
    horizon=HORIZON,
    rollout_steps=ROLLOUT_STEPS,
    rollout_action=rollout_action,
    features=features,
    tree_depth=TREE_DEPTH,
    guess_hidden_moves=guess_characters)

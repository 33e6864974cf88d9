"""Rattlebones: the policy Hard starts from (`Title.hard_guide`): Normal
with habits that lose it games fixed, each measured by the guide alone
(no search) against Normals (`python -m game.arena --bots
guide,normal,normal,normal`).

Tried and not kept (the guide with one of Normal's weights changed, 1000
games against three Normals, seed 3200, where the guide as it stands won
27.4 % and Normal in its seat 27.0 %, ±2.8): a star held at 1.9 points,
not 2.6 (27.0 %); turns left counted at 3.5 points a turn, not 4.5
(27.6 %; Normals' games last about one and a half times the turns
Normal's `turns_left` expects); a thief's face at six tenths (26.1 %), a
Roll Again face at seven tenths (25.9 %); `REACH` 2 (28.0 %); `RIVALS`
0.2 (27.5 %).  At two seats (seed 3300, where the guide won 49.1 %, ±3.1)
`REACH` 2 won 50.5 %, and 3 points a turn with stars at 1.9 won 51.6 %.
Normal's weights sit where a nudge moves its games less than 1000 games
can tell.

Issue 32, again at two seats (1000 games against one Normal, seed 3300,
where the guide won 49.1 %, 46.1-52.2; Normal beats Easy in 99.7 % of 600
games, so the dice leave skill to win): a Gamble face at 3.6 or 2.0
points, not 2.6 (46.2 % both); a stock ticket at 3.3 or 1.5, not 2.3
(49.5 %, 50.1 %); a gold at 2.0 (48.8 %); `OTHER_DICE` 0.3 (50.0 %);
`MOVE_OF_BEST_OFFER` 0.7 (49.1 %); a Double at 2.6 (49.1 %).  The Train,
the face that wins games (in 300 Normal-only games at two seats the
winner scored 21.1 points a game from it, the loser 15.3), is where
Normal's choices move its games most: a Train face worth 2.5 points, not
3.5, won 38.7 %; 5 won 51.4 %, 6.5 won 51.6 %, 8 won 50.0 %; at 6 on
other seeds, 50.9 % and 51.6 % of 2000 at two seats (seeds 3500 and
3700; 49.8 % and 50.5 % at 3.5) and 28.1 % of 2000 at four (seed 3600;
26.6 %), and at 5.5 28.8 % of 1000 at four (seed 3200; 27.4 %).  Those
pairings leaned the same way, by 1.1 to 2.3 points (pooled 1.4 and 1.2
standard errors at two and four seats), but 4000 more games at two seats
(seeds 50000-51999, each seed played from both seats, Normal's face
worths patched for the guide's own decisions only) took the lean away: a
Train at 6 won 48.9 % where the guide won 51.4 % (±1.5 each).  A Roll
Again face lost as well, counted at one and a half times Normal's worth
(46.4 %), twice (43.6 %) or at a flat 3 points (48.6 %).  Counting a Train face
at the points of the train's space now when choosing the die to roll
(instead of 3.5) lost: 43.4 % of 2000 at two seats (seed 3300),
probably because the die a seat rolls is the die its landings build,
and leaving the Train die while the train stands low starves it (not
measured apart).  At four seats, where the seat order makes the train's
timing worth more (rolled every turn by all, it gives one seat the
spaces 3 and 7, another 0 and 4), it lost as well: 22.1 % of 4000 games
against three Normals (seeds 60000-63999, the guide 25.5 %), and 24.4 %
halfway between the space and 3.5, probably because Normal's worths
weigh the other dice on a scale of their own, not in points, so one
face counted in points tips the choice the wrong way (not measured
apart).  Choosing the die by playing the turn out instead (each
die rolled in the same six seeded rolls, the turn finished by the
play-outs' copy of Normal, the table then judged by Normal's `value`)
lost too: 47.0 % of 4000 at two seats (seeds 50000-51999 from both
seats; the guide 51.4 %): a turn's gain draws the seat off the die its
faces are going onto.  At four seats (seeds 60000-63999, 4000 games
against three Normals, the guide 25.5 % ±1.3) a star beyond the four a
sale takes counted at 0.5 points, not 1.5 (Normals were seen holding 13
and 16 stars), won 25.6 %; `REACH` 0.5 25.4 %; `RIVALS` 0.8 25.5 %.
On the same seeds, a thief that always takes a stock ticket over a star
won 25.5 % of 4000.  Along Hard's own games its four departures at a
theft were all that (star to stock, judged +0.075 of a game each), but
Normal already takes the ticket in 1.5 of the 2.7 thefts a game that
offer both, and taking it at the rest wins nothing games can tell.
Normal's look-ahead judging its lines by Hard's learned leaf
(`evaluate.win_chances`) instead of `value` won 23.9 % of 2000 (seed
60000), probably because the leaf tells who is ahead, not what a face
put on a die will bring (not measured apart).  A thief's face counted at
one and a half times Normal's worth at four seats (as `RaceWorths` counts
it at three) won 27.0 % of the 4000 of seed 60000 (the guide 25.5 %) but
25.9 % of 2000 fresh ones (seed 64000, the guide 25.7 %): 26.6 % against
25.6 % of the 6000, within noise, so four seats reckon as Normal.
A stock face at two seats counted as what one more ticket does to the
payout race (the payout to the seat less the rival's, the
tickets still to come going either way alike: 2.5 from 0-0, 5 at 2-2
with one left, nothing at 3-1 with one left; Normal counts 2.3, 3.3
with two left or fewer) won nothing either: 53.1 % of 3000 games
against one Normal (seed 50000), 53.4 % as it is.  On the same seeds
(3000 games): the rival's holdings weighed whole in `value` (`RIVALS` 1, not
0.5), 53.3 %; a number counted at half a move when choosing the die to
roll (fewer turns off the die being built), 52.9 %; a Roll Again face
at 0.8 and 0.6 times its worth, 53.2 % and 50.1 %; a gold face at twice
its worth, 39.3 %.
Nor are faces worth otherwise on a finished die (one with no number
face left but its Ringmaster, what most of a game rolls: evaluate.py).
At four seats (seeds 60000-63999, 4000 games each against three
Normals; the guide 25.4 % with the change wired in but inert), a star
and a thief's face there counted at 0.4 of their worth won 21.4 %, at
1.5 times 21.7 %; a star alone, on a die with one number face or none,
22.3 % and 20.6 %: there Normal's worths sit on a peak, not a ridge.
The train at two seats is a race of parity: while both seats roll a
Train face every turn they take the track's spaces in turn, one the odd
spaces (1, 3, 5, 7), the other the even (0, 2, 4, 6), a point a Train
face apart, and the seat that rolls at 7 leaves its rival the 0.  A
Train face counted, when choosing the die to roll, at what it brings now
and does to that race over the turns left (each seat rolling its best
die, a Train face coming up as often as that die holds them: at 7 worth
8 to 13 points, at 0 less than one) won 48.3 % of those 3000 games;
counted at the train's space alone, 47.4 % of 2000, and halfway
between that and 3.5, 52.1 %.
The race is real: in 1500 Normal-only games, on turns where both seats'
best dice held three Train faces or more, a Train face rolled at the
space 7 left the seat, besides its 7 points, 3.2 points further ahead
of its rival over the next eight turns than a turn without one; at 5,
1.5 further; at 6 and at 2, 1.8 and 1.4 less far.  But where the
race chose another die than the guide (about three times a game, in 300
games against one Normal) it was mostly early, the train at 0 or 1 and
its die of one or two Train faces still being built.  Counted so only
where both seats' best dice hold three Train faces or more, it won
53.1 %: no gain either.
At two seats on fresh seeds (200000-201999, 2000 games against one
Normal, where the guide won 52.3 %, ±2.2): a 9-Pip face at twice a move,
not 1.3 times, won 38.0 % (probably a die of 9-Pips that kept moving and
seldom scored; not measured apart); at one move 51.2 %, at 0.6 49.1 %;
`REACH` 2 and 3, 52.2 % and 41.3 %; a star face at one point, 50.3 %
(winners' dice hold fewer stars than losers', evaluate.py, but taking
fewer does not win); a stock face at 3.3 points however many tickets
are left, 50.5 %.
At four seats (2000 games against three Normals, seeds 300000-301999,
where the guide won 25.4 %): a Train face at 8 points won 27.5 %, at 12
26.8 %; on fresh seeds (400000-403999, 4000 games, the guide 27.0 %) at 8
27.1 % and at 6 28.0 %: with the 28.1 % and 28.8 % above, a Train worth
more leans a point ahead at four seats, too little for games to tell.
At two seats on the seeds of 200000 (the guide 52.3 %): a Train face at
6 and 8 points won 53.0 % and 52.9 %; a move worth 0.7 times what Normal
counts, 52.6 %, and 1.5 and 2 times (patience: a number kept to walk a
monkey to a better face later), 37.5 % and 6.2 %: a face taken now beats
a better one waited for.
"""
from __future__ import annotations

from typing import Callable

from . import data
from .ai import THIEF, FaceWorths, NormalBot
from .rules import RattleState, effective_faces, star_sale

#: What a star held is worth, in points, against a sale on START now: of
#: the stars Normals gain 47 % are never sold, so a star brought 1.9 points
#: (evaluate.py), not the 2.6 Normal counts.
STAR_HELD = 1.9


def sale_now(state: RattleState, seat: int) -> float:
    """What landing on START brings `seat` now: its stars sold (four at
    most) over what they are worth held."""
    stars = min(state.stars[seat], max(data.STAR_SALE))
    return star_sale(stars) - STAR_HELD * stars if stars else 0.0


def reaches_start(spaces: list[int], face: str) -> bool:
    """Whether a move face takes one of the monkeys on `spaces` onto START
    (a 9-Pip reaches every space)."""
    steps = data.MOVES[face]
    return steps is None or any((space + steps) % data.SPACES == 0 for space in spaces)


def roll_with_sale(worths: FaceWorths, sale: float, die: list) -> float:
    """One roll of `die`, each move face that lands a monkey on START worth
    the `sale` there where that beats the move."""
    spaces = worths.state.monkeys[worths.seat]
    gain = sum(max(0.0, sale - worths[face]) for face in effective_faces(die)
               if face in data.MOVES and reaches_start(spaces, face))
    return worths.of_die(die) + gain / data.FACES_PER_DIE


#: A thief's face to the guide, as a multiple of what Normal counts (the
#: loot it gains), by seat count: the gain, and each rival's loss at the
#: gain's worth shared among the rivals (1 + 1/(seats - 1); at four seats
#: it won nothing games could tell, see above).
THEFT_OVER_GAIN = {2: 2.0, 3: 1.5}


class RaceWorths(FaceWorths):
    """Normal's worths of the faces, but a thief's face at two and three
    seats counts what the rivals lose as well as what the seat gains."""

    @staticmethod
    def thief_per_victim(state: RattleState) -> float:
        """In a two-seat race a point the rival loses is as good as a point
        gained, and what a thief takes is both; Normal counts only the
        gain.  Counted twice (seeds 50000, 54000 and 58000: 3000, 4000 and
        6000 games against one Normal), the guide alone won 53.0 % of the
        13000 where as it was it won 51.6 %, ahead on each set of seeds
        (+1.4, +1.3 and +1.5 points; ±0.6 pooled); three times, 53.0 %
        of the 4000 of seed 54000 (52.3 % before).  At three seats, the
        loss to each of two rivals counted half the gain, it won 37.4 %
        and 36.0 % of 3000 games against two Normals (seeds 66000 and
        68000) where as it was it won 34.5 % and 34.1 % (±0.9 pooled)."""
        return THIEF * THEFT_OVER_GAIN.get(state.players, 1.0)


class HardGuide(NormalBot):
    """Normal, with the habits below fixed."""

    worths_type = RaceWorths

    @classmethod
    def roll_worths(cls, state: RattleState, seat: int) -> Callable[[list], float]:
        """Normal rolls its richest die without asking whether another
        die's moves reach START while it holds stars (47 % of the stars
        Normals gain are never sold): the guide counts, on each die, the
        sale its move faces reach.  Alone against Normals it won 26.1 %
        (24.2-28.0) of 2000 games at four seats (seed 3200; Normal in its
        seat 25.1 %, 23.2-27.0) and 49.8 % (47.6-52.0) at two (seed 3300;
        Normal 50.4 %, 48.2-52.6): within noise.  Normal already lands on
        START with three or four stars whenever a move it rolled reaches
        it (with two 46 times of 54, one 44 of 106, in 100 games at four
        seats): what is left unsold is mostly what no roll reached.  The
        habit is rare but right where it acts: along six Normal-only games
        at four seats (seeds 900-905) the guide chose another die 16 times,
        all in one game where Normal held three to seven stars for fifty
        turns, and played out to the end from there (Normal after, 60
        paired worlds each: `game.ai.departures.judged_margin`) its die won
        +0.20 (±0.03) of a game more on average; with a star held at 1.0
        point it chose otherwise 24 times, for +0.16 (±0.03).  Beside
        the thief's habit (`RaceWorths`) it pays at two seats: switched
        off, the guide won 51.4 % and 51.6 % of 3000 games against one
        Normal (seeds 50000 and 54000), with it 53.4 % and 53.2 %."""
        worths, sale = cls.worths_type.at_table(state, seat), sale_now(state, seat)
        if not sale:
            return worths.of_die
        return lambda die: roll_with_sale(worths, sale, die)

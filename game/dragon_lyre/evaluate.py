"""Dragon & Lyre: what the Hard search (game/ai/ismcts.py) needs of this title.

A flat search of the move at hand: every candidate (Normal's best few
turn actions, one per card, and in the final round every card; one hero
of each attack type in a fight, and the guide's move) is played out in
the same dealt worlds, Hard's guide (`guide.HardGuide`: Normal that at
three and four seats neither denies nor attacks) playing every seat to
the end of the next seat's turn (in the final round to the game's end),
so moves are compared on equal luck, and Hard leaves the guide's move
only for one better by `DEPARTURE_ERRORS` standard errors of the paired
difference.  A hero a rival sealed before Hard seals is the one Normal
would have sealed in its place.

Where the play-outs stop short of the end, the position is judged by
each seat's standing (`features`): its
points, the promise of its captures, its heroes in hand, an unused prophet
and what it could take from the row, how long it waits for its turn and
whether its last turn is over, weighed by the weights learned from
Normal-only games for the seat count and the stretch of the game
(standings.py, written by `python -m game.ai.learn_standings --game
dragon_lyre --players 2 3 4 --games 1500`).  They know what the hand-set
weights they replaced got wrong: a lead counts for four to five times as
much in the final round as in the first third of the deck (not less), a
hero in hand for under a point early and a point or so later (not nearly
two throughout), and at four seats an unused prophet early for no more
than what it could take.
"""
from __future__ import annotations

from functools import lru_cache

from game.ai.ismcts import TitleSearch
from game.ai.learn_standings import chances
from game.core import Action

from . import data
from .ai import NormalBot, Reading, potential
from .rules import ACTION, FIGHT, RECALL, SETUP, TIE_FIGHT, DragonLyreRules, LyreState, score
from .standings import WEIGHTS as STANDING_WEIGHTS

HORIZON = 2         # turns: the rest of this one and the next seat's (see `progress`)
ROLLOUT_STEPS = 120
GUIDED = 1.0        # Hard's guide plays every seat in the rollouts
TREE_DEPTH = 1      # a flat search of the move at hand, on paired samples
#: Turn actions searched besides Normal's before the final round: its best
#: few, one per target.
ACTION_CANDIDATES = 6
#: Standard errors of the paired difference a move must beat Normal's by
#: before Hard takes it.  Judged by play-outs to the game's end
#: (`python -m game.ai.departures`), the moves Hard passed over at 1.4 to 2
#: standard errors gained about as much as those it took at two.
DEPARTURE_ERRORS = 1.5

_rules = DragonLyreRules()
_normal = NormalBot()


def progress(state: LyreState) -> int:
    """Turns begun, where the final round counts as begun whole: a play-out
    that starts in it runs to the game's end.  There the standings judge
    worst (they weigh a hero in hand alike for a seat whose last turn is
    over, so a recall to end the last turn looked good) and the end is
    near."""
    return state.round * state.players + (state.players if state.final_round else state.prophets[state.turn])


def hint_features(state: LyreState, seat: int) -> dict[str, float]:
    """What the hint names a move's gain by."""
    return {"points": score(state.captured[seat]), "promise": round(potential(state.captured[seat]), 1),
            "heroes": len(state.hands[seat]), "prophet": 0 if state.prophet_used[seat] else 1}


#: What a seat's standing is weighed from (`features`), in the order of
#: the learned weights in standings.py.
FEATURE_NAMES = ("points", "promise", "heroes", "prophet", "prophet_take", "waits", "done")


def phase(state: LyreState) -> tuple[int, str]:
    """The seat count and the stretch of the game: the thirds of the deck
    before the final-round marker, then the final round."""
    if state.final_round:
        return state.players, "final"
    return state.players, ("early", "middle", "late")[min(2, int((1 - share_left(state)) * 3))]


def share_left(state: LyreState) -> float:
    """How much of the deck before the final-round marker is still to come
    (1 at the first round, 0 from the final round on)."""
    before_marker = max(0, len(state.deck) - state.marker_at)
    return min(1.0, before_marker / (len(data.EPIC_DECK) - data.ROW_AT_START - state.marker_at))


def features(state: LyreState) -> list[list[float]]:
    """Each seat's standing in numbers: its points, the promise of its
    captures beyond them, its heroes in hand, an unused prophet and the
    most it could take from the row now, how long it waits for its turn
    (a share of the lap) and whether its last turn is over."""
    return [_seat_features(state, seat) for seat in range(state.players)]


@lru_cache(maxsize=100_000)
def points(cards: frozenset[str]) -> int:
    """The score of a set of captured cards (every epic card is unique):
    the search asks for the same few sets over and over."""
    return score(cards)


def _seat_features(state: LyreState, seat: int) -> list[float]:
    captured = state.captured[seat]
    points_now = points(frozenset(captured))
    unused = not state.prophet_used[seat]
    waits = (state.prophets[seat] - state.prophets[state.turn]) % state.players
    return [points_now, potential(captured) - points_now, len(state.hands[seat]), float(unused),
            prophet_grab(state, seat) if unused else 0.0, waits / state.players,
            float(state.final_round and not has_turn_left(state, seat))]


def has_turn_left(state: LyreState, seat: int) -> bool:
    """In the final round, whether the seat's last turn is still to come
    or under way (it has actions left)."""
    place, turn_place = state.prophets[seat], state.prophets[state.turn]
    if place < turn_place:
        return False
    return not (seat == state.turn and state.phase == ACTION and state.actions_left <= 0)


def prophet_grab(state: LyreState, seat: int) -> float:
    """The most points the seat's prophet could take from the row now: a
    card, or a beast with every face-up card of the kind it sweeps."""
    captured = frozenset(state.captured[seat])
    now = points(captured)
    best = 0.0
    for card in state.row:
        sweep = data.BEAST_SWEEPS.get(card)
        taken = [card] + [c for c in state.row if sweep and data.KIND_OF[c] == sweep and c != card]
        best = max(best, points(captured.union(taken)) - now)
    return best


def win_chances(state: LyreState) -> list[float]:
    """Each seat's chance to win: the conditional logit of its features,
    with the weights learned for this seat count and stretch of the game."""
    weights = STANDING_WEIGHTS[phase(state)]
    return chances(weights, features(state))


def _target(action: Action) -> tuple:
    """What a turn action goes for: the card (whichever hero captures it),
    the attacked card, or the recall."""
    return (action.kind, getattr(action, "defender", None), getattr(action, "card", None))


def candidates(state: LyreState, seat: int, actions: list[Action]) -> list[Action]:
    """The moves worth playing out: in a turn Normal's best few, each the
    best way to its card, and in the final round every card, each so (Normal
    still counts the promise of sets and territories then, when it is worth
    nothing, and the play-outs run to the game's end); in a fight one hero
    of each attack type; in a recall or at setup Normal's favourites."""
    phase = state.phase
    if len(actions) <= 3 or phase not in (SETUP, ACTION, FIGHT, TIE_FIGHT, RECALL):
        return actions
    reading = Reading(_rules, state, seat)
    if phase == ACTION:
        best: dict[tuple, tuple[float, Action]] = {}
        for action in actions:
            value = _normal._action_value(reading, action)
            target = _target(action)
            if target not in best or value > best[target][0]:
                best[target] = (value, action)
        ranked = sorted(best.values(), key=lambda pair: pair[0], reverse=True)
        return [action for _, action in (ranked if state.final_round else ranked[:ACTION_CANDIDATES])]
    hand = reading.hand
    if phase in (FIGHT, TIE_FIGHT):
        by_type: dict[str, Action] = {}
        for action in sorted(actions, key=lambda a: _normal._keep_value(
                reading, a.hero, [h for h in hand if h != a.hero])):
            by_type.setdefault(data.ATTACK_OF[action.hero], action)
        return list(by_type.values())
    if phase == RECALL:
        return sorted(actions, key=lambda a: _normal._keep_value(reading, a.hero, hand), reverse=True)[:4]
    return sorted(actions, key=lambda a: _normal._keep_value(
        reading, a.hero, [h for h in hand if h != a.hero]))[:4]


def guess_hidden_moves(world: LyreState, seat: int) -> None:
    """In a fight the seat has yet to seal for, a rival who has sealed
    already sealed the hero the Normal bot would seal in its place, from
    what it sees of this world: `determinize` seals a hero at random, and
    against random heroes the search cannot learn which type beats the
    table's habits."""
    if world.phase not in (FIGHT, TIE_FIGHT) or world.sealed[seat] is not None:
        return
    for rival, hero in enumerate(world.sealed):
        if rival == seat or hero is None:
            continue
        world.hands[rival].append(hero)
        world.sealed[rival] = None
        hero = _normal.choose(_rules, world, rival, world.rng).hero
        world.hands[rival].remove(hero)
        world.sealed[rival] = hero


#: Hard's plug-in for this title (see `TitleSearch`).
SEARCH = TitleSearch(
    win_chances=win_chances,
    progress=progress,
    horizon=HORIZON,
    rollout_steps=ROLLOUT_STEPS,
    features=hint_features,
    guided=GUIDED,
    tree_depth=TREE_DEPTH,
    candidates=candidates,
    departure_errors=DEPARTURE_ERRORS,
    guess_hidden_moves=guess_hidden_moves)

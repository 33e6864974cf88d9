"""Dragon & Lyre: what the Hard search (game/ai/ismcts.py) needs of this title.

A flat search of the move at hand: every candidate (Normal's best few
turn actions, one per card; one hero of each attack type in a fight) is
played out in the same dealt worlds, the Normal bot playing every seat to
the end of the next seat's turn, so moves are compared on equal luck and
Hard improves on the play it meets at the table.  A hero a rival sealed
before Hard seals is the one Normal would have sealed in its place.  The position is then
judged by each seat's points, its heroes in hand, an unused prophet and its
place in the turn order.  The weights come from Normal-versus-Normal games
(which seat, with these numbers at a turn's start, went on to win: a
conditional logit fit); the tree search with random-ish rollouts and a
hand-set evaluation it replaces kept Normal's move in every decision
sampled, being overconfident (a prophet or a set piece's promise counted
for far more than they win) and starved of play-outs.
"""
from __future__ import annotations

from game.ai.ismcts import TitleSearch, softmax_chances
from game.core import Action

from . import data
from .ai import NormalBot, Reading, potential
from .rules import ACTION, FIGHT, RECALL, SETUP, TIE_FIGHT, DragonLyreRules, LyreState, score

HORIZON = 2         # turns: the rest of this one and the next seat's
ROLLOUT_STEPS = 120
GUIDED = 1.0        # the Normal bot plays every seat in the rollouts
TREE_DEPTH = 1      # a flat search of the move at hand, on paired samples
#: By seat count, each (at the first round, at the final round) in points:
#: the spread (a lead of this many points makes a win e times likelier), a
#: hero in hand, an unused prophet, and the cost of acting last in the
#: lap rather than next.  Fit to Normal-versus-Normal games.
WEIGHTS = {
    2: {"spread": (3.9, 8.8), "hero": (1.6, 1.7), "prophet": (5.6, 20.0), "last": (1.2, 2.7)},
    3: {"spread": (4.6, 7.6), "hero": (2.0, 0.6), "prophet": (6.1, 9.6), "last": (2.7, 4.5)},
    4: {"spread": (4.4, 6.7), "hero": (1.8, 0.8), "prophet": (4.5, 4.0), "last": (2.2, 3.4)},
}
#: Turn actions searched besides Normal's: its best few, one per target.
ACTION_CANDIDATES = 6

_rules = DragonLyreRules()
_normal = NormalBot()


def progress(state: LyreState) -> int:
    """Turns begun."""
    return state.round * state.players + state.prophets[state.turn]


def features(state: LyreState, seat: int) -> dict[str, float]:
    return {"points": score(state.captured[seat]), "promise": round(potential(state.captured[seat]), 1),
            "heroes": len(state.hands[seat]), "prophet": 0 if state.prophet_used[seat] else 1}


def share_left(state: LyreState) -> float:
    """How much of the deck before the final-round marker is still to come
    (1 at the first round, 0 from the final round on)."""
    before_marker = max(0, len(state.deck) - state.marker_at)
    return min(1.0, before_marker / (len(data.EPIC_DECK) - data.ROW_AT_START - state.marker_at))


def _weight(name: str, players: int, early: float) -> float:
    first, final = WEIGHTS[players][name]
    return final + (first - final) * early


def prophet_now(state: LyreState, seat: int) -> float:
    """In the final round an unused prophet is worth the best card (and
    sweep) it can take from the row, if the seat still has a turn."""
    place, turn_place = state.prophets[seat], state.prophets[state.turn]
    if place < turn_place or (seat == state.turn and state.phase == ACTION and state.actions_left <= 0):
        return 0.0
    captured = state.captured[seat]
    best = 0.0
    for card in state.row:
        sweep = data.BEAST_SWEEPS.get(card)
        taken = [card] + [c for c in state.row if sweep and data.KIND_OF[c] == sweep and c != card]
        best = max(best, score(captured + taken) - score(captured))
    return best


def standing(state: LyreState, seat: int) -> float:
    """A seat's points plus what its heroes, its prophet and its place in
    the turn order are worth."""
    players, early = state.players, share_left(state)
    value = score(state.captured[seat]) + _weight("hero", players, early) * len(state.hands[seat])
    if not state.prophet_used[seat]:
        value += prophet_now(state, seat) if state.final_round else _weight("prophet", players, early)
    waits = (state.prophets[seat] - state.prophets[state.turn]) % players
    return value - _weight("last", players, early) * waits / players


def win_chances(state: LyreState) -> list[float]:
    spread = _weight("spread", state.players, share_left(state))
    return softmax_chances([standing(state, s) for s in range(state.players)], spread)


def _target(action: Action) -> tuple:
    """What a turn action goes for: the card (whichever hero captures it),
    the attacked card, or the recall."""
    return (action.kind, getattr(action, "defender", None), getattr(action, "card", None))


def candidates(state: LyreState, seat: int, actions: list[Action]) -> list[Action]:
    """The moves worth playing out: in a turn Normal's best few, each the
    best way to its card; in a fight one hero of each attack type; in a
    recall or at setup Normal's favourites."""
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
        return [action for _, action in ranked[:ACTION_CANDIDATES]]
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
    features=features,
    guided=GUIDED,
    tree_depth=TREE_DEPTH,
    candidates=candidates,
    guess_hidden_moves=guess_hidden_moves)

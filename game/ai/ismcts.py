"""Hard: information-set Monte Carlo tree search.

After Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
Search" (IEEE TCIAIG 2012).  Every iteration deals a fresh world
consistent with what the searching seat can see (`rules.determinize`),
walks down a tree whose nodes are information sets, not states, adds one
node, plays on with a cheap rollout policy up to a depth limit, and scores
the position with the title's evaluation.

Several seats: each seat has its own tree of what *it* knows (the
multiple-observer variant).  A seat's own move is an edge labelled by the
action; another seat's move is an edge labelled by what this seat saw of it
(the move's events as `Event.seen_by` shows them).  So a sealed bid, a card
placed face down or a character drafted in secret leaves the other seats'
trees on one branch, whatever was chosen: nobody in the search reacts to
what it could not have seen.  A move that shows nothing (one step of a
sealed bid) adds no edge to the others' trees, and a move that was no
choice (the one legal action) none to the mover's.  A node's statistics
are those of the seat that chooses there, and selection uses availability-aware UCB: a child's
exploration term counts the visits in which its action was legal, not all
the parent's visits, because what is legal depends on the dealt world.

A title plugs in through `game/<id>/evaluate.py` (see `TitleSearch`).

The bot also asks its title's Normal bot once per decision and keeps that
move unless the search finds one clearly better (by two standard errors):
a few thousand noisy iterations never talk it out of a sound move, and a
clearly better one is taken.  A flat search races the moves against that
favourite (`Race`), halves a field of challengers too large for its
budget, and answers as soon as the rest of its budget could not change
the answer (the race is settled, or too slow ever to trust a challenger,
`Race.starved`): Hard does not sit on an obvious move.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game import registry
from game.ai import normal_bot
from game.core import Action, GameState, Rules

#: UCB exploration constant for rewards in [0, 1].
EXPLORATION = 0.7
#: Samples a move needs before its mean counts as evidence against the guide's.
TRUSTED_VISITS = 20
#: Part of the budget spent searching; the rest covers the move's
#: bookkeeping and the last play-out, which may run past the deadline (it
#: looks at the clock every 16 steps): `python -m game.bench --hard 0.25`
#: shows the worst decision of every title and seat count under 0.25 s.
BUDGET_SHARE = 0.9
#: Standard errors by which a move's paired margin over the favourite must
#: stay short of the least gain worth taking before a flat search stops
#: playing it out (and by which a last challenger must clear it to be taken
#: at once): the search looks again after every world, so three, not two.
RACE_ERRORS = 3
#: Worlds a flat search wants for each move still racing at the end: when
#: the rest of its budget cannot give them that, the worse half of the
#: challengers drop out (`Race.fit`), at most once every HALVING_WORLDS worlds.
WORLDS_WANTED = 2 * TRUSTED_VISITS
HALVING_WORLDS = 3


def softmax_chances(standings: Sequence[float], spread: float) -> list[float]:
    """Each seat's chance to win from its standing (a points-like number):
    a lead of `spread` is worth e (≈ 2.7) times the chance.

    >>> [round(p, 2) for p in softmax_chances([3, 3, 0], 1.0)]
    [0.49, 0.49, 0.02]
    """
    top = max(standings)
    weights = [math.exp((s - top) / spread) for s in standings]
    total = sum(weights)
    return [w / total for w in weights]


def final_chances(rules: Rules, state: GameState) -> list[float]:
    """A finished game: each winner's share of the win."""
    outcome = rules.outcome(state)
    share = 1.0 / len(outcome.winners)
    return [share if s in outcome.winners else 0.0 for s in range(len(outcome.scores))]


def _random_action(rules: Rules, state: GameState, seat: int, actions: list[Action],
                   rng: random.Random) -> Action:
    return actions[int(rng.random() * len(actions))]


def _no_progress(state: GameState) -> int:
    return 0


def _keep_guesses(world: GameState, seat: int) -> None:
    return None


@dataclass(frozen=True)
class TitleSearch:
    """What a title gives the search: `game/<id>/evaluate.py` builds one
    (`SEARCH = TitleSearch(...)`, its fields named below, in capitals for
    the numbers) and the title's `Title` record carries it.

    ``win_chances(state) -> list[float]`` (required)
        Each seat's estimated chance to win from this position (sums to 1).
        It may read the whole state: the search only ever hands it worlds
        dealt by `determinize`.  `softmax_chances` turns standings into
        chances.
    ``progress(state) -> int`` and ``HORIZON`` (optional)
        A counter that grows as the game goes on (auctions done, rounds
        played); a rollout stops once it has grown by HORIZON, or after
        ``ROLLOUT_STEPS`` decisions (optional, default 60), or at the end.
    ``rollout_action(rules, state, seat, actions, rng) -> Action`` (optional)
        A cheap policy for the rollouts; default a random legal action.  It
        must not look at what `seat` could not see (others' sealed bids).
    ``GUIDED`` (optional, default 0)
        The share of rollout moves the title's Normal bot makes instead
        (where Normal is cheap, the rollouts then play the way the table
        will, and the search improves on Normal rather than on chance).
    ``candidates(state, seat, actions) -> list[Action]`` (optional)
        The searching seat's moves worth trying when it has many (amounts
        to commit: a spread of them, not every one); the bot adds its
        Normal's move.  Default: every move.
    ``DEPARTURE_ERRORS`` (optional, default 2)
        Standard errors of the paired difference by which a move must beat
        Normal's before Hard takes it (`SearchResult.clearly_best`).  Fewer
        lets Hard depart on thinner evidence: worth it only where a wrong
        departure costs little and a right one gains much (measure it).
    ``MIN_GAIN`` (optional, default 0)
        The least gain in win chance worth leaving Normal's move for.  The
        evaluation is an estimate: where it is smooth, sampling can make a
        gain of a few tenths of a percent "sure" that is only its error.
    ``TREE_DEPTH`` (optional, default unlimited)
        Choices (of any seat) the tree holds below the root before the
        rollout takes over.  1 is a flat search of the move at hand: each
        iteration deals one world and plays every candidate out in it with
        the same dice, so two moves are compared on equal luck (paired
        samples), and Hard leaves Normal's move only for one that is
        better by two standard errors of the paired difference.  Moves
        that cannot be are dropped from the race on the way (`Race`).
    ``guess_hidden_moves(world, seat)`` (optional)
        Re-guesses, in a world just dealt by `determinize`, the other
        seats' hidden simultaneous choices (sealed bids) as the title's
        Normal bot would make them from each seat's view of that world.
        `determinize` deals them at random (it knows nothing of how
        anyone plays), and a search against random bids learns to
        outbid nobody.  The searching seat's move cannot change them
        (they are sealed blind), so every candidate meets the same ones.
    ``features(state, seat) -> dict[str, float]`` (optional)
        The seat's standing in a few named numbers ("points", "gold"): the
        hint explains a move by the feature it improves most.  Each name
        needs the sentence ``hint.why.<name>`` (with ``%{value}``, the
        gain) in assets/translations/table.*.json.

    """

    win_chances: Callable[[GameState], list[float]]
    progress: Callable[[GameState], int] = _no_progress
    horizon: int = 1
    rollout_steps: int = 60
    rollout_action: Callable[..., Action] = _random_action
    features: Callable[[GameState, int], dict[str, float]] | None = None
    guided: float = 0.0
    tree_depth: int = 10 ** 9
    candidates: Callable[[GameState, int, list[Action]], list[Action]] | None = None
    min_gain: float = 0.0
    departure_errors: float = 2.0
    guess_hidden_moves: Callable[[GameState, int], None] = _keep_guesses


def title_search(rules: Rules) -> TitleSearch:
    """The title's plug-in (its `Title` record's `search`)."""
    return registry.title(rules.id).search


class Node:
    """One information set of one seat.  `children` maps the seat's own
    actions and its observations of other moves to the next node; `visits`,
    `available`, `reward` (and its sum of `squares`) are the statistics of
    the edge into this node for the seat that chose it; a root child also
    sums the searching seat's `features` at the rollouts' end (for hints)."""

    __slots__ = ("children", "visits", "available", "reward", "squares", "features")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.squares = 0.0
        self.features: dict[str, float] | None = None

    def child(self, key: Any) -> "Node":
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = Node()
        return node


@dataclass
class Choice:
    """One candidate move at the root, as the search saw it."""

    action: Action
    visits: int
    win_chance: float
    #: Sample variance of the rewards behind `win_chance`.
    variance: float = 0.25
    #: Mean of each feature at the rollouts' end after this move.
    features: dict[str, float] = field(default_factory=dict)
    #: The reward of each iteration, when every move was played out in the
    #: same dealt world with the same dice (a flat search): differences
    #: between two moves' samples are then free of the luck of the deal.
    samples: list[float] = field(default_factory=list)


@dataclass
class SearchResult:
    choices: list[Choice]     # most visited first
    iterations: int
    seconds: float
    #: Positions played out (a flat search plays every move still in the
    #: race once an iteration; a tree search one a iteration).
    playouts: int = 0
    #: The race settled the answer before the deadline, or the budget
    #: could not have changed it (`Race.starved`; a tree search never
    #: settles early).
    settled: bool = False

    @property
    def best(self) -> Action:
        return self.choices[0].action

    def clearly_best(self, favourite: Action, min_gain: float = 0.0, errors: float = 2.0) -> Action:
        """`favourite` unless another move's win chance beats it by more
        than `errors` standard errors of the difference and by `min_gain`.  Either needs
        `TRUSTED_VISITS` samples first: a variance from a handful of
        samples (a search starved of time on a busy machine) is no
        evidence."""
        base = next((c for c in self.choices if c.action == favourite), None)
        if base is None or base.visits < TRUSTED_VISITS:
            return favourite
        best, best_margin = favourite, 0.0
        for choice in self.choices:
            if choice.action == favourite or choice.visits < TRUSTED_VISITS:
                continue
            margin = choice.win_chance - base.win_chance
            if base.samples and choice.samples:
                # Paired: the worlds both moves were played out in (a
                # search cut short leaves the last one to some moves only).
                n = min(len(base.samples), len(choice.samples))
                margin = (sum(choice.samples[:n]) - sum(base.samples[:n])) / n
                noise = errors * paired_error(choice.samples[:n], base.samples[:n])
            else:
                noise = errors * math.sqrt(choice.variance / choice.visits + base.variance / base.visits)
            if margin > max(noise, best_margin, min_gain):
                best, best_margin = choice.action, margin
        return best


def paired_error(a: list[float], b: list[float]) -> float:
    """Standard error of mean(a) - mean(b) for samples taken in pairs.

    >>> round(paired_error([0.5, 0.7, 0.9], [0.4, 0.6, 0.8]), 9)
    0.0
    """
    n = len(a)
    diffs = [x - y for x, y in zip(a, b)]
    mean = sum(diffs) / n
    return math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)


class Race:
    """A flat search's moves racing the favourite (its Normal's move) on
    paired samples.  Once a challenger has `TRUSTED_VISITS` worlds, it
    drops out when even its margin over the favourite plus `RACE_ERRORS`
    standard errors stays within `min_gain` (it could not be taken), and is
    played out no more.  The answer is settled when no challenger is left,
    or when one is left and its margin minus `RACE_ERRORS` standard errors
    clears `min_gain` (it would be taken): the rest of the budget could
    not change it.  With more challengers than the budget can play out
    well, the race halves them on the way (`fit`)."""

    def __init__(self, favourite: Action, actions: list[Action], min_gain: float) -> None:
        self.favourite = favourite
        self.min_gain = min_gain
        self.running = list(actions)
        self._sums = {a: 0.0 for a in actions if a != favourite}
        self._squares = dict(self._sums)
        self._worlds = 0
        self._last_cut = 0

    def margin(self, action: Action) -> tuple[float, float]:
        """The challenger's mean paired margin over the favourite and its standard error."""
        n = self._worlds
        mean = self._sums[action] / n
        variance = max(0.0, self._squares[action] - n * mean * mean) / (n - 1)
        return mean, math.sqrt(variance / n)

    def record(self, samples: dict[Action, list[float]]) -> None:
        """Count the world every running move was just played out in."""
        self._worlds += 1
        base = samples[self.favourite][-1]
        for action in self.running:
            if action != self.favourite:
                diff = samples[action][-1] - base
                self._sums[action] += diff
                self._squares[action] += diff * diff
        if self._worlds >= TRUSTED_VISITS:
            self.running = [a for a in self.running if a == self.favourite or self._in_reach(a)]

    def fit(self, playouts_left: float) -> None:
        """Sequential halving (Karnin, Koren & Somekh 2013): when
        `playouts_left` cannot play every running move out until it has
        WORLDS_WANTED worlds, the worse half of the challengers (by paired
        margin so far) drop out.  The favourite never does, so a cut can
        only cost a challenger, never the move Hard would play without one."""
        challengers = [a for a in self.running if a != self.favourite]
        if len(challengers) < 2 or self._worlds - self._last_cut < HALVING_WORLDS:
            return
        if len(self.running) * (WORLDS_WANTED - self._worlds) <= playouts_left:
            return
        challengers.sort(key=self._sums.__getitem__, reverse=True)
        kept = set(challengers[:(len(challengers) + 1) // 2])
        self.running = [a for a in self.running if a == self.favourite or a in kept]
        self._last_cut = self._worlds

    def starved(self, playouts_left: float) -> bool:
        """At the pace so far (measured over HALVING_WORLDS worlds at
        least), `playouts_left` cannot bring the favourite and a
        challenger to TRUSTED_VISITS worlds, even were the field raced down
        to one challenger at once: `clearly_best` will keep the favourite
        whatever the rest of the budget shows."""
        return (self._worlds >= HALVING_WORLDS and len(self.running) > 1
                and self._worlds + playouts_left / 2 < TRUSTED_VISITS)

    def _in_reach(self, action: Action) -> bool:
        mean, error = self.margin(action)
        return mean + RACE_ERRORS * error > self.min_gain

    @property
    def settled(self) -> bool:
        challengers = [a for a in self.running if a != self.favourite]
        if not challengers:
            return True
        if len(challengers) > 1 or self._worlds < TRUSTED_VISITS:
            return False
        mean, error = self.margin(challengers[0])
        return mean - RACE_ERRORS * error > max(self.min_gain, 0.0)


def _observation(events: list, mover: int, seat: int) -> tuple:
    """What `seat` learns when `mover` acts: the events as it sees them."""
    return (mover,) + tuple(e.seen_by(seat) for e in events)


class ISMCTS:
    """The search for one seat's decision, within `budget` seconds of
    `clock` (wall time by default; the arena may count the thread's CPU
    time, what a quiet machine would give).  `guide` (by default the
    title's Normal bot) plays the rollouts' guided moves."""

    def __init__(self, rules: Rules, budget: float, plugin: TitleSearch | None = None,
                 exploration: float = EXPLORATION, guide: Any = None,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.rules = rules
        self.budget = budget
        self.plugin = plugin or title_search(rules)
        self.exploration = exploration
        self.guide = guide if guide is not None or not self.plugin.guided else normal_bot(rules.id)
        self.clock = clock

    def search(self, state: GameState, seat: int, rng: random.Random, deadline: float | None = None,
               max_iterations: int | None = None, favourite: Action | None = None,
               early_stop: bool = True) -> SearchResult:
        """Search `seat`'s decision in the information set it has in
        `state` (any world it cannot tell from the true one): every legal
        move, or the title's candidates and `favourite`.  A flat search
        given a `favourite` races the moves against it (`Race`) and stops
        once the answer is settled, unless `early_stop` is off."""
        clock = self.clock
        start = clock()
        deadline = deadline if deadline is not None else start + self.budget * BUDGET_SHARE
        rules = self.rules
        roots = [Node() for _ in range(state.players)]
        legal = rules.legal_actions(state, seat)
        if self.plugin.candidates is not None:
            wanted = set(self.plugin.candidates(state, seat, legal)) | {favourite}
            legal = [a for a in legal if a in wanted]
        self._root_actions = legal
        flat = self.plugin.tree_depth == 1
        race = Race(favourite, legal, self.plugin.min_gain) if flat and early_stop and favourite in legal else None
        iterations = playouts = 0
        settled = False
        samples: dict[Action, list[float]] = {}
        while clock() < deadline and (max_iterations is None or iterations < max_iterations):
            if flat:
                moves = race.running if race else legal
                played = self._iterate_flat(state, seat, roots[seat], moves, samples, rng, deadline)
                playouts += played
                if played < len(moves):
                    break
            else:
                self._iterate(state, seat, roots, rng, deadline)
                playouts += 1
            iterations += 1
            if race:
                race.record(samples)
                now = clock()
                playouts_left = (deadline - now) * playouts / max(now - start, 1e-9)
                settled = race.settled or race.starved(playouts_left)
                if settled:
                    break
                race.fit(playouts_left)
        root = roots[seat]
        choices = []
        for action in legal:
            node = root.children.get(action)
            if node is None or node.visits == 0:
                choices.append(Choice(action, 0, 0.0))
                continue
            features = {k: v / node.visits for k, v in (node.features or {}).items()}
            mean = node.reward / node.visits
            variance = (node.squares - node.visits * mean * mean) / (node.visits - 1) if node.visits > 1 else 0.25
            choices.append(Choice(action, node.visits, mean, max(variance, 1e-4), features,
                                  samples.get(action, [])))
        choices.sort(key=lambda c: (c.visits, c.win_chance), reverse=True)
        return SearchResult(choices, iterations, clock() - start, playouts, settled)

    def _iterate(self, state: GameState, seat: int, roots: list[Node], rng: random.Random,
                 deadline: float) -> None:
        rules, plugin = self.rules, self.plugin
        world = rules.determinize(state, seat, rng)
        plugin.guess_hidden_moves(world, seat)
        cursors = list(roots)
        path: list[tuple[Node, int]] = []
        mover = seat
        legal = self._root_actions
        expanded = False
        choices_left = plugin.tree_depth
        while not expanded and choices_left > 0:
            if path:
                decisions = rules.pending(world)
                if not decisions:
                    break
                mover = decisions[0].seat
                legal = rules.legal_actions(world, mover)
                if len(legal) == 1:
                    # No choice: nothing for the mover's tree; the others
                    # see what it shows, if anything.
                    self._observe(cursors, rules.apply(world, mover, legal[0]), mover)
                    continue
            node = cursors[mover]
            action, expanded = self._select(node, legal, rng)
            choices_left -= 1
            events = rules.apply(world, mover, action)
            child = node.child(action)
            path.append((child, mover))
            self._observe(cursors, events, mover)
            cursors[mover] = child
        chances = self._rollout(world, rng, deadline)
        for node, chooser in path:
            node.visits += 1
            node.reward += chances[chooser]
            node.squares += chances[chooser] ** 2
        if plugin.features is not None and path:
            first = path[0][0]
            features = plugin.features(world, seat)
            if first.features is None:
                first.features = dict.fromkeys(features, 0.0)
            for name, value in features.items():
                first.features[name] = first.features.get(name, 0.0) + value

    @staticmethod
    def _observe(cursors: list[Node], events: list, mover: int) -> None:
        """Move every other seat's cursor along what it saw of `mover`'s
        move.  A move that shows nothing (a step of a sealed bid) leaves
        them where they are: it is no news to them."""
        if not events:
            return
        for other, cursor in enumerate(cursors):
            if other != mover:
                cursors[other] = cursor.child(_observation(events, mover, other))

    def _iterate_flat(self, state: GameState, seat: int, root: Node, moves: list[Action],
                      samples: dict[Action, list[float]], rng: random.Random, deadline: float) -> int:
        """One iteration of the flat search (TREE_DEPTH 1): deal one world
        and play each of `moves` out in it with the same dice, so the moves
        are compared on equal luck.  Returns how many were played out: fewer
        when the deadline came first (the moves played out by then keep
        their samples; the first one always does, so a search has something
        to say; the rest get none)."""
        rules, plugin = self.rules, self.plugin
        world = rules.determinize(state, seat, rng)
        plugin.guess_hidden_moves(world, seat)
        dice = rng.random()
        for done, action in enumerate(moves):
            played = world.clone()
            rules.apply_chosen(played, seat, action)
            chances = self._rollout(played, random.Random(dice), deadline if samples else math.inf)
            if samples and self.clock() > deadline:
                return done
            node = root.child(action)
            node.visits += 1
            node.available += 1
            node.reward += chances[seat]
            node.squares += chances[seat] ** 2
            samples.setdefault(action, []).append(chances[seat])
            if plugin.features is not None:
                if node.features is None:
                    node.features = {}
                for name, value in plugin.features(played, seat).items():
                    node.features[name] = node.features.get(name, 0.0) + value
        return len(moves)

    def _select(self, node: Node, legal: list[Action], rng: random.Random) -> tuple[Action, bool]:
        """UCB over the legal actions, counting each child's availability;
        an action never tried here is tried first (and expands the tree)."""
        children = node.children
        untried = []
        best, best_score = None, -1.0
        log, sqrt, c = math.log, math.sqrt, self.exploration
        for action in legal:
            child = children.get(action)
            if child is None:
                child = children[action] = Node()
            child.available += 1
            if child.visits == 0:
                untried.append(action)
                continue
            score = child.reward / child.visits + c * sqrt(log(child.available) / child.visits)
            if score > best_score:
                best, best_score = action, score
        if untried:
            return untried[int(rng.random() * len(untried))], True
        return best, False

    def _rollout(self, world: GameState, rng: random.Random, deadline: float) -> list[float]:
        rules, plugin = self.rules, self.plugin
        progress, choose, clock = plugin.progress, plugin.rollout_action, self.clock
        guide, guided = self.guide, plugin.guided if self.guide is not None else 0.0
        stop_at = progress(world) + plugin.horizon
        for step in range(plugin.rollout_steps):
            decisions = rules.pending(world)
            if not decisions:
                return final_chances(rules, world)
            if progress(world) >= stop_at or (step & 15 == 15 and clock() > deadline):
                break
            seat = decisions[0].seat
            actions = rules.legal_actions(world, seat)
            if len(actions) == 1:
                action = actions[0]
            elif guided and rng.random() < guided:
                action = guide.choose(rules, world, seat, rng)
            else:
                action = choose(rules, world, seat, actions, rng)
            rules.apply_chosen(world, seat, action)
        if not rules.pending(world):
            return final_chances(rules, world)
        return plugin.win_chances(world)


class ISMCTSBot:
    """Hard: the guide's move unless the search, run for `budget` seconds,
    finds one clearly better."""

    level = "hard"

    def __init__(self, guide, budget: float = 1.0, clock: Callable[[], float] = time.perf_counter) -> None:
        self.guide = guide
        self.budget = budget
        self.clock = clock
        self.last: SearchResult | None = None

    def choose(self, rules: Rules, state: GameState, seat: int, rng: random.Random) -> Action:
        deadline = self.clock() + self.budget * BUDGET_SHARE
        favourite = self.guide.choose(rules, state.clone(), seat, rng)
        search = ISMCTS(rules, self.budget, guide=self.guide, clock=self.clock)
        self.last = search.search(state, seat, rng, deadline=deadline, favourite=favourite)
        return self.last.clearly_best(favourite, search.plugin.min_gain, search.plugin.departure_errors)

"""Soak: `python -m game.soak --games 1000` plays random games of every
title and checks every invariant of the engine contract as it goes.

Per game (seat counts and options vary with the game's number):
- no legal action raises;
- illegal actions (a mangled legal one, someone else's, one from a seat
  not being waited for) raise IllegalAction and leave the state as it was;
- the state, every action and every event survive a JSON round trip;
- replaying the log from the seed reaches the same state;
- the title's own invariants hold after every move (`Title.broken`: cards,
  coins and stones conserved, and the like);
- views leak nothing: what a seat sees of the true state is what it sees
  of any re-deal of what it cannot see (`determinize`), it shows nothing the
  title says is hidden (`Title.leaks`), and an event's hidden fields reach
  only its owner;
- the game ends with a sound outcome.

Every move is probed with an illegal action; the checks that copy the
whole state run at `--checks` random moves of each game and at its end.
Prints one row per title; exits 1 if anything failed.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import dataclass, field

from game import registry
from game.registry import Title
from game.core import Action, Event, IllegalAction, Rules, json_form

MOVE_LIMIT = 100_000


class Fault(Exception):
    """An invariant that did not hold."""


@dataclass
class Tally:
    games: int = 0
    moves: int = 0
    illegal: int = 0
    views: int = 0
    faults: list[str] = field(default_factory=list)
    seconds: float = 0.0


def _json(value) -> str:
    return json.dumps(value, sort_keys=True)


def state_text(state) -> str:
    """`_json(state.to_json())`, without the deep copy (`json_form`)."""
    return _json(json_form(state))


def fingerprint(state) -> str:
    """The whole state as text, without the deep copy `to_json` makes."""
    fields = vars(state)
    rng = fields.get("rng")
    plain = {k: v for k, v in fields.items() if k != "rng"}
    return json.dumps(plain, sort_keys=True, default=repr) + repr(rng.getstate() if rng is not None else None)


def mangled(action: Action, rng: random.Random) -> Action:
    """A legal action with one field changed, or a kind no title has."""
    fields = action.fields
    if not fields or rng.random() < 0.2:
        return Action(action.kind + "_nonsense", **fields)
    name = rng.choice(sorted(fields))
    value = fields[name]
    if isinstance(value, bool):
        new = not value
    elif isinstance(value, int):
        new = value + rng.choice((1, -1, 100))
    elif isinstance(value, str):
        new = value + "?"
    else:
        new = None
    return action.with_(**{name: new})


def check_illegal(rules: Rules, state, seat: int, legal: list[Action], waiting: set[int], players: int,
                  rng: random.Random, thorough: bool) -> int:
    """Probe with illegal actions; each must raise (and, when `thorough`,
    the state must be exactly as it was)."""
    before = fingerprint(state) if thorough else None
    probes = [(seat, mangled(rng.choice(legal), rng))]
    if thorough:
        idle = [s for s in range(players) if s not in waiting]
        if idle:
            probes.append((rng.choice(idle), rng.choice(legal)))
        probes.append((players + 3, rng.choice(legal)))
    tried = 0
    for who, action in probes:
        if who == seat and action in legal:
            continue
        try:
            rules.apply(state, who, action)
        except IllegalAction:
            pass
        else:
            raise Fault(f"illegal {action!r} for seat {who} was accepted")
        if thorough and fingerprint(state) != before:
            raise Fault(f"rejecting {action!r} for seat {who} changed the state")
        tried += 1
    return tried


def check_views(title: Title, state, players: int, rng: random.Random) -> int:
    rules = title.rules
    for seat in range(players):
        view = rules.view(state, seat)
        if view.rng is not None:
            raise Fault(f"seat {seat}'s view holds the random generator: it leaks what comes next")
        leaked = title.leaks(view, state, seat)
        if leaked:
            raise Fault("; ".join(leaked))
        seen = state_text(view)
        world = rules.determinize(state, seat, random.Random(rng.random()))
        if state_text(rules.view(world, seat)) != seen:
            raise Fault(f"seat {seat}'s view changes when what it cannot see is re-dealt: it leaks")
    rules.view(state, None)
    return players


def check_round_trip(rules: Rules, state) -> None:
    text = state_text(state)
    if state_text(rules.state_from_json(json.loads(text))) != text:
        raise Fault("the state does not survive a JSON round trip")


def check_events(rules: Rules, events: list[Event], players: int) -> None:
    for event in events:
        if rules.event_from_json(json.loads(json.dumps(event.to_json()))) != event:
            raise Fault(f"{event!r} does not survive a JSON round trip")
        hidden = event.get("hidden") or ()
        for seat in range(players):
            if seat != event.get("owner") and any(event.seen_by(seat).get(name) is not None for name in hidden):
                raise Fault(f"{event!r} shows its hidden fields to seat {seat}")


def check_invariants(title: Title, state) -> None:
    broken = title.broken(state)
    if broken:
        raise Fault("; ".join(broken))


def play_one(title_id: str, number: int, checks: int, tally: Tally) -> None:
    title = registry.title(title_id)
    rules = title.rules
    rng = random.Random(f"{title_id}:{number}")
    players = rules.min_players + number % (rules.max_players - rules.min_players + 1)
    options = {o.name: rng.choice(o.choices) for o in rules.options}
    seed = rng.randrange(2**31)
    state = rules.new_state(players, seed, options)
    log = []
    check_at = {rng.randrange(40 * 4**i) for i in range(checks)}
    for move in range(MOVE_LIMIT):
        pending = rules.pending(state)
        if not pending:
            break
        seat = rng.choice(pending).seat
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise Fault(f"seat {seat} is waited for but has no legal action")
        thorough = move in check_at
        tally.illegal += check_illegal(rules, state, seat, legal, {d.seat for d in pending}, players, rng, thorough)
        if thorough:
            tally.views += check_views(title, state, players, rng)
            check_round_trip(rules, state)
        action = rng.choice(legal)
        if rules.action_from_json(json.loads(json.dumps(action.to_json()))) != action:
            raise Fault(f"{action!r} does not survive a JSON round trip")
        events = rules.apply(state, seat, action)
        check_events(rules, events, players)
        check_invariants(title, state)
        log.append((seat, action))
    else:
        raise Fault(f"no end after {MOVE_LIMIT} moves")
    check_round_trip(rules, state)
    tally.views += check_views(title, state, players, rng)
    replayed = rules.new_state(players, seed, options)
    for seat, action in log:
        rules.apply(replayed, seat, action)
    if state_text(replayed) != state_text(state):
        raise Fault("replaying the log from the seed reaches another state")
    outcome = rules.outcome(state)
    if (len(outcome.scores) != players or sorted(outcome.ranking) != list(range(players))
            or not outcome.winners or not set(outcome.winners) <= set(range(players))):
        raise Fault(f"unsound outcome {outcome}")
    tally.moves += len(log)


def soak(title: str, games: int, checks: int, start: int = 0) -> Tally:
    tally = Tally()
    began = time.perf_counter()
    for number in range(start, start + games):
        try:
            play_one(title, number, checks, tally)
        except Exception as err:  # every failure is a finding to report, not a reason to stop
            tally.faults.append(f"{title} game {number}: {type(err).__name__}: {err}")
        tally.games += 1
    tally.seconds = time.perf_counter() - began
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="random games with every invariant checked")
    parser.add_argument("--games", type=int, default=100, help="games per title")
    parser.add_argument("--checks", type=int, default=5,
                        help="moves per game (besides the last) at which copies, views and the state are checked")
    parser.add_argument("--title", action="append", choices=registry.ids(), help="only these titles")
    parser.add_argument("--start", type=int, default=0, help="number of the first game (games are numbered seeds)")
    args = parser.parse_args(argv)
    print(f"{'title':<14}{'games':>7}{'moves':>10}{'illegal probes':>16}{'views':>9}{'faults':>8}{'seconds':>9}",
          flush=True)
    faults = []
    for title in args.title or registry.ids():
        tally = soak(title, args.games, args.checks, args.start)
        faults += tally.faults
        print(f"{title:<14}{tally.games:>7}{tally.moves:>10}{tally.illegal:>16}{tally.views:>9}"
              f"{len(tally.faults):>8}{tally.seconds:>9.0f}", flush=True)
    for fault in faults[:20]:
        print(fault)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())

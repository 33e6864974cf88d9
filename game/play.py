"""Play a whole game in the terminal.

    python -m game.play --game dragons_lair --players 4 --seed 3
    python -m game.play --game citadels --players 4 --human 0

Bots play every seat not named by --human; the log and the final scores
are printed.  A human chooses from numbered actions.
"""
from __future__ import annotations

import argparse
import sys

from game import registry
from game.ai import LEVELS
from game.core import Action, Event, Rules
from game.match import AI, HUMAN, Match, Seat


def describe_event(rules: Rules, event: Event) -> str:
    """The title's English line for an event, or its kind and fields."""
    if hasattr(rules, "describe_event"):
        return rules.describe_event(event)
    fields = ", ".join(f"{k}={v}" for k, v in event.fields.items() if k not in ("owner", "hidden"))
    return f"{event.kind}: {fields}" if fields else event.kind


def describe_action(rules: Rules, action: Action) -> str:
    if hasattr(rules, "describe_action"):
        return rules.describe_action(action)
    fields = ", ".join(f"{k}={v}" for k, v in action.fields.items())
    return f"{action.kind} {fields}".strip()


def ask_human(match: Match, seat: int, read=input, write=print) -> Action:
    legal = match.legal_actions(seat)
    decision = next(d for d in match.pending() if d.seat == seat)
    write(f"\n{match.seats[seat].name}, your choice ({decision.kind}):")
    for number, action in enumerate(legal, 1):
        write(f"  {number:>3}. {describe_action(match.rules, action)}")
    while True:
        answer = read("> ").strip()
        if answer.isdigit() and 1 <= int(answer) <= len(legal):
            return legal[int(answer) - 1]
        write(f"Type a number from 1 to {len(legal)}.")


def play(match: Match, write=print, read=input) -> None:
    while not match.is_over():
        decisions = match.pending()
        ai = [d for d in decisions if not match.seats[d.seat].is_human]
        decision = ai[0] if ai else decisions[0]
        if match.seats[decision.seat].is_human:
            action = ask_human(match, decision.seat, read, write)
        else:
            action = match.think(decision.seat)
        for event in match.submit(decision.seat, action):
            watcher = match.humans[0] if match.humans else None
            write("  " + describe_event(match.rules, event.seen_by(watcher)))
    outcome = match.outcome()
    write("\nFinal scores:")
    for place, seat in enumerate(outcome.ranking, 1):
        crown = "  (winner)" if seat in outcome.winners else ""
        write(f"  {place}. {match.seats[seat].name}: {outcome.scores[seat]}{crown}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", choices=LEVELS, help="level of every bot")
    parser.add_argument("--human", type=int, action="append", default=[], help="seat played in the terminal")
    args = parser.parse_args(argv)
    seats = [Seat(f"Player {i + 1}", HUMAN) if i in args.human else Seat(f"Bot {i + 1}", AI, args.level)
             for i in range(args.players)]
    try:
        match = Match(args.game, seats, args.seed)
    except ValueError as err:
        parser.error(str(err))
    play(match)
    return 0


if __name__ == "__main__":
    sys.exit(main())

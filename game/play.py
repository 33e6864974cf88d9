"""Play a whole game in the terminal.

    python -m game.play --game dragons_lair --players 4 --seed 3
    python -m game.play --game citadels --players 4 --human 0 --lang zh

Bots play every seat not named by --human; the log and the final scores
are printed.  A human chooses from numbered actions.  The log is the
title's own (game/<id>/log.py, the sentences of the table's game log) in
the chosen language, as the human seat sees it (everything with no human).
"""
from __future__ import annotations

import argparse
import sys
from typing import Callable

from game import registry
from game.ai import LEVELS
from game.core import Action, Event, Rules
from game.match import AI, HUMAN, Match, Seat
from game.text import FALLBACK_LANGUAGE, Translate, Translator, languages, listed


def describe_event(rules: Rules, event: Event) -> str:
    """The title's English line for an event, or its kind and fields."""
    if hasattr(rules, "describe_event"):
        return rules.describe_event(event)
    fields = ", ".join(f"{k}={v}" for k, v in event.fields.items() if k not in ("owner", "hidden"))
    return f"{event.kind}: {fields}" if fields else event.kind


def narrator(match: Match, language: str = FALLBACK_LANGUAGE, viewer: int | None = None) -> Callable[[Event], str]:
    """The sentence for an event as `viewer` reads it: the title's log
    wording in `language`, else (an event it does not know) `describe_event`."""
    describe = registry.title(match.title_id).describe
    t = Translator(match.title_id, language)

    def name_of(seat: int) -> str:
        return match.seats[seat].name

    return lambda event: describe(event, t, name_of, viewer=viewer) or describe_event(match.rules, event)


def seat_names(players: int, humans: list[int], language: str = FALLBACK_LANGUAGE) -> list[str]:
    """The new-game screen's names: "Player n" for a human, a tavern name
    for a bot."""
    t = Translator("app", language)
    return [t("setup.player_name", n=i + 1) if i in humans else t(f"names.{i + 1}") for i in range(players)]


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


def play(match: Match, write=print, read=input, language: str = FALLBACK_LANGUAGE) -> None:
    watcher = match.humans[0] if match.humans else None
    narrate = narrator(match, language, watcher)
    app_text = Translator("app", language)
    names = listed([seat.name for seat in match.seats], app_text)
    write(f"{app_text(f'titles.{match.title_id}.name')} · {app_text('load.seats', names=names)}")
    while not match.is_over():
        decisions = match.pending()
        ai = [d for d in decisions if not match.seats[d.seat].is_human]
        decision = ai[0] if ai else decisions[0]
        if match.seats[decision.seat].is_human:
            action = ask_human(match, decision.seat, read, write)
        else:
            action = match.think(decision.seat)
        for event in match.submit(decision.seat, action):
            write("  " + narrate(event.seen_by(watcher)))
    write_results(match, write, language)


def write_results(match: Match, write=print, language: str = FALLBACK_LANGUAGE) -> None:
    """The final scores, best first, and who won (the results screen's words)."""
    t = Translator("app", language)
    outcome = match.outcome()
    write("\n" + t("results.heading"))
    for seat in outcome.ranking:
        score = t(score_key(match.title_id, t), count=outcome.scores[seat])
        write("  " + t("results.line", rank=t("results.rank", n=outcome.places[seat]), name=match.seats[seat].name,
                       score=score))
    winners = listed([match.seats[seat].name for seat in outcome.winners], t)
    write(t("results.winners" if len(outcome.winners) > 1 else "results.winner", names=winners))


def score_key(title_id: str, t: Translate) -> str:
    """Scores in the title's unit (Dragon's Lair counts chips), else points."""
    key = f"results.score.{title_id}"
    return key if t(key, count=2) != f"app.{key}" else "results.score.points"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=registry.ids())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", choices=LEVELS, help="level of every bot")
    parser.add_argument("--human", type=int, action="append", default=[], help="seat played in the terminal")
    parser.add_argument("--lang", default=FALLBACK_LANGUAGE, choices=languages(), help="language of the log")
    args = parser.parse_args(argv)
    names = seat_names(args.players, args.human, args.lang)
    seats = [Seat(name, HUMAN) if i in args.human else Seat(name, AI, args.level) for i, name in enumerate(names)]
    try:
        match = Match(args.game, seats, args.seed)
    except ValueError as err:
        parser.error(str(err))
    play(match, language=args.lang)
    return 0


if __name__ == "__main__":
    sys.exit(main())

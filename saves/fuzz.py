"""Mangled saves: `python -m saves.fuzz --cases 2000` damages real saves of
every registered title in every way a disk, an editor or a curious player
might, and checks that loading each one either gives a game that plays on
to its end or a `SaveError`, never anything else, and never touches a file.

The tests run a few hundred cases; this script runs as many as asked and
prints a table per title and kind of damage.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

from game import registry
from game.match import AI, HUMAN, Match, Seat
from saves.checks import SaveError
from saves.store import SaveStore

NAMES = ("Zoë", "小明", "Ann", "Bram", "Łucja", "Mei", "Tobias")


def real_save(store: SaveStore, title: str, seed: int, moves: int) -> Path:
    """A save of `title` after `moves` random legal moves (fewer if the
    game ends first), with a human seat, bots of each level and names
    outside ASCII."""
    rules = registry.get(title)
    rng = random.Random(seed)
    count = rng.randint(rules.min_players, rules.max_players)
    levels = ("easy", "normal", "hard")
    seats = [Seat(NAMES[0], HUMAN)] + [Seat(NAMES[i], AI, levels[i % 3]) for i in range(1, count)]
    options = {o.name: rng.choice(o.choices) for o in rules.options}
    match = Match(title, seats, seed, options)
    for _ in range(moves):
        if match.is_over():
            break
        seat = match.pending()[0].seat
        match.submit(seat, rng.choice(match.legal_actions(seat)))
    return store.save(f"{title} {seed} {moves}", match)


# --- ways to damage a file -------------------------------------------------------

def _nodes(value: Any, path: tuple = ()) -> list[tuple]:
    """Paths to every value inside a JSON document."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _nodes(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _nodes(item, path + (i,))
    return found


def _replace(doc: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    node = doc
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = new
    return doc


def _pick(doc: Any, rng: random.Random, under: str | None = None) -> tuple:
    paths = [p for p in _nodes(doc) if p and (under is None or p[0] == under)]
    return rng.choice(paths) if paths else ()


def truncate(raw: bytes, rng: random.Random) -> bytes:
    return raw[:rng.randrange(len(raw))]


def flip_bytes(raw: bytes, rng: random.Random) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
    return bytes(data)


def garbage(raw: bytes, rng: random.Random) -> bytes:
    i = rng.randrange(len(raw))
    return raw[:i] + rng.randbytes(rng.randint(1, 64)) + raw[i:]


def other_encoding(raw: bytes, rng: random.Random) -> bytes:
    text = raw.decode("utf-8")
    encoding = rng.choice(("utf-16", "utf-16-le", "utf-32", "utf-8-sig", "latin-1", "cp1252", "gbk", "shift_jis"))
    return text.encode(encoding, errors="replace")


def deep_nesting(doc: Any, rng: random.Random) -> Any:
    depth = rng.choice((40, 500, 5000, 100_000))
    return json.dumps(doc).replace('"seed":', '"seed":' + "[" * depth + "1" + "]" * depth + ",\"x\":", 1)


def huge_number(doc: Any, rng: random.Random) -> Any:
    path = _pick(doc, rng)
    marker = "\u2603HUGE\u2603"
    _replace(doc, path, marker)
    number = rng.choice(("9" * rng.choice((20, 400, 5000, 100_000)), "1e999", "-1e999", "NaN", "Infinity",
                         str(2**63), "1.5e308"))
    return json.dumps(doc).replace(json.dumps(marker), number, 1)


def wrong_type(doc: Any, rng: random.Random) -> Any:
    path = _pick(doc, rng, under=rng.choice(("seats", "log", "state", "options", None)))
    value = rng.choice((None, True, 0, -1, 3.5, "", "x" * 300, [], {}, [None], {"kind": 1}, "\u0000"))
    return _replace(doc, path, value)


def missing_key(doc: Any, rng: random.Random) -> Any:
    paths = [p for p in _nodes(doc) if p and isinstance(p[-1], str)]
    path = rng.choice(paths)
    node = doc
    for step in path[:-1]:
        node = node[step]
    del node[path[-1]]
    return doc


def unknown_level(doc: Any, rng: random.Random) -> Any:
    seat = rng.choice(doc["seats"])
    seat["kind"] = rng.choice(("ai", "ai", "robot", "HUMAN"))
    seat["level"] = rng.choice(("HARD", "impossible", "", None, 3, "normal ", ["easy"]))
    return doc


def unknown_title(doc: Any, rng: random.Random) -> Any:
    others = [t for t in registry.ids() if t != doc["title"]]
    doc["title"] = rng.choice(["chess", "", "DRAGONSTONES", "../citadels", None] + others)
    return doc


def changed_move(doc: Any, rng: random.Random) -> Any:
    if not doc["log"]:
        doc["log"].append([0, {"kind": "pass"}])
        return doc
    entry = rng.choice(doc["log"])
    if rng.random() < 0.3:
        entry[0] = rng.choice((entry[0] + 1, -1, 99))
    else:
        action = entry[1]
        key = rng.choice(sorted(action))
        action[key] = rng.choice((0, 1, 7, "x", None, [1, 2], True, action[key]))
    return doc


def changed_state(doc: Any, rng: random.Random) -> Any:
    path = _pick(doc, rng, under="state")
    return _replace(doc, path, rng.choice((0, 1, "x", None, [], {})))


def changed_options(doc: Any, rng: random.Random) -> Any:
    doc["options"] = rng.choice(({"cheat": True}, [], None, {k: "maybe" for k in doc["options"]},
                                 {k: not v if isinstance(v, bool) else v for k, v in doc["options"].items()}))
    return doc


def changed_header(doc: Any, rng: random.Random) -> Any:
    key = rng.choice(("version", "format", "name", "saved_at", "round", "seed"))
    doc[key] = rng.choice((None, 2, 0, -5, "1", "tavern-table-save", "\ud800", "x" * 500, 1.0, [], 2**40))
    return doc


def _doc(mangle: Callable[[Any, random.Random], Any]):
    def apply(raw: bytes, rng: random.Random) -> bytes:
        result = mangle(json.loads(raw), rng)
        text = result if isinstance(result, str) else json.dumps(result, ensure_ascii=rng.random() < 0.5)
        return text.encode("utf-8", errors="surrogatepass")
    return apply


DAMAGE: dict[str, Callable[[bytes, random.Random], bytes]] = {
    "truncate": truncate, "flip bytes": flip_bytes, "garbage": garbage,
    "encoding": other_encoding, "deep nesting": _doc(deep_nesting), "huge number": _doc(huge_number),
    "wrong type": _doc(wrong_type), "missing key": _doc(missing_key), "unknown level": _doc(unknown_level),
    "unknown title": _doc(unknown_title), "changed move": _doc(changed_move), "changed state": _doc(changed_state),
    "options": _doc(changed_options), "header": _doc(changed_header),
}


# --- checking ------------------------------------------------------------------------

class Fault(AssertionError):
    """Loading a damaged save did something other than a SaveError or a
    playable game."""


def play_to_end(match: Match, rng: random.Random) -> None:
    """Every bot can be made, and random legal moves finish the game."""
    for seat, who in enumerate(match.seats):
        if not who.is_human:
            match.bot(seat)
    for _ in range(200_000):
        if match.is_over():
            match.outcome()
            return
        seat = rng.choice(match.pending()).seat
        match.submit(seat, rng.choice(match.legal_actions(seat)))
    raise Fault("a loaded game did not end")


def check_case(store: SaveStore, source: Path, damage: str, seed: int) -> str:
    """Damage a copy of `source` and load it: 'error' or 'loaded'."""
    rng = random.Random(seed)
    damaged = store.root / f"case-{seed}.json"
    damaged.write_bytes(DAMAGE[damage](source.read_bytes(), rng))
    before = {p.name: p.read_bytes() for p in store.root.iterdir() if p.is_file()}
    try:
        match = store.load(damaged)
        result = "loaded"
    except SaveError as err:
        if str(store.root) in str(err) or not str(err).startswith(f'"{damaged.name}"'):
            raise Fault(f"{damage} #{seed}: the message does not name the file alone: {err}") from None
        result = "error"
    except Exception as err:
        raise Fault(f"{damage} #{seed}: {type(err).__name__}: {err}") from err
    try:
        good, bad = store.listing()
    except Exception as err:
        raise Fault(f"{damage} #{seed}: the listing broke: {type(err).__name__}: {err}") from err
    listed_good = any(info.path == damaged for info in good)
    if listed_good != (result == "loaded") or listed_good == any(b.path == damaged for b in bad):
        raise Fault(f"{damage} #{seed}: the listing and loading disagree about the file")
    after = {p.name: p.read_bytes() for p in store.root.iterdir() if p.is_file()}
    if after != before:
        raise Fault(f"{damage} #{seed}: loading changed the save folder")
    if result == "loaded":
        play_to_end(match, rng)
    damaged.unlink()
    return result


def sources(store: SaveStore, per_title: int = 3) -> dict[str, list[Path]]:
    """Real saves of every title: early, middle and late in a game."""
    return {title: [real_save(store, title, seed=100 + i, moves=(5, 60, 400, 2000)[i % 4])
                    for i in range(per_title)] for title in registry.ids()}


def run(cases_per_title: int, seed: int = 0, folder: Path | None = None) -> dict[tuple[str, str], Counter]:
    """Damage `cases_per_title` copies of real saves per title; returns the
    counts of 'error' and 'loaded' per (title, damage).  A Fault stops it."""
    folder = folder or Path(tempfile.mkdtemp(prefix="tavern-fuzz-"))
    originals = SaveStore(folder / "originals")
    store = SaveStore(folder / "cases")
    store.root.mkdir(parents=True, exist_ok=True)
    results: dict[tuple[str, str], Counter] = {}
    kinds = sorted(DAMAGE)
    for title, saves in sources(originals).items():
        for i in range(cases_per_title):
            damage = kinds[i % len(kinds)]
            case_seed = seed * 1_000_003 + i
            outcome = check_case(store, saves[i % len(saves)], damage, case_seed)
            results.setdefault((title, damage), Counter())[outcome] += 1
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000, help="damaged saves per title")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        results = run(args.cases, args.seed)
    except Fault as fault:
        print(f"FAULT: {fault}")
        return 1
    print(f"{'title':<14}{'damage':<16}{'SaveError':>10}{'loaded':>8}")
    for (title, damage), counts in sorted(results.items()):
        print(f"{title:<14}{damage:<16}{counts['error']:>10}{counts['loaded']:>8}")
    total = sum(results.values(), Counter())
    print(f"{sum(total.values())} damaged saves: {total['error']} SaveError, {total['loaded']} loaded and "
          f"played to the end, 0 faults ({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

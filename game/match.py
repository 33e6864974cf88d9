"""A game in progress: rules, state, who sits where, the action log and
what happened (`events`: per logged action, its events, true and whole;
whoever reads them sees them through `Event.seen_by`).

>>> m = Match("dragons_lair", [Seat("Ann", "ai", "easy"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")], seed=5)
>>> m.play_ai_turns()
>>> m.is_over()
True
>>> replayed = Match.from_json(m.to_json())
>>> replayed.state == m.state
True
"""
from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from game import registry
from game.ai import Bot, decide, make_bot
from game.core import Action, Decision, Event, GameState, IllegalAction, Outcome
from game.text import never_a_pronoun

#: Who plays a seat: a person at this laptop, a bot, or a person at
#: another laptop (`game.net`).
HUMAN, AI, REMOTE = "human", "ai", "remote"


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a name, human or ai, and the AI's level."""

    name: str
    kind: str = HUMAN
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Seat":
        return cls(str(data["name"]), str(data["kind"]), data.get("level"))


def named_seats(seats: list[Seat]) -> list[Seat]:
    """The seats with names the game can say in the third person: never a
    pronoun (see `game.text.never_a_pronoun`; a game saved with a seat
    called "You" reads "Player 1" when it comes back)."""
    return [replace(seat, name=never_a_pronoun(seat.name, index)) for index, seat in enumerate(seats)]


#: Worlds `Match.news` plays an action in to see whether its outcome hung on
#: something hidden.
WORLDS = 6
#: Other choices `Match.news` tries to see whether a seat's choice showed.
CHOICES = 8
#: Moves undo may reach back over at most.
UNDO_DEPTH = 80

# One worker thread for all bots: decisions never run on the drawing thread.
_thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")


@dataclass
class Match:
    title_id: str
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    log: list[tuple[int, Action]] = field(default_factory=list)
    on_action: Callable[["Match", int, Action, list[Event]], None] | None = None
    #: Hints each seat asked for (kept in the save).
    hints: list[int] = field(default_factory=list)
    #: A Learn-to-play game (`game.lessons.Lesson`): its deal is prepared,
    #: and it is neither saved nor counted in statistics.
    lesson: Any = None
    #: Seconds a Hard bot thinks per decision (the player's setting; None:
    #: the level's default).  Not part of the save.
    hard_budget = None
    #: A game played across laptops (`game.net`): a seat of one hosted
    #: elsewhere (`RemoteMatch`, which holds that seat's view alone), or
    #: one hosted here (`HostedMatch`).  Each counts in statistics for the
    #: seats played at this laptop; neither keeps a replay.
    networked = False
    #: Whether this laptop keeps the game: autosaves it, saves it when
    #: asked (not a seat of a game hosted elsewhere).
    saved_here = True
    #: A game hosted from here across laptops (`game.net.hosting`): its
    #: join code and each taken remote seat's token, {"code": ..., "tokens":
    #: {"seat number": token}}, kept in its saves so that when it opens
    #: again the same players rejoin their seats.
    hosted = None

    def __post_init__(self) -> None:
        self.seats = named_seats(self.seats)
        self.rules = registry.get(self.title_id)
        self.options = self.rules.resolve_options(self.options)
        self._bots: dict[int, Bot] = {}
        self.hints = list(self.hints) if len(self.hints) == len(self.seats) else [0] * len(self.seats)
        self._replay(self.log)

    def _replay(self, moves: list[tuple[int, Action]]) -> None:
        """Start from the seed and play `moves`: chance replays identically."""
        self.state: GameState = self.new_state()
        self.log = []
        self.events: list[list[Event]] = []
        for seat, action in moves:
            self.events.append(self.rules.apply(self.state, seat, action))
            self.log.append((seat, action))

    def new_state(self) -> GameState:
        """The game as it starts: the seed's deal (a lesson's prepared)."""
        state = self.rules.new_state(len(self.seats), self.seed, self.options)
        if self.lesson is not None:
            self.lesson.deal(state)
        return state

    # --- asking --------------------------------------------------------
    def pending(self) -> list[Decision]:
        return self.rules.pending(self.state)

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def outcome(self) -> Outcome:
        return self.rules.outcome(self.state)

    def human_decisions(self) -> list[Decision]:
        return [d for d in self.pending() if self.seats[d.seat].is_human]

    def ai_decisions(self) -> list[Decision]:
        return [d for d in self.pending() if not self.seats[d.seat].is_human]

    def legal_actions(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None, state: GameState | None = None) -> GameState:
        """What `seat` sees (None: everyone) now, or in an earlier `state`."""
        return self.rules.view(self.state if state is None else state, seat)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    # --- acting --------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Play `action` for `seat`; IllegalAction leaves everything as it was."""
        events = self.rules.apply(self.state, seat, action)
        self.log.append((seat, action))
        self.events.append(events)
        if self.on_action:
            self.on_action(self, seat, action, events)
        return events

    def bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            self._bots[seat] = make_bot(self.title_id, self.seats[seat].level or "normal", self.hard_budget)
        return self._bots[seat]

    def ai_rng(self, seat: int) -> random.Random:
        """Bots draw from a stream fixed by the seed and the move number,
        so a replayed match plays the same bot moves."""
        return random.Random(f"{self.seed}:{len(self.log)}:{seat}")

    def think(self, seat: int) -> Action:
        """The bot's choice for `seat` (it sees a determinization only)."""
        snapshot = self.state.clone()
        return decide(self.rules, snapshot, seat, self.bot(seat), self.ai_rng(seat))

    def think_async(self, seat: int) -> Future:
        """`think` on the AI worker thread.  The state is copied first, so
        the drawing thread may keep reading `self.state` meanwhile."""
        snapshot = self.state.clone()
        rng, bot = self.ai_rng(seat), self.bot(seat)
        return _thinker.submit(decide, self.rules, snapshot, seat, bot, rng)

    def hint_async(self, seat: int, budget: float) -> Future:
        """The search's top moves for `seat` now (a list of
        `game.ai.hint.Suggestion`), on the AI worker thread, from that
        seat's view only.  Counts one hint for the seat."""
        from game.ai.hint import suggest
        self.hints[seat] += 1
        snapshot = self.state.clone()
        rng = random.Random(f"hint:{self.seed}:{len(self.log)}:{seat}:{self.hints[seat]}")
        return _thinker.submit(suggest, self.rules, snapshot, seat, budget, rng)

    def play_ai_turns(self, limit: int = 100_000) -> None:
        """Let the bots play until a human must decide or the game ends."""
        for _ in range(limit):
            ai = self.ai_decisions()
            if not ai or (self.human_decisions() and not self._ai_can_go_first()):
                return
            seat = ai[0].seat
            self.submit(seat, self.think(seat))
        raise RuntimeError("bots did not finish within the move limit")

    def _ai_can_go_first(self) -> bool:
        # In a simultaneous decision bots may seal their choices while a
        # human is still choosing.
        return len(self.pending()) > 1

    # --- news: did hidden information come out? -----------------------------
    def news(self, before: GameState, seat: int, action: Action, after: GameState, events: list[Event],
             knower: int, reader: int | None, views: bool = True) -> bool:
        """Did `seat` playing `action` in `before` (giving `after` and
        `events`) tell `reader` something `knower` could not know: a chance
        event (the state's rng moved), another seat's choice it could see
        (that seat chose knowing what `knower` does not), or hidden
        information coming out?

        Generic, so every title gets it.  Another seat's choice shows if
        some other choice it had would have looked different to `reader`.
        Hidden information comes out if the same action, played in
        `WORLDS` states `knower` cannot tell from `before` (its
        determinizations), gives `reader` another view or other events
        there, or is not even legal there.  `views=False` compares the
        events alone (they carry everything a table shows of a moment):
        quick enough for the drawing thread."""
        if before.rng is not None and after.rng is not None and before.rng.getstate() != after.rng.getstate():
            return True
        rules = self.rules
        seen_events = [e.seen_by(reader).to_json() for e in events]
        seen_view = rules.view(after, reader).to_json() if views else None

        def differs(state: GameState, happened: list[Event]) -> bool:
            if [e.seen_by(reader).to_json() for e in happened] != seen_events:
                return True
            return views and rules.view(state, reader).to_json() != seen_view
        if seat != knower:
            others = [a for a in rules.legal_actions(before, seat) if a != action]
            for other in random.Random(len(others)).sample(others, min(CHOICES, len(others))):
                trial = before.clone()
                if differs(trial, rules.apply(trial, seat, other)):
                    return True
        for world_number in range(WORLDS):
            world = rules.determinize(before, knower, random.Random(world_number))
            try:
                world_events = rules.apply(world, seat, action)
            except IllegalAction:
                return True
            if differs(world, world_events):
                return True
        return False

    # --- undo ------------------------------------------------------------
    def undo_status(self, human: int | None = None) -> tuple[int | None, str]:
        """Where undo would take `human` (default: the last human who
        acted) back to, and why it cannot when it cannot.

        Undo takes back that human's own decisions (and the bot moves in
        between) since the last moment anything hidden came out to them: a
        card or room turned, a die rolled, bids opened, a card drawn, any
        chance event.  Never past another human's decision.  Returns (log
        length to return to, "ok") or (None, reason): "nothing" (no
        decision of theirs to take back), "other_human" (another human
        has decided since), "revealed" (something came out since), or
        "too_far" (more than UNDO_DEPTH moves back)."""
        humans_acting = [i for i, (s, _) in enumerate(self.log) if self.seats[s].is_human]
        if human is None:
            if not humans_acting:
                return None, "nothing"
            human = self.log[humans_acting[-1]][0]
        others = [i for i in humans_acting if self.log[i][0] != human]
        since = others[-1] + 1 if others else 0
        mine = [i for i in humans_acting if i >= since and self.log[i][0] == human]
        if not mine:
            return None, "other_human" if others else "nothing"
        start = max(mine[0], len(self.log) - UNDO_DEPTH)
        point = None
        for index, before, after in reversed(list(self._steps_from(start))):
            seat, action = self.log[index]
            if self.news(before, seat, action, after, self.events[index], human, human):
                return (point, "ok") if point is not None else (None, "revealed")
            if seat == human:
                point = index
        return (point, "ok") if point is not None else (None, "too_far")

    def _steps_from(self, start: int):
        """(log index, state before, state after) for every action from
        `start` on, replayed from the seed."""
        state = self.new_state()
        for index, (seat, action) in enumerate(self.log):
            if index < start:
                self.rules.apply(state, seat, action)
                continue
            before = state.clone()
            self.rules.apply(state, seat, action)
            yield index, before, state.clone()

    def undo_point(self, human: int | None = None) -> int | None:
        return self.undo_status(human)[0]

    def can_undo(self, human: int | None = None) -> bool:
        return self.undo_point(human) is not None

    def undo(self, human: int | None = None) -> None:
        """Take back `human`'s decisions since anything hidden last came out
        (see `undo_status`) by replaying the log from the seed: chance
        replays identically, and the state comes back exactly."""
        point, why = self.undo_status(human)
        if point is None:
            raise IllegalAction(f"undo: nothing can be taken back ({why})")
        self._replay(self.log[:point])
        if self.on_action:
            self.on_action(self, -1, Action("undo"), [])

    # --- JSON ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title_id,
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "options": dict(self.options),
            "log": [[seat, a.to_json()] for seat, a in self.log],
            "state": self.state.to_json(),
            "hints": list(self.hints),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any], **kwargs: Any) -> "Match":
        """Rebuild a match: the state snapshot is taken as saved; the log is
        replayed from the seed for what happened (the game log) and kept
        for undo and for checking."""
        rules = registry.get(data["title"])
        match = cls.__new__(cls)
        match.title_id = data["title"]
        match.seats = named_seats([Seat.from_json(s) for s in data["seats"]])
        match.seed = int(data["seed"])
        match.options = rules.resolve_options(data.get("options", {}))
        match.on_action = kwargs.get("on_action")
        match.rules = rules
        match._bots = {}
        match.lesson = None
        hints = data.get("hints")
        valid = (isinstance(hints, list) and len(hints) == len(match.seats)
                 and all(type(n) is int and n >= 0 for n in hints))
        match.hints = list(hints) if valid else [0] * len(match.seats)
        match._replay([(int(seat), rules.action_from_json(a)) for seat, a in data["log"]])
        match.state = rules.state_from_json(data["state"])
        return match

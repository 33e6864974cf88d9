"""Learn to play: a title's first game that teaches itself (no pygame).

A `Lesson` is a prepared game (a seed, and `arrange`: a documented,
rule-legal reordering of a fresh state's shuffled piles, so the story
comes out the same every time) and a table of `Step`s.  Each step says
when it applies (a predicate on the learner's view and pending
decision), what it points at (the choices matching `points_at`, else the
table region named `region`), and what completes it: a move of the
learner's (`done_by`) or an event anyone's move brings (`done_on`).

`LessonRun` follows one lesson through a game: it is told every move
(`observe`) and says which step is on now.  The learner may always play
something else: the move still completes the step (the coach words what
it did from its events), and a step whose moment has gone is passed, so
every game reaches the end.  Bots play Normal's moves; the learner is
seat `LEARNER`.

The words are not here: a step `id` names its texts in the title's
translations, `<title>.lesson.<id>.point` (shown while it applies) and
`<title>.lesson.<id>.after` (what just happened and why it matters), and
each rule learned names `<title>.lesson.learned.<id>` for the summary.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from game.core import Action, Decision, Event, GameState

#: The learner's seat in every lesson.
LEARNER = 0


def deciding(*kinds: str) -> Callable[[GameState, Decision | None], bool]:
    """A step's `when`: the learner is asked a decision of one of `kinds`."""
    return lambda view, decision: decision is not None and decision.kind in kinds


def watching(view: GameState, decision: Decision | None) -> bool:
    """A step's `when`: the learner has nothing to decide and watches."""
    return decision is None


#: An event a step waits for: its kind, or a predicate on the event.
EventTest = str | Callable[[Event], bool]


def kinds(*names: str) -> Callable[[Action], bool]:
    """An action predicate: the action is of one of `names`."""
    return lambda action: action.kind in names


def matching(kind: str, **fields: Any) -> Callable[[Action | Event], bool]:
    """An action or event predicate: of `kind`, with these fields."""
    return lambda move: move.kind == kind and all(move.get(name) == value for name, value in fields.items())


@dataclass(frozen=True)
class Step:
    """One thing the lesson shows.  `when(view, decision)` says it applies
    now; `points_at(action)` picks the choices it points at (their places
    on the table or prompt bar), `region` the table region pointed at
    otherwise (`TableScene.regions()`: "hand", "maze", "seat 1", ...);
    `done_by(action)` is a learner's move that completes it (following
    the pointer when it is one `points_at` picks), `done_on` an event
    that does; `until` an event after which its moment has gone.  An
    event is named by its kind, or picked by a predicate on it.
    `begun_by` picks the learner's moves that begin a move `done_by`
    ends (a bid's fairy gold before its gold): the step is followed only
    if `points_at` picks each of them too."""

    id: str
    when: Callable[[GameState, Decision | None], bool] = watching
    points_at: Callable[[Action], bool] | None = None
    region: str = ""
    done_by: Callable[[Action], bool] | None = None
    done_on: EventTest = ""
    until: EventTest = ""
    begun_by: Callable[[Action], bool] | None = None

    def __post_init__(self) -> None:
        if (self.done_by is None) == (not self.done_on):
            raise ValueError(f"lesson step {self.id!r} needs exactly one of done_by (a move) or done_on (an event)")
        if self.points_at is None and not self.region:
            raise ValueError(f"lesson step {self.id!r} points at nothing: give points_at or region")

    def text_keys(self) -> tuple[str, str]:
        """Its texts under the title's `lesson.` keys: while it applies, and after it."""
        return f"lesson.{self.id}.point", f"lesson.{self.id}.after"


@dataclass(frozen=True)
class Lesson:
    """A title's first game: who plays (the learner at seat 0, Normal bots
    at the others), the prepared deal, the steps in story order and the
    rules the summary lists (`learned`, ids of `lesson.learned.<id>`)."""

    title_id: str
    players: int
    seed: int
    steps: tuple[Step, ...]
    learned: tuple[str, ...]
    arrange: Callable[[GameState], None] | None = None
    options: dict = field(default_factory=dict)

    def text_keys(self) -> list[str]:
        """Every text key the lesson needs, within the title's namespace."""
        keys = [key for step in self.steps for key in step.text_keys()]
        return keys + [f"lesson.learned.{name}" for name in self.learned]

    def deal(self, state: GameState) -> None:
        """Prepare a fresh state: the arrangement, if the lesson has one."""
        if self.arrange is not None:
            self.arrange(state)


@dataclass(frozen=True)
class Said:
    """What the coach tells after a move: a step's after-text (`key`), or,
    when the learner did something else (`key` empty), that move and its
    events, for the table to word as it words its log."""

    step: str
    key: str = ""
    action: Action | None = None
    events: tuple[Event, ...] = ()


#: How a step ended.
FOLLOWED, DEVIATED, HAPPENED, PASSED, SKIPPED = "followed", "deviated", "happened", "passed", "skipped"


class LessonRun:
    """One lesson being played: the step on now (`step`), how each ended
    (`ended`), and what to tell about the last moves (`said`)."""

    def __init__(self, lesson: Lesson, seat: int = LEARNER) -> None:
        self.lesson = lesson
        self.seat = seat
        self.index = 0
        self.ended: dict[str, str] = {}
        self.said: list[Said] = []
        self.begun: list[tuple[Action, list[Event]]] = []   # the learner's moves begun for the step on now
        self.before: list[tuple[int, dict[str, str], list[Said], list]] = []   # the run as each move told found it

    @property
    def step(self) -> Step | None:
        """The step on now (None: the lesson is over)."""
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    def applies(self, view: GameState, decision: Decision | None, legal: Sequence[Action]) -> bool:
        """Whether the step on now applies to what the learner sees and
        decides (`legal`: the learner's moves now)."""
        return self.step is not None and self._applies(self.step, view, self._mine(decision), legal)

    @staticmethod
    def _applies(step: Step, view: GameState, decision: Decision | None, legal: Sequence[Action]) -> bool:
        """`step.when`, and a step pointing at a move only while that move is legal."""
        if not step.when(view, decision):
            return False
        return decision is None or step.points_at is None or any(step.points_at(action) for action in legal)

    def _mine(self, decision: Decision | None) -> Decision | None:
        return decision if decision is not None and decision.seat == self.seat else None

    def _end(self, how: str) -> None:
        self.ended[self.step.id] = how
        self.index += 1
        self.begun = []

    def observe(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        """A move was played (`events` as the learner sees them): the steps
        it completes end, in order (a learner's move completes at most
        one); what they say replaces what was said before, and a move of
        the learner's that says nothing clears it (it was read)."""
        self.before.append((self.index, dict(self.ended), list(self.said), list(self.begun)))
        said = self._complete(seat, action, list(events))
        if said or seat == self.seat:
            self.said = said

    def _complete(self, seat: int, action: Action, events: list[Event]) -> list[Said]:
        said: list[Said] = []
        move_taken = seat != self.seat
        cursor = 0
        while self.step is not None:
            step = self.step
            if step.done_by is not None:
                if not move_taken and step.done_by(action):
                    move_taken = True
                    moves = [begun for begun, _ in self.begun] + [action]
                    if step.points_at is None or all(map(step.points_at, moves)):
                        said.append(Said(step.id, step.text_keys()[1]))
                        self._end(FOLLOWED)
                    else:
                        seen = [event for _, begun_events in self.begun for event in begun_events] + events
                        said.append(Said(step.id, action=action, events=tuple(seen)))
                        self._end(DEVIATED)
                elif not move_taken and step.begun_by is not None and step.begun_by(action):
                    self.begun.append((action, events))
                    return said
                elif self._first(step.until, events, cursor) is not None:
                    self._end(PASSED)
                else:
                    return said
            else:
                found = self._first(step.done_on, events, cursor)
                gone = self._first(step.until, events, cursor)
                if found is not None and (gone is None or found < gone):
                    said.append(Said(step.id, step.text_keys()[1]))
                    self._end(HAPPENED)
                    cursor = found + 1
                elif gone is not None:
                    self._end(PASSED)
                    cursor = gone   # a later step whose moment is the same event has gone too
                else:
                    return said
        return said

    @staticmethod
    def _first(test: EventTest, events: list[Event], start: int) -> int | None:
        """Where the first event `test` names (its kind, or a predicate) is
        from `start` on (None: none, or no test)."""
        if not test:
            return None
        matches = test if callable(test) else lambda event: event.kind == test
        return next((i for i in range(start, len(events)) if matches(events[i])), None)

    @property
    def moves_seen(self) -> int:
        """How many moves the run has been told of."""
        return len(self.before)

    def rewind(self, moves: int) -> None:
        """An undo left the game's first `moves` moves: the run goes back
        to where it was when the first move taken back was made (the step
        on then, what was said then)."""
        if moves < len(self.before):
            self.index, self.ended, self.said, self.begun = self.before[moves]
            del self.before[moves:]

    def settle(self, view: GameState, decision: Decision | None, legal: Sequence[Action]) -> None:
        """The learner is asked `decision` (`legal`: its moves): if the
        step on now does not apply to it but a later one does, the story
        moved on without it (the learner played otherwise, a bot led): the
        steps between pass."""
        decision = self._mine(decision)
        if decision is None or self.step is None or self._applies(self.step, view, decision, legal):
            return
        for later in range(self.index + 1, len(self.lesson.steps)):
            step = self.lesson.steps[later]
            if step.done_by is not None and self._applies(step, view, decision, legal):
                while self.index < later:
                    self._end(PASSED)
                return

    def skip(self) -> None:
        """The learner skips the step on now."""
        if self.step is not None:
            self.said = []
            self._end(SKIPPED)

    def game_over(self) -> None:
        """The game ended: every step left passes, the lesson is over."""
        while self.step is not None:
            self._end(PASSED)


# --- every title's lesson, by explicit import -----------------------------------

def _citadels() -> Lesson:
    from game.citadels.lesson import LESSON
    return LESSON


def _dragonstones() -> Lesson:
    from game.dragonstones.lesson import LESSON
    return LESSON


def _dragon_lyre() -> Lesson:
    from game.dragon_lyre.lesson import LESSON
    return LESSON


def _dragons_lair() -> Lesson:
    from game.dragons_lair.lesson import LESSON
    return LESSON


def _rattlebones() -> Lesson:
    from game.rattlebones.lesson import LESSON
    return LESSON


#: {title id: loader of its lesson}.
LESSONS: dict[str, Callable[[], Lesson]] = {
    "citadels": _citadels,
    "dragons_lair": _dragons_lair,
    "dragonstones": _dragonstones,
    "dragon_lyre": _dragon_lyre,
    "rattlebones": _rattlebones,
}


def lesson_for(title_id: str) -> Lesson | None:
    """The title's lesson, or None while it has none."""
    loader = LESSONS.get(title_id)
    return loader() if loader is not None else None


def all_lessons() -> list[Lesson]:
    return [loader() for loader in LESSONS.values()]


def lesson_match(lesson: Lesson, learner: str, bots: Sequence[str]) -> Any:
    """A `Match` of `lesson`: the learner at seat 0, Normal bots named
    `bots` at the others, the prepared deal."""
    from game.match import AI, Match, Seat
    seats = [Seat(learner)] + [Seat(name, AI, "normal") for name in bots[:lesson.players - 1]]
    return Match(lesson.title_id, seats, lesson.seed, dict(lesson.options), lesson=lesson)

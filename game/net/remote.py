"""Playing a seat of a game hosted on another laptop, through the same
table scenes as a game played here.

`NetThread` runs the network (an asyncio loop) on its own thread, so the
drawing thread never waits on it but for an answer to its own move.
`RemoteMatch` is what a table scene plays instead of a `Match`: the seat
played here is its one human; every other seat plays as a bot whose
"thinking" ends when the host reports its move, and whose move is played
by taking the events the host sent.  Moves reach the table one at a time,
in the order the host played them, each with its view, so the table
animates them as it does at one laptop.  Nothing here holds more than the
seat's own view: the host never sends more.
"""
from __future__ import annotations

import asyncio
import queue
import random
import threading
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Callable, Coroutine

from game import registry
from game.core import Action, Decision, Event, GameState, Outcome
from game.ai import LEVELS
from game.match import AI, HUMAN, REMOTE, Match, Seat
from game.net.client import Chat, TableClient, Unreachable
from game.net.protocol import Refused

#: Seconds the table waits for the host to answer our own move.
ANSWER_TIMEOUT = 10.0
#: Seconds between tries to rejoin after a drop.
RECONNECT_PAUSE = 2.0
#: What a remote seat's "bot" answers: the move itself stays at the host
#: (it may be a sealed choice); its events say what it did.
REMOTE_MOVE = Action("remote_move")


class NetThread:
    """An asyncio event loop on a thread of its own, for the app."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="net", daemon=True)
        self.thread.start()

    def run(self, coroutine: Coroutine) -> Future:
        """Start `coroutine` on the network thread; its result as a Future."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def stop(self) -> None:
        """Cancel what still runs (connections, a host's tables), then end."""
        async def finish() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        self.run(finish()).result(5)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


_network: NetThread | None = None


def network() -> NetThread:
    """The app's one network thread, started when first asked for."""
    global _network
    if _network is None:
        _network = NetThread()
    return _network


@dataclass(frozen=True)
class _Move:
    """One move the host reported (by None: the table resent afresh)."""

    by: int | None
    events: list[Event]
    view: GameState
    pending: list[Decision]
    legal: list[Action]


class RemoteMatch:
    """A `Match` as a table scene sees it, for one seat of a hosted game."""

    hard_budget = None
    on_action: Callable | None = None
    networked = True
    #: A seat played here hosts nothing (`game.net.hosting.HostedMatch` does)
    #: and keeps nothing: its host saves the game.
    hosting = None
    hosted = None
    saved_here = False
    lesson = None   # a lesson is never played across laptops

    def _seat(self, index: int, data: dict[str, Any]) -> Seat:
        """A seat as this laptop sees it: ours is its one human; a person
        anywhere else is remote; a bot stays a bot of its level."""
        name = str(data.get("name", "?"))[:40]
        if index == self.me:
            return Seat(name, HUMAN)
        if data.get("kind") == AI and data.get("level") in LEVELS:
            return Seat(name, AI, data["level"])
        return Seat(name, REMOTE)

    @classmethod
    def join(cls, client: TableClient, net: NetThread) -> Future:
        """Connect `client` on the network thread; the RemoteMatch, as a
        Future (its exception: `Unreachable`, saying why)."""
        async def joined() -> RemoteMatch:
            await client.connect()
            match = cls(client, net)  # before the client reads on: no move is missed
            match._keeper = asyncio.get_running_loop().create_task(match._stay_connected())
            return match
        return net.run(joined())

    def __init__(self, client: TableClient, net: NetThread) -> None:
        self.client, self.net = client, net
        self.title_id = client.title_id
        self.rules = registry.get(self.title_id)
        self.me = client.seat
        self.seats = [self._seat(i, s) for i, s in enumerate(client.seats)]
        self.options: dict[str, Any] = {}
        self.seed = 0
        self.log: list = []
        self.events: list[list[Event]] = []
        self.hints = [0] * len(self.seats)
        self._lock = threading.Lock()
        self._moves: deque[_Move] = deque()
        self._shown = _Move(None, [], client.view, client.pending, client.legal)
        self._waiting: Future | None = None
        self._answers: queue.Queue[Refused | None] = queue.Queue()
        self._keeper: asyncio.Task | None = None
        client.on_message = self._heard

    # --- from the network thread -------------------------------------------------------
    def _heard(self, message: dict[str, Any]) -> None:
        client, kind = self.client, message["kind"]
        if kind in ("update", "snapshot"):
            by = message["by"] if kind == "update" else None
            move = _Move(by, client.events[-1][2] if kind == "update" else [], client.view, client.pending,
                         client.legal)
            with self._lock:
                self._moves.append(move)
                waiting, self._waiting = self._waiting, None
            if by == self.me:
                self._answers.put(None)
            if waiting is not None:
                waiting.set_result(REMOTE_MOVE)
        elif kind == "refused" and message["about"] == "act":
            self._answers.put(self.client.refusals[-1])

    # --- what the table asks -------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [self.me]

    @property
    def state(self) -> GameState:
        return self._shown.view

    def view(self, seat: int | None, state: GameState | None = None) -> GameState:
        """Our seat's view, whoever the table asks for: it is all we have."""
        return self._shown.view

    def pending(self) -> list[Decision]:
        """The next reported move's seat, while there is one to play; then
        our own decision if the game waits for it, else whom it waits for."""
        with self._lock:
            if self._moves:
                by = self._moves[0].by
                return [Decision((self.me + 1) % len(self.seats) if by is None else by, "remote")]
        pending = self._shown.pending
        return [d for d in pending if d.seat == self.me] or list(pending)

    def is_over(self) -> bool:
        return not self.pending()

    def outcome(self) -> Outcome:
        return self.rules.outcome(self._shown.view)

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self._shown.legal) if seat == self.me else []

    def human_decisions(self) -> list[Decision]:
        return [d for d in self.pending() if d.seat == self.me]

    def think_async(self, seat: int) -> Future:
        """Done when the host reports the next move."""
        answer: Future = Future()
        with self._lock:
            if self._moves:
                answer.set_result(REMOTE_MOVE)
            else:
                self._waiting = answer
        return answer

    def hint_async(self, seat: int, budget: float) -> Future:
        return Match.hint_async(self, seat, budget)

    def ai_rng(self, seat: int) -> random.Random:
        return random.Random(f"{self.seed}:{len(self.log)}:{seat}")

    def undo_status(self, human: int | None = None) -> tuple[int | None, str]:
        """Moves played at a hosted table stand (the others have seen them)."""
        return None, "other_human"

    # --- playing ------------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Another seat's reported move (`REMOTE_MOVE`), or our own action:
        sent to the host, and played once it answers, with the moves it
        reported before it.  A refusal is `Refused`, with the host's reason
        and its params."""
        if seat != self.me:
            return self._play_reported(lambda move: True)
        self.net.run(self.client.act(action))
        try:
            refusal = self._answers.get(timeout=ANSWER_TIMEOUT)
        except queue.Empty:
            raise Refused("no_answer") from None
        if refusal is not None:
            raise refusal
        return self._play_reported(lambda move: move.by == self.me)

    def _play_reported(self, last: Callable[[_Move], bool]) -> list[Event]:
        events: list[Event] = []
        with self._lock:
            while self._moves:
                move = self._moves.popleft()
                self._shown = move
                events.extend(move.events)
                self.events.append(move.events)
                if last(move):
                    break
        return events

    async def _stay_connected(self) -> None:
        """After a drop (a Wi-Fi blip, a closed lid), rejoin our seat with
        its token for as long as the table is open here; the host sends
        the table as it is, which the table scene then shows."""
        while True:
            await self.client.wait_closed()
            if self.client.closed_by_host is not None:
                return
            try:
                await self.client.reconnect(attempts=1)
            except Unreachable:
                await asyncio.sleep(RECONNECT_PAUSE)

    @property
    def presence(self) -> list[str]:
        """Each seat's status, as the host last told it."""
        return self.client.presence

    @property
    def chat(self) -> list[Chat]:
        return self.client.chat

    @property
    def closed_by_host(self) -> str | None:
        """Why the host closed the table (`host_quit`), once it has."""
        return self.client.closed_by_host

    def say(self, phrase: str, seat: int | None = None) -> Future:
        """Our seat says a preset phrase to the table."""
        return self.net.run(self.client.say(phrase))

    def leave(self) -> None:
        """Stop playing here: the host sees the seat as missing."""
        async def close() -> None:
            if self._keeper is not None:
                self._keeper.cancel()
            await self.client.close()
        self.net.run(close()).result(5)

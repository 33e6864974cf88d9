"""Hosting a game from the app: the laptop that hosts opens its match to
the network (`host`), and its own table plays a copy of that match
(`HostedMatch`) that follows the host's moves in the host's order.

The hosted match lives on the network thread, where remote seats' moves
and the host's bots change it; the table on the drawing thread never
touches it.  It plays `HostedMatch`, a `Match` of its own that the host
tells every move played (its seat and action), and that replays each the
same way (chance lives in the state).  The people at the hosting laptop
play its `HUMAN` seats exactly as at one laptop, passing it between them
with the curtain and the hand-over step; their moves go to the hosted
match first (`HostedTable.play_local`), which alone decides whether they
stand.  Every other seat, a remote player or a bot of the host, is to the
table a seat whose "thinking" ends when the host reports its move.
"""
from __future__ import annotations

import threading
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Callable

from game.core import Action, Decision, Event
from game.match import Match
from game.net.client import DEFAULT_PORT, Chat
from game.net.discovery import Announcement
from game.net.host import HostedTable, TableServer
from game.net.protocol import Refused

#: Seconds the table waits for the hosted match to take a move played here.
ANSWER_TIMEOUT = 10.0


@dataclass
class Hosting:
    """A table this laptop hosts for the app: its server, listening on the
    address the player hosts on, and its announcement on that network."""

    server: TableServer
    table: HostedTable
    announcement: Announcement | None

    @property
    def port(self) -> int:
        return self.server.port

    async def close(self, reason: str = "host_quit") -> None:
        """Tell every player the host is leaving, and stop listening."""
        if self.announcement is not None:
            await self.announcement.close()
        await self.server.close(reason)


async def host(table: HostedTable | Match, address: str, name: str, port: int = DEFAULT_PORT) -> Hosting:
    """Open `table` (a new match, or a saved hosted table with its code and
    tokens) to the network on `address` (on `port`, or any free port if
    that one is taken) and announce it there as `name`."""
    server = TableServer(address, port)
    try:
        await server.start()
    except OSError:
        server = TableServer(address, 0)
        await server.start()
    table = server.open_table(table)
    table.started = False   # the host screen waits for the players: play begins with Start the game
    open_seats = len([seat for seat in table.remote_seats if seat not in table.tokens])
    announcement = Announcement(name, address, server.port, table.match.title_id, len(table.match.seats),
                                open_seats=open_seats)
    try:
        await announcement.start()
    except (OSError, ValueError, RuntimeError):
        announcement = None  # no multicast here: joiners type the address
    return Hosting(server, table, announcement)


@dataclass(frozen=True)
class _Move:
    seat: int
    action: Action


class HostedMatch(Match):
    """The hosting laptop's table's match: a copy of the hosted one that
    plays the host's moves, in its order, one at a time as the table asks."""

    networked = True
    #: Moves played across laptops stand: the others have seen them.
    UNDO_REASON = "online"
    hosting: Hosting | None = None
    #: The host is here: nobody closes the table on it.
    closed_by_host = None

    @classmethod
    def follow(cls, hosting: Hosting, net) -> Future:
        """Start `hosting`'s game: the table's copy of its match, made on
        the network thread (`net`, a `game.net.remote.NetThread`) before
        its first move there, and told every move from then on; as a Future."""
        async def copy() -> HostedMatch:
            table = hosting.table
            match = cls.from_json(table.match.to_json())
            match._follow(hosting, net, table.statuses())
            table.listeners.append(match._heard)
            table.start()
            return match
        return net.run(copy())

    def _follow(self, hosting: Hosting, net, presence: list[str]) -> None:
        self.hosting, self.net = hosting, net
        self._lock = threading.Lock()
        self._moves: deque[_Move] = deque()
        self._waiting: list[Future] = []
        #: Each seat's status and the chat said at the table (`game.net.protocol`).
        self.presence: list[str] = presence
        self.chat: list[Chat] = []

    # --- from the network thread -------------------------------------------------------
    def _heard(self, message: dict[str, Any]) -> None:
        kind = message["kind"]
        if kind == "update":
            with self._lock:
                self._moves.append(_Move(message["by"], message["action"]))
                waiting, self._waiting = self._waiting, []
            for future in waiting:
                if future.set_running_or_notify_cancel():   # not dropped by an undo or the table closing
                    future.set_result(message["action"])
        elif kind == "presence":
            self.presence = list(message["seats"])
        elif kind == "chat":
            self.chat.append(Chat(message["seat"], message["phrase"]))

    # --- what the table asks -------------------------------------------------------------
    def pending(self) -> list[Decision]:
        """The decision of the next move the host reported, while there is
        one to play; then the decisions of the people here, before any
        other seat's (a sealed choice here need not wait for one there)."""
        pending = super().pending()
        with self._lock:
            reported = self._moves[0].seat if self._moves else None
        if reported is not None:
            return [d for d in pending if d.seat == reported] or [Decision(reported, "remote")]
        return [d for d in pending if self.seats[d.seat].is_human] or pending

    def think_async(self, seat: int) -> Future:
        """Done when the host reports its next move (whoever made it)."""
        answer: Future = Future()
        with self._lock:
            if self._moves:
                answer.set_result(self._moves[0].action)
            else:
                self._waiting.append(answer)
        return answer

    @property
    def hosted(self) -> dict[str, Any]:
        """The join code and tokens its saves keep (see `Match.hosted`)."""
        return self.hosting.table.rejoining()

    def undo_status(self, human: int | None = None) -> tuple[int | None, str]:
        return None, self.UNDO_REASON

    # --- playing ------------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """A person here plays `action` for `seat`: the hosted match takes it
        (an IllegalAction says why not), then this copy plays it, with any
        move the host reported before it.  For any other seat: the next
        move the host reported."""
        if not self.seats[seat].is_human:
            return self._play_reported(lambda move: True)

        async def at_host() -> None:
            self.hosting.table.play_local(seat, action)
        try:
            self.net.run(at_host()).result(ANSWER_TIMEOUT)
        except TimeoutError:
            raise Refused("no_answer") from None
        return self._play_reported(lambda move: move == _Move(seat, action))

    def _play_reported(self, last: Callable[[_Move], bool]) -> list[Event]:
        events: list[Event] = []
        while True:
            with self._lock:
                if not self._moves:
                    return events
                move = self._moves.popleft()
            events.extend(super().submit(move.seat, move.action))
            if last(move):
                return events

    def say(self, phrase: str, seat: int) -> Future:
        """`seat`, played here, says a preset phrase to the table."""
        async def say() -> None:
            self.hosting.table.say(seat, phrase)
        return self.net.run(say())

    def set_stand_in(self, seat: int, on: bool) -> Future:
        """Let the host's AI play missing remote seat `seat` until it returns (or stop)."""
        async def set_it() -> None:
            self.hosting.table.set_stand_in(seat, on)
        return self.net.run(set_it())

    def leave(self) -> None:
        """The table closes: every player is told the host quit."""
        async def close() -> None:
            if self._heard in self.hosting.table.listeners:
                self.hosting.table.listeners.remove(self._heard)
            await self.hosting.close()
        self.net.run(close()).result(5)

"""Hosting tables: the host runs each `Match` and is its only authority.

`HostedTable` is one table, whatever carries its messages: a join code,
a token per remote seat, the links of the seats connected now.  It sends
each remote seat only its own view and the events it may see, accepts
from a seat only that seat's legal actions while the game waits for it,
and refuses anything else with a reason, changing nothing.  A seat that
drops keeps its place; its token takes it back with a fresh snapshot, and
meanwhile, if the host wishes, a bot plays it.

`TableServer` carries many tables over one websockets port: a connection
names its table by join code.  It listens only on the address and port it
is given, only while it runs; a message over `MAX_CLIENT_MESSAGE` or a
connection over its `RateLimit` is dropped and the connection closed.
"""
from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Protocol

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.core import Action, IllegalAction, json_form
from game.match import AI, HUMAN, REMOTE, Match, Seat
from game.net import protocol
from game.net.protocol import (BOT, CLIENT_MESSAGES, CONNECTED, LOCAL, MISSING, OPEN, STAND_IN,
                               ProtocolError, RateLimit, Refused, decode, encode)

#: Join codes avoid letters and digits that read alike (0/O, 1/I/L).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: Seconds a new connection has to say which table it joins.
JOIN_TIMEOUT = 10.0
#: Seconds a closing connection waits for the client's goodbye (a flooder's
#: is stuck behind its own messages).
CLOSE_TIMEOUT = 1.0
#: Messages a slow client may have waiting before it is dropped.
MAX_OUTBOX = 256
#: WebSocket close codes: a normal goodbye, and a broken rule (a flood).
NORMAL, POLICY = 1000, 1008
#: The format of a saved hosted table.
SAVE_FORMAT = "tavern-table-hosted"


def new_code() -> str:
    """A short join code, read out across a table: six letters and digits."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A seat's secret: it takes the seat back after a drop."""
    return secrets.token_urlsafe(18)


def refusal(error: Refused | ProtocolError, about: str) -> str:
    """The ``refused`` message for `error`: its reason, and params when it
    has any (a laptop from before params reads a refusal without them)."""
    if isinstance(error, ProtocolError):
        error = Refused.malformed(error)
    params = {"params": error.params} if error.params else {}
    return encode("refused", reason=error.reason, about=about, **params)


class Link(Protocol):
    """One connected client as a table sees it."""

    def send(self, text: str) -> None: ...

    def close(self, reason: str, code: int = NORMAL) -> None: ...


@dataclass
class _Joined:
    seat: int
    link: Link


class HostedTable:
    """One table open to the network.  Seats of kind `REMOTE` are played
    from other laptops; `AI` seats by the host's bots; `HUMAN` seats by
    people at the host, who pass the laptop as before (`play_local`).

    `listeners` (the hosting laptop's own table, on this thread) are told
    every move (who played what, and its events, whole), presence change
    and chat.
    """

    def __init__(self, match: Match, code: str | None = None, tokens: Mapping[int, str] | None = None) -> None:
        self.match = match
        self.code = code or new_code()
        #: Remote seats' tokens, given out as each seat is first taken.
        self.tokens: dict[int, str] = dict(tokens or {})
        self.links: dict[int, Link] = {}
        #: Missing remote seats a bot plays until they return.
        self.stand_ins: set[int] = set()
        self.listeners: list[Callable[[dict[str, Any]], None]] = []
        #: Whether play has begun (the app's host waits for its players
        #: first, and nobody moves until it starts the game: `start`).
        self.started = True
        self.closed = False
        self._bots: asyncio.Task | None = None

    # --- who sits where ------------------------------------------------------
    @property
    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.kind == REMOTE]

    def status(self, seat: int) -> str:
        kind = self.match.seats[seat].kind
        if kind == HUMAN:
            return LOCAL
        if kind == AI:
            return BOT
        if seat in self.links:
            return CONNECTED
        if seat in self.stand_ins:
            return STAND_IN
        return MISSING if seat in self.tokens else OPEN

    def statuses(self) -> list[str]:
        return [self.status(s) for s in range(len(self.match.seats))]

    def join(self, link: Link, token: str | None, name: str) -> int:
        """Seat `link`: the seat its token names (a rejoin, which replaces
        any older connection of that seat), else the first remote seat
        nobody has taken yet.  Sends it `welcome` and a snapshot."""
        if self.closed:
            raise Refused("table_closed")
        if token is not None:
            seat = next((s for s, t in self.tokens.items() if secrets.compare_digest(t.encode(), token.encode())), None)
            if seat is None:
                raise Refused("token_holds_no_seat")
            old = self.links.pop(seat, None)
            if old is not None:
                old.close("replaced by a new connection of the same seat")
        else:
            free = [s for s in self.remote_seats if s not in self.tokens]
            if not free:
                raise Refused("table_full")
            seat = free[0]
            self.tokens[seat] = new_token()
            self.match.seats[seat] = Seat(name or self.match.seats[seat].name, REMOTE)
        self.links[seat] = link
        self.stand_ins.discard(seat)
        link.send(encode("welcome", seat=seat, token=self.tokens[seat], title=self.match.title_id,
                         seats=[s.to_json() for s in self.match.seats],
                         options=dict(self.match.options)))
        link.send(self.snapshot(seat))
        self._presence_changed()
        return seat

    def leave(self, seat: int, link: Link) -> None:
        """`link` is gone; its seat waits for its token to come back."""
        if self.links.get(seat) is link:
            del self.links[seat]
            self._presence_changed()

    def start(self) -> None:
        """The host starts the game: from now on every seat plays."""
        self.started = True
        self.wake_bots()

    def set_stand_in(self, seat: int, on: bool) -> None:
        """Let a bot play a missing remote seat until it returns (or stop)."""
        if seat not in self.remote_seats:
            raise ValueError(f"seat {seat} is not a remote seat")
        if on:
            self.stand_ins.add(seat)
        else:
            self.stand_ins.discard(seat)
        self._presence_changed()

    # --- what a seat is sent ---------------------------------------------------
    def _seat_fields(self, seat: int | None) -> dict[str, Any]:
        match = self.match
        pending = match.pending()
        waits_for_seat = any(d.seat == seat for d in pending)
        return {"seq": len(match.log), "view": json_form(match.view(seat)),
                "pending": [{"seat": d.seat, "kind": d.kind} for d in pending],
                "legal": [a.to_json() for a in match.legal_actions(seat)] if waits_for_seat else []}

    def snapshot(self, seat: int | None) -> str:
        return encode("snapshot", **self._seat_fields(seat))

    def _send_update(self, by: int, action: Action, events: list) -> None:
        for seat, link in list(self.links.items()):
            link.send(encode("update", by=by, events=[e.seen_by(seat).to_json() for e in events],
                             **self._seat_fields(seat)))
        self._tell_listeners({"kind": "update", "by": by, "action": action, "events": events})

    def resync_all(self) -> None:
        """A fresh snapshot to every remote seat (after the host undoes)."""
        for seat, link in list(self.links.items()):
            link.send(self.snapshot(seat))
        self._tell_listeners({"kind": "snapshot"})

    def _presence_changed(self) -> None:
        text = encode("presence", seats=self.statuses())
        for link in list(self.links.values()):
            link.send(text)
        self._tell_listeners({"kind": "presence", "seats": self.statuses()})
        self.wake_bots()

    def _tell_listeners(self, message: dict[str, Any]) -> None:
        for listener in self.listeners:
            listener(message)

    # --- what a seat says ---------------------------------------------------------
    def receive(self, seat: int, message: Mapping[str, Any]) -> None:
        """Act on a checked message from `seat`'s client.  Raises Refused,
        with the reason, for anything the table will not do."""
        kind = message["kind"]
        if kind == "act":
            claimed = message["seat"]
            if claimed is not None and claimed != seat:
                raise Refused("not_your_seat", {"seat": claimed})
            try:
                action = protocol.action_from_message(message["action"])
            except ProtocolError as error:
                raise Refused.malformed(error) from None
            self._play_checked(seat, action)
        elif kind == "chat":
            self.say(seat, message["phrase"])
        elif kind == "resync":
            self.links[seat].send(self.snapshot(seat))
        else:
            raise Refused("not_for_players", {"kind": kind})

    def say(self, seat: int, phrase: str) -> None:
        """A preset chat phrase from `seat`, to everyone at the table."""
        text = encode("chat", seat=seat, phrase=phrase)
        for link in list(self.links.values()):
            link.send(text)
        self._tell_listeners({"kind": "chat", "seat": seat, "phrase": phrase})

    def play_local(self, seat: int, action: Action) -> None:
        """A person at the host plays `seat` (a `HUMAN` seat).  Raises
        IllegalAction, naming why, for another seat or an illegal action."""
        if self.match.seats[seat].kind != HUMAN:
            raise IllegalAction(f"{action!r}: seat {seat} is not played at this laptop")
        self._play_checked(seat, action)

    def _play_checked(self, seat: int, action: Action) -> None:
        if self.closed:
            raise Refused("table_closed")
        if not self.started:
            raise Refused("not_started")
        rules, state = self.match.rules, self.match.state
        if not rules.is_legal(state, seat, action):
            waiting = [decision.seat for decision in rules.pending(state)]
            if seat in waiting:
                raise Refused("not_a_choice", {"kind": action.kind})
            raise Refused("not_your_decision", {"waiting": waiting})
        self._play(seat, action)

    def _play(self, seat: int, action: Action) -> None:
        events = self.match.submit(seat, action)
        self._send_update(seat, action, events)
        self.wake_bots()

    # --- the host's bots ---------------------------------------------------------
    def _bot_plays(self, seat: int) -> bool:
        return self.status(seat) in (BOT, STAND_IN)

    def _bot_seat(self) -> int | None:
        return next((d.seat for d in self.match.pending() if self._bot_plays(d.seat)), None)

    def wake_bots(self) -> None:
        """Start the bots if one of them is waited for (needs a running loop)."""
        if self.closed or not self.started or (self._bots and not self._bots.done()) or self._bot_seat() is None:
            return
        self._bots = asyncio.get_running_loop().create_task(self._play_bots())

    async def _play_bots(self) -> None:
        while not self.closed:
            seat = self._bot_seat()
            if seat is None:
                return
            moves = len(self.match.log)
            action = await asyncio.wrap_future(self.match.think_async(seat))
            # A remote seat may have moved meanwhile (a simultaneous choice),
            # or the seat's player come back: think again from the table now.
            if len(self.match.log) == moves and self._bot_plays(seat):
                self._play(seat, action)

    # --- closing and reopening -------------------------------------------------------
    def close(self, reason: str = "host_quit") -> None:
        """Tell every client the table is closing, and drop them."""
        self.closed = True
        if self._bots:
            self._bots.cancel()
        text = encode("closing", reason=reason)
        for link in list(self.links.values()):
            link.send(text)
            link.close(reason)
        self.links.clear()

    def rejoining(self) -> dict[str, Any]:
        """What the same players need to rejoin when the table opens again:
        its join code and the taken remote seats' tokens (`Match.hosted`)."""
        return {"code": self.code, "tokens": {str(seat): token for seat, token in self.tokens.items()}}

    @classmethod
    def reopen(cls, match: Match, rejoining: Mapping[str, Any]) -> "HostedTable":
        """`match` open again to the players `rejoining` (see above) names."""
        tokens = rejoining.get("tokens")
        if not isinstance(tokens, dict) or not all(k.isdigit() and isinstance(v, str) for k, v in tokens.items()):
            raise ValueError("a saved hosted table's tokens are malformed")
        code = rejoining.get("code")
        if not isinstance(code, str) or not code:
            raise ValueError("a saved hosted table has no join code")
        return cls(match, code, {int(k): v for k, v in tokens.items()})

    def to_json(self) -> dict[str, Any]:
        """The table as saved by its host: the match, its join code and the
        seats' tokens, so the same players can rejoin when it reopens."""
        return {"format": SAVE_FORMAT, "version": protocol.VERSION, **self.rejoining(), "match": self.match.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "HostedTable":
        if data.get("format") != SAVE_FORMAT:
            raise ValueError("not a saved hosted table")
        return cls.reopen(Match.from_json(data["match"]), data)


class _Connection:
    """A websockets connection as a `Link`: messages go out in order
    through an outbox a writer task empties."""

    def __init__(self, websocket: ServerConnection) -> None:
        self.websocket = websocket
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())
        self.close_reason, self.close_code = "", NORMAL

    def send(self, text: str) -> None:
        if self.outbox.qsize() >= MAX_OUTBOX:
            self.close("too slow: too many messages waiting", POLICY)
            return
        self.outbox.put_nowait(text)

    def close(self, reason: str, code: int = NORMAL) -> None:
        if not self.close_reason:
            self.close_reason, self.close_code = reason, code
        if code == POLICY:  # a rule broken: nothing more for this client
            while not self.outbox.empty():
                self.outbox.get_nowait()
        self.outbox.put_nowait(None)

    async def _write(self) -> None:
        try:
            while (text := await self.outbox.get()) is not None:
                await self.websocket.send(text)
            await self.websocket.close(self.close_code, self.close_reason[:100])
        except ConnectionClosed:
            pass


class TableServer:
    """Tables served over one websockets port, each found by its join code.

    >>> server = TableServer("127.0.0.1", 0)
    >>> server.listening
    False
    """

    def __init__(self, host: str, port: int, rate: Callable[[], RateLimit] = RateLimit) -> None:
        self.host, self.requested_port = host, port
        self.tables: dict[str, HostedTable] = {}
        self.rate = rate
        self._server: Server | None = None

    @property
    def listening(self) -> bool:
        return self._server is not None

    @property
    def port(self) -> int:
        """The port clients connect to (the one asked for, or the one the
        system gave for port 0)."""
        if self._server is None:
            return self.requested_port
        return self._server.sockets[0].getsockname()[1]

    async def start(self) -> None:
        """Listen on the host and port asked for."""
        self._server = await serve(self._serve_connection, self.host, self.requested_port,
                                   max_size=protocol.MAX_CLIENT_MESSAGE, compression=None, close_timeout=CLOSE_TIMEOUT)

    def open_table(self, table: HostedTable | Match) -> HostedTable:
        if isinstance(table, Match):
            table = HostedTable(table)
        while table.code in self.tables:
            table.code = new_code()
        self.tables[table.code] = table
        return table

    def close_table(self, code: str, reason: str = "host_quit") -> None:
        table = self.tables.pop(code)
        table.close(reason)

    async def close(self, reason: str = "host_quit") -> None:
        """Tell every table's clients the host is leaving, and stop listening."""
        for code in list(self.tables):
            self.close_table(code, reason)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None

    async def _serve_connection(self, websocket: ServerConnection) -> None:
        link = _Connection(websocket)
        limit = self.rate()
        try:
            joined = await self._join(websocket, link, limit)
            if joined is not None:
                await self._converse(websocket, link, *joined, limit)
        except ConnectionClosed:
            pass
        finally:
            link.close("goodbye")
            await link.writer

    async def _join(self, websocket: ServerConnection, link: _Connection,
                    limit: RateLimit) -> tuple[HostedTable, int] | None:
        try:
            text = await asyncio.wait_for(websocket.recv(), JOIN_TIMEOUT)
        except asyncio.TimeoutError:
            link.close("no join in time", POLICY)
            return None
        limit.allow()
        try:
            message = decode(text, CLIENT_MESSAGES)
            if message["kind"] != "join":
                raise ProtocolError("the first message must be join")
            table = self.tables.get(message["code"].strip().upper())
            if table is None:
                raise Refused("no_such_table")
            seat = table.join(link, message["token"], message["name"])
        except (ProtocolError, Refused) as error:
            link.send(refusal(error, "join"))
            link.close("join refused")
            return None
        return table, seat

    async def _converse(self, websocket: ServerConnection, link: _Connection, table: HostedTable, seat: int,
                        limit: RateLimit) -> None:
        try:
            async for text in websocket:
                if table.links.get(seat) is not link:
                    return  # replaced by a rejoin, or the table closed
                if not limit.allow():
                    link.close("flood: too many messages", POLICY)
                    return
                about = "message"
                try:
                    message = decode(text, CLIENT_MESSAGES)
                    about = message["kind"]
                    table.receive(seat, message)
                except (ProtocolError, Refused) as error:
                    link.send(refusal(error, about))
        finally:
            table.leave(seat, link)

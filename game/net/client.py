"""A remote seat's side of a table: joins with the join code (and, after a
drop, its seat's token), keeps the latest view, the events it was sent
and who is connected, and sends its actions and chat.

Everything from the host is checked (`protocol.decode`) before use; a
message that fails is a `ProtocolError` and the connection is dropped.
"""
from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game import registry
from game.ai import decide, make_bot
from game.core import Action, Decision, Event, GameState, Rules
from game.net import protocol
from game.net.protocol import HOST_MESSAGES, ProtocolError, Refused, decode, encode

#: Seconds to wait for the host's welcome before giving up.
CONNECT_TIMEOUT = 10.0
#: The port a host listens on unless it says otherwise.
DEFAULT_PORT = 8765


def table_uri(address: str) -> str:
    """The WebSocket address of a table a player typed as ``host``,
    ``host:port`` or ``[v6 address]:port``.  ValueError says what is wrong.

    >>> table_uri("127.0.0.1"), table_uri(" 127.0.0.1:9000 "), table_uri("[::1]:9000")
    ('ws://127.0.0.1:8765', 'ws://127.0.0.1:9000', 'ws://[::1]:9000')
    >>> table_uri("host:port")
    Traceback (most recent call last):
    ...
    ValueError: 'port' is not a port number
    """
    text = address.strip()
    if not text or any(c.isspace() or c in "/?#@" for c in text):
        raise ValueError(f"{address!r} is not an address")
    host, port = text, str(DEFAULT_PORT)
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest:
            port = rest.removeprefix(":")
        host = f"[{host}]"
    elif text.count(":") == 1:
        host, port = text.split(":")
    elif ":" in text:
        host = f"[{text}]"
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{port!r} is not a port number")
    return f"ws://{host}:{int(port)}"


class Unreachable(ConnectionError):
    """The table could not be reached or would not seat us.  `why` is
    one of `NO_ANSWER`, `NOT_A_TABLE`, `REFUSED` (for the player's
    message); the text says more."""

    def __init__(self, why: str, detail: str) -> None:
        super().__init__(detail)
        self.why = why


NO_ANSWER, NOT_A_TABLE, REFUSED = "no_answer", "not_a_table", "refused"


@dataclass
class Chat:
    seat: int
    phrase: str


@dataclass
class TableClient:
    """One seat played from here.  `on_message(message)` is called after
    each checked message from the host is taken in."""

    uri: str
    code: str
    name: str
    token: str | None = None
    on_message: Callable[[dict[str, Any]], None] | None = None
    seat: int | None = None
    title_id: str | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)
    #: Moves played at the table (the host's count).
    seq: int = 0
    view: GameState | None = None
    pending: list[Decision] = field(default_factory=list)
    legal: list[Action] = field(default_factory=list)
    #: (move number, who moved, the events as this seat saw them).
    events: list[tuple[int, int, list[Event]]] = field(default_factory=list)
    presence: list[str] = field(default_factory=list)
    chat: list[Chat] = field(default_factory=list)
    #: The host's reasons for refusing what we sent, latest last.
    refusals: list[Refused] = field(default_factory=list)
    #: Our actions the host has answered (applied or refused): it answers
    #: each, in the order sent.
    answered: int = 0
    #: Why the host closed the table (`host_quit`), once it has.
    closed_by_host: str | None = None

    #: Every text the host sent, when a list is given (tests read it).
    transcript: list[str] | None = None
    #: What the host said as the connection ended ("" if it just dropped).
    close_reason: str | None = None

    def __post_init__(self) -> None:
        self._websocket: ClientConnection | None = None
        self._reader: asyncio.Task | None = None
        self._changed = asyncio.Event()

    @property
    def rules(self) -> Rules:
        return registry.get(self.title_id)

    @property
    def connected(self) -> bool:
        return self._reader is not None and not self._reader.done()

    @property
    def my_turn(self) -> bool:
        return any(d.seat == self.seat for d in self.pending)

    # --- connecting ------------------------------------------------------------------
    async def connect(self) -> None:
        """Join (or rejoin, with our token) and take in the welcome and the
        first snapshot; then keep reading in the background.  Raises
        `Unreachable` saying why when the table cannot be reached."""
        try:
            self._websocket = await asyncio.wait_for(
                connect(self.uri, max_size=protocol.MAX_HOST_MESSAGE, compression=None, open_timeout=CONNECT_TIMEOUT),
                CONNECT_TIMEOUT)
        except (OSError, asyncio.TimeoutError, ConnectionClosed) as error:
            raise Unreachable(NO_ANSWER, f"no table answers at {self.uri} ({type(error).__name__}: {error})") from None
        except Exception as error:  # websockets' handshake errors: not a table's server
            raise Unreachable(NOT_A_TABLE, f"{self.uri} is not a table ({error})") from None
        await self._websocket.send(encode("join", code=self.code, token=self.token, name=self.name))
        try:
            for expected in ("welcome", "snapshot"):
                text = await asyncio.wait_for(self._websocket.recv(), CONNECT_TIMEOUT)
                self._record(text)
                message = decode(text, HOST_MESSAGES, protocol.MAX_HOST_MESSAGE)
                if message["kind"] == "refused":
                    raise Unreachable(REFUSED, f"the table refused to seat us: {message['reason']}")
                if message["kind"] != expected:
                    raise ProtocolError(f"expected {expected}, got {message['kind']}")
                self._take(message)
        except (ConnectionClosed, asyncio.TimeoutError, ProtocolError) as error:
            await self._websocket.close()
            raise Unreachable(NOT_A_TABLE, f"the table at {self.uri} did not seat us ({error})") from None
        except Unreachable:
            await self._websocket.close()
            raise
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def reconnect(self, attempts: int = 5, delay: float = 0.5) -> None:
        """Rejoin our seat with its token, trying `attempts` times with a
        growing pause: the host sends the table as it is now."""
        for attempt in range(attempts):
            try:
                await self.connect()
                return
            except Unreachable:
                if attempt == attempts - 1:
                    raise
                await asyncio.sleep(delay * 2 ** attempt)

    async def close(self) -> None:
        if self._websocket is not None:
            await self._websocket.close()
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def wait_closed(self) -> None:
        """Until the connection ends (the host closed it, or it dropped)."""
        if self._reader is not None:
            await asyncio.gather(self._reader, return_exceptions=True)

    async def wait_until(self, condition: Callable[[], bool], timeout: float | None = None) -> None:
        """Until `condition()` holds after a message from the host; raises
        ConnectionError if the connection ends first."""
        await asyncio.wait_for(self._until(condition), timeout)

    async def _until(self, condition: Callable[[], bool]) -> None:
        while not condition():
            if not self.connected:
                raise ConnectionError("the connection to the table ended")
            self._changed.clear()
            await self._changed.wait()

    # --- sending ------------------------------------------------------------------
    async def act(self, action: Action) -> None:
        await self.send_raw(encode("act", action=action.to_json(), seat=self.seat))

    async def say(self, phrase: str) -> None:
        await self.send_raw(encode("chat", phrase=phrase))

    async def send_raw(self, text: str | bytes) -> None:
        """Any text to the host, as it is (tests send garbage through it)."""
        await self._websocket.send(text)

    # --- reading ------------------------------------------------------------------
    async def _read(self) -> None:
        try:
            async for text in self._websocket:
                self._record(text)
                self._take(decode(text, HOST_MESSAGES, protocol.MAX_HOST_MESSAGE))
        except ConnectionClosed:
            pass
        except ProtocolError as error:
            self.refusals.append(Refused.malformed(ProtocolError(f"the host sent a malformed message: {error}")))
            await self._websocket.close(1008, "malformed message")
        finally:
            self.close_reason = self._websocket.close_reason or ""
            self._changed.set()

    def _record(self, text: str | bytes) -> None:
        if self.transcript is not None:
            self.transcript.append(text)

    def _take(self, message: dict[str, Any]) -> None:
        kind = message["kind"]
        if kind == "welcome":
            self.seat, self.token, self.title_id = message["seat"], message["token"], message["title"]
            self.seats = message["seats"]
            registry.title(self.title_id)  # an unknown title is a KeyError here, not later
        elif kind in ("snapshot", "update"):
            self._take_table(message)
        elif kind == "presence":
            self.presence = message["seats"]
        elif kind == "chat":
            self.chat.append(Chat(message["seat"], message["phrase"]))
        elif kind == "refused":
            self.refusals.append(Refused(message["reason"], message.get("params")))
            self.answered += message["about"] == "act"
        elif kind == "closing":
            self.closed_by_host = message["reason"]
        self._changed.set()
        if self.on_message:
            self.on_message(message)

    def _take_table(self, message: dict[str, Any]) -> None:
        rules = self.rules
        try:
            view = rules.state_from_json(message["view"])
            pending = [Decision(int(d["seat"]), str(d["kind"])) for d in message["pending"]]
            legal = [rules.action_from_json(a) for a in message["legal"]]
        except (KeyError, TypeError, ValueError) as error:
            raise ProtocolError(f"{message['kind']}: malformed table ({error})") from None
        if message["kind"] == "update":
            if message["seq"] != self.seq + 1:
                # A move went missing: ask for the table afresh.
                asyncio.get_running_loop().create_task(self.send_raw(encode("resync")))
            self.events.append((message["seq"], message["by"], protocol.events_from_message(message["events"])))
            self.answered += message["by"] == self.seat
        self.seq, self.view, self.pending, self.legal = message["seq"], view, pending, legal


async def play_as_bot(client: TableClient, level: str = "easy", seed: int = 0,
                      before_act: Callable[[TableClient], None] | None = None, pause: float = 0.0) -> None:
    """Play `client`'s seat with a bot of `level`, from its view alone,
    until the game ends or the host closes the table (simulated players
    for tests and the benchmark), `pause` seconds over each decision.
    `before_act` is called as each action leaves."""
    rng = random.Random(seed)
    bot = make_bot(client.title_id, level)
    while True:
        await client.wait_until(lambda: client.my_turn or not client.pending or client.closed_by_host is not None)
        if not client.my_turn or client.closed_by_host is not None:
            return
        if pause:
            await asyncio.sleep(pause)
        seq, answered, refused = client.seq, client.answered, len(client.refusals)
        action = decide(client.rules, client.view, client.seat, bot, rng)
        if before_act:
            before_act(client)
        await client.act(action)
        await client.wait_until(lambda: client.answered != answered)
        # Refused after another seat moved: we chose from a table that had
        # moved on.  Refused on the table we chose from: a fault.
        if len(client.refusals) != refused and client.seq == seq:
            raise RuntimeError(f"the host refused a bot's legal move: {client.refusals[-1]}")

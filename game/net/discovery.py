"""Finding tables on the local network (zeroconf, DNS-SD over multicast).

A host announces each open table as a ``_tavern-table._tcp`` service: its
address, port, title, seats and how many are still open, never its join
code, which players read out across the table.  `browse` lists what
answers within a few seconds.  Both take the interfaces to use: the app
passes the address it hosts on; tests pass loopback alone.
"""
from __future__ import annotations

import ipaddress
import os
import socket
import time
from dataclasses import dataclass
from typing import Sequence

from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from game.net.protocol import VERSION

SERVICE = "_tavern-table._tcp.local."
#: Seconds a browse waits for tables to answer.
BROWSE_SECONDS = 2.0
#: Milliseconds to wait for one table's details.
INFO_TIMEOUT_MS = 1000


@dataclass(frozen=True)
class FoundTable:
    """A table another laptop announces."""

    name: str
    address: str
    port: int
    title: str
    seats: int
    open_seats: int

    @property
    def uri(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"ws://{host}:{self.port}"


def _zeroconf(interfaces: Sequence[str]) -> Zeroconf:
    v6 = any(":" in i for i in interfaces)
    v4 = any(":" not in i for i in interfaces)
    version = IPVersion.All if v4 and v6 else IPVersion.V6Only if v6 else IPVersion.V4Only
    return Zeroconf(interfaces=list(interfaces), ip_version=version)


class Announcement:
    """One table announced, from the host's event loop, until `close`."""

    def __init__(self, name: str, address: str, port: int, title: str, seats: int, open_seats: int) -> None:
        self.address = address
        self.info = ServiceInfo(
            SERVICE, f"{_label(name)}.{SERVICE}", port=port,
            addresses=[ipaddress.ip_address(address).packed],
            properties={"v": str(VERSION), "title": title, "seats": str(seats), "open": str(open_seats)})
        self._zeroconf: AsyncZeroconf | None = None

    async def start(self) -> None:
        self._zeroconf = AsyncZeroconf(zc=_zeroconf([self.address]))
        await self._zeroconf.async_register_service(self.info, allow_name_change=True)

    async def close(self) -> None:
        if self._zeroconf is not None:
            await self._zeroconf.async_unregister_service(self.info)
            await self._zeroconf.async_close()
            self._zeroconf = None


def _label(name: str) -> str:
    """A service instance name: printable, at most 63 bytes of UTF-8."""
    text = "".join(c for c in name if c.isprintable() and c != ".") or "table"
    while len(text.encode("utf-8")) > 63:
        text = text[:-1]
    return text


class _Names(ServiceListener):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.discard(name)


def browse(interfaces: Sequence[str], seconds: float = BROWSE_SECONDS) -> list[FoundTable]:
    """The tables that answer on `interfaces` within `seconds` (blocking:
    run it off the drawing thread), those of this protocol version only."""
    zeroconf = _zeroconf(interfaces)
    listener = _Names()
    browser = ServiceBrowser(zeroconf, SERVICE, listener)
    try:
        time.sleep(seconds)
        found = [table for name in sorted(listener.names) if (table := _details(zeroconf, name))]
    finally:
        browser.cancel()
        zeroconf.close()
    return found


def _details(zeroconf: Zeroconf, name: str) -> FoundTable | None:
    info = zeroconf.get_service_info(SERVICE, name, INFO_TIMEOUT_MS)
    if info is None or not info.parsed_addresses() or not info.port:
        return None
    props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace") for k, v in info.properties.items()}
    if props.get("v") != str(VERSION):
        return None
    try:
        seats, open_seats = int(props.get("seats", "")), int(props.get("open", ""))
    except ValueError:
        return None
    return FoundTable(name=name[: -len(SERVICE) - 1], address=info.parsed_addresses()[0], port=info.port,
                      title=props.get("title", "")[:64], seats=seats, open_seats=open_seats)


#: Set to an address to host and look for tables on that interface alone
#: (tests: loopback); else the one `local_address` finds.
INTERFACE_ENV = "TAVERN_TABLE_NET_INTERFACE"


def network_address() -> str:
    """The address the app hosts tables on and looks for them on."""
    return os.environ.get(INTERFACE_ENV) or local_address()


def local_address() -> str:
    """The address this laptop has on the network it would reach others
    by (the one a route out would use; nothing is sent).  Loopback if
    there is no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: routed, never answered
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()

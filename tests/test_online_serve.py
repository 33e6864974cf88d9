"""The headless host, `python -m game.net.serve`: many tables in one
process without pygame; stopped, it tells its clients and saves the
unfinished tables, which it reopens for the same tokens."""
import asyncio
import json
import signal
import subprocess
import sys

from game.net.client import TableClient


def test_online_network_code_never_imports_pygame():
    """The network code sits below scenes/: a headless host needs no window."""
    probe = ("import sys, game.net.serve, game.net.bench, game.net.discovery; "
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'scenes')))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def start_host(*args: str) -> tuple[subprocess.Popen, dict]:
    host = subprocess.Popen([sys.executable, "-m", "game.net.serve", "--host", "127.0.0.1", "--port", "0",
                             "--ready", *args], stdout=subprocess.PIPE, text=True)
    return host, json.loads(host.stdout.readline())


def test_online_headless_host_serves_many_tables_then_saves_them_for_the_same_players(tmp_path):
    # No bot seats: a bot's move landing between the client's last update
    # and the save would leave the saved table a move ahead of the client.
    saves = tmp_path / "tables"
    host, ready = start_host("--title", "citadels", "--seats", "3", "--tables", "3", "--saves", str(saves))
    try:
        assert len(ready["codes"]) == 3
        uri = f"ws://127.0.0.1:{ready['port']}"

        async def join_then_stop():
            client = TableClient(uri, ready["codes"][1], "Ann")
            await client.connect()
            host.send_signal(signal.SIGINT)
            await client.wait_closed()
            return client
        client = asyncio.run(asyncio.wait_for(join_then_stop(), 20))
        assert client.closed_by_host == "host_quit"
        assert host.wait(10) == 0
    finally:
        if host.poll() is None:
            host.kill()
    saved = sorted(saves.glob("*.json"))
    assert [p.stem for p in saved] == sorted(ready["codes"])

    host, ready = start_host("--tables", "0", "--reopen", str(saves / f"{client.code}.json"))
    try:
        async def rejoin():
            again = TableClient(f"ws://127.0.0.1:{ready['port']}", client.code, "Ann", token=client.token)
            await again.connect()
            await again.close()
            return again
        again = asyncio.run(asyncio.wait_for(rejoin(), 20))
        assert (again.seat, again.title_id, again.seq) == (client.seat, "citadels", client.seq)
        assert again.view == client.view
    finally:
        host.send_signal(signal.SIGINT)
        host.wait(10)

"""``palabre host --headless`` and ``palabre bots`` as a person runs them: subprocesses on
loopback, stopped with Ctrl-C (SIGINT) and expected to exit 0 after closing cleanly."""

from __future__ import annotations

import re

import pytest

from tests.helpers.processes import LOOPBACK, WAIT_S, host_args, palabre
from tests.helpers.qr_read import read_qr


def test_bots_play_a_whole_game_on_a_headless_host_then_ctrl_c_stops_it() -> None:
    # PX-NET-2: the bots join by the printed join code; the host starts at 4 ready players.
    with palabre(*host_args("codenames", "--seed", "3")) as host:
        code = host.wait_for(r"join code: (\S+)").group(1)
        host.wait_for(r"address: 127\.0\.0\.1:\d+")
        host.wait_for("waiting for 4 ready players")
        with palabre("bots", "--connect", code, "--count", "4", "--think", "0",
                     "--seed", "5") as bots:
            assert bots.finish() == 0, bots.lines
            assert any("game over" in line for line in bots.lines)
            assert any("bots left" in line for line in bots.lines)
        host.wait_for("game started with 4 players")
        host.wait_for("game over")
        assert host.interrupt() == 0, host.lines
        assert host.lines[-1].endswith("stopping")


def test_ctrl_c_stops_bots_in_the_middle_of_a_game() -> None:
    with palabre(*host_args("taboo", "--start-when", "4")) as host:
        address = host.wait_for(r"address: (\S+)").group(1)
        with palabre("bots", "--connect", address, "--count", "4", "--think", "5") as bots:
            bots.wait_for("4 bots joined")
            host.wait_for("game started")
            assert bots.interrupt() == 0, bots.lines
            assert bots.lines[-1].endswith("bots left")
        assert host.interrupt() == 0, host.lines


def test_ctrl_c_unregisters_an_advertised_room() -> None:
    # PX-NET-1: the room is advertised (here on loopback) and says goodbye on Ctrl-C.
    import asyncio

    from net.discovery import RoomBrowser
    from net.protocol import PROTOCOL_VERSION

    with palabre("host", "--headless", "--game", "spyword", "--interface", LOOPBACK,
                 "--name", "Canary room") as host:
        room_id = host.wait_for(r"room id (\w+)").group(1)
        host.wait_for("advertised on the LAN as 'Canary room")

        async def browse() -> list[str]:
            seen: list[str] = []
            browser = RoomBrowser(protocol_version=PROTOCOL_VERSION, interfaces=[LOOPBACK])
            await browser.start()
            try:
                async with asyncio.timeout(WAIT_S):
                    async for event in browser.events():
                        if event.room.room_id != room_id:
                            continue
                        seen.append(event.kind)
                        if event.kind == "added":
                            assert await asyncio.to_thread(host.interrupt) == 0
                        if event.kind == "removed":
                            return seen
            finally:
                await browser.close()
            return seen

        assert asyncio.run(browse())[-1] == "removed"
        assert "palabre: unregistered from the LAN" in host.lines


@pytest.mark.parametrize(("args", "message"), [
    (host_args("spyword", "--start-when", "2"), "--start-when must be between 4 and 12"),
    (host_args("codenames", "--setting", "variant=five_player"), "unknown variant"),
    (host_args("taboo", "--setting", "novalue"), "KEY=VALUE"),
    (["bots", "--connect", "not a code", "--count", "2"], "cannot read"),
    (["bots", "--connect", "127.0.0.1:9", "--count", "0"], "--count"),
])
def test_bad_command_lines_exit_2_with_a_clear_line(args: list[str], message: str) -> None:
    with palabre(*args) as running:
        assert running.finish() == 2
        assert any(message in line for line in running.lines), running.lines


def test_bots_that_cannot_reach_the_host_exit_1() -> None:
    # the discard port on loopback: nothing listens there
    with palabre("bots", "--connect", f"{LOOPBACK}:9", "--count", "1") as bots:
        assert bots.finish() == 1
        assert any("could not join: client.unreachable" in line for line in bots.lines)


# -- Phones (the web transport) ---------------------------------------------------------------
def qr_png(lines: list[str], scale: int = 6) -> bytes:
    """The terminal QR code read back into a PNG (``█`` light, `` `` dark, half blocks
    one of each: two modules a line), so a QR reader can check what was printed."""
    import struct
    import zlib

    halves = {"█": (1, 1), " ": (0, 0), "▀": (1, 0), "▄": (0, 1)}
    rows: list[list[int]] = []
    for line in lines:
        pairs = [halves[char] for char in line]
        rows += [[top for top, _ in pairs], [bottom for _, bottom in pairs]]
    pixels = b"".join(
        b"\x00" + bytes(255 * module for module in row for _ in range(scale))
        for row in rows for _ in range(scale))
    width, height = len(rows[0]) * scale, len(rows) * scale

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0,
                                                               0, 0, 0))
            + chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b""))


def test_the_headless_host_prints_the_phone_url_and_its_qr_code(tmp_path) -> None:
    # Phones join from the printed URL (an IP address, not .local); the QR code holds it.
    import urllib.request

    with palabre(*host_args("taboo", "--web-port", "0")) as host:
        url = host.wait_for(r"phones: open (http://127\.0\.0\.1:\d+/) ").group(1)
        host.wait_for("waiting for 4 ready players")
        start = next(i for i, line in enumerate(host.lines) if "phones: open" in line) + 1
        qr = [line.removeprefix("palabre: ") for line in host.lines[start:]
              if set(line.removeprefix("palabre: ")) <= set("█▀▄ ")]
        image = tmp_path / "qr.png"
        image.write_bytes(qr_png(qr))
        decoded = read_qr(image)
        code = next((m.group(1) for line in host.lines
                     if (m := re.search(r"room code: ([A-Z]{4})", line))), None)
        # issue 29: the QR holds the page with the room code (a scan skips typing it)
        assert decoded == (f"{url}?code={code}" if code else url)
        with urllib.request.urlopen(url, timeout=WAIT_S) as response:
            assert b"<title>Palabre</title>" in response.read()
        assert host.interrupt() == 0, host.lines
    with pytest.raises(OSError):  # the web page stopped with the room
        urllib.request.urlopen(url, timeout=WAIT_S)

"""LAN discovery on 127.0.0.1 only (PX-NET-1) and reachability probes.

No timed assertions: every wait is for an event, with a generous timeout that only turns a
hang into a failure. Room names carry a random suffix, so test runs sharing the machine do
not see each other's rooms as duplicates.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import socket
import sys
import threading
from collections.abc import Callable, Coroutine
from typing import Any

import pytest
from zeroconf import DNSQuestionType
from zeroconf.asyncio import AsyncServiceInfo

from net.discovery import (
    MAX_ROOM_NAME_BYTES,
    SERVICE_TYPE,
    DiscoveryError,
    Reachability,
    Room,
    RoomAdvertiser,
    RoomBrowser,
    RoomEvent,
    RoomEvents,
    clean_room_name,
    local_addresses,
    probe,
    probe_addresses,
    room_from_service_info,
)
from net.discovery.txt import (
    MAX_PLAYERS,
    MAX_PROTOCOL_VERSION_DIGITS,
    check_room_fields,
    txt_properties,
)

LOOPBACK = ["127.0.0.1"]
PROTOCOL = 1
EVENT_TIMEOUT_S = 20.0  # a hang becomes a failure; normal waits take ~0.1-3 s
THREAD_JOIN_TIMEOUT_S = 5.0

CHILD_ADVERTISER = """
import asyncio, sys
from net.discovery import RoomAdvertiser

async def main():
    advertiser = RoomAdvertiser(
        name=sys.argv[1], game="codenames", language="de", players=4, room_id="fffff",
        port=int(sys.argv[2]), protocol_version=1, interfaces=["127.0.0.1"],
    )
    await advertiser.start()
    print(advertiser.name, flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)  # until EOF
    await advertiser.close()

asyncio.run(main())
"""


# --- leak checks and helpers ---------------------------------------------------------------


@pytest.fixture(autouse=True)
def no_leaked_threads():
    """Fails a test that leaves a thread running (as python-zeroconf's conftest does)."""
    before = set(threading.enumerate())
    yield
    leaked = [thread for thread in threading.enumerate() if thread not in before]
    for thread in leaked:
        thread.join(THREAD_JOIN_TIMEOUT_S)
    assert not [thread for thread in leaked if thread.is_alive()]


@pytest.fixture
def run() -> Callable[[Coroutine[Any, Any, Any]], Any]:
    """Runs a scenario in a fresh event loop; the test fails if it leaves tasks behind."""
    leaked: list[asyncio.Task] = []

    def runner(scenario: Coroutine[Any, Any, Any]) -> Any:
        async def main() -> Any:
            result = await scenario
            await asyncio.sleep(0)  # let done callbacks settle
            leaked.extend(
                task for task in asyncio.all_tasks() if task is not asyncio.current_task()
            )
            return result

        return asyncio.run(main())

    yield runner
    assert not leaked


def unique(name: str) -> str:
    return f"{name} {secrets.token_hex(3)}"


def advertiser(name: str, **fields: Any) -> RoomAdvertiser:
    settings = {
        "game": "taboo",
        "language": "fr",
        "players": 1,
        "room_id": "0abcd",
        "port": 4747,
        "protocol_version": PROTOCOL,
        "interfaces": LOOPBACK,
    }
    return RoomAdvertiser(name=name, **(settings | fields))


def browser(**fields: Any) -> RoomBrowser:
    settings = {
        "protocol_version": PROTOCOL,
        "interfaces": LOOPBACK,
        "question_type": DNSQuestionType.QM,
    }
    return RoomBrowser(**(settings | fields))


async def next_matching(events: RoomEvents, wanted: Callable[[RoomEvent], bool]) -> RoomEvent:
    """The next event that ``wanted`` accepts (rooms of other test runs are skipped)."""
    async with asyncio.timeout(EVENT_TIMEOUT_S):
        async for event in events:
            if wanted(event):
                return event
    raise AssertionError("the browser closed before the expected event")


def of(name: str, kind: str) -> Callable[[RoomEvent], bool]:
    return lambda event: event.room.name == name and event.kind == kind


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# --- advertiser and browser in one process -------------------------------------------------
def test_the_memorable_host_name_resolves_and_a_second_room_picks_another_code(run):
    """Issue 29: the host answers its memorable name (``palabre.local``: a phone types
    ``http://palabre.local:8077``) with its address over mDNS; a second room, started
    after the first is on the network, gets another code and another host name."""
    from zeroconf import AddressResolver
    from zeroconf.asyncio import AsyncZeroconf

    async def scenario():
        first = advertiser(unique("Salon"), room_code="KXBT")
        await first.start()
        asker = AsyncZeroconf(interfaces=LOOPBACK)
        second = None
        try:
            assert first.server is not None and first.server.startswith("palabre")
            resolver = AddressResolver(first.server)
            assert await resolver.async_request(asker.zeroconf, 3000)
            assert "127.0.0.1" in resolver.parsed_addresses()
            # the next one hears the first (its TXT and SRV) before it picks
            second = advertiser(unique("Salon"))
            await second.start()
            assert second.room_code != "KXBT" and second.server != first.server
        finally:
            if second is not None:
                await second.close()
            await first.close()
            await asker.async_close()

    run(scenario())




def test_room_appears_with_its_txt_fields_updates_live_and_vanishes_on_close(run):  # PX-NET-1
    name = unique("Salon")

    async def scenario():
        async with browser() as rooms:
            events = rooms.events()
            host = advertiser(name, players=2, room_id="0abcd", port=4747)
            await host.start()
            try:
                added = await next_matching(events, of(name, "added"))
                assert added.room == Room(
                    service_name=f"{name}.{SERVICE_TYPE}",
                    name=name,
                    game="taboo",
                    language="fr",
                    players=2,
                    protocol_version=PROTOCOL,
                    room_id="0abcd",
                    addresses=("127.0.0.1",),
                    port=4747,
                    compatible=True,
                    room_code=host.room_code,
                    server=host.server,
                )
                # issue 29: a four-letter code, a memorable host name no room seen has
                assert host.room_code is not None and len(host.room_code) == 4
                assert host.server is not None and host.server.startswith("palabre")
                assert rooms.rooms[added.room.service_name] == added.room

                await host.update(players=3)
                updated = await next_matching(events, of(name, "updated"))
                assert (updated.room.players, updated.room.game) == (3, "taboo")

                await host.update(game="codenames", language="en")
                updated = await next_matching(
                    events, lambda e: of(name, "updated")(e) and e.room.game == "codenames"
                )
                assert (updated.room.players, updated.room.language) == (3, "en")
            finally:
                await host.close()
            removed = await next_matching(events, of(name, "removed"))
            assert removed.room.players == 3
            assert removed.room.service_name not in rooms.rooms

    run(scenario())


def test_late_browser_lists_rooms_flags_other_versions_and_probes_them(run, caplog):
    """PX-NET-1: the join list greys out other versions; probe tells open from closed."""
    ours, theirs = unique("Ours"), unique("Theirs")

    def failing_callback(event: RoomEvent) -> None:
        raise RuntimeError("a UI bug")

    async def scenario():
        server = await asyncio.start_server(lambda r, w: w.close(), "127.0.0.1", 0)
        open_port = server.sockets[0].getsockname()[1]
        hosts = [
            advertiser(ours, port=open_port, room_id="00001"),
            advertiser(theirs, port=closed_port(), room_id="00002", protocol_version=PROTOCOL + 1),
        ]
        try:
            await asyncio.gather(*(host.start() for host in hosts))
            async with browser(on_event=failing_callback) as rooms:
                events = rooms.events()
                found = {}
                while len(found) < 2:
                    event = await next_matching(events, lambda e: e.room.name in (ours, theirs))
                    found[event.room.name] = event.room
                assert found[ours].compatible
                assert not found[theirs].compatible
                assert found[theirs].protocol_version == PROTOCOL + 1

                reachable = await probe(found[ours], timeout=EVENT_TIMEOUT_S)
                assert reachable.status is Reachability.REACHABLE
                assert (reachable.address, reachable.code) == ("127.0.0.1", None)
                refused = await probe(found[theirs], timeout=EVENT_TIMEOUT_S)
                assert refused.status is Reachability.UNREACHABLE
                assert refused.code == "probe.refused"

                # A new iterator starts with the rooms already seen.
                replay = rooms.events()
                first = await next_matching(replay, lambda e: e.room.name in (ours, theirs))
                assert first.kind == "added"
        finally:
            await asyncio.gather(*(host.close() for host in hosts))
            server.close()
            await server.wait_closed()

    with caplog.at_level(logging.ERROR, logger="net.discovery"):
        run(scenario())
    assert any("callback failed" in record.message for record in caplog.records)


def test_a_duplicate_room_name_is_renamed_not_refused(run):  # PX-NET-1
    name = unique("Cuisine")

    async def scenario():
        first, second = advertiser(name, room_id="00010"), advertiser(name, room_id="00020")
        async with browser() as rooms:
            events = rooms.events()
            try:
                await first.start()
                await second.start()
                assert first.name == name
                assert second.name == f"{name} (2)"
                seen = {}
                while len(seen) < 2:
                    event = await next_matching(events, lambda e: e.room.name.startswith(name))
                    seen[event.room.room_id] = event.room
                assert seen["00010"].name == name
                assert seen["00020"].name == f"{name} (2)"
                assert seen["00020"].service_name == f"{name} (2).{SERVICE_TYPE}"
            finally:
                await second.close()
                await first.close()

    run(scenario())


def test_browser_events_end_when_it_closes(run):
    async def scenario():
        rooms = browser()
        await rooms.start()
        events = rooms.events()
        await rooms.close()
        assert [event async for event in events] == []
        assert [event async for event in rooms.events()] == []  # also once closed

    run(scenario())


# --- across two processes ------------------------------------------------------------------


def test_browser_finds_a_room_advertised_by_another_process(run):  # PX-NET-1
    name = unique("Voisin")

    async def scenario():
        async with browser() as rooms:
            events = rooms.events()
            child = await asyncio.create_subprocess_exec(
                sys.executable,
                "-c",
                CHILD_ADVERTISER,
                name,
                "4750",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
            try:
                async with asyncio.timeout(EVENT_TIMEOUT_S):
                    advertised = (await child.stdout.readline()).decode().strip()
                assert advertised == name
                added = await next_matching(events, of(name, "added"))
                assert (added.room.game, added.room.language, added.room.players) == (
                    "codenames",
                    "de",
                    4,
                )
                assert (added.room.room_id, added.room.port) == ("fffff", 4750)
                child.stdin.close()
                await next_matching(events, of(name, "removed"))
                async with asyncio.timeout(EVENT_TIMEOUT_S):
                    assert await child.wait() == 0
            finally:
                if child.returncode is None:
                    child.kill()
                    await child.wait()

    run(scenario())


# --- probes without discovery --------------------------------------------------------------


def room_at(port: int, addresses: tuple[str, ...] = ("127.0.0.1",)) -> Room:
    return Room(
        service_name=f"Probe.{SERVICE_TYPE}",
        name="Probe",
        game="taboo",
        language="fr",
        players=1,
        protocol_version=PROTOCOL,
        room_id="00000",
        addresses=addresses,
        port=port,
        compatible=True,
    )


def test_probe_reports_a_silent_host_as_timeout(run):
    """A host that never answers (here: a full accept queue, which drops new connections, as
    client isolation drops them) is reported as unreachable with probe.timeout."""

    async def scenario():
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(0)
        port = listener.getsockname()[1]
        fillers = []
        try:
            for _ in range(4):
                filler = socket.socket()
                filler.setblocking(False)
                fillers.append(filler)
                with contextlib.suppress(BlockingIOError):  # connecting in the background
                    filler.connect(("127.0.0.1", port))
            result = await probe(room_at(port), timeout=0.3)
        finally:
            for filler in fillers:
                filler.close()
            listener.close()
        assert result.status is Reachability.UNREACHABLE
        assert (result.code, result.address) == ("probe.timeout", None)
        assert not result.reachable

    run(scenario())


def test_probe_with_no_address(run):
    result = run(probe(room_at(4747, addresses=())))
    assert (result.status, result.code) == (Reachability.UNREACHABLE, "probe.no_address")


def test_probe_prefers_the_address_that_answers(run):
    async def scenario():
        server = await asyncio.start_server(lambda r, w: w.close(), "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            return await probe_addresses(["127.0.0.1", "127.0.0.1"], port, EVENT_TIMEOUT_S)
        finally:
            server.close()
            await server.wait_closed()

    result = run(scenario())
    assert result.reachable and result.address == "127.0.0.1"


# --- reading TXT records from the network --------------------------------------------------


GOOD_TXT = {
    "txtvers": "1",
    "name": "Salon",
    "game": "taboo",
    "lang": "pt-BR",
    "players": "12",
    "proto": "1",
    "room": "0abcd",
    "code": "KXBT",
}


def service_info(
    properties: dict, name: str = "Salon", port: int | None = 4747
) -> AsyncServiceInfo:
    return AsyncServiceInfo(
        SERVICE_TYPE,
        f"{name}.{SERVICE_TYPE}",
        port=port,
        properties=properties,
        server="palabre-test.local.",
        parsed_addresses=["127.0.0.1"],
    )


def test_a_well_formed_txt_record_reads_into_a_room():
    room = room_from_service_info(service_info(GOOD_TXT), PROTOCOL)
    assert room is not None
    assert (room.name, room.game, room.language, room.players, room.room_id) == (
        "Salon",
        "taboo",
        "pt-BR",
        12,
        "0abcd",
    )
    assert room.compatible and room.addresses == ("127.0.0.1",)


@pytest.mark.parametrize(
    "change",
    [
        {"proto": None},
        {"proto": "one"},
        {"proto": "-1"},
        {"proto": "123456"},
        {"game": "Taboo!"},
        {"game": "x" * 33},
        {"game": None},
        {"lang": "fr_FR"},
        {"lang": ""},
        {"players": "-1"},
        {"players": "1000"},
        {"players": "²"},
        {"room": "0ABCD"},
        {"room": "abc"},
        {"room": None},
        {"name": " Salon"},
        {"name": "Sa\x00lon"},
    ],
)
def test_a_malformed_txt_record_of_our_version_is_ignored(change):
    properties = {key: value for key, value in (GOOD_TXT | change).items() if value is not None}
    assert room_from_service_info(service_info(properties), PROTOCOL) is None


@pytest.mark.parametrize(("game", "language", "players", "version"), [
    ("taboo", "fr", 0, PROTOCOL), ("codenames", "pt-BR", MAX_PLAYERS, PROTOCOL),
    ("spyword", "de", 3, 10**MAX_PROTOCOL_VERSION_DIGITS - 1), ("my_game-2", "x" * 16, 999, 0),
])
def test_what_an_advertiser_may_write_a_browser_reads_back(game, language, players, version):
    # One set of field validators (net/discovery/txt.py): every room the advertiser's
    # check lets through reads back whole, for a browser of its version.
    check_room_fields(game, language, players, "0abcd", 4747, version)
    properties = txt_properties(name="Salon (2)", game=game, language=language,
                                players=players, protocol_version=version, room_id="0abcd",
                                room_code="KXBT")
    room = room_from_service_info(service_info(properties, name="Salon (2)"), version)
    assert room is not None and room.compatible
    assert (room.name, room.game, room.language, room.players, room.protocol_version,
            room.room_id, room.port, room.room_code) == ("Salon (2)", game, language, players,
                                                         version, "0abcd", 4747, "KXBT")


@pytest.mark.parametrize(("field", "value"), [
    ("players", MAX_PLAYERS + 1), ("game", "Taboo"), ("language", "fr_FR"),
])
def test_what_an_advertiser_refuses_a_browser_ignores(field, value):
    fields = {"game": "taboo", "language": "fr", "players": 3}
    with pytest.raises(DiscoveryError):
        check_room_fields(**{**fields, field: value}, room_id="0abcd", port=4747,
                          protocol_version=PROTOCOL)
    properties = txt_properties(name="Salon", **{**fields, field: value},
                                protocol_version=PROTOCOL, room_id="0abcd", room_code="KXBT")
    assert room_from_service_info(service_info(properties), PROTOCOL) is None


def test_a_room_of_another_version_is_listed_with_what_can_be_read():
    properties = {"proto": "7", "name": "Salon", "players": "many", "room": "?", "game": "Zz!"}
    room = room_from_service_info(service_info(properties), PROTOCOL)
    assert room is not None and not room.compatible
    assert (room.name, room.protocol_version, room.players, room.room_id, room.game) == (
        "Salon",
        7,
        0,
        "",
        "",
    )
    nameless = room_from_service_info(service_info({"proto": "7"}, name="Grenier"), PROTOCOL)
    assert nameless is not None and nameless.name == "Grenier"


# --- what an advertiser accepts ------------------------------------------------------------


def test_room_names_are_cleaned_and_cut_on_a_character_boundary():
    assert clean_room_name("  Mr.  Smith's\troom\n") == "Mr. Smith's room"
    assert clean_room_name("Sa\x00lon\u200b") == "Salon"
    long_name = clean_room_name("é" * 100)
    assert long_name == "é" * (MAX_ROOM_NAME_BYTES // 2)
    assert len(long_name.encode()) <= MAX_ROOM_NAME_BYTES
    for empty in ("", "   ", "\x00\x01"):
        with pytest.raises(DiscoveryError) as refused:
            clean_room_name(empty)
        assert refused.value.code == "discovery.bad_room"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"game": "Taboo"}, "game"),
        ({"language": "fr FR"}, "language"),
        ({"players": -1}, "players"),
        ({"players": True}, "players"),
        ({"room_id": 5}, "room_id"),
        ({"room_id": "secret-token"}, "room_id"),
        ({"port": 0}, "port"),
        ({"protocol_version": "1"}, "protocol_version"),
    ],
)
def test_advertiser_refuses_bad_fields_with_a_code(change, field):
    with pytest.raises(DiscoveryError) as refused:
        advertiser("Salon", **change)
    assert refused.value.code == "discovery.bad_room"
    assert refused.value.details == {"field": field}


def test_update_needs_a_started_open_advertiser(run):
    async def scenario():
        host = advertiser("Salon")
        with pytest.raises(DiscoveryError) as refused:
            await host.update(players=2)
        assert refused.value.code == "discovery.not_started"
        await host.close()
        with pytest.raises(DiscoveryError) as refused:
            await host.update(players=2)
        assert refused.value.code == "discovery.closed"
        with pytest.raises(DiscoveryError) as refused:
            await host.start()
        assert refused.value.code == "discovery.closed"

    run(scenario())


def test_closing_while_starting_stops_the_start(run):
    async def scenario():
        host = advertiser(unique("Salon"))
        starting = asyncio.create_task(host.start())
        await asyncio.sleep(0)  # the name check is under way
        await host.close()
        with pytest.raises(DiscoveryError) as refused:
            await starting
        assert refused.value.code == "discovery.closed"

    run(scenario())


def test_listed_interfaces_are_the_advertised_addresses():
    assert local_addresses(["127.0.0.1"]) == ["127.0.0.1"]
    assert "127.0.0.1" not in local_addresses() or local_addresses() == ["127.0.0.1"]

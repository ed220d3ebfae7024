"""Progress for players on other devices (PX-PROF-4) and titles in lobbies (PX-PROF-3),
over loopback: a device that keeps its player's profile says so in its hello and gets
its own seat's `result` at the end, and again when it rejoins after the end; a browser-like
player picks a profile kept on the hosting computer (`host_profile`), which the host
records itself; titles are ids the host checks and a classroom host hides."""

from __future__ import annotations

from core.progress.avatars import AVATARS
from core.progress.facts import facts_from_plain, facts_of, facts_to_plain, game_id
from net.client import Client, ClientEvent
from net.host import Host
from net.journal import snapshot
from net.protocol import TABLE, GameResult
from store.profiles import ProfileStore
from tests.helpers.idle_loop import until
from tests.net.conftest import FAST_CLIENT, LOOPBACK, join, make_host


class Recorder:
    """A device's `on_event`: what a desktop does with each `result`
    (`desktop.net_controller`): apply it to its own profile. ``done``: per result,
    whether it was already counted."""

    def __init__(self, store: ProfileStore, profile_id: str) -> None:
        self.store, self.profile_id = store, profile_id
        self.done: list[bool] = []

    def __call__(self, event: ClientEvent) -> None:
        if event.kind == "result":
            result: GameResult = event.value
            applied = self.store.apply_result(result.game_id, self.profile_id,
                                              facts_from_plain(result.facts))
            self.done.append(applied.already)


def test_each_device_records_its_own_result_once_even_after_a_rejoin(netrun, library,
                                                                       tmp_path):
    """PX-PROF-4: Cleo's device gets the result at the end; Dan's device, disconnected at
    the end, gets it when it rejoins, and again on a later rejoin: counted once. Gus plays
    in a browser with a profile he makes on the hosting computer: the host counts his
    game there, with its own player's. A table display and a player without a profile get
    no result."""
    host_store = ProfileStore.open(tmp_path / "host.sqlite")
    ann = host_store.create("Ann", AVATARS[0])
    stores = {name: ProfileStore.open(tmp_path / f"{name}.sqlite") for name in ("Cleo", "Dan")}
    own = {name: store.create(name, AVATARS[1]) for name, store in stores.items()}

    async def scenario() -> None:
        host = make_host("spyword", library, profiles=host_store)
        await host.open(LOOPBACK, 0)
        host.runtime.join("Ann", local=True, identity=ann.id)
        cleo_device = Recorder(stores["Cleo"], own["Cleo"].id)
        cleo = await join(host, "Cleo", profile=True, title="sw_streak_35",
                          on_event=cleo_device)
        dan = await join(host, "Dan", profile=True, title="no_such_title")
        gus = await join(host, "Gus")
        eve = await join(host, "Eve")
        table = Client(host.address, role=TABLE, room_id=host.room_id, limits=FAST_CLIENT)
        await table.connect()
        await gus.host_profile(avatar=AVATARS[2])
        await until(lambda: host.room.seats[3].identity is not None, "Gus's profile")
        gus_profile = host_store.get(host.room.seats[3].identity or "")
        assert gus_profile.name == "Gus"
        lobby = host.runtime.lobby()
        # PX-PROF-3: a known title is shown; an unknown id is left out, not refused
        assert [s.title for s in lobby.seats] == [None, "sw_streak_35", None, None, None]
        host.runtime.start()
        assert host.session is not None
        assert host.session.game.settings.profiles == (0, 1, 2, 3)  # SW-EDGE-5
        dan_token = dan.token
        await dan.close(leave=False)  # gone, seat kept: the game goes on without it
        await until(lambda: not host.room.seats[2].connected, "Dan disconnected")
        await gus.close()  # a plain bye: Gus leaves, his game counts as played and lost
        await eve.close()  # fewer than 4 players left: the game is over (SW-EDGE-4)
        await until(lambda: cleo_device.done == [False], "Cleo's result")
        record = host.session.record
        assert host.session.outcome() is not None
        facts = facts_of(record)
        # Cleo's device has the game once, with what the record gives her seat.
        cleo_stats = stores["Cleo"].get(own["Cleo"].id).stats
        assert stores["Cleo"].applied_games(own["Cleo"].id) == 1
        assert cleo_stats.get("spyword.played") == 1
        check = ProfileStore.open(tmp_path / "check.sqlite")  # the one-device way
        same = check.create("Cleo", AVATARS[1])
        record.identities = [None, same.id, None, None, None]
        check.apply_game(record, {1: same.id})
        assert check.get(same.id).stats == cleo_stats and cleo_stats.xp > 0
        # The hosting computer counted its own player's and the browser player's games.
        assert host_store.applied_games(ann.id) == 1
        assert host_store.get(gus_profile.id).stats.get("spyword.played") == 1
        # Nothing to the table display, nor to a player without a profile.
        assert not table.results and not gus.results and not eve.results
        # Dan's device comes back after the end (the app restarted): its result then.
        dan_device = Recorder(stores["Dan"], own["Dan"].id)
        again = Client(host.address, name="Dan", room_id=host.room_id, token=dan_token,
                       profile=True, limits=FAST_CLIENT, on_event=dan_device)
        await again.connect()
        await until(lambda: dan_device.done == [False], "Dan's result at his rejoin")
        [result] = again.results
        assert result.seat == 2 and result.game_id == game_id(record)
        assert result.facts == facts_to_plain(facts[2])
        again.drop_connection()  # once more: the result comes again, counted once
        await until(lambda: len(dan_device.done) == 2, "Dan's result at his second rejoin")
        assert dan_device.done == [False, True]
        assert stores["Dan"].applied_games(own["Dan"].id) == 1
        assert len(cleo.results) == 1  # a connection gets each game's result once
        # A host that crashed after the end and resumed from its journal still has them.
        saved = snapshot(host.room, clock_ms=host.runtime.clock(), seq=host.runtime.seq,
                         port=None)
        kept = host.runtime.results_of(2)
        for client in (cleo, again, table):
            await client.close()
        await host.close()
        resumed = Host.resume(saved, content=host.runtime._content, profiles=host_store)
        assert resumed.runtime.results_of(2) == kept != []
        assert resumed.runtime.results_of(0) == []  # its own player: recorded here

    netrun(scenario())


def test_a_classroom_host_shows_no_titles(netrun, library):
    # The classroom setting hides titles: a host opened with it puts none in its lobby.
    async def scenario() -> None:
        host = make_host("taboo", library, show_titles=False)
        await host.open(LOOPBACK, 0)
        cleo = await join(host, "Cleo", profile=True, title="tb_won_1")
        await until(lambda: cleo.lobby is not None, "the lobby")
        assert cleo.lobby is not None and [s.title for s in cleo.lobby.seats] == [None]
        assert host.room.seats[0].title == "tb_won_1"  # kept, only not shown
        await cleo.close()
        await host.close()

    netrun(scenario())


def test_host_profile_refusals_are_coded(netrun, library, tmp_path):
    """A browser's profile request the host cannot take answers an error with a code and
    changes nothing: no profiles kept on the host, a profile another seat plays, a name a
    profile has already, an unknown avatar; after the start, room.started."""
    store = ProfileStore.open(tmp_path / "host.sqlite")
    taken = store.create("Ann", AVATARS[0])
    store.create("Bea", AVATARS[1])

    async def scenario() -> None:
        bare = make_host("spyword", library)
        await bare.open(LOOPBACK, 0)
        web = await join(bare, "Web")
        await web.host_profile(avatar=AVATARS[0])
        await until(lambda: web.errors, "the refusal")
        assert web.errors[-1].code == "room.profiles.none"
        await web.close()
        await bare.close()

        host = make_host("spyword", library, profiles=store)
        await host.open(LOOPBACK, 0)
        host.runtime.join("Ann", local=True, identity=taken.id)
        bea, zed = await join(host, "Bea"), await join(host, "Zed")
        for client, request, code in (
                (bea, {"profile_id": taken.id}, "room.profile.taken"),
                (bea, {"avatar": AVATARS[3]}, "profile.name.taken"),
                (zed, {"avatar": "1F4A9"}, "profile.avatar.unknown"),
                (zed, {"profile_id": "f" * 32}, "profile.unknown")):
            count = len(client.errors)
            await client.host_profile(**request)
            await until(lambda c=client, n=count: len(c.errors) > n, code)
            assert client.errors[-1].code == code
        assert [seat.identity for seat in host.room.seats] == [taken.id, None, None]
        assert len(store.profiles()) == 2
        others = [await join(host, "Cy")]
        host.runtime.start()
        await bea.host_profile(avatar=AVATARS[4])
        await until(lambda: bea.errors[-1].code == "room.started", "room.started")
        for client in (bea, zed, *others):
            await client.close()
        await host.close()

    netrun(scenario())

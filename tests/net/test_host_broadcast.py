"""A broadcast packs each distinct view once, whatever the order of the peers: every table
display gets the same bytes (docs/performance.md), and still exactly the table view
(PX-MODE-3); the host's own views are packed unchecked as shipped, and every client still
validates them (issue 13)."""

from __future__ import annotations

from typing import Any

from net.host import Host
from net.protocol import TABLE, Connection, GameView
from tests.net.conftest import LOOPBACK, join, make_host, until
from tests.net.test_whole_games import check_played, pack_content, play_room, run_idle


def counting(monkeypatch) -> list[Any]:
    packed: list[Any] = []
    real_send = Connection.send

    def counting_send(self: Connection, message: Any, trusted: bool = False,
                      packer: Any = None) -> bytes:
        if isinstance(message, GameView):
            packed.append(message)
        return real_send(self, message, trusted, packer)

    monkeypatch.setattr(Connection, "send", counting_send)
    return packed


def test_table_displays_between_players_share_one_packed_view(netrun, library, monkeypatch):
    packed = counting(monkeypatch)

    async def scenario() -> None:
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        try:
            seats = [host.runtime.join(name, local=True) for name in ("Ann", "Ben", "Cat")]
            clients = []
            for index in range(3):  # table, player, table, player, table: interleaved
                clients.append(await join(host, f"TV {index}", role=TABLE))
                if index < 2:
                    clients.append(await join(host, f"Player {index}"))
            tables = [c for c in clients if c.seat is None]
            session = host.runtime.start()
            await until(lambda: all(c.view is not None for c in clients), "first views")
            packed.clear()
            host.runtime.act(seats[0], {"type": "got_it"})
            await until(lambda: all(c.view.seq == session_seq(host) for c in clients)
                        and tables[0].view.view["seats"][0]["seen_card"], "new views")
            assert len(packed) == 3  # the table view once, each player's view once
            for table in tables:
                view = {k: v for k, v in table.view.view.items() if k != "now_ms"}
                assert view == session.view(None)
            for client in clients:
                await client.close()
        finally:
            await host.close()

    netrun(scenario())


def session_seq(host: Host) -> int:
    return host.runtime.seq


class ShippedHost(Host):
    check_own_views = False


def test_a_whole_game_with_unchecked_views_is_still_valid_for_every_client(library):
    # Every client parses every frame with the full schema and plain-value checks.
    played = run_idle(play_room("codenames", 4, content=pack_content("codenames", library, 2),
                                seed=2, tables=2, host_class=ShippedHost))
    check_played(played)

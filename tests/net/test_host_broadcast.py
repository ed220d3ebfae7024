"""A broadcast checks and packs each distinct view once: every table display gets the same
bytes (docs/performance.md), and still exactly the table view (PX-MODE-3)."""

from __future__ import annotations

from typing import Any

from net.protocol import TABLE, Connection, GameView
from tests.net.conftest import LOOPBACK, join, make_host, until


def test_table_displays_share_one_packed_view(netrun, library, monkeypatch):
    packed: list[Any] = []
    real_send = Connection.send

    def counting_send(self: Connection, message: Any) -> bytes:
        if isinstance(message, GameView):
            packed.append(message)
        return real_send(self, message)

    monkeypatch.setattr(Connection, "send", counting_send)

    async def scenario() -> None:
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        try:
            seats = [host.add_local_player(name) for name in ("Ann", "Ben", "Cat", "Dan")]
            tables = [await join(host, f"TV {i}", role=TABLE) for i in range(3)]
            session = host.start()
            await until(lambda: all(t.view is not None for t in tables), "first views")
            packed.clear()
            host.local_act(seats[0], {"type": "got_it"})
            await until(lambda: all(t.view.seq == tables[0].view.seq for t in tables)
                        and tables[0].view.view["seats"][0]["seen_card"], "new views")
            assert len(packed) == 1  # one check and pack for the three table displays
            for table in tables:
                view = {k: v for k, v in table.view.view.items() if k != "now_ms"}
                assert view == session.view(None)
            for table in tables:
                await table.close()
        finally:
            await host.close()

    netrun(scenario())

"""Where docs/protocol.md and the host disagreed (issue 13), checked on a real host over
loopback: the frames of a rejoin after a cut mid-game (PX-NET-4), a peer closing in the
middle of a frame."""

from __future__ import annotations

from net.protocol import GameView, Lobby, Welcome
from tests.net.conftest import LOOPBACK, RawPeer, hello_frame, make_host, until


def test_a_rejoin_mid_game_gets_welcome_then_lobby_then_view(netrun, library):
    async def scenario():
        host = make_host("spyword", library)
        await host.open(LOOPBACK, 0)
        for name in ("A", "B", "C"):
            host.runtime.join(name, local=True)
        raw = await RawPeer.open(host)
        await raw.send(hello_frame(host.room_id, name="Dee"))
        welcome = await raw.next_message()
        assert isinstance(welcome, Welcome)
        await until(lambda: len(host.room.seats) == 4, "Dee seated")
        host.runtime.start()
        raw.writer.transport.abort()
        await until(lambda: not host.room.seats[3].connected, "the cut seen")
        again = await RawPeer.open(host)
        await again.send(hello_frame(host.room_id, name="Dee", token=welcome.token))
        first = [await again.next_message() for _ in range(3)]
        assert [type(m) for m in first] == [Welcome, Lobby, GameView]
        assert first[1].seats[3].connected and first[2].view["seats"][3]["connected"]
        await again.close()
        await host.close()

    netrun(scenario())


def test_a_peer_closing_in_the_middle_of_a_frame_gets_nothing(netrun, library):
    async def scenario():
        host = make_host("taboo", library)
        await host.open(LOOPBACK, 0)
        raw = await RawPeer.open(host)
        await raw.send(hello_frame(host.room_id)[:-3])  # the hello cut short
        raw.writer.write_eof()
        assert await raw.messages() == []  # protocol.truncated: nothing is sent
        await until(lambda: host.connections == 0, "closed")
        await raw.close()
        await host.close()

    netrun(scenario())

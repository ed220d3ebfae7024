"""Issue 28 in real windows over loopback: a removal asks first and the removed player
cannot join that room again; a joining window's "Address:" shows the host's address,
not the join code it was typed as."""

from __future__ import annotations

from net.client_state import ClientState
from store.packs import PackLibrary
from tests.desktop.lan_windows import LOOPBACK, click, close_all, host_room, join_room, window
from tests.helpers.qt_loop import qt_until, run_qt


def test_a_kick_asks_and_the_kicked_player_stays_out(qtbot, qapp, questions):
    async def scenario() -> None:
        library = PackLibrary.load()
        host = window(qtbot, library)
        lobby = await host_room(qtbot, host, "taboo", "Ann")
        hosted = host.lan.hosted
        bob = window(qtbot, library)
        await join_room(qtbot, bob, hosted.join_code, "Bob", by="code")
        await qt_until(lambda: len(hosted.lobby.seats) == 2, "Bob's seat")
        port = hosted.address.rsplit(":", 1)[1]
        bob_lobby = bob.lan.lobby_screen
        await qt_until(lambda: bob_lobby.address_label.text() != "", "Bob's lobby")
        assert bob_lobby.address_label.text() == f"Address: {LOOPBACK}:{port}"

        seat = hosted.lobby.seats[1].id
        questions.answer = False
        click(qtbot, lobby.row_buttons[(seat, "kick")])
        assert questions.asked[-1] == ("Remove Bob?",
                                       "Bob leaves the room and cannot join it again.")
        assert len(hosted.lobby.seats) == 2  # No: Bob stays
        questions.answer = True
        click(qtbot, lobby.row_buttons[(seat, "kick")])
        await qt_until(lambda: len(hosted.lobby.seats) == 1, "Bob removed")
        await qt_until(lambda: bob.lan.remote.state is ClientState.CLOSED, "Bob told")
        bob.go_home(confirm=False)
        await join_room(qtbot, bob, hosted.join_code, "Bob", by="code")  # at once, again
        status = bob.lan.join_screen.status.text()
        assert status == "You were removed from the room." and len(hosted.lobby.seats) == 1
        await close_all([host, bob])

    run_qt(qapp, scenario())

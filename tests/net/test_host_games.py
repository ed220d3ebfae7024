"""A whole game of each game through the host: the host's own player and three clients,
plus a table display; after every change each connection holds exactly its own seat's view
(PX-MODE-2, PX-NET-6) and the finished game's record is saved and replays."""

from __future__ import annotations

from typing import Any

import pytest

from core.session import Session
from net.client import Client
from net.host import NOW_KEY, Host
from net.protocol import TABLE
from store import records
from tests.net.conftest import FAST_CLIENT, LOOPBACK, FakeClock, join, make_host, until

#: Action kinds tried first, so every game moves towards its end.
PREFERENCE = ("got_it", "clue_given", "go_to_vote", "vote", "seen_role", "ghost_guess",
              "go", "found", "confirm", "clue", "guess")
FREE_TEXT = {"clue": {"word": "qwertzuiop", "number": 1}, "ghost_guess": {"text": "nothing"}}
MAX_STEPS = 600

PLAYERS = {
    "spyword": ({}, None),
    "taboo": ({"cards_per_team": 15}, ["red", "blue", "red", "blue"]),
    "codenames": ({}, [("red", "spymaster"), ("red", None), ("blue", "spymaster"),
                       ("blue", None)]),
}


def own(view: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in view.items() if key != NOW_KEY}


def choose(actions: list[dict[str, Any]]) -> dict[str, Any]:
    def rank(action: dict[str, Any]) -> int:
        kind = action["type"]
        return PREFERENCE.index(kind) if kind in PREFERENCE else len(PREFERENCE)

    action = min(actions, key=rank)
    if action["type"] == "vote" and action.get("target") == -1 and len(actions) > 1:
        action = next(a for a in actions if a["type"] == "vote" and a["target"] != -1)
    return {**action, **FREE_TEXT.get(action["type"], {})}


async def assert_everyone_has_their_view(host: Host, clients: dict[int, Client],
                                         table: Client, local_views: dict[int, Any]) -> None:
    session = host.session
    for seat, client in clients.items():
        await until(lambda c=client, s=seat: own(c.view.view) == session.view(s),
                    f"seat {seat}'s view")
    await until(lambda: own(table.view.view) == session.view(None), "table view")
    for seat, view in local_views.items():
        assert own(view) == session.view(seat)


@pytest.mark.parametrize("game", ["spyword", "taboo", "codenames"])
def test_a_whole_game_through_the_host(netrun, library, tmp_path, game):
    async def scenario():
        clock = FakeClock()
        settings, teams = PLAYERS[game]
        host = make_host(game, library, clock=clock, settings=settings, records_dir=tmp_path)
        await host.open(LOOPBACK, 0)
        me = host.runtime.join("Host", local=True)
        clients = {seat: await join(host, name) for seat, name in
                   enumerate(("Ann", "Bob", "Cy"), start=1)}
        table = Client(host.address, role=TABLE, room_id=host.room_id, limits=FAST_CLIENT)
        await table.connect()
        for seat, team in enumerate(teams or []):
            team, role = team if isinstance(team, tuple) else (team, None)
            host.runtime.choose_team(seat, team, role)
        local_views: dict[int, Any] = {}
        host.runtime.watch_view(me, lambda view: local_views.__setitem__(me, view))
        host.runtime.start()
        session = host.session
        for step in range(MAX_STEPS):
            await assert_everyone_has_their_view(host, clients, table, local_views)
            if session.outcome() is not None:
                break
            movers = [seat for seat in session.seats() if session.view(seat)["actions"]]
            if not movers:
                clock.now = session.game.next_deadline()
                host.check_deadlines()
                continue
            seat = movers[step % len(movers)]
            action = choose(session.view(seat)["actions"])
            before = len(session.record.actions)
            if seat == me:
                host.runtime.act(seat, action)
            else:
                errors = len(clients[seat].errors)
                await clients[seat].act(action)
                await until(lambda s=seat, e=errors, b=before: len(session.record.actions) > b
                            or len(clients[s].errors) > e, "action applied")
                assert len(clients[seat].errors) == errors, clients[seat].errors
        assert session.outcome() is not None, "the game did not end"
        # Each view names its own seat (nobody got another seat's view).
        for seat, client in clients.items():
            view = client.view.view
            assert view.get("seat", view.get("viewer", {}).get("seat")) == seat
        saved = records.load(host.saved_path)
        assert Session.replay(saved).game.snapshot() == session.game.snapshot()
        for client in (*clients.values(), table):
            await client.close()
        await host.close()

    netrun(scenario())


def test_a_refused_action_answers_that_client_only(netrun, library):
    async def scenario():
        host = make_host("codenames", library)
        await host.open(LOOPBACK, 0)
        host.runtime.join("Host", local=True)
        ann, bob, cy = [await join(host, name) for name in ("Ann", "Bob", "Cy")]
        for seat, (team, role) in enumerate(PLAYERS["codenames"][1]):
            host.runtime.choose_team(seat, team, role)
        host.runtime.start()
        await until(lambda: ann.view is not None and bob.view is not None)
        snapshot = host.session.game.snapshot()
        action_id = await bob.act({"type": "guess", "card": 0})  # a spymaster never guesses
        await bob.act({"type": "disconnect", "seat": 1})  # only the session may feed these
        await bob.act({"type": "nonsense"})
        await until(lambda: len(bob.errors) == 3, "three refusals")
        assert bob.errors[0].id == action_id and bob.errors[0].code.startswith("codenames.")
        assert bob.errors[2].code == "action.unknown_type"
        assert not ann.errors and not cy.errors
        assert host.session.game.snapshot() == snapshot
        for client in (ann, bob, cy):
            await client.close()
        await host.close()

    netrun(scenario())

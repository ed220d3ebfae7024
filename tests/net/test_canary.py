"""Canary test (PX-NET-6, PX-MODE-3): nothing a seat may not see ever reaches its wire.

A tap on the host's writer (`TapHost.attach` wraps every connection's writer) keeps every
byte the host writes to every connection: refusals, welcomes, lobbies, views with their
events, errors, pings, reconnect snapshots after a cut socket, the end of the game. Whole
games of the three games are played on loopback by bots (`test_whole_games.play_room`),
with sockets cut at random moments (the bots and the table display rejoin, PX-NET-4).
Then every frame is decoded and checked, as raw text and structurally, against what
that connection's seat (or the table display) may know at that moment.

The content is made of made-up canary words ("zq" + six letters, all the same length, so
no word hides inside another), so a leak anywhere in a frame, events included, shows up
by searching the decoded frame as text.
"""

from __future__ import annotations

import asyncio
import base64
import json
import random
import string
import zlib
from dataclasses import dataclass, field
from typing import Any

import pytest

from net.bots import is_over
from net.client import Client
from net.host import Host, Writer
from net.journal import JournalError, Saved, restore
from net.protocol import (
    CLIENT,
    PLAYER,
    PROTOCOL_VERSION,
    Connection,
    FrameReader,
    GameView,
    Hello,
    unpack_body,
)
from net.web import WebSocketStream
from tests.net.test_whole_games import FAST_RECONNECT, LOOPBACK, GameClock, play_room, run_idle

CANARY_PREFIX = "zq"
CANARY_LETTERS = 6
#: Socket cuts per game, each after a random number of game actions below this one.
CUTS_PER_GAME = 4
CUT_WITHIN_ACTIONS = 10
READ_TIMEOUT_S = 10.0


# -- The tap -------------------------------------------------------------------------------------
class TapWriter:
    """Forwards to the real writer and keeps a copy of every byte written."""

    def __init__(self, writer: Writer, sink: bytearray) -> None:
        self._writer = writer
        self._sink = sink

    def write(self, data: bytes) -> None:
        self._sink += data
        self._writer.write(data)

    async def drain(self) -> None:
        await self._writer.drain()

    def close(self) -> None:
        self._writer.close()

    def __getattr__(self, name: str) -> Any:  # transport, get_extra_info...
        return getattr(self._writer, name)


@dataclass
class Wire:
    """Everything the host wrote to one connection, decoded."""

    data: bytearray = field(default_factory=bytearray)
    #: The connection came through the web transport (a browser's WebSocket).
    web: bool = False

    def frames(self) -> list[dict[str, Any]]:
        return [unpack_body(body) for body in FrameReader().feed(bytes(self.data))]  # type: ignore[misc]


class TapHost(Host):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.wires: list[Wire] = []
        #: Every revealed set of the Codenames grid the host ever had (the truth).
        self.revealed_sets: set[tuple[bool, ...]] = set()

    def attach(self, writer: Writer, address: str = ""):  # type: ignore[override]
        wire = Wire(web=isinstance(writer, WebSocketStream))
        self.wires.append(wire)
        return super().attach(TapWriter(writer, wire.data), address)


@dataclass
class Stream:
    """One connection's frames, with who it was: a seat or the table display."""

    seat: int | None
    table: bool
    frames: list[dict[str, Any]]

    def before_end(self) -> list[dict[str, Any]]:
        """The frames up to (not including) the first view of the game over: from the end
        view on, everything is public (SW-END-1, TB-WIN, CN end view)."""
        out = []
        for frame in self.frames:
            if frame["type"] == "view" and is_over(frame["view"]):
                break
            out.append(frame)
        return out


def streams_of(host: TapHost) -> list[Stream]:
    streams = []
    for wire in host.wires:
        frames = wire.frames()
        if not frames:
            continue
        first = frames[0]
        assert first["type"] in ("welcome", "refused"), first
        if first["type"] == "refused":
            continue
        streams.append(Stream(first["seat"], first["seat"] is None, frames))
    return streams


def text_of(frame: dict[str, Any]) -> str:
    """The frame as text; a journal copy (issue 25) also as whatever its chunks decode to
    (base64, then zlib when that works: a copy in clear shows all it holds)."""
    text = json.dumps(frame, ensure_ascii=False)
    if frame.get("type") == "journal":
        text += "\n" + decoded_copy("".join(frame.get("chunks", ())))
    return text


def decoded_copy(packed: str) -> str:
    try:
        raw = base64.b64decode(packed)
    except ValueError:
        return ""
    try:
        raw = zlib.decompress(raw)
    except zlib.error:
        return raw.decode("latin-1")  # sealed: random-looking bytes, searched as they are
    text = raw.decode("utf-8", "replace")
    try:  # a journal in clear: replayed by the app's own code, every seat's view
        room = restore(Saved.from_dict(json.loads(text)))
    except (ValueError, JournalError):
        return text
    views = [] if room.session is None else [room.session.view(seat)
                                             for seat in range(len(room.seats))]
    return text + json.dumps(views, ensure_ascii=False)


def canary_words(rng: random.Random, count: int) -> list[str]:
    words: set[str] = set()
    while len(words) < count:
        words.add(CANARY_PREFIX + "".join(rng.choices(string.ascii_lowercase, k=CANARY_LETTERS)))
    return sorted(words)


def cutter(seed: int):
    """A harness hook that cuts sockets (a bot's or the table display's) at random points
    of the game: after a few random numbers of game actions. The client rejoins with its
    token and gets a fresh snapshot (PX-NET-4), which the tap checks like any frame."""
    rng = random.Random(seed)
    points = sorted(rng.sample(range(1, CUT_WITHIN_ACTIONS), CUTS_PER_GAME))

    def during(host: Host, clients: list[Client]) -> None:
        if host.session is None or not points:
            return
        if len(host.session.record.actions) >= points[0]:
            first = len(points) == CUTS_PER_GAME  # a player's, so a seat surely rejoins
            points.pop(0)
            rng.choice([c for c in clients if c.seat is not None or not first]
                       ).drop_connection()

    return during


def check_transports(host: TapHost, web: int) -> None:
    """The web bots' connections really went through the WebSocket endpoint."""
    web_wires = [wire for wire in host.wires if wire.web]
    assert (len(web_wires) >= web) if web else not web_wires
    assert all(wire.frames() for wire in web_wires)


def check_reconnects(streams: list[Stream]) -> None:
    """Some seat got more than one connection: the snapshots after a cut were checked."""
    seats = [s.seat for s in streams if s.seat is not None]
    assert len(seats) > len(set(seats)), "no seat rejoined during the game"
    for stream in streams:
        kinds = [f["type"] for f in stream.frames]
        assert kinds[0] == "welcome" and "token" in stream.frames[0]
        if stream.seat is None:
            assert stream.frames[0]["token"] is None


def check_results(host: Host, streams: list[Stream], secrets: set[str]) -> None:
    """PX-PROF-4, PX-NET-6: a finished game's `result` goes to player seats only, holds
    that seat's own facts and nothing secret (no word, no card, no key), even after the
    end: a result is the seat's part in the game, not the game."""
    from core.progress.facts import facts_of, facts_to_plain, game_id

    assert host.session is not None
    record = host.session.record
    facts = [facts_to_plain(f) for f in facts_of(record)]
    seen = 0
    for stream in streams:
        for frame in stream.frames:
            if frame["type"] != "result":
                continue
            seen += 1
            assert stream.seat is not None and frame["seat"] == stream.seat
            assert frame["game_id"] == game_id(record)
            assert frame["facts"] == facts[stream.seat]
            text = text_of(frame)
            assert not {w for w in secrets if w in text}, frame
    assert seen, "no result was sent: the check would see nothing"


def check_no_tokens(streams: list[Stream]) -> None:
    """A seat's token travels only in its own welcome (PX-NET-4)."""
    tokens = {s.frames[0]["token"] for s in streams if s.frames[0]["token"]}
    for stream in streams:
        for frame in stream.frames[1:]:
            text = text_of(frame)
            assert not any(token in text for token in tokens), frame["type"]


# -- Spy Word ------------------------------------------------------------------------------------
def spyword_content(seed: int) -> dict[str, Any]:
    citizen, spy, category = canary_words(random.Random(seed), 3)
    return {"pair": {"category": category,
                     "a": {"word": citizen, "picture": "1F9A9"},
                     "b": {"word": spy, "picture": "1F99C"}}}


#: ``web``: how many of the bots play over the web transport's WebSocket (`net.web`):
#: the tap sees every message a browser would get, through the same `Host.attach`.
@pytest.mark.parametrize(("players", "seed", "settings", "web"), [
    (5, 21, {}, 0),
    (7, 22, {"spies": 1, "ghost": True}, 0),
    (8, 23, {"spies": 2, "ghost": True, "reveal_eliminated_roles": False,
             "vote_result": "totals"}, 0),
    (7, 25, {"spies": 1, "ghost": True}, 4),
])
def test_spyword_frames_hold_only_the_seats_own_word(players: int, seed: int,
                                                     settings: dict[str, Any],
                                                     web: int) -> None:
    content = spyword_content(seed)
    played = run_idle(play_room("spyword", players, settings=settings, content=content,
                                   seed=seed, host_class=TapHost, during=cutter(seed),
                                   web=web, profiles=True))
    check_transports(played.host, web)
    check_spyword_wires(played.host, content, settings)
    state = played.host.session.game.state
    guesses = {a.action["text"] for a in played.host.session.record.actions
               if a.action["type"] == "ghost_guess"}
    check_results(played.host, streams_of(played.host),
                  {state.citizen_card.word, state.spy_card.word, content["pair"]["category"],
                   *guesses})


def check_spyword_wires(host: Host, content: dict[str, Any], settings: dict[str, Any]) -> None:
    assert isinstance(host, TapHost) and host.session is not None
    state = host.session.game.state
    citizen = (state.citizen_card.word, state.citizen_card.picture)
    spy = (state.spy_card.word, state.spy_card.picture)
    secrets = {*citizen, *spy, content["pair"]["category"]}
    roles = [role.value for role in state.roles]
    ghost_guesses = [a.action["text"] for a in host.session.record.actions
                     if a.action["type"] == "ghost_guess"]
    streams = streams_of(host)
    check_reconnects(streams)
    check_no_tokens(streams)
    seen_own_word = False
    for stream in streams:
        seat = stream.seat
        own: set[str] = set()
        if seat is not None and roles[seat] == "citizen":
            own = set(citizen)
        elif seat is not None and roles[seat] == "spy":
            own = set(spy)
        guesses = set(ghost_guesses) if seat is None or roles[seat] != "ghost" else set()
        for frame in stream.before_end():
            text = text_of(frame)
            leaked = {w for w in (secrets - own) | guesses if w in text}
            assert not leaked, f"seat {seat} got {leaked} in a {frame['type']}"  # PX-NET-6
            seen_own_word |= bool(own) and any(w in text for w in own)
            if frame["type"] == "view":
                check_spyword_roles(frame, seat, roles, settings)
    assert seen_own_word, "the canary words never reached anyone: the test would see nothing"


class LeakyHost(TapHost):
    """A host with a planted leak: the spies' word in the events of every view."""

    def _send(self, peer: Any, message: Any, skippable: bool = False) -> bool:
        if isinstance(message, GameView) and self.session is not None:
            leak = {"type": "planted", "word": self.session.game.state.spy_card.word}
            message = GameView(seq=message.seq, view=message.view, events=(leak,))
        return super()._send(peer, message, skippable)


def test_the_canary_finds_a_planted_leak_in_events() -> None:
    # The check above is not vacuous: a word slipped into `view.events` is found.
    content = spyword_content(24)
    played = run_idle(play_room("spyword", 5, content=content, seed=24,
                                   host_class=LeakyHost, during=cutter(24)))
    with pytest.raises(AssertionError, match="got"):
        check_spyword_wires(played.host, content, {})


def check_spyword_roles(frame: dict[str, Any], seat: int | None, roles: list[str],
                        settings: dict[str, Any]) -> None:
    """Before the end, a role is known only for eliminated players when the host reveals
    them (SW-SET-3), and a seat's own one as the rules tell it (SW-SET-2, SW-GHOST-5)."""
    view = frame["view"]
    reveal = settings.get("reveal_eliminated_roles", True)
    for player in view["seats"]:
        if player["role"] is not None:
            assert reveal and not player["in_game"], (seat, player)
            assert player["role"] == roles[player["seat"]]
    me = view["viewer"]
    if seat is None:
        assert me is None
    else:
        assert me["seat"] == seat and me["role"] in (None, roles[seat])
    ballot = view["ballot"]
    if ballot is not None:
        assert set(ballot) == {"kind", "voters", "candidates", "pass_allowed", "voted",
                               "current_voter"}  # who voted, never for whom (SW-VOTE-2)
    for event in frame["events"]:
        if event.get("type") == "vote":  # an open ballot's votes: the voter's own only
            assert event.get("seat") == seat, event
        assert event.get("type") != "ghost_guess" or roles[seat or 0] == "ghost"


# -- Taboo ----------------------------------------------------------------------------------------
def taboo_content(seed: int) -> dict[str, Any]:
    from core.taboo.constants import FORBIDDEN_PER_CARD, PACK_SIZE

    words = canary_words(random.Random(seed), PACK_SIZE * (1 + FORBIDDEN_PER_CARD))
    step = 1 + FORBIDDEN_PER_CARD
    return {"cards": [{"word": words[i], "forbidden": words[i + 1:i + step]}
                      for i in range(0, len(words), step)]}


@pytest.mark.parametrize(("players", "seed", "web"), [(4, 31, 0), (6, 32, 0), (6, 33, 3)])
def test_taboo_guessers_and_table_never_get_the_card(players: int, seed: int,
                                                     web: int) -> None:
    content = taboo_content(seed)
    played = run_idle(play_room("taboo", players, settings={"cards_per_team": 15},
                                   content=content, seed=seed, host_class=TapHost,
                                   during=cutter(seed), web=web, profiles=True))
    host = played.host
    assert isinstance(host, TapHost)
    check_transports(host, web)
    check_results(host, streams_of(host), {word for card in content["cards"]
                                           for word in (card["word"], *card["forbidden"])})
    card_words = {card["word"] for card in content["cards"]}
    forbidden = {word for card in content["cards"] for word in card["forbidden"]}
    teams = [seat.team for seat in host.room.seats]
    streams = streams_of(host)
    check_reconnects(streams)
    check_no_tokens(streams)
    giver_saw_card = False
    for stream in streams:
        for frame in stream.frames:
            text = text_of(frame)
            view = frame.get("view") if frame["type"] == "view" else None
            role = taboo_role(view, stream.seat, teams)
            if role == "clue_giver" and view and view["phase"] == "playing":
                giver_saw_card |= any(w in text for w in forbidden)
            if role not in ("guesser", "table"):
                continue
            # TB-DEV-3, PX-NET-6: never a forbidden word, never the card in play.
            assert not {w for w in forbidden if w in text}, (stream.seat, frame["type"])
            shown = {w for w in card_words if w in text}
            allowed: set[str] = set()
            if view is not None and view["phase"] == "result":
                # TB-TURN-7: the turn's cards, a first-time pass without its word.
                for row in view["result"]:
                    assert row["result"] != "passed" or row["word"] is None
                    allowed.add(row["word"])
            assert shown <= allowed, (stream.seat, frame["type"], shown - allowed)
            if view is not None:
                assert view["card"] is None
    assert giver_saw_card, "the canary words never reached a clue-giver"


def taboo_role(view: dict[str, Any] | None, seat: int | None, teams: list[str | None]) -> str:
    """The seat's role at this frame, from the public turn and the lobby's teams (not
    from the view's own role label). Lobby, error and other frames count as guessers'
    when the seat could be guessing: they must hold no card either."""
    if seat is None:
        return "table"
    if view is None or view["turn"] is None:
        return "guesser"
    turn = view["turn"]
    if teams[seat] != turn["team"]:
        return "watcher"
    return "clue_giver" if seat == turn["clue_giver"] else "guesser"


# -- Codenames ------------------------------------------------------------------------------------
class RevealTap(TapHost):
    """Also keeps every revealed set the grid ever had, read from the state itself."""

    def game_changed(self) -> None:
        if self.session is not None:
            self.revealed_sets.add(tuple(self.session.game.state.revealed))
        super().game_changed()


@pytest.mark.parametrize(("variant", "players", "seed", "web"), [
    ("classic", 4, 41, 0), ("classic", 6, 42, 0), ("two_player", 2, 43, 0),
    ("three_competitive", 3, 46, 0), ("classic", 6, 47, 3),
])
def test_codenames_guessers_and_table_never_get_the_key(variant: str, players: int,
                                                        seed: int, web: int) -> None:
    words = canary_words(random.Random(seed), 25)
    played = run_idle(play_room("codenames", players, settings={"variant": variant},
                                   content={"words": words}, seed=seed, host_class=RevealTap,
                                   during=cutter(seed), web=web, profiles=True))
    host = played.host
    assert isinstance(host, RevealTap) and host.session is not None
    check_transports(host, web)
    check_results(host, streams_of(host), {*words, "assassin", "neutral"})
    key = [str(colour) for colour in host.session.game.state.key]
    spymasters = {s for s, seat in enumerate(host.room.seats) if seat.role == "spymaster"}
    streams = streams_of(host)
    check_reconnects(streams)
    check_no_tokens(streams)
    spymaster_saw_key = False
    for stream in streams:
        for frame in stream.before_end():
            if stream.seat in spymasters:
                spymaster_saw_key |= frame["type"] == "view" and frame["view"]["key"] == key
                continue
            check_codenames_frame(frame, key, host.revealed_sets)
    assert spymaster_saw_key, "no spymaster got the key: the canary checks nothing"


def check_codenames_frame(frame: dict[str, Any], key: list[str],
                          revealed_sets: set[tuple[bool, ...]]) -> None:
    """CN-SET-3, PX-NET-6: a guesser or the table sees a card's colour only once the card
    is revealed, and never the key."""
    text = text_of(frame)
    if frame["type"] != "view":
        assert "assassin" not in text and "neutral" not in text
        return
    view = frame["view"]
    assert view["key"] is None
    revealed = tuple(card["revealed"] for card in view["cards"])
    assert revealed in revealed_sets, "a revealed set the game never had"
    for card in view["cards"]:
        if card["colour"] is not None:
            assert card["revealed"], card
            assert card["colour"] == key[card["index"]]
    assassin = key.index("assassin")
    if not revealed[assassin]:
        assert "assassin" not in text


# -- Tokens ----------------------------------------------------------------------------------------
async def frames_for_hello(host: Host, token: str, name: str = "Late",
                           until: int | None = None) -> list[dict[str, Any]]:
    """Every frame the host sends to a connection that says hello with ``token``, until it
    closes the connection (or, with ``until``, once that many frames came)."""
    assert host.address is not None
    reader, writer = await asyncio.open_connection(*host.address)
    conn = Connection(CLIENT)
    writer.write(conn.send(Hello(app="0.1.0", room=host.room_id, role=PLAYER, name=name,
                                 token=token)))
    frames: list[dict[str, Any]] = []
    framer = FrameReader()
    while until is None or len(frames) < until:
        chunk = await asyncio.wait_for(reader.read(65536), READ_TIMEOUT_S)
        if not chunk:
            break
        frames += [unpack_body(body) for body in framer.feed(chunk)]  # type: ignore[misc]
    writer.close()
    await writer.wait_closed()
    return frames


def test_wrong_or_old_token_gets_only_a_refusal() -> None:
    # PX-NET-4, PX-NET-6: no lobby, no view, nothing but `refused` for a bad token: a made-up
    # one, the token of a player who left before the start, and one of a kicked player.
    from net.bots import join_bots

    async def scenario() -> None:
        host = Host("codenames", room_name="Tokens", language="en",
                    content={"words": canary_words(random.Random(5), 25)}, seed=5,
                    clock=GameClock())
        await host.open(LOOPBACK, 0)
        bots = await join_bots(host.address, 5, room_id=host.room_id, limits=FAST_RECONNECT)
        try:
            leaver = bots.pop()
            old_token = leaver.client.token
            await leaver.close(leave=True)  # the seat is vacated, its token dropped
            assert old_token is not None
            made_up = "A" * 22
            for token in (made_up, old_token):
                assert [f["type"] for f in await frames_for_hello(host, token)] == ["refused"]
            host.runtime.arrange()
            host.runtime.start()
            kicked_token = bots[3].client.token
            assert kicked_token is not None
            host.runtime.kick(bots[3].client.seat)
            # issue 28: the kicked token's refusal says so (`room.kicked`), nothing more
            for token, code in ((made_up, "join.bad_token"), (old_token, "join.bad_token"),
                                (kicked_token, "room.kicked")):
                frames = await frames_for_hello(host, token)
                assert frames == [{"type": "refused", "protocol": PROTOCOL_VERSION,
                                   "code": code, "text": frames[0]["text"]}]
            # the seats still in the game rejoin fine with their own token
            ok = await frames_for_hello(host, bots[0].client.token or "", name="Bot 1",
                                        until=3)
            assert [f["type"] for f in ok][:3] == ["welcome", "lobby", "view"]
        finally:
            for bot in bots:
                await bot.close()
            await host.close()

    asyncio.run(scenario())


# -- A hostile standby (issue 25) -----------------------------------------------------------------
class LeakyCopyHost(RevealTap):
    """A host with a planted leak in the standby's copy: each piece in clear (compressed,
    base64), as protocol 2 sent the journal."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)

        def clear(data: Any, key: Any, context: bytes) -> str:
            text = json.dumps(data, ensure_ascii=False).encode("utf-8")
            return base64.b64encode(zlib.compress(text)).decode("ascii")
        self.standby.copy.pack = clear  # type: ignore[method-assign]


def check_codenames_wires(host: RevealTap, standby: str) -> int:
    """Every frame of every connection (the standby's too, its copies decoded as far as
    they go) holds no token but its own welcome's and nothing of the key a guesser or
    the table may not see. Returns how many journal copies went out."""
    assert host.session is not None
    key = [str(colour) for colour in host.session.game.state.key]
    spymasters = {s for s, seat in enumerate(host.room.seats) if seat.role == "spymaster"}
    streams = streams_of(host)
    check_no_tokens(streams)
    copies = 0
    for stream in streams:
        journals = [f for f in stream.frames if f["type"] == "journal"]
        copies += len(journals)
        for frame in stream.before_end():
            if stream.seat in spymasters and frame["type"] != "journal":
                continue  # a spymaster's own views hold the key (CN-SET-3): not its copy
            check_codenames_frame(frame, key, host.revealed_sets)
    return copies


@pytest.mark.parametrize(("standby", "seed"), [("table", 61), ("player", 62), ("web", 63)])
def test_a_hostile_standby_finds_no_secret_and_no_token(standby: str, seed: int) -> None:
    # Issue 25, PX-NET-6, PX-NET-7: whoever stands by (a table display over TCP, the lowest seat, a
    # device over the WebSocket), every byte the host wrote to it holds no secret and no
    # other seat's token: the copy is sealed (a WebSocket device never gets one at all).
    words = canary_words(random.Random(seed), 25)
    played = run_idle(play_room("codenames", 4, content={"words": words}, seed=seed,
                                host_class=RevealTap, during=cutter(seed), standby=standby,
                                web=2 if standby == "web" else 0))
    host = played.host
    assert isinstance(host, RevealTap)
    copies = check_codenames_wires(host, standby)
    if standby == "web":
        assert copies == 0, "a device on the web transport is never the standby"
    else:
        assert copies >= 4, "the standby got the (sealed) journal after every change"


def test_the_capture_finds_a_planted_leak_in_the_copy() -> None:
    # The capture above is not vacuous: a journal copy in clear is found (the key in it).
    words = canary_words(random.Random(64), 25)
    played = run_idle(play_room("codenames", 4, content={"words": words}, seed=64,
                                host_class=LeakyCopyHost, standby="table"))
    assert isinstance(played.host, RevealTap)
    with pytest.raises(AssertionError):
        check_codenames_wires(played.host, "table")

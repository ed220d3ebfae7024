"""The LAN client (asyncio, no Qt): join a room, keep the connection alive, reconnect.

Usage::

    client = Client("KX74-QMP9-TA3C-DEFG", name="Bob")   # a join code, or "host:port"
    welcome = await client.connect()                     # raises ClientError (coded)
    async for event in client.events():                  # or Client(..., on_event=callback)
        if event.kind == "view": show(event.value.view)  # GameView: this seat's view
        elif event.kind == "lobby": ...                  # Lobby
        elif event.kind == "error": ...                  # GameError: a refused action
        elif event.kind == "state": ...                  # ClientState; client.close_code
    await client.act({"type": "guess", "card": 3})       # returns the action id
    await client.close()                                 # a plain bye: leaves the seat

A join code carries the room id, so the handshake refuses any other room; so does a
``room_id`` given with a ``host:port``. After the welcome the client keeps the seat's token
(`token`, never shown to anyone else) and, when the connection drops (socket error, a host
silent for `ClientLimits.silence_timeout_s`, a `bye` that is not final), reconnects with it
after an exponential back-off with jitter, and gets a fresh view at once. ``state`` goes
CONNECTING -> OPEN -> (RECONNECTING -> OPEN)* -> CLOSED; once CLOSED, `close_code` says
why: the host's refusal code, ``protocol.version_mismatch``, ``room.wrong``,
``room.kicked``, ``room.closed``, ``client.unreachable``, ``client.gave_up``...
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from core.errors import CodedError
from net.client_state import ClientState
from net.feed import Feed
from net.joincode import (
    HostPort,
    JoinCode,
    JoinTarget,
    JoinTargetError,
    parse_host_port,
    parse_join_target,
)
from net.protocol import (
    CLIENT,
    PLAYER,
    TABLE,
    Bye,
    ChooseTeam,
    Connection,
    GameError,
    GameResult,
    GameView,
    Hello,
    HostProfile,
    JournalCopy,
    KeyShare,
    KeyShareValue,
    Kicked,
    Lobby,
    Message,
    Ping,
    PlayAction,
    Pong,
    ProtocolError,
    Ready,
    Refused,
    StandbyReady,
    State,
    TakeOver,
    Welcome,
)
from net.protocol import errors as protocol_errors
from net.protocol.limits import MAX_ACTION_ID, MAX_NONCE
from net.retry_codes import RETRYABLE
from net.room_key import proves
from net.tuning import READ_CHUNK_BYTES, ClientLimits
from store import version

log = logging.getLogger(__name__)

# Why a client is not (or no longer) connected, besides the host's own codes.
UNREACHABLE = "client.unreachable"  # no TCP connection (refused, timed out, no route)
NO_ANSWER = "client.no_answer"  # connected, but no welcome within the handshake timeout
CONNECTION_LOST = "net.connection_lost"
SILENT_HOST = "net.peer_silent"
GAVE_UP = "client.gave_up"  # reconnect attempts exhausted
LEFT = "client.left"  # this side closed
NOT_CONNECTED = "client.not_connected"
WRONG_ROOM = "room.wrong"
#: The host handed the room over to the standby: go there at once (issue 14).
MOVED = "room.moved"
#: A standby, not (yet) the host: try again.
STANDBY_WAITING = "standby.waiting"
#: A host of a lower epoch than one already seen (an old host back after a hand-over).
STALE_HOST = "room.stale_host"
#: A new host at the standby's address that does not prove it holds the room key.
UNPROVEN = "room.unproven"
#: This device's standby became the host: its player now plays on the host in process.
TOOK_OVER = "room.took_over"


class ClientError(CodedError):
    """A coded reason the client could not join (or stay): see the module docstring."""


@dataclass(frozen=True, slots=True)
class ClientEvent:
    """``kind``: "state" (a `ClientState`), "lobby" (`Lobby`), "view" (`GameView`),
    "error" (`GameError`), "result" (`GameResult`: a finished game, PX-PROF-4); issue 14:
    "host_lost" (True: the host has not answered for `ClientLimits.host_lost_warning_s`;
    False: it is back, or the room moved), "moved" (the new host's ``ip:port``: the
    standby took over), "host" (a `net.host.Host`: this device's standby became the
    host)."""

    kind: str
    value: Any


def resolve_target(target: str | JoinTarget | tuple[str, int],
                   room_id: str | None = None) -> tuple[str, int, str | None]:
    """(host, port, expected room id) from a join code, ``host:port`` text or a pair."""
    if isinstance(target, tuple):
        return target[0], target[1], room_id
    parsed = parse_join_target(target) if isinstance(target, str) else target
    if isinstance(parsed, JoinCode):
        return parsed.host, parsed.port, parsed.room_id
    assert isinstance(parsed, HostPort)
    return parsed.host, parsed.port, room_id


class _Link:
    """One TCP connection and its protocol state."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.conn = Connection(CLIENT)

    def abort(self) -> None:
        with contextlib.suppress(Exception):
            self.writer.transport.abort()


class Client:
    def __init__(self, target: str | JoinTarget | tuple[str, int], *, name: str | None = None,
                 role: str = PLAYER, room_id: str | None = None, token: str | None = None,
                 limits: ClientLimits | None = None, reconnect: bool = True,
                 app_version: str | None = None,
                 on_event: Callable[[ClientEvent], None] | None = None,
                 rng: random.Random | None = None,
                 opener: Callable[[str, int], Awaitable[tuple[Any, Any]]] | None = None,
                 standby: dict[str, Any] | None = None,
                 profile: bool = False, title: str | None = None,
                 avatar: str | None = None) -> None:
        """``target``: a join code, ``host:port`` text (raises `JoinTargetError` when it
        cannot be read) or a (host, port) pair; ``token``: rejoin a seat held before;
        ``opener(host, port)``: opens the (reader, writer) pair, `asyncio.open_connection`
        by default (`net.web_link.websocket_opener`: the same client over a WebSocket);
        ``standby``: this device may stand by for the host (issue 14), with these options
        for `net.standby.Standby` (``interface``, ``port``, ``host_options``); None: it
        may not (a device without the app's rules, a test bot); ``profile``: this device
        keeps its player's progress (it gets `result`s, PX-PROF-4), ``title``: that
        profile's chosen title id, ``avatar`` its picture."""
        self._opener = opener or asyncio.open_connection
        self.host, self.port, self.room_id = resolve_target(target, room_id)
        self.name = name
        self.role = role
        self.token = token
        #: This device's seat id (`LobbySeat.id`), from the welcome: it never changes.
        self.seat: int | None = None
        self.limits = limits or ClientLimits()
        self.reconnect = reconnect
        # pyproject's version by default, read when the first one is made (store.version)
        self.app_version = app_version or version.app_version()
        self.state = ClientState.CONNECTING
        self.close_code: str | None = None
        self.welcome: Welcome | None = None
        self.lobby: Lobby | None = None
        self.view: GameView | None = None
        self.errors: list[GameError] = []
        self.profile, self.title, self.avatar = profile, title, avatar
        #: The finished games' results the host sent this seat (PX-PROF-4).
        self.results: list[GameResult] = []
        self._on_event = on_event
        self._feeds: list[Feed[ClientEvent]] = []
        self._rng = rng or random.Random()
        self._link: _Link | None = None
        self._runner: asyncio.Task[None] | None = None
        #: Said goodbye: what the host still sends is read and dropped until it closes.
        self._leaving = False
        self._heartbeat: asyncio.Task[None] | None = None
        self._next_id = 0
        self._nonce = 0
        self._closed = asyncio.Event()
        # -- Hand-over (issue 14) --
        #: The highest host epoch seen: a host of a lower one is an old host, refused.
        self.epoch = 0
        #: Where the standby listens, from the lobby (not when it is this device).
        self.standby_target: tuple[str, int] | None = None
        #: The commitment to the credential a host there must show (issue 25).
        self.standby_proof: str | None = None
        #: This device's share of the room key (`key_share`; None: it holds none).
        self.share: KeyShareValue | None = None
        self._standby_options = standby
        self.standby: Any = None  # net.standby.Standby once the game started
        self.host_lost = False
        self._lost_timer: asyncio.TimerHandle | None = None
        self._standby_task: asyncio.Task[None] | None = None

    # -- Connecting ------------------------------------------------------------------------
    async def connect(self) -> Welcome:
        """Connect and join; raises `ClientError` with a clear code when that fails."""
        try:
            welcome, pending = await self._open()
        except ClientError as err:
            self._finish(err.code)
            raise
        self._runner = asyncio.get_running_loop().create_task(self._run(pending))
        return welcome

    async def _open(self) -> tuple[Welcome, list[Message]]:
        hello = Hello(app=self.app_version, room=self.room_id, role=self.role, name=self.name,
                      token=self.token, profile=self.profile, title=self.title,
                      avatar=self.avatar)
        link, welcome, pending = await self._handshake(hello)
        if welcome.epoch < self.epoch:  # never two hosts: an old one stepped down
            link.abort()
            raise ClientError(STALE_HOST, epoch=welcome.epoch, seen=self.epoch)
        if self.state is ClientState.CLOSED:  # this device became the host meanwhile
            link.abort()
            raise ClientError(TOOK_OVER)
        self.epoch = welcome.epoch
        self._link = link
        self.welcome = welcome
        self.room_id = welcome.room
        if welcome.seat is not None:
            self.seat, self.token = welcome.seat, welcome.token
        self._set_state(ClientState.OPEN)
        self._heartbeat = asyncio.get_running_loop().create_task(self._heartbeats(link))
        if self.standby is not None:  # the host is back (or a new one): offer again
            self.standby.host_back()
            if self.standby.port:
                self._send_on(link, self._standby_ready())
        return welcome, pending

    async def _handshake(self, hello: Hello) -> tuple[_Link, Welcome, list[Message]]:
        """Connect, send ``hello``, wait for the welcome; raises `ClientError`."""
        limits = self.limits
        try:
            async with asyncio.timeout(limits.connect_timeout_s):
                reader, writer = await self._opener(self.host, self.port)
        except TimeoutError:
            raise ClientError(UNREACHABLE, reason="timeout") from None
        except OSError as err:
            raise ClientError(UNREACHABLE, reason=type(err).__name__) from None
        link = _Link(reader, writer)
        try:
            writer.write(link.conn.send(hello))
            async with asyncio.timeout(limits.handshake_timeout_s):
                welcome, pending = await self._await_welcome(link)
        except TimeoutError:
            link.abort()
            raise ClientError(NO_ANSWER) from None
        except ProtocolError as err:
            link.abort()
            code = WRONG_ROOM if err.details.get("field") == "room" else err.code
            raise ClientError(code, **err.details) from None
        except ClientError:
            link.abort()
            raise
        except OSError:
            link.abort()
            raise ClientError(CONNECTION_LOST) from None
        except asyncio.CancelledError:  # closed mid-handshake: leave no socket behind
            link.abort()
            raise
        return link, welcome, pending

    async def _check_new_host(self) -> None:
        """Before this device's token goes to the standby's address (issue 25): ask there
        as a table display, with this device's share of the room key (its vote while the
        standby stands by: ``standby.waiting``). Only a host that reveals the credential
        whose commitment the old host told (``lobby.standby_proof``) gets the token;
        anything else raises a retryable `ClientError` (the old host comes next)."""
        share = self.share
        hello = Hello(app=self.app_version, room=self.room_id, role=TABLE, share=share,
                      probe=True)
        link, welcome, _ = await self._handshake(hello)
        with contextlib.suppress(Exception):
            link.writer.close()  # the host closes too (`bye room.probed`)
        if not proves(welcome.proof, self.standby_proof):
            log.warning("client: %s:%d hosts without the standby's proof: no token sent",
                        self.host, self.port)
            raise ClientError(UNPROVEN)

    async def _await_welcome(self, link: _Link) -> tuple[Welcome, list[Message]]:
        while True:
            data = await link.reader.read(READ_CHUNK_BYTES)
            messages = link.conn.receive_data(data)
            if not data:
                raise ClientError(CONNECTION_LOST)
            for index, message in enumerate(messages):
                if isinstance(message, Refused):
                    raise ClientError(message.code, text=message.text)
                if isinstance(message, Welcome):
                    return message, messages[index + 1:]

    # -- Running ---------------------------------------------------------------------------
    async def _run(self, pending: list[Message]) -> None:
        for message in pending:
            self._dispatch(message)
        while True:
            code = await self._serve()
            self._drop_link()
            if self._leaving:
                return  # `close` finishes
            if not self.reconnect or code not in RETRYABLE or self.state is ClientState.CLOSED:
                self._finish(code)
                return
            if not await self._reconnect(code):
                return

    async def _serve(self) -> str:
        """Read until the connection ends; returns why."""
        link = self._link
        assert link is not None
        while True:
            try:
                async with asyncio.timeout(self.limits.silence_timeout_s):
                    data = await link.reader.read(READ_CHUNK_BYTES)
            except TimeoutError:
                with contextlib.suppress(Exception):
                    link.writer.write(link.conn.close(SILENT_HOST))
                return SILENT_HOST
            except OSError:
                return CONNECTION_LOST
            try:
                messages = link.conn.receive_data(data)
            except ProtocolError as err:
                with contextlib.suppress(Exception):
                    link.writer.write(err.farewell)
                return CONNECTION_LOST if err.code == protocol_errors.TRUNCATED else err.code
            if not self._leaving:  # after our goodbye: read, and let it be
                for message in messages:
                    self._dispatch(message)
            if link.conn.wants_close:
                if link.conn.close_code == "protocol.eof":
                    return CONNECTION_LOST
                return link.conn.close_code or "room.closed"

    def _dispatch(self, message: Message) -> None:
        if isinstance(message, GameView):
            if message.epoch < self.epoch:
                return  # never from an old host
            self.view = message
            self._emit("view", message)
            if self.standby is None and self._standby_options is not None:
                self._spawn_standby()
        elif isinstance(message, Lobby):
            if message.epoch < self.epoch:
                return
            self.lobby = message
            self._track_standby(message)
            self._emit("lobby", message)
        elif isinstance(message, JournalCopy) and self.standby is not None:
            digest = self.standby.on_copy(message)
            if digest is not None and self._link is not None:
                self._send_on(self._link, digest)
        elif isinstance(message, KeyShare):
            self.share = message.share
        elif isinstance(message, TakeOver) and self.standby is not None:
            self.standby.take_over(message.key)
        elif isinstance(message, GameError):
            self.errors.append(message)
            self._emit("error", message)
        elif isinstance(message, GameResult):
            self.results.append(message)
            self._emit("result", message)
        elif isinstance(message, Ping) and self._link is not None:
            self._send_on(self._link, Pong(nonce=message.nonce))
        elif isinstance(message, Kicked | Bye):
            pass  # the connection is closed; `_serve` reports its code

    @property
    def game_seat(self) -> int | None:
        """This seat's game seat: its place in the lobby's seats (`net.room.Room.index_of`;
        it does not move while a game runs). None: a table display, or no lobby yet."""
        if self.seat is None or self.lobby is None:
            return None
        return next((index for index, seat in enumerate(self.lobby.seats)
                     if seat.id == self.seat), None)

    def _track_standby(self, lobby: Lobby) -> None:
        """Where the standby is; a standby the host no longer names forgets its copy."""
        standby = self.standby
        mine = standby is not None and standby.address is not None \
            and lobby.standby == standby.address
        if standby is not None and standby.address is not None and not mine:
            standby.dismiss()
        if lobby.standby is None:
            return
        with contextlib.suppress(JoinTargetError):
            there = parse_host_port(lobby.standby)
            self.standby_target = None if mine else (there.host, there.port)
            self.standby_proof = lobby.standby_proof

    def _targets(self) -> list[tuple[str, int]]:
        """Where to try, in turn: the standby once one is known, then the host. The
        standby first: once it has taken over, a device must not go back to the old host
        it finds again (never two hosts); while it stands by, it answers at once
        (`standby.waiting`, this device's vote) and the host comes next."""
        here = (self.host, self.port)
        there = self.standby_target
        if there is None or there == here:
            return [here]
        return [there, here]

    async def _reconnect(self, why: str) -> bool:
        self._set_state(ClientState.RECONNECTING)
        if why != MOVED and self.standby is not None:
            self.standby.host_lost()
        self._lost_timer = asyncio.get_running_loop().call_later(
            self.limits.host_lost_warning_s, self._warn_host_lost)
        try:
            return await self._reconnect_to(why)
        finally:
            self._lost_timer.cancel()
            if self.host_lost:
                self.host_lost = False
                self._emit("host_lost", False)

    def _warn_host_lost(self) -> None:
        self.host_lost = True
        self._emit("host_lost", True)

    async def _reconnect_to(self, why: str) -> bool:
        """Each round (after the back-off delay) tries the standby once one is known, then
        the host (`_targets`)."""
        limits = self.limits
        delay = 0.0 if why == MOVED else limits.reconnect_first_delay_s
        for _ in range(limits.reconnect_max_attempts):
            await asyncio.sleep(delay * (1 - limits.reconnect_jitter * self._rng.random()))
            for target in self._targets():
                if self.state is ClientState.CLOSED:
                    return False  # this device's standby took over meanwhile
                try:
                    _, pending = await self._open_at(target)
                except ClientError as err:
                    log.info("client: rejoining at %s:%d: %s", *target, err.code)
                    if err.code not in RETRYABLE:
                        self._finish(err.code)
                        return False
                    continue
                for message in pending:
                    self._dispatch(message)
                return True
            delay = min(limits.reconnect_max_delay_s,
                        max(delay, limits.reconnect_first_delay_s) * limits.reconnect_factor)
        self._finish(GAVE_UP)
        return False

    async def _open_at(self, target: tuple[str, int]) -> tuple[Welcome, list[Message]]:
        """`_open` at ``target``; a host found there other than the first is the new host."""
        if target == (self.host, self.port):
            return await self._open()
        first = self.host, self.port
        self.host, self.port = target
        try:
            await self._check_new_host()
            opened = await self._open()
        except ClientError:
            self.host, self.port = first
            raise
        self.standby_target = None
        self._emit("moved", f"{target[0]}:{target[1]}")
        return opened

    # -- Standing by (issue 14) ----------------------------------------------------------------
    def _spawn_standby(self) -> None:
        """At the start of the game: listen as the standby, then tell the host."""
        from net.standby import Standby

        options = dict(self._standby_options or {})
        assert self.room_id is not None
        self.standby = Standby(room_id=self.room_id, seat=self.seat, limits=self.limits,
                               on_host=self._became_host, **options)
        self._standby_task = asyncio.get_running_loop().create_task(self._offer_standby())

    async def _offer_standby(self) -> None:
        try:
            await self.standby.open()
        except OSError as err:
            if self.state is not ClientState.CLOSED:
                log.warning("client: cannot listen as the standby: %s", err)
            return
        if self._link is not None:
            self._send_on(self._link, self._standby_ready())

    def _standby_ready(self) -> StandbyReady:
        """What the host is told of this device's listener (`Standby.open`)."""
        return StandbyReady(port=self.standby.port, web_port=self.standby.web_port)

    def _became_host(self, host: Any) -> None:
        """This device's standby is the host now: stop being its client."""
        link = self._link
        if link is not None and link.conn.state is State.OPEN:
            with contextlib.suppress(Exception):
                link.writer.write(link.conn.send(Bye(code=TOOK_OVER)))
        self._emit("host", host)
        self._finish(TOOK_OVER)

    async def _heartbeats(self, link: _Link) -> None:
        while True:
            await asyncio.sleep(self.limits.heartbeat_interval_s)
            self._nonce = (self._nonce + 1) % (MAX_NONCE + 1)
            if link is not self._link or not self._send_on(link, Ping(nonce=self._nonce)):
                return

    # -- Sending -----------------------------------------------------------------------------
    def _send_on(self, link: _Link, message: Message) -> bool:
        if link.conn.state is not State.OPEN or link.writer.is_closing():
            return False
        try:
            link.writer.write(link.conn.send(message))
        except (OSError, RuntimeError):
            return False
        return True

    def _write(self, message: Message) -> None:
        link = self._link
        if link is None or self.state is not ClientState.OPEN or not self._send_on(link, message):
            raise ClientError(NOT_CONNECTED)

    async def _request(self, message: Message) -> None:
        self._write(message)
        link = self._link
        if link is not None:
            with contextlib.suppress(ConnectionError, OSError):
                await link.writer.drain()

    def send_action(self, action: dict[str, Any]) -> int:
        """Send a game action (a plain map) at once, without waiting for the socket to
        drain; returns its id, echoed by an `error` that refuses it. Raises `ClientError`
        ``client.not_connected`` while not connected (a UI thread calls this)."""
        self._next_id = (self._next_id + 1) % (MAX_ACTION_ID + 1)
        self._write(PlayAction(id=self._next_id, action=action))
        return self._next_id

    async def act(self, action: dict[str, Any]) -> int:
        """`send_action`, then wait for the socket to take it."""
        action_id = self.send_action(action)
        link = self._link
        if link is not None:
            with contextlib.suppress(ConnectionError, OSError):
                await link.writer.drain()
        return action_id

    async def ready(self, ready: bool = True) -> None:
        await self._request(Ready(ready=ready))

    async def choose_team(self, team: str | None, role: str | None = None) -> None:
        await self._request(ChooseTeam(team=team, role=role))

    async def host_profile(self, profile_id: str | None = None,
                           avatar: str | None = None) -> None:
        """Play with a profile kept on the hosting computer (``avatar``: a new one under
        this seat's name); a refusal comes back as an ``error`` event."""
        await self._request(HostProfile(id=profile_id, avatar=avatar))

    # -- Events ------------------------------------------------------------------------------
    def events(self) -> Feed[ClientEvent]:
        """An async iterator of every later event; it ends once the client is closed."""
        feed: Feed[ClientEvent] = Feed(on_close=lambda: self._feeds.remove(feed))
        self._feeds.append(feed)
        if self.state is ClientState.CLOSED:
            feed.close()
        return feed

    def _emit(self, kind: str, value: Any) -> None:
        event = ClientEvent(kind, value)
        if self._on_event is not None:
            try:
                self._on_event(event)
            except Exception:
                log.exception("client: event callback failed")
        for feed in list(self._feeds):
            feed.put(event)

    def _set_state(self, state: ClientState) -> None:
        if self.state is not state:
            self.state = state
            self._emit("state", state)

    # -- Closing -----------------------------------------------------------------------------
    def _drop_link(self) -> None:
        link, self._link = self._link, None
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            self._heartbeat = None
        if link is not None:
            with contextlib.suppress(Exception):
                link.writer.close()

    def _finish(self, code: str | None) -> None:
        if self.state is ClientState.CLOSED:
            return
        self.close_code = code
        self._drop_link()
        if self.standby is not None and self.standby.host is None:
            self.standby.stop()  # no more standing by for a room this device is out of
        self._set_state(ClientState.CLOSED)
        self._closed.set()
        for feed in list(self._feeds):
            feed.close()

    def drop_connection(self) -> None:
        """Cut the socket without a goodbye, as a network failure would; the client then
        reconnects (tests, demos of PX-NET-4)."""
        if self._link is not None:
            self._link.abort()

    async def close(self, leave: bool = True) -> None:
        """Close for good. ``leave``: say a plain bye, which gives up the seat; otherwise
        a ``client.left`` bye, after which the seat waits for a rejoin with the token."""
        link = self._link
        if link is not None and link.conn.state is State.OPEN:
            with contextlib.suppress(Exception):
                link.writer.write(link.conn.send(Bye(code=None if leave else LEFT)))
                async with asyncio.timeout(self.limits.connect_timeout_s):
                    await link.writer.drain()
            await self._linger()
        self._finish(LEFT)
        await self._close_standby()
        runner, self._runner = self._runner, None
        if runner is not None and runner is not asyncio.current_task():
            runner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await runner
        if link is not None:
            with contextlib.suppress(Exception):
                await link.writer.wait_closed()

    async def _linger(self) -> None:
        """After the goodbye, read what the host still sends until it closes (bounded): a
        socket closed with bytes unread is reset, and a reset can cost the host the
        goodbye it had not read yet (the seat would wait for its player, not be left)."""
        runner = self._runner
        if runner is None or runner is asyncio.current_task() or runner.done():
            return
        self._leaving = True
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(self.limits.connect_timeout_s):
                await asyncio.shield(runner)

    async def _close_standby(self) -> None:
        """Stop listening as the standby (unless it became the host: it closes itself)."""
        task, self._standby_task = self._standby_task, None
        if task is not None:  # opening: let it end (it closes what it opened once stopped)
            await asyncio.gather(task, return_exceptions=True)
        if self.standby is not None and self.standby.host is None:
            await self.standby.close()

    async def wait_closed(self) -> str | None:
        """Wait until the client is closed (kicked, refused, gave up...); returns the code."""
        await self._closed.wait()
        return self.close_code

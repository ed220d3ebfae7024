"""``palabre host --headless`` and ``palabre bots``: a host with no window, and bots.

The host (`serve`) runs a `net.host.Host` for one game, prints its address and join code,
the URL phones open (an IP address, with the same URL as a QR code in the terminal: the
web transport, `net.web`), advertises the room on the LAN
(`net.discovery.RoomAdvertiser`, unless ``--no-advertise``) and starts the game once
``--start-when`` players are ready (`AutoStart`: when the lobby's teams or roles do not
make a valid game, it arranges them first). It prints the outcome when the game ends
and serves until Ctrl-C. ``palabre bots`` (`play`) joins N bots (`net.bots`) that play
until the game ends, then leave.

Both stop cleanly on SIGINT or SIGTERM: connections are closed with a goodbye, the
zeroconf service is unregistered, and the process exits 0.

This module imports only the standard library and `core.registry` at load time: the
``palabre`` command builds its parsers from here without loading the network stack.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
import sys
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from core.registry import GAMES
from net.interfaces import ANY_INTERFACE

if TYPE_CHECKING:
    from net.host import Host
    from net.protocol import Lobby

DEFAULT_ROOM_NAME = "Palabre"
DEFAULT_LANGUAGE = "en"
DEFAULT_BOTS = 4
#: Exit codes: 0 also after Ctrl-C; 1 a failure at run time; 2 a bad command line.
EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
#: Two teams of a spymaster and a guesser (CN-SET-1).
Report = Callable[[str], None]


# -- Command line ------------------------------------------------------------------------------
def add_host_parser(sub: Any) -> None:
    host = sub.add_parser("host", help="run a LAN host with no window (--headless)")
    host.add_argument("--headless", action="store_true", required=True,
                      help="no window: print the address and join code, log to the terminal")
    host.add_argument("--game", choices=GAMES, required=True)
    host.add_argument("--port", type=int, default=0, help="TCP port (default: any free port)")
    host.add_argument("--web-port", type=int, default=None,
                      help="the phones' web page port (default: 8077 if free, else any)")
    host.add_argument("--no-web", dest="web", action="store_false",
                      help="no web page for phones (desktop clients only)")
    host.add_argument("--interface", default=ANY_INTERFACE,
                      help="address to listen on (default: every interface)")
    host.add_argument("--lang", default=DEFAULT_LANGUAGE, help="the words' language")
    host.add_argument("--name", default=DEFAULT_ROOM_NAME, help="the room's name")
    host.add_argument("--start-when", type=int, default=None, metavar="N",
                      help="start when N players are ready (default: the game's minimum)")
    host.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE",
                      help="a game setting (JSON value or text), e.g. variant=two_player")
    host.add_argument("--seed", type=int, default=None, help="seed of the content and game")
    host.add_argument("--journal", type=Path, default=None, metavar="FILE",
                      help="keep a crash-safe journal of the room in FILE")
    host.add_argument("--resume", action="store_true",
                      help="reopen the room saved in --journal FILE (after a crash)")
    host.add_argument("--records", type=Path, default=None, metavar="DIR",
                      help="save each finished game's record in DIR (default: the user "
                           "data folder's games, where the app saves them; palabre replay "
                           "reads them)")
    host.add_argument("--no-advertise", dest="advertise", action="store_false",
                      help="do not advertise the room on the LAN (join by code or address)")
    host.add_argument("--seat-grace", type=float, default=None, metavar="SECONDS",
                      help="release a disconnected player's lobby seat after this long "
                           "(default: 60)")


def add_bots_parser(sub: Any) -> None:
    bots = sub.add_parser("bots", help="join bots that play legal random moves")
    bots.add_argument("--connect", required=True, metavar="ADDR|CODE",
                      help="the host's join code or host:port")
    bots.add_argument("--count", type=int, default=DEFAULT_BOTS)
    bots.add_argument("--seed", type=int, default=0)
    bots.add_argument("--think", type=float, default=None, metavar="SECONDS",
                      help="pause before each move (default: half a second)")
    bots.add_argument("--name", default="Bot", help="name prefix (Bot 1, Bot 2...)")


def parse_settings(pairs: list[str]) -> dict[str, Any]:
    """``["variant=two_player", "cards_per_team=15"]`` -> settings (JSON values or text)."""
    settings: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"a setting is KEY=VALUE, not {pair!r}")
        try:
            settings[key] = json.loads(text)
        except json.JSONDecodeError:
            settings[key] = text
    return settings


# -- Game rules: none here; the lobby rules of each game are in core (`core.lobby`) ----------
def player_range(game: str, settings: dict[str, Any]) -> tuple[int, int]:
    """(fewest, most) players the game takes with these settings (`LobbyRules`)."""
    from core.registry import lobby_rules

    return lobby_rules(game).player_range(settings)


def describe_outcome(view: dict[str, Any]) -> str:
    """One line for the end of a game, from the table view."""
    outcome = view.get("outcome") or view.get("end") or {}
    keys = ("side", "winners", "reason")
    return json.dumps({key: outcome.get(key) for key in keys if key in outcome})


class AutoStart:
    """Starts ``host``'s game once ``start_when`` connected players are ready, arranging
    teams and roles first when the lobby's do not make a valid game; reports the outcome
    (from the table view) when the game ends."""

    def __init__(self, host: Host, start_when: int, report: Report) -> None:
        self.host = host
        self.start_when = start_when
        self.report = report
        self.started = asyncio.Event()
        self.over = asyncio.Event()
        self.final_view: dict[str, Any] | None = None
        self._busy = False
        self._failed_on: Lobby | None = None
        runtime = host.runtime
        self._unwatch = [runtime.watch_lobby(self._on_lobby),
                         runtime.watch_view(None, self._on_view)]

    def ready_players(self, lobby: Lobby) -> int:
        return sum(1 for seat in lobby.seats if seat.ready and seat.connected)

    def _on_lobby(self, lobby: Lobby) -> None:
        if self._busy or lobby.started or self.started.is_set() or lobby == self._failed_on:
            return
        if self.ready_players(lobby) >= self.start_when:
            self._busy = True
            asyncio.get_running_loop().call_soon(self._start)

    def _start(self) -> None:
        from core.errors import RuleError
        from net.room import RoomError

        try:
            runtime = self.host.runtime
            try:
                runtime.start()
            except (RuleError, RoomError):
                runtime.arrange()
                runtime.start()
        except (RuleError, RoomError) as err:
            self._failed_on = self.host.runtime.lobby()
            self.report(f"cannot start yet: {err.code}")
            return
        finally:
            self._busy = False
        names = ", ".join(seat.name for seat in self.host.room.seats)
        self.report(f"game started with {len(self.host.room.seats)} players: {names}")
        self.started.set()

    def _on_view(self, view: dict[str, Any]) -> None:
        from net.bots import is_over

        if is_over(view) and self.final_view is None:
            self.final_view = view
            self.host.spawn(self._report_over(view))

    async def _report_over(self, view: dict[str, Any]) -> None:
        """Once the game's end is in the journal (its thread writes it): said, and done."""
        await self.host.journal_written()
        self.report(f"game over: {describe_outcome(view)}")
        saved = self.host.saved_path
        self.report(f"game record saved in {saved}" if saved is not None
                    else "the game record could not be saved (see the log)")
        self.over.set()

    def close(self) -> None:
        for unwatch in self._unwatch:
            unwatch()


# -- Running -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class HostConfig:
    game: str
    interface: str = ANY_INTERFACE
    port: int = 0
    language: str = DEFAULT_LANGUAGE
    room_name: str = DEFAULT_ROOM_NAME
    start_when: int | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    advertise: bool = True
    journal: Path | None = None
    resume: bool = False
    web: bool = True
    web_port: int | None = None
    #: How long a gone player's lobby seat is kept (None: `HostLimits`' default).
    seat_grace_s: float | None = None
    #: Where finished games' records are saved (None: `store.records.default_dir`).
    records: Path | None = None


def terminal_qr(text: str) -> list[str]:
    """``text`` as a QR code drawn with block characters, two modules a line (segno)."""
    import io

    import segno

    out = io.StringIO()
    segno.make(text, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue().splitlines()


async def serve(config: HostConfig, stop: asyncio.Event, report: Report) -> int:
    """Run the headless host until ``stop`` is set (the app's "Host a room" runs the same
    `net.lan_room.LanRoom`)."""
    from core.errors import SetupError
    from net.host import Host
    from net.joincode import format_host_port
    from net.journal import Journal, JournalError
    from net.lan_room import LanRoom
    from net.room_code import with_code
    from net.tuning import HostLimits
    from store import records

    try:
        fewest, most = player_range(config.game, config.settings)
    except SetupError:
        report(f"unknown variant {config.settings.get('variant')!r}")
        return EXIT_USAGE
    start_when = config.start_when if config.start_when is not None else fewest
    if not fewest <= start_when <= most:
        report(f"--start-when must be between {fewest} and {most} for {config.game}")
        return EXIT_USAGE
    limits = (HostLimits() if config.seat_grace_s is None
              else HostLimits(lobby_seat_grace_s=config.seat_grace_s))
    journal = Journal(config.journal) if config.journal is not None else None
    records_dir = config.records if config.records is not None else records.default_dir()
    port = config.port
    if config.resume:
        if journal is None:
            report("--resume needs --journal FILE")
            return EXIT_USAGE
        try:
            saved = journal.load()
            host = Host.resume(saved, seed=config.seed, limits=limits, records_dir=records_dir)
        except JournalError as err:
            report(f"cannot resume: {err}")
            return EXIT_FAILED
        port = port or saved.port or 0
        session = host.session
        report(f"resumed room {host.room_id} (epoch {host.room.epoch}) at change "
               f"{host.runtime.seq}, digest {session.digest() if session else '-'}")
        if saved.unsaved:
            report(f"the last {saved.unsaved} changes could not be saved before the crash "
                   "(the journal could not be written): the devices saw them, the game "
                   "goes on from before them")
    else:
        host = Host(config.game, room_name=config.room_name, language=config.language,
                    settings=config.settings, seed=config.seed, limits=limits,
                    records_dir=records_dir)
    lan = LanRoom(host, interface=config.interface, port=port, advertise=config.advertise,
                  web=config.web, web_port=config.web_port)
    autostart = None
    refused = False  # the room never opened: its journal file is left as it was
    try:
        try:
            address = await lan.open()
        except OSError as err:
            report(f"cannot listen on {config.interface}:{config.port}: {err.strerror}")
            return EXIT_FAILED
        if journal is not None:
            host.keep_journal(journal)
            if journal.failed is not None:
                report(f"cannot write the journal {journal.failed}: not starting a room "
                       "that would not be crash-safe")
                refused = True
                return EXIT_FAILED
            journal.on_failure = lambda failed: report(
                f"this room is no longer crash-safe: cannot write the journal "
                f"{failed.failed}")
        host.watch_step_down(lambda address, epoch: report(
            f"stepped down: the room moved to {address} (epoch {epoch})"))
        report(f"room {host.room.name!r}: {host.room.game}, language {host.room.language}, "
               f"room id {host.room_id}")
        report(f"address: {format_host_port(address[0], address[1])}")
        report(f"join code: {host.join_code or '(none for this address)'}")
        if lan.room_code is not None:  # advertised: the short way in (issue 29)
            report(f"room code: {lan.room_code}")
        if lan.web_url is not None:
            report(f"phones: open {lan.web_url} on the same network (then type the room "
                   f"code), or scan:")
            for line in terminal_qr(with_code(lan.web_url, lan.room_code)):
                report(line)
        elif config.web:
            report(f"no web page for phones ({lan.web_error})")
        autostart = AutoStart(host, start_when, report)
        if lan.advertised_name is not None:
            report(f"advertised on the LAN as {lan.advertised_name!r}")
        elif config.advertise:
            report(f"not advertised on the LAN ({lan.advert_error}): join by code or address")
        report(f"waiting for {start_when} ready players (Ctrl-C stops)")
        await stop.wait()
        report("stopping")
    finally:
        if autostart is not None:
            autostart.close()
        advertised = lan.advertised_name is not None
        await lan.close()
        if advertised:
            report("unregistered from the LAN")
        if journal is not None and not refused:
            session = host.session
            if session is not None and session.outcome() is None:
                report(f"game in progress kept in {journal.path}: --resume reopens it")
            else:
                journal.discard()
    return EXIT_OK


@dataclass(frozen=True)
class BotsConfig:
    target: str
    count: int = DEFAULT_BOTS
    seed: int = 0
    think_s: float | None = None
    name: str = "Bot"


async def play(config: BotsConfig, stop: asyncio.Event, report: Report) -> int:
    """Join the bots, play until the game ends (or ``stop``), then leave."""
    from net.bots import DEFAULT_THINK_S, bot_names, close_bots, join_bots, play_bots
    from net.client import ClientError
    from net.joincode import JoinTargetError

    think = DEFAULT_THINK_S if config.think_s is None else config.think_s
    try:
        joining = asyncio.ensure_future(join_bots(
            config.target, config.count, seed=config.seed, think_s=think,
            names=bot_names(config.count, config.name)))
        bots = await _unless_stopped(joining, stop)
    except JoinTargetError as err:
        report(f"cannot read {config.target!r} as a join code or host:port: {err}")
        return EXIT_USAGE
    except ClientError as err:
        report(f"could not join: {err.code}")
        return EXIT_FAILED
    if bots is None:
        return EXIT_OK
    try:
        report(f"{len(bots)} bots joined: seats {[bot.seat for bot in bots]}")
        finals = await _unless_stopped(asyncio.ensure_future(play_bots(bots)), stop)
        if finals is None:
            return EXIT_OK
        if not all(finals):
            report("the host closed before the end of the game")
            return EXIT_FAILED
        report(f"game over: {describe_outcome(finals[0] or {})}")
        return EXIT_OK
    finally:
        await close_bots(bots)
        report("bots left")


async def _unless_stopped(task: asyncio.Future[Any], stop: asyncio.Event) -> Any:
    """``task``'s result, or None (the task cancelled) once ``stop`` is set first."""
    waiter = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        waiter.cancel()
    if task.done():
        return task.result()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    return None


def run_until_stopped(main: Callable[[asyncio.Event], Awaitable[int]]) -> int:
    """Run ``main(stop)``; SIGINT and SIGTERM set ``stop`` so it can close cleanly."""

    async def runner() -> int:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                loop.add_signal_handler(signum, stop.set)
        return await main(stop)

    try:
        return asyncio.run(runner())
    except KeyboardInterrupt:  # where the loop cannot take signals: asyncio cleaned up
        return EXIT_OK


def printer(stream: TextIO) -> Report:
    def report(line: str) -> None:
        print(f"palabre: {line}", file=stream, flush=True)

    return report


def run_host(args: argparse.Namespace) -> int:
    try:
        settings = parse_settings(args.setting)
    except ValueError as err:
        print(f"palabre host: {err}", file=sys.stderr)
        return EXIT_USAGE
    if args.seat_grace is not None and args.seat_grace < 0:
        print("palabre host: --seat-grace must be 0 or more seconds", file=sys.stderr)
        return EXIT_USAGE
    config = HostConfig(game=args.game, interface=args.interface, port=args.port,
                        language=args.lang, room_name=args.name, start_when=args.start_when,
                        settings=settings, seed=args.seed, advertise=args.advertise,
                        journal=args.journal, resume=args.resume,
                        web=args.web, web_port=args.web_port,
                        seat_grace_s=args.seat_grace, records=args.records)
    report = printer(sys.stdout)
    return run_until_stopped(lambda stop: serve(config, stop, report))


def run_bots(args: argparse.Namespace) -> int:
    if args.count < 1:
        print("palabre bots: --count must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    config = BotsConfig(target=args.connect, count=args.count, seed=args.seed,
                        think_s=args.think, name=args.name)
    report = printer(sys.stdout)
    return run_until_stopped(lambda stop: play(config, stop, report))

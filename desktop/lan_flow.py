"""The main window's LAN play (PX-MODE-2, PX-NET-1..4): host a room or join one, its
lobby, its games, the connection banner, and a clean end.

One `LanFlow` per room the window is in. It only wires: the room and the connection are
`desktop.lan.HostedRoom` and `desktop.net_controller.NetController`, the screens are
`desktop.screens.host_setup`, `.lobby` and `.join`, and each game is shown by
`MainWindow.show_game` with the same game screens as one-device play.

Everything runs on the Qt event loop (qasync): coroutines are spawned as tasks kept here,
and `shutdown()` awaits them when the window closes.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from core.errors import RuleError, SetupError
from core.lobby import name_key
from desktop.clock import Clock, monotonic_ms
from desktop.content import broken_packs_for, packs_for
from desktop.controller import LocalController
from desktop.lan import PLAY, HostedRoom
from desktop.net_controller import NetController
from desktop.net_texts import net_text
from desktop.screens.host_setup import HostChoice, HostSetupScreen
from desktop.screens.join import JoinRequest, JoinScreen
from desktop.screens.lobby import LobbyScreen
from desktop.screens.setup_texts import refusal_text
from desktop.table_lobby import TableLobby, qr_target
from desktop.widgets.connection import HOSTING, MOVED
from desktop.widgets.join_panel import JoinInfo
from net.client import TOOK_OVER, ClientError, resolve_target
from net.client_state import ClientState
from net.discovery import RoomBrowser, RoomEvent
from net.interfaces import ANY_INTERFACE
from net.journal import Saved
from net.protocol import PLAYER, PROTOCOL_VERSION, Lobby
from net.room import RoomError
from net.tuning import ClientLimits
from store import paths
from store.records import RECORDS_FOLDER

if TYPE_CHECKING:
    from core.packs import Pack
    from desktop.main_window import MainWindow

log = logging.getLogger(__name__)
# Close codes after which the seat is gone for good: its token is forgotten. Not
# "client.left": a player who leaves forgets it in `leave`, and an app that quits keeps it
# (`shutdown`), so the player rejoins their seat after a restart (and gets a finished
# game's result then, PX-PROF-4).
FINAL_CODES = frozenset({"room.closed", "room.kicked", "room.wrong"})


class LanFlow(QObject):
    def __init__(self, window: MainWindow, interface: str = ANY_INTERFACE,
                 advertise: bool = True, clock: Clock = monotonic_ms) -> None:
        super().__init__(window)
        self.clock = clock
        self.window = window
        self.settings = window.app_settings
        self.interface = interface
        self.advertise = advertise
        self.hosted: HostedRoom | None = None
        self.remote: NetController | None = None
        self.browser: RoomBrowser | None = None
        self.lobby_screen: LobbyScreen | None = None
        self.join_screen: JoinScreen | None = None
        self.host_setup: HostSetupScreen | None = None
        self._target = ""
        self._tasks: set[asyncio.Task[Any]] = set()
        self._left = False
        #: The client's timers (the host-lost warning, the standby's deadline): tests
        #: shorten them (issue 14).
        self.client_limits: ClientLimits | None = None

    # -- tasks -----------------------------------------------------------------------------
    def spawn(self, coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("lan: task failed", exc_info=task.exception())

    async def settled(self) -> None:
        """Wait for every task this flow started (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def _screen(self, screen: Any) -> None:
        self.window.add_screen(screen)
        self.window.show_screen(screen)

    # -- hosting ---------------------------------------------------------------------------
    def open_host_setup(self, game: str) -> HostSetupScreen:
        library = self.window.library
        language = self.settings.language
        screen = HostSetupScreen(game, packs_for(library, game, language),
                                 self.settings, self.window, profiles=self.window.profiles,
                                 broken=broken_packs_for(library, game, language))
        screen.sig_back.connect(self.window.go_home_now)
        screen.sig_open.connect(lambda choice: self.spawn(self.host(choice)))
        self.host_setup = screen
        self._screen(screen)
        return screen

    async def host(self, choice: HostChoice) -> HostedRoom | None:
        """Open the room; on failure the host setup screen says why."""
        if choice.player_name:
            self.settings.player_name = choice.player_name
        hosted = HostedRoom(choice.game, room_name=choice.room_name,
                            language=self.settings.language, role=choice.role,
                            player_name=choice.player_name, options=dict(choice.settings),
                            packs=choice.packs, app_settings=self.settings,
                            interface=self.interface, advertise=self.advertise,
                            clock=self.clock, parent=self, profiles=self.window.profiles,
                            player_profile=choice.profile)
        try:
            await hosted.open()
        except OSError as err:
            await hosted.close()
            if self.host_setup is not None:
                self.host_setup.status.setText(self._cannot_open(err))
            return None
        self._adopt(hosted)
        return hosted

    async def resume(self, saved: Saved) -> HostedRoom | None:
        """Reopen a room its journal saved (after a crash): same seats and tokens, the
        game where it was; every device rejoins its seat (by itself, on the same port)."""
        packs = self._next_games_packs(str(saved.room.get("game", "")),
                                       str(saved.room.get("language", "")))
        hosted = HostedRoom.reopen(saved, app_settings=self.settings, packs=packs,
                                   interface=self.interface, advertise=self.advertise,
                                   parent=self, profiles=self.window.profiles)
        try:
            await hosted.open()
        except OSError as err:
            await hosted.close()
            self.window.statusBar().showMessage(self._cannot_open(err))
            return None
        self._adopt(hosted)
        controller = hosted.resume_game()
        if controller is not None:
            self._show_hosted_game(hosted, controller)
        return hosted

    def _cannot_open(self, err: OSError) -> str:
        return self.tr("The room cannot open on this computer ({reason}).").format(
            reason=err.strerror or type(err).__name__)

    def _adopt(self, hosted: HostedRoom) -> None:
        """This window hosts ``hosted``: its lobby screen and the host's powers."""
        self.hosted = hosted
        lobby = self._lobby_screen(is_host=True)
        lobby.sig_move.connect(lambda seat, team, role: self._host_call(
            hosted.move, seat, team, role))
        lobby.sig_shuffle.connect(lambda: self._host_call(hosted.shuffle))
        lobby.sig_kick.connect(lambda seat: self._host_call(hosted.kick, seat))
        lobby.sig_lock.connect(lambda locked: self._host_call(hosted.lock, locked))
        lobby.sig_start.connect(self.start_hosted_game)
        hosted.lobby_changed.connect(self._show_lobby)
        hosted.lobby_changed.connect(self._show_absent)
        crash_banner = self.window.crash_banner
        hosted.journal_failed.connect(lambda: crash_banner.show_unsafe(hosted.journal.error))
        if hosted.journal.failed is not None:  # already at its first write
            crash_banner.show_unsafe(hosted.journal.error)
        crash_banner.show_lost(hosted.lost)
        self.window.absent_bar.sig_remove.connect(self._remove_absent)
        self._show_lobby(hosted.lobby)
        self._screen(lobby)
        # The table view (the TV) shows how to join while the room is open: late phones.
        self.window.table_window.set_join(JoinInfo(hosted.web_url, hosted.join_code))
        if hosted.role != PLAY:  # host for the table: the TV opens by itself (issue 28)
            self.window.table_window.open_on_tv(self.window.screen())

    def _show_absent(self) -> None:
        hosted = self.hosted
        self.window.absent_bar.show_absent(() if hosted is None or self._left
                                           else hosted.absent_seats())

    def _remove_absent(self, seat: int) -> None:
        if self.hosted is not None and self._host_call(self.hosted.kick, seat):
            self._show_absent()

    def _host_call(self, call: Any, *args: Any) -> bool:
        try:
            call(*args)
        except (RoomError, SetupError, RuleError) as err:
            if self.lobby_screen is not None:
                self.lobby_screen.show_status(self._refusal(err))
            return False
        return True

    def _refusal(self, err: RoomError | SetupError | RuleError) -> str:
        if isinstance(err, RoomError):
            return net_text(err.code, err.details)
        return refusal_text(err)

    def start_hosted_game(self) -> None:
        hosted = self.hosted
        if hosted is None or not self._host_call(hosted.start):
            return
        controller = hosted.controller
        assert controller is not None
        self._show_hosted_game(hosted, controller)

    def _show_hosted_game(self, hosted: HostedRoom, controller: LocalController) -> None:
        controller.finished.connect(self._show_absent)  # nobody to wait for any more
        if hosted.role == PLAY:
            self.window.show_game(controller, self.play_again, self.leave_from_game)
        else:  # the TV: the table view full screen; this window keeps the host's lobby
            self.window.follow_on_table(controller, full_screen=True)
            if self.lobby_screen is not None:
                self.lobby_screen.show_status(self._on_table_text())

    def _on_table_text(self) -> str:
        return self.tr("The game is on the table view (F11: full screen).")

    def play_again(self) -> None:
        """The end screen's Play again: the host takes everyone back to the lobby."""
        if self.hosted is not None:
            self.window.drop_game()
            self._host_call(self.hosted.new_game)
            if self.lobby_screen is not None:
                self._screen(self.lobby_screen)
        else:  # a player waits in the lobby for the host's next game
            self.window.drop_game()
            if self.lobby_screen is not None:
                self._screen(self.lobby_screen)

    # -- joining ---------------------------------------------------------------------------
    def open_join(self) -> JoinScreen:
        screen = JoinScreen(self.settings, self.window, profiles=self.window.profiles)
        screen.sig_back.connect(self.window.go_home_now)
        screen.sig_join.connect(lambda request: self.spawn(self.join(request)))
        self.join_screen = screen
        self._screen(screen)
        if self.advertise:
            self.spawn(self._browse(screen))
        return screen

    async def _browse(self, screen: JoinScreen) -> None:
        interfaces: Any = None if self.interface == ANY_INTERFACE else [self.interface]
        options = {} if interfaces is None else {"interfaces": interfaces}
        browser = RoomBrowser(protocol_version=PROTOCOL_VERSION,
                              on_event=lambda event: self._room_seen(screen, event), **options)
        self.browser = browser
        try:
            await browser.start()
        except OSError as err:  # no network, multicast blocked: join by code or address
            log.warning("lan: cannot browse the LAN: %s", err)
            self.browser = None

    def _room_seen(self, screen: JoinScreen, event: RoomEvent) -> None:
        if event.kind == "removed":
            screen.remove_room(event.room.service_name)
        elif event.kind == "added":
            screen.add_room(event.room)
        else:
            screen.update_room(event.room)

    async def join(self, request: JoinRequest) -> NetController | None:
        """Connect; a refusal shows on the join screen. A seat kept for this room (an app
        restart, a dropped connection) is rejoined with its token (PX-NET-4)."""
        screen = self.join_screen
        target = request.target
        room_id = request.room_id or resolve_target(target)[2]
        kept = self.settings.seat_of_room(room_id) if room_id else None
        # The seat kept on this computer, if the same player joins again (one name rule).
        same = kept is not None and request.name is not None \
            and name_key(kept.get("name", "")) == name_key(request.name)
        token = kept["token"] if kept and same and request.role == PLAYER else None
        name = request.name if request.role == PLAYER else None
        if name:
            self.settings.player_name = name
        profile = request.profile if self.window.profiles is not None else None
        options: dict[str, Any] = {
            "standby": self._standby_options(profile.id if profile is not None else None)}
        if self.client_limits is not None:
            options["limits"] = self.client_limits
        controller = NetController(target, name=name, role=request.role, room_id=room_id,
                                   token=token, parent=self, profiles=self.window.profiles,
                                   profile=request.profile, **options)
        if screen is not None:
            screen.set_busy(True)
        try:
            await controller.connect()
        except ClientError as err:
            if screen is not None:
                screen.set_busy(False)
                screen.show_error(err.code)
            controller.deleteLater()
            return None
        if screen is not None:
            screen.set_busy(False)
        await self._stop_browsing()
        self.remote = controller
        self._target = target
        self._keep_seat(controller)
        controller.lobby_changed.connect(self._remote_lobby)
        controller.game_started.connect(self._remote_game)
        controller.connection_changed.connect(self._connection)
        controller.host_lost.connect(self.window.banner.set_host_lost)
        controller.moved.connect(self._moved)
        controller.took_over.connect(lambda host: self.spawn(self._take_over(host)))
        self._lobby_screen(is_host=False)
        lobby = self.lobby_screen
        assert lobby is not None
        lobby.sig_choose.connect(controller.choose_team)
        lobby.sig_leave.connect(self.leave_from_game)
        controller.refused.connect(self._remote_refused)
        if controller.lobby is not None:
            self._show_lobby(controller.lobby)
        if controller.playing:
            self._remote_game()
        else:
            self._screen(lobby)
        return controller

    def _keep_seat(self, controller: NetController) -> None:
        room_id = controller.client.room_id
        if controller.token is not None and room_id is not None and controller.client.name:
            self.settings.remember_seat(room_id, name=controller.client.name,
                                        token=controller.token, target=self._target)

    def _remote_lobby(self, lobby: Lobby) -> None:
        self._show_lobby(lobby)
        controller = self.remote
        if controller is not None and not lobby.started and self.window.controller is controller \
                and controller.outcome() is None:
            self.play_again()  # the host went back to the lobby

    def _remote_game(self) -> None:
        controller = self.remote
        if controller is None:
            return
        if controller.is_table:
            # The lobby message carries the join code, not the phones' page: code only.
            lobby = controller.lobby
            web = lobby.web if lobby is not None else None
            self.window.table_window.set_join(JoinInfo(
                qr_target(web, lobby.room_code) if lobby is not None and web else None,
                lobby.join_code if lobby is not None else None))
            self.window.follow_on_table(controller, full_screen=True)
            if self.lobby_screen is not None:
                self.lobby_screen.show_status(self._on_table_text())
        else:
            self.window.show_game(controller, self.play_again, self.leave_from_game)

    def _remote_refused(self, action_id: int, code: str) -> None:
        if self.window.controller is None and self.lobby_screen is not None:
            self.lobby_screen.show_status(net_text(code))

    # -- the host lost (issue 14) -----------------------------------------------------------------
    def _standby_options(self, identity: str | None) -> dict[str, Any]:
        """This app may stand by for the host: it listens from the start of a game, and
        the host it may become saves its records where this app keeps its own, and
        counts the game for this player's profile (``identity``) on this computer."""
        return {"interface": self.interface, "identity": identity,
                "host_options": {"records_dir": paths.user_data_dir() / RECORDS_FOLDER,
                                 "profiles": self.window.profiles,
                                 "show_titles": not self.settings.classroom}}

    def _moved(self, address: str) -> None:
        """The game goes on from the standby: every later rejoin goes there."""
        self._target = address
        if self.remote is not None:
            self._keep_seat(self.remote)
        self.window.banner.show_notice(MOVED)

    def _next_games_packs(self, game: str, language: str) -> tuple[Pack, ...]:
        """What a room this window did not set up (reopened after a crash, or taken over
        from the host) draws its next games from (Play again): this computer's packs in
        the room's language, the host setup's own default choice, the first pack (the
        journal keeps the game's content, not which packs it came from)."""
        return packs_for(self.window.library, game, language)[:1]

    async def _take_over(self, host: Any) -> HostedRoom | None:
        """This window's standby became the host: host the room from here, as after a
        resume (the game where it was; every device is coming to this computer)."""
        remote = self.remote
        standby = remote.client.standby if remote is not None else None
        self.remote = None
        web = None
        if standby is not None and standby.web_opened is not None:
            web = await standby.web_opened  # the phones' page, where the phones go
        packs = self._next_games_packs(host.room.game, host.room.language)
        hosted = HostedRoom.taken_over(host, app_settings=self.settings, web=web,
                                       packs=packs, interface=self.interface,
                                       advertise=self.advertise, parent=self)
        await hosted.open()
        self._adopt(hosted)
        self.window.banner.set_state(ClientState.OPEN.value, None)
        self.window.banner.show_notice(HOSTING)
        controller = hosted.resume_game()
        if controller is not None:
            self._show_hosted_game(hosted, controller)
        return hosted

    def _connection(self, state: str, code: str | None) -> None:
        if code == TOOK_OVER:
            return  # this window hosts the room now (`_take_over`)
        self.window.banner.set_state(state, code)
        if state == ClientState.CLOSED.value and self.remote is not None:
            room_id = self.remote.client.room_id
            if room_id is not None and (code in FINAL_CODES or code is None):
                self.settings.forget_seat(room_id)

    # -- the lobby -----------------------------------------------------------------------------
    def _lobby_screen(self, is_host: bool) -> LobbyScreen:
        if self.lobby_screen is None:
            self.lobby_screen = LobbyScreen(self.window, classroom=self.settings.classroom)
            self.lobby_screen.sig_leave.connect(self.leave_from_game)
        return self.lobby_screen

    def _show_lobby(self, lobby: Lobby | None) -> None:
        screen = self.lobby_screen
        if screen is None or lobby is None:
            return
        web_url = lobby.web  # the phones' page: what the QR code holds, with the room code
        if self.hosted is not None:
            code, address, seat = self.hosted.join_code, self.hosted.address, self.hosted.seat
            web_url = self.hosted.web_url
        else:
            remote = self.remote
            # The host's address as this device reached it (a join code typed is the
            # code, not an address; after a hand-over: the new host's).
            code = lobby.join_code
            address = f"{remote.client.host}:{remote.client.port}" if remote is not None \
                else None
            seat = remote.seat if remote is not None else None
        # A QR code is always the phones' page (a phone cannot use a bare code)
        screen.show_lobby(lobby, join_code=code, address=address,
                          qr_text=qr_target(web_url, lobby.room_code) if web_url else "",
                          my_seat=seat, is_host=self.hosted is not None, web_url=web_url)
        self.window.table_window.show_lobby(
            lobby, self.hosted.named_url if self.hosted is not None else None)

    # -- leaving ---------------------------------------------------------------------------------
    def leave_from_game(self) -> None:
        """Home from a LAN screen: the room is closed (host) or left (player)."""
        self.window.go_home(confirm=self.window.game_running())

    def leave(self) -> None:
        """Close the room or leave it, now (tasks finish on the loop)."""
        if self._left:
            return
        self._left = True
        self.window.banner.set_state(ClientState.OPEN.value, None)
        self.window.banner.show_notice(None)  # "hosting now": not on the home screen
        self.window.crash_banner.clear()
        self.window.table_window.set_join(None)
        if isinstance(self.window.table_window.table, TableLobby):
            self.window.table_window.attach(None)  # the TV goes back to its idle picture
        if self.hosted is not None:
            self.window.absent_bar.sig_remove.disconnect(self._remove_absent)
            self._show_absent()
            self.spawn(self.hosted.close())
        if self.remote is not None:
            remote = self.remote
            room_id = remote.client.room_id
            if room_id is not None:
                self.settings.forget_seat(room_id)
            self.spawn(remote.leave(give_up_seat=True))
        self.spawn(self._stop_browsing())

    async def _stop_browsing(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            await browser.close()

    async def shutdown(self) -> None:
        """The app quits: a player keeps their seat for a rejoin after a restart."""
        if not self._left:
            self._left = True
            if self.hosted is not None:
                await self.hosted.close()
            if self.remote is not None:
                await self.remote.leave(give_up_seat=False)
            await self._stop_browsing()
        await self.settled()

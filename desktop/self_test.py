"""``palabre --self-test``: check a build without a person (issue 18, PX-DIST-1).

Runs offscreen, so it works on a build machine with no display:

1. loads every built-in pack (an invalid one, or a game with none, fails the test);
2. finds at least one system font (a bare system has none: text would not render);
3. renders one screen of each game (its first gallery state: a real session on the
   shipped packs) and checks the picture is not blank;
4. opens a LAN room on loopback (`net.lan_room.LanRoom`, advertised over mDNS on
   127.0.0.1), joins it with a real client, and closes both.

Prints one line per step and exits 0 when all pass, 1 on the first failure (3 when Qt
cannot load at all: `desktop.qt_platform` names the missing system libraries). A frozen
bundle that misses a module, a data file or a Qt plugin fails here, not in a user's hands.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

EXIT_OK, EXIT_FAILED = 0, 1
LOOPBACK = "127.0.0.1"
SELF_TEST_GAME = "taboo"
#: A rendered screen must show more than this many distinct colours (a blank one has 1).
MIN_COLOURS = 8
#: Pixels sampled along the picture's diagonal grid to count colours.
SAMPLE_STEP = 16
#: What the offscreen platform says of every window it shows: noise in the report.
OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"


class SelfTestError(Exception):
    pass


def check_packs() -> str:
    from core.registry import GAMES
    from store import paths
    from store.packs import Origin, PackLibrary

    library = PackLibrary.load(paths.builtin_packs_dir(), paths.user_packs_dir())
    builtin = [f for f in library.files if f.origin == Origin.BUILTIN]
    broken = [f.source for f in builtin if not f.valid]
    if not builtin or broken:
        raise SelfTestError(f"built-in packs invalid or missing: {broken or 'none found'}")
    counts = {game: len(library.packs(game)) for game in GAMES}
    empty = [game for game, count in counts.items() if count == 0]
    if empty:
        raise SelfTestError(f"no pack for {', '.join(empty)}")
    return f"{len(builtin)} built-in packs loaded (" + ", ".join(
        f"{game} {count}" for game, count in counts.items()) + ")"


#: What to install when the system has no font at all (a bare Debian has none).
FONT_PACKAGES = ("fonts-dejavu-core", "dejavu-sans-fonts")  # Debian/Ubuntu, Fedora


def check_fonts() -> str:
    """Text needs at least one system font (fontconfig): a bare system renders none."""
    from PySide6.QtGui import QFontDatabase

    families = QFontDatabase.families()
    if not families:
        debian, fedora = FONT_PACKAGES
        raise SelfTestError(f"no font installed: sudo apt install {debian} (Debian/Ubuntu) "
                            f"· sudo dnf install {fedora} (Fedora)")
    return f"{len(families)} font families"


def colour_count(image: QImage) -> int:
    """Distinct colours on a grid of sampled pixels of a QImage."""
    return len({image.pixel(x, y) for x in range(0, image.width(), SAMPLE_STEP)
                for y in range(0, image.height(), SAMPLE_STEP)})


def check_screens(app: QApplication) -> str:
    from desktop import games
    from desktop.gallery import snapshot

    shown = []
    for game in games.ORDER:
        ui = games.game_ui(game)
        if ui is None:
            raise SelfTestError(f"{game}: no screens registered")
        state = ui.gallery_states()[0]
        image = snapshot(app, state).toImage()
        if image.isNull() or colour_count(image) <= MIN_COLOURS:
            raise SelfTestError(f"{game}: screen {state.name} rendered blank")
        shown.append(f"{state.name} {image.width()}x{image.height()}")
    return "rendered " + ", ".join(shown)


def check_room_key() -> str:
    """The standby's sealed copy and the key's shares (issue 25): pycryptodome's native
    parts are in the bundle and work."""
    from net.room_key import RoomKey, combine, deal, new_token_key, open_sealed, seal

    key = RoomKey.fresh(1, new_token_key())
    if open_sealed(key.copy_key, seal(key, b"self-test", b"ctx"), b"ctx") != b"self-test":
        raise SelfTestError("room key: a sealed copy does not open")
    if combine(deal(key, 3, 2)[1:]) != key.material:
        raise SelfTestError("room key: the shares do not rebuild the key")
    return "AES-GCM and Shamir shares work"


async def check_lan_room() -> str:
    from net.client import Client
    from net.host import Host
    from net.lan_room import LanRoom

    host = Host(SELF_TEST_GAME, room_name="Self-test", language="en")
    lan = LanRoom(host, interface=LOOPBACK, advertise=True)
    try:
        ip, port = await lan.open()
        if lan.advert_error is not None:
            raise SelfTestError(f"LAN room not advertised: {lan.advert_error}")
        client = Client((ip, port), name="Self-test", reconnect=False)
        try:
            welcome = await client.connect()
        finally:
            await client.close()
        joined = len(host.room.seats)
    finally:
        await lan.close()
    if joined != 1:
        raise SelfTestError(f"LAN room: {joined} seats after one join")
    return (f"LAN room opened on {ip}:{port} as {lan.advertised_name!r}, joined "
            f"as seat {welcome.seat} (protocol {welcome.protocol}), closed")


def run_self_test(out: TextIO | None = None) -> int:
    out = out or sys.stdout
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop.qt_platform import EXIT_PLATFORM, check_platform

    failure = check_platform()  # a missing system library: say which, not a traceback
    if failure is not None:
        print(failure.message(), file=sys.stderr)
        return EXIT_PLATFORM
    import qasync
    from PySide6.QtCore import qInstallMessageHandler

    from desktop.qt_app import application

    def on_qt_message(_kind: object, _context: object, text: str) -> None:
        if text != OFFSCREEN_NOISE:
            print(text, file=sys.stderr)

    qInstallMessageHandler(on_qt_message)
    app = application([sys.argv[0]])
    app.setQuitOnLastWindowClosed(False)

    def step(name: str, run: Callable[[], str]) -> None:
        print(f"self-test: {name}: {run()}", file=out, flush=True)

    async def lan() -> str:
        return await check_lan_room()

    try:
        step("packs", check_packs)
        step("fonts", check_fonts)
        step("screens", lambda: check_screens(app))
        step("room key", check_room_key)
        step("lan", lambda: qasync.run(lan()))
    except SelfTestError as err:
        print(f"self-test: FAILED: {err}", file=out, flush=True)
        return EXIT_FAILED
    print("self-test: ok", file=out, flush=True)
    return EXIT_OK

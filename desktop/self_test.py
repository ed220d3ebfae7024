"""``palabre --self-test``: check a build without a person (issues 18 and 26, PX-DIST-1).

Runs offscreen, so it works on a build machine with no display. Each part is checked on
what the user would get, so an installation missing any of them fails here, not in a
user's hands:

1. packs: every built-in pack loads (an invalid one, or a game with none, fails);
2. translations: each language's shipped ``.qm`` loads and translates a known string
   (English to itself, the others to something else);
3. sound: every cue's WAV reads, and one plays to its end on miniaudio's null backend (no
   sound card needed; a bundle without ``_cffi_backend`` fails here);
4. icon: the app icon and the drop-down arrows draw (a file or Qt's SVG plugin missing);
5. fonts: at least one font, and every letter, digit and sign the rendered screens, the
   language names and the known strings show has a real glyph in some font, not the
   "missing glyph" box (tofu); the message names the font packages to install;
6. screens: one screen of each game (its first gallery state: a real session on the
   shipped packs) renders, not blank;
7. phone page and LAN room: a room opens on loopback (advertised over mDNS on 127.0.0.1)
   with its phone page, the page and its wire.js are fetched over HTTP, a real client
   joins, and both close (``web_error`` fails it).

Prints one line per part; every part runs, and the last line names each one that failed.
Exits 0 when all pass, 1 otherwise (3 when Qt cannot load at all: `desktop.qt_platform`
names the missing system libraries).
"""

from __future__ import annotations

import array
import os
import sys
import threading
import unicodedata
from collections.abc import Callable, Generator, Iterable
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from PySide6.QtGui import QFont, QImage
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
#: A string every catalogue translates (the main window's menu): (context, English).
KNOWN_STRING = ("MainWindow", "&Game")
#: Longer strings whose translations bring each language's own letters (é, ü, ñ…) to the
#: glyph check: the home screen's subtitle.
LETTERS_STRINGS = (KNOWN_STRING, ("HomeScreen", "Word games for the whole table"))
#: The cue played on the null device, and how long it may take (it lasts under a second).
PLAYED_CUE = "buzz"
PLAY_TIMEOUT_S = 10.0
#: How long the phone page's files may take to come back over loopback.
FETCH_TIMEOUT_S = 10.0
#: Glyph index 0 is a font's "missing glyph" (.notdef): the box drawn for a character no
#: font has.
NOTDEF = 0
#: Unicode categories whose characters must draw (letters, marks, digits, punctuation):
#: symbols (emoji) are left out, a font for them is not everywhere.
CHECKED_CATEGORIES = ("L", "M", "N", "P")
#: How many missing characters the message shows.
SHOWN_MISSING = 12


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


def font_hint() -> str:
    debian, fedora = FONT_PACKAGES
    return f"sudo apt install {debian} (Debian/Ubuntu) · sudo dnf install {fedora} (Fedora)"


def check_translations() -> str:
    """Each language's shipped ``.qm`` loads and translates `KNOWN_STRING`."""
    from PySide6.QtCore import QTranslator

    from desktop.i18n import LANGUAGES, SOURCE_LANGUAGE, qm_path

    context, source = KNOWN_STRING
    problems, shown = [], []
    for language in LANGUAGES:
        qm = qm_path(language)
        translator = QTranslator()
        if not translator.load(qm.name, str(qm.parent)):
            problems.append(f"{language}: {qm} missing or unreadable")
            continue
        text = translator.translate(context, source)
        if not text or (language != SOURCE_LANGUAGE) == (text == source):
            problems.append(f"{language}: {source!r} translated as {text!r}")
            continue
        shown.append(f"{language} {text!r}")
    if problems:
        raise SelfTestError("; ".join(problems))
    return f"{context} {source!r}: " + ", ".join(shown)


def known_strings() -> list[str]:
    """`LETTERS_STRINGS` in every language, and each language's own name: the letters the
    languages add (é, ß, ñ…) for the glyph check."""
    from PySide6.QtCore import QTranslator

    from desktop.i18n import LANGUAGES, NATIVE_NAMES, qm_path

    found = list(NATIVE_NAMES.values())
    for language in LANGUAGES:
        translator = QTranslator()
        if translator.load(qm_path(language).name, str(qm_path(language).parent)):
            found += [translator.translate(*known) or "" for known in LETTERS_STRINGS]
    return found


def _played_to_the_end(pcm: array.array[int],
                       done: threading.Event) -> Generator[array.array[int], int, None]:
    """miniaudio's feed: the cue, then silence; ``done`` is set once the cue is sent."""
    frames = yield array.array("h")
    position = 0
    while True:
        chunk = pcm[position:position + frames]
        position += frames
        if position >= len(pcm):
            done.set()
        chunk.extend([0] * (frames - len(chunk)))
        frames = yield chunk


def check_sound() -> str:
    """Every cue's WAV reads; `PLAYED_CUE` plays to its end on miniaudio's null backend."""
    from desktop.sound import CUES, cue_samples

    try:
        import miniaudio
    except ImportError as err:  # the bundle without _cffi_backend: every cue would raise
        raise SelfTestError(f"miniaudio cannot load: {type(err).__name__}: {err}") from err
    try:
        cues = {cue: cue_samples(cue) for cue in CUES}
    except (OSError, EOFError, ValueError) as err:
        raise SelfTestError(f"a cue cannot be read: {type(err).__name__}: {err}") from err
    samples, rate = cues[PLAYED_CUE]
    done = threading.Event()
    try:
        device = miniaudio.PlaybackDevice(
            output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=rate,
            backends=[miniaudio.Backend.NULL], app_name="Palabre self-test")
    except miniaudio.MiniaudioError as err:
        raise SelfTestError(f"miniaudio's null device does not open: {err}") from err
    try:
        feed = _played_to_the_end(samples, done)
        next(feed)
        device.start(feed)
        if not done.wait(PLAY_TIMEOUT_S):
            raise SelfTestError(f"{PLAYED_CUE} did not play within {PLAY_TIMEOUT_S:.0f} s")
    finally:
        device.close()
    seconds = len(samples) / rate
    return f"{len(cues)} cues read, {PLAYED_CUE} ({seconds:.2f} s) played on the null device"


ICON_SIZE = 64


def check_icon() -> str:
    """The app icon and the theme's drop-down arrows draw at `ICON_SIZE` px."""
    from PySide6.QtGui import QIcon

    from desktop.theme import THEMES
    from store.resources import app_icon, icons_dir

    paths = [app_icon()] + [icons_dir() / f"arrow-{way}-{theme}.svg"
                            for way in ("down", "up") for theme in THEMES]
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        raise SelfTestError(f"missing: {', '.join(missing)}")
    blank = [path.name for path in paths if QIcon(str(path)).pixmap(ICON_SIZE).isNull()]
    if blank:
        raise SelfTestError(f"cannot be drawn (Qt's SVG image plugin?): {', '.join(blank)}")
    return f"{app_icon().name} and {len(paths) - 1} arrows drawn at {ICON_SIZE} px"


def missing_glyphs(texts: Iterable[str], font: QFont) -> list[str]:
    """The characters of ``texts`` (in `CHECKED_CATEGORIES`) that no font on this system
    draws: laid out with ``font`` and Qt's fallbacks, they come out as glyph `NOTDEF`."""
    from PySide6.QtGui import QTextLayout

    missing = []
    for char in sorted(set("".join(texts))):
        if unicodedata.category(char)[0] not in CHECKED_CATEGORIES:
            continue
        layout = QTextLayout(char, font)
        layout.beginLayout()
        layout.createLine()
        layout.endLayout()
        runs = layout.glyphRuns()
        if not runs or any(NOTDEF in run.glyphIndexes() for run in runs):
            missing.append(char)
    return missing


def check_fonts(app: QApplication, texts: list[str]) -> str:
    """A real font, and a real glyph for every character ``texts`` show.

    With no font file at all, fontconfig still lists its aliases ("Sans Serif"…) and Qt
    draws every character as a box from no file: the font it resolves has no family.
    """
    from PySide6.QtGui import QFontDatabase, QFontInfo

    families = QFontDatabase.families()
    if not families or not QFontInfo(app.font()).family():
        raise SelfTestError(f"no font installed (text draws as boxes): {font_hint()}")
    missing = missing_glyphs(texts, app.font())
    if missing:
        shown = " ".join(f"U+{ord(c):04X} {c!r}" for c in missing[:SHOWN_MISSING])
        raise SelfTestError(f"{len(missing)} characters draw as boxes ({shown}), "
                            f"fonts found: {', '.join(families[:3])}: {font_hint()}")
    return (f"{len(families)} font families; {len(set(''.join(texts)))} distinct characters "
            "on screen, each with a glyph")


def colour_count(image: QImage) -> int:
    """Distinct colours on a grid of sampled pixels of a QImage."""
    return len({image.pixel(x, y) for x in range(0, image.width(), SAMPLE_STEP)
                for y in range(0, image.height(), SAMPLE_STEP)})


def check_screens(app: QApplication, texts: list[str]) -> str:
    """One screen per game renders, not blank; what they show is added to ``texts``."""
    from desktop import games
    from desktop.gallery import snapshot

    shown, blank = [], []
    for game in games.ORDER:
        ui = games.game_ui(game)
        if ui is None:
            raise SelfTestError(f"{game}: no screens registered")
        state = ui.gallery_states()[0]
        image = snapshot(app, state, texts=texts).toImage()
        if image.isNull() or colour_count(image) <= MIN_COLOURS:
            blank.append(f"{game}: screen {state.name} rendered blank")
        shown.append(f"{state.name} {image.width()}x{image.height()}")
    if blank:
        raise SelfTestError("; ".join(blank))
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


async def fetch_phone_page(port: int) -> str:
    """The page and wire.js over loopback HTTP, as a phone's browser asks for them."""
    import aiohttp

    from store.version import app_version

    base = f"http://{LOOPBACK}:{port}"
    timeout = aiohttp.ClientTimeout(total=FETCH_TIMEOUT_S)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        async with session.get(f"{base}/") as response:
            page = await response.text()
            if response.status != 200 or "<html" not in page.lower():
                raise SelfTestError(f"phone page: GET / answered {response.status}")
        async with session.get(f"{base}/wire.js") as response:
            wire = await response.text()
        if f'"{app_version()}"' not in wire:
            raise SelfTestError(f"phone page: wire.js does not carry version {app_version()}")
    return f"phone page served on {base}/ ({len(page)} characters, version {app_version()})"


async def check_lan_room() -> str:
    from net.client import Client
    from net.host import Host
    from net.lan_room import LanRoom

    host = Host(SELF_TEST_GAME, room_name="Self-test", language="en")
    lan = LanRoom(host, interface=LOOPBACK, advertise=True, web_port=0)
    try:
        ip, port = await lan.open()
        if lan.advert_error is not None:
            raise SelfTestError(f"LAN room not advertised: {lan.advert_error}")
        if lan.web is None or lan.web.port is None:
            raise SelfTestError(f"no phone page: {lan.web_error}")
        page = await fetch_phone_page(lan.web.port)
        client = Client((ip, port), name="Self-test", reconnect=False)
        try:
            welcome = await client.connect()
            joined = len(host.room.seats)  # its goodbye gives the seat up (the host reads it)
        finally:
            await client.close()
        if host.room.seats:
            raise SelfTestError("LAN room: the seat stayed after its player said goodbye")
    finally:
        await lan.close()
    if joined != 1:
        raise SelfTestError(f"LAN room: {joined} seats after one join")
    return (f"{page}; LAN room opened on {ip}:{port} as {lan.advertised_name!r}, joined "
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
    texts = known_strings()  # the screens add theirs; the fonts part checks them all
    failed = []

    def step(name: str, run: Callable[[], str]) -> None:
        try:
            print(f"self-test: {name}: {run()}", file=out, flush=True)
        except SelfTestError as err:
            print(f"self-test: {name}: FAILED: {err}", file=out, flush=True)
            failed.append(name)

    async def lan() -> str:
        return await check_lan_room()

    step("packs", check_packs)
    step("translations", check_translations)
    step("sound", check_sound)
    step("icon", check_icon)
    step("screens", lambda: check_screens(app, texts))
    step("fonts", lambda: check_fonts(app, texts))
    step("room key", check_room_key)
    step("phone page and LAN room", lambda: qasync.run(lan()))
    if failed:
        print(f"self-test: FAILED: {', '.join(failed)}", file=out, flush=True)
        return EXIT_FAILED
    print("self-test: ok", file=out, flush=True)
    return EXIT_OK

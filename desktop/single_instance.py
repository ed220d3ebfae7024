"""One Palabre window per user and data folder: a second start raises the first window.

Two windows on one profiles database would each keep their own idea of the profiles
(and of the backups' schedule), so the second start hands over instead: the first
instance holds a lock file in the data folder (`QLockFile`: a lock whose process died is
taken over) and listens on a local socket (`QLocalServer`: a Unix socket, a named pipe
on Windows) named after the user and the data folder. A later start that cannot take the
lock connects, asks the first window to come to the front, and exits 0.

Only the window takes part: ``--self-test`` and the headless host (``palabre host``) never
claim, so a running window does not block them (they keep their own files).
"""

from __future__ import annotations

import getpass
import hashlib
import logging
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from store import paths

log = logging.getLogger(__name__)

LOCK_FILE = "palabre.lock"
RAISE = b"raise\n"
#: How long a second start waits for the first to take its message.
CONNECT_MS = 2000


def server_name(data_dir: Path) -> str:
    """The local socket's name: one per user and data folder (short: Unix sockets have
    a ~100-byte path limit)."""
    key = f"{getpass.getuser()}\0{data_dir.resolve()}".encode()
    return f"palabre-{hashlib.sha256(key).hexdigest()[:16]}"


class SingleInstance(QObject):
    """`claim` at start; the first instance emits `sig_raise` when another start asks."""

    sig_raise = Signal()

    def __init__(self, data_dir: Path | None = None) -> None:
        super().__init__()
        self.data_dir = data_dir or paths.user_data_dir()
        self.name = server_name(self.data_dir)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """True: this is the first instance (it now listens). False: another one runs and
        was asked to raise its window."""
        lock = QLockFile(str(self.data_dir / LOCK_FILE))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            log.warning("single instance: no data folder (%s): not guarded", err)
            return True
        if not lock.tryLock(0):
            if lock.error() != QLockFile.LockError.LockFailedError:
                # Not another Palabre: the folder cannot be written. Run unguarded
                # rather than not at all (opening the profiles will say more).
                log.warning("single instance: cannot lock %s (%s): not guarded",
                            LOCK_FILE, lock.error().name)
                return True
            if not self._ask_first_to_raise():
                log.warning("another instance holds %s but does not answer", LOCK_FILE)
            return False
        self._lock = lock
        # Only the lock's holder gets here: removing a socket left by a crash is safe.
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            log.warning("single instance: cannot listen on %s: %s", self.name,
                        server.errorString())
        server.newConnection.connect(self._on_connection)
        self._server = server
        return True

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server.deleteLater()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def _ask_first_to_raise(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(CONNECT_MS):
            return False
        socket.write(RAISE)
        sent = socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return sent

    def _on_connection(self) -> None:
        # Each start sends one line and hangs up: read what is there; later bytes come
        # with readyRead. The sockets stay the server's children (no Python references:
        # a wrapper kept in a closure would free them a second time).
        assert self._server is not None
        while (peer := self._server.nextPendingConnection()) is not None:
            peer.readyRead.connect(self._on_ready_read)
            peer.disconnected.connect(peer.deleteLater)
            self._read(peer)

    def _on_ready_read(self) -> None:
        peer = self.sender()
        if isinstance(peer, QLocalSocket):
            self._read(peer)

    def _read(self, peer: QLocalSocket) -> None:
        if peer.bytesAvailable() and bytes(peer.readAll().data()).startswith(RAISE.strip()):
            log.info("another start asked for this window")
            self.sig_raise.emit()


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` restored and active (a window manager may only flash it)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()

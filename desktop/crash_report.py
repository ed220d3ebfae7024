"""Uncaught exceptions: logged, then shown in a dialog; the app keeps running.

PySide6 hands an exception raised in a slot (a button's handler) to ``sys.excepthook``
and goes on with the event loop; threads report to ``threading.excepthook`` and the
asyncio loop (qasync) to its exception handler. `CrashReporter` takes all three: the
traceback goes to the log file (`store.app_log`) and a `CrashDialog` says what happened,
where the log is, and copies the details for a bug report. One dialog at a time: a
further error while it is open is added to it. ``KeyboardInterrupt`` keeps Python's own
handling (Ctrl+C in a terminal).
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QPushButton, QWidget

from desktop.theme import scaled
from desktop.widgets.basics import PRIMARY, label, page_actions, page_layout, title_label
from store.version import app_version

if TYPE_CHECKING:
    import asyncio  # the loop's type only: asyncio loads after the first paint

    from desktop.gallery_registry import GalleryState

log = logging.getLogger(__name__)

DIALOG_WIDTH_PX = 640
DETAILS_LINES = 10

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def describe(error: BaseException) -> str:
    """One line for the user: the exception's type and message."""
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0]}" if text else type(error).__name__


class CrashDialog(QDialog):
    """What happened, the log file's path, the details and a button that copies them."""

    def __init__(self, parent: QWidget | None, log_path: Path | None) -> None:
        super().__init__(parent)
        self.setObjectName("crash_dialog")
        self.setMinimumWidth(scaled(DIALOG_WIDTH_PX))
        self.log_path = log_path
        self.errors: list[str] = []  # one-line summaries, oldest first
        self.reports: list[str] = []  # full tracebacks
        layout = page_layout(self)
        self.heading = title_label(self)
        self.message = label(self)
        self.where = label(self, "muted")
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(self)
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details.setMinimumHeight(self.details.fontMetrics().lineSpacing() * DETAILS_LINES)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setObjectName(PRIMARY)
        self.copy = QPushButton(self)
        self.buttons.addButton(self.copy, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy.clicked.connect(self.copy_details)
        self.buttons.rejected.connect(self.reject)
        for widget in (self.heading, self.message, self.where, self.details):
            layout.addWidget(widget)
        page_actions(self).addWidget(self.buttons)  # in view at any text size
        self.retranslate_ui()

    def add(self, summary: str, report: str) -> None:
        self.errors.append(summary)
        self.reports.append(report)
        self.details.setPlainText(self.report_text())
        self.retranslate_ui()

    def report_text(self) -> str:
        """What "Copy details" puts on the clipboard: versions, log path, tracebacks."""
        head = (f"Palabre {app_version()} · Python {sys.version.split()[0]} · "
                f"{sys.platform}\nLog: {self.log_path or '-'}\n")
        return head + "\n".join(self.reports)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.report_text())
        self.copy.setText(self.tr("Copied"))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Palabre: something went wrong"))
        self.heading.setText(self.tr("Something went wrong"))
        latest = self.errors[-1] if self.errors else ""
        text = self.tr("Palabre ran into an error it did not expect: {error}. It keeps "
                       "running; if a screen looks wrong, go back to the home screen or "
                       "restart Palabre.").format(error=latest)
        if len(self.errors) > 1:
            text += " " + self.tr("%n error(s) so far.", "", len(self.errors))
        self.message.setText(text)
        if self.log_path is None:
            self.where.setText(self.tr("No log file could be written: copy the details "
                                       "below for a bug report."))
        else:
            self.where.setText(self.tr("The details are also in the log file: {path}")
                               .format(path=self.log_path))
        self.copy.setText(self.tr("Copy details"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class CrashReporter(QObject):
    """Installs the hooks; shows (or adds to) one `CrashDialog` on the GUI thread."""

    #: (one-line summary, traceback): emitted from any thread, shown on the GUI thread.
    sig_crash = Signal(str, str)
    sig_shown = Signal(object)  # the dialog, once shown (tests)

    def __init__(self, parent_window: Callable[[], QWidget | None],
                 log_path: Path | None) -> None:
        super().__init__()
        self._parent_window = parent_window
        self.log_path = log_path
        self.dialog: CrashDialog | None = None
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        self.sig_crash.connect(self._show)  # queued when emitted from another thread

    def install(self) -> CrashReporter:
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        return self

    def uninstall(self) -> None:
        sys.excepthook = self._previous_hook
        threading.excepthook = self._previous_thread_hook

    def excepthook(self, kind: type[BaseException], error: BaseException,
                   tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous_hook(kind, error, tb)
            return
        self.report((kind, error, tb), "uncaught exception")

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return  # threading's own rule: a SystemExit ends the thread silently
        name = args.thread.name if args.thread is not None else "?"
        self.report((args.exc_type, args.exc_value, args.exc_traceback),
                    f"uncaught exception in thread {name}")

    def loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The asyncio loop's exception handler (a task's or callback's exception)."""
        error = context.get("exception")
        if not isinstance(error, Exception):
            log.error("asyncio: %s", context.get("message", context))
            return
        self.report((type(error), error, error.__traceback__),
                    f"asyncio: {context.get('message', 'exception')}")

    def report(self, exc_info: ExcInfo, what: str) -> None:
        log.error("%s (Palabre %s)", what, app_version(), exc_info=exc_info)
        details = "".join(traceback.format_exception(*exc_info))
        self.sig_crash.emit(describe(exc_info[1]), details)

    def _show(self, summary: str, details: str) -> None:
        if self.dialog is None:
            self.dialog = CrashDialog(self._parent_window(), self.log_path)
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog.destroyed.connect(self._forget_dialog)
        self.dialog.add(summary, details)
        self.dialog.show()  # not exec(): no nested event loop inside an exception hook
        self.dialog.raise_()
        self.sig_shown.emit(self.dialog)

    def _forget_dialog(self) -> None:
        self.dialog = None


#: The gallery's sample: a made-up error at a typical Linux log path.
SAMPLE_LOG = Path("/home/ana/.local/state/Palabre/log/palabre.log")
SAMPLE_TRACEBACK = ('Traceback (most recent call last):\n'
                    '  File "desktop/screens/setup.py", line 412, in _on_start\n'
                    '    self.sig_start.emit(self.model.settings())\n'
                    'RuntimeError: the deck is empty\n')


def _sample_dialog() -> CrashDialog:
    dialog = CrashDialog(None, SAMPLE_LOG)
    dialog.add("RuntimeError: the deck is empty", SAMPLE_TRACEBACK)
    return dialog


def gallery_states() -> list[GalleryState]:
    from PySide6.QtCore import QSize

    from desktop.gallery_registry import GalleryState

    return [GalleryState("crash-dialog", _sample_dialog, QSize(DIALOG_WIDTH_PX, 480))]

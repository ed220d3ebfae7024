"""`CrashSafetyBanner`: the hosting window's line about its room's crash-safe journal
(issue 27; `net.journal`).

Hidden while every change reaches the disk. The first write that fails shows "This room
is no longer crash-safe: <reason>" (the game goes on; a crash now would lose what was
not written), kept until dismissed ("OK"; a later write that works catches the journal
up, and a later failure shows it again); after a resume from a journal that could not
hold the last changes, it says how many were lost. Reasons are this app's words for the
usual faults (a full disk, a folder that cannot be written), else the system's own.
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from desktop.widgets.basics import button, label

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState

_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_DENIED = {errno.EACCES, errno.EPERM, errno.EROFS}


def reason_text(error: OSError | None) -> str:
    """Why a journal write failed, in the user's words."""
    if error is not None and error.errno in _FULL:
        return QCoreApplication.translate("CrashSafetyBanner", "the disk is full")
    if error is not None and error.errno in _DENIED:
        return QCoreApplication.translate("CrashSafetyBanner",
                                          "its folder cannot be written")
    if error is not None and error.strerror:
        return error.strerror
    return QCoreApplication.translate("CrashSafetyBanner", "the journal cannot be written")


class CrashSafetyBanner(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # The room is not crash-safe now, and the failed write's error.
        self.unsafe = False
        self.error: OSError | None = None
        # Changes a resume lost (the journal could not hold them), 0: none.
        self.lost = 0
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.message = label(self, "error")
        self.message.setWordWrap(True)
        self.ok_button = button(self)
        self.ok_button.clicked.connect(self.clear)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.ok_button)
        self.retranslate_ui()

    def show_unsafe(self, error: OSError | None) -> None:
        """The journal could not be written (``error``: why)."""
        self.unsafe, self.error = True, error
        self.retranslate_ui()

    def show_lost(self, changes: int) -> None:
        """A resumed room's journal missed its last ``changes`` (0: nothing lost)."""
        self.lost = changes
        self.retranslate_ui()

    def clear(self) -> None:
        self.unsafe, self.error, self.lost = False, None, 0
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.ok_button.setText(self.tr("OK"))
        parts = []
        if self.unsafe:
            parts.append(self.tr("This room is no longer crash-safe: {reason}. The game goes "
                                 "on, but if Palabre closed now, the last changes would be "
                                 "lost.").format(reason=reason_text(self.error)))
        if self.lost:
            parts.append(self.tr("The last %n change(s) could not be saved before Palabre "
                                 "closed: the game goes on from before them.", "", self.lost))
        text = " ".join(parts)
        self.message.setText(text)
        self.setAccessibleName(text)
        self.setVisible(bool(parts))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def gallery_states() -> list[GalleryState]:
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QVBoxLayout

    from desktop.gallery_registry import GalleryState, no_primary

    def make() -> QWidget:
        holder = QWidget()
        column = QVBoxLayout(holder)
        for error, lost in ((OSError(errno.ENOSPC, "No space left on device"), 0),
                            (OSError(errno.EACCES, "Permission denied"), 0), (None, 3)):
            banner = CrashSafetyBanner(holder)
            if error is not None:
                banner.show_unsafe(error)
            banner.show_lost(lost)
            column.addWidget(banner)
        column.addStretch(1)
        return holder

    return [GalleryState("crash-safety-banner", make, size=QSize(900, 280),
                         primary=no_primary("banners above the screen"))]

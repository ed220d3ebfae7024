"""The mouse wheel scrolls the page, not the drop-down under the pointer (issue 28).

Scrolling a setup page changed whichever drop-down or number box passed under the
pointer (90 s → 60 s, 90 → Unlimited). One application-wide event filter fixes it for
every screen and window: drop-downs and spin boxes take the focus by click or Tab only
(not by the wheel), and a wheel over one that has no focus goes to its parent, so the page
scrolls. A focused one still answers the wheel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox

GUARDED = (QComboBox, QAbstractSpinBox)


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if not isinstance(watched, GUARDED):
            return False
        if event.type() == QEvent.Type.Polish:
            # Qt's WheelFocus would hand the focus over before this filter sees the wheel.
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif event.type() == QEvent.Type.Wheel and not watched.hasFocus():
            # Up the parents until one takes it (the page's scroll area): Qt itself only
            # passes a spontaneous event on, and one sent from here is not.
            parent = watched.parentWidget()
            while parent is not None:
                event.ignore()
                QCoreApplication.sendEvent(parent, event)
                if event.isAccepted() or parent.isWindow():
                    break
                parent = parent.parentWidget()
            return True
        return False


_guard: WheelGuard | None = None


def guard_wheel(app: QApplication) -> None:
    """Install the guard on ``app`` (once: later calls do nothing)."""
    global _guard  # noqa: PLW0603 (one filter for the app's life)
    if _guard is None:
        _guard = WheelGuard(app)
        app.installEventFilter(_guard)


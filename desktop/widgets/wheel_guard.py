"""The mouse wheel scrolls the page, not the drop-down under the pointer (issue 28).

Scrolling a setup page changed whichever drop-down or number box passed under the
pointer (90 s → 60 s, 90 → Unlimited). One application-wide event filter fixes it for
every screen and window: drop-downs and spin boxes take the focus by click or Tab only
(not by the wheel), and a wheel over one that has no focus goes to its parent, so the page
scrolls. A focused one still answers the wheel.

The app installs it once its window has painted (`desktop.app`): a filter on the whole
application is a Python call for every event of every widget, Qt's own inner ones too
(~25 ms more for the first window's construction and paint, issue 30). The drop-downs
and spin boxes made before it get their focus policy then.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

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


def guard_wheel(app: QApplication, *made: QWidget) -> None:
    """Install the guard on ``app`` (once: a later call installs nothing more);
    ``made``: windows whose drop-downs and spin boxes were polished before it."""
    global _guard  # noqa: PLW0603 (one filter for the app's life)
    if _guard is None:
        _guard = WheelGuard(app)
        app.installEventFilter(_guard)
    for window in made:
        for kind in GUARDED:
            for widget in window.findChildren(kind):
                widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


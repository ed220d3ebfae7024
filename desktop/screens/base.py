"""Base classes of every screen (GUIDE §4).

* `ScreenBase`: builds its widgets in ``__init__``, sets every text in one
  ``retranslate_ui()`` (called again on ``QEvent.LanguageChange``: languages switch live),
  shows a view given to ``set_view(view)`` and emits ``sig_…`` intent signals. A screen
  never calls the core.
* `GameScreen`: a game's whole one-device flow, fed with `DeviceViews` (the table view
  plus the view of every seat played on this device) by the main window, whichever
  controller runs the game (PX-MODE-4).
* `TableWidget`: a game's table view for the TV window; it only ever gets ``view(None)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLayout, QWidget

from desktop.clock import Clock, monotonic_ms
from desktop.theme import table_stylesheet, table_unit
from desktop.widgets.join_panel import JoinInfo, JoinPanel

View = dict[str, Any]

#: A game's view shape: a `TypedDict` of core/<game>/view_types.py.
ViewT = TypeVar("ViewT")


def typed_view(view: View, shape: type[ViewT]) -> ViewT:
    """``view`` read as its game's `TypedDict` ``shape``: views cross `core.game` as plain
    dicts (`View`); a game's screen casts once where a view enters it, so its reads of
    ``view["…"]`` are checked. No check at run time (views are the core's own dicts)."""
    return cast(ViewT, view)


def typed_seats(seats: Mapping[int, View], shape: type[ViewT]) -> Mapping[int, ViewT]:
    """`typed_view` for a device's seat views (`DeviceViews.seats`): the same mapping."""
    return cast(Mapping[int, ViewT], seats)


@dataclass(frozen=True)
class DeviceViews:
    """What one device may show: a view with every public field, and its own seats' views.

    * One device, pass-and-play (``own_screen`` False): ``table`` is the table view and
      ``seats`` every seat; secrets go behind a privacy screen.
    * Several devices (``own_screen`` True): the device is its player's own screen.
      ``seats`` holds that one seat and ``table`` is the same seat's view (it has every
      public field of the table view, plus what this player may see): no privacy screen,
      and the screen shows "waiting for …" when another device has to act. Such a
      ``table`` never reaches a `TableWidget`: the table view window asks the runtime.
    """

    table: View
    seats: Mapping[int, View] = field(default_factory=dict)
    own_screen: bool = False

    @property
    def own_seat(self) -> int | None:
        """The seat this device plays on its own screen (None: pass-and-play)."""
        return next(iter(self.seats), None) if self.own_screen else None


class ScreenBase(QWidget):
    """Subclasses build their widgets, then call ``self.retranslate_ui()`` once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: View | None = None

    def retranslate_ui(self) -> None:
        """Set every visible text with ``self.tr()``. Override; keep it idempotent."""

    def set_view(self, view: View) -> None:
        """Show ``view`` (a plain dict from the core). Override `render_view`."""
        self.view = view
        self.render_view(view)

    def render_view(self, view: View) -> None:
        """Update widgets from ``view``; texts built from it are set here too."""

    def default_focus(self) -> QWidget | None:
        """The widget that takes keyboard focus when the screen is shown."""
        return None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.view is not None:
                self.render_view(self.view)
        super().changeEvent(event)


class GameScreen(ScreenBase):
    """A game's one-device flow. The game's ``bind`` connects its intents to a controller."""

    sig_home = Signal()
    sig_play_again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock: Clock = monotonic_ms
        self.views: DeviceViews | None = None

    def set_clock(self, clock: Clock) -> None:
        """The controller's clock: deadlines in views are read against it."""
        self.clock = clock

    def set_views(self, views: DeviceViews) -> None:
        self.views = views
        self.set_view(views.table)


class TableWidget(ScreenBase):
    """A game's public display for the table view window: gets ``view(None)`` only.

    Its sizes follow its window (a 720p projector, a 1080p or a 4K TV all fill the
    screen): on every resize `unit` becomes `theme.table_unit` of the new size, the type
    is restyled (`theme.table_stylesheet`) and `apply_unit` sets the pixel sizes
    (margins, badges, pictures). Sizes are written for 1920×1080: use `px`.

    ``join_panel`` (a `JoinPanel`, hidden until `show_join`): how to join the LAN room
    (QR code, short URL, join code). Each subclass places it in its own layout, where it
    covers nothing of the game; its sizes follow the unit here.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock: Clock = monotonic_ms
        self.unit = 0.0
        self.join_panel = JoinPanel(self)
        #: Each seat's chosen title, translated ("" for none): public (PX-PROF-3).
        self.titles: tuple[str, ...] = ()

    def show_join(self, info: JoinInfo | None) -> None:
        """Show how to join the room beside the game (None: hide it)."""
        self.join_panel.show_info(info)

    def set_titles(self, titles: tuple[str, ...]) -> None:
        """The players' titles to show under their names (the window sets them before
        each view; "" where a seat has none, or in a classroom)."""
        self.titles = titles

    def seat_title(self, seat: int) -> str:
        return self.titles[seat] if 0 <= seat < len(self.titles) else ""

    def set_clock(self, clock: Clock) -> None:
        self.clock = clock

    def px(self, size_at_1080: float) -> int:
        """A size in pixels given for a 1920×1080 window, at this window's size."""
        return max(1, round(size_at_1080 * (self.unit or 1.0)))

    def apply_unit(self, unit: float) -> None:
        """Set the pixel sizes for `unit`. Override (call ``self.px``)."""

    def event(self, event: QEvent) -> bool:
        layout = self.layout()
        if event.type() == QEvent.Type.Polish and layout is not None:
            # The window decides the size, the content follows it: a content minimum
            # must never grow the window (its type would then grow, and so on).
            layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
            self._fit()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        unit = table_unit(self.width(), self.height())
        if unit != self.unit:
            self.unit = unit
            self.setStyleSheet(table_stylesheet(unit))
            self.join_panel.apply_px(self.px)
            self.apply_unit(unit)

"""The look: one palette per theme, one stylesheet, a UI scale, team colours (PX-A11Y-1).

Widgets never hard-code colours or sizes: they set a ``role`` property (``title``,
``big``, ``card``…, see `ROLES`) and the stylesheet below styles each role, scaled by the
UI scale setting. Team colours come from the Okabe–Ito colour-blind-safe palette and always
travel with a shape (`TeamStyle.shape`) and a fill pattern, never alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from core.side_colours import SIDE_COLOURS
from store.resources import icons_dir

#: Small SVG arrows for drop-downs and spin boxes: a styled QComboBox draws no arrow
#: of its own (and Fusion's native one looks broken inside a styled frame).
ICONS_DIR = icons_dir()
THEMES = ("light", "dark")
DEFAULT_THEME = "light"
SCALE_CHOICES = (100, 125, 150, 175, 200)
DEFAULT_SCALE = 100

# Sizes at 100 %, in pixels: large type by default (PX-USE-1: read from a sofa).
BASE_FONT_PX = 17
TITLE_FONT_PX = 34
SUBTITLE_FONT_PX = 22
BIG_BUTTON_FONT_PX = 21
PADDING_PX = 10
RADIUS_PX = 10
# The table view is read from 4 m: everything there is this many times larger.
TABLE_VIEW_FACTOR = 2.2

#: Widget roles the stylesheet knows (set with `set_role`).
ROLES = ("title", "subtitle", "muted", "error", "big", "big-quiet", "big-alarm", "card",
         "table", "table-title", "table-big", "table-banner", "table-box", "table-note",
         "prompt")

# The table view window sizes its type from its own size (PX-MODE-3): these are the sizes
# in a 1920×1080 window; 1280×720 gets two thirds of them, a 4K TV twice as much.
TABLE_REFERENCE_PX = (1920, 1080)
TABLE_FONT_PX = {"base": 40, "big": 58, "title": 96, "banner": 104, "caption": 30}
TABLE_UNIT_STEP = 0.05  # restyle only when the size changes by this much
TABLE_UNIT_MIN = 0.25


@dataclass(frozen=True, slots=True)
class Colours:
    window: str
    surface: str
    text: str
    muted: str
    accent: str
    accent_text: str
    border: str
    error: str
    alarm: str  # Taboo's Buzz!: a button that must never be mistaken for Found
    alarm_text: str


LIGHT = Colours(window="#F5F2EC", surface="#FFFFFF", text="#1E1F24", muted="#55586A",
                accent="#0B6E69", accent_text="#FFFFFF", border="#CFC8BB", error="#B3261E",
                alarm="#B3261E", alarm_text="#FFFFFF")
DARK = Colours(window="#17191E", surface="#242731", text="#F1F2F5", muted="#AEB2BF",
               accent="#4CC3B5", accent_text="#0A1E1C", border="#3B3F4C", error="#FF8A80",
               alarm="#E5484D", alarm_text="#FFFFFF")
COLOURS = {"light": LIGHT, "dark": DARK}


@dataclass(frozen=True, slots=True)
class TeamStyle:
    """A side's look: colour plus a shape and a fill pattern, so colour never stands alone."""

    colour: str
    text_on: str
    shape: str  # "triangle", "circle", "square", "cross": drawn by `widgets.team.TeamBadge`
    pattern: Qt.BrushStyle


# Paul Tol's "vibrant" red beside Okabe–Ito's blue: they stay apart for every common
# colour-vision deficiency, and the team called Red looks red (Okabe–Ito's vermillion
# read as orange).
# (The colours live in core.side_colours: the phone page wears the same.)
TEAM_STYLES = {
    "red": TeamStyle(*SIDE_COLOURS["red"], "triangle", Qt.BrushStyle.BDiagPattern),
    "blue": TeamStyle(*SIDE_COLOURS["blue"], "circle", Qt.BrushStyle.Dense6Pattern),
    "neutral": TeamStyle(*SIDE_COLOURS["neutral"], "square", Qt.BrushStyle.NoBrush),
    "assassin": TeamStyle(*SIDE_COLOURS["assassin"], "cross", Qt.BrushStyle.DiagCrossPattern),
}


def set_role(widget: QWidget, role: str) -> QWidget:
    """Tag a widget for the stylesheet; re-polish so a role changed later shows too."""
    if role not in ROLES:
        raise ValueError(f"unknown style role {role!r}")
    widget.setProperty("role", role)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
    return widget


def px(size: float, scale: int) -> int:
    return round(size * scale / 100)


#: The text scale the app's stylesheet was last built with (`apply_theme`).
_applied = {"scale": DEFAULT_SCALE}


def current_scale() -> int:
    return _applied["scale"]


def scaled(size: float) -> int:
    """A size in pixels at 100 % text, at the text scale in use: fixed widths that hold
    text (a side panel, a button's minimum) grow with it, or 200 % text clips."""
    return px(size, current_scale())


def _icon(name: str, theme: str) -> str:
    return (ICONS_DIR / f"{name}-{theme}.svg").as_posix()


def stylesheet(theme: str, scale: int) -> str:
    c = COLOURS[theme]
    down, up = _icon("arrow-down", theme), _icon("arrow-up", theme)
    t = TABLE_VIEW_FACTOR
    return f"""
QWidget {{ font-size: {px(BASE_FONT_PX, scale)}px; color: {c.text}; }}
QMainWindow, QDialog, QStackedWidget > QWidget {{ background: {c.window}; }}
QLabel[role="title"] {{ font-size: {px(TITLE_FONT_PX, scale)}px; font-weight: 700; }}
QLabel[role="subtitle"] {{ font-size: {px(SUBTITLE_FONT_PX, scale)}px; font-weight: 600; }}
QLabel[role="muted"] {{ color: {c.muted}; }}
QLabel[urgent="true"] {{ color: {c.alarm}; }}
QLabel[role="error"] {{ color: {c.error}; font-weight: 600; }}
QLabel[role="prompt"] {{ font-size: {px(TITLE_FONT_PX * 1.2, scale)}px; font-weight: 700; }}
QFrame[role="card"] {{ background: {c.surface}; border: 1px solid {c.border};
    border-radius: {px(RADIUS_PX, scale)}px; }}
QFrame[role="card"] QLabel {{ background: transparent; }}
QPushButton {{ background: {c.surface}; border: 1px solid {c.border};
    border-radius: {px(RADIUS_PX * 0.7, scale)}px;
    padding: {px(PADDING_PX * 0.6, scale)}px {px(PADDING_PX * 1.4, scale)}px; }}
QPushButton:hover {{ border-color: {c.accent}; }}
QPushButton:focus {{ border: 2px solid {c.accent};
    padding: {px(PADDING_PX * 0.6, scale) - 1}px {px(PADDING_PX * 1.4, scale) - 1}px; }}
QPushButton:disabled {{ color: {c.muted}; }}
QPushButton[role="big"], QPushButton[role="big-quiet"], QPushButton[role="big-alarm"] {{
    background: {c.accent}; color: {c.accent_text}; border: 3px solid {c.accent};
    font-size: {px(BIG_BUTTON_FONT_PX, scale)}px; font-weight: 700;
    min-height: {px(BIG_BUTTON_FONT_PX * 1.5, scale)}px;
    padding: {px(PADDING_PX * 1.2, scale)}px {px(PADDING_PX * 2.4, scale)}px; }}
QPushButton[role="big-quiet"] {{ background: {c.surface}; color: {c.text};
    border: 3px solid {c.muted}; }}
QPushButton[role="big-alarm"] {{ background: {c.alarm}; color: {c.alarm_text};
    border: 3px solid {c.alarm}; }}
QPushButton[role="big"]:focus, QPushButton[role="big-quiet"]:focus,
QPushButton[role="big-alarm"]:focus {{ border: 3px solid {c.text}; }}
QPushButton[role="big"]:disabled, QPushButton[role="big-quiet"]:disabled,
QPushButton[role="big-alarm"]:disabled {{ background: {c.border}; color: {c.muted};
    border-color: {c.border}; }}
QLineEdit, QComboBox, QListWidget, QSpinBox {{ background: {c.surface};
    border: 1px solid {c.border}; border-radius: {px(RADIUS_PX * 0.5, scale)}px;
    padding: {px(PADDING_PX * 0.4, scale)}px; }}
QLineEdit:focus, QComboBox:focus, QListWidget:focus, QSpinBox:focus {{
    border: 2px solid {c.accent}; padding: {px(PADDING_PX * 0.4, scale) - 1}px; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right;
    width: {px(BASE_FONT_PX * 1.4, scale)}px; border: none; background: transparent; }}
QComboBox::down-arrow, QSpinBox::down-arrow {{ image: url({down}); }}
QSpinBox::up-arrow {{ image: url({up}); }}
QComboBox::down-arrow {{ width: {px(BASE_FONT_PX * 0.7, scale)}px;
    height: {px(BASE_FONT_PX * 0.7, scale)}px; }}
QSpinBox {{ padding-right: {px(BASE_FONT_PX * 1.4, scale)}px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border;
    width: {px(BASE_FONT_PX * 1.2, scale)}px; border: none; background: transparent; }}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-arrow, QSpinBox::down-arrow {{ width: {px(BASE_FONT_PX * 0.6, scale)}px;
    height: {px(BASE_FONT_PX * 0.6, scale)}px; }}
QCheckBox, QRadioButton {{ spacing: {px(PADDING_PX, scale)}px; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: {px(BASE_FONT_PX, scale)}px;
    height: {px(BASE_FONT_PX, scale)}px; }}
QCheckBox:focus, QRadioButton:focus {{ color: {c.accent}; }}
QScrollArea {{ border: none; background: transparent; }}
QScrollBar:vertical {{ background: {c.window}; width: {px(PADDING_PX * 1.2, scale)}px;
    margin: 0; border: none; }}
QScrollBar:horizontal {{ background: {c.window}; height: {px(PADDING_PX * 1.2, scale)}px;
    margin: 0; border: none; }}
QScrollBar::handle {{ background: {c.border}; border-radius: {px(PADDING_PX * 0.5, scale)}px;
    min-height: {px(PADDING_PX * 3, scale)}px; min-width: {px(PADDING_PX * 3, scale)}px; }}
QScrollBar::handle:hover {{ background: {c.muted}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QWidget[role="table"] {{ background: {c.window}; font-size: {px(BASE_FONT_PX * t, scale)}px; }}
QLabel[role="table-title"] {{ font-size: {px(TITLE_FONT_PX * t, scale)}px; font-weight: 700; }}
QLabel[role="table-big"] {{ font-size: {px(SUBTITLE_FONT_PX * t, scale)}px;
    font-weight: 600; }}
"""


def table_unit(width: int, height: int) -> float:
    """How large the table view's type is in a ``width``×``height`` window: 1.0 at
    1920×1080, whichever side is shorter in proportion decides (no overlap at 960×540,
    nothing at half size on a 4K TV)."""
    ratio = min(width / TABLE_REFERENCE_PX[0], height / TABLE_REFERENCE_PX[1])
    return max(TABLE_UNIT_MIN, round(ratio / TABLE_UNIT_STEP) * TABLE_UNIT_STEP)


def table_stylesheet(unit: float) -> str:
    """The table view's type at ``unit`` (`table_unit`): set on a `TableWidget`, it
    overrides the app's sizes for everything inside it."""
    size = {name: max(8, round(value * unit)) for name, value in TABLE_FONT_PX.items()}
    return f"""
QWidget {{ font-size: {size['base']}px; }}
QLabel[role="muted"] {{ font-size: {size['caption']}px; }}
QLabel[role="table-note"] {{ font-size: {size['caption']}px; font-weight: 600; }}
QLabel[role="table-big"] {{ font-size: {size['big']}px; font-weight: 600; }}
QLabel[role="table-title"] {{ font-size: {size['title']}px; font-weight: 700; }}
QLabel[role="table-banner"] {{ font-size: {size['banner']}px; font-weight: 800; }}
QFrame[role="card"] {{ border-radius: {max(4, round(14 * unit))}px; }}
"""


def palette(theme: str) -> QPalette:
    c = COLOURS[theme]
    pal = QPalette()
    for group_role, colour in (
        (QPalette.ColorRole.Window, c.window),
        (QPalette.ColorRole.WindowText, c.text),
        (QPalette.ColorRole.Base, c.surface),
        (QPalette.ColorRole.AlternateBase, c.window),
        (QPalette.ColorRole.Text, c.text),
        (QPalette.ColorRole.Button, c.surface),
        (QPalette.ColorRole.ButtonText, c.text),
        (QPalette.ColorRole.Highlight, c.accent),
        (QPalette.ColorRole.HighlightedText, c.accent_text),
        (QPalette.ColorRole.PlaceholderText, c.muted),
        (QPalette.ColorRole.ToolTipBase, c.surface),
        (QPalette.ColorRole.ToolTipText, c.text),
    ):
        pal.setColor(group_role, QColor(colour))
    return pal


def apply_theme(app: QApplication, theme: str, scale: int) -> None:
    """Install the palette and the stylesheet app-wide (live: every open window follows)."""
    if theme not in THEMES or scale not in SCALE_CHOICES:
        raise ValueError(f"theme {theme!r} / scale {scale!r} not allowed")
    sheet = stylesheet(theme, scale)
    _applied["scale"] = scale
    if app.styleSheet() == sheet:
        return  # restyling every widget is slow: only when something changed
    if app.style().name().casefold() != "fusion":
        app.setStyle("Fusion")  # the same look on every platform, and styleable to the pixel
    app.setPalette(palette(theme))
    app.setStyleSheet(sheet)

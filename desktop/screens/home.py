"""Home: pick a game (tagline, players, length), how to play, language, look, About;
host a game in a room on the LAN, or join one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core import registry
from desktop import games
from desktop.i18n import LANGUAGES, NATIVE_NAMES
from desktop.screens.base import ScreenBase
from desktop.settings import DEFAULT_VOLUME, VOLUME_CHOICES
from desktop.theme import SCALE_CHOICES, THEMES
from desktop.widgets.basics import (
    Card,
    ComboBox,
    ReflowLayout,
    big_button,
    button,
    label,
    page_layout,
    title_label,
)
from desktop.widgets.emoji import EmojiPicture

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.gallery_registry import GalleryState

PICTURE_PX = 96
#: From this text size the game cards stand one under the other (issue 28).
ONE_COLUMN_SCALE = 150


def play_name(game: str) -> str:
    """The object name of ``game``'s Play button (the home state's primary action)."""
    return f"play-{game}"


class GameCard(Card):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.picture = EmojiPicture(self, registry.descriptor(game).picture, side_px=PICTURE_PX)
        self.picture.setFixedSize(PICTURE_PX, PICTURE_PX)
        self.name = label(self, "subtitle", centred=True)
        self.tagline = label(self, centred=True)
        self.facts = label(self, "muted", centred=True)
        self.play_button = big_button(self)
        self.play_button.setObjectName(play_name(game))
        self.host_button = button(self)
        self.help_button = button(self)
        # Narrow (three cards in a row): the buttons under the texts. Wide (one card a
        # row, at large text): beside them, so the first card's Play is in view.
        sides = ReflowLayout()
        about = QVBoxLayout()
        about.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        for text in (self.name, self.tagline, self.facts):
            about.addWidget(text)
        about.addStretch(1)
        actions = QVBoxLayout()
        actions.addStretch(1)
        for action in (self.play_button, self.host_button, self.help_button):
            actions.addWidget(action)
        sides.addLayout(about, 1)
        sides.addLayout(actions, 1)
        self.body.addLayout(sides, 1)


class HomeScreen(ScreenBase):
    sig_play = Signal(str)
    sig_host = Signal(str)  # host this game in a room on the LAN
    sig_join = Signal()  # join a room on the LAN
    sig_make_pack = Signal()  # make or edit one's own word packs
    sig_help = Signal(str)
    sig_about = Signal()
    sig_table_view = Signal()
    sig_language = Signal(str)
    sig_theme = Signal(str)
    sig_scale = Signal(int)
    sig_volume = Signal(int)  # the sound cues' volume in percent (0: off)

    def __init__(self, language: str, theme: str, scale: int,
                 parent: QWidget | None = None, volume: int = DEFAULT_VOLUME) -> None:
        super().__init__(parent)
        layout = page_layout(self)
        self.title = title_label(self, centred=True)
        self.subtitle = label(self, "muted", centred=True)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        # Side by side; one under the other at large text (the cards then put their
        # buttons beside their texts: the first Play in view) or when they do not fit.
        grid = ReflowLayout(one_column_from=ONE_COLUMN_SCALE)
        grid.setSpacing(16)
        self.cards: dict[str, GameCard] = {}
        for game in games.GAMES:
            card = GameCard(game, self)
            card.play_button.clicked.connect(lambda _=False, g=game: self.sig_play.emit(g))
            card.host_button.clicked.connect(lambda _=False, g=game: self.sig_host.emit(g))
            card.help_button.clicked.connect(lambda _=False, g=game: self.sig_help.emit(g))
            grid.addWidget(card, 1)
            self.cards[game] = card
        # Cards keep their natural height, centred: no tall empty cards on a big screen.
        layout.addStretch(1)
        layout.addLayout(grid)
        self.join_button = button(self)  # a room hosted on another computer (LAN)
        self.join_button.clicked.connect(self.sig_join)
        self.make_pack_button = button(self)
        self.make_pack_button.clicked.connect(self.sig_make_pack)
        more = QHBoxLayout()
        more.addStretch(1)
        more.addWidget(self.join_button)
        more.addWidget(self.make_pack_button)
        more.addStretch(1)
        layout.addLayout(more)
        layout.addStretch(1)

        # Large text: two rows of two choices, or one choice a row; never sideways.
        bar = ReflowLayout()
        looks, sounds = ReflowLayout(), ReflowLayout()
        bar.addLayout(looks)
        bar.addLayout(sounds)
        self.language_label, self.language_box = self._combo(looks)
        for code in LANGUAGES:
            self.language_box.addItem(NATIVE_NAMES[code], code)
        self.language_box.setCurrentIndex(LANGUAGES.index(language))
        self.language_box.activated.connect(
            lambda i: self.sig_language.emit(self.language_box.itemData(i)))
        self.theme_label, self.theme_box = self._combo(looks)
        for name in THEMES:
            self.theme_box.addItem("", name)
        self.theme_box.setCurrentIndex(THEMES.index(theme))
        self.theme_box.activated.connect(
            lambda i: self.sig_theme.emit(self.theme_box.itemData(i)))
        self.scale_label, self.scale_box = self._combo(sounds)
        for percent in SCALE_CHOICES:
            self.scale_box.addItem(f"{percent} %", percent)
        self.scale_box.setCurrentIndex(SCALE_CHOICES.index(scale))
        self.scale_box.activated.connect(
            lambda i: self.sig_scale.emit(self.scale_box.itemData(i)))
        self.sound_label, self.sound_box = self._combo(sounds)
        for percent in VOLUME_CHOICES:
            self.sound_box.addItem("", percent)
        self.sound_box.setCurrentIndex(VOLUME_CHOICES.index(volume))
        self.sound_box.activated.connect(
            lambda i: self.sig_volume.emit(self.sound_box.itemData(i)))
        # The choices on one row, the buttons on the next: one row was wider than the
        # window in French, Spanish and Italian, and at large text in every language.
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.table_button = button(self)
        self.table_button.clicked.connect(self.sig_table_view)
        self.about_button = button(self)
        self.about_button.clicked.connect(self.sig_about)
        buttons.addWidget(self.table_button)
        buttons.addWidget(self.about_button)
        layout.addLayout(bar)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def _combo(self, bar: QBoxLayout) -> tuple[QLabel, QComboBox]:
        caption = label(self, wrap=False)
        combo = ComboBox(self)  # follows its texts: after a live switch "Dark" is "Scuro"
        caption.setBuddy(combo)
        pair = QHBoxLayout()
        pair.addWidget(caption)
        pair.addWidget(combo)
        pair.addStretch(1)
        bar.addLayout(pair)
        return caption, combo

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Palabre"))
        self.subtitle.setText(self.tr("Word games for the whole table"))
        for game, card in self.cards.items():
            name = games.title(game)
            card.name.setText(name)
            card.tagline.setText(games.tagline(game))
            card.facts.setText(self.tr("{players} · {duration}").format(
                players=games.players_text(game), duration=games.duration_text(game)))
            card.picture.setAccessibleName(name)
            card.play_button.setText(self.tr("Play"))
            card.play_button.setAccessibleName(self.tr("Play {game}").format(game=name))
            card.host_button.setText(self.tr("Host a room"))
            card.host_button.setAccessibleName(
                self.tr("Host {game} for players on other computers").format(game=name))
            card.help_button.setText(self.tr("How to play"))
            card.help_button.setAccessibleName(
                self.tr("How to play {game}").format(game=name))
        self.language_label.setText(self.tr("&Language"))
        self.theme_label.setText(self.tr("&Theme"))
        self.theme_box.setItemText(THEMES.index("light"), self.tr("Light"))
        self.theme_box.setItemText(THEMES.index("dark"), self.tr("Dark"))
        self.scale_label.setText(self.tr("Text &size"))
        self.sound_label.setText(self.tr("S&ound"))
        volumes = {0: self.tr("Off"), 35: self.tr("Quiet"), 70: self.tr("Medium"),
                   100: self.tr("Loud")}
        for index, percent in enumerate(VOLUME_CHOICES):
            self.sound_box.setItemText(index, volumes[percent])
        for box, caption in ((self.language_box, self.language_label),
                             (self.theme_box, self.theme_label),
                             (self.scale_box, self.scale_label),
                             (self.sound_box, self.sound_label)):
            box.setAccessibleName(caption.text().replace("&", ""))
        self.join_button.setText(self.tr("Join a room"))
        self.join_button.setToolTip(self.tr("Play in a room hosted on another computer"))
        self.make_pack_button.setText(self.tr("Make a pack"))
        self.make_pack_button.setToolTip(
            self.tr("Type your own words: a lesson's vocabulary, a family's jokes…"))
        self.table_button.setText(self.tr("Table view"))
        self.table_button.setToolTip(
            self.tr("A second window for a TV or projector, showing only public information"))
        self.about_button.setText(self.tr("About"))

    def default_focus(self) -> QPushButton:
        return self.cards[games.ORDER[0]].play_button


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState
    from desktop.gallery_support import current_language

    def home(theme: str) -> Callable[[], HomeScreen]:
        def factory() -> HomeScreen:
            return HomeScreen(current_language(), theme, 100)
        return factory

    # The first game's Play: at large text the cards stand one under the other and the
    # others come into view as the list scrolls.
    first = play_name(next(iter(games.GAMES)))
    return [GalleryState("home", home("light"), primary=first),
            GalleryState("home-dark", home("dark"), theme="dark", primary=first)]

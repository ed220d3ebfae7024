"""About and How-to-play: small dialogs built in code, translated live like every screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from desktop import games
from desktop.theme import scaled
from desktop.widgets.basics import PRIMARY, label, page_actions, page_layout, title_label
from desktop.widgets.emoji import EmojiPicture
from store import openmoji
from store.version import app_version

if TYPE_CHECKING:
    from desktop.gallery_registry import GalleryState

OPENMOJI_URL = "https://openmoji.org/"
DIALOG_WIDTH_PX = 640


class _Dialog(QDialog):
    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(scaled(DIALOG_WIDTH_PX))
        self.layout_ = page_layout(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setObjectName(PRIMARY)

    def finish(self) -> None:
        self.layout_.addStretch(1)
        page_actions(self).addWidget(self.buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None: ...

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class AboutDialog(_Dialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = EmojiPicture(self, "1F4AC", side_px=80)
        self.title = title_label(self, centred=True)
        self.versions = label(self, "muted", centred=True)
        self.credits = label(self, centred=True)
        self.openmoji = label(self, centred=True)
        self.openmoji.setTextFormat(Qt.TextFormat.RichText)
        self.openmoji.setOpenExternalLinks(True)
        self.licence = label(self, "muted", centred=True)
        self.layout_.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        for widget in (self.title, self.versions, self.credits, self.openmoji, self.licence):
            self.layout_.addWidget(widget)
        self.finish()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Palabre"))
        self.title.setText(self.tr("Palabre"))
        self.versions.setText(self.tr("Version {app} · Qt {qt} · PySide {pyside}").format(
            app=app_version(), qt=qVersion(), pyside=PySide6.__version__))
        self.credits.setText(self.tr(
            "Word-party games for one screen, a network or a TV: Spy Word, Around the Word "
            "and Codenames. Made by the Palabre team; free software under the GPL 3.0 or "
            "later."))
        self.openmoji.setText(self.tr(
            "Pictures: <a href=\"{url}\">OpenMoji</a>, the open-source emoji and icon "
            "project.").format(url=OPENMOJI_URL))
        self.licence.setText(self.tr("Licence of the pictures: {licence} ({url})").format(
            licence=openmoji.LICENCE, url=openmoji.LICENCE_URL))


class HelpDialog(_Dialog):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.title = title_label(self)
        self.layout_.addWidget(self.title)
        self.paragraphs = [label(self) for _ in games.help_text(game)]
        for paragraph in self.paragraphs:
            self.layout_.addWidget(paragraph)
        self.facts = label(self, "muted")
        self.layout_.addWidget(self.facts)
        self.finish()

    def retranslate_ui(self) -> None:
        name = games.title(self.game)
        self.setWindowTitle(self.tr("How to play {game}").format(game=name))
        self.title.setText(self.tr("How to play {game}").format(game=name))
        for widget, text in zip(self.paragraphs, games.help_text(self.game), strict=True):
            widget.setText(text)
        self.facts.setText(f"{games.players_text(self.game)} · {games.duration_text(self.game)}")


def gallery_states() -> list[GalleryState]:
    from functools import partial

    from PySide6.QtCore import QSize

    from desktop.gallery_registry import GalleryState

    size = QSize(DIALOG_WIDTH_PX, 560)
    states = [GalleryState("about", AboutDialog, size)]
    states += [GalleryState(f"help-{game}", partial(HelpDialog, game), size)
               for game in games.ORDER]
    return states

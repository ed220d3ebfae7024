"""The profiles screen (PX-PROF-1): every profile on this computer, a new one, a profile's
page, and the classroom setting that hides XP, levels and titles. A profile whose
statistics are damaged is named, with one recovery: reset its statistics (issue 27)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.profile_texts import refusal
from desktop.screens.base import ScreenBase
from desktop.screens.profile_editor import ProfileEditor
from desktop.screens.profile_page import ProfilePage
from desktop.settings import AppSettings
from desktop.widgets.basics import (
    Card,
    ReflowLayout,
    big_button,
    button,
    label,
    page_layout,
    title_label,
)
from desktop.widgets.player_card import PlayerCard
from store.profiles import Profile, ProfileError, ProfileStore

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.gallery_registry import GalleryState


class ProfilesScreen(ScreenBase):
    sig_back = Signal()

    def __init__(self, store: ProfileStore | None, app_settings: AppSettings,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.app_settings = app_settings
        self.page: ProfilePage | None = None
        outer = page_layout(self)
        header = QHBoxLayout()
        self.back_button = button(self)
        self.back_button.clicked.connect(self.back)
        self.title = title_label(self)
        header.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.title, 1)
        self.classroom_box = QCheckBox(self)
        self.classroom_box.setChecked(app_settings.classroom)
        self.classroom_box.toggled.connect(self._set_classroom)
        top = ReflowLayout()  # large text: the classroom box under the title
        top.addLayout(header, 1)
        top.addWidget(self.classroom_box, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(top)
        self.stack = QStackedWidget(self)
        outer.addWidget(self.stack, 1)
        self.list_page = QWidget(self.stack)
        column = QVBoxLayout(self.list_page)
        column.setContentsMargins(0, 0, 0, 0)
        self.hint = label(self.list_page, "muted")
        column.addWidget(self.hint)
        scroll = QScrollArea(self.list_page)
        scroll.setWidgetResizable(True)
        self.cards = QWidget(scroll)
        self.cards_box = QVBoxLayout(self.cards)
        scroll.setWidget(self.cards)
        column.addWidget(scroll, 1)
        footer = QHBoxLayout()
        self.status = label(self.list_page, "error")
        self.new_button = big_button(self.list_page)
        self.new_button.clicked.connect(self.new_profile)
        footer.addWidget(self.status, 1)
        footer.addWidget(self.new_button)
        column.addLayout(footer)
        self.stack.addWidget(self.list_page)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.back_button.setText(self.tr("Back"))
        self.title.setText(self.tr("Profiles"))
        self.classroom_box.setText(self.tr("Classroom: hide XP and titles"))
        self.new_button.setText(self.tr("New profile"))
        self.hint.setText(self.tr("Each player picks their profile when seated at the table: "
                                  "finished games give XP, titles and statistics.")
                          if self.store is not None else
                          self.tr("Profiles are not available: the profiles file could not "
                                  "be opened."))
        self.new_button.setEnabled(self.store is not None)
        self.refresh()

    @property
    def classroom(self) -> bool:
        return self.app_settings.classroom

    def refresh(self) -> None:
        while self.cards_box.count():
            item = self.cards_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for profile in self.store.profiles() if self.store else []:
            card = Card(self.cards)
            row = QHBoxLayout()
            # a damaged profile's level and title are unknown: shown as in a classroom
            row.addWidget(PlayerCard(profile, self.classroom or profile.damaged, card), 1)
            if profile.damaged:
                row.addWidget(self._damaged_notice(profile, card), 2)
            else:
                open_button = button(card)
                open_button.setText(self.tr("Open"))
                open_button.setAccessibleName(self.tr("Open {name}'s profile").format(
                    name=profile.name))
                open_button.clicked.connect(lambda _=False, p=profile.id: self.open_profile(p))
                row.addWidget(open_button, 0, Qt.AlignmentFlag.AlignVCenter)
            card.body.addLayout(row)
            self.cards_box.addWidget(card)
        self.cards_box.addStretch(1)
        if self.page is not None:
            self.page.show_profile(self.page.profile if self.store is None
                                   else self.store.get(self.page.profile.id), self.classroom)

    def _damaged_notice(self, profile: Profile, parent: QWidget) -> QWidget:
        """What a damaged profile shows instead of Open: what is wrong, and its recovery."""
        box = QWidget(parent)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        notice = label(box, "error")
        notice.setWordWrap(True)
        notice.setText(self.tr("The statistics of {name} are damaged and cannot be read. "
                               "No game is counted for this profile until they are "
                               "reset.").format(name=profile.name))
        row.addWidget(notice, 1)
        reset = button(box)
        reset.setText(self.tr("Reset statistics"))
        reset.setAccessibleName(self.tr("Reset the statistics of {name}").format(
            name=profile.name))
        reset.clicked.connect(lambda _=False, p=profile.id: self.reset_stats(p))
        row.addWidget(reset, 0, Qt.AlignmentFlag.AlignVCenter)
        return box

    # -- intents ----------------------------------------------------------------------
    def reset_stats(self, profile_id: str) -> None:
        """A damaged profile's statistics start again from nothing (its name, avatar and
        the ids of its games are kept)."""
        if self.store is None:
            return
        try:
            self.store.reset_stats(profile_id)
        except ProfileError as err:
            self.status.setText(refusal(err.code))
        self.refresh()

    def back(self) -> None:
        if self.page is not None:
            self._close_page()
            return
        self.sig_back.emit()

    def new_profile(self) -> Profile | None:
        if self.store is None:
            return None
        editor = ProfileEditor(self.store, None, self)
        editor.exec()
        self.refresh()
        return editor.saved

    def open_profile(self, profile_id: str) -> ProfilePage:
        assert self.store is not None
        self._close_page()
        page = ProfilePage(self.store.get(profile_id), self.classroom, self.stack)
        page.sig_edit.connect(self._edit)
        page.sig_choose_title.connect(self._choose_title)
        self.page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        return page

    def _close_page(self) -> None:
        if self.page is not None:
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
        self.stack.setCurrentWidget(self.list_page)
        self.refresh()

    def _edit(self) -> None:
        if self.store is None or self.page is None:
            return
        ProfileEditor(self.store, self.page.profile, self).exec()
        self.refresh()

    def _choose_title(self, title_id: str) -> None:
        if self.store is None or self.page is None:
            return
        try:
            self.store.edit(self.page.profile.id, title=title_id)
        except ProfileError as err:
            self.status.setText(refusal(err.code))
        self.refresh()

    def _set_classroom(self, on: bool) -> None:
        self.app_settings.classroom = on
        self.refresh()


#: What a first Taboo game can earn at once (issue 28 saw 8): the banner names two.
FIRST_TABOO_TITLES = ("tb_played_1", "tb_won_1", "tb_clean_1", "tb_big_1", "tb_photo_1",
                      "tb_photo_3", "tb_streak_3", "level_5")


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState, no_primary
    from desktop.gallery_support import sample_settings
    from desktop.profile_gallery import sample_store

    def screen(classroom: bool = False, page: bool = False, tab: int = 0,
               damaged: bool = False) -> Callable[[], ProfilesScreen]:
        def factory() -> ProfilesScreen:
            settings = sample_settings([])
            settings.classroom = classroom
            if damaged:
                from desktop.profile_gallery import damaged_store
                store, ids = damaged_store()
            else:
                store, ids = sample_store()
            made = ProfilesScreen(store, settings)
            if page:
                made.open_profile(ids[0]).tabs.setCurrentIndex(tab)
            return made
        return factory

    def editor() -> ProfileEditor:
        store, ids = sample_store()
        return ProfileEditor(store, store.get(ids[1]))

    def banner(titles: tuple[str, ...] = ("sw_spy_5", "sw_streak_5")) -> QWidget:
        from desktop.widgets.progress_banner import ProgressBanner
        from store.profiles import Applied
        store, ids = sample_store()
        page = QWidget()  # the banner as it sits above an end screen
        column = QVBoxLayout(page)
        made = ProgressBanner(page)
        column.addWidget(made)
        column.addStretch(1)
        alice, bruno = store.get(ids[0]), store.get(ids[1])
        made.show_progress([
            (alice, Applied(alice.id, 55, titles, 8, 9, False)),
            (bruno, Applied(bruno.id, 20, (), 3, 3, False))], classroom=False)
        return page

    def seated() -> QWidget:
        from desktop.gallery_support import sample_library
        from desktop.screens.setup import SetupScreen
        store, ids = sample_store()
        settings = sample_settings(["Dmitri", "Emma", "Farid"])
        made = SetupScreen("spyword", sample_library().packs("spyword", settings.language),
                           settings, profiles=store)
        for pid in ids[:2]:
            made.model.add_player(store.get(pid).name, pid)
        made.refresh()
        return made

    reading = no_primary("a profile's page to read; Back is in its header")
    return [
        GalleryState("profiles-list", screen()),
        GalleryState("profiles-list-damaged", screen(damaged=True)),
        GalleryState("profiles-end-banner", banner, primary=no_primary("a banner to read")),
        GalleryState("profiles-end-banner-many-titles", lambda: banner(FIRST_TABOO_TITLES),
                     primary=no_primary("a banner to read")),
        GalleryState("profiles-setup-seated", seated),
        GalleryState("profiles-page-stats", screen(page=True), primary=reading),
        GalleryState("profiles-page-titles", screen(page=True, tab=1), primary=reading),
        GalleryState("profiles-page-classroom", screen(classroom=True, page=True),
                     primary=reading),
        GalleryState("profiles-editor", editor),
    ]

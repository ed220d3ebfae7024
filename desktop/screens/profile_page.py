"""A profile's page (PX-PROF-1..3): the player's card, level and XP bar, statistics per
game, and every title, earned or locked with how to earn it; an earned title can be
chosen to show under the name. In a classroom, XP, level and titles are hidden."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QProgressBar,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.progress.stats import GAMES, value
from core.progress.titles import GROUPS, Title
from core.progress.xp import level_of
from desktop import games
from desktop.profile_texts import group_title, level_text, stat_rows, title_how, title_name
from desktop.screens.base import ScreenBase
from desktop.theme import set_role
from desktop.widgets.basics import Card, button, label
from desktop.widgets.player_card import PlayerCard
from store.profiles import Profile

BIG_AVATAR_PX = 88


class ProfilePage(ScreenBase):
    sig_edit = Signal()
    sig_choose_title = Signal(str)  # title id, "" for none

    def __init__(self, profile: Profile, classroom: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profile = profile
        self.classroom = classroom
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.card = PlayerCard(profile, classroom, self, avatar_px=BIG_AVATAR_PX)
        head.addWidget(self.card, 1)
        self.edit_button = button(self)
        self.edit_button.clicked.connect(self.sig_edit)
        head.addWidget(self.edit_button, 0, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(head)
        self.xp_bar = QProgressBar(self)
        self.xp_bar.setTextVisible(True)
        self.xp_next = label(self, "muted")
        outer.addWidget(self.xp_bar)
        outer.addWidget(self.xp_next)
        self.tabs = QTabWidget(self)
        outer.addWidget(self.tabs, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.edit_button.setText(self.tr("Edit name and picture"))
        self.show_profile(self.profile, self.classroom)

    def show_profile(self, profile: Profile, classroom: bool) -> None:
        self.profile, self.classroom = profile, classroom
        self.card.show_profile(profile, classroom)
        level = level_of(profile.stats.xp)
        self.xp_bar.setRange(0, level.needed)
        self.xp_bar.setValue(level.into)
        self.xp_bar.setFormat(self.tr("{level}: {into} / {needed} XP").format(
            level=level_text(level.level), into=level.into, needed=level.needed))
        self.xp_bar.setAccessibleName(self.xp_bar.format())
        self.xp_next.setText(self.tr("{xp} XP in all. {left} XP to the next level.").format(
            xp=profile.stats.xp, left=level.needed - level.into))
        for widget in (self.xp_bar, self.xp_next):
            widget.setVisible(not classroom)
        current = self.tabs.currentIndex()
        self.tabs.clear()
        self.tabs.addTab(self._scrolled(self._stats_page()), self.tr("Statistics"))
        if not classroom:
            for group, titles in GROUPS.items():
                earned = sum(t.earned_by(profile.stats) for t in titles)
                self.tabs.addTab(self._scrolled(self._titles_page(titles)),
                                 self.tr("{group} ({earned}/{total})").format(
                                     group=group_title(group), earned=earned,
                                     total=len(titles)))
        self.tabs.setCurrentIndex(max(0, min(current, self.tabs.count() - 1)))

    def _scrolled(self, page: QWidget) -> QScrollArea:
        scroll = QScrollArea(self.tabs)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(page)
        return scroll

    def _stats_page(self) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        stats = self.profile.stats
        for game in GAMES:
            card = Card(page)
            heading = label(card, "subtitle")
            heading.setText(games.title(game))
            card.body.addWidget(heading)
            grid = QGridLayout()
            grid.setColumnStretch(0, 1)
            for line, (key, text) in enumerate(stat_rows(game)):
                name = label(card)
                name.setText(text)
                number = label(card, wrap=False)
                number.setText(str(value(stats, key)))
                number.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(name, line, 0)
                grid.addWidget(number, line, 1)
            card.body.addLayout(grid)
            card.body.addStretch(1)
            row.addWidget(card, 1)
        return page

    def _titles_page(self, titles: tuple[Title, ...]) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setColumnStretch(1, 1)
        stats = self.profile.stats
        self.title_buttons: dict[str, QWidget] = getattr(self, "title_buttons", {})
        for line, title in enumerate(titles):
            earned = title.earned_by(stats)
            mark = label(page, wrap=False)
            mark.setText("★" if earned else "🔒")
            # The mark fills its cell (a lone emoji's size hint is shorter than its line)
            # and sits at the top, beside the title's name.
            mark.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            text = label(page)
            text.setText(f"{title_name(title)}\n{title_how(title)}")
            if not earned:
                set_role(text, "muted")
            grid.addWidget(mark, line, 0)
            grid.addWidget(text, line, 1)
            if earned:
                chosen = self.profile.title == title.id
                pick = button(page)
                pick.setText(self.tr("Shown on your card") if chosen
                             else self.tr("Show on my card"))
                pick.setEnabled(not chosen)
                pick.clicked.connect(lambda _=False, t=title.id: self.sig_choose_title.emit(t))
                self.title_buttons[title.id] = pick
                grid.addWidget(pick, line, 2)
            else:
                now, needed = title.progress(stats)
                progress = label(page, "muted", wrap=False)
                progress.setText(f"{now} / {needed}")
                grid.addWidget(progress, line, 2, Qt.AlignmentFlag.AlignRight)
        grid.setRowStretch(len(titles), 1)
        return page

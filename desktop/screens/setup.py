"""Game setup: players, teams, settings (allowed values only), duration, packs, Start.

Shows a `SetupModel`; every change re-runs the core's check, so a refusal shows at once,
translated, and Start stays disabled until the setup is valid. Start draws the content
from the ticked packs and emits ``sig_start(GameStart)``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.errors import SetupError
from core.packs import Pack
from desktop import content, games
from desktop.controller import GameStart
from desktop.profile_texts import title_name
from desktop.screens import setup_texts as texts
from desktop.screens.base import ScreenBase
from desktop.screens.setup_parts import PacksCard, SettingsCard
from desktop.settings import AppSettings
from desktop.setup_model import BLUE, MAX_NAME_LENGTH, RED, SetupModel
from desktop.theme import scaled, set_role
from desktop.widgets.basics import (
    Card,
    ComboBox,
    Label,
    ReflowLayout,
    big_button,
    button,
    label,
    page_actions,
    page_layout,
    set_tab_order,
    tab_stops,
    title_label,
)
from desktop.widgets.player_card import avatar_icon
from desktop.widgets.team import TeamBadge, team_heading, team_name
from store.packs import PackFile
from store.profiles import Profile, ProfileError, ProfileStore

if TYPE_CHECKING:
    from collections.abc import Callable

    from desktop.gallery_registry import GalleryState

SEED_BITS = 31
DEFAULT_PLAYER_COUNT = 4
PLAYER_LIST_MIN_PX = 150


class SetupScreen(ScreenBase):
    sig_start = Signal(object)  # GameStart
    sig_back = Signal()
    sig_profiles = Signal()  # open the profiles screen (make a profile to seat)

    def __init__(self, game: str, packs: tuple[Pack, ...], app_settings: AppSettings,
                 parent: QWidget | None = None, rng: random.Random | None = None,
                 profiles: ProfileStore | None = None,
                 broken: tuple[PackFile, ...] = ()) -> None:
        """``broken``: the game's pack files not offered, each with a problem."""
        super().__init__(parent)
        self.broken = broken
        self.profiles = profiles
        self.game = game
        self.packs = packs
        self.app_settings = app_settings
        self.rng = rng or random.SystemRandom()
        # First run: numbered stand-ins. A typed name takes the first stand-in's place
        # (five names typed make five players, not "Player 1–4" and five more).
        self.stand_ins: list[str] = [] if app_settings.last_players else [
            self.tr("Player {number}").format(number=i + 1) for i in range(DEFAULT_PLAYER_COUNT)]
        # Issue 28: the last game's players come back with the profiles they played with
        # (a profile deleted meanwhile is dropped: that name plays without one).
        known = {p.id for p in profiles.profiles()} if profiles is not None else set()
        self.model = SetupModel(game, app_settings.last_players or list(self.stand_ins),
                                [pid if pid in known else None
                                 for pid in app_settings.last_profiles])
        self.error: SetupError | None = None
        self.playable = games.game_ui(game) is not None
        self._build()
        self.retranslate_ui()
        self.refresh()

    # -- building ---------------------------------------------------------------------
    def _build(self) -> None:
        outer = page_layout(self)
        header = QHBoxLayout()
        self.back_button = button(self)
        self.back_button.clicked.connect(self.sig_back)
        self.title = title_label(self)
        header.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.title, 1)
        outer.addLayout(header)

        columns = ReflowLayout()  # one column when side by side does not fit
        columns.setSpacing(16)
        body = QWidget(self)  # the page scrolls (page_layout), the Start button stays
        body.setLayout(columns)
        outer.addWidget(body, 1)

        left = QVBoxLayout()
        left.addWidget(self._players_card(body))
        left.addStretch(1)
        columns.addLayout(left, 2)
        middle = QVBoxLayout()
        self.teams_card = Card(body)
        self.teams_box = QVBoxLayout()
        self.teams_heading = label(self.teams_card, "subtitle")
        self.teams_card.body.addWidget(self.teams_heading)
        self.teams_card.body.addLayout(self.teams_box)
        middle.addWidget(self.teams_card)
        middle.addStretch(1)
        self.teams_column = QWidget(body)
        self.teams_column.setLayout(middle)
        middle.setContentsMargins(0, 0, 0, 0)
        columns.addWidget(self.teams_column, 2)

        right = QVBoxLayout()
        self.settings_card = SettingsCard(self.model, body)
        self.settings_card.sig_changed.connect(self.refresh)
        self.setting_inputs = self.settings_card.inputs
        self.packs_card = PacksCard(self.game, self.packs, body, self.broken,
                                    app_settings=self.app_settings)
        self.packs_card.sig_changed.connect(self.refresh)
        self.pack_boxes = self.packs_card.boxes
        right.addWidget(self.settings_card)
        right.addWidget(self.packs_card)
        right.addStretch(1)
        columns.addLayout(right, 3)

        self.not_ready = label(self, "muted")
        self.not_ready.setVisible(not self.playable)
        outer.addWidget(self.not_ready)
        footer = QHBoxLayout()
        self.status = label(self, "error")
        self.duration = label(self, "muted", wrap=False)
        self.start_button = big_button(self)
        self.start_button.clicked.connect(self.start)
        footer.addWidget(self.status, 1)
        footer.addWidget(self.duration)
        footer.addWidget(self.start_button)
        page_actions(self).addLayout(footer)

    def _players_card(self, parent: QWidget) -> Card:
        card = Card(parent)
        self.players_heading = label(card, "subtitle")
        self.players_count = label(card, "muted")
        self.player_list = QListWidget(card)
        self.player_list.setMinimumHeight(scaled(PLAYER_LIST_MIN_PX))
        # Shift/Ctrl-click picks several players: "Remove selected" takes them all.
        self.player_list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.player_list.itemChanged.connect(self._renamed)
        self.name_edit = QLineEdit(card)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.returnPressed.connect(self._add)
        # Issue 28: at the player limit the field stays on and Enter says so; it never
        # hands the focus (and the next Enter) to "Remove selected".
        self.roster_note = RosterNote(card)
        self.name_edit.textEdited.connect(lambda _text: self.roster_note.clear())
        buttons = QHBoxLayout()
        self.add_button = button(card)
        self.add_button.clicked.connect(self._add)
        self.remove_button = button(card)
        self.remove_button.clicked.connect(self._remove)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        self.players_hint = label(card, "muted")
        for widget in (self.players_heading, self.players_count, self.player_list,
                       self.name_edit, self.roster_note):
            card.body.addWidget(widget)
        card.body.addLayout(buttons)
        # PX-PROF-1: each player picks their profile when seated at the table.
        seat_row = QHBoxLayout()
        self.profile_box = QComboBox(card)
        self.seat_profile_button = button(card)
        self.seat_profile_button.clicked.connect(self._seat_profile)
        seat_row.addWidget(self.profile_box, 1)
        seat_row.addWidget(self.seat_profile_button)
        self.profiles_button = button(card)
        self.profiles_button.clicked.connect(self.sig_profiles)
        self.profiles_button.setVisible(self.profiles is not None)
        buttons.insertWidget(2, self.profiles_button)
        self.profile_row = QWidget(card)
        self.profile_row.setLayout(seat_row)
        seat_row.setContentsMargins(0, 0, 0, 0)
        self.profile_row.setVisible(self.profiles is not None)
        card.body.addWidget(self.profile_row)
        card.body.addWidget(self.players_hint)
        return card

    # -- texts ------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.back_button.setText(self.tr("Back"))
        self.back_button.setAccessibleName(self.tr("Back to the game list"))
        self.title.setText(texts.title_for(self.game))
        self.players_heading.setText(self.tr("Players"))
        self.player_list.setAccessibleName(self.tr("Players"))
        self.name_edit.setPlaceholderText(self.tr("New player's name"))
        self.name_edit.setAccessibleName(self.tr("New player's name"))
        self.add_button.setText(self.tr("Add"))
        self.remove_button.setText(self.tr("Remove selected"))
        self.players_hint.setText(self.tr("Double-click a name (or press F2) to rename."))
        self.seat_profile_button.setText(self.tr("Seat"))
        self.profiles_button.setText(self.tr("Profiles…"))
        self.profile_box.setAccessibleName(self.tr("Profile to seat"))
        self.settings_card.retranslate_ui()
        self.packs_card.retranslate_ui()
        self.start_button.setText(self.tr("Start"))
        self.not_ready.setText(self.tr("This game's screens are not ready yet: it cannot "
                                       "be played in this version."))
        self.refresh()

    # -- model -> widgets -------------------------------------------------------------
    def refresh(self) -> None:
        model = self.model
        model.use_packs(self.chosen_packs())  # a user's smaller Taboo pack, TB-OPT-1
        self._fill_players()
        low, high = model.player_range()
        self.players_count.setText(texts.players_count_text(len(model.players), low, high))
        self.add_button.setEnabled(model.can_add())  # the field stays on (`_add`)
        self._fill_profiles()
        self.remove_button.setEnabled(bool(model.players))
        self.settings_card.refill()
        self._fill_teams()
        # Tab follows the screen, left to right: the team buttons are remade on every
        # change, which put them last (after Start) in the focus chain.
        set_tab_order([self.back_button, self.player_list, self.name_edit, self.add_button,
                       self.remove_button, *tab_stops(self.teams_card),
                       *tab_stops(self.settings_card), *tab_stops(self.packs_card),
                       self.start_button])
        minutes = model.estimated_minutes()
        self.duration.setText(self.tr("Estimated length: {duration}").format(
            duration=games.minutes_text(*minutes)))
        self.error = self._check()
        self.status.setText("" if self.error is None else texts.refusal_text(self.error))
        self.start_button.setEnabled(self.playable and self.error is None)

    def _check(self) -> SetupError | None:
        try:
            self.model.check()
            if not self.chosen_packs():
                raise SetupError(content.NO_PACK)
        except SetupError as exc:
            return exc
        return None

    def _profile(self, profile_id: str | None) -> Profile | None:
        if self.profiles is None or profile_id is None:
            return None
        try:
            return self.profiles.get(profile_id)
        except ProfileError:
            return None

    def _fill_profiles(self) -> None:
        """The profiles not seated yet, to pick from."""
        if self.profiles is None:
            return
        self.profile_box.clear()
        self.profile_box.addItem(self.tr("Pick a profile…"), None)
        for profile in self.profiles.profiles():
            if profile.id not in self.model.profiles:
                self.profile_box.addItem(avatar_icon(profile.avatar), profile.name, profile.id)
        free = self.profile_box.count() > 1 and self.model.can_add()
        self.profile_box.setEnabled(free)
        self.seat_profile_button.setEnabled(free)

    def _fill_players(self) -> None:
        self.player_list.blockSignals(True)
        current = self.player_list.currentRow()
        self.player_list.clear()
        for name, profile_id in zip(self.model.players, self.model.profiles, strict=True):
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            profile = self._profile(profile_id)
            if profile is not None:  # the chosen title under the name (PX-PROF-3)
                item.setIcon(avatar_icon(profile.avatar))
                title = title_name(profile.title_row)
                if title and not self.app_settings.classroom:
                    item.setToolTip(title)
                    item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, title)
            self.player_list.addItem(item)
        self.player_list.setCurrentRow(min(current, self.player_list.count() - 1))
        self.player_list.blockSignals(False)

    def _fill_teams(self) -> None:
        _clear_layout(self.teams_box)
        mode = self.model.team_mode
        self.teams_column.setVisible(mode is not None)
        if mode is None:
            return
        self.teams_heading.setText(self.tr("Teams") if mode == "teams" else self.tr("Roles"))
        self.team_buttons: dict[int, QPushButton] = {}
        self.spymaster_boxes: dict[str, QComboBox] = {}
        if mode == "teams":
            hint = label(self.teams_card, "muted")
            hint.setText(self.tr("Click a name to move that player to the other team."))
            self.teams_box.addWidget(hint)
            for team in (RED, BLUE):
                head = QHBoxLayout()
                head.addWidget(TeamBadge(team, self.teams_card))
                name = label(self.teams_card, "subtitle")
                name.setText(team_heading(team))
                head.addWidget(name, 1)
                self.teams_box.addLayout(head)
                for seat in self.model.members(team):
                    self.teams_box.addWidget(self._team_button(seat, team))
            shuffle = button(self.teams_card)
            shuffle.setText(self.tr("Shuffle the teams"))
            shuffle.clicked.connect(self._shuffle)
            self.shuffle_button = shuffle
            self.teams_box.addWidget(shuffle, 0, Qt.AlignmentFlag.AlignLeft)
        for team in self.model.spymaster_teams():
            self.teams_box.addLayout(self._spymaster_row(team, mode))
        if mode == "rivals":
            guesser = label(self.teams_card, "muted")
            guesser.setText(self.tr("The other player guesses for both spymasters."))
            self.teams_box.addWidget(guesser)

    def _team_button(self, seat: int, team: str) -> QPushButton:
        widget = button(self.teams_card)
        name = self.model.players[seat]
        master = self.model.has_spymasters and self.model.spymasters.get(team) == seat
        widget.setText(self.tr("{name} (spymaster)").format(name=name) if master else name)
        other = BLUE if team == RED else RED
        widget.setAccessibleName(self.tr("Move {name} to the {team}").format(
            name=name, team=team_name(other)))
        widget.clicked.connect(lambda _=False, s=seat: self._move(s))
        self.team_buttons[seat] = widget
        return widget

    def _spymaster_row(self, team: str, mode: str) -> QVBoxLayout:
        rows = QVBoxLayout()
        head = QHBoxLayout()
        caption = label(self.teams_card)
        caption.setText(self.tr("Spymaster") if mode == "one_team" else
                        self.tr("Spymaster of the {team}").format(team=team_name(team)))
        if mode != "one_team":
            head.addWidget(TeamBadge(team, self.teams_card))
        head.addWidget(caption, 1)
        combo = ComboBox(self.teams_card)
        candidates = (self.model.members(team) if mode == "teams"
                      else list(range(len(self.model.players))))
        for seat in candidates:
            combo.addItem(self.model.players[seat], seat)
        current = self.model.spymasters.get(team)
        if current in candidates:
            combo.setCurrentIndex(candidates.index(current))
        combo.setAccessibleName(caption.text())
        caption.setBuddy(combo)
        combo.activated.connect(
            lambda index, t=team, c=combo: self._set_spymaster(t, c.itemData(index)))
        self.spymaster_boxes[team] = combo
        rows.addSpacing(8)
        rows.addLayout(head)
        rows.addWidget(combo)
        return rows

    # -- intents ----------------------------------------------------------------------
    def _add(self) -> None:
        typed = self.name_edit.text().strip()
        if not self.model.can_add() and not (typed and any(
                name in self.stand_ins for name in self.model.players)):
            self.roster_note.setText(texts.game_full_text(self.model.player_range()[1]))
            self.name_edit.setFocus()  # the typed name stays, selected: the next
            self.name_edit.selectAll()  # name typed takes its place
            return
        self.roster_note.clear()
        stand_in = next((seat for seat, name in enumerate(self.model.players)
                         if name in self.stand_ins), None) if typed else None
        if stand_in is not None:
            self.model.rename(stand_in, typed)
        else:
            self.model.add_player(typed or self.tr("Player {number}").format(
                number=len(self.model.players) + 1))
        self.name_edit.clear()
        self.refresh()
        self.name_edit.setFocus()

    def _seat_profile(self) -> None:
        profile = self._profile(self.profile_box.currentData())
        if profile is not None:
            self.model.add_player(profile.name, profile.id)
            self.refresh()

    def _remove(self) -> None:
        rows = sorted({index.row() for index in self.player_list.selectedIndexes()},
                      reverse=True)
        if not rows and self.model.players:
            rows = [self.player_list.currentRow() if self.player_list.currentRow() >= 0
                    else len(self.model.players) - 1]
        for row in rows:  # from the last: the rows above keep their numbers
            self.model.remove_player(row)
        if rows:
            self.roster_note.clear()
            self.refresh()

    def _renamed(self, item: QListWidgetItem) -> None:
        self.model.rename(self.player_list.row(item), item.text())
        self.refresh()

    def _move(self, seat: int) -> None:
        self.model.move(seat)
        self.refresh()
        moved = self.team_buttons.get(seat)
        if moved is not None:
            moved.setFocus()

    def _shuffle(self) -> None:
        self.model.shuffle(random.Random(self.rng.random()))
        self.refresh()
        self.shuffle_button.setFocus()

    def _set_spymaster(self, team: str, seat: int) -> None:
        self.model.set_spymaster(team, seat)
        self.refresh()

    # -- start ------------------------------------------------------------------------
    def chosen_packs(self) -> list[Pack]:
        return self.packs_card.chosen()

    def start(self) -> None:
        """Draw the content and emit `GameStart`; a refusal is shown, not raised."""
        self.refresh()
        if self.error is not None or not self.playable:
            return
        rng = random.Random(self.rng.getrandbits(SEED_BITS))
        try:
            drawn = content.build_content(self.game, self.chosen_packs(), self.app_settings,
                                          rng)
        except SetupError as exc:
            self.error = exc
            self.status.setText(texts.refusal_text(exc))
            return
        self.sig_start.emit(GameStart(
            game=self.game, seats=tuple(self.model.players),
            settings=self.model.settings_dict(), content=drawn,
            seed=rng.getrandbits(SEED_BITS), identities=tuple(self.model.profiles)))

    def default_focus(self) -> QWidget:
        return self.start_button if self.start_button.isEnabled() else self.name_edit


class RosterNote(Label):
    """The roster's message ("The game is full"): shown only while it has a text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        set_role(self, "error")
        self.setVisible(False)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")


def _clear_layout(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()  # gone now, not at the next turn of the event loop
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            _clear_layout(inner)
            inner.deleteLater()


def gallery_states() -> list[GalleryState]:
    from desktop.gallery_registry import GalleryState
    from desktop.gallery_support import sample_library, sample_settings

    def make(game: str, players: list[str], tweak: Callable[[SetupScreen], None] | None = None,
             broken: tuple[PackFile, ...] = ()) -> Callable[[], SetupScreen]:
        def factory() -> SetupScreen:
            settings = sample_settings(players)
            language = settings.language
            screen = SetupScreen(game, sample_library().packs(game, language), settings,
                                 rng=random.Random(7), broken=broken)
            if tweak:
                tweak(screen)
            screen.refresh()
            return screen
        return factory

    def too_few(screen: SetupScreen) -> None:
        screen.model.remove_player(3)

    def competitive(screen: SetupScreen) -> None:
        screen.model.set_value("variant", "three_competitive")

    def full(screen: SetupScreen) -> None:  # Enter on a full roster (issue 28)
        while screen.model.can_add():
            screen.model.add_player(f"Pupil {len(screen.model.players) + 1}")
        screen.refresh()
        screen.name_edit.setText("Zoé")
        screen._add()

    six = ["Alice", "Bruno", "Chloé", "Dmitri", "Emma", "Farid"]
    return [
        GalleryState("setup-spyword", make("spyword", six)),
        GalleryState("setup-spyword-refused", make("spyword", six[:4], too_few)),
        GalleryState("setup-spyword-full", make("spyword", six, full)),
        GalleryState("setup-taboo", make("taboo", six)),
        GalleryState("setup-codenames", make("codenames", six)),
        GalleryState("setup-codenames-three", make("codenames", six[:3], competitive)),
        GalleryState("setup-codenames-broken-pack", make("codenames", six, None, (
            sample_broken_pack(),))),
    ]


def sample_broken_pack() -> PackFile:
    """A user's Codenames pack of 10 words, as the library reads it: not offered."""
    from pathlib import Path

    from core.packs import PackProblem

    source = "codenames/en/lesson.toml"
    return PackFile(Path(source), source, None, (PackProblem(
        source, 'field "words"', "words.too_few", "a Codenames list needs at least 25 words "
        "(one 5x5 board), this one has 10"),))

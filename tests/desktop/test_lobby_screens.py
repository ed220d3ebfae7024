"""LAN screens: host setup, lobby, join, connection banner (PX-NET-1/2/3/4, PX-MODE-2/3,
TB-OPT-4). Widgets only: every test checks the intent a click emits or the text shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from desktop.net_texts import net_text
from desktop.screens.host_setup import HostChoice, HostSetupScreen
from desktop.screens.join import JoinRequest, JoinScreen, sample_rooms
from desktop.screens.lobby import SAMPLE_CODE, LobbyScreen, sample_lobby
from desktop.widgets.connection import ConnectionBanner
from desktop.widgets.qr import QrCode
from net.joincode import encode_join_code
from net.protocol import PROTOCOL_VERSION
from store.packs import PackLibrary
from tests.helpers.qr_read import read_qr

LIBRARY = PackLibrary.load()
LEFT = Qt.MouseButton.LeftButton


def type_text(widget, text):
    """GUIDE §6: QKeyEvents carrying the text, not keyClicks (which aborts on é)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                     char))


# -- host setup ---------------------------------------------------------------------------
def make_host_setup(qtbot, app_settings, game="spyword", host_name="anna-laptop"):
    screen = HostSetupScreen(game, LIBRARY.packs(game, "en"), app_settings,
                             host_name=host_name)
    qtbot.addWidget(screen)
    screen.show()
    return screen


def test_host_and_play_emits_the_choice_and_remembers_the_name(qtbot, app_settings):
    app_settings.player_name = "Anna"
    screen = make_host_setup(qtbot, app_settings, "taboo")
    assert screen.room_edit.text() == "Room of anna-laptop"
    assert screen.name_edit.text() == "Anna"
    screen.name_edit.clear()
    type_text(screen.name_edit, "Zoé")
    with qtbot.waitSignal(screen.sig_open) as blocker:
        qtbot.mouseClick(screen.open_button, LEFT)
    choice = blocker.args[0]
    assert isinstance(choice, HostChoice)
    assert (choice.room_name, choice.game, choice.role, choice.player_name) == (
        "Room of anna-laptop", "taboo", "play", "Zoé")
    assert choice.settings == {"cards_per_team": 30}
    # issue 31: every pack ticked but the junior one (a family ticks it for children)
    assert choice.packs == tuple(p for p in LIBRARY.packs("taboo", "en")
                                 if p.audience != "junior")
    assert app_settings.player_name == "Zoé"


def test_host_for_the_table_plays_no_seat(qtbot, app_settings):  # PX-MODE-3
    screen = make_host_setup(qtbot, app_settings, "codenames")
    screen.name_edit.clear()
    assert not screen.open_button.isEnabled()  # a player needs a name...
    screen.table_radio.click()
    assert screen.open_button.isEnabled() and not screen.name_edit.isEnabled()
    screen.settings_card.inputs["variant"].setCurrentIndex(1)
    screen.settings_card.inputs["variant"].activated.emit(1)
    with qtbot.waitSignal(screen.sig_open) as blocker:
        qtbot.mouseClick(screen.open_button, LEFT)
    choice = blocker.args[0]
    assert choice.role == "table" and choice.player_name is None
    assert choice.settings["variant"] == screen.settings_card.inputs["variant"].itemData(1)
    assert set(choice.settings) == {"variant", "turn_timer_s"}  # nothing lobby-made


def test_host_setup_leaves_count_dependent_settings_to_the_core(qtbot, app_settings):
    screen = make_host_setup(qtbot, app_settings, "spyword")  # SW-ROLE-7
    assert "spies" not in screen.settings_card.inputs
    assert "ghost" not in screen.settings_card.inputs
    assert "spies" not in screen.choice().settings
    assert "discussion_s" in screen.choice().settings


def test_host_setup_refuses_a_blank_room_name_and_no_pack(qtbot, app_settings):
    app_settings.player_name = "Anna"
    screen = make_host_setup(qtbot, app_settings, "spyword", host_name="")
    assert screen.room_edit.text() == "Palabre"
    screen.room_edit.clear()
    screen.room_edit.textEdited.emit("")
    assert screen.status.text() == "Give the room a name."
    assert not screen.open_button.isEnabled()
    type_text(screen.room_edit, "Salon")
    for box in screen.packs_card.boxes:
        box.setChecked(False)
    assert screen.status.text() == "Tick at least one pack."
    with qtbot.assertNotEmitted(screen.sig_open):
        screen.open_room()


def test_host_setup_back(qtbot, app_settings):
    screen = make_host_setup(qtbot, app_settings)
    with qtbot.waitSignal(screen.sig_back):
        qtbot.mouseClick(screen.back_button, LEFT)


def test_room_name_follows_the_language_until_edited(qtbot, app_settings, translations):
    screen = make_host_setup(qtbot, app_settings)
    translations.switch("fr")
    assert screen.room_edit.text() != "Room of anna-laptop"
    assert "anna-laptop" in screen.room_edit.text()
    type_text(screen.room_edit, "!")
    edited = screen.room_edit.text()
    translations.switch("en")
    assert screen.room_edit.text() == edited


# -- lobby --------------------------------------------------------------------------------
NAMES = ["Anna", "Bruno", "Chloé", "Dmitri", "Emma", "Farid"]


def make_lobby(qtbot, lobby, my_seat=0, is_host=True, qr_text="palabre://join/x"):
    screen = LobbyScreen()
    qtbot.addWidget(screen)
    screen.show_lobby(lobby, join_code=SAMPLE_CODE, address="192.168.1.20:4747",
                      qr_text=qr_text, my_seat=my_seat, is_host=is_host)
    screen.show()
    return screen


def test_lobby_shows_code_address_count_and_markers(qtbot):
    lobby = sample_lobby("spyword", NAMES[:5], disconnected=(3,), ready=(1,))
    screen = make_lobby(qtbot, lobby)
    assert screen.code_label.text() == SAMPLE_CODE
    assert screen.address_label.text() == "Address: 192.168.1.20:4747"
    assert screen.players_count.text() == "5 players (4–12)"
    names = [screen.rows.itemAt(i).widget().accessibleName() for i in range(5)]
    assert names == ["Anna · host", "Bruno · ready", "Chloé", "Dmitri · disconnected, seat kept",
                     "Emma"]
    assert screen.start_button.isEnabled()
    assert not screen.shuffle_button.isVisibleTo(screen)  # Spy Word has no teams
    assert (0, "kick") not in screen.row_buttons  # the host does not kick themself


def test_a_gone_player_s_seat_shows_its_release_countdown(qtbot):
    # issue 13 (ghost seats): the host sees when a disconnected player's seat is freed.
    lobby = sample_lobby("spyword", NAMES[:5], disconnected=(3,), releasing=(3,))
    screen = make_lobby(qtbot, lobby)
    row = screen.rows.itemAt(3).widget()
    assert row.accessibleName() == "Dmitri · disconnected, seat freed in 42 s"
    assert screen._countdown.isActive()
    screen._release_at[3] -= 30  # as if 30 s went by: the tick rewrites only the label
    screen._tick_countdown()
    assert screen._details[3].text() == "disconnected, seat freed in 12 s"
    screen.show_lobby(sample_lobby("spyword", NAMES[:5], disconnected=(3,)),
                      join_code=SAMPLE_CODE, address="", qr_text="", my_seat=0, is_host=True)
    assert not screen._countdown.isActive()  # no countdown: the timer stops
    assert screen.rows.itemAt(3).widget().accessibleName().endswith("seat kept")


def test_start_follows_the_lobby_rules(qtbot):
    screen = make_lobby(qtbot, sample_lobby("spyword", NAMES[:3]))
    assert not screen.start_button.isEnabled()
    assert screen.start_note.text() == "Spy Word needs 4 to 12 players."
    screen.show_lobby(sample_lobby("spyword", NAMES[:4]), join_code=SAMPLE_CODE,
                      address="", qr_text="", my_seat=0, is_host=True)
    assert screen.start_button.isEnabled() and screen.start_note.text() == ""
    with qtbot.waitSignal(screen.sig_start):
        qtbot.mouseClick(screen.start_button, LEFT)


def test_host_moves_kicks_shuffles_and_locks(qtbot):  # TB-OPT-3/4
    lobby = sample_lobby("taboo", NAMES)
    screen = make_lobby(qtbot, lobby)
    team = lobby.seats[1].team
    other = "blue" if team == "red" else "red"
    with qtbot.waitSignal(screen.sig_move) as blocker:
        qtbot.mouseClick(screen.row_buttons[(1, "move")], LEFT)
    assert blocker.args == [1, other, None]
    with qtbot.waitSignal(screen.sig_kick) as blocker:
        qtbot.mouseClick(screen.row_buttons[(2, "kick")], LEFT)
    assert blocker.args == [2]
    with qtbot.waitSignal(screen.sig_shuffle):
        qtbot.mouseClick(screen.shuffle_button, LEFT)
    assert screen.lock_button.text() == "Lock the room"
    with qtbot.waitSignal(screen.sig_lock) as blocker:
        qtbot.mouseClick(screen.lock_button, LEFT)
    assert blocker.args == [True]
    screen.show_lobby(sample_lobby("taboo", NAMES, locked=True), join_code=SAMPLE_CODE,
                      address="", qr_text="", my_seat=0, is_host=True)
    assert screen.lock_button.text() == "Unlock the room"
    assert screen.locked_label.text() == "Locked: no new players can join."
    with qtbot.waitSignal(screen.sig_lock) as blocker:
        qtbot.mouseClick(screen.lock_button, LEFT)
    assert blocker.args == [False]


def test_host_makes_spymasters_and_guessers(qtbot):  # CN-SET-1
    lobby = sample_lobby("codenames", NAMES)
    screen = make_lobby(qtbot, lobby)
    guesser = next(s for s, seat in enumerate(lobby.seats) if seat.role is None)
    master = next(s for s, seat in enumerate(lobby.seats) if seat.role == "spymaster")
    assert screen.row_buttons[(guesser, "role")].text() == "Make spymaster"
    with qtbot.waitSignal(screen.sig_move) as blocker:
        qtbot.mouseClick(screen.row_buttons[(guesser, "role")], LEFT)
    assert blocker.args == [guesser, lobby.seats[guesser].team, "spymaster"]
    with qtbot.waitSignal(screen.sig_move) as blocker:
        qtbot.mouseClick(screen.row_buttons[(master, "role")], LEFT)
    assert blocker.args == [master, lobby.seats[master].team, None]


def test_player_chooses_their_own_team_and_leaves(qtbot):  # TB-OPT-4
    lobby = sample_lobby("codenames", NAMES)
    screen = make_lobby(qtbot, lobby, my_seat=3, is_host=False)
    assert not screen.start_button.isVisibleTo(screen)
    assert not screen.lock_button.isVisibleTo(screen)
    assert screen.row_buttons == {}
    assert screen.choose_row.isVisibleTo(screen)
    box = screen.choose_box
    options = [box.itemData(i) for i in range(box.count())]
    assert options == [("red", None), ("red", "spymaster"), ("blue", None),
                       ("blue", "spymaster")]
    assert box.currentData() == (lobby.seats[3].team, lobby.seats[3].role)
    with qtbot.waitSignal(screen.sig_choose) as blocker:
        box.activated.emit(1)
    assert blocker.args == ["red", "spymaster"]
    assert screen.leave_button.text() == "Leave"
    with qtbot.waitSignal(screen.sig_leave):
        qtbot.mouseClick(screen.leave_button, LEFT)


def test_spyword_player_has_no_team_choice(qtbot):
    screen = make_lobby(qtbot, sample_lobby("spyword", NAMES), my_seat=2, is_host=False)
    assert not screen.choose_row.isVisibleTo(screen)


def test_a_refusal_shows_until_the_lobby_changes(qtbot):
    lobby = sample_lobby("taboo", NAMES)
    screen = make_lobby(qtbot, lobby)
    screen.show_status(net_text("room.team.unknown"))
    assert screen.status.text() == "This game has no such team."
    screen.show_lobby(lobby, join_code=SAMPLE_CODE, address="", qr_text="", my_seat=0,
                      is_host=True)
    assert screen.status.text() == "This game has no such team."
    screen.show_lobby(sample_lobby("taboo", NAMES[:5]), join_code=SAMPLE_CODE, address="",
                      qr_text="", my_seat=0, is_host=True)
    assert screen.status.text() == ""


def test_the_qr_code_reads_back(qtbot, tmp_path):  # PX-NET-2
    text = "palabre://join/" + encode_join_code("192.168.1.20", 4747, "a1b2c")
    screen = make_lobby(qtbot, sample_lobby("taboo", NAMES), qr_text=text)
    screen.resize(1100, 760)
    QApplication.processEvents()
    assert screen.qr.isVisible()
    picture = tmp_path / "qr.png"
    assert screen.qr.grab().save(str(picture))
    decoded = read_qr(picture)
    assert decoded == text


def test_qr_widget_shows_nothing_without_text(qtbot):
    qr = QrCode()
    qtbot.addWidget(qr)
    assert qr.modules == 0
    qr.set_text("hello")
    assert qr.modules == 21 + 8  # version 1 and the quiet zone


# -- join ---------------------------------------------------------------------------------
def make_join(qtbot, app_settings, rooms=True):
    app_settings.player_name = "Bruno"
    screen = JoinScreen(app_settings)
    qtbot.addWidget(screen)
    if rooms:
        for room in sample_rooms():
            screen.add_room(room)
    screen.show()
    return screen


def room_item(screen, service):
    for i in range(screen.room_list.count()):
        item = screen.room_list.item(i)
        if item.data(Qt.ItemDataRole.UserRole).startswith(service):
            return item
    return None


def test_join_a_room_found_on_the_network(qtbot, app_settings):  # PX-NET-1
    screen = make_join(qtbot, app_settings)
    screen.room_list.setCurrentItem(room_item(screen, "salon"))
    with qtbot.waitSignal(screen.sig_join) as blocker:
        qtbot.mouseClick(screen.join_room_button, LEFT)
    assert blocker.args == [JoinRequest(target="192.168.1.20:4747", name="Bruno",
                                        role="player", room_id="a1b2c")]


def test_a_room_of_another_version_is_greyed_with_the_reason(qtbot, app_settings):
    screen = make_join(qtbot, app_settings)  # PX-NET-3
    item = room_item(screen, "old")
    assert not item.flags() & Qt.ItemFlag.ItemIsEnabled
    assert (f"made by another version of palabre (protocol {PROTOCOL_VERSION + 1})"
            in item.text().lower())
    screen.room_list.setCurrentItem(item)
    assert screen.selected_room() is None
    with qtbot.assertNotEmitted(screen.sig_join):
        screen.join_selected()


def test_rooms_come_and_go(qtbot, app_settings):
    screen = make_join(qtbot, app_settings, rooms=False)
    assert screen.room_list.count() == 0 and not screen.join_room_button.isEnabled()
    rooms = sample_rooms()
    screen.add_room(rooms[0])
    assert screen.join_room_button.isEnabled()
    from dataclasses import replace
    screen.update_room(replace(rooms[0], players=6))
    assert screen.room_list.count() == 1
    assert "6 players" in screen.room_list.item(0).text()
    screen.remove_room(rooms[0].service_name)
    assert screen.room_list.count() == 0


def test_join_by_code_as_a_table_display(qtbot, app_settings):  # PX-NET-2, PX-MODE-3
    screen = make_join(qtbot, app_settings, rooms=False)
    code = encode_join_code("192.168.1.20", 4747, "a1b2c")
    type_text(screen.code_edit, code.lower().replace("-", " "))
    screen.table_radio.click()
    with qtbot.waitSignal(screen.sig_join) as blocker:
        qtbot.mouseClick(screen.code_button, LEFT)
    assert blocker.args == [JoinRequest(target=code, name=None, role="table")]


def test_an_unreadable_code_gets_a_clear_message(qtbot, app_settings):
    screen = make_join(qtbot, app_settings, rooms=False)
    code = encode_join_code("192.168.1.20", 4747, "a1b2c")
    typo = code[:-1] + ("2" if code[-1] != "2" else "3")
    type_text(screen.code_edit, typo)
    with qtbot.assertNotEmitted(screen.sig_join):
        qtbot.mouseClick(screen.code_button, LEFT)
    assert screen.status.text() == "This join code has a typo. Check it symbol by symbol."
    screen.code_edit.setText("KX74-QMP0")
    screen.join_by_code()
    assert "codes have no 0, O, 1, I or L" in screen.status.text()
    screen.code_edit.setText("KX74")
    screen.join_by_code()
    assert screen.status.text() == "A join code has 16 letters and digits; this one has 4."


def test_join_by_address(qtbot, app_settings):
    screen = make_join(qtbot, app_settings, rooms=False)
    type_text(screen.address_edit, "192.168.1.20")
    screen.join_by_address()
    assert screen.status.text() == "Add the port after a colon, like 192.168.1.20:4747."
    type_text(screen.address_edit, ":4747")
    with qtbot.waitSignal(screen.sig_join) as blocker:
        screen.address_edit.returnPressed.emit()
    assert blocker.args == [JoinRequest(target="192.168.1.20:4747", name="Bruno",
                                        role="player")]


def test_a_player_needs_a_name(qtbot, app_settings):
    screen = make_join(qtbot, app_settings)
    screen.name_edit.setText("   ")
    with qtbot.assertNotEmitted(screen.sig_join):
        screen.join_selected()
    assert screen.status.text() == "Your name needs at least one letter or digit."


def test_busy_while_connecting(qtbot, app_settings):
    screen = make_join(qtbot, app_settings)
    screen.code_edit.setText(SAMPLE_CODE)
    screen.set_busy(True)
    assert screen.busy_label.isVisibleTo(screen)
    assert not screen.join_room_button.isEnabled() and not screen.code_button.isEnabled()
    with qtbot.assertNotEmitted(screen.sig_join):
        screen.join_selected()
    screen.show_error("room.full")
    assert not screen.busy and screen.join_room_button.isEnabled()


@pytest.mark.parametrize(("code", "text"), [
    ("room.full", "This room is full."),
    ("room.locked", "The host has locked this room: no new players can join."),
    ("room.started", "A game is already being played in this room. Join when it is over."),
    ("protocol.version_mismatch", "This room was made by another version of Palabre: both "
                                  "computers need the same version."),
    ("client.unreachable", "The room does not answer. Check the code or address, and that "
                           "both computers are on the same network."),
    ("client.no_answer", "The room does not answer. Check the code or address, and that both "
                         "computers are on the same network."),
    ("join.name_taken", "Someone in this room already has this name. Choose another one."),
    ("join.bad_name", "Your name needs at least one letter or digit."),
    ("join.bad_token", "Your seat in this room is no longer kept. Join again."),
    ("room.kicked", "You were removed from the room."),
    ("room.closed", "The host closed the room."),
    ("room.wrong", "This code or address leads to another room. Check it with the host."),
    ("room.busy", "The room is busy with other players joining. Try again."),
    ("client.gave_up", "The connection to the room was lost and could not be restored."),
    ("protocol.bad_msgpack", "The other computer sent something this version of Palabre "
                             "cannot read."),
    ("room.something_new", "The room refused (room.something_new)."),
])
def test_each_refusal_has_its_message(qtbot, app_settings, code, text):
    screen = make_join(qtbot, app_settings, rooms=False)
    screen.show_error(code)
    assert screen.status.text() == text


def test_refusal_messages_switch_language(qtbot, app_settings, translations):
    screen = make_join(qtbot, app_settings, rooms=False)
    screen.show_error("room.full")
    translations.switch("de")
    assert screen.status.text() not in ("", "This room is full.")


def test_a_start_refused_for_an_absent_player_says_why(qtbot, translations):
    # CN-GUESS-4 and absent spymasters: `room.seat.absent` has its own sentence, in every
    # language, not the generic "The room refused (code)".
    screen = make_lobby(qtbot, sample_lobby("codenames", NAMES))
    screen.show_status(net_text("room.seat.absent", {"seat": 3}))
    assert "guesser" in screen.status.text() and "room.seat.absent" not in screen.status.text()
    translations.switch("fr")
    assert "agent" in net_text("room.seat.absent", {"seat": 3})


# -- connection banner --------------------------------------------------------------------
def test_connection_banner_states(qtbot):  # PX-NET-4
    banner = ConnectionBanner()
    qtbot.addWidget(banner)
    banner.show()
    banner.set_state("open")
    assert not banner.isVisible()
    banner.set_state("reconnecting")
    assert banner.isVisible() and not banner.home_button.isVisibleTo(banner)
    assert banner.message.text() == "Connection lost — reconnecting… your seat is kept."
    banner.set_state("closed", "room.closed")
    assert banner.message.text() == "The host closed the room."
    banner.set_state("closed", "room.kicked")
    assert banner.message.text() == "You were removed from the room."
    assert banner.home_button.isVisibleTo(banner)
    with qtbot.waitSignal(banner.sig_home):
        qtbot.mouseClick(banner.home_button, LEFT)
    banner.set_state("open")
    assert not banner.isVisible()

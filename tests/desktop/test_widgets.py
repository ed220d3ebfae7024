"""Reusable widgets: privacy screen (PX-MODE-1), countdown (time is data), pictures, badges."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from desktop.widgets.countdown import Countdown, clock_text
from desktop.widgets.emoji import EmojiPicture
from desktop.widgets.privacy import PrivacyScreen
from desktop.widgets.team import TeamBadge, team_heading, team_name
from tests.desktop.support import FakeClock


def make_privacy(qtbot):
    secret = QLabel("octopus")
    screen = PrivacyScreen(secret)
    qtbot.addWidget(screen)
    screen.show()
    screen.ask("Alice")
    return screen, secret


def test_privacy_prompt_names_the_player_and_hides_the_content(qtbot):  # PX-MODE-1
    screen, secret = make_privacy(qtbot)
    assert screen.pass_label.text() == "Pass to Alice"
    assert not screen.revealed
    assert not secret.isVisible()


def test_space_reveals_then_hide_conceals_again(qtbot):  # PX-MODE-1
    screen, secret = make_privacy(qtbot)
    with qtbot.waitSignal(screen.sig_revealed):
        qtbot.keyClick(screen.reveal_button, Qt.Key.Key_Space)
    assert screen.revealed and secret.isVisible()
    with qtbot.waitSignal(screen.sig_hidden):
        qtbot.mouseClick(screen.hide_button, Qt.MouseButton.LeftButton)
    assert not screen.revealed and not secret.isVisible()


def test_a_click_anywhere_on_the_prompt_reveals(qtbot):
    screen, secret = make_privacy(qtbot)
    qtbot.mouseClick(screen.prompt, Qt.MouseButton.LeftButton)
    assert screen.revealed and secret.isVisible()


def test_asking_the_next_player_hides_the_previous_secret(qtbot):
    screen, secret = make_privacy(qtbot)
    screen.reveal()
    screen.ask("Bruno")
    assert not secret.isVisible() and screen.pass_label.text() == "Pass to Bruno"


def test_countdown_text_is_drawn_from_the_deadline_and_the_clock(qtbot):
    clock = FakeClock(10_000)
    parent = QWidget()
    qtbot.addWidget(parent)
    countdown = Countdown(parent, clock)
    parent.show()
    countdown.set_deadline(10_000 + 90_000)
    assert countdown.text() == "1:30"
    clock.now += 60_500
    countdown.refresh()
    assert countdown.text() == "0:30"  # 29.5 s left shows as 0:30 (rounded up)
    assert clock_text(0) == "0:00"


def test_countdown_ticks_only_while_visible_with_a_deadline(qtbot):
    clock = FakeClock(0)
    parent = QWidget()
    qtbot.addWidget(parent)
    countdown = Countdown(parent, clock)
    parent.show()
    assert not countdown.ticking and not countdown.isVisible()
    countdown.set_deadline(5_000)
    assert countdown.ticking
    parent.hide()
    assert not countdown.ticking  # no timer for a hidden screen
    parent.show()
    assert countdown.ticking
    clock.now = 6_000
    countdown.refresh()
    assert not countdown.ticking and countdown.text() == "0:00"  # stops at zero
    countdown.set_deadline(None)
    assert not countdown.isVisible()


def test_paused_countdown_stands_still(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    countdown = Countdown(parent, FakeClock(0))
    parent.show()
    countdown.set_paused(42_000)
    assert countdown.text() == "0:42" and not countdown.ticking


def test_emoji_picture_renders_an_openmoji_svg(qtbot):
    picture = EmojiPicture(None, "1F353")
    qtbot.addWidget(picture)
    picture.set_picture("1F353", "strawberry")
    assert picture.has_picture and picture.accessibleName() == "strawberry"
    image = picture.grab().toImage()
    assert any(image.pixelColor(x, y).alpha() and image.pixelColor(x, y).name() != "#000000"
               for x in range(0, image.width(), 8) for y in range(0, image.height(), 8))
    picture.set_picture("NOT-A-PICTURE")
    assert not picture.has_picture


def test_team_badges_name_their_side(qtbot):  # PX-A11Y-1: never colour alone
    badge = TeamBadge("red")
    qtbot.addWidget(badge)
    assert badge.accessibleName() == team_name("red") == "Red team"
    assert team_heading("blue") == "Blue team"


def test_the_last_ten_seconds_turn_to_the_alarm_colour(qtbot):
    """Issue 16: the timer shows its last 10 seconds (the TV's "hurry" cue)."""
    from desktop.widgets.countdown import URGENT_MS, Countdown
    from tests.desktop.support import FakeClock

    clock = FakeClock()
    countdown = Countdown(None, clock)
    qtbot.addWidget(countdown)
    countdown.set_deadline(clock.now + URGENT_MS + 1000)
    assert not countdown.property("urgent")
    clock.now += 1000
    countdown.refresh()
    assert countdown.property("urgent")
    clock.now += URGENT_MS
    countdown.refresh()
    assert not countdown.property("urgent")  # 0:00: time is up, the sound says so


def test_a_revealed_card_fades_in(qtbot):
    from PySide6.QtCore import QAbstractAnimation

    from desktop.codenames.card import CardButton

    card = CardButton(0)
    qtbot.addWidget(card)
    card.show()
    card.show_card("DOVE", None, None)
    card.show_card("DOVE", "assassin", None)
    assert card._reveal.state() == QAbstractAnimation.State.Running
    card._reveal.setCurrentTime(card._reveal.duration())
    assert card.reveal_shown == 1.0
    card.show_card("LIME", "red", None)  # a new grid: no fade
    assert card._reveal.state() == QAbstractAnimation.State.Stopped

"""The app starts whatever its profiles file holds (issue 27, PX-PROF-5): a real start
(`create_main_window(open_store=True)`, as `run_app`) with a flipped schema byte, a
garbage file, a file another program holds locked while a backup is due, and a damaged
statistics row. A damaged file gets its recovery choice (the dialog's answer is given
here), a locked one opens without its start-up backup, a damaged row is named on the
Profiles screen with its reset."""

from __future__ import annotations

import shutil
import sqlite3

import pytest
from PySide6.QtWidgets import QApplication

from core.progress.avatars import AVATARS
from desktop import profile_open
from desktop.app import create_main_window
from desktop.settings import AppSettings
from store.profiles import ProfileStore, default_path
from tests.desktop.support import widget_texts


def cards(screen) -> list:
    """The Profiles screen's cards as shown now (the ones replaced wait for deletion)."""
    items = (screen.cards_box.itemAt(i) for i in range(screen.cards_box.count()))
    return [item.widget() for item in items if item.widget() is not None]


def cards_text(screen) -> str:
    return " ".join(widget_texts(card) for card in cards(screen))


def make_profiles(*names: str) -> list[str]:
    store = ProfileStore.open(default_path())
    ids = [store.create(name, AVATARS[i]).id for i, name in enumerate(names)]
    store.close()
    conn = sqlite3.connect(default_path())
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # every byte in the main file
    conn.close()
    return ids


def start_app(qtbot, monkeypatch, answer: str = profile_open.WITHOUT):
    """The app's start; returns its window and the damaged files it asked about."""
    asked = []

    def ask(damaged, parent):
        asked.append(damaged)
        return answer

    monkeypatch.setattr(profile_open, "ask_user", ask)
    window = create_main_window(QApplication.instance(), AppSettings(), open_store=True)
    qtbot.addWidget(window)
    qtbot.addWidget(window.table_window)
    window.show()
    return window, asked


def flip_schema_byte() -> None:
    path = default_path()
    data = bytearray(path.read_bytes())
    data[data.index(b"CREATE TABLE profiles") + 3] = 0xFF  # exit 1 before (issue 27)
    path.write_bytes(bytes(data))


def garbage() -> None:
    default_path().write_bytes(b"\x13\x37 not a database " * 300)


@pytest.mark.parametrize("damage", [flip_schema_byte, garbage])
@pytest.mark.parametrize("answer", [profile_open.FRESH, profile_open.WITHOUT])
def test_the_app_starts_with_a_damaged_file_and_offers_its_recovery(qtbot, monkeypatch,
                                                                    damage, answer):
    make_profiles("Anna", "Bruno")
    damage()
    window, asked = start_app(qtbot, monkeypatch, answer)
    assert len(asked) == 1 and asked[0].code == "profiles.damaged"
    if answer == profile_open.FRESH:
        assert window.profiles is not None and window.profiles.profiles() == []
        aside = [p for p in default_path().parent.iterdir() if ".damaged-" in p.name]
        assert aside  # the damaged file is kept for a bug report
    else:
        assert window.profiles is None
        window.profiles_action.trigger()  # Ctrl+P still opens, and says why
        assert "could not be opened" in widget_texts(window.profiles_screen)


def test_the_app_starts_while_another_program_holds_the_file_and_a_backup_is_due(
        qtbot, monkeypatch, caplog):
    ids = make_profiles("Anna", "Bruno")
    shutil.rmtree(default_path().parent / "backups")  # none taken yet: one is due
    other = sqlite3.connect(default_path(), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another Palabre window writing, say
    try:
        with caplog.at_level("ERROR"):
            window, asked = start_app(qtbot, monkeypatch)  # "database is locked": exit 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert asked == []
    assert window.profiles is not None and [p.id for p in window.profiles.profiles()] == ids
    assert "backup not made or not recorded this time: database is locked" in caplog.text
    window.profiles.close()


def test_a_damaged_statistics_row_is_named_on_the_profiles_screen(qtbot, monkeypatch):
    ids = make_profiles("Anna", "Bruno")
    conn = sqlite3.connect(default_path())
    conn.execute("UPDATE profiles SET stats = ? WHERE id = ?", ('{"counters": {"x"', ids[1]))
    conn.commit()
    conn.close()
    window, asked = start_app(qtbot, monkeypatch)
    assert asked == [] and window.profiles is not None
    window.profiles_action.trigger()  # Ctrl+P: raised JSONDecodeError before
    screen = window.profiles_screen
    assert window.stack.currentWidget() is screen
    assert "the statistics of bruno are damaged" in cards_text(screen)
    reset = [b for card in cards(screen) for b in card.findChildren(type(screen.new_button))
             if b.text() == "Reset statistics"]
    assert len(reset) == 1
    reset[0].click()
    assert "damaged" not in cards_text(screen)
    assert not window.profiles.get(ids[1]).damaged
    window.profiles.close()

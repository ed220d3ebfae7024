"""Issue 28's small points: a stale refusal clears on typing, two votes on one line keep
a clear gap, and a first game's many new titles do not flood the end banner."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from desktop.screens.profile_editor import ProfileEditor
from desktop.screens.profiles import FIRST_TABOO_TITLES
from desktop.spyword.gallery import _result, _screen
from desktop.spyword.result_pages import VOTE_GAP_PX
from desktop.theme import scaled
from desktop.widgets.progress_banner import TITLES_NAMED, ProgressBanner
from store.profiles import ProfileStore


def test_typing_clears_the_stale_type_a_name_error(qtbot, tmp_path):
    editor = ProfileEditor(ProfileStore.open(tmp_path / "profiles.sqlite"))
    qtbot.addWidget(editor)
    editor.save()  # no name yet
    assert editor.error.text() == "Type a name."
    qtbot.keyClicks(editor.name_edit, "L")
    assert editor.error.text() == ""


def test_two_votes_on_a_line_keep_a_clear_gap(qtbot):
    screen = _screen(_result)()
    qtbot.addWidget(screen)
    screen.resize(1280, 720)
    screen.show()
    page = screen.result_page
    grid = page.votes_grid
    first, second = (grid.itemAtPosition(0, column).widget() for column in (0, 1))
    assert isinstance(first, QLabel) and "→" in first.text() and "→" in second.text()
    assert second.x() - first.geometry().right() >= scaled(VOTE_GAP_PX)


def test_the_banner_names_a_few_new_titles_and_counts_the_rest(qtbot):
    banner = ProgressBanner()
    qtbot.addWidget(banner)
    names = [f"Title {n}" for n in range(len(FIRST_TABOO_TITLES))]
    more = len(names) - TITLES_NAMED
    assert banner.titles_text(names) == (
        f"New titles: Title 0, Title 1 and {more} more (on the profile)")
    assert banner.titles_text(names[:2]) == "New titles: Title 0, Title 1"
    assert banner.titles_text(names[:1]) == "New title: Title 0"

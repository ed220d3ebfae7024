"""The gallery renders every registered state in all five languages, one test per
language (English in the default run, the other four marked ``soak``); the translations
are complete (PX-I18N-1)."""

import pytest
from PySide6.QtGui import QImage

from desktop import gallery
from desktop.i18n import LANGUAGES, ts_path, unfinished_entries

#: The gallery's language in the default run; the others run with ``-m soak`` (CI).
QUICK_LANGUAGE = "en"


@pytest.mark.parametrize("language", [
    pytest.param(language, marks=() if language == QUICK_LANGUAGE else pytest.mark.soak)
    for language in LANGUAGES])
def test_gallery_renders_every_state(qtbot, tmp_path, language):
    states = gallery.all_states()
    written = gallery.render(tmp_path, [language])
    assert len(written) == len(states)
    assert {path.parent.name for path in written} == {language}
    sizes = {state.name: state.size for state in states}
    overflowing = []
    for path in written:
        image = QImage(str(path))
        assert not image.isNull() and image.width() > 100
        # A screen whose texts need more room than its window grows past it: cut off on
        # a real screen (a TV at 1280x720, say).
        wanted = sizes[path.stem]
        if (image.width(), image.height()) != (wanted.width(), wanted.height()):
            overflowing.append(f"{path.parent.name}/{path.stem}: {image.width()}x"
                               f"{image.height()} > {wanted.width()}x{wanted.height()}")
    assert overflowing == []


def test_gallery_state_names_are_unique_and_cover_every_screen():
    names = [state.name for state in gallery.all_states()]
    assert len(names) == len(set(names))
    for expected in ("home", "setup-spyword", "setup-taboo", "setup-codenames",
                     "privacy-prompt", "table-idle", "about", "help-codenames"):
        assert expected in names


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_unfinished_translation(language):
    assert unfinished_entries(ts_path(language)) == []

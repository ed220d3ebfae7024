"""The gallery renders every registered state in all five languages, one test per
language (English in the default run, the other four marked ``soak``), and every text in
it fits its widget (`desktop.fit_check`, PX-A11Y-1) at 100 %, and at 150 % and 200 % text
in both themes; the translations are complete (PX-I18N-1).

The layout check (issue 28): each state's primary action is in view without scrolling and
no screen is wider than its window, at the main window's sizes (`WINDOW_SIZES`: 1280×720,
1366×768, 1920×1080) and at 100 % and 200 % text. The default run checks English and
German at 1280×720 (the tightest: 100 % English, 200 % German); ``-m soak`` every size
and both text sizes in both languages (the other languages at large text in a window
grown with the text)."""

import pytest
from PySide6.QtGui import QImage

from desktop import gallery
from desktop.gallery_registry import DEFAULT_SIZE, WINDOW_SIZES
from desktop.i18n import LANGUAGES, code_notes, drop_code_notes, ts_path, unfinished_entries

#: The gallery's language in the default run; the others run with ``-m soak`` (CI).
QUICK_LANGUAGE = "en"
#: The layout check's second language (long words: "Diesem Raum beitreten").
CHECK_LANGUAGE = "de"


@pytest.mark.parametrize("language", [
    pytest.param(language, marks=() if language == QUICK_LANGUAGE else pytest.mark.soak)
    for language in LANGUAGES])
def test_gallery_renders_every_state(qtbot, tmp_path, language):
    """Every state renders at 1280×720 (its own size for a table view, a banner or a
    dialog); nothing is clipped, cut, overlapping, wider than its window or, for the
    primary action, out of view."""
    states = gallery.all_states()
    problems: list[str] = []
    written = gallery.render(tmp_path, [language], problems=problems)
    assert problems == []  # findings 2 and 3, issue 28
    assert len(written) == len(states)
    assert {path.parent.name for path in written} == {language}
    windows = {state.name: state.window(DEFAULT_SIZE) for state in states}
    for path in written:
        image = QImage(str(path))
        assert not image.isNull() and image.width() > 100
        wanted = windows[path.stem]
        assert (image.width(), image.height()) == (wanted.width(), wanted.height())


#: (language, text scale, theme): German at 200 % dark in the default run, every
#: language at 150 % light and 200 % dark with ``-m soak``.
LARGE_TEXT = [pytest.param(language, scale, theme,
                           marks=() if (language, scale) == (CHECK_LANGUAGE, 200)
                           else pytest.mark.soak)
              for language in LANGUAGES for scale, theme in ((150, "light"), (200, "dark"))]


@pytest.mark.parametrize(("language", "scale", "theme"), LARGE_TEXT)
def test_gallery_fits_large_text(qtbot, tmp_path, language, scale, theme):
    """Finding 2 (PX-A11Y-1), issue 28: at large text every page scrolls rather than
    clip, its primary action stays in view, every text fits its widget, nothing overlaps
    and nothing is wider than the window. English and German in a 1280×720 window (the
    layout check's matrix); the other languages in a window grown with the text (up to
    1920×1080), as large text is for a big screen."""
    window = (DEFAULT_SIZE if language in (QUICK_LANGUAGE, CHECK_LANGUAGE)
              else gallery.variant_size(DEFAULT_SIZE, scale))
    problems: list[str] = []
    written = gallery.render(tmp_path, [language], scale=scale, theme=theme,
                             problems=problems, screen_size=window)
    assert len(written) == len(gallery.all_states())
    assert problems == []


#: The rest of the layout check's matrix (1280×720 runs above): soak.
WINDOW_MATRIX = [pytest.param(language, size, scale, marks=pytest.mark.soak,
                              id=f"{language}-{size.width()}x{size.height()}-{scale}")
                 for language in (QUICK_LANGUAGE, CHECK_LANGUAGE)
                 for size in WINDOW_SIZES[1:] for scale in (100, 200)]


@pytest.mark.parametrize(("language", "size", "scale"), WINDOW_MATRIX)
def test_layout_check_at_every_window(qtbot, tmp_path, language, size, scale):
    """Issue 28: at 1366×768 and 1920×1080, 100 % and 200 % text, every state's primary
    action is in view without scrolling and no text is clipped."""
    problems: list[str] = []
    written = gallery.render(tmp_path, [language], scale=scale, problems=problems,
                             screen_size=size)
    assert len(written) == len(gallery.all_states())
    assert problems == []


def test_gallery_state_names_are_unique_and_cover_every_screen():
    names = [state.name for state in gallery.all_states()]
    assert len(names) == len(set(names))
    for expected in ("home", "setup-spyword", "setup-taboo", "setup-codenames",
                     "privacy-prompt", "table-idle", "about", "help-codenames", "crash-dialog",
                     "codenames-clue-key-dark"):  # finding 1: the dark key
        assert expected in names
    for game in ("codenames", "spyword", "taboo"):  # finding 7: the TV sizes
        tv = [name for name in names if name.startswith(f"{game}-table")]
        assert {suffix for suffix in ("-1080p", "-4k", "-540p")
                if any(name.endswith(suffix) for name in tv)} == {"-1080p", "-4k", "-540p"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_unfinished_translation(language):
    assert unfinished_entries(ts_path(language)) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_code_comment_reads_as_a_translator_note(language):
    # lupdate takes a "#:" comment above a translate call for a note to translators.
    assert code_notes(ts_path(language)) == []


def test_a_code_note_is_found_and_dropped_keeping_the_rest(tmp_path):
    ts = tmp_path / "palabre_fr.ts"
    entry = ("    <message>\n        <source>Got it</source>\n"
             "        <extracomment>This device's seat views.</extracomment>\n"
             "        <translation>Compris</translation>\n    </message>\n")
    ts.write_text(entry, encoding="utf-8")
    assert len(code_notes(ts)) == 1
    assert drop_code_notes(ts) == 1
    assert code_notes(ts) == []
    assert ts.read_text(encoding="utf-8") == entry.replace(
        "        <extracomment>This device's seat views.</extracomment>\n", "")


#: Placeholders that held a count before Qt's plural forms (finding 12): none may be left.
COUNT_PLACEHOLDERS = ("{count}", "{points}", "{cards}", "{voted}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_count_uses_plural_forms(language):
    """Finding 12 (PX-I18N-1): a text with a count is a Qt plural entry (%n) whose every
    form is written, in every language, English included."""
    import xml.etree.ElementTree as ET

    root = ET.parse(ts_path(language)).getroot()
    plural = 0
    for context in root.iter("context"):
        # A title's how-to-earn line says 1 in words in its singular form ("Finish your
        # first game.", desktop/title_texts.py); its other forms carry the number.
        worded_one = context.findtext("name") == "TitleHow"
        for message in context.iter("message"):
            source = message.findtext("source", "")
            assert not any(mark in source for mark in COUNT_PLACEHOLDERS), source
            if message.get("numerus") == "yes":
                plural += 1
                forms = [form.text or "" for form in message.iter("numerusform")]
                numbered = forms[1:] if worded_one else forms
                assert len(forms) >= 2 and all("%n" in form for form in numbered), source
    assert plural >= 10


def test_plural_forms_read_right(translations):
    from desktop.screens.setup_texts import players_count_text
    from desktop.spyword.texts import votes_count
    from desktop.taboo.texts import points_text

    assert (points_text(1), points_text(2), votes_count(1)) == ("1 point", "2 points", "1 vote")
    assert players_count_text(1, 4, 12) == "1 player (4–12)"
    translations.switch("fr")
    assert (points_text(0), points_text(1), points_text(3)) == ("0 point", "1 point",
                                                               "3 points")
    translations.switch("de")
    assert votes_count(1) == "1 Stimme" and votes_count(4) == "4 Stimmen"

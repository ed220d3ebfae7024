"""Desktop test fixtures: fresh settings and data folders for every test
(napari ``_fresh_settings`` style), and no game UI registered by a test leaks to the next."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication

from desktop import games
from store.paths import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def _fresh_settings(tmp_path, monkeypatch):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "settings"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    yield
    games.clear_registered_ui()


@pytest.fixture(autouse=True, scope="session")
def _english(qapp):
    """English as the app loads it: its .qm holds the plural forms ("1 agent left";
    the source text says "%n agent(s) left")."""
    from desktop.i18n import Translations

    installed = Translations(qapp)
    installed.switch("en")
    return installed


@pytest.fixture(autouse=True)
def _no_leftover_windows(qapp):
    """Close and delete every top-level widget a test leaves behind: a later app-wide
    restyle (theme, scale, language) otherwise walks them all and grows slower and slower."""
    yield
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


class Questions:
    """The Yes/No questions the app asked (`desktop.questions.ask`), answered here."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []
        self.answer = True

    def __call__(self, _parent: object, title: str, text: str) -> bool:
        self.asked.append((title, text))
        return self.answer


_QUESTIONS = Questions()


@pytest.fixture(autouse=True, scope="session")
def _answered_questions():
    """Set for the whole session, never put back: windows closed after a test (by
    `_no_leftover_windows`) may still ask, and a real box would wait forever."""
    from desktop import questions as module

    module.ask = _QUESTIONS


@pytest.fixture(autouse=True)
def questions(_answered_questions) -> Questions:
    """This test's questions, answered Yes unless the test sets ``answer``."""
    _QUESTIONS.asked.clear()
    _QUESTIONS.answer = True
    return _QUESTIONS


@pytest.fixture
def app_settings():
    from desktop.settings import AppSettings

    return AppSettings()


@pytest.fixture
def translations(qapp):
    from desktop.i18n import Translations

    installed = Translations(qapp)
    yield installed
    installed.switch("en")

"""The typed settings wrapper: defaults, allowed values only, history, versioning."""

import pytest
from PySide6.QtCore import QSettings

from desktop.settings import RECENT_PAIRS_KEPT, SETTINGS_VERSION, AppSettings
from store import paths


def test_defaults_on_a_fresh_file(app_settings):
    assert app_settings.language == "en"
    assert app_settings.theme == "light"
    assert app_settings.ui_scale == 100
    assert app_settings.table_screen == ""
    assert app_settings.table_show_join is True  # the TV shows how to join a LAN room
    assert app_settings.recent_pairs == [] and app_settings.last_players == []
    assert app_settings.version == SETTINGS_VERSION


def test_values_persist_across_instances(app_settings):
    app_settings.language = "de"
    app_settings.theme = "dark"
    app_settings.ui_scale = 150
    app_settings.last_players = ["Zoé", "Jürgen"]
    app_settings.table_screen = "HDMI-1"
    app_settings.table_show_join = False
    app_settings.sync()
    again = AppSettings()
    assert (again.language, again.theme, again.ui_scale) == ("de", "dark", 150)
    assert again.last_players == ["Zoé", "Jürgen"]
    assert again.table_screen == "HDMI-1" and again.table_show_join is False


def test_only_allowed_values_are_accepted(app_settings):
    with pytest.raises(ValueError):
        app_settings.language = "nl"
    with pytest.raises(ValueError):
        app_settings.ui_scale = 130


def test_a_hand_edited_bad_value_falls_back_to_the_default(app_settings):
    raw = QSettings(str(paths.settings_file()), QSettings.Format.IniFormat)
    raw.setValue("ui/language", "klingon")
    raw.setValue("ui/scale_percent", "huge")
    raw.setValue("play/recent_pairs", "{not json")
    raw.setValue("table/show_join", "maybe")
    raw.sync()
    fresh = AppSettings()
    assert fresh.language == "en" and fresh.ui_scale == 100 and fresh.recent_pairs == []
    assert fresh.table_show_join is True


def test_recent_pairs_are_deduplicated_and_capped(app_settings):
    for i in range(RECENT_PAIRS_KEPT + 5):
        app_settings.remember_pair(f"k{i}")
    app_settings.remember_pair("k10")
    pairs = app_settings.recent_pairs
    assert len(pairs) == RECENT_PAIRS_KEPT
    assert pairs[-1] == "k10" and pairs.count("k10") == 1


def test_each_test_gets_a_fresh_settings_folder(app_settings, tmp_path):
    # Issue 26: the settings file sits in the data folder ($PALABRE_DATA_DIR here).
    app_settings.sync()
    assert paths.settings_file() == tmp_path / "data" / paths.SETTINGS_FILE
    assert paths.settings_file().is_file()


def test_the_first_run_speaks_the_system_language(monkeypatch, app_settings):
    """Finding 12 (PX-I18N-1): no language chosen yet: the system's, if Palabre has it."""
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_AT")))
    assert app_settings.language == "de"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert app_settings.language == "en"  # not one of the five: English
    app_settings.language = "it"
    assert app_settings.language == "it"  # a choice made stays

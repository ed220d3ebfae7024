"""Issue 26: user files move once from older releases' places to `store.paths`' (a fake
home and environment per platform)."""

from __future__ import annotations

from pathlib import Path

import pytest

from store import legacy_paths, paths


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_windows_data_leaves_the_doubled_folder_and_settings_leave_roaming(tmp_path):
    local, roaming = tmp_path / "AppData" / "Local", tmp_path / "AppData" / "Roaming"
    old_data = local / "Palabre" / "Palabre"
    write(old_data / "profiles" / "profiles.sqlite", "profiles")
    write(old_data / "packs" / "mine.json", "pack")
    write(roaming / "Palabre" / "Palabre.ini", "[ui]\nlanguage=fr\n")
    data = local / "Palabre"
    settings = data / paths.SETTINGS_FILE
    moves = legacy_paths.legacy_moves("win32", {"LOCALAPPDATA": str(local),
                                                "APPDATA": str(roaming)},
                                      tmp_path, data, settings)
    moved = legacy_paths.migrate(moves)
    assert sorted(moved) == [data / "packs", data / "profiles", settings]
    assert (data / "profiles" / "profiles.sqlite").read_text() == "profiles"
    assert settings.read_text() == "[ui]\nlanguage=fr\n"
    assert not old_data.exists() and not (roaming / "Palabre").exists()
    assert legacy_paths.migrate(moves) == []  # once: nothing left to move


@pytest.mark.parametrize("system", ["linux", "darwin"])
def test_settings_leave_qsettings_ini_for_the_data_folder(tmp_path, system):
    home = tmp_path / "home"
    old = write(home / ".config" / "Palabre" / "Palabre.ini", "[ui]\ntheme=dark\n")
    data = home / "data" / "Palabre"
    settings = data / "settings.ini"
    moved = legacy_paths.migrate(legacy_paths.legacy_moves(system, {}, home, data, settings))
    assert moved == [settings] and settings.read_text() == "[ui]\ntheme=dark\n"
    assert not old.exists() and not old.parent.exists()  # the emptied ~/.config/Palabre


def test_xdg_config_home_is_where_qt_kept_them(tmp_path):
    old = write(tmp_path / "xdg" / "Palabre" / "Palabre.ini", "x")
    settings = tmp_path / "new" / "settings.ini"
    legacy_paths.migrate(legacy_paths.legacy_moves(
        "linux", {"XDG_CONFIG_HOME": str(tmp_path / "xdg")}, tmp_path, tmp_path, settings))
    assert settings.read_text() == "x" and not old.exists()


def test_nothing_is_overwritten(tmp_path):
    old_data = tmp_path / "Local" / "Palabre" / "Palabre"
    write(old_data / "profiles" / "profiles.sqlite", "old")
    write(old_data / "rooms" / "r.journal", "room")
    data = tmp_path / "Local" / "Palabre"
    write(data / "profiles" / "profiles.sqlite", "new")
    moved = legacy_paths.migrate([legacy_paths.Move(old_data, data, folder=True)])
    assert moved == [data / "rooms"]
    assert (data / "profiles" / "profiles.sqlite").read_text() == "new"
    assert (old_data / "profiles" / "profiles.sqlite").read_text() == "old"  # kept aside


def test_a_portable_data_folder_moves_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / ".config"))
    old = write(tmp_path / ".config" / "Palabre" / "Palabre.ini", "x")
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "portable"))
    assert legacy_paths.migrate_user_files() == [] and old.exists()
    monkeypatch.delenv(paths.DATA_DIR_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert legacy_paths.migrate_user_files() == [paths.settings_file()]
    assert paths.settings_file() == tmp_path / "share" / "Palabre" / "settings.ini"


def test_the_platform_folders_have_no_author_level(monkeypatch, tmp_path):
    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert paths.user_data_dir() == tmp_path / "share" / "Palabre"
    assert paths.user_log_dir() == tmp_path / "state" / "Palabre" / "log"
    assert paths.settings_file() == paths.user_data_dir() / "settings.ini"  # next to data
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "p"))
    assert paths.user_log_dir() == tmp_path / "p" / "logs"
    assert paths.settings_file() == tmp_path / "p" / "settings.ini"

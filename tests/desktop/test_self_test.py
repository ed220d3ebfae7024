"""``palabre --self-test`` checks an installation without a person (PX-DIST-1, issue 18)."""

import shutil

import pytest
from PySide6.QtGui import QColor, QImage

from desktop import self_test
from store import paths
from tests.desktop.test_cli import run_palabre


def test_self_test_from_source_passes_every_step():
    """PX-DIST-1: the real command, offscreen: every pack loads, each game's screen renders,
    the room key seals and shares (issue 25), a LAN room opens on loopback, takes a
    client and closes; exit 0."""
    result = run_palabre({"QT_QPA_PLATFORM": None}, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert [line.split(":")[1].strip() for line in lines] == ["packs", "fonts", "screens",
                                                                 "room key", "lan", "ok"]
    assert "spyword" in lines[0] and "taboo" in lines[0] and "codenames" in lines[0]
    for prefix in ("spyword-", "taboo-", "codenames-"):
        assert prefix in lines[2]
    assert "AES-GCM" in lines[3]
    assert "127.0.0.1:" in lines[4] and "joined as seat 0" in lines[4]


def test_a_broken_built_in_pack_fails_the_self_test(tmp_path, monkeypatch):
    shutil.copytree(paths.builtin_packs_dir(), tmp_path / "packs")
    broken = next((tmp_path / "packs" / "taboo" / "en").glob("*.toml"))
    broken.write_text("this is [not toml", encoding="utf-8")
    monkeypatch.setattr(paths, "builtin_packs_dir", lambda: tmp_path / "packs")
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    with pytest.raises(self_test.SelfTestError, match=broken.name):
        self_test.check_packs()


def test_no_font_at_all_fails_with_the_packages_to_install(qapp, monkeypatch):
    """A bare Debian has no font (checked in a debootstrap chroot): the self-test says what
    to install instead of reporting blank screens."""
    from PySide6.QtGui import QFontDatabase

    monkeypatch.setattr(QFontDatabase, "families", staticmethod(lambda *args: []))
    with pytest.raises(self_test.SelfTestError, match="apt install fonts-dejavu-core"):
        self_test.check_fonts()


def test_a_blank_picture_counts_as_not_rendered():
    blank = QImage(200, 100, QImage.Format.Format_RGB32)
    blank.fill(QColor("white"))
    assert self_test.colour_count(blank) == 1 <= self_test.MIN_COLOURS


def test_the_version_comes_from_pyproject():
    """One place for the version (issue 18): `palabre --version`, the protocol hello and
    the installers all read pyproject.toml's."""
    import tomllib

    from net.client import Client
    from store.version import app_version

    expected = tomllib.loads((paths.builtin_packs_dir().parent / "pyproject.toml")
                             .read_text())["project"]["version"]
    result = run_palabre({}, "--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"palabre {expected}")
    assert app_version() == expected == Client(("127.0.0.1", 9)).app_version

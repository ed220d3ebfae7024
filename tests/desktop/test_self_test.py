"""``palabre --self-test`` checks an installation without a person (PX-DIST-1, issues 18
and 26): each part it checks fails it, named, when that part is missing."""

import asyncio
import shutil

import pytest
from PySide6.QtGui import QColor, QImage

from desktop import i18n, self_test, sound
from store import paths, resources
from tests.desktop.test_cli import run_palabre

PARTS = ["packs", "translations", "sound", "icon", "screens", "fonts", "room key",
         "phone page and LAN room"]
#: A letter no font of a usual system draws (cuneiform): it can only come out as a box.
NO_GLYPH = "\U00012000"
LAN_TIMEOUT_S = 30


def test_self_test_from_source_passes_every_step():
    """PX-DIST-1: the real command, offscreen: every part passes; exit 0."""
    result = run_palabre({"QT_QPA_PLATFORM": None}, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert [line.split(": ")[1] for line in lines] == [*PARTS, "ok"]
    assert "spyword" in lines[0] and "taboo" in lines[0] and "codenames" in lines[0]
    assert "fr '&Partie'" in lines[1] and "de '&Spiel'" in lines[1]
    assert "buzz" in lines[2] and "played on the null device" in lines[2]
    for prefix in ("spyword-", "taboo-", "codenames-"):
        assert prefix in lines[4]
    assert "each with a glyph" in lines[5]
    assert "AES-GCM" in lines[6]
    assert "phone page served on http://127.0.0.1:" in lines[7]
    assert "joined as seat 0" in lines[7]


def test_a_broken_built_in_pack_fails_the_self_test(tmp_path, monkeypatch):
    shutil.copytree(paths.builtin_packs_dir(), tmp_path / "packs")
    broken = next((tmp_path / "packs" / "taboo" / "en").glob("*.toml"))
    broken.write_text("this is [not toml", encoding="utf-8")
    monkeypatch.setattr(paths, "builtin_packs_dir", lambda: tmp_path / "packs")
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    with pytest.raises(self_test.SelfTestError, match=broken.name):
        self_test.check_packs()


def test_missing_translations_fail_naming_each_language(tmp_path, monkeypatch):
    shutil.copy(i18n.qm_path("fr"), tmp_path)  # French only: the four others are missing
    monkeypatch.setattr(i18n, "TS_DIR", tmp_path)
    with pytest.raises(self_test.SelfTestError) as failed:
        self_test.check_translations()
    for language in ("en", "de", "es", "it"):
        assert f"{language}: {tmp_path / f'palabre_{language}.qm'} missing" in str(failed.value)
    assert "fr:" not in str(failed.value)


def test_an_untranslated_catalogue_fails(tmp_path, monkeypatch):
    """A German .qm that leaves the known string English (a catalogue that is not one)."""
    for language in i18n.LANGUAGES:
        shutil.copy(i18n.qm_path("en" if language == "de" else language),
                    tmp_path / i18n.qm_path(language).name)
    monkeypatch.setattr(i18n, "TS_DIR", tmp_path)
    with pytest.raises(self_test.SelfTestError, match="de: '&Game' translated as '&Game'"):
        self_test.check_translations()


def test_missing_sounds_fail(tmp_path, monkeypatch):
    monkeypatch.setattr(sound, "SOUNDS_DIR", tmp_path)
    sound.cue_samples.cache_clear()
    try:
        with pytest.raises(self_test.SelfTestError, match="a cue cannot be read: "
                                                          "FileNotFoundError"):
            self_test.check_sound()
    finally:
        sound.cue_samples.cache_clear()


def test_a_missing_icon_fails(qapp, tmp_path, monkeypatch):
    shutil.copytree(resources.icons_dir(), tmp_path / "icons")
    (tmp_path / "icons" / "palabre.svg").unlink()
    monkeypatch.setattr(resources, "icons_dir", lambda: tmp_path / "icons")
    with pytest.raises(self_test.SelfTestError, match="missing: .*palabre.svg"):
        self_test.check_icon()


def test_an_icon_qt_cannot_draw_fails(qapp, tmp_path, monkeypatch):
    shutil.copytree(resources.icons_dir(), tmp_path / "icons")
    (tmp_path / "icons" / "palabre.svg").write_text("not an svg", encoding="utf-8")
    monkeypatch.setattr(resources, "icons_dir", lambda: tmp_path / "icons")
    with pytest.raises(self_test.SelfTestError, match="cannot be drawn.*palabre.svg"):
        self_test.check_icon()


def test_a_missing_phone_page_fails_the_lan_part(tmp_path, monkeypatch):
    """The room opens without its phone page (`LanRoom.web_error`): that fails the part."""
    from net import web

    async def bounded() -> str:
        async with asyncio.timeout(LAN_TIMEOUT_S):
            return await self_test.check_lan_room()

    monkeypatch.setattr(web, "WEB_DIR", tmp_path)
    with pytest.raises(self_test.SelfTestError, match="no phone page: FileNotFoundError"):
        asyncio.run(bounded())


def test_no_font_at_all_fails_with_the_packages_to_install(qapp, monkeypatch):
    """A bare Debian has no font (checked in a debootstrap chroot): the self-test says what
    to install instead of reporting blank screens."""
    from PySide6.QtGui import QFontDatabase

    monkeypatch.setattr(QFontDatabase, "families", staticmethod(lambda *args: []))
    with pytest.raises(self_test.SelfTestError, match="apt install fonts-dejavu-core"):
        self_test.check_fonts(qapp, ["Palabre"])


def test_a_character_no_font_draws_fails_with_the_packages_to_install(qapp):
    assert self_test.missing_glyphs(["Français", "Español"], qapp.font()) == []
    assert self_test.missing_glyphs([f"a{NO_GLYPH}b"], qapp.font()) == [NO_GLYPH]
    with pytest.raises(self_test.SelfTestError, match="1 characters draw as boxes "
                                                      r"\(U\+12000.*apt install fonts-dejavu"):
        self_test.check_fonts(qapp, ["Palabre", NO_GLYPH])


def test_emoji_are_not_required_to_draw(qapp):
    """Symbols (emoji) are outside the checked categories: no emoji font is no failure."""
    assert self_test.missing_glyphs(["\U0001F34E \u2605"], qapp.font()) == []


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

"""A standalone build's pictures come from one zip (issue 18): the same answers as the
package's folder, and a picture is found without listing the 4,495 files."""

import zipfile

import pytest

from store import openmoji

APPLE = b'<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>'


def clear_caches():
    for function in (openmoji._bundled, openmoji._zip_names, openmoji.picture_exists):
        function.cache_clear()


@pytest.fixture
def bundled(tmp_path, monkeypatch):
    """openmoji reading from a zip written by `write_bundle` from a three-picture folder."""
    folder = tmp_path / "svg"
    folder.mkdir()
    for stem, body in (("1F34E", APPLE), ("1F468-200D-1F373", b"<svg/>"), ("0023", b"<svg/>")):
        (folder / f"{stem}.svg").write_bytes(body)
    (folder / "1F34E.svg.gz").write_bytes(b"not a picture")
    monkeypatch.setattr(openmoji, "_folder", lambda: folder)
    target = tmp_path / "openmoji-svg.zip"
    assert openmoji.write_bundle(target) == 3
    monkeypatch.setattr(openmoji, "BUNDLED_ZIP", target)
    clear_caches()
    yield target
    clear_caches()


def test_the_zip_holds_every_svg_and_nothing_else(bundled):
    with zipfile.ZipFile(bundled) as archive:
        assert sorted(archive.namelist()) == ["0023.svg", "1F34E.svg", "1F468-200D-1F373.svg"]
        assert all(i.compress_type == zipfile.ZIP_DEFLATED for i in archive.infolist())


def test_pictures_read_from_the_zip(bundled):
    assert openmoji.picture_names() == {"1F34E", "1F468-200D-1F373", "0023"}
    assert openmoji.picture_exists("1F34E") and openmoji.picture_exists("1F468-200D-1F373")
    assert openmoji.picture_svg("1F34E") == APPLE
    with pytest.raises(KeyError):
        openmoji.picture_svg("1F34F")


@pytest.mark.parametrize("stem", ["1f34e", "1F34E.svg", "../svg/1F34E", "", "1F34E-", "ZZZZ"])
def test_only_exact_stems_are_pictures(stem):
    """Lower case is no stem even on a case-insensitive disk; nothing names a path."""
    clear_caches()
    assert not openmoji.picture_exists(stem)

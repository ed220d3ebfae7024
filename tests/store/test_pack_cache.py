"""The built-in packs validated once and read back (issue 30: pack loading ≤ 1.5× parsing,
bench/packs_load.py): the cache gives the very packs validation gives, and any change to
the files, a damaged cache or a pack with a problem means validating again."""

from __future__ import annotations

import shutil

import pytest

import store.packs
from store import openmoji, pack_cache, paths
from store.packs import PackLibrary


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """A copy of the shipped packs, and a fresh data folder (its cache folder empty)."""
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    folder = tmp_path / "packs"
    shutil.copytree(paths.builtin_packs_dir(), folder)
    return folder


def load(folder, tmp_path) -> PackLibrary:
    return PackLibrary.load(folder, tmp_path / "user", openmoji.picture_exists)


def packs_of(library: PackLibrary):
    return [(f.source, f.pack) for f in library.files]


def refuse_to_validate(*_args, **_kwargs):
    raise AssertionError("validated: the cache was not used")


def test_a_second_start_reads_the_cache_and_gets_the_same_packs(shipped, tmp_path,
                                                                monkeypatch):
    first = load(shipped, tmp_path)
    assert (paths.user_cache_dir() / pack_cache.CACHE_NAME).is_file()
    monkeypatch.setattr(store.packs, "check_pack", refuse_to_validate)
    second = load(shipped, tmp_path)
    assert packs_of(second) == packs_of(first)
    assert len(second.valid) == len(first.valid) > 0 and second.invalid == ()


def test_a_changed_pack_file_is_validated_again(shipped, tmp_path):
    load(shipped, tmp_path)
    broken = sorted(shipped.rglob("*.toml"))[0]
    broken.write_text(broken.read_text(encoding="utf-8") + "\n[[oops", encoding="utf-8")
    library = load(shipped, tmp_path)
    assert [f.path for f in library.invalid] == [broken]
    assert any(p.code == "toml.syntax" for p in library.invalid[0].problems)


def test_a_damaged_cache_is_validated_past_and_written_again(shipped, tmp_path):
    first = load(shipped, tmp_path)
    cache = paths.user_cache_dir() / pack_cache.CACHE_NAME
    cache.write_bytes(cache.read_bytes()[:1000])  # cut: not JSON any more
    again = load(shipped, tmp_path)
    assert packs_of(again) == packs_of(first)
    assert pack_cache.read(paths.user_cache_dir(), pack_cache.key(
        shipped, store.packs.find_pack_files(shipped))) is not None


def test_a_folder_with_a_problem_is_never_cached(shipped, tmp_path):
    extra = shipped / "taboo" / "en" / "broken.toml"
    extra.write_text("schema = 1\n", encoding="utf-8")
    library = load(shipped, tmp_path)
    assert [f.path for f in library.invalid] == [extra]
    assert not (paths.user_cache_dir() / pack_cache.CACHE_NAME).exists()


def test_a_cached_pack_keeps_every_field(shipped, tmp_path):
    packs = [f.pack for f in load(shipped, tmp_path).files]
    assert all(pack_cache.pack_from_dict(pack_cache.pack_to_dict(p)) == p for p in packs)

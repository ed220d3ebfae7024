"""Loading packs from disk: built-in and user folders, and broken files never raising.

PX-PACK-2 (built-in packs ship with the app), PX-PACK-3 (a user's own pack; a bad pack is
listed with file, item and reason, never a crash).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import store.packs
from core.packs import Pack
from store import openmoji, paths
from store.packs import Origin, PackLibrary, check_paths, find_pack_files, read_pack_file
from tests.core.packs.samples import codenames_pack, spyword_pack, taboo_pack

REPO = Path(__file__).resolve().parents[2]


def write(path: Path, content: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


@pytest.fixture
def builtin(tmp_path: Path) -> Path:
    folder = tmp_path / "app" / "packs"
    write(folder / "taboo" / "fr" / "school.toml", taboo_pack())
    write(folder / "spyword" / "fr" / "food.toml", spyword_pack())
    write(folder / "codenames" / "de" / "standard.toml", codenames_pack(language="de"))
    return folder


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path / "data"))
    return paths.user_packs_dir()


# Where packs live -------------------------------------------------------------------------


def test_data_dir_env_overrides_the_user_packs_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.DATA_DIR_ENV, str(tmp_path))
    assert paths.user_packs_dir() == tmp_path / "packs"


def test_user_packs_default_to_the_platform_data_folder(monkeypatch):
    import platformdirs

    monkeypatch.delenv(paths.DATA_DIR_ENV, raising=False)
    assert paths.user_packs_dir() == Path(platformdirs.user_data_dir("Palabre")) / "packs"


def test_builtin_packs_are_the_repository_packs_folder():  # PX-PACK-2
    assert paths.builtin_packs_dir() == REPO / "packs"
    assert paths.builtin_packs_dir().is_dir()


# The library ------------------------------------------------------------------------------


def test_library_keeps_valid_packs_by_game_and_language(builtin, user):
    write(user / "ma-classe.toml", taboo_pack(language="it"))
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    assert library.invalid == ()
    assert [p.id for p in library.packs("taboo")] == ["taboo/fr/school", "taboo/it/ma-classe"]
    assert [p.id for p in library.packs("taboo", "it")] == ["taboo/it/ma-classe"]
    assert library.packs("spyword", "de") == ()
    assert library.languages("taboo") == ("fr", "it")
    assert library.languages("codenames") == ("de",)
    assert isinstance(library.get("spyword/fr/food"), Pack)
    with pytest.raises(KeyError):
        library.get("spyword/fr/nothing")


def test_a_junior_pack_comes_after_the_others_so_it_is_never_the_default(builtin, user):
    # issue 31: a game's first pack is its default; "junior" sorts before "standard" by
    # file name and is easy, yet the children's list is only played when chosen.
    junior = codenames_pack(language="de").replace(
        "family_friendly = true",
        'family_friendly = true\ndifficulty = "easy"\naudience = "junior"')
    write(builtin / "codenames" / "de" / "junior.toml", junior)
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    assert [p.slug for p in library.packs("codenames", "de")] == ["standard", "junior"]


def test_sources_name_builtin_packs_from_the_packs_folder_and_user_packs_in_full(builtin, user):
    mine = write(user / "taboo" / "it" / "ma-classe.toml", taboo_pack(language="it"))
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    by_id = {f.pack.id: f for f in library.valid}
    assert by_id["taboo/fr/school"].source == "packs/taboo/fr/school.toml"
    assert by_id["taboo/fr/school"].origin is Origin.BUILTIN
    assert by_id["taboo/it/ma-classe"].source == str(mine)
    assert by_id["taboo/it/ma-classe"].origin is Origin.USER


BROKEN_FILES = [
    ("bad syntax", 'schema = 1\ntitle = "open', "toml.syntax", "line 2"),
    ("not UTF-8", b"schema = 1\ntitle = \"caf\xe9\"\n", "file.not_utf8", "line 2"),
    ("empty", b"", "file.empty", "file"),
    ("binary junk", bytes(range(256)) * 4, "file.not_utf8", "line 2"),
    ("wrong schema", taboo_pack().replace("schema = 1", "schema = 3"), "schema.unsupported",
     'field "schema"'),
    ("deep nesting", "x = " + "[" * 100_000, "toml.too_deep", "file"),
    ("wrong language", taboo_pack(language="pt"), "language.unknown", 'field "language"'),
]  # fmt: skip


@pytest.mark.parametrize(
    ("content", "code", "item"),
    [case[1:] for case in BROKEN_FILES],
    ids=[case[0] for case in BROKEN_FILES],
)
def test_a_broken_user_pack_is_listed_invalid_and_never_raises(
    builtin, user, content, code, item
):  # PX-PACK-3
    bad = write(user / "bad.toml", content)
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    (invalid,) = library.invalid
    assert (invalid.path, invalid.origin, invalid.pack) == (bad, Origin.USER, None)
    problem = invalid.errors[0]
    assert (problem.file, problem.item, problem.code) == (str(bad), item, code)
    assert len(library.valid) == 3  # the good packs still load


def test_a_validator_crash_is_reported_as_a_problem(builtin, user, monkeypatch):  # PX-PACK-3
    write(user / "odd.toml", taboo_pack())

    def crash(data, source, picture_exists):
        raise ValueError("bug")

    monkeypatch.setattr(store.packs, "check_pack", crash)
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    assert library.valid == ()
    assert {p.code for f in library.invalid for p in f.problems} == {"file.internal"}


def test_an_unreadable_file_is_reported(tmp_path):  # PX-PACK-3
    folder = tmp_path / "packs.toml"  # a folder named like a pack: reading it fails
    folder.mkdir()
    result = read_pack_file(folder)
    assert result.pack is None
    assert result.errors[0].code == "file.unreadable"


def test_a_user_copy_of_a_builtin_pack_is_listed_invalid(builtin, user):  # PX-PACK-3
    copy = write(user / "taboo" / "fr" / "school.toml", taboo_pack())
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    (invalid,) = library.invalid
    assert invalid.path == copy
    assert invalid.errors[0].code == "pack.duplicate_id"
    assert "packs/taboo/fr/school.toml" in invalid.errors[0].message
    assert library.get("taboo/fr/school").source == "packs/taboo/fr/school.toml"


def test_a_builtin_pack_outside_game_and_language_folders_is_invalid(builtin, user):
    write(builtin / "school.toml", taboo_pack())
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    (invalid,) = library.invalid
    assert invalid.errors[-1].code == "file.layout"


def test_missing_user_folder_is_no_problem(builtin, user):
    assert not user.exists()
    library = PackLibrary.load(builtin, user, openmoji.picture_exists)
    assert len(library.valid) == 3 and library.invalid == ()


def test_hidden_files_and_other_extensions_are_skipped(tmp_path):
    write(tmp_path / "a.toml", taboo_pack())
    write(tmp_path / "._a.toml", b"\x00\x05junk")  # macOS resource-fork leftover
    write(tmp_path / ".git" / "b.toml", b"junk")
    write(tmp_path / "notes.txt", b"junk")
    write(tmp_path / "sub" / "c.toml", taboo_pack())
    assert find_pack_files(tmp_path) == [tmp_path / "a.toml", tmp_path / "sub" / "c.toml"]


# check_paths: what `palabre packs check` runs ---------------------------------------------


def test_check_paths_reads_files_and_folders_recursively(tmp_path):
    good = write(tmp_path / "deep" / "er" / "good.toml", taboo_pack())
    bad = write(tmp_path / "bad.toml", b"")
    results = check_paths([tmp_path, tmp_path / "missing.toml", tmp_path / "deep" / "er"])
    assert [(r.path, r.valid) for r in results] == [
        (bad, False),
        (good, True),
        (tmp_path / "missing.toml", False),
        (good, True),
    ]
    assert results[2].errors[0].code == "file.not_found"


def test_check_paths_on_a_folder_without_packs_is_an_error(tmp_path):
    (result,) = check_paths([tmp_path])
    assert (result.valid, result.errors[0].code) == (False, "folder.no_packs")


# OpenMoji ---------------------------------------------------------------------------------


def test_openmoji_pictures_are_found_by_file_stem():
    assert openmoji.picture_exists("1F34E")
    assert openmoji.picture_exists("1F468-200D-1F373")
    assert not openmoji.picture_exists("1f34e")
    assert not openmoji.picture_exists("FFFFF")
    assert len(openmoji.picture_names()) > 4000
    assert openmoji.picture_svg("1F34E").lstrip().startswith(b"<svg")
    with pytest.raises(KeyError):
        openmoji.picture_svg("FFFFF")


def test_openmoji_credit_names_the_licence():
    assert "OpenMoji" in openmoji.CREDIT
    assert openmoji.LICENCE == "CC BY-SA 4.0"


def test_a_symlink_loop_is_named_as_such_not_missing(tmp_path):  # PX-PACK-3
    loop = tmp_path / "loop.toml"
    loop.symlink_to(loop)
    dangling = tmp_path / "gone.toml"
    dangling.symlink_to(tmp_path / "nowhere.toml")
    by_file = {r.path.name: r.errors[0] for r in check_paths([loop, dangling, tmp_path / "x.toml"])}
    assert by_file["loop.toml"].code == "file.link_loop"
    assert "symbolic link loop" in by_file["loop.toml"].message
    assert by_file["gone.toml"].code == "file.broken_link"
    assert by_file["x.toml"].code == "file.not_found"
    # Found inside a folder, the loop is reported too, not silently skipped.
    inside = check_paths([tmp_path])
    assert sorted(r.errors[0].code for r in inside) == ["file.broken_link", "file.link_loop"]


def test_builtin_lexicon_tells_a_french_pack_labelled_english(tmp_path):  # PX-I18N-1
    french = (paths.builtin_packs_dir() / "taboo" / "fr" / "school.toml").read_text("utf-8")
    wrong = write(tmp_path / "mine.toml", french.replace('language = "fr"', 'language = "en"'))
    right = write(tmp_path / "ok.toml", french)
    codes = {r.path.name: [p.code for p in r.problems] for r in check_paths([wrong, right])}
    assert codes["mine.toml"] == ["language.mismatch"]
    assert codes["ok.toml"] == []

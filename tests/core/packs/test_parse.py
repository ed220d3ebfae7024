"""The pack validator: valid packs load; each broken pack names its file, item and reason.

PX-PACK-1 (pack contents), PX-PACK-3 (a bad pack gets a clear error naming the file and
the problem, never a crash).
"""

from __future__ import annotations

import pytest

from core.packs import PackError, check_pack, parse_pack
from core.packs.limits import MAX_PACK_BYTES
from tests.core.packs.samples import (
    FORBIDDEN,
    codenames_pack,
    codenames_words,
    header,
    picture_exists,
    spyword_pack,
    taboo_cards,
    taboo_pack,
)

SPY_SOURCE = "packs/spyword/fr/food.toml"
TABOO_SOURCE = "packs/taboo/fr/school.toml"
CODE_SOURCE = "packs/codenames/fr/standard.toml"


def parse(text: str | bytes, source: str):
    data = text.encode("utf-8") if isinstance(text, str) else text
    return parse_pack(data, source, picture_exists)


def with_card(number: int, word: str, forbidden: list[str]) -> str:
    cards = taboo_cards()
    cards[number - 1] = (word, forbidden)
    return taboo_pack(cards=cards)


# PX-PACK-1: one valid pack per game ------------------------------------------------------


def test_spyword_pack_loads_pairs_with_pictures():
    pack = parse(spyword_pack(), SPY_SOURCE)
    assert (pack.id, pack.game, pack.language, pack.slug) == (
        "spyword/fr/food",
        "spyword",
        "fr",
        "food",
    )
    assert (pack.title, pack.author, pack.licence, pack.family_friendly) == (
        "Pack de test",
        "Tests",
        "CC0",
        True,
    )
    assert pack.description == "Un pack écrit par les tests."
    (pair,) = pack.pairs
    assert (pair.category, pair.a.word, pair.a.picture) == ("fruit", "pomme", "1F34E")
    assert (pair.b.word, pair.b.picture) == ("poire", "1F350")
    assert pack.item_count == 1 and pack.cards == () and pack.words == ()
    assert pair.to_dict() == {  # the shape the Spy Word core takes as content
        "category": "fruit",
        "a": {"word": "pomme", "picture": "1F34E"},
        "b": {"word": "poire", "picture": "1F350"},
    }


def test_taboo_pack_loads_sixty_cards_of_five_forbidden_words():  # TB-SET-2
    pack = parse(taboo_pack(), TABOO_SOURCE)
    assert len(pack.cards) == pack.item_count == 60
    assert pack.cards[0].word == "zqaa"
    assert pack.cards[0].forbidden == tuple(FORBIDDEN)
    assert pack.cards[0].to_dict() == {"word": "zqaa", "forbidden": FORBIDDEN}


def test_codenames_pack_loads_words_and_allows_a_hyphenated_compound():
    words = [*codenames_words(24), "arc-en-ciel"]
    pack = parse(codenames_pack(words=words), CODE_SOURCE)
    assert pack.words == tuple(words)


def test_multi_word_spyword_items_and_compound_pictures_are_allowed():
    pairs = [("métier", "chef cuisinier", "1F468-200D-1F373", "pêche", "1F351")]
    pack = parse(spyword_pack(pairs=pairs), SPY_SOURCE)
    assert pack.pairs[0].a == type(pack.pairs[0].a)("chef cuisinier", "1F468-200D-1F373")


def test_words_are_stored_in_composed_unicode():
    decomposed = "pe\u0302che"  # "pêche" typed as e + combining circumflex
    pairs = [("fruit", decomposed, "1F351", "pomme", "1F34E")]
    pack = parse(spyword_pack(pairs=pairs), SPY_SOURCE)
    assert pack.pairs[0].a.word == "p\u00eache"


def test_a_pack_outside_game_and_language_folders_loads():
    pack = parse(taboo_pack(language="de"), "/home/ana/Downloads/klasse-5b.toml")
    assert pack.id == "taboo/de/klasse-5b"


# PX-PACK-3: a table of broken packs -------------------------------------------------------

BROKEN = [
    # (case, pack text or bytes, source, code, item)
    (
        "bad syntax",
        taboo_pack().replace('title = "Pack de test"', "title = Pack de test"),
        TABOO_SOURCE,
        "toml.syntax",
        "line 4",
    ),
    (
        "duplicate key",
        taboo_pack().replace("schema = 1\n", "schema = 1\nschema = 1\n"),
        TABOO_SOURCE,
        "toml.syntax",
        "line 2",
    ),
    ("deep nesting", "x = " + "[" * 50_000, TABOO_SOURCE, "toml.too_deep", "file"),
    (
        "wrong schema version",
        taboo_pack().replace("schema = 1", "schema = 2"),
        TABOO_SOURCE,
        "schema.unsupported",
        'field "schema"',
    ),
    (
        "schema as text",
        taboo_pack().replace("schema = 1", 'schema = "1"'),
        TABOO_SOURCE,
        "schema.type",
        'field "schema"',
    ),
    (
        "schema missing",
        taboo_pack().replace("schema = 1\n", ""),
        TABOO_SOURCE,
        "schema.missing",
        'field "schema"',
    ),
    (
        "4 forbidden words",
        with_card(12, "plage", ["sable", "mer", "vacances", "soleil"]),
        TABOO_SOURCE,
        "card.forbidden_count",
        'card 12 "plage"',
    ),
    (
        "6 forbidden words",
        with_card(3, "plage", ["sable", "mer", "vacances", "soleil", "serviette", "été"]),
        TABOO_SOURCE,
        "card.forbidden_count",
        'card 3 "plage"',
    ),
    (
        "forbidden word contains the target",
        with_card(12, "plage", ["plages", "sable", "mer", "soleil", "serviette"]),
        TABOO_SOURCE,
        "forbidden.contains_target",
        'card 12 "plage"',
    ),
    (
        "forbidden word inside the target",
        with_card(5, "parapluie", ["pluie", "ouvrir", "mouillé", "manche", "orage"]),
        TABOO_SOURCE,
        "forbidden.inside_target",
        'card 5 "parapluie"',
    ),
    (
        "forbidden word is the target, other case and accents",
        with_card(7, "été", ["Ete", "chaud", "soleil", "juillet", "plage"]),
        TABOO_SOURCE,
        "forbidden.is_target",
        'card 7 "été"',
    ),
    (
        "forbidden word listed twice",
        with_card(2, "plage", ["sable", "mer", "Mer", "soleil", "serviette"]),
        TABOO_SOURCE,
        "forbidden.duplicate",
        'card 2 "plage"',
    ),
    (
        "forbidden words not a list",
        taboo_pack().replace(
            'forbidden = ["xalpha", "xbravo", "xcharlie", "xdelta", "xecho"]',
            'forbidden = "xalpha, xbravo, xcharlie, xdelta, xecho"',
            1,
        ),
        TABOO_SOURCE,
        "field.type",
        'card 1 "zqaa"',
    ),
    (
        "duplicate card, other case and accents",
        taboo_pack(cards=[*taboo_cards(58), ("Forêt", FORBIDDEN), ("foret", FORBIDDEN)]),
        TABOO_SOURCE,
        "word.duplicate",
        'card 60 "foret"',
    ),
    (
        "29 cards",
        taboo_pack(cards=taboo_cards(29)),
        TABOO_SOURCE,
        "cards.count",
        'field "cards"',
    ),
    (
        "cards not tables",
        header("taboo") + "cards = 3\n",
        TABOO_SOURCE,
        "field.type",
        'field "cards"',
    ),
    (
        "missing picture",
        spyword_pack(pairs=[("fruit", "pomme", "1F34E", "cerise", "1F999")]),
        SPY_SOURCE,
        "picture.missing",
        'pair 1 "pomme/cerise"',
    ),
    (
        "picture not an OpenMoji file name",
        spyword_pack(pairs=[("fruit", "pomme", "apple", "poire", "1F350")]),
        SPY_SOURCE,
        "picture.format",
        'pair 1 "pomme/poire"',
    ),
    (
        "same picture twice in a pair",
        spyword_pack(pairs=[("fruit", "pomme", "1F34E", "poire", "1F34E")]),
        SPY_SOURCE,
        "picture.same",
        'pair 1 "pomme/poire"',
    ),
    (
        "same word twice in a pair",
        spyword_pack(pairs=[("fruit", "pomme", "1F34E", "Pommé", "1F350")]),
        SPY_SOURCE,
        "pair.same_word",
        'pair 1 "pomme/Pommé"',
    ),
    (
        "duplicate word across pairs",
        spyword_pack(
            pairs=[
                ("fruit", "pomme", "1F34E", "poire", "1F350"),
                ("fruit", "pêche", "1F351", "Poire", "1F350"),
            ]
        ),
        SPY_SOURCE,
        "word.duplicate",
        'pair 2 "pêche/Poire"',
    ),
    (
        "pair without a picture",
        spyword_pack().replace(', picture = "1F350"', ""),
        SPY_SOURCE,
        "field.missing",
        'pair 1 "pomme/poire"',
    ),
    ("no pairs", header("spyword") + "pairs = []\n", SPY_SOURCE, "pairs.too_few", 'field "pairs"'),
    (
        "duplicate codename, other case and accents",
        codenames_pack(words=[*codenames_words(25), "Été", "ete"]),
        CODE_SOURCE,
        "word.duplicate",
        'word 27 "ete"',
    ),
    (
        "codename with a space",
        codenames_pack(words=[*codenames_words(25), "pomme de terre"]),
        CODE_SOURCE,
        "word.text",
        'word 26 "pomme de terre"',
    ),
    (
        "codename with an apostrophe",
        codenames_pack(words=[*codenames_words(25), "aujourd'hui"]),
        CODE_SOURCE,
        "word.text",
        'word 26 "aujourd\'hui"',
    ),
    (
        "codename with a digit",
        codenames_pack(words=[*codenames_words(25), "r2d2"]),
        CODE_SOURCE,
        "word.text",
        'word 26 "r2d2"',
    ),
    (
        "codename not text",
        codenames_pack(words=codenames_words(25)).replace('words = ["', 'words = [7, "'),
        CODE_SOURCE,
        "field.type",
        "word 1",
    ),
    (
        "24 codenames",
        codenames_pack(words=codenames_words(24)),
        CODE_SOURCE,
        "words.too_few",
        'field "words"',
    ),
    (
        "wrong language code",
        taboo_pack().replace('language = "fr"', 'language = "fra"'),
        "/home/ana/school.toml",
        "language.unknown",
        'field "language"',
    ),
    (
        "language does not match its folder",
        taboo_pack(language="de"),
        TABOO_SOURCE,
        "language.folder",
        'field "language"',
    ),
    (
        "wrong game",
        taboo_pack().replace('game = "taboo"', 'game = "memory"'),
        "/home/ana/school.toml",
        "game.unknown",
        'field "game"',
    ),
    (
        "game does not match its folder",
        codenames_pack(),
        TABOO_SOURCE,
        "game.folder",
        'field "game"',
    ),
    ("empty file", b"", TABOO_SOURCE, "file.empty", "file"),
    ("blank file", b"\n  \n", TABOO_SOURCE, "file.empty", "file"),
    ("not UTF-8", taboo_pack().encode("latin-1"), TABOO_SOURCE, "file.not_utf8", "line 5"),
    ("byte order mark", b"\xef\xbb\xbf" + taboo_pack().encode(), TABOO_SOURCE, "file.bom", "file"),
    ("too large", b"#" * (MAX_PACK_BYTES + 1), TABOO_SOURCE, "file.too_large", "file"),
    (
        "missing field",
        taboo_pack().replace('title = "Pack de test"\n', ""),
        TABOO_SOURCE,
        "field.missing",
        'field "title"',
    ),
    (
        "missing items",
        header("taboo"),
        TABOO_SOURCE,
        "field.missing",
        'field "cards"',
    ),
    (
        "wrong type",
        taboo_pack().replace("family_friendly = true", 'family_friendly = "yes"'),
        TABOO_SOURCE,
        "field.type",
        'field "family_friendly"',
    ),
    (
        "empty title",
        taboo_pack().replace('title = "Pack de test"', 'title = "  "'),
        TABOO_SOURCE,
        "field.text",
        'field "title"',
    ),
    (
        "word with a trailing space",
        with_card(4, "plage ", ["sable", "mer", "vacances", "soleil", "serviette"]),
        TABOO_SOURCE,
        "field.text",
        'card 4 "plage "',
    ),
    (
        "misspelt field",
        taboo_pack().replace("family_friendly", "familly_friendly"),
        TABOO_SOURCE,
        "field.unknown",
        "file",
    ),
    (
        "another game's items",
        taboo_pack().replace("family_friendly = true", "family_friendly = true\nwords = []"),
        TABOO_SOURCE,
        "field.other_game",
        'field "words"',
    ),
    (
        "file name not a slug",
        taboo_pack(),
        "packs/taboo/fr/Ma Classe.toml",
        "file.name",
        "file",
    ),
]


@pytest.mark.parametrize(
    ("text", "source", "code", "item"),
    [case[1:] for case in BROKEN],
    ids=[case[0] for case in BROKEN],
)
def test_broken_pack_names_file_item_and_reason(text, source, code, item):  # PX-PACK-3
    with pytest.raises(PackError) as caught:
        parse(text, source)
    matching = [p for p in caught.value.problems if p.code == code]
    assert matching, [str(p) for p in caught.value.problems]
    problem = matching[0]
    assert problem.is_error
    assert (problem.file, problem.item) == (source, item)
    line = str(problem)
    assert line.startswith(f"{source}: {item}: ")
    assert line == f"{source}: {item}: {problem.message}" and problem.message.strip()
    assert line in str(caught.value)


def test_example_message_reads_like_the_brief():  # PX-PACK-3
    text = with_card(12, "plage", ["plages", "sable", "mer", "soleil", "serviette"])
    with pytest.raises(PackError) as caught:
        parse(text, TABOO_SOURCE)
    assert str(caught.value) == (
        'packs/taboo/fr/school.toml: card 12 "plage": '
        'forbidden word "plages" contains the target "plage"'
    )


def test_every_problem_of_a_file_is_reported_not_only_the_first():  # PX-PACK-3
    cards = taboo_cards()
    cards[0] = ("plage", ["sable", "mer", "vacances", "soleil"])
    cards[9] = ("mer", ["mer", "bleu", "vague", "sel", "plage"])
    text = taboo_pack(language="es", cards=cards).replace("family_friendly = true", "x = 1")
    pack, problems = check_pack(text.encode(), TABOO_SOURCE, picture_exists)
    assert pack is None
    assert {(p.item, p.code) for p in problems} == {
        ('field "language"', "language.folder"),
        ('field "family_friendly"', "field.missing"),
        ("file", "field.unknown"),
        ('card 1 "plage"', "card.forbidden_count"),
        ('card 10 "mer"', "forbidden.is_target"),
    }


def test_misspelt_field_suggests_the_right_name():  # PX-PACK-3
    text = taboo_pack().replace("family_friendly", "familly_friendly")
    _, problems = check_pack(text.encode(), TABOO_SOURCE, picture_exists)
    assert any('did you mean "family_friendly"?' in p.message for p in problems)


def test_syntax_error_shows_the_offending_line():  # PX-PACK-3
    text = taboo_pack().replace('title = "Pack de test"', "title = Pack de test")
    _, problems = check_pack(text.encode(), TABOO_SOURCE, picture_exists)
    assert "title = Pack de test" in problems[0].message


def test_lowercase_picture_gets_the_uppercase_spelling_as_hint():
    text = spyword_pack(pairs=[("fruit", "pomme", "1f34e", "poire", "1F350")])
    _, problems = check_pack(text.encode(), SPY_SOURCE, picture_exists)
    assert 'write it in capitals: "1F34E"' in problems[0].message


def test_bad_file_name_suggests_a_slug():
    _, problems = check_pack(taboo_pack().encode(), "packs/taboo/fr/Ma Classe.toml", picture_exists)
    assert '"ma-classe.toml"' in problems[0].message


# A probable form of the target is a warning: the pack stays valid -----------------------


@pytest.mark.parametrize(
    ("target", "form"), [("cheval", "chevaux"), ("nager", "nageur"), ("écrire", "écrit")]
)
def test_forbidden_word_like_a_form_of_the_target_is_a_warning(target, form):
    text = with_card(8, target, [form, "sable", "mer", "soleil", "serviette"])
    pack, problems = check_pack(text.encode(), TABOO_SOURCE, picture_exists)
    assert pack is not None
    (problem,) = problems
    assert (problem.code, problem.item, problem.is_error) == (
        "forbidden.looks_like_form",
        f'card 8 "{target}"',
        False,
    )
    assert str(problem).startswith(f'{TABOO_SOURCE}: card 8 "{target}": warning: ')


def test_unrelated_forbidden_words_give_no_warning():
    text = with_card(8, "cheval", ["selle", "galop", "écurie", "poney", "cavalier"])
    pack, problems = check_pack(text.encode(), TABOO_SOURCE, picture_exists)
    assert pack is not None and problems == ()


# Spy Word pairs within the ghost's typo distance of each other: a warning ---------------


@pytest.mark.parametrize(
    ("language", "a", "b"),
    [
        ("it", "ombrello", "ombrellone"),  # the shipped Italian pair
        ("fr", "tigre", "tigres"),
        ("de", "Kaese", "Käse"),  # the same word in German spelling (core.text)
    ],
)
def test_spyword_pair_within_typo_distance_is_a_warning(language, a, b):
    # SW-GHOST-2, SW-CL-3: a guess matching both words is wrong; the pack stays valid.
    text = spyword_pack(language, [("objet", a, "1F34E", b, "1F350")])
    source = f"packs/spyword/{language}/things.toml"
    pack, problems = check_pack(text.encode(), source, picture_exists)
    assert pack is not None
    (problem,) = problems
    assert (problem.code, problem.item, problem.is_error) == (
        "pair.near_words",
        f'pair 1 "{a}/{b}"',
        False,
    )
    assert str(problem).startswith(f'{source}: pair 1 "{a}/{b}": warning: ')


def test_distant_pairs_and_other_languages_give_no_warning():
    for language, a, b in (("fr", "pomme", "poire"), ("fr", "Kaese", "Käse")):
        text = spyword_pack(language, [("objet", a, "1F34E", b, "1F350")])
        pack, problems = check_pack(text.encode(), f"packs/spyword/{language}/t.toml",
                                    picture_exists)
        assert pack is not None and problems == ()

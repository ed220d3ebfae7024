"""The shipped content read as a lexicographer would, by machine where a machine can
(issue 17): counts per language, one category list, pairs on one level, no warning.

PX-PACK-1, PX-PACK-2, PX-I18N-1, TB-SET-2. The curated tables live in content/.
"""

from __future__ import annotations

import importlib.util
from collections import Counter, defaultdict
from dataclasses import replace
from functools import cache
from itertools import combinations
from pathlib import Path

import pytest

from core.packs import LANGUAGES, SPYWORD, Pack, TabooCard
from core.packs.limits import ROOT_MIN_CHARS
from core.packs.roots import stem, words_of
from core.packs.words import same_stem
from core.text import normalize
from store import openmoji, paths
from store.packs import PackLibrary

REPO = Path(__file__).resolve().parents[2]
CONTENT = REPO / "content"
SPYWORD_PAIRS_PER_LANGUAGE = 150
SPYWORD_PACKS_PER_LANGUAGE = 5  # the standard packs; each language also has a junior one
SPYWORD_JUNIOR_PAIRS = 30  # issue 31: pairs for 6-10-year-olds
SPYWORD_OWN_PAIRS = 40  # issue 31: pairs native to each language's table


def _load_builder():
    spec = importlib.util.spec_from_file_location("build_spyword", CONTENT / "build_spyword.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


builder = _load_builder()


def table(name: str) -> list[list[str]]:
    return builder.rows(name, "|")


def kinds() -> dict[str, dict[str, set[str]]]:
    """language -> normalised word -> normalised words it is a kind of."""
    found: dict[str, dict[str, set[str]]] = {lang: {} for lang in LANGUAGES}
    for language, word, parents in table("kinds.txt"):
        found[language].setdefault(normalize(word), set()).update(
            normalize(p) for p in parents.split(","))
    return found


def kind_clashes(pairs: list[tuple[str, str]], language: str) -> list[tuple[str, str]]:
    """Pairs where one word is a kind of the other (by content/kinds.txt)."""
    table_ = kinds()[language]
    return [(a, b) for a, b in pairs
            if normalize(b) in table_.get(normalize(a), ())
            or normalize(a) in table_.get(normalize(b), ())]


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> PackLibrary:
    no_user_packs = tmp_path_factory.mktemp("empty") / "packs"
    return PackLibrary.load(paths.builtin_packs_dir(), no_user_packs, openmoji.picture_exists)


def spy_pairs(pack: Pack) -> list[tuple[str, str]]:
    return [(pair.a.word, pair.b.word) for pair in pack.pairs]


def test_spyword_packs_are_built_from_the_shared_tables():  # PX-I18N-1
    """Edit content/spyword-*.txt and run content/build_spyword.py, never the packs."""
    expected = builder.expected_files()
    shipped = set((paths.builtin_packs_dir() / "spyword").glob("*/*.toml"))
    assert shipped == set(expected)
    stale = [p for p, text in expected.items() if p.read_text(encoding="utf-8") != text]
    assert stale == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_spyword_has_150_pairs_in_five_standard_packs_with_the_same_slugs(library, language):
    packs = library.packs(SPYWORD, language)  # PX-PACK-2
    standard = [p for p in packs if p.audience != "junior"]
    assert len(standard) >= SPYWORD_PACKS_PER_LANGUAGE
    assert sum(len(p.pairs) for p in standard) >= SPYWORD_PAIRS_PER_LANGUAGE
    english = {p.slug for p in library.packs(SPYWORD, "en")}
    assert {p.slug for p in packs} == english


@pytest.mark.parametrize("language", LANGUAGES)
def test_spyword_has_a_junior_pack_of_30_new_pairs(library, language):  # issue 31
    packs = library.packs(SPYWORD, language)
    junior = [p for p in packs if p.audience == "junior"]
    assert [p.slug for p in junior] == ["junior"]
    assert packs[-1] == junior[0]  # after the standard packs: never a game's default
    assert junior[0].family_friendly and len(junior[0].pairs) == SPYWORD_JUNIOR_PAIRS
    # New pairs and new words: a family that plays both tiers meets no pair twice.
    standard = {normalize(w) for p in packs if p.audience != "junior"
                for pair in p.pairs for w in (pair.a.word, pair.b.word)}
    assert [w for pair in junior[0].pairs for w in (pair.a.word, pair.b.word)
            if normalize(w) in standard] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_category_comes_from_the_one_list_and_names_neither_word(library, language):
    names = {row[language] for row in builder.categories().values()}
    wrong = []
    for pack in library.packs(SPYWORD, language):
        for pair in pack.pairs:
            words = (pair.a.word, pair.b.word)
            if pair.category not in names or any(
                normalize(pair.category) == normalize(w) or same_stem(pair.category, w)
                for w in words
            ):
                wrong.append((pack.id, pair.category, *words))
    assert wrong == []


def test_the_category_list_has_every_language_and_no_unused_entry():  # PX-I18N-1
    used = {pair["category"] for pair in builder.pairs()} | {
        pair["category"] for lang in LANGUAGES for pair in builder.local_pairs(lang)}
    assert used == set(builder.categories())
    assert all(len(set(row.values())) >= 1 and all(row.values())
               for row in builder.categories().values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_spyword_pair_holds_a_word_and_a_kind_of_it(library, language):
    pairs = [p for pack in library.packs(SPYWORD, language) for p in spy_pairs(pack)]
    assert kind_clashes(pairs, language) == []


@pytest.mark.parametrize(
    ("language", "a", "b"),
    [("en", "car", "taxi"), ("en", "monkey", "gorilla"), ("fr", "ours", "panda"),
     ("de", "Handy", "Telefon"), ("es", "teléfono", "móvil"),
     ("es", "mariquita", "escarabajo"), ("it", "torta", "crostata"),
     ("it", "nave", "traghetto"), ("es", "coche", "taxi"), ("es", "bañador", "bikini")],
)
def test_the_kinds_table_catches_the_pairs_issue_17_found(language, a, b):
    assert kind_clashes([(a, b), ("x", "y")], language) == [(a, b)]


def test_the_same_pair_has_the_same_pictures_in_every_language(library):  # PX-PACK-1
    def shared_pictures(lang: str) -> list[tuple[str, str]]:
        # Each pack starts with the shared table's pairs; a language's own pairs follow.
        return [(pair.a.picture, pair.b.picture)
                for pack in library.packs(SPYWORD, lang)
                for pair in pack.pairs[:sum(p["pack"] == pack.slug for p in builder.pairs())]]

    assert all(shared_pictures(lang) == shared_pictures("en") for lang in LANGUAGES)
    # A picture shows one word: no picture stands for two words of a language.
    for lang in LANGUAGES:
        used = Counter(pic for pack in library.packs(SPYWORD, lang) for pair in pack.pairs
                       for pic in (pair.a.picture, pair.b.picture))
        assert [pic for pic, n in used.items() if n > 1] == [], lang


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_40_pairs_of_its_own(library, language):  # issue 31
    """Pairs written in the language for its table (content/spyword-local/), not translated:
    new words, in the standard packs, each pair once."""
    own = builder.local_pairs(language)
    assert len(own) >= SPYWORD_OWN_PAIRS
    shared = {normalize(pair[side][1][language])
              for pair in builder.pairs() for side in ("a", "b")}
    words = [normalize(pair[side][1]) for pair in own for side in ("a", "b")]
    assert [w for w in words if w in shared] == []
    assert [w for w, n in Counter(words).items() if n > 1] == []
    assert {pair["pack"] for pair in own} <= set(builder.pack_slugs()) - {builder.JUNIOR}


def test_no_shipped_pack_has_a_warning(library):  # issue 17: packs check is clean
    assert [str(p) for f in library.files for p in f.warnings] == []


# Codenames --------------------------------------------------------------------------------

CODENAMES_WORDS = (500, 700)
# Issue 31's junior tier: a shorter list of concrete words young readers know.
CODENAMES_JUNIOR_WORDS = (200, 400)
CODENAMES_MAX_ANIMALS_AND_FOODS = 40
CODENAMES_MAX_SINGLE_MEANING = 0.30


def by_language(name: str) -> dict[str, list[tuple[str, set[str]]]]:
    """language -> [(second column, normalised words of the last column)] of a table."""
    found: dict[str, list[tuple[str, set[str]]]] = {lang: [] for lang in LANGUAGES}
    for row in table(name):
        found[row[0]].append((row[1] if len(row) > 2 else "",
                              {normalize(w) for w in row[-1].split(",") if w.strip()}))
    return found


def codenames_words(library: PackLibrary, language: str, audience: str | None = None) -> set[str]:
    """The standard (non-junior) list's words, or with ``audience`` that tier's lists'."""
    from core.packs import CODENAMES

    return {normalize(w) for pack in library.packs(CODENAMES, language)
            if (pack.audience == audience if audience else pack.audience != "junior")
            for w in pack.words}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_junior_codenames_list_has_200_to_400_words(library, language):  # issue 31
    from core.packs import CODENAMES

    low, high = CODENAMES_JUNIOR_WORDS
    junior = [p for p in library.packs(CODENAMES, language) if p.audience == "junior"]
    assert all(low <= len(p.words) <= high for p in junior)


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_500_to_700_words(library, language):  # PX-PACK-1
    low, high = CODENAMES_WORDS
    assert low <= len(codenames_words(library, language)) <= high


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_no_two_synonyms(library, language):
    for audience in (None, "junior"):  # the standard list, and the junior one
        words = codenames_words(library, language, audience)
        clashes = [group & words for _, group in by_language("codenames-synonyms.txt")[language]
                   if len(group & words) > 1]
        assert clashes == [], audience


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_no_obscure_foreign_regional_or_proper_word(library, language):
    words = codenames_words(library, language) | codenames_words(library, language, "junior")
    found = [(reason, group & words)
             for reason, group in by_language("codenames-avoid.txt")[language] if group & words]
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_at_most_40_animals_and_foods(library, language):
    words = codenames_words(library, language)
    rows = by_language("codenames-themes.txt")[language]
    assert {theme for theme, _ in rows} == {"animal", "food"}, "tag this language's list"
    themed = set().union(*(group for _, group in rows))
    assert len(themed & words) <= CODENAMES_MAX_ANIMALS_AND_FOODS


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_list_has_70_percent_words_with_two_meanings(library, language):
    words = codenames_words(library, language)
    rows = by_language("codenames-single.txt")[language]
    assert rows, "tag this language's single-meaning words"
    single = set().union(*(group for _, group in rows))
    assert single <= words, "content/codenames-single.txt names words not in the list"
    assert len(single) <= CODENAMES_MAX_SINGLE_MEANING * len(words)


def _overlap_tool():
    spec = importlib.util.spec_from_file_location("codenames_overlap",
                                                  CONTENT / "codenames_overlap.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


overlap = _overlap_tool()
#: The published lists we check against (issue 31): the original game's 400 English words
#: and the community lists of horsepaste (jbowens/codenames) in French, German and Spanish.
PUBLISHED_SOURCES = {"en": {"official"}, "fr": {"horsepaste"}, "de": {"horsepaste"},
                     "es": {"horsepaste"}, "it": {"nomeincodice"}}


@pytest.mark.parametrize("language", LANGUAGES)
def test_codenames_lists_are_our_own(library, language):  # issue 31: < 1/4 shared
    from core.packs import CODENAMES

    sources = overlap.published(language)
    assert PUBLISHED_SOURCES.get(language, set()) <= set(sources), "a published list is missing"
    assert all(len(hashes) >= 300 for hashes in sources.values())
    over = [(pack.slug, source, shared, len(pack.words))
            for pack in library.packs(CODENAMES, language) for source, hashes in sources.items()
            if (shared := len(overlap.shared_words(pack.words, hashes)))
            >= overlap.MAX_SHARED * len(pack.words)]
    assert over == []


def test_a_list_copied_from_a_published_one_fails_the_overlap_check():  # issue 31
    ours = ["anchor", "lantern", "saddle", "comet"]
    published = {overlap.word_hash(w) for w in ("Anchor", "ice cream", "lantern")}
    assert overlap.shared_words(ours, published) == ["anchor", "lantern"]
    assert overlap.word_hash("Ice Cream") == overlap.word_hash("icecream")


# Taboo ------------------------------------------------------------------------------------

TABOO_PACKS_PER_LANGUAGE = 8
TABOO_THEMES = {"culture", "everyday", "family", "food", "jobs", "nature", "school", "sport"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_taboo_has_eight_packs_with_difficulties_and_a_hard_one(library, language):
    from core.packs import TABOO
    from core.packs.limits import DIFFICULTIES

    packs = library.packs(TABOO, language)  # TB-SET-2, PX-PACK-2
    assert len(packs) >= TABOO_PACKS_PER_LANGUAGE
    assert all(p.difficulty in DIFFICULTIES for p in packs)
    assert "hard" in {p.difficulty for p in packs}
    # The eight themes in every language; a language may ship more (issue 31: the twelve
    # new ones land language by language), never fewer.
    assert {p.slug for p in packs} >= TABOO_THEMES


def _load_grader():
    spec = importlib.util.spec_from_file_location("grade_packs", CONTENT / "grade_packs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # reads no wordfreq: only grading itself imports it
    return module


grader = _load_grader()


def targets(pack: Pack) -> set[str]:
    return {card.word for card in pack.cards} | set(pack.words)


def difficulty_mismatches(packs: list[Pack], grades: dict[str, dict[str, float]]) -> list[str]:
    """Packs whose difficulty is not the label their graded targets derive (issue 31)."""
    found = []
    for pack in packs:
        if pack.difficulty is None:
            continue  # a Codenames standard list: graded, not labelled
        zipfs = [grades[pack.id][word] for word in targets(pack)]
        derived = grader.derived_difficulty(zipfs, pack.audience)
        if pack.difficulty != derived:
            found.append(f"{pack.id}: {pack.difficulty}, graded {derived}")
    return found


@pytest.mark.parametrize("game", ["taboo", "codenames"])
def test_every_target_is_graded_in_the_committed_table(library, game):  # issue 31
    grades = grader.read_grades()
    shipped = {pack.id: targets(pack)
               for language in LANGUAGES for pack in library.packs(game, language)}
    graded = {pack: set(words) for pack, words in grades.items() if pack.startswith(game + "/")}
    # A card added, changed or removed without regrading: run content/grade_packs.py.
    assert graded == shipped


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_pack_difficulty_is_derived_from_its_graded_words(library, language):  # issue 31
    packs = [*library.packs("taboo", language), *library.packs("codenames", language)]
    assert difficulty_mismatches(packs, grader.read_grades()) == []


def test_a_pack_marked_easy_with_hard_words_fails_the_difficulty_check():  # issue 31
    cards = tuple(TabooCard(word, ("a", "b", "c", "d", "e"))
                  for word in ("portcullis", "gearstick", "cagoule"))
    sample = Pack(schema=1, game="taboo", language="en", slug="sample", title="Sample",
                  description="", author="", licence="", family_friendly=True, source="",
                  cards=cards, difficulty="easy")
    grades = {"taboo/en/sample": {"portcullis": 2.16, "gearstick": 1.14, "cagoule": 1.62}}
    assert difficulty_mismatches([sample], grades) == ["taboo/en/sample: easy, graded hard"]
    junior = replace(sample, audience="junior")  # a junior pack stays easy
    assert difficulty_mismatches([junior], grades) == []
    assert grader.tier(4.0) == "easy" and grader.tier(3.99) == "medium"
    assert grader.tier(3.5) == "medium" and grader.tier(3.49) == "hard"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_taboo_card_is_repeated_across_packs_of_a_language(library, language):
    from core.packs import TABOO

    cards = Counter(normalize(c.word) for p in library.packs(TABOO, language) for c in p.cards)
    assert [w for w, n in cards.items() if n > 1] == []


# Issue 31: checks that catch the real defects -------------------------------------------

ROOT_CODES = ("forbidden.root_of_target", "forbidden.same_root")


def test_no_forbidden_word_shares_a_root_with_its_card(library):  # issue 31, TB-SET-2
    """core.packs.roots's warnings (also in `palabre packs check`): "scientist" forbidding
    "science" wastes a slot (a form of the target is off limits anyway)."""
    found = [str(p) for f in library.files for p in f.warnings if p.code in ROOT_CODES]
    assert found == []


def taboo_cards_of(library: PackLibrary, language: str) -> list[tuple[str, str, tuple[str, ...]]]:
    """(pack id, word, forbidden words) of every card of a language's packs."""
    from core.packs import TABOO

    return [(pack.id, card.word, card.forbidden)
            for pack in library.packs(TABOO, language) for card in pack.cards]


#: Issue 31: endings that make a person or a place of a word (library/librarian,
#: Friseur/Friseurin, pharmacie/pharmacien), after the shorter word's Snowball stem.
AGENT_ENDINGS = {
    "en": ("er", "or", "ist", "ian", "an", "ess", "man", "erman", "ician", "ery", "ry"),
    "fr": ("ien", "ienne", "ier", "iere", "eur", "euse", "iste", "erie", "ie", "aire", "er",
           "ere"),
    "de": ("in", "er", "erin", "ei", "erei", "ler", "lerin"),
    "es": ("ero", "era", "ista", "or", "ora", "ador", "adora", "eria", "ico", "ica",
           "eutico", "eutica"),
    "it": ("aio", "aia", "ista", "iere", "iera", "ore", "ora", "trice", "eria"),
}
#: Cards sharing this many forbidden words are one card twice (issue 31).
NEAR_CARD_SHARED_FORBIDDEN = 3


@cache
def near_card_verdicts() -> dict[str, dict[frozenset[str], str]]:
    """language -> {pair of normalised card words: "one family" or "different"}."""
    found: dict[str, dict[frozenset[str], str]] = {lang: {} for lang in LANGUAGES}
    for language, verdict, a, b, reason in table("taboo-near-cards.txt"):
        assert verdict in ("one family", "different") and reason, (a, b)
        found[language][frozenset((normalize(a), normalize(b)))] = verdict
    return found


def cut_forms(word: str, language: str) -> set[str]:
    """``word`` without each person's or place's ending it has ("librarian" -> "librari")."""
    key = normalize(word)
    return {key[: -len(e)] for e in AGENT_ENDINGS[language] if key.endswith(e)}


def kin_words(a: str, b: str, language: str) -> bool:
    """One Snowball stem, or one word the other's stem plus a person's or place's ending."""
    stem_a, stem_b = stem(a, language), stem(b, language)
    if len(stem_a) >= ROOT_MIN_CHARS and stem_a == stem_b:
        return True
    return (len(stem_a) >= ROOT_MIN_CHARS and stem_a in cut_forms(b, language)
            or len(stem_b) >= ROOT_MIN_CHARS and stem_b in cut_forms(a, language))


def near_targets(a: str, b: str, language: str) -> bool:
    """Every word of the shorter card word has kin in the other ("taxi"/"taxi driver",
    "police"/"police officer", "library"/"librarian"), or the table says one family."""
    verdict = near_card_verdicts()[language].get(frozenset((normalize(a), normalize(b))))
    if verdict is not None:
        return verdict == "one family"
    shorter, longer = sorted((words_of(a), words_of(b)), key=len)
    return all(any(kin_words(x, y, language) for y in longer) for x in shorter) or (
        len(shorter) == len(longer)
        and all(any(kin_words(x, y, language) for y in shorter) for x in longer))


def clues_overlap(a: tuple[str, tuple[str, ...]], b: tuple[str, tuple[str, ...]],
                  language: str) -> bool:
    """Two cards (word, forbidden) share a forbidden word, or one forbids a kin of the
    other's word ("taxi driver" forbidding "taxi"... or "cab" on both)."""
    if {normalize(w) for w in a[1]} & {normalize(w) for w in b[1]}:
        return True
    return any(kin_words(x, y, language)
               for (word, _), (_, forbidden) in ((a, b), (b, a))
               for f in forbidden for x in words_of(f) for y in words_of(word))


def near_duplicate_cards(cards: list[tuple[str, str, tuple[str, ...]]],
                         language: str) -> list[tuple[str, str, str]]:
    """(why, card, card) for two cards sharing NEAR_CARD_SHARED_FORBIDDEN forbidden
    words, or whose words are of one root and whose clues overlap (issue 31: "collo" and
    "colla", one stem, share no clue; "taxi" and "taxi driver" share four). Only pairs
    with a stem or a forbidden word in common are compared: a language has over a
    thousand cards."""
    by_forbidden: dict[str, list[int]] = defaultdict(list)
    by_stem: dict[str, list[int]] = defaultdict(list)
    by_word: dict[str, list[int]] = defaultdict(list)
    for i, (_, word, forbidden) in enumerate(cards):
        for f in {normalize(w) for w in forbidden}:
            by_forbidden[f].append(i)
        for w in words_of(word):
            by_stem[stem(w, language)].append(i)
        by_word[normalize(word)].append(i)
    shared: Counter[tuple[int, int]] = Counter()
    for holders in by_forbidden.values():
        shared.update(combinations(holders, 2))
    rooted: set[tuple[int, int]] = set()
    for i, (_, word, _) in enumerate(cards):
        keys = {k for w in words_of(word) for k in (stem(w, language), *cut_forms(w, language))}
        others = {j for k in keys if len(k) >= ROOT_MIN_CHARS for j in by_stem.get(k, ())}
        for pair in near_card_verdicts()[language]:
            if normalize(word) in pair:
                others |= {j for w in pair for j in by_word.get(w, ())}
        rooted |= {(min(i, j), max(i, j)) for j in others
                   if j != i and near_targets(word, cards[j][1], language)
                   and clues_overlap(cards[i][1:], cards[j][1:], language)}
    found = []
    for i, j in sorted(set(shared) | rooted):
        where = (f"{cards[i][0]}: {cards[i][1]}", f"{cards[j][0]}: {cards[j][1]}")
        common = {normalize(w) for w in cards[i][2]} & {normalize(w) for w in cards[j][2]}
        if len(common) >= NEAR_CARD_SHARED_FORBIDDEN:
            found.append((f"share {', '.join(sorted(common))}", *where))
        if (i, j) in rooted:
            found.append(("one root", *where))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_taboo_cards_of_a_language_are_near_duplicates(library, language):  # issue 31
    assert near_duplicate_cards(taboo_cards_of(library, language), language) == []


@pytest.mark.parametrize(
    ("language", "a", "b"),
    [("de", "Friseur", "Friseurin"), ("fr", "pharmacie", "pharmacien"),
     ("en", "library", "librarian"), ("en", "taxi", "taxi driver"),
     ("en", "police", "police officer"), ("en", "empire", "emperor"),
     ("es", "jardín", "jardinero"), ("it", "giornale", "giornalista")],
)
def test_the_near_duplicate_check_finds_the_cards_issue_31_found(language, a, b):
    cards = [("x", a, ("xa", "xb", "xc", "xd", "xe")), ("y", b, ("xa", "xg", "xh", "xi", "xj")),
             ("z", "zzcible", ("xa", "xb", "xk", "xl", "xm"))]
    assert near_duplicate_cards(cards, language) == [("one root", f"x: {a}", f"y: {b}")]
    cards[1] = ("y", b, ("xf", "xg", "xh", "xi", "xj"))  # one root, but no clue in common
    assert near_duplicate_cards(cards, language) == []
    cards[1] = ("y", b, ("xf", "xg", "xh", "xi", a))  # ... or one forbidding the other
    assert near_duplicate_cards(cards, language) == [("one root", f"x: {a}", f"y: {b}")]
    cards[1] = ("y", b, ("xf", "xg", "xh", "xi", "xj"))
    cards[2] = ("z", "zzcible", ("xa", "xb", "xc", "xl", "xm"))  # three shared forbidden
    assert ("share xa, xb, xc", f"x: {a}", "z: zzcible") in near_duplicate_cards(cards, language)


@pytest.mark.parametrize(("language", "a", "b"),
                         [("en", "taxi driver", "bus driver"), ("fr", "pomme", "poire"),
                          ("de", "Schulter", "Schule"), ("en", "applause", "apple")])
def test_cards_that_only_share_letters_are_not_near_duplicates(language, a, b):
    assert not near_targets(a, b, language)


def filler_words() -> dict[str, set[str]]:
    return {lang: set().union(*(group for _, group in rows)) if rows else set()
            for lang, rows in by_language("taboo-filler.txt").items()}


def filler_in(cards: list[tuple[str, str, tuple[str, ...]]], filler: set[str]) -> list[str]:
    return [f"{pack}: {word}: {f}" for pack, word, forbidden in cards
            for f in forbidden if normalize(f) in filler]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_forbidden_word_is_weak_filler(library, language):  # issue 31, docs/packs.md
    filler = filler_words()[language]
    assert filler, "list this language's filler words in content/taboo-filler.txt"
    assert filler_in(taboo_cards_of(library, language), filler) == []


def test_the_filler_check_finds_a_planted_filler_word():  # issue 31
    cards = [("x", "grandfather", ("old", "grandson", "pipe", "pension", "family"))]
    assert filler_in(cards, filler_words()["en"]) == ["x: grandfather: old"]
    assert filler_in(cards, filler_words()["it"]) == []


def synonym_clashes(words: set[str], language: str) -> list[set[str]]:
    return [group & words for _, group in by_language("codenames-synonyms.txt")[language]
            if len(group & words) > 1]


@pytest.mark.parametrize(
    ("language", "pair"),
    [("en", {"coat", "jacket"}), ("en", {"cup", "mug"}), ("fr", {"balle", "ballon"}),
     ("fr", {"ballon", "boule"}), ("de", {"stock", "stab"}), ("es", {"bola", "pelota"}),
     ("es", {"pelota", "balon"})],
)
def test_the_synonym_table_catches_the_pairs_issue_31_found(language, pair):
    assert synonym_clashes(pair | {"zzother"}, language) == [pair]


def unsafe_words() -> dict[str, set[str]]:
    return {lang: set().union(*(group for _, group in rows)) if rows else set()
            for lang, rows in by_language("codenames-unsafe.txt").items()}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_codenames_list_has_a_classroom_unsafe_word(library, language):  # issue 31
    from core.packs import CODENAMES

    unsafe = unsafe_words()[language]
    assert unsafe, "list this language's unsafe words in content/codenames-unsafe.txt"
    found = [(pack.id, word) for pack in library.packs(CODENAMES, language)
             for word in pack.words if normalize(word) in unsafe]
    assert found == []


@pytest.mark.parametrize(("language", "word"),
                         [("en", "crack"), ("en", "pot"), ("fr", "queue"), ("fr", "moule"),
                          ("fr", "cruche"), ("it", "canna"), ("it", "pompa"),
                          ("de", "Latte"), ("de", "Bulle")])
def test_the_unsafe_table_has_the_words_issue_31_found(language, word):
    assert normalize(word) in unsafe_words()[language]

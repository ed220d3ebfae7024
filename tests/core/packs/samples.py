"""Small valid packs written as TOML text, for tests to break one thing at a time."""

from __future__ import annotations

import json

PICTURES = frozenset({"1F34E", "1F350", "1F351", "1F352", "1F468-200D-1F373"})
# Made-up words: in no language's lexicon, so a sample pack never looks like another
# language's (the packs' own words are the lexicon: "bravo" is now an English card).
FORBIDDEN = ["xalpha", "xbravo", "xcharlie", "xdelta", "xecho"]


def picture_exists(stem: str) -> bool:
    return stem in PICTURES


def toml_str(value: str) -> str:
    # A JSON string is a valid TOML basic string.
    return json.dumps(value, ensure_ascii=False)


def toml_list(values: list[str]) -> str:
    return "[" + ", ".join(toml_str(v) for v in values) + "]"


def header(game: str, language: str = "fr") -> str:
    return (
        "schema = 1\n"
        f'game = "{game}"\n'
        f'language = "{language}"\n'
        'title = "Pack de test"\n'
        'description = "Un pack écrit par les tests."\n'
        'author = "Tests"\n'
        'licence = "CC0"\n'
        "family_friendly = true\n"
    )


def letters(n: int, prefix: str) -> list[str]:
    """n distinct made-up words of letters only, none inside another."""
    return [f"{prefix}{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(n)]


def spyword_pack(language: str = "fr", pairs: list[tuple] | None = None) -> str:
    pairs = pairs or [("fruit", "pomme", "1F34E", "poire", "1F350")]
    body = "".join(
        f"\n[[pairs]]\ncategory = {toml_str(cat)}\n"
        f"a = {{ word = {toml_str(a)}, picture = {toml_str(pa)} }}\n"
        f"b = {{ word = {toml_str(b)}, picture = {toml_str(pb)} }}\n"
        for cat, a, pa, b, pb in pairs
    )
    return header("spyword", language) + body


def taboo_cards(n: int = 60) -> list[tuple[str, list[str]]]:
    return [(word, list(FORBIDDEN)) for word in letters(n, "zq")]


def taboo_pack(language: str = "fr", cards: list[tuple[str, list[str]]] | None = None) -> str:
    cards = taboo_cards() if cards is None else cards
    body = "".join(
        f"\n[[cards]]\nword = {toml_str(word)}\nforbidden = {toml_list(forbidden)}\n"
        for word, forbidden in cards
    )
    return header("taboo", language) + body


def codenames_words(n: int = 25) -> list[str]:
    return letters(n, "wq")


def codenames_pack(language: str = "fr", words: list[str] | None = None) -> str:
    words = codenames_words() if words is None else words
    return header("codenames", language) + f"words = {toml_list(words)}\n"

"""One term per concept in every language (docs/glossary.md), French "vous" and French
high punctuation (issue 31; PX-I18N-1). The glossary's tables drive the checks: a term
changed there is checked everywhere at once."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop.i18n import LANGUAGES, ts_path

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
PHONE_TEXTS = ROOT / "net" / "web_client" / "texts.json"
OTHER_LANGUAGES = [lang for lang in LANGUAGES if lang != "en"]
FREE_CONTEXTS = {"Titles"}  # titles are names: "Monarque des ombres" for Ghost Monarch


def _table(heading: str) -> list[list[str]]:
    """The rows of the Markdown table under ``## heading`` (header and rule left out)."""
    section = GLOSSARY.read_text(encoding="utf-8").split(f"## {heading}\n", 1)[1]
    rows = [line for line in section.split("\n## ", 1)[0].splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[2:]]


def _entries(cell: str) -> list[str]:
    return [entry.strip() for entry in cell.split(",") if entry.strip()]


def translations(language: str) -> list[tuple[str, str, str]]:
    """(context, English source, translation; plural forms joined) of one .ts file."""
    found = []
    for context in ET.parse(ts_path(language)).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            if element is None:
                continue
            forms = [form.text or "" for form in element.iter("numerusform")]
            found.append((name, message.findtext("source") or "",
                          " | ".join(forms) if forms else element.text or ""))
    return found


def english_pattern(cell: str) -> re.Pattern[str]:
    """The English term as a whole word, plural or possessive too, not a quoted field."""
    words = "|".join(re.escape(entry) for entry in _entries(cell))
    return re.compile(rf'(?<!")\b(?:{words})(?:s|\'s)?\b(?!")', re.IGNORECASE)


def term_violations(language: str, rows: list[list[str]]) -> list[str]:
    column = 2 + OTHER_LANGUAGES.index(language)
    found = []
    for row in rows:
        english, accepted = english_pattern(row[1]), [e.lower() for e in _entries(row[column])]
        for context, source, text in translations(language):
            if context in FREE_CONTEXTS or not english.search(source):
                continue
            if not any(entry in text.lower() for entry in accepted):
                found.append(f"{language} {context}: {source!r} -> {text!r} (want {row[column]})")
    return found


def banned_pattern(entry: str) -> re.Pattern[str]:
    flags = 0 if any(ch.isupper() for ch in entry) else re.IGNORECASE
    return re.compile(rf"(?<!\w){re.escape(entry)}(?!\w)", flags)


def banned_violations(language: str, texts: list[str]) -> list[str]:
    found = []
    for row in _table("Words not used"):
        if row[0] != language:
            continue
        for entry in _entries(row[1]):
            pattern = banned_pattern(entry)
            found += [f"{language}: {entry!r} in {text!r}"
                      for text in texts if pattern.search(text)]
    return found


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_each_concept_has_one_term(language):
    assert term_violations(language, _table("Terms")) == []


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_no_variant_the_glossary_retired(language):
    texts = [text for _, _, text in translations(language)]
    assert banned_violations(language, texts) == []


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_the_glossary_terms_are_the_ones_the_translations_use(language):
    """Each entry of the Terms table is used somewhere: the glossary names real words."""
    column = 2 + OTHER_LANGUAGES.index(language)
    texts = " ".join(text for _, _, text in translations(language)).lower()
    for row in _table("Terms"):
        assert any(entry.lower() in texts for entry in _entries(row[column])), row


def test_a_planted_variant_or_off_term_fails():
    """The checks can fail: a German "Host" and a French message without "paquet"."""
    assert banned_violations("de", ["Der Host startet das Spiel."])
    assert not banned_violations("de", ["Der Gastgeber hostet das Spiel."])
    rows = [["pack", "pack", "paquet", "Paket", "paquete", "pacchetto"]]
    planted = [("PackMakerScreen", "Make a pack", "Créer un pack")]
    original = translations
    try:
        globals()["translations"] = lambda language: planted
        assert term_violations("fr", rows)
    finally:
        globals()["translations"] = original


NO_BREAK = "\u00a0"
NARROW_NO_BREAK = "\u202f"
# A plain space before a high mark, after « or before », or a mark glued to the word.
FRENCH_SPACING = re.compile(r" [:;!?»]|« |(?<=[\w)»…])[;!?](?=\s|$)")
# "tu" and its forms; the app says "vous" (issue 31: "Recouvre un mot…" twice).
# The pronouns in any case; an imperative only where it opens a sentence ("Recouvre"):
# "il recouvre" is no "tu".
FAMILIAR = re.compile(r"(?i:\b(?:tu|toi|ton|ta|tes|te|t')\b)|(?:^|[.:!?]\s)(?:Recouvre|Choisis|"
                      r"Appuie|Clique|Regarde|Attends|Écris|Fais|Montre|Prends|Retourne|Devine|"
                      r"Tape)\b")


def french_texts() -> list[str]:
    """Every French text, the phone page's too, without accelerator marks ("te&xte")."""
    texts = [re.sub(r"&(?=\w)", "", text) for _, _, text in translations("fr")]
    phone = json.loads(PHONE_TEXTS.read_text(encoding="utf-8"))
    for value in phone["fr"].values():
        texts += list(value.values()) if isinstance(value, dict) else [value]
    return texts


def test_french_puts_no_break_spaces_before_high_punctuation():
    bad = [text for text in french_texts() if FRENCH_SPACING.search(text)]
    assert bad == []
    assert any(f"{NO_BREAK}:" in text for text in french_texts())
    assert any(f"{NARROW_NO_BREAK}?" in text for text in french_texts())


def test_french_says_vous():
    assert [text for text in french_texts() if FAMILIAR.search(text)] == []


def test_the_french_checks_catch_a_plain_space_and_a_tu():
    assert FRENCH_SPACING.search("Quitter la partie ?")
    assert FRENCH_SPACING.search("Buzz!")
    assert not FRENCH_SPACING.search(f"Quitter la partie{NARROW_NO_BREAK}?")
    assert FAMILIAR.search("Recouvre un mot de l'autre équipe.")
    assert not FAMILIAR.search("Recouvrez un mot de l'autre équipe.")

"""PX-I18N-1: every catalogue has the same entries in all five languages, every one of
them translated. A language is one catalogue per place (docs/adding-a-language.md):

- its ``.ts`` file (the interface, titles, how-to-earn lines, the phone page's texts);
- its part of ``net/web_client/texts.json`` (exported from the ``.ts`` files);
- its ``packs/<game>/<language>/`` folder per game (the words, and the language's lexicon
  the pack checker reads);
- its row in the few language tables of the code (its name, its plural categories, the
  gallery's sample clues, the installers' Qt catalogues).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from core.packs import LANGUAGES as PACK_LANGUAGES
from core.registry import GAMES
from desktop import web_texts
from desktop.codenames.gallery import SAMPLE_CLUES
from desktop.i18n import LANGUAGES, NATIVE_NAMES, REPO_ROOT, TS_DIR, ts_path
from installer.bundle_filter import QT_TRANSLATIONS

#: How a message is known across the files: context, source, plural or not.
Message = tuple[str, str, bool]


def messages(language: str) -> dict[Message, list[str]]:
    """A ``.ts`` file's messages -> their translations (the forms of a plural one), and
    the kind of any that is not a finished translation (``unfinished``, ``vanished``...)."""
    found: dict[Message, list[str]] = {}
    for context in ET.parse(ts_path(language)).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            plural = message.get("numerus") == "yes"
            key = (name, message.findtext("source") or "", plural)
            assert key not in found, f"{language}: {key} twice"
            node = message.find("translation")
            if node is None:
                found[key] = ["<no translation>"]
            elif node.get("type"):
                found[key] = [f"<{node.get('type')}>"]
            else:
                found[key] = ([form.text or "" for form in node.iter("numerusform")] if plural
                              else [node.text or ""])
    return found


def test_the_languages_are_the_same_five_everywhere():
    assert LANGUAGES == PACK_LANGUAGES == ("en", "fr", "de", "es", "it")
    assert sorted(path.name for path in TS_DIR.glob("*.ts")) == sorted(
        ts_path(language).name for language in LANGUAGES)
    for table in (NATIVE_NAMES, web_texts.PLURAL_CATEGORIES, SAMPLE_CLUES):
        assert set(table) == set(LANGUAGES)
    # The installers keep Qt's own catalogue of each language but English (which has none).
    kept = {language for language in LANGUAGES
            if QT_TRANSLATIONS.search(f"qtbase_{language}.qm")}
    assert kept == set(LANGUAGES) - {"en"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_ts_file_has_every_message_translated(language):
    english, own = messages("en"), messages(language)
    assert set(own) == set(english), "run: python -m desktop.i18n update"
    root = ET.parse(ts_path(language)).getroot()
    assert (root.get("language") or "").split("_")[0] == language
    forms = len(web_texts.PLURAL_CATEGORIES[language])
    for key, translations in own.items():
        assert all(text.strip() and not text.startswith("<") for text in translations), (
            language, key, translations)
        # Qt's plural forms: as many as the language has (its CLDR categories), each written.
        assert len(translations) == (forms if key[2] else 1), (language, key)


def test_the_phone_page_has_every_text_in_every_language():
    served = json.loads(web_texts.TEXTS_FILE.read_text(encoding="utf-8"))
    assert set(served) == set(LANGUAGES)
    keys = set(served["en"])
    assert keys == set(web_texts.TEXTS)
    for language in LANGUAGES:
        assert set(served[language]) == keys, language
        for key, text in served[language].items():
            if isinstance(text, dict):  # a count: one form per CLDR category of the language
                assert set(text) == set(web_texts.PLURAL_CATEGORIES[language]), (language, key)
                assert all(form.strip() for form in text.values()), (language, key)
            else:
                assert text.strip(), (language, key)


def test_every_game_has_packs_in_every_language():
    for game in GAMES:
        folder = REPO_ROOT / "packs" / game
        assert sorted(path.name for path in folder.iterdir() if path.is_dir()) == sorted(
            LANGUAGES), game
        for language in LANGUAGES:
            assert any((folder / language).glob("*.toml")), (game, language)

"""The phone page's texts come from the app's translations (PX-I18N-1): one source.

`desktop.web_texts` names, for every text the page shows, the desktop string it is
(context and English source); the served ``net/web_client/texts.json`` must be exactly
what those strings are in the ``.ts`` files now, so a term reads the same on a phone and
on the computer in the five languages.
"""

from __future__ import annotations

import json
import re

import pytest

from desktop import web_texts
from desktop.i18n import LANGUAGES, ts_path

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def sources() -> dict[str, tuple[str, str]]:
    """key -> (context, source) of every page text, read off the table's own calls."""
    seen: dict[str, tuple[str, str]] = {}
    for key, make in web_texts.TEXTS.items():
        calls: list[tuple[str, str]] = []
        original = web_texts.translate

        def record(context: str, source: str, disambiguation: None = None, n: int = -1,
                   calls: list[tuple[str, str]] = calls) -> str:
            calls.append((context, source))
            return source

        web_texts.translate = record
        try:
            make()
        finally:
            web_texts.translate = original
        assert len(calls) == 1, key
        seen[key] = calls[0]
    return seen


def test_served_texts_are_the_apps_translations_now() -> None:
    served = json.loads(web_texts.TEXTS_FILE.read_text(encoding="utf-8"))
    assert served == web_texts.build(), "run: python -m desktop.web_texts"
    assert web_texts.TEXTS_FILE.read_text(encoding="utf-8") == web_texts.render(served)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_text_is_a_translated_app_string(language: str) -> None:
    entries = web_texts.ts_entries(ts_path(language))
    built = web_texts.build()[language]
    for key, (context, source) in sources().items():
        assert (context, source) in entries, f"{key}: {context!r} {source!r} not in the app"
        wanted = set(PLACEHOLDER.findall(source.replace("%n", "{count}")))
        forms = built[key] if isinstance(built[key], dict) else {"text": built[key]}
        for text in forms.values():  # a count: its singular and plural forms
            assert text.strip(), key
            # The page fills the same placeholders in every language.
            assert set(PLACEHOLDER.findall(text)) == wanted, (key, text)


def test_shared_terms_agree_with_the_desktop_screens() -> None:
    # The same English source in the same context gives the same words on both sides:
    # e.g. the Taboo buttons and the refusal texts the desktop shows.
    fr = web_texts.build()["fr"]
    entries = web_texts.ts_entries(ts_path("fr"))
    assert fr["tb.buzz"] == entries[("TabooPlayPage", "Buzz!")]
    assert fr["code.join.name_taken"] == entries[("NetTexts", "Someone in this room already "
                                                  "has this name. Choose another one.")]
    only_page = {key for key, (context, _) in sources().items() if context == "WebPage"}
    assert only_page == {"web.ready", "web.not_ready", "web.wait_start", "web.again",
                         "cn.guess_word", "cn.pick_card",  # select, then confirm
                         "web.code_title", "web.code_hint", "web.code_go",  # the code step
                         "web.code_unknown", "web.rooms_here",
                         "web.profile_hint", "web.profile_new",  # a phone's profile
                         "code.room.unproven"}  # the page checks a new host's proof


def test_counts_take_the_languages_plural_forms() -> None:
    """PX-I18N-1: "1 point" / "2 points", and French says "0 point" (singular)."""
    built = web_texts.build()
    assert built["en"]["tb.points"] == {"one": "{count} point", "other": "{count} points"}
    assert built["fr"]["tb.points"]["one"] == "{count} point"
    assert built["fr"]["tb.points"]["other"] == "{count} points"
    assert built["de"]["sw.vote_sent"]["one"] != built["de"]["sw.vote_sent"]["other"]


#: French "tu" forms: the pronouns, and second-person imperatives that no other form of
#: the verb shares ("maintiens", not "donne": "{name} donne un indice" is third person).
TU_FORMS = re.compile(
    r"\b(tu|ton|ta|tes|toi|te|maintiens|réessaie|attends|retiens|rejoins|reviens"
    r"|fais|dis|écris|scanne|clique|coche|tape)\b|\bt['’]", re.IGNORECASE)


def _texts(value: str | list[str] | dict[str, str]) -> list[str]:
    if isinstance(value, str):
        return [value]
    return list(value.values()) if isinstance(value, dict) else list(value)


def test_french_says_vous_on_the_phone_page_and_in_the_app() -> None:
    """The app speaks to its players as "vous" (as its Taboo screens, profiles and pack
    maker always did), so the phone page, which takes the app's strings, does too: no
    "tu", "ton", "ta", "tes", "toi", no "maintiens"/"tape" (mnemonics "&" ignored)."""
    page = web_texts.build()["fr"]
    found = [f"page {key}: {text}" for key, value in page.items() for text in _texts(value)
             if TU_FORMS.search(text.replace("&", ""))]
    found += [f"app {context}: {text}"
              for (context, _), value in web_texts.ts_entries(ts_path("fr")).items()
              for text in _texts(value) if TU_FORMS.search(text.replace("&", ""))]
    assert found == []
    assert any(re.search(r"\bvous\b", text) for value in page.values()
               for text in _texts(value))

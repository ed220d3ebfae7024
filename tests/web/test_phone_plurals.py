"""The phone page picks a count's form with the browser's own plural rules
(``Intl.PluralRules``, PX-I18N-1), from the forms texts.json holds (the app's ``.ts``
plural forms): French says "0 point" and "1 point", German "0 Punkte"; a CLDR category the
file has no form for (French, Spanish and Italian "many", for millions) falls back to
"other", as Qt's plural forms say on the desktop."""

from __future__ import annotations

from typing import Any

from store.packs import PackLibrary
from tests.web.phones import PhoneRoom
from tests.web.test_phone_games import library, with_browser

__all__ = ["library"]  # the module's fixture, shared

#: texts.json is one language: the page loads another before it switches (issue 30).
SAY = ("async ([language, count]) => { await loadLanguage(language); setLanguage(language);"
       " return t('tb.points', {count}); }")
#: The category itself is the browser's: a form for "many" would be taken in French.
CATEGORY = ("async ([language, count]) => { await loadLanguage(language); setLanguage(language);"
            " return pluralForm({one: 'one', many: 'many', other: 'other'}, count); }")


def test_the_page_says_counts_by_the_browsers_plural_rules(library: PackLibrary) -> None:
    async def scenario(browser: Any) -> dict[tuple[str, int], str]:
        room = PhoneRoom("taboo", language="fr", library=library)
        await room.open()
        try:
            phone = await room.phone(browser, "Nina")
            said = {(language, count): await phone.page.evaluate(SAY, [language, count])
                    for language, count in [("fr", 0), ("fr", 1), ("fr", 2), ("fr", 1000000),
                                            ("de", 0), ("de", 1), ("es", 1000000),
                                            ("en", 1), ("en", 0)]}
            for language, count in [("fr", 1000000), ("fr", 0), ("de", 1000000), ("it", 2)]:
                said[(f"category {language}", count)] = await phone.page.evaluate(
                    CATEGORY, [language, count])
            assert phone.errors == []
            return said
        finally:
            await room.close()

    said = with_browser(scenario)
    assert said == {
        ("fr", 0): "0 point", ("fr", 1): "1 point", ("fr", 2): "2 points",
        ("fr", 1000000): "1000000 points",  # CLDR "many": no such form, so "other"
        ("de", 0): "0 Punkte", ("de", 1): "1 Punkt", ("es", 1000000): "1000000 puntos",
        ("en", 1): "1 point", ("en", 0): "0 points",
        ("category fr", 1000000): "many", ("category fr", 0): "one",
        ("category de", 1000000): "other", ("category it", 2): "other",
    }

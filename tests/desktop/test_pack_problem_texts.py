"""The pack validator's messages in the user's language (issue 31; PX-PACK-3, PX-I18N-1):
every template `core.packs` and `store.packs` say a problem with is in the desktop's
catalogue, translated in every language with its placeholders, and the pack maker shows
them translated."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

from core.packs import check_pack
from core.packs.phrase import Phrase
from desktop.i18n import LANGUAGES
from desktop.pack_problem_texts import CONTEXT, TEMPLATES, phrase_text, problem_text
from tests.desktop.test_glossary import translations

ROOT = Path(__file__).resolve().parents[2]
SAYERS = [*sorted((ROOT / "core" / "packs").glob("*.py")), ROOT / "store" / "packs.py"]


def templates_in(source: str) -> tuple[set[str], list[str]]:
    """(templates, calls whose template is not a literal) of one module's text: the first
    argument of ``Phrase(...)``, the third of ``.error(...)``/``.warning(...)``, and the
    item names of ``ITEM_NAMES``."""
    found: set[str] = set()
    not_literal: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            argument = None
            if name == "Phrase" and node.args:
                argument = node.args[0]
            elif name in ("error", "warning") and len(node.args) >= 3:
                argument = node.args[2]
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.add(argument.value)
            elif argument is not None and not isinstance(argument, ast.Name):
                not_literal.append(ast.unparse(argument))  # an f-string: not translatable
        if isinstance(node, ast.Assign) and any(
                getattr(target, "id", "") == "ITEM_NAMES" for target in node.targets):
            found |= {c.value for c in ast.walk(node.value)
                      if isinstance(c, ast.Constant) and isinstance(c.value, str)
                      and "{" in c.value}
    return found, not_literal


def validator_templates() -> set[str]:
    found: set[str] = set()
    for path in SAYERS:
        templates, not_literal = templates_in(path.read_text(encoding="utf-8"))
        assert not_literal == [], f"{path.name}: a message that is not a literal template"
        found |= templates
    return found


def test_the_catalogue_holds_every_template_the_validator_says():
    assert validator_templates() - TEMPLATES == set()
    assert TEMPLATES - validator_templates() == set()  # no stale entry


def test_a_new_message_without_a_catalogue_entry_is_caught():
    planted = 'problems.error(item, "x.y", "has {n} new problems", n=2)\n' \
              'problems.error(item, "x.z", f"is {shown}")\n'
    templates, not_literal = templates_in(planted)
    assert templates - TEMPLATES == {"has {n} new problems"}
    assert not_literal == ["f'is {shown}'"]


PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_template_is_translated_with_its_placeholders(language):
    translated = {source: text for context, source, text in translations(language)
                  if context == CONTEXT}
    assert set(translated) == TEMPLATES | {"{item}: {message}"}
    for source, text in translated.items():
        assert text, source
        assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(source)), source


BROKEN_TABOO = b"""schema = 1
game = "taboo"
language = "en"
title = "Broken"
description = "A card short of forbidden words."
author = "Test"
licence = "CC0"
family_friendly = true

[[cards]]
word = "volcano"
forbidden = ["lava", "erupt", "mountain", "crater"]
"""


def test_a_problem_reads_in_english_as_the_cli_prints_it_and_translated_in_the_app(
        translations_fixture):
    _, problems = check_pack(BROKEN_TABOO, "broken.toml", lambda _: True)
    short = next(p for p in problems if p.code == "card.forbidden_count")
    assert f"{short.item}: {short.message}" == \
        'card 1 "volcano": has 4 forbidden words, needs exactly 5'
    translations_fixture.switch("fr")
    assert problem_text(short) == \
        "carte 1 «\u00a0volcano\u00a0»\u00a0: a 4 mots interdits, il en faut exactement 5"
    translations_fixture.switch("de")
    assert problem_text(short) == 'Karte 1 „volcano“: hat 4 verbotene Wörter, braucht genau 5'


def test_a_detail_that_is_a_phrase_is_translated_too(translations_fixture):
    nested = Phrase("must be text, not {kind}", kind=Phrase("a whole number"))
    translations_fixture.switch("es")
    assert phrase_text(nested) == "debe ser texto, no un número entero"


@pytest.fixture
def translations_fixture(translations):
    return translations


def test_the_pack_maker_shows_translated_problems_and_the_language_check(qtbot,
                                                                        translations):
    from core.packs import TABOO
    from desktop.screens.pack_maker import PackMakerScreen

    translations.switch("de")
    screen = PackMakerScreen("de")
    qtbot.addWidget(screen)
    screen.game_box.setCurrentIndex(screen.game_box.findData(TABOO))
    screen.title_edit.setText("Vulkane")
    screen.text_edit.setPlainText("Vulkan: Lava, Ausbruch, Berg, Krater")
    shown = [screen.problem_list.item(i).text() for i in range(screen.problem_list.count())]
    assert any("verbotene Wörter, braucht genau 5" in text for text in shown), shown
    # An English list saved as German: the CLI's language check, in the pack maker too.
    english = tomllib.loads((ROOT / "packs/taboo/en/family.toml").read_text(encoding="utf-8"))
    screen.text_edit.setPlainText("\n".join(
        f"{card['word']}: {', '.join(card['forbidden'])}" for card in english["cards"][:30]))
    assert screen.status.text().endswith(
        "Diese Wörter sehen nach English aus: Wähle oben diese Sprache oder speichere trotzdem.")
    shown = [screen.problem_list.item(i).text() for i in range(screen.problem_list.count())]
    assert any('sagt "de", aber die meisten Wörter sind "en"' in text for text in shown), shown


def test_a_count_agrees_with_its_noun(translations_fixture):
    one = BROKEN_TABOO.replace(b'["lava", "erupt", "mountain", "crater"]', b'["lava"]')
    _, problems = check_pack(one, "broken.toml", lambda _: True)
    short = next(p for p in problems if p.code == "card.forbidden_count")
    assert short.message == "has 1 forbidden word, needs exactly 5"
    translations_fixture.switch("it")
    assert phrase_text(short.message) == "ha 1 parola vietata, ne servono esattamente 5"

"""Titles' names and how-to-earn lines are the app's translated texts (PX-PROF-3,
SW-PROG-1, TB-PROG-1, PX-I18N-1): `desktop.title_texts`, translated in the five ``.ts``
files, for every title of `core.progress.titles` (which holds no prose)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core.progress import titles as t
from desktop import title_texts
from desktop.i18n import LANGUAGES
from desktop.title_texts import how, name


def test_every_title_and_statistic_has_its_text():
    assert set(title_texts.NAMES) == set(t.BY_ID)
    assert set(title_texts.HOW) == {title.key for title in t.ALL_TITLES}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_title_has_a_name_and_a_how_line(translations, language):
    # PX-PROF-3: names and how-to-earn lines in the five languages; no two titles of a set
    # share a name, and each line states the title's threshold.
    translations.switch(language)
    for group in t.GROUPS.values():
        names = [name(title) for title in group]
        assert len(set(names)) == len(names), f"{language}: a name is used twice"
    for title in t.ALL_TITLES:
        assert name(title).strip() == name(title) != ""
        line = how(title)
        assert line and "{" not in line and "%" not in line, (title.id, line)
        if title.threshold > 1:
            assert re.search(rf"\b{title.threshold}\b", line), (title.id, language, line)


def test_a_threshold_of_one_reads_as_one(translations):
    # A line with a plural form says "first"/"a" for 1, and the number for more; a plain
    # line ({n}) is only for statistics no title asks once of ("Win 1 games in a row").
    for language in LANGUAGES:
        translations.switch(language)
        for title in t.ALL_TITLES:
            if title.threshold == 1:
                assert not re.search(r"\b1\b", how(title)), (language, title.id, how(title))
    translations.switch("en")
    first = t.BY_ID["sw_played_1"]
    assert how(first) == "Finish your first game."
    translations.switch("fr")
    assert how(first) == "Terminez votre première partie."
    assert how(t.BY_ID["sw_played_10"]) == "Terminez 10 parties."
    translations.switch("de")
    assert how(first) == "Beende dein erstes Spiel."
    assert how(t.BY_ID["tb_won_1"]) == "Gewinne ein Spiel."


def test_the_seeds_examples(translations):
    # SW-PROG-1 / TB-PROG-1: the seed's two example titles, word for word where it has them.
    lord, sultan = t.BY_ID["sw_streak_35"], t.BY_ID["tb_streak_35"]
    assert name(lord) == "Lord of Words"
    assert how(lord) == "Win 35 games in a row, whatever your role."
    translations.switch("fr")
    assert name(lord) == "Seigneur des mots"
    assert how(lord) == "Gagnez 35 parties d'affilée, quel que soit votre rôle."
    assert name(sultan) == "Sultan des Mots"
    assert how(sultan) == "Gagnez 35 parties d'affilée."
    translations.switch("de")
    assert name(lord) == "Herr der Worte"
    assert how(lord) == "Gewinne 35 Spiele in Folge, egal in welcher Rolle."


def test_docs_list_every_title_in_english():
    # docs/progress.md stays true: every title with its English name, line and condition.
    text = (Path(__file__).resolve().parents[2] / "docs" / "progress.md").read_text("utf-8")
    for title in t.ALL_TITLES:
        row = (f"| `{title.id}` | {name(title)} | {how(title)} | "
               f"`{title.key}` ≥ {title.threshold} |")
        assert row in text, title.id
